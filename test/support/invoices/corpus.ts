import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ExtractedInvoice, PdfOutcome } from '../../../src/server/intake/pdf/types';
import { normalise } from './score';

/** The shared corpus of real invoices sits beside the repository, in ../shared/corpus. */
export function corpusRoot(repoRoot: string): string {
  return path.resolve(repoRoot, '..', 'shared', 'corpus');
}

export function requireCorpus(repoRoot: string, folder: string): string {
  const directory = path.join(corpusRoot(repoRoot), folder);
  if (!existsSync(directory)) throw new Error(`The shared corpus is missing: ${directory} does not exist. test:corpus runs only where ../shared/corpus is checked out beside the repository.`);
  return directory;
}

export function listPdfs(directory: string): string[] {
  return readdirSync(directory)
    .flatMap((name) => {
      const file = path.join(directory, name);
      return statSync(file).isDirectory() ? listPdfs(file) : name.toLowerCase().endsWith('.pdf') ? [file] : [];
    })
    .sort();
}

export const CORPUS_FIELDS = ['payee', 'invoiceNumber', 'billDate', 'totalAmount', 'total'] as const;
export type CorpusField = (typeof CORPUS_FIELDS)[number];

/** What the corpus says about a PDF: invoice2data's X.json, or X.expected.json derived from the embedded XML. */
export interface CorpusTruth {
  issuer?: string;
  invoiceNumber?: string;
  date?: string;
  amountCents?: number;
  amountDueCents?: number;
}

export function truthFor(pdf: string): CorpusTruth | null {
  const base = pdf.replace(/\.pdf$/i, '');
  const file = [`${base}.expected.json`, `${base}.json`].find((candidate) => existsSync(candidate));
  if (!file) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const record = (Array.isArray(parsed) ? parsed[0] : parsed) as Record<string, unknown> | undefined;
  if (!record) return null;
  const cents = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) : undefined);
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);
  return {
    issuer: text(record.issuer),
    invoiceNumber: text(record.invoice_number),
    date: text(record.date),
    amountCents: cents(record.amount),
    amountDueCents: cents(record.amount_due),
  };
}

/**
 * Agreement with the corpus, per field it states. The issuer only has to be contained in the
 * payee or the other way round (invoice2data names "Amazon Web Services" for "Amazon Web Services, Inc.").
 * The amount is the amount due for invoice2data (its templates read the total to pay) and the grand
 * total for the XML-derived truth, which states the amount due separately. A paper kept as no bill
 * (a receipt, a statement) is scored on what was read from it, as the real sets are
 * (scripts/bench/realSet.ts); a receipt's amount is what it charged, its amount due being the zero it leaves.
 */
export function scoreCorpus(truth: CorpusTruth, outcome: PdfOutcome): Partial<Record<CorpusField, boolean>> {
  const invoice: ExtractedInvoice | undefined = outcome.kind === 'invoices' ? outcome.invoices[0] : outcome.kind === 'not-a-bill' ? outcome.document : undefined;
  const receipt = invoice?.documentKind === 'receipt';
  const result: Partial<Record<CorpusField, boolean>> = {};
  if (truth.issuer !== undefined) {
    const [issuer, payee] = [normalise(truth.issuer), normalise(invoice?.payee)];
    result.payee = payee !== '' && (payee.includes(issuer) || issuer.includes(payee));
  }
  if (truth.invoiceNumber !== undefined) result.invoiceNumber = normalise(truth.invoiceNumber).replace(/^#/, '') === normalise(invoice?.invoiceNumber).replace(/^#/, '');
  if (truth.date !== undefined) result.billDate = truth.date === invoice?.billDate;
  if (truth.amountDueCents !== undefined) {
    result.totalAmount = truth.amountDueCents === invoice?.totalAmountCents;
    if (truth.amountCents !== undefined) result.total = truth.amountCents === invoice?.totalCents;
  } else if (truth.amountCents !== undefined) result.totalAmount = truth.amountCents === (receipt ? invoice.totalCents : invoice?.totalAmountCents);
  return result;
}
