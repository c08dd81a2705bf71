import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { parentPort, workerData } from 'node:worker_threads';
import { drawPage } from '../../../src/server/intake/ocr/renderPdf';
import type { ScanRequest } from './scans';

/*
 * Runs in a thread of its own (see scans.ts): pdf.js ships ES modules only, which jest's
 * module system cannot load, while Node with tsx loads them natively.
 */
async function drawPages(pdf: Uint8Array, dpi: number, degrees: number): Promise<Buffer[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: pdf, isEvalSupported: false, verbosity: 0, disableFontFace: true }).promise;
  const pages: Buffer[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const { canvas } = await drawPage(page, dpi);
    pages.push(await sharp(canvas.toBuffer('image/png')).rotate(degrees, { background: '#ffffff' }).resize(canvas.width, canvas.height, { fit: 'cover' }).png().toBuffer());
  }
  await doc.destroy();
  return pages;
}

async function scan({ pdf, format, dpi, degrees }: ScanRequest): Promise<Uint8Array> {
  const pages = await drawPages(pdf, dpi, degrees);
  if (format === 'pdf') {
    const doc = await PDFDocument.create();
    for (const page of pages) {
      const image = await doc.embedPng(page);
      doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
    }
    return doc.save();
  }
  if (format === 'tiff') return new Uint8Array(await (pages.length > 1 ? sharp(pages, { join: { animated: true } }) : sharp(pages[0])).tiff().toBuffer());
  const first = sharp(pages[0]);
  return new Uint8Array(await (format === 'png' ? first.png() : first.jpeg({ quality: 80 })).toBuffer());
}

void scan(workerData as ScanRequest).then(
  (bytes) => parentPort?.postMessage({ bytes }),
  (error: unknown) => parentPort?.postMessage({ error: String(error) }),
);
