import path from 'node:path';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs' with { 'resolution-mode': 'import' };

type PdfJs = typeof PdfJsModule;

let loaded: Promise<PdfJs> | null = null;

/**
 * pdf.js ships ES modules only; this file compiles to CommonJS, where TypeScript (module NodeNext)
 * keeps `await import()` as a real dynamic import. Loaded once per worker thread.
 */
export function loadPdfJs(): Promise<PdfJs> {
  loaded ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return loaded;
}

/** Drawing a page (for OCR) needs the standard fonts' programs; reading its text does not. */
export function standardFontDataUrl(): string {
  return path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;
}
