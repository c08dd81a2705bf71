import { printedBy } from '../helpers/outsideJest';

jest.setTimeout(60_000);

interface Seen {
  picture: { width: number; height: number; channels: string } | null;
  page: { width: number; height: number; pointsPerPixel: number; left: number; right: number } | null;
}

/**
 * pdf.js loads only outside jest's module system: the pages are looked at in a process of their
 * own, which prints what scannerPicture found and what renderPdfPages made of each PDF (with a
 * pixel of the left and of the right half of the page's middle row).
 */
function look(): Record<string, Seen> {
  const script = `
    const { PDFDocument, degrees, pushGraphicsState, popGraphicsState, concatTransformationMatrix, drawObject } = require('pdf-lib');
    const { loadPdfJs } = require('./src/server/intake/pdf/pdfjs');
    const { scannerPicture } = require('./src/server/intake/ocr/scannedPage');
    const { renderPdfPages } = require('./src/server/intake/ocr/renderPdf');
    const { defaultOcrLimits } = require('./src/server/intake/ocr/limits');
    const { generateInvoicePdf } = require('./test/support/invoices');
    const { scanOf } = require('./test/support/invoices/scans');

    // A Letter page holding one 1-bit picture, its left half black, drawn over the page.
    async function bilevel(width, height) {
      const rowBytes = Math.ceil(width / 8);
      const bits = new Uint8Array(rowBytes * height).fill(0xff);
      for (let y = 0; y < height; y++) for (let x = 0; x < width / 2; x++) bits[y * rowBytes + (x >> 3)] &= ~(0x80 >> (x & 7));
      const doc = await PDFDocument.create();
      const page = doc.addPage([612, 792]);
      const ref = doc.context.register(doc.context.flateStream(bits, { Type: 'XObject', Subtype: 'Image', Width: width, Height: height, ColorSpace: 'DeviceGray', BitsPerComponent: 1 }));
      const name = page.node.newXObject('Im0', ref);
      page.pushOperators(pushGraphicsState(), concatTransformationMatrix(612, 0, 0, 792, 0, 0), drawObject(name), popGraphicsState());
      return doc.save();
    }

    async function pictureAt(png, x, y, width, height) {
      const doc = await PDFDocument.create();
      const image = await doc.embedPng(png);
      doc.addPage([612, 792]).drawImage(image, { x, y, width, height });
      return doc.save();
    }

    (async () => {
      const pdfjs = await loadPdfJs();
      const generated = await generateInvoicePdf('landscaping', 31);
      const scan = await scanOf(generated.pdf, 'pdf', { degrees: 0 });
      const png = await scanOf(generated.pdf, 'png', { degrees: 0 });
      const turned = await PDFDocument.load(scan);
      turned.getPage(0).setRotation(degrees(90));
      const files = {
        scan,
        text: generated.pdf,
        turned: await turned.save(),
        small: await pictureAt(png, 100, 100, 306, 396),
        shifted: await pictureAt(png, 306, 0, 612, 792),
        bilevel: await bilevel(1700, 2200),
        fax: await bilevel(1700, 1100),
      };
      const seen = {};
      for (const [name, bytes] of Object.entries(files)) {
        const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise;
        const found = await scannerPicture(await doc.getPage(1), pdfjs.OPS);
        await doc.destroy();
        const drawn = await renderPdfPages(bytes.slice(), defaultOcrLimits);
        const page = drawn.kind === 'pages' ? drawn.pages[0] : null;
        const pixel = (x) => page.pgm[page.pgm.length - page.width * page.height + Math.floor(page.height / 2) * page.width + x];
        seen[name] = {
          picture: found && { width: found.width, height: found.height, channels: String(found.channels) },
          page: page && { width: page.width, height: page.height, pointsPerPixel: page.pointsPerPixel, left: pixel(Math.floor(page.width / 4)), right: pixel(Math.floor((3 * page.width) / 4)) },
        };
      }
      console.log(JSON.stringify(seen));
    })();
  `;
  return printedBy<Record<string, Seen>>(script);
}

describe('a scanned PDF page', () => {
  let seen: Record<string, Seen>;
  beforeAll(() => {
    seen = look();
  });

  it("is read from the scanner's own picture, scaled from its 200 dpi to the 250 dpi OCR reads at", () => {
    expect(seen.scan!.picture).toEqual({ width: 1700, height: 2200, channels: '3' });
    expect(seen.scan!.page).toMatchObject({ width: 2125, height: 2750, pointsPerPixel: 612 / 2125 });
  });

  it('is read from a picture of one bit a pixel, black where its bits are clear', () => {
    expect(seen.bilevel!.picture).toEqual({ width: 1700, height: 2200, channels: 'bits' });
    expect(seen.bilevel!.page).toMatchObject({ width: 2125, height: 2750, left: 0, right: 255 });
  });

  it("is stretched to square pixels when the scanner's were not (a fax's are twice as tall as wide)", () => {
    expect(seen.fax!.picture).toEqual({ width: 1700, height: 1100, channels: 'bits' });
    expect(seen.fax!.page).toMatchObject({ width: 2125, height: 2750, left: 0, right: 255 });
  });

  it('is drawn when it is not one upright picture over the whole page', () => {
    expect(seen.text!.picture).toBeNull();
    expect(seen.turned!.picture).toBeNull();
    expect(seen.small!.picture).toBeNull();
    expect(seen.shifted!.picture).toBeNull();
    // Drawn at 250 dpi: a Letter page is 2125 pixels wide, or 2750 turned.
    expect(seen.turned!.page).toMatchObject({ width: 2750, height: 2125 });
    expect(seen.small!.page).toMatchObject({ width: 2125, height: 2750 });
    expect(seen.shifted!.page).toMatchObject({ width: 2125, height: 2750 });
  });
});
