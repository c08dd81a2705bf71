import type { FieldConfidence, InvoiceDetail, InvoiceLineItem, InvoiceSummary } from '../../../shared/contract/invoices';
import { toDollars } from '../money';
import type { InvoiceLineItemRow, InvoiceRow, InvoiceSummaryRow } from './invoices';

/** Stored JSON is written by several writers; anything that is not a 0..1 number is dropped. */
export function parseConfidence(json: string): FieldConfidence {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const confidence: FieldConfidence = {};
  for (const [field, score] of Object.entries(value)) {
    if (typeof score === 'number' && Number.isFinite(score)) confidence[field] = Math.min(1, Math.max(0, score));
  }
  return confidence;
}

export function toInvoiceSummary(row: InvoiceSummaryRow): InvoiceSummary {
  return {
    id: row.id,
    client_id: row.client_id,
    userId: row.user_id,
    emailId: row.email_id,
    payee: row.payee,
    invoiceNumber: row.invoice_number,
    totalAmount: toDollars(row.total_amount_cents),
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
    pdfFile: pdf ? Buffer.from(pdf.content).toString('base64') : null,
    pdfPartId: pdf?.id ?? null,
  };
}
