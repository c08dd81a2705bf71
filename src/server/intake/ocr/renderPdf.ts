import { createCanvas } from '@napi-rs/canvas';
import { loadPdfJs, standardFontDataUrl, type PdfPage } from '../pdf/pdfjs';
import type { OcrLimits } from './limits';
import { prepareRendered, prepareScanned, type PageImage } from './pageImages';
import { scannerPicture } from './scannedPage';

/**
 * One page drawn at `dpi` on white, on @napi-rs/canvas (the canvas pdf.js itself depends on);
 * only its top `share` of the height when less than the whole page is wanted.
 */
export async function drawPage(page: PdfPage, dpi: number, share = 1) {
  const viewport = page.getViewport({ scale: dpi / 72 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height * share));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js types its canvas as the DOM's; @napi-rs/canvas implements what it draws with.
  type Render = Parameters<typeof page.render>[0];
  await page.render({ canvas: canvas as unknown as Render['canvas'], canvasContext: context as unknown as Render['canvasContext'], viewport }).promise;
  return { canvas, context };
}

export type RenderedPdf = { kind: 'pages'; pageCount: number; pages: PageImage[] } | { kind: 'refused'; reason: string };

/**
 * The first `maxPages` pages of a PDF drawn at `dpi` with pdf.js on @napi-rs/canvas (the canvas
 * pdf.js itself depends on), ready for OCR. A page too large to draw within `maxPixels` is drawn
 * at the resolution that fits.
 */
export async function renderPdfPages(bytes: Uint8Array, limits: OcrLimits): Promise<RenderedPdf> {
  const pdfjs = await loadPdfJs();
  // A picture past the pixel limit is left undecoded by pdf.js itself (its page is then blank).
  const task = pdfjs.getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, standardFontDataUrl: standardFontDataUrl(), maxImageSize: limits.maxPixels, verbosity: 0 });
  try {
    const doc = await task.promise;
    const pages: PageImage[] = [];
    for (let number = 1; number <= Math.min(doc.numPages, limits.maxPages); number++) {
      const page = await doc.getPage(number);
      const base = page.getViewport({ scale: 1 });
      const picture = await scannerPicture(page, pdfjs.OPS);
      // Drawing reads the page again from its start: what the look at it decoded goes first.
      page.cleanup();
      if (picture) {
        pages.push(await prepareScanned(picture, limits.dpi));
        continue;
      }
      const fit = Math.sqrt(limits.maxPixels / (base.width * base.height));
      const dpi = Math.min(limits.dpi, Math.floor(72 * fit));
      const { canvas, context } = await drawPage(page, dpi);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      pages.push(await prepareRendered(new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength), canvas.width, canvas.height, dpi));
      page.cleanup();
    }
    return { kind: 'pages', pageCount: doc.numPages, pages };
  } catch (error) {
    return { kind: 'refused', reason: `the PDF could not be drawn (${error instanceof Error ? error.message : String(error)})`.slice(0, 300) };
  } finally {
    await task.destroy().catch(() => undefined);
  }
}
