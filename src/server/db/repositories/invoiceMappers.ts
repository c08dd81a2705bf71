import type { FieldBox, FieldBoxes, FieldConfidence, InvoiceDetail, InvoiceLineItem, InvoiceSummary } from '../../../shared/contract/invoices';
import type { DatabaseKind } from '../database';
import { jsonWriter, type JsonValue } from '../jsonText';
import { toDollars } from '../money';
import type { InvoiceLineItemRow, InvoiceRow } from './invoices';

/** Scores as the contract has them: numbers from 0 to 1; anything else is dropped. */
export function cleanConfidence(value: unknown): FieldConfidence {
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

const fraction = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

/** Boxes as the contract has them (a page from 1, fractions of it inside the page); anything else is dropped. */
export function cleanFieldBoxes(value: unknown): FieldBoxes {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const boxes: FieldBoxes = {};
  for (const [field, box] of Object.entries(value)) {
    if (!box || typeof box !== 'object') continue;
    const { page, x, y, w, h } = box as Partial<Record<keyof FieldBox, unknown>>;
    if (typeof page !== 'number' || !Number.isInteger(page) || page < 1) continue;
    if (![x, y, w, h].every(fraction) || (w as number) <= 0 || (h as number) <= 0 || (x as number) + (w as number) > 1.0001 || (y as number) + (h as number) > 1.0001) continue;
    boxes[field] = { page, x: x as number, y: y as number, w: w as number, h: h as number };
  }
  return boxes;
}

/** The field_boxes column as intake writes it: clean JSON, or null when there is none. */
export function storedFieldBoxes(boxes: Partial<Record<string, FieldBox>> | undefined): string | null {
  const clean = cleanFieldBoxes(boxes);
  return Object.keys(clean).length > 0 ? JSON.stringify(clean) : null;
}

/** Null (an invoice read before boxes were kept) or text that is not JSON reads as no boxes. */
export function parseFieldBoxes(json: string | null): FieldBoxes {
  if (!json) return {};
  try {
    return cleanFieldBoxes(JSON.parse(json));
  } catch {
    return {};
  }
}

/**
 * An invoice as lists show it, written by the database (jsonText.ts): the one description of
 * InvoiceSummary, for pages, whole lists and the summary of one invoice alike. `row` names the
 * row it is written from: the table, or `new` in the trigger that keeps it (keptListItems.ts).
 */
export function invoiceSummaryJson(kind: DatabaseKind, row = 'invoices'): JsonValue<InvoiceSummary> {
  const json = jsonWriter<InvoiceRow>(kind, row);
  return json.object<InvoiceSummary>({
    id: json.value('id'),
    client_id: json.value('client_id'),
    userId: json.value('user_id'),
    emailId: json.value('email_id'),
    payee: json.value('payee'),
    invoiceNumber: json.value('invoice_number'),
    totalAmount: json.dollars('total_amount_cents'),
    currency: json.value('currency'),
    documentKind: json.oneOf('document_kind', ['invoice', 'credit_note'], 'invoice'),
    billDate: json.value('bill_date'),
    dueDate: json.value('due_date'),
    description: json.value('description'),
    property: json.value('property'),
    unit: json.value('unit'),
    propertyId: json.value('property_id'),
    unitId: json.value('unit_id'),
    vendorId: json.value('vendor_id'),
    glAccount: json.value('gl_account'),
    resolution: json.storedOrNull('resolution', 'object'),
    senderEmail: json.value('sender_email'),
    comment: json.value('comment'),
    reviewed: json.flag('reviewed'),
    source: json.value('source'),
    confidence: json.stored('confidence', 'object'),
    duplicateOf: json.value('duplicate_of'),
    duplicateReason: json.value('duplicate_reason'),
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
  summary: InvoiceSummary;
  client: { name: string; appfolio_url: string | null };
  lineItems: InvoiceLineItemRow[];
  pdf: { id: string; content: Buffer } | undefined;
}

/** The summary with the fields only the details page shows. */
export function toInvoiceDetail(row: InvoiceRow, { summary, client, lineItems, pdf }: InvoiceDetailParts): InvoiceDetail {
  return {
    ...summary,
    total: toDollars(row.total_cents),
    purchaseOrder: row.purchase_order,
    workOrder: row.work_order,
    reference: row.reference,
    remarks: row.remarks,
    cashAccount: row.cash_account,
    memoForCheck: row.memo_for_check,
    pageNumber: row.page_number,
    pageCount: row.page_count,
    markedAsPaid: row.marked_as_paid === 1,
    clientName: client.name,
    appfolioUrl: client.appfolio_url,
    lineItems: lineItems.map(toLineItem),
    fieldReasons: parseReasons(row.field_reasons),
    fieldBoxes: parseFieldBoxes(row.field_boxes),
    pdfFile: pdf ? Buffer.from(pdf.content).toString('base64') : null,
    pdfPartId: pdf?.id ?? null,
  };
}
