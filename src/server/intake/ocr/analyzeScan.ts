import { analysePages } from '../pdf/analyzePdf';
import type { ExtractedInvoice, InvoiceField, LearnedHint, PdfOutcome } from '../pdf/types';
import type { PageText } from '../extraction/document';
import type { FileKind } from './fileKind';
import type { OcrLimits } from './limits';
import { imagePages } from './pageImages';
import { recognizePage } from './recognize';
import { renderPdfPages } from './renderPdf';

export interface ScanInput {
  bytes: Uint8Array;
  kind: FileKind;
  hints?: readonly LearnedHint[] | undefined;
  limits: OcrLimits;
}

/**
 * A scanned PDF or a picture of a bill, read by OCR and then by the same extraction as a
 * PDF's text layer. Values read from uncertain words are trusted less (see ocrConfidence).
 */
export async function analyzeScan(input: ScanInput): Promise<PdfOutcome> {
  const drawn = input.kind === 'pdf' ? await renderPdfPages(input.bytes, input.limits) : await imagePages(input.bytes, input.limits);
  if (drawn.kind === 'refused') return { kind: 'broken', reason: drawn.reason };
  const pages: PageText[] = [];
  let confidence = 0;
  for (const [index, image] of drawn.pages.entries()) {
    const read = await recognizePage(image, index + 1);
    pages.push(read.page);
    confidence += read.confidence / drawn.pages.length;
  }
  const ocr = { pagesRead: pages.length, confidence: Math.round(confidence * 100) / 100 };
  if (pages.every((page) => page.lines.length === 0)) return { kind: 'no-text', pageCount: drawn.pageCount };
  const outcome = analysePages(pages, drawn.pageCount, input.hints);
  if (outcome.kind === 'invoices') return { ...outcome, invoices: outcome.invoices.map((invoice) => ocrConfidence(invoice, pages)), ocr };
  // A quote or a receipt read by OCR is no surer of its kind than a bill is of its fields.
  if (outcome.kind === 'not-a-bill') return { ...outcome, document: ocrConfidence(outcome.document, pages), ocr };
  return outcome.kind === 'no-invoice' ? { ...outcome, ocr } : outcome;
}

const TEXT_FIELDS: InvoiceField[] = ['payee', 'invoiceNumber', 'description', 'property', 'unit', 'purchaseOrder', 'workOrder', 'reference', 'glAccount'];

/**
 * A value is no surer than the words it was read from: each text field's confidence is scaled
 * by the OCR confidence of the token that holds it, other fields by the page's least certain
 * third of words. A misread digit shown as certain is the worst outcome, so OCR never raises one.
 */
function ocrConfidence(invoice: ExtractedInvoice, pages: PageText[]): ExtractedInvoice {
  const tokens = pages.filter((page) => page.number >= invoice.pageNumber && page.number < invoice.pageNumber + invoice.pageCount).flatMap((page) => page.lines.flatMap((line) => line.tokens));
  const sure = tokens.map((token) => token.confidence ?? 1).sort((a, b) => a - b);
  const lowThird = sure.length > 0 ? sure[Math.floor(sure.length / 3)]! : 0;
  const confidence = { ...invoice.confidence };
  const reasons = { ...invoice.reasons };
  for (const [field, value] of Object.entries(confidence) as [InvoiceField, number][]) {
    const text = TEXT_FIELDS.includes(field) ? (invoice[field as keyof ExtractedInvoice] as string | null) : null;
    const holder = text ? tokens.find((token) => token.text.includes(text)) : undefined;
    const ocr = holder?.confidence ?? lowThird;
    confidence[field] = Math.round(value * ocr * 100) / 100;
    if (reasons[field]) reasons[field] = `${reasons[field]}; read by OCR, ${Math.round(ocr * 100)}% sure of the words`;
  }
  return { ...invoice, confidence, reasons, source: 'ocr' };
}
