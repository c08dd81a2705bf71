import { createRequire } from 'node:module';
import path from 'node:path';
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof PdfJsModule;

let pdfjs: Promise<PdfJs> | undefined;

function fontDirectory(): string {
  const require = createRequire(import.meta.url);
  return `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;
}

/** Every page of a PDF drawn on a white canvas at `dpi`. */
export async function rasterize(bytes: Uint8Array, dpi: number): Promise<Canvas[]> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  const { getDocument } = await pdfjs;
  // pdf.js takes ownership of the buffer it is given, so it gets a copy.
  const doc = await getDocument({ data: bytes.slice(), standardFontDataUrl: fontDirectory(), disableFontFace: true, verbosity: 0 }).promise;
  try {
    const pages: Canvas[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: dpi / 72 });
      const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      // pdf.js is typed for the DOM canvas; @napi-rs/canvas is the one it uses under Node.
      await page.render({
        canvas: canvas as unknown as HTMLCanvasElement,
        canvasContext: context as unknown as CanvasRenderingContext2D,
        viewport,
      }).promise;
      pages.push(canvas);
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
