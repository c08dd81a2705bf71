import type { DocumentKind } from '../../../shared/contract/documentKinds';
import type { ExtractedInvoice, PdfOutcome } from '../pdf/types';

/** One line of a processing report: what became of one attachment, or of the e-mail's body. */
export interface ReportEntry {
  /** Null for the e-mail's body. */
  attachmentId: string | null;
  filename: string;
  outcome: 'invoices' | 'not-pdf' | 'encrypted' | 'broken' | 'no-text' | 'no-invoice' | 'not-a-bill' | 'duplicate' | 'not-read' | 'links';
  /** For the body: links to the vendor's portal ("View your bill", "Pay now"), for the reviewer to follow. */
  links?: string[];
  /** For a document that is not a bill: what it is (a statement, a quote, …). */
  documentKind?: DocumentKind;
  invoiceIds: string[];
  message: string;
}

/** Outcomes that leave work for a person: the invoice is in the e-mail but not in the list. */
export const ERROR_OUTCOMES: ReadonlySet<ReportEntry['outcome']> = new Set(['encrypted', 'broken', 'no-text', 'not-read']);

export interface SavedInvoice {
  id: string;
  invoice: ExtractedInvoice;
  duplicateOf: string | null;
}

/** How a scan was read, for the reviewer: OCR values deserve a second look, and unread pages are named. */
function ocrNote(outcome: PdfOutcome): string {
  if ((outcome.kind !== 'invoices' && outcome.kind !== 'no-invoice' && outcome.kind !== 'not-a-bill') || !outcome.ocr) return '';
  const { pagesRead, confidence } = outcome.ocr;
  const pages = pagesRead < outcome.pageCount ? `the first ${pagesRead} of ${outcome.pageCount} pages` : plural(pagesRead, 'page');
  return ` Read by OCR (${pages}, ${Math.round(confidence * 100)}% confidence): check the fields against the scan.`;
}

/** A bill-like attachment's line: `what` names it as the reviewer sees it, a PDF or a picture. */
export function pdfEntry(base: { attachmentId: string | null; filename: string }, outcome: PdfOutcome, saved: SavedInvoice[], what: 'PDF' | 'picture' = 'PDF'): ReportEntry {
  const entry = (kind: ReportEntry['outcome'], message: string): ReportEntry => ({
    ...base,
    outcome: kind,
    invoiceIds: saved.map((s) => s.id),
    message,
  });
  switch (outcome.kind) {
    case 'invoices': {
      const duplicates = saved.filter((s) => s.duplicateOf !== null).length;
      const list = saved.map((s) => describeInvoice(s.invoice)).join('; ');
      if (saved.length > 0 && duplicates === saved.length) {
        return entry('duplicate', `${plural(saved.length, 'invoice')}, each a likely duplicate of one already received: ${list}.`);
      }
      const flagged = duplicates > 0 ? ` (${plural(duplicates, 'likely duplicate')} flagged)` : '';
      return entry('invoices', `${plural(saved.length, 'invoice')}${flagged}: ${list}.${ocrNote(outcome)}`);
    }
    case 'no-invoice':
      return entry('no-invoice', `No invoice found in this ${what} (${outcome.reason}).${ocrNote(outcome)}`);
    case 'not-a-bill':
      return { ...entry('not-a-bill', `${notBillSentence(outcome.documentKind, outcome.document)}${ocrNote(outcome)}`), documentKind: outcome.documentKind };
    case 'no-text':
      return entry('no-text', `This PDF has no text to read (a scan?): enter its invoice by hand.`);
    case 'needs-ocr':
      return entry('not-read', 'A picture that may be a bill: this server reads no pictures (OCR is off), so enter it by hand if it is one.');
    case 'encrypted':
      return entry('encrypted', 'This PDF is password-protected: open it and enter its invoice by hand.');
    case 'broken':
      return entry('broken', `This ${what} could not be read (${outcome.reason}).`);
  }
}

/** What the report calls the e-mail's own text. */
export const BODY = 'E-mail body';

/**
 * The body's line: a bill written in it (read only when no attachment is one), a receipt or
 * notice it is instead, and its links to the vendor's portal; nothing when it holds none of these.
 */
export function bodyEntry(outcome: PdfOutcome | null, saved: SavedInvoice[], links: string[]): ReportEntry | null {
  const base = { attachmentId: null, filename: BODY, ...(links.length > 0 ? { links } : {}) };
  const portal = links.length > 0 ? ` ${plural(links.length, 'link')} to the vendor's portal: ${links.join(' ')}` : '';
  if (outcome?.kind === 'invoices' && saved.length > 0) {
    const entry = pdfEntry(base, outcome, saved);
    return { ...entry, ...base, message: `${entry.message.replace(/\.$/, '')}, written in the e-mail.${portal}` };
  }
  if (outcome?.kind === 'not-a-bill') return { ...base, outcome: 'not-a-bill', documentKind: outcome.documentKind, invoiceIds: [], message: `${notBillSentence(outcome.documentKind, outcome.document)}${portal}` };
  if (links.length === 0) return null;
  return { ...base, outcome: 'links', invoiceIds: [], message: `No bill is written in the e-mail; the vendor's portal may hold it.${portal}` };
}

export function notPdfEntry(base: { attachmentId: string; filename: string }, contentType: string): ReportEntry {
  const what =
    contentType === 'message/rfc822'
      ? 'An attached e-mail, kept as it is; any PDF inside it is listed on its own.'
      : contentType.includes('tnef')
        ? 'An Outlook winmail.dat, kept as it is; the files inside it are listed on their own.'
        : `Not a PDF (${contentType}), kept as an attachment.`;
  return { ...base, outcome: 'not-pdf', invoiceIds: [], message: what };
}

const NOT_BILL_SENTENCES: Record<Exclude<DocumentKind, 'invoice' | 'credit_note'>, string> = {
  statement: 'A statement of account: it lists invoices, it is not a bill, so nothing was added to pay',
  reminder: 'A past-due reminder about an invoice: pay the invoice itself, not this notice, so nothing was added to pay',
  quote: 'A quote or estimate: nothing is owed until the work is done and invoiced',
  receipt: 'A receipt for a payment already made: nothing was added to pay',
  not_a_bill: 'Not a bill (a notice, form or agreement): kept with the e-mail, nothing to pay',
};

function notBillSentence(kind: Exclude<DocumentKind, 'invoice' | 'credit_note'>, document: ExtractedInvoice): string {
  const from = document.payee ? ` from ${document.payee}` : '';
  const amount = document.totalAmountCents !== null && kind !== 'not_a_bill' ? ` (${formatCents(document.totalAmountCents)})` : '';
  return `${NOT_BILL_SENTENCES[kind]}${from}${amount}.`;
}

function describeInvoice(i: ExtractedInvoice): string {
  const parts = [i.invoiceNumber ? `#${i.invoiceNumber}` : 'no number', i.payee ?? 'unknown payee'];
  if (i.totalAmountCents !== null) parts.push(formatCents(i.totalAmountCents));
  return parts.join(', ');
}

/** $1,234.56; by hand, because Intl formatting is slow enough to show in the intake profile. */
export function formatCents(cents: number): string {
  const [whole = '0', fraction = '00'] = (Math.abs(cents) / 100).toFixed(2).split('.');
  return `${cents < 0 ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
