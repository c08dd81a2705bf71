import { type Line, lineText, type Token } from '../extraction/document';

/** One pdf.js text item, reduced to what line building needs (y from the top of the page). */
export interface PositionedText {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** How sure OCR was of this word (0..1); absent for a PDF's own text. */
  confidence?: number;
}

/**
 * Items whose baselines differ by less than this share of the smaller font's height are on one
 * line: a date printed under its label beside a big "INVOICE" title is on the next line, not the title's.
 */
const SAME_LINE = 0.45;
/** A horizontal gap wider than this share of the font height separates two tokens (columns). */
const TOKEN_GAP = 0.9;
/** A gap wider than this share of the font height inside a token is a space between words. */
const WORD_GAP = 0.12;

/** Rebuilds lines from positioned text: groups by baseline, sorts by x, splits at wide gaps. */
export function buildLines(items: PositionedText[], page: number): Line[] {
  const visible = withoutOverprint(items.map(withoutZeroWidth).filter((item) => item.text.trim() !== '' && Number.isFinite(item.x) && Number.isFinite(item.y)));
  const sorted = [...visible].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: PositionedText[][] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    const anchor = row?.[0];
    const tolerance = Math.max(1, SAME_LINE * Math.min(item.height, anchor?.height ?? item.height));
    if (row && anchor && Math.abs(item.y - anchor.y) <= tolerance) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) => toLine(row, page));
}

/** A zero-width space ("Rechnung\u200b Nr. 17") shows nothing but parts a label from its words. */
const ZERO_WIDTH = /[\u200b-\u200d\u2060]/g;

function withoutZeroWidth(item: PositionedText): PositionedText {
  const text = item.text.replace(ZERO_WIDTH, '');
  return text === item.text ? item : { ...item, text };
}

/**
 * A producer that fakes bold type draws the same text twice at (nearly) the same place; read
 * once each, "DUE DATE:" came out as "DUEDUE DADATE:TE:".
 */
function withoutOverprint(items: PositionedText[]): PositionedText[] {
  const seen = new Map<string, PositionedText[]>();
  return items.filter((item) => {
    const same = seen.get(item.text) ?? [];
    const near = 0.2 * Math.max(item.height, 1);
    if (same.some((other) => Math.abs(other.x - item.x) <= near && Math.abs(other.y - item.y) <= near)) return false;
    seen.set(item.text, [...same, item]);
    return true;
  });
}

function toLine(row: PositionedText[], page: number): Line {
  const items = [...row].sort((a, b) => a.x - b.x);
  const height = Math.max(...items.map((item) => item.height));
  const tokens: Token[] = [];
  let current: Token | null = null;
  for (const item of items) {
    const text = item.text.replace(/\s+/g, ' ');
    const size = Math.max(item.height, 1);
    const gap = current ? item.x - current.right : Infinity;
    if (current && gap <= TOKEN_GAP * size) {
      // Two runs drawn edge to edge ("Invoice date" + "Oct 31"): a change from a lower-case letter
      // to a capital or a digit is where one run's words end and the next run's begin. An amount
      // set right-aligned in its box may even overlap its label ("Totale da pagare" + "201,01€").
      const joined = /\p{Ll}$/u.test(current.text) && (gap >= -0.05 * size ? /^[\p{Lu}\d]/u.test(text) : /^\d/.test(text));
      const spaced = (gap > WORD_GAP * size || joined) && !current.text.endsWith(' ') && !text.startsWith(' ');
      current.text += (spaced ? ' ' : '') + text;
      current.right = Math.max(current.right, item.x + item.width);
      current.height = Math.max(current.height ?? 0, item.height);
      if (item.confidence !== undefined) current.confidence = Math.min(current.confidence ?? 1, item.confidence);
    } else {
      current = { text, x: item.x, right: item.x + item.width, height: item.height, ...(item.confidence !== undefined ? { confidence: item.confidence } : {}) };
      tokens.push(current);
    }
  }
  // Dot leaders ("........Invoice number") lead the eye to a value; they are not part of a label,
  // and a label run into its value ("Invoice dateOct 31") ends at its last word.
  // A glyph with no Unicode mapping comes out as NUL, inside a run or as a run of its own; between
  // letters or digits ("B172FB37-0003", "87B37C9-0152") it was a hyphen.
  for (const token of tokens) token.text = token.text.replace(/(?<=[A-Za-z0-9])\0+(?=[A-Za-z0-9])/g, '-').replace(/\0/g, ' ').replace(/\s+/g, ' ');
  for (const token of tokens) token.text = unspaced(token.text);
  for (const token of tokens) token.text = token.text.replace(/^[.·…_]{3,}\s*/, '').replace(/\b([Dd]ate|[Nn]umber|[Tt]otal|[Aa]mount|[Dd]ue|[Bb]alance)(?=[A-Z\d])|\b(DATE|NUMBER|TOTAL|AMOUNT|DUE|BALANCE)(?=\d)/g, '$1$2 ').trim();
  const y = items.reduce((sum, item) => sum + item.y, 0) / items.length;
  return { page, y, height, tokens, text: lineText(tokens) };
}

/**
 * Letter-spaced text ("I n v o i c e : 0 0 0 0 0 1 1 6 2 7 1") read as written: a run of four
 * or more single characters, two of them letters, set one space apart. Its own word breaks are
 * lost with the spacing; a wider gap between runs keeps them apart.
 */
const LETTER_SPACED = /(?<!\S)(?:\S ){3,}\S(?!\S)/g;

function unspaced(text: string): string {
  return text.replace(LETTER_SPACED, (run) => ((run.match(/\p{L}/gu)?.length ?? 0) >= 2 ? run.replace(/ /g, '') : run));
}
