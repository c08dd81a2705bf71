/**
 * The text of a PDF as the extractors see it: lines rebuilt from positioned text, top to bottom,
 * each made of tokens (runs of text with no wide gap inside), so that columns stay apart.
 * Coordinates are PDF points with y growing downwards from the top of the page.
 */

export interface Token {
  text: string;
  x: number;
  right: number;
  /** For text read by OCR: how sure it was of the least certain word in the token (0..1). */
  confidence?: number;
  /** The token's own type size, where it was measured: a line's height is its largest type's ("INVOICE" beside a small address). */
  height?: number;
}

export interface Line {
  /** 1-based page number. */
  page: number;
  /** Baseline, from the top of the page. */
  y: number;
  /** Font height of the tallest token: headings and letterheads stand out by it. */
  height: number;
  tokens: Token[];
  /** The tokens joined by a tab, so a regex never runs across a column gap unawares. */
  text: string;
}

export interface PageText {
  number: number;
  width: number;
  height: number;
  lines: Line[];
  /**
   * For a page read by OCR: the angle (radians) it was fed crooked at. Its lines are turned
   * straight by this much about the page's centre; a box drawn on the page itself turns back.
   */
  skew?: number;
}

/** Where a value was read: the token that holds it, on its line. */
export interface Spot {
  line: Line;
  token: Token;
}

export function lineText(tokens: Token[]): string {
  return tokens.map((token) => token.text).join('\t');
}
