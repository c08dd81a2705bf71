/**
 * What a vendor's document is. Only invoices and credit notes become bills to pay; the others
 * are kept with their e-mail and shown with their kind, so a statement or a reminder never
 * becomes a second payable for a bill already entered.
 */
export const DOCUMENT_KINDS = ['invoice', 'credit_note', 'statement', 'reminder', 'quote', 'receipt', 'not_a_bill'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const PAYABLE_KINDS: ReadonlySet<DocumentKind> = new Set(['invoice', 'credit_note']);

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  statement: 'Statement of account',
  reminder: 'Past-due reminder',
  quote: 'Quote',
  receipt: 'Receipt',
  not_a_bill: 'Not a bill',
};
