import type { DocumentKind } from '../../../shared/contract/documentKinds';
import type { FieldBox } from '../../../shared/contract/invoices';
import type { BodyReading, MessageBody } from '../body/analyzeBody';
import type { PicturedPage } from '../ocr/picturedText';

/**
 * What PDF analysis gives the intake pipeline. The pipeline never sees pdf.js: it hands a PDF
 * (and what reviewers taught us about the sender) to the PDF pool and gets one of these back.
 */

export type InvoiceField =
  | 'documentKind'
  | 'payee'
  | 'invoiceNumber'
  | 'totalAmount'
  | 'total'
  | 'billDate'
  | 'dueDate'
  | 'currency'
  | 'description'
  | 'property'
  | 'unit'
  | 'purchaseOrder'
  | 'workOrder'
  | 'reference'
  | 'glAccount'
  | 'lineItems';

export interface ExtractedLineItem {
  description: string;
  amountCents: number | null;
  property: string | null;
  unit: string | null;
  glAccount: string | null;
}

export interface ExtractedInvoice {
  /** What the document is: an invoice or credit note (a bill), or a document kept but not paid. */
  documentKind: DocumentKind;
  payee: string | null;
  invoiceNumber: string | null;
  /** The amount due: balance after payments and credits. */
  totalAmountCents: number | null;
  /** The invoice total before payments and credits, when the document shows one. */
  totalCents: number | null;
  /** ISO dates (YYYY-MM-DD). */
  billDate: string | null;
  dueDate: string | null;
  /** ISO 4217 code (USD, CAD, GBP, EUR, …) from the document's codes, symbols and addresses. */
  currency: string | null;
  description: string | null;
  property: string | null;
  unit: string | null;
  purchaseOrder: string | null;
  workOrder: string | null;
  reference: string | null;
  glAccount: string | null;
  /** 1-based page where this invoice starts, and how many pages it spans. */
  pageNumber: number;
  pageCount: number;
  lineItems: ExtractedLineItem[];
  /** Per field, 0 (a guess) to 1 (certain); a field absent from the document has 0. */
  confidence: Partial<Record<InvoiceField, number>>;
  /** Per field found, why that value: the reviewer sees it beside a doubtful field. */
  reasons: Partial<Record<InvoiceField, string>>;
  /**
   * Per field, the box on the PDF's page of the words its value was read from (see
   * extraction/fieldBoxes.ts for the coordinates); absent or empty when nothing was read from a
   * page the reviewer sees (an e-mail's body, a value worked out or learned).
   */
  boxes?: FieldBoxes;
  /** Where the values came from: the text layer, embedded ZUGFeRD / Factur-X XML, OCR of a scan or picture, or the e-mail's body. */
  source: 'text' | 'zugferd' | 'ocr' | 'body';
  /** What the document shows of its vendor, account and site, for learning from corrections. */
  evidence: Evidence;
  /** The bill's pages' text, a line each, for the directory's resolver at intake (issue 16). */
  text?: string;
}

export type FieldBoxes = Partial<Record<InvoiceField, FieldBox>>;

/** How a scan or picture was read: pages read by OCR (at most OCR's page limit) and its mean confidence. */
export interface OcrReading {
  pagesRead: number;
  confidence: number;
}

export type PdfOutcome =
  | { kind: 'invoices'; pageCount: number; invoices: ExtractedInvoice[]; ocr?: OcrReading }
  | { kind: 'no-invoice'; pageCount: number; reason: string; ocr?: OcrReading }
  /** A statement, reminder, quote, receipt or other paper: kept and shown with its kind, never a bill. */
  | { kind: 'not-a-bill'; pageCount: number; documentKind: Exclude<DocumentKind, 'invoice' | 'credit_note'>; document: ExtractedInvoice; ocr?: OcrReading }
  | { kind: 'no-text'; pageCount: number }
  /** A picture of a bill read by no OCR (this process has none): it is reported as not read. */
  | { kind: 'needs-ocr' }
  | { kind: 'encrypted' }
  | { kind: 'broken'; reason: string };

/**
 * What a document shows that tells its vendor, account and site apart, kept with each invoice:
 * a reviewer's correction is applied later only to documents that show the same (learning).
 */
export interface Evidence {
  /** The payee as extraction read it, before any correction, normalised. */
  name: string | null;
  /** The customer's account number with the vendor, normalised. */
  account: string | null;
  /** The site (property or service address) as read, normalised. */
  site: string | null;
  /** Words of the first page's fixed print (no digits), sorted: the layout. */
  layout: string[];
}

/** The invoice fields whose corrections teach intake about a sender. */
export type HintField = 'payee' | 'glAccount' | 'property';

/** A reviewer's correction of an earlier invoice from the same sender, and what that document showed. */
export interface LearnedHint {
  field: HintField;
  value: string;
  /** The corrected invoice as a reviewer names it (its number, else its id). */
  source: string;
  evidence: Evidence;
}

export interface PdfAnalyzer {
  /**
   * Never rejects for a bad PDF (that is { kind: 'broken' }). The bytes are moved, not copied, to
   * a worker thread: when `pdf` spans its whole ArrayBuffer that buffer is detached, so keep a
   * copy if you need the bytes afterwards.
   */
  analyze(pdf: Uint8Array, hints?: readonly LearnedHint[], pictured?: readonly PicturedPage[]): Promise<PdfOutcome>;
  /** A bill written in an e-mail's body, and its links to the vendor's portal. Never rejects either. */
  analyzeBody(body: MessageBody, hints?: readonly LearnedHint[]): Promise<BodyReading>;
  close(): Promise<void>;
}
