/** @jest-environment node */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { FieldBox } from '../../../../src/shared/contract/invoices';
import { createOcrPool } from '../../../../src/server/intake/ocr/ocrPool';
import { createPdfPool } from '../../../../src/server/intake/pdf/pdfPool';
import type { ExtractedInvoice, PdfOutcome } from '../../../../src/server/intake/pdf/types';
import { scanOf } from '../../../support/invoices/scans';

/*
 * Field boxes read from real PDFs: pdf.js reads them in the PDF pool's threads (and tesseract in
 * the OCR pool's), which load outside jest's module system. A point in pdf-lib's space (from the
 * bottom-left corner, in points) is where the box must lie, from the top-left, as fractions.
 */
jest.setTimeout(120_000);

const [WIDTH, HEIGHT] = [612, 792];
const SIZE = 12;

interface Printed {
  /** Left and right edges of the value, and its baseline, in points from the top-left corner. */
  left: number;
  right: number;
  baseline: number;
}

/** An invoice of one page; where its amount due and its number are printed, from the top-left. */
async function invoicePdf(): Promise<{ pdf: Uint8Array; total: Printed; number: Printed }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([WIDTH, HEIGHT]);
  const lines: [string, number, number, number][] = [
    ['Harbor Roofing Co.', 50, 720, 20],
    ['INVOICE', 430, 720, 20],
    ['Invoice No:', 380, 680, SIZE],
    ['HR-20931', 470, 680, SIZE],
    ['Date: 03/14/2026', 380, 662, SIZE],
    ['Bill To: Oakwood Property Management', 50, 620, SIZE],
    ['Replace flashing, Building C', 50, 520, SIZE],
    ['Subtotal', 50, 470, SIZE],
    ['$1,234.56', 480, 470, SIZE],
  ];
  for (const [text, x, y, size] of lines) page.drawText(text, { x, y, size, font });
  // The label and the amount in one run, as many producers write a totals row.
  const label = 'Amount Due: ';
  const amount = '$1,234.56';
  page.drawText(label + amount, { x: 380, y: 150, size: SIZE, font });
  const start = 380 + font.widthOfTextAtSize(label, SIZE);
  const total = { left: start, right: start + font.widthOfTextAtSize(amount, SIZE), baseline: HEIGHT - 150 };
  const number = { left: 470, right: 470 + font.widthOfTextAtSize('HR-20931', SIZE), baseline: HEIGHT - 680 };
  return { pdf: await doc.save(), total, number };
}

function firstInvoice(outcome: PdfOutcome): ExtractedInvoice {
  if (outcome.kind !== 'invoices') throw new Error(`expected invoices, got ${JSON.stringify(outcome)}`);
  return outcome.invoices[0]!;
}

const holds = (box: FieldBox | undefined, x: number, y: number) => {
  if (!box) return false;
  const [px, py] = [x / WIDTH, y / HEIGHT];
  return px >= box.x && px <= box.x + box.w && py >= box.y && py <= box.y + box.h;
};

/** The box holds the printed value (its first and last glyph, between baseline and cap height), and not much more. */
function expectAround(box: FieldBox | undefined, printed: Printed, slack: number) {
  expect(box).toBeDefined();
  const middle = printed.baseline - 0.35 * SIZE;
  expect(holds(box, printed.left + 2, middle)).toBe(true);
  expect(holds(box, printed.right - 2, middle)).toBe(true);
  expect(box!.page).toBe(1);
  expect(box!.x * WIDTH).toBeGreaterThan(printed.left - slack);
  expect((box!.x + box!.w) * WIDTH).toBeLessThan(printed.right + slack);
  expect(box!.h * HEIGHT).toBeLessThan(2.5 * SIZE);
}

describe('field boxes of a generated PDF', () => {
  let made: Awaited<ReturnType<typeof invoicePdf>>;
  beforeAll(async () => {
    made = await invoicePdf();
  });

  it('encloses the amount due, not its label, read from the text layer', async () => {
    const pool = createPdfPool({ size: 1 });
    try {
      const invoice = firstInvoice(await pool.analyze(new Uint8Array(made.pdf)));
      expect(invoice).toMatchObject({ source: 'text', totalAmountCents: 123456, invoiceNumber: 'HR-20931' });
      expectAround(invoice.boxes?.totalAmount, made.total, 6);
      expectAround(invoice.boxes?.invoiceNumber, made.number, 6);
      // The subtotal prints the same amount in the upper half of the page: not that one.
      expect(invoice.boxes!.totalAmount!.y).toBeGreaterThan(0.5);
    } finally {
      await pool.close();
    }
  });

  it('encloses the amount due read by OCR from a picture of the page', async () => {
    const ocr = createOcrPool({ size: 1, limits: { maxPages: 1 } });
    try {
      const scan = await scanOf(made.pdf, 'png', { degrees: 0 });
      const invoice = firstInvoice(await ocr.read(scan, 'png'));
      expect(invoice).toMatchObject({ source: 'ocr', totalAmountCents: 123456 });
      // OCR measures the words' pixels: a little looser than the text layer's metrics.
      expectAround(invoice.boxes?.totalAmount, made.total, 12);
    } finally {
      await ocr.close();
    }
  });
});
