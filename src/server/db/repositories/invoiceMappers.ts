import type { FieldConfidence, InvoiceDetail, InvoiceLineItem, InvoiceSummary } from '../../../shared/contract/invoices';
import type { DatabaseKind } from '../database';
import { jsonWriter, type JsonValue } from '../jsonText';
import { toDollars } from '../money';
import type { InvoiceLineItemRow, InvoiceRow } from './invoices';

/** Scores as the contract has them: numbers from 0 to 1; anything else is dropped. */
function cleanConfidence(value: unknown): FieldConfidence {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const confidence: FieldConfidence = {};
  for (const [field, score] of Object.entries(value)) {
    if (typeof score === 'number' && Number.isFinite(score)) confidence[field] = Math.min(1, Math.max(0, score));
  }
  return confidence;
}

/**
 * The confidence column as every writer stores it, already clean: list pages embed the stored
 * JSON as it is (invoiceSummaryJson), so it is cleaned on the way in.
 */
export function storedConfidence(confidence: Partial<Record<string, number>>): string {
  return JSON.stringify(cleanConfidence(confidence));
}

/** Text that is not JSON reads as no scores, as the list pages read it. */
export function parseConfidence(json: string): FieldConfidence {
  try {
    return cleanConfidence(JSON.parse(json));
  } catch {
    return {};
  }
}

/** Reasons as the contract has them: text per field; anything else is dropped. */
export function parseReasons(json: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

export function toInvoiceSummary(row: InvoiceRow): InvoiceSummary {
  return {
    id: row.id,
    client_id: row.client_id,
    userId: row.user_id,
    emailId: row.email_id,
    payee: row.payee,
    invoiceNumber: row.invoice_number,
    totalAmount: toDollars(row.total_amount_cents),
    currency: row.currency,
    documentKind: row.document_kind === 'credit_note' ? 'credit_note' : 'invoice',
    billDate: row.bill_date,
    description: row.description,
    property: row.property,
    senderEmail: row.sender_email,
    comment: row.comment,
    reviewed: row.reviewed === 1,
    source: row.source,
    confidence: parseConfidence(row.confidence),
    duplicateOf: row.duplicate_of,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * toInvoiceSummary as the database writes it, for list pages (jsonText.ts). The two are held
 * equal by test/api/listItemsJson.test.ts on both databases.
 */
export function invoiceSummaryJson(kind: DatabaseKind): JsonValue<InvoiceSummary> {
  const json = jsonWriter<InvoiceRow>(kind, 'invoices');
  return json.object<InvoiceSummary>({
    id: json.value('id'),
    client_id: json.value('client_id'),
    userId: json.value('user_id'),
    emailId: json.value('email_id'),
    payee: json.value('payee'),
    invoiceNumber: json.value('invoice_number'),
    totalAmount: json.dollars('total_amount_cents'),
    currency: json.value('currency'),
    documentKind: json.value('document_kind'),
    billDate: json.value('bill_date'),
    description: json.value('description'),
    property: json.value('property'),
    senderEmail: json.value('sender_email'),
    comment: json.value('comment'),
    reviewed: json.flag('reviewed'),
    source: json.value('source'),
    confidence: json.stored('confidence', 'object'),
    duplicateOf: json.value('duplicate_of'),
    createdAt: json.value('created_at'),
    updatedAt: json.value('updated_at'),
  });
}

export function toLineItem(row: InvoiceLineItemRow): InvoiceLineItem {
  return {
    id: row.id,
    description: row.description,
    amount: toDollars(row.amount_cents),
    property: row.property,
    unit: row.unit,
    glAccount: row.gl_account,
  };
}

export interface InvoiceDetailParts {
  client: { name: string; appfolio_url: string | null };
  lineItems: InvoiceLineItemRow[];
  pdf: { id: string; content: Buffer } | undefined;
}

export function toInvoiceDetail(row: InvoiceRow, { client, lineItems, pdf }: InvoiceDetailParts): InvoiceDetail {
  return {
    ...toInvoiceSummary(row),
    total: toDollars(row.total_cents),
    dueDate: row.due_date,
    unit: row.unit,
    purchaseOrder: row.purchase_order,
    workOrder: row.work_order,
    reference: row.reference,
    remarks: row.remarks,
    cashAccount: row.cash_account,
    memoForCheck: row.memo_for_check,
    glAccount: row.gl_account,
    pageNumber: row.page_number,
    pageCount: row.page_count,
    markedAsPaid: row.marked_as_paid === 1,
    clientName: client.name,
    appfolioUrl: client.appfolio_url,
    lineItems: lineItems.map(toLineItem),
    fieldReasons: parseReasons(row.field_reasons),
    pdfFile: pdf ? Buffer.from(pdf.content).toString('base64') : null,
    pdfPartId: pdf?.id ?? null,
  };
}
