import type { PageText } from '../extraction/document';
import { DERIVED, HEURISTIC } from '../extraction/found';
import type { PicturedPage } from '../ocr/picturedText';
import type { ExtractedInvoice, PdfOutcome } from './types';

/** The text layer's pages with the lines OCR read in their pictures (a logo) put among their own, top to bottom. */
export function withPictured(pages: PageText[], pictured: readonly PicturedPage[]): PageText[] {
  return pages.map((page) => {
    const lines = pictured.find((p) => p.number === page.number)?.lines ?? [];
    return lines.length === 0 ? page : { ...page, lines: [...page.lines, ...lines].sort((a, b) => a.y - b.y) };
  });
}

/**
 * A payee that the text layer never prints was read by OCR from a picture (a logo): a brand
 * that may not be the legal name a cheque must carry, read from shapes OCR may have misread. It
 * is shown as a guess to check, never as certain.
 */
export function doubtPictured(invoice: ExtractedInvoice, pages: PageText[]): ExtractedInvoice {
  const { payee } = invoice;
  if (!payee) return invoice;
  const lines = pages.flatMap((page) => page.lines);
  const printed = lines.some((line) => line.tokens.every((token) => token.confidence === undefined) && line.text.includes(payee));
  if (printed) return invoice;
  const words = lines.flatMap((line) => line.tokens).filter((token) => token.confidence !== undefined && payee.includes(token.text));
  if (words.length === 0) return invoice;
  const sure = Math.min(...words.map((token) => token.confidence!));
  const reason = `${invoice.reasons.payee ?? 'the name at the top'}; read by OCR from the logo (${Math.round(sure * 100)}% sure of its words): check it`;
  return {
    ...invoice,
    confidence: { ...invoice.confidence, payee: Math.round(Math.min(invoice.confidence.payee ?? HEURISTIC, HEURISTIC) * sure * 100) / 100 },
    reasons: { ...invoice.reasons, payee: reason },
  };
}

const documentsOf = (outcome: PdfOutcome): ExtractedInvoice[] => (outcome.kind === 'invoices' ? outcome.invoices : outcome.kind === 'not-a-bill' ? [outcome.document] : []);

/** A payee found by position or shape alone: the letterhead may be a picture, and what was taken for it another name. */
const unsure = (document: ExtractedInvoice) => document.payee === null || (document.confidence.payee ?? 0) < DERIVED;

/** The first page of each document the text layer names no payee for, or only a guess: where its logo would be. */
export function unnamedPages(outcome: PdfOutcome): number[] {
  return [...new Set(documentsOf(outcome).filter(unsure).map((document) => document.pageNumber))];
}

/**
 * The payees read with the pictures' words (`pictured`) given to the documents that had none or
 * only a guess, where that reading names another. Only the payee is taken: every other field stays as the text layer alone gave it, and so does
 * the evidence that learning matches later documents by.
 */
export function withPayeesFrom(outcome: PdfOutcome, pictured: PdfOutcome): PdfOutcome {
  const named = documentsOf(pictured);
  const name = (document: ExtractedInvoice): ExtractedInvoice => {
    const found = unsure(document) ? named.find((other) => other.pageNumber === document.pageNumber && other.payee !== null && other.payee !== document.payee) : undefined;
    if (!found) return document;
    const box = found.boxes?.payee;
    return {
      ...document,
      payee: found.payee,
      confidence: { ...document.confidence, payee: found.confidence.payee ?? 0 },
      reasons: { ...document.reasons, ...(found.reasons.payee ? { payee: found.reasons.payee } : {}) },
      ...(box ? { boxes: { ...document.boxes, payee: box } } : {}),
    };
  };
  if (outcome.kind === 'invoices') return { ...outcome, invoices: outcome.invoices.map(name) };
  if (outcome.kind === 'not-a-bill') return { ...outcome, document: name(outcome.document) };
  return outcome;
}
