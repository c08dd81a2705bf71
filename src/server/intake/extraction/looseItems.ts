import type { ExtractedLineItem } from '../pdf/types';
import { findDate } from './dates';
import type { Line } from './document';
import { ENDS_TABLE } from './lineItems';
import { lastAmount, parseMoney } from './money';

/**
 * Line items of an invoice typed without a table header (a sole proprietor's): the run of lines
 * just above the first totals line that each start with words and end with an amount at the
 * right. Whatever sits between them (hours and a rate) is not part of the description.
 */
export function findLooseItems(lines: Line[]): ExtractedLineItem[] {
  const totalsIndex = lines.findIndex((line) => ENDS_TABLE.test(line.tokens[0]?.text ?? '') && lastAmount(line.text) !== null);
  if (totalsIndex < 0) return [];
  const items: ExtractedLineItem[] = [];
  let below = lines[totalsIndex]!;
  for (let index = totalsIndex - 1; index >= 0; index--) {
    const line = lines[index]!;
    if (line.page !== below.page || below.y - line.y > 4 * Math.max(line.height, 8)) break;
    const item = looseItem(line);
    if (!item) break;
    items.unshift(item);
    below = line;
  }
  return items;
}

function looseItem(line: Line): ExtractedLineItem | null {
  const first = line.tokens[0];
  const last = line.tokens[line.tokens.length - 1];
  if (!first || !last || first === last) return null;
  const description = first.text.trim();
  // A label ("Date:", "Bill to:") or a date starts a header line, not an item.
  if (!/[A-Za-z]{3}/.test(description) || /:$/.test(description) || findDate(description)) return null;
  const amountCents = parseMoney(last.text);
  if (amountCents === null) return null;
  return { description, amountCents, property: null, unit: null, glAccount: null };
}
