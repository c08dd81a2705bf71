import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { createOcrPool, type ScanReader } from '../../../src/server/intake/ocr/ocrPool';
import { fileKindOf } from '../../../src/server/intake/ocr/fileKind';
import type { PdfOutcome } from '../../../src/server/intake/pdf/types';
import { generateInvoicePdf } from '../../support/invoices';
import { scanOf } from '../../support/invoices/scans';

jest.setTimeout(120_000);

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const frame = Buffer.alloc(8 + data.length + 4);
  frame.writeUInt32BE(data.length, 0);
  body.copy(frame, 4);
  frame.writeUInt32BE(crc32(body), 8 + data.length);
  return frame;
}

function firstInvoice(outcome: PdfOutcome) {
  if (outcome.kind !== 'invoices') throw new Error(`expected invoices, got ${JSON.stringify(outcome)}`);
  return outcome.invoices[0]!;
}

describe('OCR pool', () => {
  let ocr: ScanReader;
  beforeAll(() => {
    ocr = createOcrPool({ size: 1, limits: { maxPages: 2 } });
  });
  afterAll(() => ocr.close());

  it.each(['pdf', 'png', 'jpeg', 'tiff'] as const)('reads a crooked 200 dpi scan sent as %s with the layout logic of text PDFs', async (format) => {
    const generated = await generateInvoicePdf('landscaping', 4242);
    const scan = await scanOf(generated.pdf, format, { degrees: format === 'jpeg' ? -2.5 : 1.5 });
    const kind = fileKindOf(scan);
    expect(kind).toBe(format);
    const outcome = await ocr.read(scan, kind!);
    const invoice = firstInvoice(outcome);
    const want = generated.expected[0]!;
    expect({ number: invoice.invoiceNumber, total: invoice.totalAmountCents, billDate: invoice.billDate }).toEqual({ number: want.invoiceNumber, total: want.totalAmountCents, billDate: want.billDate });
    expect(invoice.source).toBe('ocr');
    expect(outcome).toMatchObject({ ocr: { pagesRead: 1, confidence: expect.any(Number) } });
    // Read by OCR, nothing is certain.
    expect(Math.max(...Object.values(invoice.confidence))).toBeLessThan(0.95);
  });

  it('reads a picture whose text lies on transparent ground as if printed on white paper', async () => {
    const generated = await generateInvoicePdf('landscaping', 4243);
    const scan = await scanOf(generated.pdf, 'png', { degrees: 0 });
    const { data, info } = await sharp(scan).grayscale().raw().toBuffer({ resolveWithObject: true });
    // Black ink whose opacity is the scan's darkness: every pixel's colour is black.
    const rgba = Buffer.alloc(info.width * info.height * 4);
    for (let i = 0; i < info.width * info.height; i++) rgba[i * 4 + 3] = 255 - data[i * info.channels]!;
    const transparent = await sharp(rgba, { raw: { width: info.width, height: info.height, channels: 4 } }).png().toBuffer();
    const invoice = firstInvoice(await ocr.read(new Uint8Array(transparent), 'png'));
    expect(invoice.invoiceNumber).toBe(generated.expected[0]!.invoiceNumber);
  });

  it('is no surer of a scanned quote being a quote than of any field it reads', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    const lines: [string, number, number, number][] = [
      ['Harbor Roofing Co.', 50, 720, 20],
      ['QUOTATION', 400, 720, 20],
      ['Quote No: Q-2291', 400, 690, 11],
      ['Date: 03/14/2026', 400, 674, 11],
      ['Valid until: 04/13/2026', 400, 658, 11],
      ['This is a quotation, not an invoice. Please do not pay.', 50, 600, 11],
      ['Replace flashing, Building C', 50, 560, 11],
      ['Estimated total: $4,250.00', 380, 520, 12],
    ];
    for (const [text, x, y, size] of lines) page.drawText(text, { x, y, size, font });
    const scan = await scanOf(await doc.save(), 'png', { degrees: 1 });
    const outcome = await ocr.read(scan, 'png');
    expect(outcome).toMatchObject({ kind: 'not-a-bill', documentKind: 'quote', ocr: { pagesRead: 1 } });
    if (outcome.kind !== 'not-a-bill') return;
    expect(outcome.document.source).toBe('ocr');
    expect(Math.max(...Object.values(outcome.document.confidence))).toBeLessThan(0.95);
  });

  it('reads the pages of a multi-page TIFF up to its page limit and says how many there were', async () => {
    const generated = await generateInvoicePdf('two-page', 99);
    const one = await scanOf(generated.pdf, 'png');
    const three = await scanOf((await generateInvoicePdf('plumbing', 5)).pdf, 'tiff');
    expect(fileKindOf(one)).toBe('png');
    const outcome = await ocr.read(await scanOf(generated.pdf, 'tiff'), 'tiff');
    expect(outcome).toMatchObject({ pageCount: 2, ocr: { pagesRead: 2 } });
    expect((await ocr.read(three, 'tiff')).kind).toBe('invoices');
  });

  it('reads a 500-page scan only up to its page limit, and says how many pages it had', async () => {
    const page = await scanOf((await generateInvoicePdf('plumbing', 7)).pdf, 'jpeg');
    const pdf = await PDFDocument.create();
    const image = await pdf.embedJpg(page);
    for (let n = 0; n < 500; n++) pdf.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
    // Two pages drawn and read, not five hundred.
    expect(await ocr.read(await pdf.save(), 'pdf')).toMatchObject({ kind: 'invoices', pageCount: 500, ocr: { pagesRead: 2 } });
  });

  it('refuses what it must not decode, with a reason, and keeps working', async () => {
    // A PNG that says it is 20,000 x 20,000 pixels: refused from its header, never decoded.
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000, 0);
    header.writeUInt32BE(20_000, 4);
    header.set([8, 0, 0, 0, 0], 8);
    const huge = new Uint8Array(Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(20_001))), pngChunk('IEND', Buffer.alloc(0))]));
    expect(await ocr.read(huge, 'png')).toEqual({ kind: 'broken', reason: expect.stringMatching(/20000 x 20000 pixels, more than the 60 megapixels/) });
    expect(await ocr.read(new Uint8Array(0), 'png')).toEqual({ kind: 'broken', reason: expect.stringMatching(/^not a readable picture/) });
    expect(await ocr.read(new TextEncoder().encode('%PDF-1.4 garbage'), 'pdf')).toEqual({ kind: 'broken', reason: expect.stringMatching(/could not be drawn/) });
    const generated = await generateInvoicePdf('hvac', 4242);
    expect(firstInvoice(await ocr.read(await scanOf(generated.pdf, 'png'), 'png')).invoiceNumber).toBe(generated.expected[0]!.invoiceNumber);
  });
});
