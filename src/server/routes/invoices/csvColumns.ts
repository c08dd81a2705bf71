import type { InvoiceLineItemRow, InvoiceWithItems } from '../../db/repositories/invoices';
import { parseConfidence, parseReasons } from '../../db/repositories/invoiceMappers';
import { toDollars } from '../../db/money';

type Cell = string | number | boolean | null;

/** "Labour: 900.50 (GL 6200)", one line per item. */
function lineItemsText(items: InvoiceLineItemRow[]): string {
  return items
    .map((item) => {
      const amount = toDollars(item.amount_cents)?.toFixed(2);
      const where = [item.property, item.unit && `unit ${item.unit}`, item.gl_account && `GL ${item.gl_account}`].filter(Boolean).join(', ');
      return `${item.description}${amount === undefined ? '' : `: ${amount}`}${where ? ` (${where})` : ''}`;
    })
    .join('\n');
}

/**
 * The export's columns: every field of the invoice detail but its PDF, amounts in dollars as
 * numbers (a spreadsheet sums them), line items counted and written out one per line.
 */
export const CSV_COLUMNS: [header: string, cell: (row: InvoiceWithItems) => Cell][] = [
  ['ID', (row) => row.id],
  ['Payee', (row) => row.payee],
  ['Invoice number', (row) => row.invoice_number],
  ['Kind', (row) => row.document_kind],
  ['Currency', (row) => row.currency],
  ['Amount due', (row) => toDollars(row.total_amount_cents)],
  ['Invoice total', (row) => toDollars(row.total_cents)],
  ['Bill date', (row) => row.bill_date],
  ['Due date', (row) => row.due_date],
  ['Property', (row) => row.property],
  ['Unit', (row) => row.unit],
  ['Description', (row) => row.description],
  ['Purchase order', (row) => row.purchase_order],
  ['Work order', (row) => row.work_order],
  ['Reference', (row) => row.reference],
  ['Remarks', (row) => row.remarks],
  ['GL account', (row) => row.gl_account],
  ['Cash account', (row) => row.cash_account],
  ['Memo for check', (row) => row.memo_for_check],
  ['Line items', (row) => row.lineItems.length],
  ['Line item details', (row) => lineItemsText(row.lineItems)],
  ['Page', (row) => row.page_number],
  ['Pages', (row) => row.page_count],
  ['Marked as paid', (row) => row.marked_as_paid === 1],
  ['Reviewed', (row) => row.reviewed === 1],
  ['Comment', (row) => row.comment],
  ['Sender', (row) => row.sender_email],
  ['Source', (row) => row.source],
  ['E-mail ID', (row) => row.email_id],
  ['Uploaded by (user ID)', (row) => row.user_id],
  ['Duplicate of', (row) => row.duplicate_of],
  ['Confidence', (row) => JSON.stringify(parseConfidence(row.confidence))],
  ['Field reasons', (row) => JSON.stringify(parseReasons(row.field_reasons))],
  ['Created', (row) => row.created_at],
  ['Updated', (row) => row.updated_at],
];
