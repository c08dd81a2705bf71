export type DocumentKind = 'invoice' | 'credit_note' | 'statement' | 'reminder' | 'quote' | 'receipt' | 'not_a_bill';

export interface BlindExpected {
  documentKind: DocumentKind;
  /** Only the fields the document actually prints; a field not printed is absent (not scored). */
  payee?: string;
  invoiceNumber?: string;
  billDate?: string;
  dueDate?: string;
  totalAmountCents?: number;
  currency?: string;
  property?: string;
  unit?: string;
}

export interface BlindDocument {
  id: string;
  layout: string;
  vendorKind: string;
  rendering: 'text' | 'scan';
  file: { bytes: Uint8Array; filename: string; contentType: 'application/pdf' | 'image/png' | 'image/jpeg' };
  expected: BlindExpected;
}

/** A document kind someone should pay (the rest must not become a bill). */
export function isPayableKind(kind: DocumentKind | null): boolean {
  return kind === 'invoice' || kind === 'credit_note';
}
