import { type FontKey, type Sheet, type TextStyle } from './paper';

/** Draws lines one under another; gives back the y below the last. */
export function lines(sheet: Sheet, x: number, y: number, texts: readonly string[], style: TextStyle & { leading?: number } = {}): number {
  const leading = style.leading ?? (style.size ?? 9) * 1.3;
  texts.forEach((text, i) => sheet.text(text, x, y + i * leading, style));
  return y + texts.length * leading;
}

/** Breaks text into lines no wider than `width`. */
export function wrapLines(sheet: Sheet, text: string, width: number, style: TextStyle = {}): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && sheet.measure(next, style) > width) {
      out.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) out.push(line);
  return out;
}

export function paragraph(sheet: Sheet, x: number, y: number, width: number, text: string, style: TextStyle & { leading?: number } = {}): number {
  return lines(sheet, x, y, wrapLines(sheet, text, width, style), style);
}

export interface PairOptions {
  labelWidth?: number;
  size?: number;
  labelFont?: FontKey;
  valueFont?: FontKey;
  labelColor?: string;
  leading?: number;
  /** Right-align values at x + labelWidth + valueWidth. */
  valueWidth?: number;
}

/** Label then value on each row, the values in a column. */
export function pairs(sheet: Sheet, x: number, y: number, rows: readonly (readonly [string, string])[], o: PairOptions = {}): number {
  const size = o.size ?? 9;
  const leading = o.leading ?? size * 1.45;
  const labelWidth = o.labelWidth ?? 90;
  rows.forEach(([label, value], i) => {
    const row = y + i * leading;
    sheet.text(label, x, row, { font: o.labelFont ?? 'sansBold', size, color: o.labelColor });
    if (o.valueWidth) sheet.text(value, x + labelWidth + o.valueWidth, row, { font: o.valueFont ?? 'sans', size, align: 'right' });
    else sheet.text(value, x + labelWidth, row, { font: o.valueFont ?? 'sans', size });
  });
  return y + rows.length * leading;
}

/** Small labels over their values, side by side, optionally boxed. */
export function labelsAbove(
  sheet: Sheet, x: number, y: number, cells: readonly (readonly [string, string])[], widths: readonly number[],
  o: { labelSize?: number; valueSize?: number; labelFont?: FontKey; valueFont?: FontKey; boxed?: boolean; labelColor?: string; fill?: string } = {},
): number {
  const labelSize = o.labelSize ?? 7;
  const valueSize = o.valueSize ?? 10;
  const height = labelSize + valueSize + 12;
  let left = x;
  cells.forEach(([label, value], i) => {
    const w = widths[i] ?? widths[widths.length - 1] ?? 100;
    if (o.fill) sheet.rect(left, y, w, labelSize + 6, { fill: o.fill });
    if (o.boxed) sheet.rect(left, y, w, height, { stroke: '#555555', width: 0.6 });
    sheet.text(label, left + 4, y + labelSize + 2, { font: o.labelFont ?? 'sans', size: labelSize, color: o.labelColor ?? '#444444' });
    sheet.text(value, left + 4, y + labelSize + valueSize + 6, { font: o.valueFont ?? 'sansBold', size: valueSize });
    left += w;
  });
  return y + height;
}

/** Several label-value pairs on one line: "Invoice # 4471   Date 03/02/2025   Due 04/01/2025". */
export function inline(
  sheet: Sheet, x: number, y: number, parts: readonly (readonly [string, string])[],
  o: { size?: number; gap?: number; labelFont?: FontKey; valueFont?: FontKey } = {},
): number {
  const size = o.size ?? 9;
  let left = x;
  for (const [label, value] of parts) {
    left += sheet.text(label, left, y, { font: o.labelFont ?? 'sansBold', size }) + size * 0.4;
    left += sheet.text(value, left, y, { font: o.valueFont ?? 'sans', size }) + (o.gap ?? 22);
  }
  return left;
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

export type TableLook = 'grid' | 'rules' | 'zebra' | 'plain' | 'band';

export interface TableOptions {
  look?: TableLook;
  size?: number;
  rowHeight?: number;
  accent?: string;
  font?: FontKey;
  headFont?: FontKey;
}

function cell(sheet: Sheet, text: string, left: number, baseline: number, col: Column, style: TextStyle): void {
  const x = col.align === 'right' ? left + col.width - 4 : col.align === 'center' ? left + col.width / 2 : left + 4;
  sheet.text(text, x, baseline, { ...style, align: col.align ?? 'left' });
}

/** A header row and body rows; gives back the y below the table. */
export function table(sheet: Sheet, x: number, y: number, cols: readonly Column[], rows: readonly (readonly string[])[], o: TableOptions = {}): number {
  const look = o.look ?? 'rules';
  const size = o.size ?? 8.5;
  const rh = o.rowHeight ?? size * 2;
  const width = cols.reduce((sum, c) => sum + c.width, 0);
  const accent = o.accent ?? '#333333';
  const band = look === 'band' || look === 'zebra';
  if (band) sheet.rect(x, y, width, rh, { fill: accent });
  const headStyle: TextStyle = { font: o.headFont ?? 'sansBold', size, color: band ? '#ffffff' : '#111111' };
  let left = x;
  for (const col of cols) {
    cell(sheet, col.title, left, y + rh * 0.66, col, headStyle);
    left += col.width;
  }
  rows.forEach((row, r) => {
    const top = y + rh * (r + 1);
    if (look === 'zebra' && r % 2 === 1) sheet.rect(x, top, width, rh, { fill: '#eeeeee' });
    let colLeft = x;
    cols.forEach((col, c) => {
      cell(sheet, row[c] ?? '', colLeft, top + rh * 0.66, col, { font: o.font ?? 'sans', size });
      colLeft += col.width;
    });
  });
  const bottom = y + rh * (rows.length + 1);
  if (look === 'grid') {
    for (let r = 0; r <= rows.length + 1; r += 1) sheet.line(x, y + r * rh, x + width, y + r * rh, { width: 0.5 });
    let colLeft = x;
    for (const col of [...cols, undefined]) {
      sheet.line(colLeft, y, colLeft, bottom, { width: 0.5 });
      colLeft += col?.width ?? 0;
    }
  } else if (look !== 'plain') {
    sheet.line(x, y + rh, x + width, y + rh, { width: look === 'rules' ? 0.8 : 0.4 });
    sheet.line(x, bottom, x + width, bottom, { width: 0.4 });
  }
  if (look === 'rules' || look === 'plain') sheet.line(x, y, x + width, y, { width: look === 'plain' ? 0 : 0.8, opacity: look === 'plain' ? 0 : 1 });
  return bottom;
}

export type TotalRow = readonly [label: string, value: string, emphasis?: 'bold' | 'rule' | 'box'];

/** Labels right-aligned at `labelRight`, amounts right-aligned at `right`. */
export function totals(sheet: Sheet, labelRight: number, right: number, y: number, rows: readonly TotalRow[], o: { size?: number; leading?: number; font?: FontKey; boxFill?: string } = {}): number {
  const size = o.size ?? 9;
  const leading = o.leading ?? size * 1.6;
  let row = y;
  for (const [label, value, emphasis] of rows) {
    const font: FontKey = emphasis ? 'sansBold' : (o.font ?? 'sans');
    if (emphasis === 'rule') sheet.line(labelRight - 60, row - size - 2, right, row - size - 2, { width: 0.8 });
    if (emphasis === 'box') {
      const left = labelRight - sheet.measure(label, { font, size }) - 8;
      sheet.rect(left, row - size - 4, right - left + 6, size + 9, { fill: o.boxFill ?? '#e8e8e8' });
    }
    sheet.text(label, labelRight, row, { font, size, align: 'right' });
    sheet.text(value, right, row, { font, size, align: 'right' });
    row += leading;
  }
  return row;
}

export function stamp(sheet: Sheet, text: string, x: number, y: number, o: { angle?: number; color?: string; size?: number } = {}): void {
  const size = o.size ?? 30;
  const color = o.color ?? '#c0392b';
  const angle = o.angle ?? 15;
  const w = sheet.measure(text, { font: 'sansBold', size }) + 20;
  const h = size + 12;
  const rad = (angle * Math.PI) / 180;
  const corner = (dx: number, dy: number): [number, number] => [x + dx * Math.cos(rad) + dy * Math.sin(rad), y - dx * Math.sin(rad) + dy * Math.cos(rad)];
  const box: [number, number][] = [corner(-10, 10), corner(w - 10, 10), corner(w - 10, -h + 10), corner(-10, -h + 10)];
  box.forEach(([x1, y1], i) => {
    const [x2, y2] = box[(i + 1) % box.length] ?? box[0] ?? [x1, y1];
    sheet.line(x1, y1, x2, y2, { width: 2.5, stroke: color, opacity: 0.8 });
  });
  sheet.text(text, x, y, { font: 'sansBold', size, color, rotate: angle, opacity: 0.8 });
}

/** The tear-off line above a remittance stub. */
export function cutLine(sheet: Sheet, y: number, caption?: string): void {
  sheet.line(24, y, sheet.width - 24, y, { dash: [4, 3], width: 0.7 });
  if (caption) sheet.text(caption, sheet.width / 2, y + 10, { size: 7, align: 'center', font: 'sansItalic' });
}
