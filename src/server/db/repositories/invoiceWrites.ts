import type { Kysely } from 'kysely';
import type { FieldBoxes, FieldConfidence, InvoiceFields } from '../../../shared/contract/invoices';
import { newId, nowIso } from '../ids';
import { toCents } from '../money';
import type { Database, InvoiceResolutionColumns, InvoicesTable } from '../schema';
import { inTransaction } from '../transaction';
import { invoiceSearchText } from '../searchText';
import { createAttachmentsRepository } from './attachments';
import { duplicateKey, findDuplicate } from './duplicates';
import { creationChanges, forInvoice } from './historyChanges';
import { createInvoiceHistoryRepository } from './invoiceHistory';
import { parseConfidence, parseFieldBoxes, storedConfidence, storedFieldBoxes } from './invoiceMappers';
import type { InvoiceRow } from './invoices';

type LineItemFields = NonNullable<InvoiceFields['lineItems']>[number];

/** How many line items an invoice had and has, when a write changed them. */
export interface LineItemsChange {
  from: number;
  to: number;
}

/** Contract field → column, for the fields stored as they are. */
const PLAIN_COLUMNS = {
  payee: 'payee',
  invoiceNumber: 'invoice_number',
  billDate: 'bill_date',
  dueDate: 'due_date',
  description: 'description',
  property: 'property',
  unit: 'unit',
  purchaseOrder: 'purchase_order',
  workOrder: 'work_order',
  reference: 'reference',
  remarks: 'remarks',
  cashAccount: 'cash_account',
  memoForCheck: 'memo_for_check',
  glAccount: 'gl_account',
  pageNumber: 'page_number',
  comment: 'comment',
} as const satisfies Partial<Record<keyof InvoiceFields, keyof InvoicesTable>>;

export type InvoicePatch = Partial<Omit<InvoiceRow, 'id' | 'client_id' | 'created_at'>>;

/** The columns the given fields set; absent fields are left out, so they stay as they are. */
export function fieldColumns(fields: InvoiceFields): InvoicePatch {
  const patch: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(PLAIN_COLUMNS)) {
    const value = fields[field as keyof typeof PLAIN_COLUMNS];
    if (value !== undefined) patch[column] = value;
  }
  if (fields.totalAmount !== undefined) patch.total_amount_cents = toCents(fields.totalAmount);
  if (fields.total !== undefined) patch.total_cents = toCents(fields.total);
  if (fields.markedAsPaid !== undefined) patch.marked_as_paid = fields.markedAsPaid ? 1 : 0;
  if (fields.reviewed !== undefined) patch.reviewed = fields.reviewed ? 1 : 0;
  return patch as InvoicePatch;
}

const COLUMN_FIELDS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(PLAIN_COLUMNS).map(([field, column]) => [column, field])),
  total_amount_cents: 'totalAmount',
  total_cents: 'total',
};

/** A value a reviewer typed is certain: its confidence becomes 1, so the screen stops flagging it. */
function confirmEdited(before: InvoiceRow, patch: InvoicePatch): string {
  const confidence = parseConfidence(before.confidence);
  for (const [column, value] of Object.entries(patch)) {
    const field = COLUMN_FIELDS[column];
    if (field && before[column as keyof InvoiceRow] !== value) confidence[field] = 1;
  }
  return storedConfidence(confidence);
}

/** A value a reviewer changed was typed, not read from the page: its box goes, the others stay. */
function boxesAfterEdit(before: InvoiceRow, patch: InvoicePatch): string | null {
  if (!before.field_boxes) return before.field_boxes;
  const boxes = parseFieldBoxes(before.field_boxes);
  const edited = Object.entries(patch).filter(([column, value]) => {
    const field = COLUMN_FIELDS[column];
    return field !== undefined && field in boxes && before[column as keyof InvoiceRow] !== value;
  });
  for (const [column] of edited) delete boxes[COLUMN_FIELDS[column]!];
  return edited.length > 0 ? storedFieldBoxes(boxes) : before.field_boxes;
}

const lineItemRow = (item: LineItemFields) => ({
  description: item.description,
  amount_cents: toCents(item.amount ?? null),
  property: item.property ?? null,
  unit: item.unit ?? null,
  gl_account: item.glAccount ?? null,
});

/** Replaces the invoice's line items unless they are the same; answers how many there were and are when they changed. */
async function replaceLineItems(trx: Kysely<Database>, invoiceId: string, items: LineItemFields[]): Promise<LineItemsChange | undefined> {
  const rows = items.map(lineItemRow);
  const current = await trx
    .selectFrom('invoice_line_items')
    .select(['description', 'amount_cents', 'property', 'unit', 'gl_account'])
    .where('invoice_id', '=', invoiceId)
    .orderBy('position')
    .execute();
  if (JSON.stringify(current) === JSON.stringify(rows)) return undefined;
  await trx.deleteFrom('invoice_line_items').where('invoice_id', '=', invoiceId).execute();
  if (rows.length > 0) {
    await trx
      .insertInto('invoice_line_items')
      .values(rows.map((row, position) => ({ id: newId(), invoice_id: invoiceId, position, ...row })))
      .execute();
  }
  return { from: current.length, to: rows.length };
}

export interface NewInvoice {
  clientId: string;
  userId: string;
  pdf: { filename: string; contentType: string; content: Buffer };
  pageCount: number | null;
  confidence: FieldConfidence;
  /** Where the PDF prints the values taken from it (only those: a typed value was not read there). */
  fieldBoxes?: FieldBoxes;
  /** Its place in the client's directory, as the upload resolved it (issue 16). */
  resolution?: InvoiceResolutionColumns | undefined;
  /** The PDF's text as documentHash keeps it, for the duplicate radar; null without text. */
  documentHash?: string | null;
}

/** Every column of a new invoice at its default, so a writer states only what it knows. */
export function blankInvoiceRow(clientId: string, now: string, id = newId()): InvoiceRow {
  return {
    id,
    client_id: clientId,
    email_id: null,
    attachment_id: null,
    user_id: null,
    payee: null,
    invoice_number: null,
    total_amount_cents: null,
    total_cents: null,
    bill_date: null,
    due_date: null,
    description: null,
    property: null,
    unit: null,
    purchase_order: null,
    work_order: null,
    reference: null,
    remarks: null,
    cash_account: null,
    memo_for_check: null,
    gl_account: null,
    page_number: null,
    page_count: null,
    marked_as_paid: 0,
    reviewed: 0,
    comment: '',
    sender_email: null,
    confidence: '{}',
    field_reasons: '{}',
    document_kind: 'invoice',
    currency: null,
    evidence: '{}',
    field_boxes: null,
    duplicate_of: null,
    duplicate_reason: null,
    document_hash: null,
    property_id: null,
    unit_id: null,
    vendor_id: null,
    resolution: null,
    bill_clues: null,
    source: 'email',
    search_text: '',
    created_at: now,
    updated_at: now,
  };
}

/** An uploaded invoice (source 'upload'): its PDF as the client's attachment, the invoice and its line items, in one transaction. */
export function createInvoice(db: Kysely<Database>, invoice: NewInvoice, fields: InvoiceFields): Promise<InvoiceRow> {
  return db.transaction().execute(async (trx) => {
    const attachment = await createAttachmentsRepository(trx).createForClient(invoice.clientId, invoice.pdf);
    const now = nowIso();
    const patch = fieldColumns(fields);
    const row: InvoiceRow = {
      ...blankInvoiceRow(invoice.clientId, now),
      attachment_id: attachment.id,
      user_id: invoice.userId,
      page_count: invoice.pageCount,
      confidence: storedConfidence(invoice.confidence),
      field_boxes: storedFieldBoxes(invoice.fieldBoxes),
      source: 'upload',
      ...invoice.resolution,
      ...patch,
      document_hash: invoice.documentHash ?? null,
    };
    row.search_text = invoiceSearchText(row);
    const flag = await findDuplicate(trx, duplicateKey(row));
    row.duplicate_of = flag?.duplicateOf ?? null;
    row.duplicate_reason = flag?.reason ?? null;
    await trx.insertInto('invoices').values(row).execute();
    const lineItems = fields.lineItems ?? [];
    await replaceLineItems(trx, row.id, lineItems);
    await createInvoiceHistoryRepository(trx).record(invoice.userId, forInvoice(row.id, creationChanges('uploaded', row, lineItems.length)), row.created_at);
    return row;
  });
}

export interface InvoiceUpdate {
  before: InvoiceRow;
  after: InvoiceRow;
  /** Whether any field or line item now differs: a save of the same values is no edit. */
  changed: boolean;
  /** Set when the line items changed. */
  lineItems?: LineItemsChange;
}

/**
 * A reviewer's edit: the given fields, search_text recomputed from the result, and the line
 * items replaced when a list is sent. Answers the row before and after, or undefined.
 */
export function updateInvoice(db: Kysely<Database>, id: string, fields: InvoiceFields): Promise<InvoiceUpdate | undefined> {
  return inTransaction(db, async (trx) => {
    const before = await trx.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) return undefined;
    const patch = fieldColumns(fields);
    const merged = { ...before, ...patch };
    const after = await trx
      .updateTable('invoices')
      .set({ ...patch, confidence: confirmEdited(before, patch), field_boxes: boxesAfterEdit(before, patch), search_text: invoiceSearchText(merged), updated_at: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const lineItems = fields.lineItems === undefined ? undefined : await replaceLineItems(trx, id, fields.lineItems);
    const fieldsChanged = Object.entries(patch).some(([column, value]) => before[column as keyof InvoiceRow] !== value);
    return { before, after, changed: fieldsChanged || lineItems !== undefined, lineItems };
  });
}
