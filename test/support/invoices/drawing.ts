import type { Canvas } from './canvas';

export interface Column {
  header: string;
  x: number;
  align?: 'left' | 'right';
}

/** Label/value pairs in two columns: the label at labelX, the value left- or right-aligned at valueX. */
export function pairs(canvas: Canvas, rows: [string, string][], labelX: number, valueX: number, top: number, valueAlign: 'left' | 'right' = 'right', size = 9): number {
  let y = top;
  for (const [label, value] of rows) {
    canvas.text(label, labelX, y, { size, bold: true });
    canvas.text(value, valueX, y, { size, align: valueAlign });
    y += size + 5;
  }
  return y;
}

/** A titled block of lines (Bill To, Service Location, Ship To). */
export function block(canvas: Canvas, title: string, lines: string[], x: number, top: number, size = 9): number {
  canvas.text(title, x, top, { size, bold: true });
  let y = top + size + 5;
  for (const line of lines) {
    canvas.text(line, x, y, { size });
    y += size + 4;
  }
  return y;
}

/**
 * A table with a header row and a rule under it; returns the top of the next free line. Cells of
 * the column `wrap.column` longer than `wrap.chars` run on to a second line, as narrow columns do.
 */
export function table(canvas: Canvas, columns: Column[], rows: string[][], top: number, wrap?: { column: number; chars: number }, size = 9): number {
  for (const column of columns) canvas.text(column.header, column.x, top, { size, bold: true, align: column.align });
  canvas.rule(36, canvas.width - 36, top + size + 4);
  let y = top + size + 10;
  for (const row of rows) {
    let extra = '';
    row.forEach((cell, index) => {
      const column = columns[index]!;
      let text = cell;
      if (wrap && index === wrap.column && cell.length > wrap.chars) {
        const cut = cell.lastIndexOf(' ', wrap.chars);
        [text, extra] = [cell.slice(0, cut), cell.slice(cut + 1)];
      }
      if (text) canvas.text(text, column.x, y, { size, align: column.align });
    });
    if (extra) {
      y += size + 3;
      canvas.text(extra, columns[wrap!.column]!.x, y, { size });
    }
    y += size + 7;
  }
  canvas.rule(36, canvas.width - 36, y - 2);
  return y + 6;
}

export function quantity(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
