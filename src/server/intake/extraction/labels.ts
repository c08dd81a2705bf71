import type { Line, Spot, Token } from './document';

/** Where a label was printed, and what follows it inside the same token ("Invoice #: 1042"). */
export interface LabelHit {
  lineIndex: number;
  tokenIndex: number;
  token: Token;
  rest: string;
}

export interface Candidate {
  text: string;
  /** How sure the position makes us: inside the label's token, beside it, or under it. */
  confidence: number;
  /** Where it stands, for the reason shown to the reviewer. */
  where: 'with' | 'beside' | 'under';
  /** The token it is read from (the label's own for a value inside it). */
  at: Spot;
}

const SEPARATOR = /^\s*[:#.\-–]*\s*/;
const SEPARATOR_ONLY = /^\s*[:#\-–]\s*$/;

/**
 * Tokens that start with the label. The pattern is anchored at the token start and must end at a
 * word boundary, so "PO Number" never matches a "Number" label and "Invoice Date" never "Invoice";
 * "PO-4471" is an identifier, not the label "PO" (but "Invoice #1042" is the label "Invoice #").
 */
export function findLabels(lines: Line[], label: RegExp): LabelHit[] {
  // Forms number their lines ("8. Current payment due") and lists mark theirs ("· Payments received after …"): neither is part of the label.
  const anchored = new RegExp(String.raw`^(?:\d{1,2}[.)]\s+|[·•▪]\s*)?(?:${label.source})(?:(?<=[#:.°º])|(?![a-z0-9]))(?!-\w)`, 'i');
  const hits: LabelHit[] = [];
  lines.forEach((line, lineIndex) => {
    line.tokens.forEach((token, tokenIndex) => {
      const match = anchored.exec(token.text);
      if (match) hits.push({ lineIndex, tokenIndex, token, rest: token.text.slice(match[0].length).replace(SEPARATOR, '') });
      else {
        const later = laterHeader(token, anchored);
        if (later) hits.push({ lineIndex, tokenIndex, ...later });
      }
    });
  });
  return hits;
}

/** A row of capitalised headers printed close together, read as one token: "STATEMENT NUMBER STATEMENT DATE". */
const HEADER_ROW = /^[A-Z][A-Z&/#.]*(?:\s+[A-Z&/#.]+){1,7}$/;

/**
 * The label a header row holds after its first words, standing over its own part of the row: two
 * words or more after two or more ("STATEMENT DATE" after "STATEMENT NUMBER"), never a phrase's
 * last word ("NUMBER" of "ACCOUNT NUMBER").
 */
function laterHeader(token: Token, anchored: RegExp): { token: Token; rest: string } | null {
  if (!HEADER_ROW.test(token.text)) return null;
  for (const space of [...token.text.matchAll(/\s+/g)].slice(1)) {
    const at = space.index + space[0].length;
    const match = anchored.exec(token.text.slice(at));
    if (match && /\s/.test(match[0].trim())) return { token: { ...token, text: token.text.slice(at), x: token.x + ((token.right - token.x) * at) / token.text.length }, rest: token.text.slice(at + match[0].length).replace(SEPARATOR, '') };
  }
  return null;
}

/** Whether other headers follow the label in its token. */
const headersAfter = (hit: LabelHit) => hit.rest !== '' && HEADER_ROW.test(hit.rest);

/** The label's own words, without the headers that follow it in its token. */
export function labelWords(hit: LabelHit): string {
  return headersAfter(hit) ? hit.token.text.slice(0, hit.token.text.length - hit.rest.length).trim() : hit.token.text;
}

/** The part of a header row a label's own words stand over, when other headers follow it in its token. */
function ownPart(hit: LabelHit): Token {
  if (!headersAfter(hit)) return hit.token;
  const { token } = hit;
  return { ...token, right: token.x + ((token.right - token.x) * (token.text.length - hit.rest.length)) / token.text.length };
}

/** What a label's value may be, most likely first: in its token, to its right, then below it. */
export function valueCandidates(hit: LabelHit, lines: Line[]): Candidate[] {
  const candidates: Candidate[] = [];
  const line = lines[hit.lineIndex]!;
  if (hit.rest) candidates.push({ text: hit.rest, confidence: 0.95, where: 'with', at: { line, token: hit.token } });
  // A colon set apart in a column of its own ("Date      :   16-Jun-25") stands between the label and its value.
  const apart = !hit.rest && SEPARATOR_ONLY.test(line.tokens[hit.tokenIndex + 1]?.text ?? '') ? 1 : 0;
  const right = line.tokens[hit.tokenIndex + 1 + apart];
  if (right && right.x - hit.token.right < 0.45 * 612) candidates.push({ text: right.text.replace(SEPARATOR, ''), confidence: 0.9, where: 'beside', at: { line, token: right } });
  const below = tokenBelow({ ...hit, token: ownPart(hit) }, lines);
  if (below) candidates.push({ text: below.token.text, confidence: 0.85, where: 'under', at: below });
  // A bilingual header prints its label twice, one language under the other ("Invoice Date/" over "Számla dátuma"): the value is under both.
  const further = below && /\/\s*$/.test(hit.token.text) ? tokenBelow({ ...hit, lineIndex: lines.indexOf(below.line), token: ownPart(hit) }, lines) : null;
  if (further) candidates.push({ text: further.token.text, confidence: 0.8, where: 'under', at: further });
  return candidates;
}

/** The token under the label in the next lines, as in a header row of boxes above their values. */
function tokenBelow(hit: LabelHit, lines: Line[]): Spot | null {
  const line = lines[hit.lineIndex]!;
  for (let index = hit.lineIndex + 1; index < lines.length && index <= hit.lineIndex + 2; index++) {
    const next = lines[index]!;
    if (next.page !== line.page || next.y - line.y > 3.2 * line.height) return null;
    const under = next.tokens.filter((token) => overlap(token, hit.token) > 0);
    if (under.length > 0) return { line: next, token: under.reduce((a, b) => (overlap(a, hit.token) >= overlap(b, hit.token) ? a : b)) };
  }
  return null;
}

function overlap(a: Token, b: Token): number {
  return Math.min(a.right, b.right) - Math.max(a.x, b.x);
}

/** Labels of address blocks, often printed in one row ("Bill To  Service Location  Remit To"). */
export const ADDRESS_BLOCK_LABEL =
  /^(?:bill(?:ed)?[\s-]*to(?:-party)?|sold[\s-]*to(?:-party)?|ship[\s-]*to(?:-party)?|remit\s*to|ordered\s*by|customer|owner(?:\s*\/\s*bill\s*to)?|invoice\s*details|service\s*(?:location|address|at)|job\s*(?:site|address)|project\s*site|equipment\s*location|responsible\s*party|tenant|arrendatario|inquilino)\b|^(?:facturer|adress[ée]e?)\s*à(?=\s|:|$)|^[A-Za-z ]{0,30}\b(?:address|location)\s*:?$/i;

/** A token that is itself a label, never a value: it ends with a colon or names an address block. */
export function isLabelToken(text: string): boolean {
  return /:\s*$/.test(text) || ADDRESS_BLOCK_LABEL.test(text.trim());
}

/**
 * The lines of an address-like block that a label introduces ("Bill To:", "Service Location"):
 * text after the label, then the lines below that start in the same column, until a gap
 * (`firstGap` font heights under the label, 2.2 between its lines).
 */
export function blockAfter(hit: LabelHit, lines: Line[], maxLines = 4, firstGap = 2.2): string[] {
  return blockSpotsAfter(hit, lines, maxLines, firstGap).map((entry) => entry.text);
}

/** blockAfter's lines with the tokens they were read from. */
export function blockSpotsAfter(hit: LabelHit, lines: Line[], maxLines = 4, firstGap = 2.2): (Spot & { text: string })[] {
  const line = lines[hit.lineIndex]!;
  const right = line.tokens[hit.tokenIndex + 1];
  const inline = hit.rest || (right && right.x - hit.token.right < 150 && !isLabelToken(right.text) ? right.text : '');
  const column = hit.rest ? hit.token : inline ? right! : hit.token;
  const block: (Spot & { text: string })[] = inline ? [{ text: inline, line, token: column }] : [];
  let previous = line;
  for (let index = hit.lineIndex + 1; index < lines.length && block.length < maxLines; index++) {
    const next = lines[index]!;
    if (next.page !== line.page || next.y - previous.y > (block.length === 0 ? firstGap : 2.2) * Math.max(previous.height, 8)) break;
    const token = next.tokens.find((candidate) => Math.abs(candidate.x - column.x) < 12 || (overlap(candidate, column) > 0 && candidate.x >= hit.token.x - 4));
    if (!token) {
      if (block.length > 0) break;
      continue;
    }
    block.push({ text: token.text, line: next, token });
    previous = next;
  }
  return block;
}
