import { type Line, lineText, type PageText, type Token } from '../extraction/document';
import type { Row, TextLine } from './htmlRows';

/** Points per character and per line of the drawing an e-mail body is turned into. */
const CHAR = 5.5;
const LEADING = 1.5;
/** Cells of one row stand this far apart, so that no two columns ever touch. */
const COLUMN = 180;
const PAGE_WIDTH = 612;

function token(line: TextLine, x: number): Token | null {
  const text = line.map((run) => run.text).join('').replace(/\s+/g, ' ').trim();
  return text === '' ? null : { text, x, right: x + text.length * CHAR };
}

function page(lines: Line[]): PageText {
  const last = lines[lines.length - 1];
  return { number: 1, width: Math.max(PAGE_WIDTH, ...lines.map((line) => line.tokens[line.tokens.length - 1]?.right ?? 0)), height: (last?.y ?? 0) + 40, lines };
}

/**
 * An HTML body drawn as a page, so that the extraction that reads PDFs reads it too: each row's
 * cells side by side in columns, a cell's lines one under the other, headings and large type tall
 * (a letterhead stands out by its size, as on paper).
 */
export function htmlPage(rows: Row[]): PageText {
  const lines: Line[] = [];
  let y = 40;
  for (const row of rows) {
    const depth = Math.max(...row.map((cell) => cell.length));
    for (let index = 0; index < depth; index++) {
      const tokens: Token[] = [];
      let height = 0;
      row.forEach((cell, column) => {
        const line = cell[index];
        const made = line && token(line, 20 + column * COLUMN);
        if (!made || !line) return;
        tokens.push(made);
        height = Math.max(height, ...line.map((run) => run.size));
      });
      if (tokens.length === 0) continue;
      y += height * LEADING;
      lines.push({ page: 1, y, height, tokens, text: lineText(tokens) });
    }
  }
  return page(lines);
}

/** A plain-text body drawn as a page: runs of two or more spaces, or a tab, separate columns. */
export function textPage(text: string): PageText {
  const lines: Line[] = [];
  let y = 40;
  for (const row of text.replace(/\r\n?/g, '\n').split('\n')) {
    y += 10 * LEADING;
    const expanded = row.replace(/\t/g, '    ');
    const tokens = [...expanded.matchAll(/\S+(?: \S+)*/g)].map((match) => ({ text: match[0], x: 20 + match.index * CHAR, right: 20 + (match.index + match[0].length) * CHAR }));
    if (tokens.length > 0) lines.push({ page: 1, y, height: 10, tokens, text: lineText(tokens) });
  }
  return page(lines);
}
