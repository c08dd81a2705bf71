import type { PageText } from '../extraction/document';
import { extractInvoice } from '../extraction/extractInvoice';
import { applyHints } from '../extraction/hints';
import { splitPages } from '../extraction/splitPages';
import { isStatementOfAccount } from '../extraction/statement';
import { defaultReadLimits, readPdf, type ReadLimits } from './readPdf';
import type { ExtractedInvoice, PdfOutcome, SenderHints } from './types';
import { invoiceFromAttachments } from './zugferd';

/** PDF bytes to invoices: embedded e-invoice XML when there is usable XML, else the text layer. */
export async function analyzePdf(bytes: Uint8Array, hints?: SenderHints, limits: ReadLimits = defaultReadLimits): Promise<PdfOutcome> {
  const read = await readPdf(bytes, limits);
  if (read.kind !== 'read') return read;
  const fromXml = invoiceFromAttachments(read.attachments, read.pageCount);
  if (fromXml) return { kind: 'invoices', pageCount: read.pageCount, invoices: [applyHints(fromXml, hints)] };
  if (read.pages.every((page) => page.lines.length === 0)) return { kind: 'no-text', pageCount: read.pageCount };
  return analysePages(read.pages, read.pageCount, hints);
}

/** Pages of text (from a PDF's text layer or from OCR) to the invoices they hold. */
export function analysePages(pages: PageText[], pageCount: number, hints?: SenderHints): PdfOutcome {
  // Invoice copies often follow a statement of account in one PDF: they are the bills, it is not.
  const bills = pages.filter((page) => !isStatementOfAccount(page));
  const invoices = splitPages(bills)
    .filter((group) => hasText(group.pages))
    .map((group) => extractInvoice(group.pages, group.firstPage))
    .filter(looksLikeInvoice)
    .map((invoice) => applyHints(invoice, hints));
  if (invoices.length === 0) {
    const reason = bills.length < pages.length ? 'a statement of account: it lists invoices, it is not a bill' : 'no invoice number, amount or date was found';
    return { kind: 'no-invoice', pageCount, reason };
  }
  return { kind: 'invoices', pageCount, invoices };
}

function hasText(pages: PageText[]): boolean {
  return pages.some((page) => page.lines.length > 0);
}

/** A letter or a brochure has text but none of an invoice's marks. */
function looksLikeInvoice(invoice: ExtractedInvoice): boolean {
  const marks = [invoice.invoiceNumber, invoice.totalAmountCents, invoice.billDate].filter((value) => value !== null).length;
  return marks >= 2 || (invoice.invoiceNumber !== null && (invoice.confidence.invoiceNumber ?? 0) >= 0.9);
}
