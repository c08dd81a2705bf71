/** What statements and reminders need from an account's history, as of the document's date. */
import { addDays } from '../../blind/core/dates';
import { type PastInvoice, type Scenario } from '../core/scenario';

export interface OpenItem extends PastInvoice {
  owed: number;
  /** Days past due on the document's date (0 or less: not yet due). */
  late: number;
}

export function openItems(s: Scenario): OpenItem[] {
  return s.history
    .filter((h) => h.paidCents < h.amountCents)
    .map((h) => ({ ...h, owed: h.amountCents - h.paidCents, late: Math.round((Date.parse(s.issued) - Date.parse(h.due)) / 86_400_000) }));
}

export function balanceOf(items: readonly OpenItem[]): number {
  return items.reduce((sum, item) => sum + item.owed, 0);
}

/** Current, 1-30, 31-60, 61-90 and over 90 days past due. */
export function buckets(items: readonly OpenItem[]): [number, number, number, number, number] {
  const out: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const item of items) {
    const index = item.late <= 0 ? 0 : item.late <= 30 ? 1 : item.late <= 60 ? 2 : item.late <= 90 ? 3 : 4;
    out[index] += item.owed;
  }
  return out;
}

/** The earliest unpaid invoice already late, or one made up 45 days back when the history has none. */
export function overdue(s: Scenario): OpenItem {
  const late = openItems(s).find((item) => item.late > 0);
  if (late) return late;
  const date = addDays(s.issued, -45);
  const due = addDays(date, Math.max(s.terms, 14));
  const amount = Math.max(s.total, 5000);
  return { number: s.number, date, due, amountCents: amount, paidCents: 0, owed: amount, late: Math.round((Date.parse(s.issued) - Date.parse(due)) / 86_400_000) };
}
