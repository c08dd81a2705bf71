import { addDays } from '../core/dates';
import { type PastInvoice, type Scenario } from '../core/scenario';

/** What statements and reminders need from an account's history, all as of the document's date. */
export interface Aging {
  open: PastInvoice[];
  balance: number;
  /** Current, 1-30, 31-60, 61-90, over 90 days past due. */
  buckets: [number, number, number, number, number];
  overdue: number;
}

export function aging(s: Scenario): Aging {
  const open = s.history.filter((h) => h.paidCents < h.amountCents);
  const buckets: Aging['buckets'] = [0, 0, 0, 0, 0];
  for (const h of open) {
    const late = Math.round((Date.parse(s.issued) - Date.parse(h.due)) / 86_400_000);
    const index = late <= 0 ? 0 : late <= 30 ? 1 : late <= 60 ? 2 : late <= 90 ? 3 : 4;
    buckets[index] += h.amountCents - h.paidCents;
  }
  const balance = buckets.reduce((sum, b) => sum + b, 0);
  return { open, balance, buckets, overdue: balance - buckets[0] };
}

export interface Overdue extends PastInvoice {
  owedCents: number;
}

/** The earliest invoice still unpaid and already late on the document's date, made up when the history has none. */
export function oldestOverdue(s: Scenario): Overdue {
  const late = s.history.find((h) => h.paidCents < h.amountCents && h.due < s.issued);
  if (late) return { ...late, owedCents: late.amountCents - late.paidCents };
  const date = addDays(s.issued, -45);
  return { number: s.number, date, due: addDays(date, s.terms), amountCents: s.total, paidCents: 0, owedCents: s.total };
}

export interface LedgerLine {
  /** The invoice, or the invoice a payment settled. */
  invoice: PastInvoice;
  payment: boolean;
  date: string;
  debit: number;
  credit: number;
  balance: number;
}

/** Invoices and the payments against them in date order, with the running balance after each. */
export function ledger(history: readonly PastInvoice[], opening: number, paidAfterDays: number): LedgerLine[] {
  let balance = opening;
  return history.flatMap((invoice) => {
    balance += invoice.amountCents;
    const out: LedgerLine[] = [{ invoice, payment: false, date: invoice.date, debit: invoice.amountCents, credit: 0, balance }];
    if (invoice.paidCents > 0) {
      balance -= invoice.paidCents;
      out.push({ invoice, payment: true, date: addDays(invoice.date, paidAfterDays), debit: 0, credit: invoice.paidCents, balance });
    }
    return out;
  });
}
