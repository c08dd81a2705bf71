import type { ExtractedLineItem } from '../pdf/types';
import type { Line, Token } from './document';
import { stripUnit, unitIn } from './location';
import { lastAmount, parseMoney } from './money';

type Role = 'description' | 'amount' | 'quantity' | 'rate' | 'property' | 'unit' | 'gl' | 'code' | 'other';

const HEADERS: [Role, RegExp][] = [
  ['description', /^(?:item\s*)?(?:description|service|services|product|details|particulars|charge|work\s*performed|item)$/i],
  ['amount', /^(?:(?:credit\s*)?amount|total|line\s*total|ext(?:ended)?\.?\s*(?:price|amount|total)?|extension|charges?)(?:\s*\(?(?:usd|\$)\)?)?$/i],
  // Distributors print several quantities: ordered, shipped, back-ordered, returned.
  ['quantity', /^(?:qty|quantity|hours|hrs|units|qty\.?\s*[a-z]+\.?|b\/o|back\s*-?order(?:ed)?)$/i],
  ['rate', /^(?:rate|unit\s*(?:price|cost)|price|each|usage)$/i],
  ['property', /^(?:property|location|site)$/i],
  ['unit', /^(?:unit|apt)$/i],
  ['gl', /^(?:gl|g\/l|gl\s*(?:account|code)|account)$/i],
  ['code', /^(?:item\s*(?:no\.?|#|number|code)|sku|part\s*(?:no\.?|#)|date|u\/m|uom)$/i],
];

export const ENDS_TABLE = /^(?:sub\s*-?total|total|tax|sales\s*tax|balance|amount\s*due|merchandise|freight|shipping|deposit|less|payments?|continued|thank)/i;

interface Column {
  role: Role;
  token: Token;
}

/** Line items from tables whose header row names a description and an amount column, page by page. */
export function findLineItems(lines: Line[]): ExtractedLineItem[] {
  const items: ExtractedLineItem[] = [];
  for (let index = 0; index < lines.length; index++) {
    const columns = headerColumns(lines[index]!);
    if (!columns) continue;
    index = readRows(lines, index, columns, items);
  }
  return items;
}

function headerColumns(line: Line): Column[] | null {
  if (line.tokens.length < 2) return null;
  const columns = line.tokens.map((token) => ({ token, role: HEADERS.find(([, pattern]) => pattern.test(token.text))?.[0] ?? ('other' as Role) }));
  const known = columns.filter((column) => column.role !== 'other');
  if (known.length < columns.length - 1 || !known.some((column) => column.role === 'description')) return null;
  // With several price-like columns (Unit Price, Ext. Price) the rightmost is the line's amount.
  const amounts = columns.filter((column) => column.role === 'amount' || column.role === 'rate');
  const amount = amounts[amounts.length - 1];
  if (!amount) return null;
  return columns.map((column) => (column === amount ? { ...column, role: 'amount' } : column.role === 'amount' ? { ...column, role: 'rate' } : column));
}

/** Reads the rows under a header until the totals; returns the index of the last line read. */
function readRows(lines: Line[], headerIndex: number, columns: Column[], items: ExtractedLineItem[]): number {
  const header = lines[headerIndex]!;
  let previous = header;
  // The last line that belonged to an item: only the line right under it may carry its run-on text.
  let itemLine: Line | null = null;
  let index = headerIndex + 1;
  for (; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.page !== header.page || line.y - previous.y > 4 * Math.max(previous.height, 8) || ENDS_TABLE.test(line.tokens[0]?.text ?? '')) break;
    if (headerColumns(line)) break;
    const cells = cellsOf(line, columns);
    const description = cells.get('description');
    const amountText = cells.get('amount');
    const amount = amountText === undefined ? null : (parseMoney(amountText) ?? lastAmount(amountText));
    const last = items[items.length - 1];
    if (description && amount === null && cells.size === 1 && last && itemLine === previous && line.y - previous.y < 1.8 * Math.max(previous.height, 8)) {
      // A description too long for its column runs on under it.
      last.description = `${last.description} ${description}`;
      itemLine = line;
    } else if (description && amount !== null) {
      const site = cells.get('property');
      const unit = cells.get('unit');
      items.push({
        description,
        amountCents: amount,
        property: site ? stripUnit(site) || null : null,
        unit: unit ?? (site ? unitIn(site) : null),
        glAccount: cells.get('gl') ?? null,
      });
      itemLine = line;
    } else if (!description && amount === null && cells.size === 0) break;
    previous = line;
  }
  return index - 1;
}

/** Puts each token under the column whose header it lines up with (left edges, or right edges for numbers). */
function cellsOf(line: Line, columns: Column[]): Map<Role, string> {
  const cells = new Map<Role, string>();
  for (const token of line.tokens) {
    let best: Column | null = null;
    let bestDistance = Infinity;
    for (const column of columns) {
      const distance = Math.min(Math.abs(token.x - column.token.x), Math.abs(token.right - column.token.right));
      if (distance < bestDistance) [best, bestDistance] = [column, distance];
    }
    if (!best || best.role === 'other' || best.role === 'code') continue;
    cells.set(best.role, cells.has(best.role) ? `${cells.get(best.role)} ${token.text}` : token.text);
  }
  return cells;
}
