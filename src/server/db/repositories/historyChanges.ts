import type { HistoryAction } from '../../../shared/contract/reviewWorkspace';
import { parseConfidence } from './invoiceMappers';
import type { InvoiceRow } from './invoices';

/** One entry of an invoice's history, before it is stored: values as a person reads them. */
export interface HistoryChange {
  action: HistoryAction;
  field?: string;
  from?: string | null;
  to?: string | null;
  confidence?: number | null;
}

/** A change with the invoice it was made to. */
export type InvoiceChange = HistoryChange & { invoiceId: string };

export const forInvoice = (invoiceId: string, changes: HistoryChange[]): InvoiceChange[] => changes.map((change) => ({ ...change, invoiceId }));

const dollars = (cents: number | null) => (cents === null ? null : (Number(cents) / 100).toFixed(2));
const flag = (value: number) => (value === 1 ? 'true' : 'false');

/**
 * Each field of an invoice as its history writes it, under the contract's name. `unset` is the
 * value a new invoice has when nobody filled the field in: such a field is no entry of its creation.
 */
const FIELDS: { field: string; text: (row: InvoiceRow) => string | null; unset?: string }[] = [
  { field: 'payee', text: (row) => row.payee },
  { field: 'invoiceNumber', text: (row) => row.invoice_number },
  { field: 'documentKind', text: (row) => row.document_kind, unset: 'invoice' },
  { field: 'currency', text: (row) => row.currency },
  { field: 'totalAmount', text: (row) => dollars(row.total_amount_cents) },
  { field: 'total', text: (row) => dollars(row.total_cents) },
  { field: 'billDate', text: (row) => row.bill_date },
  { field: 'dueDate', text: (row) => row.due_date },
  { field: 'description', text: (row) => row.description },
  { field: 'property', text: (row) => row.property },
  { field: 'unit', text: (row) => row.unit },
  { field: 'purchaseOrder', text: (row) => row.purchase_order },
  { field: 'workOrder', text: (row) => row.work_order },
  { field: 'reference', text: (row) => row.reference },
  { field: 'remarks', text: (row) => row.remarks },
  { field: 'cashAccount', text: (row) => row.cash_account },
  { field: 'memoForCheck', text: (row) => row.memo_for_check },
  { field: 'glAccount', text: (row) => row.gl_account },
  { field: 'pageNumber', text: (row) => (row.page_number === null ? null : String(row.page_number)) },
  { field: 'markedAsPaid', text: (row) => flag(row.marked_as_paid), unset: 'false' },
  { field: 'reviewed', text: (row) => flag(row.reviewed), unset: 'false' },
  { field: 'comment', text: (row) => row.comment || null },
];

const lineItemsText = (count: number) => (count === 1 ? '1 line item' : `${count} line items`);

/** What intake ('extracted') or an uploader ('uploaded') filled in, each field with the confidence it was given. */
export function creationChanges(action: 'extracted' | 'uploaded', row: InvoiceRow, lineItemCount: number): HistoryChange[] {
  const confidence = parseConfidence(row.confidence);
  const changes: HistoryChange[] = [];
  for (const { field, text, unset } of FIELDS) {
    const value = text(row);
    if (value !== null && value !== unset) changes.push({ action, field, to: value, confidence: confidence[field] ?? null });
  }
  if (lineItemCount > 0) changes.push({ action, field: 'lineItems', to: lineItemsText(lineItemCount), confidence: confidence.lineItems ?? null });
  return changes;
}

export const reviewChange = (row: InvoiceRow): HistoryChange => ({ action: row.reviewed === 1 ? 'reviewed' : 'unreviewed' });

export const commentChange = (from: string, to: string): HistoryChange => ({ action: 'commented', field: 'comment', from: from || null, to: to || null });

/** The bill went to the property-management system; who and when are the entry's own. */
export const exportChange: HistoryChange = { action: 'exported' };

export const linkChange = (from: string | null, to: string | null): HistoryChange => ({ action: to ? 'linked' : 'unlinked', field: 'emailId', from, to });

/**
 * A reviewer's edit, one entry per field it changed, old → new; a change of review state or
 * comment reads as the action of its own. Line items are one entry of their counts.
 */
export function editChanges(before: InvoiceRow, after: InvoiceRow, lineItems?: { from: number; to: number }): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (const { field, text } of FIELDS) {
    const [from, to] = [text(before), text(after)];
    if (from === to) continue;
    if (field === 'reviewed') changes.push(reviewChange(after));
    else if (field === 'comment') changes.push(commentChange(before.comment, after.comment));
    else changes.push({ action: 'edited', field, from, to });
  }
  if (lineItems) changes.push({ action: 'edited', field: 'lineItems', from: lineItemsText(lineItems.from), to: lineItemsText(lineItems.to) });
  return changes;
}
