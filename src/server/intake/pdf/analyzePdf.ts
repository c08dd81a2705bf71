import type { PageText } from '../extraction/document';
import { extractInvoice } from '../extraction/extractInvoice';
import { HEURISTIC } from '../extraction/found';
import { locateFields } from '../extraction/fieldBoxes';
import { printedLegalName } from '../extraction/companyNames';
import { splitPages } from '../extraction/splitPages';
import { applyHints } from '../learning/applyHints';
import { documentEvidence, documentText } from '../learning/evidence';
import { isStatementOfAccount } from '../extraction/statement';
import { PAYABLE_KINDS } from '../../../shared/contract/documentKinds';
import { defaultReadLimits, readPdf, type ReadLimits } from './readPdf';
import type { ExtractedInvoice, LearnedHint, PdfOutcome } from './types';
import { invoiceFromAttachments } from './zugferd';
import { checkAgainstPages } from './eInvoiceOnPage';
import { doubtPictured, withPictured } from './pictured';
import type { PicturedPage } from '../ocr/picturedText';

/**
 * PDF bytes to invoices: embedded e-invoice XML when there is usable XML, else the text layer,
 * with the words OCR read in its pages' pictures (`pictured`, a logo) when they are given.
 */
export async function analyzePdf(bytes: Uint8Array, hints?: readonly LearnedHint[], limits: ReadLimits = defaultReadLimits, pictured: readonly PicturedPage[] = []): Promise<PdfOutcome> {
  const read = await readPdf(bytes, limits);
  if (read.kind !== 'read') return read;
  const fromXml = invoiceFromAttachments(read.attachments, read.pageCount);
  if (fromXml) {
    // The e-invoice names the seller; the printed pages show the rest of the evidence.
    const legalName = fromXml.payee ? printedLegalName(fromXml.payee, read.pages) : null;
    const named = { ...fromXml, ...(legalName ? { payee: legalName } : {}), evidence: documentEvidence(read.pages, { payee: fromXml.payee, account: null, site: null }) };
    const invoice = checkAgainstPages(named, read.pages, () => pageReading(read.pages, read.pageCount));
    // The XML says nothing of where the page prints its values: they are looked for on the page.
    return { kind: 'invoices', pageCount: read.pageCount, invoices: [{ ...locateFields(applyHints(invoice, documentText(read.pages), hints), read.pages), text: pagesText(read.pages) }] };
  }
  if (read.pages.every((page) => page.lines.length === 0)) return { kind: 'no-text', pageCount: read.pageCount };
  // A bill scanned onto the first page with printed pages behind it (its terms, its payment
  // places): the bill is in the picture, so the file goes to OCR as a scan does.
  if (pictured.length === 0) {
    const outcome = analysePages(read.pages, read.pageCount, hints);
    return outcome.kind !== 'invoices' && read.pages[0]!.lines.length === 0 ? { kind: 'no-text', pageCount: read.pageCount } : outcome;
  }
  const pages = withPictured(read.pages, pictured);
  const outcome = analysePages(pages, read.pageCount, hints);
  if (outcome.kind === 'invoices') return { ...outcome, invoices: outcome.invoices.map((invoice) => doubtPictured(invoice, pages)) };
  return outcome.kind === 'not-a-bill' ? { ...outcome, document: doubtPictured(outcome.document, pages) } : outcome;
}

/**
 * Pages of text (from a PDF's text layer or from OCR) to the bills they hold. Each group of
 * pages is classified: invoices and credit notes are bills; a statement, reminder, quote,
 * receipt or other paper is not, and when a PDF holds nothing else it is said to be that, with
 * the fields it shows. Invoice copies often follow a statement of account in one PDF: they are
 * the bills, it is not.
 */
export function analysePages(pages: PageText[], pageCount: number, hints?: readonly LearnedHint[]): PdfOutcome {
  const statements = pages.filter(isStatementOfAccount);
  const documents = splitPages(pages.filter((page) => !statements.includes(page)))
    .filter((group) => hasText(group.pages))
    .map((group) => ({ ...locateFields(applyHints(extractInvoice(group.pages, group.firstPage), documentText(group.pages), hints), group.pages), text: pagesText(group.pages) }));
  const bills = documents.filter((document) => PAYABLE_KINDS.has(document.documentKind) && looksLikeInvoice(document));
  if (bills.length > 0) return { kind: 'invoices', pageCount, invoices: bills };
  const other = statements.length > 0 ? locateFields(applyHints(extractInvoice(statements, statements[0]!.number), documentText(statements), hints), statements) : documents.find((document) => !PAYABLE_KINDS.has(document.documentKind));
  if (other && other.documentKind !== 'invoice' && other.documentKind !== 'credit_note') {
    return { kind: 'not-a-bill', pageCount, documentKind: other.documentKind, document: other };
  }
  return { kind: 'no-invoice', pageCount, reason: 'no invoice number, amount or date was found' };
}

/** What the printed pages say on their own, to hold an e-invoice's XML against. */
function pageReading(pages: PageText[], pageCount: number): ExtractedInvoice | null {
  if (!hasText(pages)) return null;
  const outcome = analysePages(pages, pageCount);
  if (outcome.kind === 'invoices') return outcome.invoices[0] ?? null;
  return outcome.kind === 'not-a-bill' ? outcome.document : null;
}

/** The pages' lines as the extractors read them, for the directory's resolver (src/server/intake/resolution.ts). */
function pagesText(pages: PageText[]): string {
  return pages.map((page) => page.lines.map((line) => line.text).join('\n')).join('\n');
}

function hasText(pages: PageText[]): boolean {
  return pages.some((page) => page.lines.length > 0);
}

/** A letter or a brochure has text but none of an invoice's marks. */
function looksLikeInvoice(invoice: ExtractedInvoice): boolean {
  // A paper nothing names a bill and that names no due date, whose amount is only its largest number ("Exhibit 10.17" in a letter), shows no amount.
  const guessed = (invoice.confidence.documentKind ?? 0) <= HEURISTIC && (invoice.confidence.totalAmount ?? 0) < HEURISTIC && invoice.dueDate === null;
  const marks = [invoice.invoiceNumber, guessed ? null : invoice.totalAmountCents, invoice.billDate].filter((value) => value !== null).length;
  return marks >= 2 || (invoice.invoiceNumber !== null && (invoice.confidence.invoiceNumber ?? 0) >= 0.9);
}
