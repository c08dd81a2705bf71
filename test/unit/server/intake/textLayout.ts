import { type Line, lineText, type PageText } from '../../../../src/server/intake/extraction/document';

const CHAR = 6;
const LINE = 14;

/**
 * Lines as the PDF reader would give them, drawn as text: each character is 6 pt wide, runs of
 * two or more spaces separate tokens, each row is 14 pt below the last, and a row starting with
 * "^ " is set in large type (a letterhead).
 */
export function textLines(drawing: string, page = 1): Line[] {
  const rows = drawing.replace(/^\n/, '').replace(/\n\s*$/, '').split('\n');
  return rows.flatMap((row, index) => {
    const large = row.startsWith('^ ');
    const text = large ? `  ${row.slice(2)}` : row;
    const tokens = [...text.matchAll(/\S+(?: \S+)*/g)].map((match) => ({ text: match[0], x: match.index * CHAR, right: (match.index + match[0].length) * CHAR }));
    if (tokens.length === 0) return [];
    return [{ page, y: 40 + index * LINE, height: large ? 18 : 9, tokens, text: lineText(tokens) }];
  });
}

export function textPage(drawing: string, number = 1): PageText {
  return { number, width: 612, height: 792, lines: textLines(drawing, number) };
}
