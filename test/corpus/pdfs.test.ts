import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createPdfPool } from '../../src/server/intake/pdf/pdfPool';
import type { PdfOutcome } from '../../src/server/intake/pdf/types';
import { generateInvoiceSet } from '../support/invoices';
import { listPdfs, requireCorpus } from '../support/invoices/corpus';

/** Odd PDFs from pdf.js's test suite (broken xref, fuzzed, encrypted, scripts): none may crash or hang a worker. */
const directory = requireCorpus(path.resolve(__dirname, '..', '..'), 'pdfs');
const files = listPdfs(directory);
const pool = createPdfPool({ size: 2, jobTimeoutMs: 30_000 });
afterAll(() => pool.close());

const answers = new Map<string, Promise<PdfOutcome>>(files.map((file) => [file, pool.analyze(new Uint8Array(readFileSync(file)))]));

it('finds the odd PDFs', () => {
  expect(files.length).toBeGreaterThanOrEqual(30);
});

it.each(files.map((file) => [path.basename(file), file]))('%s is handled without a crash or a hang', async (_name, file) => {
  const outcome = await answers.get(file)!;
  expect(['invoices', 'no-invoice', 'no-text', 'encrypted', 'broken']).toContain(outcome.kind);
  // Those reasons come from the pool, when a worker died or overran: the reader did not handle the file.
  if (outcome.kind === 'broken') expect(outcome.reason).not.toMatch(/PDF reader|gave up/);
});

it('still reads an invoice after all of them', async () => {
  await Promise.all(answers.values());
  const [invoice] = await generateInvoiceSet({ seed: 3, count: 1, layouts: ['hvac'] });
  const outcome = await pool.analyze(invoice!.pdf);
  expect(outcome).toMatchObject({ kind: 'invoices', invoices: [expect.objectContaining({ invoiceNumber: invoice!.expected[0]!.invoiceNumber })] });
});
