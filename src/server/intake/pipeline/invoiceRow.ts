import type { NewInvoice, NewLineItem } from '../../db/repositories/intake';
import { storedConfidence, storedFieldBoxes } from '../../db/repositories/invoiceMappers';
import type { ExtractedInvoice } from '../pdf/types';

export interface InvoiceLinks {
  clientId: string;
  emailId: string;
  /** Null for a bill written in the e-mail's body. */
  attachmentId: string | null;
  senderEmail: string | null;
  duplicateOf: string | null;
}

export function invoiceRow(x: ExtractedInvoice, links: InvoiceLinks): NewInvoice {
  return {
    client_id: links.clientId,
    email_id: links.emailId,
    attachment_id: links.attachmentId,
    user_id: null,
    payee: x.payee,
    invoice_number: x.invoiceNumber,
    total_amount_cents: x.totalAmountCents,
    total_cents: x.totalCents,
    bill_date: x.billDate,
    due_date: x.dueDate,
    description: x.description,
    property: x.property,
    unit: x.unit,
    purchase_order: x.purchaseOrder,
    work_order: x.workOrder,
    reference: x.reference,
    remarks: null,
    cash_account: null,
    memo_for_check: null,
    gl_account: x.glAccount,
    page_number: x.pageNumber,
    page_count: x.pageCount,
    marked_as_paid: 0,
    reviewed: 0,
    comment: '',
    sender_email: links.senderEmail,
    confidence: storedConfidence(x.confidence),
    field_reasons: JSON.stringify(x.reasons),
    document_kind: x.documentKind === 'credit_note' ? 'credit_note' : 'invoice',
    currency: x.currency,
    evidence: JSON.stringify(x.evidence),
    field_boxes: storedFieldBoxes(x.boxes),
    duplicate_of: links.duplicateOf,
    source: 'email',
  };
}

export function lineItemRows(x: ExtractedInvoice): NewLineItem[] {
  return x.lineItems.map((item) => ({
    description: item.description,
    amount_cents: item.amountCents,
    property: item.property,
    unit: item.unit,
    gl_account: item.glAccount,
  }));
}
