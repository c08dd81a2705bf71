import { useEffect, useState } from 'react';
import type { PageSize } from './pageLayout';
import type { PdfDocument } from './pdfjs';

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'ready'; doc: PdfDocument; sizes: PageSize[] }
  | { status: 'failed'; message: string };

/** What a reviewer is told when pdf.js cannot show the file; the full-screen link still opens it. */
export const PDF_FAILED = 'The PDF could not be displayed here.';
export const PDF_PASSWORD = 'This PDF is protected by a password and cannot be displayed here.';

function decode(base64: string): Uint8Array {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * How long an invoice stays on screen before its PDF is opened. Opening and drawing a page takes
 * the main thread 40-60 ms (the canvas's paint and commit most of it); a reviewer pressing x as
 * soon as the fields show would wait for the PDF of an invoice already left (bench:review).
 */
export const PDF_DWELL_MS = 120;

const afterDwell = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, PDF_DWELL_MS)));

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.name === 'PasswordException') return PDF_PASSWORD;
  return PDF_FAILED;
}

/**
 * The PDF opened by pdf.js, with every page's size (so the frame lays out all pages before any is
 * drawn). The document is destroyed when the PDF changes or the viewer goes.
 */
export function usePdfDocument(base64: string): PdfDocumentState {
  const [state, setState] = useState<{ source: string; value: PdfDocumentState } | null>(null);
  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | null = null;
    setState({ source: base64, value: { status: 'loading' } });
    const opening = (async () => {
      try {
        // After the page has been drawn and looked at: a reviewer moving to the next invoice sees its fields first.
        await afterDwell();
        if (cancelled) return;
        // Imported here, not at the top: pdf.js's loader reaches it only when a PDF is shown.
        const { loadPdfJs } = await import(/* webpackMode: "eager" */ './pdfjs');
        const pdfjs = await loadPdfJs();
        if (cancelled) return;
        // No eval (the page's Content-Security-Policy forbids it); pdf.js moves the bytes to its worker.
        const task = pdfjs.getDocument({ data: decode(base64), isEvalSupported: false });
        destroy = () => task.destroy();
        const doc = await task.promise;
        const sizes: PageSize[] = [];
        for (let number = 1; number <= doc.numPages; number++) {
          const page = await doc.getPage(number);
          const { width, height } = page.getViewport({ scale: 1 });
          sizes.push({ width, height });
          if (cancelled) return;
        }
        if (!cancelled) setState({ source: base64, value: { status: 'ready', doc, sizes } });
      } catch (error) {
        if (!cancelled) setState({ source: base64, value: { status: 'failed', message: reasonOf(error) } });
      }
    })();
    // Destroyed once the opening has stopped: a document destroyed while pdf.js still answers
    // one of its requests makes the worker's answer throw ("Cannot resolve callback") in the page.
    return () => {
      cancelled = true;
      void opening.then(() => destroy?.()).catch(() => undefined);
    };
  }, [base64]);
  // A state left from an earlier PDF is not this one's.
  return state && state.source === base64 ? state.value : { status: 'loading' };
}
