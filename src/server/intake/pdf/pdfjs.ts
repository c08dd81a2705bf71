import path from 'node:path';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs' with { 'resolution-mode': 'import' };

export type PdfJs = typeof PdfJsModule;
export type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
export type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

let loaded: Promise<PdfJs> | null = null;

/**
 * pdf.js ships ES modules only; this file compiles to CommonJS, where TypeScript (module NodeNext)
 * keeps `await import()` as a real dynamic import. Loaded once per worker thread.
 *
 * The legacy build (the one for Node) carries core-js, which finds two faults in Node 20's
 * Array.prototype.push (lengths past 2^32, and a push onto an array whose length is read-only
 * that does not throw) and swaps in its own, several times slower, for the whole thread: a sixth
 * of a page's reading went to it. Nothing here meets either case, so the native push is put
 * back once both halves of pdf.js are loaded. The worker half is loaded first, here: it hands
 * itself to pdf.js (as globalThis.pdfjsWorker), which would otherwise import it on the first
 * document and swap push again.
 */
export function loadPdfJs(): Promise<PdfJs> {
  loaded ??= (async () => {
    const nativePush = Array.prototype.push;
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    Array.prototype.push = nativePush;
    return pdfjs;
  })();
  return loaded;
}

/** Drawing a page (for OCR) needs the standard fonts' programs; reading its text does not. */
export function standardFontDataUrl(): string {
  return path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;
}
