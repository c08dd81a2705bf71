import type { ExtractedInvoice, PdfOutcome } from '../../../src/server/intake/pdf/types';
import type { ExpectedInvoice } from './types';

export const SCORED_FIELDS = [
  'payee',
  'invoiceNumber',
  'totalAmount',
  'total',
  'billDate',
  'dueDate',
  'description',
  'property',
  'unit',
  'purchaseOrder',
  'workOrder',
  'reference',
  'glAccount',
  'lineItems',
  'pages',
] as const;

export type ScoredField = (typeof SCORED_FIELDS)[number];

/** Reviewers do not care about case, spacing or a trailing full stop. */
export function normalise(value: string | null | undefined): string {
  return (value ?? '').toLowerCase().replace(/\s+/g, ' ').replace(/[.,;:]+$/, '').trim();
}

/** Per printed field, whether the extraction got it right. Fields the layout does not print are left out. */
export function scoreInvoice(expected: ExpectedInvoice, actual: ExtractedInvoice | undefined): Partial<Record<ScoredField, boolean>> {
  const result: Partial<Record<ScoredField, boolean>> = {};
  const text = (field: ScoredField, want: string | null | undefined, got: string | null | undefined) => {
    if (want !== undefined) result[field] = normalise(want) === normalise(got);
  };
  const cents = (field: ScoredField, want: number | null | undefined, got: number | null | undefined) => {
    if (want !== undefined) result[field] = want === got;
  };
  text('payee', expected.payee, actual?.payee);
  text('invoiceNumber', expected.invoiceNumber, actual?.invoiceNumber);
  cents('totalAmount', expected.totalAmountCents, actual?.totalAmountCents);
  cents('total', expected.totalCents, actual?.totalCents);
  text('billDate', expected.billDate, actual?.billDate);
  text('dueDate', expected.dueDate, actual?.dueDate);
  text('description', expected.description, actual?.description);
  text('property', expected.property, actual?.property);
  text('unit', expected.unit, actual?.unit);
  text('purchaseOrder', expected.purchaseOrder, actual?.purchaseOrder);
  text('workOrder', expected.workOrder, actual?.workOrder);
  text('reference', expected.reference, actual?.reference);
  text('glAccount', expected.glAccount, actual?.glAccount);
  if (expected.lineItems) {
    const got = actual?.lineItems ?? [];
    result.lineItems =
      got.length === expected.lineItems.length &&
      expected.lineItems.every((item, index) => {
        const line = got[index]!;
        const same = (want: string | null | undefined, have: string | null) => want === undefined || normalise(want) === normalise(have);
        return normalise(item.description) === normalise(line.description) && item.amountCents === line.amountCents && same(item.property, line.property) && same(item.glAccount, line.glAccount) && same(item.unit, line.unit);
      });
  }
  result.pages = actual?.pageNumber === expected.pageNumber && actual.pageCount === expected.pageCount;
  return result;
}

/**
 * Every scored field of a PDF, invoice by invoice in page order. A PDF that holds no bill (a
 * statement of account) scores one 'pages' field: right when the reader found no invoice in it.
 */
export function scoreOutcome(expected: ExpectedInvoice[], outcome: PdfOutcome): Partial<Record<ScoredField, boolean>>[] {
  const invoices = outcome.kind === 'invoices' ? outcome.invoices : [];
  if (expected.length === 0) return [{ pages: invoices.length === 0 }];
  return expected.map((want, position) => scoreInvoice(want, invoices[position]));
}
