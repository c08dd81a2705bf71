import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPdfPool } from '../../../src/server/intake/pdf/pdfPool';
import type { PdfAnalyzer, PdfOutcome } from '../../../src/server/intake/pdf/types';
import { generateInvoiceSet, LAYOUT_IDS } from '../../support/invoices';
import { scoreOutcome } from '../../support/invoices/score';
import { byteSoup, encryptedPdf, facturXPdf, scannedPdf } from '../../support/invoices/special';

jest.setTimeout(60_000);

function invoicesOf(outcome: PdfOutcome) {
  if (outcome.kind !== 'invoices') throw new Error(`expected invoices, got ${JSON.stringify(outcome)}`);
  return outcome.invoices;
}

describe('PDF pool', () => {
  let pool: PdfAnalyzer;
  beforeAll(() => {
    pool = createPdfPool({ size: 2 });
  });
  afterAll(() => pool.close());

  it('reads every generated layout, queueing more PDFs than it has workers', async () => {
    const set = await generateInvoiceSet({ seed: 20240601, count: LAYOUT_IDS.length * 2 });
    const outcomes = await Promise.all(set.map((generated) => pool.analyze(generated.pdf)));
    const wrong: string[] = [];
    outcomes.forEach((outcome, index) => {
      const generated = set[index]!;
      // A statement of account alone holds no bill: the pool says so instead of inventing one.
      if (generated.expected.length === 0) expect(outcome).toMatchObject({ kind: 'not-a-bill', documentKind: 'statement' });
      else expect(invoicesOf(outcome)).toHaveLength(generated.expected.length);
      scoreOutcome(generated.expected, outcome).forEach((scores, position) => {
        for (const [field, right] of Object.entries(scores)) if (!right) wrong.push(`${generated.layout} #${index}.${position} ${field}`);
      });
    });
    expect(wrong).toEqual([]);
  });

  it('splits a PDF of three invoices by page', async () => {
    const [multi] = await generateInvoiceSet({ seed: 77, count: 1, layouts: ['multi'] });
    const invoices = invoicesOf(await pool.analyze(multi!.pdf));
    expect(invoices.map((invoice) => [invoice.pageNumber, invoice.pageCount])).toEqual([[1, 1], [2, 1], [3, 1]]);
    expect(invoices.map((invoice) => invoice.invoiceNumber)).toEqual(multi!.expected.map((expected) => expected.invoiceNumber));
  });

  it('keeps "Page 1 of 2" together as one invoice', async () => {
    const [long] = await generateInvoiceSet({ seed: 78, count: 1, layouts: ['two-page'] });
    const invoices = invoicesOf(await pool.analyze(long!.pdf));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ pageNumber: 1, pageCount: 2, totalAmountCents: long!.expected[0]!.totalAmountCents });
  });

  it('says a statement of account is no bill, and reads the invoice copies that follow one', async () => {
    const [alone, withCopies] = await Promise.all([1, 2].map(async (seed) => (await generateInvoiceSet({ seed, count: 1, layouts: ['statement'] }))[0]!));
    expect(await pool.analyze(alone!.pdf)).toMatchObject({ kind: 'not-a-bill', pageCount: 1, documentKind: 'statement', document: { documentKind: 'statement' } });
    const invoices = invoicesOf(await pool.analyze(withCopies!.pdf));
    expect(invoices.map((invoice) => [invoice.pageNumber, invoice.invoiceNumber])).toEqual(withCopies!.expected.map((expected) => [expected.pageNumber, expected.invoiceNumber]));
  });

  it("applies a reviewer's correction to a bill that shows the same evidence, and not to another vendor's", async () => {
    const [plumbing] = await generateInvoiceSet({ seed: 5, count: 1, layouts: ['plumbing'] });
    const [landscaping] = await generateInvoiceSet({ seed: 5, count: 1, layouts: ['landscaping'] });
    const [read] = invoicesOf(await pool.analyze(plumbing!.pdf.slice()));
    expect(read!.evidence.layout.length).toBeGreaterThan(10);
    const hints = [
      { field: 'payee' as const, value: 'Keystone Plumbing (Lockbox)', source: read!.invoiceNumber!, evidence: read!.evidence },
      { field: 'glAccount' as const, value: '6410', source: read!.invoiceNumber!, evidence: read!.evidence },
    ];
    const [again] = invoicesOf(await pool.analyze(plumbing!.pdf.slice(), hints));
    expect(again).toMatchObject({ payee: 'Keystone Plumbing (Lockbox)', glAccount: '6410', confidence: expect.objectContaining({ payee: 0.9, glAccount: 0.9 }) });
    expect(again!.reasons.payee).toBe(`learned from your correction of invoice ${read!.invoiceNumber}: the same name read, the same layout`);
    const [other] = invoicesOf(await pool.analyze(landscaping!.pdf.slice(), hints));
    expect(other!.payee).not.toBe('Keystone Plumbing (Lockbox)');
    expect(other!.glAccount).not.toBe('6410');
  });

  it("reads a bill written in an e-mail's body in a worker thread, with its portal links", async () => {
    const html = '<table><tr><td>Invoice #</td><td>SW-1001</td></tr><tr><td>Amount due</td><td>$49.00</td></tr><tr><td>Due date</td><td>2024-03-30</td></tr></table><p><a href="https://app.stackwise.example/billing">Pay invoice</a></p><p>Stackwise Software Inc.</p>';
    const reading = await pool.analyzeBody({ html, text: null, senderName: 'Stackwise' });
    expect(reading.links).toEqual(['https://app.stackwise.example/billing']);
    expect(invoicesOf(reading.outcome)[0]).toMatchObject({ source: 'body', invoiceNumber: 'SW-1001', totalAmountCents: 4900, dueDate: '2024-03-30', payee: 'Stackwise Software Inc.' });
  });

  it('takes the fields of a Factur-X invoice from its embedded XML', async () => {
    const pdf = await facturXPdf({ seller: 'Lakeshore Gas & Electric', number: 'FX-2024-118', issued: '2024-03-05', due: '2024-04-04', total: '412.80', lineName: 'Electric service March' });
    const [invoice] = invoicesOf(await pool.analyze(pdf));
    expect(invoice).toMatchObject({ source: 'zugferd', payee: 'Lakeshore Gas & Electric', invoiceNumber: 'FX-2024-118', billDate: '2024-03-05', dueDate: '2024-04-04', totalAmountCents: 41280, totalCents: 41280 });
    expect(invoice!.lineItems).toEqual([expect.objectContaining({ description: 'Electric service March', amountCents: 41280 })]);
  });

  it('reports an encrypted PDF, a scan without text and byte soup', async () => {
    const [encrypted, scanned, soup] = await Promise.all([pool.analyze(await encryptedPdf()), pool.analyze(await scannedPdf()), pool.analyze(byteSoup(9))]);
    expect(encrypted).toEqual({ kind: 'encrypted' });
    expect(scanned).toEqual({ kind: 'no-text', pageCount: 1 });
    expect(soup).toMatchObject({ kind: 'broken', reason: expect.any(String) });
  });

  it('sends a bill scanned onto its first page, with printed terms behind it, to OCR; a printed bill behind a scanned cover is read', async () => {
    const terms = ['Payment Options', 'We accept Visa, MasterCard and Discover at both payment locations and online.', 'Delinquent invoices will be assessed a penalty of five percent.'];
    expect(await pool.analyze(await scannedPdf([terms]))).toEqual({ kind: 'no-text', pageCount: 2 });
    const bill = ['INVOICE', 'Harbour Plumbing LLC', 'Invoice No: HP-1042', 'Invoice Date: 03/05/2024', 'Amount Due: $412.80'];
    expect(invoicesOf(await pool.analyze(await scannedPdf([bill])))[0]).toMatchObject({ invoiceNumber: 'HP-1042', totalAmountCents: 41280 });
  });
});

it('refuses work once closed', async () => {
  const closed = createPdfPool({ size: 1 });
  await closed.close();
  await expect(closed.analyze(byteSoup(1))).rejects.toThrow('closed');
});

describe('PDF pool with misbehaving workers', () => {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'pdf-pool-'));
  const wrapper = path.join(directory, 'misbehavingWorker.cjs');
  // Registered before the real worker's listener, so it sees each request first.
  writeFileSync(
    wrapper,
    `const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ input: { pdf } }) => {
  const head = Buffer.from(pdf.buffer, pdf.byteOffset, 5).toString('latin1');
  if (head === 'CRASH') process.exit(7);
  if (head === 'HANG!') for (;;);
});
require(${JSON.stringify(path.resolve(__dirname, '../../../src/server/intake/pdf/worker.ts'))});
`,
  );
  // Long enough for a fresh worker to load pdf.js and read a page on a loaded machine.
  const pool = createPdfPool({ size: 1, jobTimeoutMs: 8_000, workerFile: wrapper });
  afterAll(async () => {
    await pool.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const marked = (mark: string) => new TextEncoder().encode(`${mark}${'x'.repeat(100)}`);

  it('answers broken for a job whose worker crashed, and carries on with a new worker', async () => {
    const [plumbing] = await generateInvoiceSet({ seed: 11, count: 1, layouts: ['plumbing'] });
    const [crashed, after] = await Promise.all([pool.analyze(marked('CRASH')), pool.analyze(plumbing!.pdf)]);
    expect(crashed).toEqual({ kind: 'broken', reason: expect.stringContaining('exit code 7') });
    expect(invoicesOf(after)[0]!.invoiceNumber).toBe(plumbing!.expected[0]!.invoiceNumber);
  });

  it('kills a worker that overruns the time limit, and carries on with a new worker', async () => {
    const [modern] = await generateInvoiceSet({ seed: 12, count: 1, layouts: ['modern'] });
    const [hung, after] = await Promise.all([pool.analyze(marked('HANG!')), pool.analyze(modern!.pdf)]);
    expect(hung).toEqual({ kind: 'broken', reason: expect.stringContaining('gave up') });
    expect(invoicesOf(after)[0]!.invoiceNumber).toBe(modern!.expected[0]!.invoiceNumber);
  });
});
