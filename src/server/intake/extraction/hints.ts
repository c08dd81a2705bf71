import type { ExtractedInvoice, SenderHints } from '../pdf/types';

/** What reviewers corrected on this sender's earlier invoices outranks what the text suggests. */
export function applyHints(invoice: ExtractedInvoice, hints: SenderHints | undefined): ExtractedInvoice {
  if (!hints) return invoice;
  const result = { ...invoice, confidence: { ...invoice.confidence } };
  for (const field of ['payee', 'glAccount', 'property'] as const) {
    const value = hints[field]?.trim();
    if (!value) continue;
    result[field] = value;
    result.confidence[field] = 1;
  }
  return result;
}
