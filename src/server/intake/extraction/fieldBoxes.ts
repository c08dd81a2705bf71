import type { FieldBox } from '../../../shared/contract/invoices';
import type { ExtractedInvoice, FieldBoxes, InvoiceField } from '../pdf/types';
import { findDate } from './dates';
import type { PageText, Spot } from './document';
import type { Found } from './found';
import { findAmounts } from './money';

/*
 * Where each field's value stands on the page, for the viewer to outline it (issue 15). A box is
 * in the page's own space as pdf.js shows it (its /Rotate applied, scale 1), normalised to 0..1
 * of the page's width and height, with the origin at the top-left corner and y growing
 * downwards: { page: 1, x: 0.62, y: 0.71, w: 0.18, h: 0.02 } is the same place at any zoom.
 * `page` is the 1-based page of the whole PDF, not of the invoice within it.
 */

/** The fields read from words on the page; the kind, currency and line items have no one place. */
export const BOXED_FIELDS = ['payee', 'invoiceNumber', 'totalAmount', 'total', 'billDate', 'dueDate', 'description', 'property', 'unit', 'purchaseOrder', 'workOrder', 'reference', 'glAccount'] as const;
export type BoxedField = (typeof BOXED_FIELDS)[number];

const VALUE_OF: Record<BoxedField, (invoice: ExtractedInvoice) => string | number | null> = {
  payee: (x) => x.payee,
  invoiceNumber: (x) => x.invoiceNumber,
  totalAmount: (x) => x.totalAmountCents,
  total: (x) => x.totalCents,
  billDate: (x) => x.billDate,
  dueDate: (x) => x.dueDate,
  description: (x) => x.description,
  property: (x) => x.property,
  unit: (x) => x.unit,
  purchaseOrder: (x) => x.purchaseOrder,
  workOrder: (x) => x.workOrder,
  reference: (x) => x.reference,
  glAccount: (x) => x.glAccount,
};

type Kind = 'money' | 'date' | 'text';
const kindOf = (field: BoxedField): Kind => (field === 'totalAmount' || field === 'total' ? 'money' : field === 'billDate' || field === 'dueDate' ? 'date' : 'text');

/** How far type reaches above its baseline and below it, as shares of the font size. */
const ASCENT = 0.85;
const DESCENT = 0.25;
/** Room around the words, so that the outline does not cross the glyphs it marks. */
const MARGIN = 0.15;
/** Four decimals place a box to a tenth of a point on a Letter page. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

type Matcher = (text: string) => [number, number] | null;

/** Where in a token's text the value is printed: [start, end) in characters, or null. */
function matcherFor(kind: Kind, value: string | number): Matcher {
  if (kind === 'money') {
    const cents = Math.abs(Number(value));
    return (text) => {
      const amount = findAmounts(text).find((found) => found.looksLikeMoney && Math.abs(found.cents) === cents);
      return amount ? [amount.index, amount.index + amount.length] : null;
    };
  }
  if (kind === 'date') {
    return (text) => {
      for (const dayFirst of [false, true]) {
        let offset = 0;
        for (let found = findDate(text, dayFirst); found; found = findDate(text.slice(offset), dayFirst)) {
          if (found.iso === value) return [offset + found.index, offset + found.index + found.length];
          offset += found.index + found.length;
        }
      }
      return null;
    };
  }
  const wanted = String(value).trim().replace(/\s+/g, ' ');
  if (!wanted) return () => null;
  const escaped = wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
  return (text) => {
    const match = pattern.exec(text);
    return match ? [match.index, match.index + match[0].length] : null;
  };
}

export const spanIn = (kind: Kind, value: string | number, text: string) => matcherFor(kind, value)(text);

/**
 * The box of a token (or of the characters `span` of it, measured in proportion to its width) on
 * its page, normalised. A page read by OCR was turned straight to be read: the box turns back
 * with it, so that it lies on the picture the reviewer sees.
 */
export function boxOf(spot: Spot, page: PageText, span: [number, number] | null = null): FieldBox | null {
  const { line, token } = spot;
  if (!(page.width > 0) || !(page.height > 0)) return null;
  const length = token.text.length;
  const width = Math.max(0, token.right - token.x);
  const [start, end] = span && length > 0 ? span : [0, length];
  const left = token.x + (width * start) / Math.max(length, 1);
  const right = token.x + (width * end) / Math.max(length, 1);
  const size = line.height > 0 ? line.height : 10;
  const pad = MARGIN * size;
  let x = left - pad;
  let y = line.y - ASCENT * size - pad;
  const w = right - left + 2 * pad;
  const h = (ASCENT + DESCENT) * size + 2 * pad;
  if (page.skew) {
    const [cx, cy] = [page.width / 2, page.height / 2];
    const [mx, my] = [x + w / 2 - cx, y + h / 2 - cy];
    const [cos, sin] = [Math.cos(page.skew), Math.sin(page.skew)];
    x = cx + mx * cos - my * sin - w / 2;
    y = cy + mx * sin + my * cos - h / 2;
  }
  // Kept inside the page: a value at its edge is outlined up to the edge.
  const x0 = Math.max(0, x / page.width);
  const y0 = Math.max(0, y / page.height);
  const x1 = Math.min(1, (x + w) / page.width);
  const y1 = Math.min(1, (y + h) / page.height);
  if (x1 <= x0 || y1 <= y0) return null;
  return { page: page.number, x: round(x0), y: round(y0), w: round(x1 - x0), h: round(y1 - y0) };
}

/**
 * The words that print a value, when no finder said where it read it: the last ones for an
 * amount (totals end an invoice), the first ones for anything else (the heading, the box at the top).
 */
function locate(kind: Kind, matcher: Matcher, pages: PageText[]): { spot: Spot; span: [number, number]; page: PageText } | null {
  let found: { spot: Spot; span: [number, number]; page: PageText } | null = null;
  for (const page of pages) {
    for (const line of page.lines) {
      for (const token of line.tokens) {
        const span = matcher(token.text);
        if (!span) continue;
        found = { spot: { line, token }, span, page };
        if (kind !== 'money') return found;
      }
    }
  }
  return found;
}

/**
 * Every field with a value gets the box of the words it was read from, on the invoice's own pages
 * (`own`): where its finder read it (`spots`), else where the page prints that value. A box
 * already found is kept; a value the page does not print (a due date worked out from "Net 30", a
 * payee learned from a correction that the page does not spell) gets none.
 */
export function locateFields(invoice: ExtractedInvoice, own: PageText[], spots: Partial<Record<BoxedField, Spot>> = {}): ExtractedInvoice {
  const boxes: FieldBoxes = { ...invoice.boxes };
  for (const field of BOXED_FIELDS) {
    const value = VALUE_OF[field](invoice);
    if (value === null || value === '' || boxes[field]) continue;
    const kind = kindOf(field);
    const matcher = matcherFor(kind, value);
    const spot = spots[field];
    const page = spot && own.find((candidate) => candidate.number === spot.line.page);
    const box = spot && page ? boxOf(spot, page, matcher(spot.token.text)) : null;
    if (box) {
      boxes[field] = box;
      continue;
    }
    const found = locate(kind, matcher, own);
    const located = found && boxOf(found.spot, found.page, found.span);
    if (located) boxes[field] = located;
  }
  return { ...invoice, boxes };
}

/** The spots the finders recorded, by field. */
export function spotsOf(fields: Partial<Record<BoxedField, Found<unknown> | null>>): Partial<Record<BoxedField, Spot>> {
  const spots: Partial<Record<BoxedField, Spot>> = {};
  for (const field of BOXED_FIELDS) {
    const at = fields[field]?.at;
    if (at) spots[field] = at;
  }
  return spots;
}

/** Without the boxes of the given fields: their values now come from elsewhere than the page. */
export function withoutBoxes(boxes: FieldBoxes | undefined, fields: Iterable<InvoiceField>): FieldBoxes {
  const kept: FieldBoxes = { ...boxes };
  for (const field of fields) delete kept[field];
  return kept;
}
