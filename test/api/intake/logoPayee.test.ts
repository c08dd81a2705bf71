import { createOcrPool, type ScanReader } from '../../../src/server/intake/ocr/ocrPool';
import { createPdfPool } from '../../../src/server/intake/pdf/pdfPool';
import type { PdfAnalyzer, PdfOutcome } from '../../../src/server/intake/pdf/types';
import { readPdf } from '../../../src/server/intake/pipeline/analyse';
import { logoBill } from '../../support/invoices/special';

jest.setTimeout(120_000);

const invoiceOf = (outcome: PdfOutcome) => {
  if (outcome.kind !== 'invoices') throw new Error(`expected invoices, got ${JSON.stringify(outcome)}`);
  return outcome.invoices[0]!;
};

describe('a payee only in the logo', () => {
  let pdf: PdfAnalyzer;
  let ocr: ScanReader;
  beforeAll(() => {
    pdf = createPdfPool({ size: 1 });
    ocr = createOcrPool({ size: 1 });
  });
  afterAll(async () => {
    await ocr.close();
    await pdf.close();
  });

  it('is read by OCR from the picture, with every other field as the text layer gives it, and shown as a guess to check', async () => {
    const bytes = await logoBill('Brightwater Plumbing');
    const textOnly = invoiceOf(await readPdf(pdf, null, () => bytes.slice()));
    expect(textOnly.payee).toBeNull();

    const read = invoiceOf(await readPdf(pdf, ocr, () => bytes.slice()));
    expect(read.payee).toBe('Brightwater Plumbing');
    expect(read.confidence.payee).toBeGreaterThan(0);
    expect(read.confidence.payee).toBeLessThan(0.9);
    expect(read.reasons.payee).toMatch(/logo/);
    expect(read.boxes?.payee?.page).toBe(1);
    const { payee: _payee, confidence: _confidence, reasons: _reasons, boxes: _boxes, ...rest } = read;
    const { payee: _p, confidence: _c, reasons: _r, boxes: _b, ...restOfText } = textOnly;
    expect(rest).toEqual(restOfText);
  });

  it('reads nothing from a page whose top holds no picture: the text painted over leaves no ink', async () => {
    const bytes = await logoBill(null);
    expect(await ocr.pictured(bytes.slice(), [1])).toEqual([]);
    expect(invoiceOf(await readPdf(pdf, ocr, () => bytes.slice())).payee).toBeNull();
  });

  it('gives no lines for a file that is not a PDF, rather than failing', async () => {
    expect(await ocr.pictured(new TextEncoder().encode('%PDF-1.7 broken'), [1])).toEqual([]);
  });
});
