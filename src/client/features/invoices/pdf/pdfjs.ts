import type * as PdfJsModule from 'pdfjs-dist';

export type PdfJs = typeof PdfJsModule;
export type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
export type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

let loading: Promise<PdfJs> | null = null;

/**
 * pdf.js, fetched the first time a PDF is shown: the library and its worker are chunks of their
 * own ("pdfjs" and "pdfjs-worker"), so neither the sign-in screen nor the lists ever load them.
 * webpack builds the worker from `new Worker(new URL(…, import.meta.url))`, the form pdfjs-dist's
 * own webpack entry uses; one worker serves every document this page opens. A chunk that failed
 * to load (the network dropped) is asked for again the next time.
 */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerPort ??= new Worker(/* webpackChunkName: "pdfjs-worker" */ new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url), { type: 'module' });
    return pdfjs;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
