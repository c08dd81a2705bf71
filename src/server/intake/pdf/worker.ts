import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { cleanStrings } from '../../cleanText';
import { analyzePdf } from './analyzePdf';
import { loadPdfJs } from './pdfjs';
import type { PdfOutcome } from './types';
import type { AnalyzeRequest, AnalyzeResponse } from './workerProtocol';

/** A worker thread of the PDF pool: pdf.js is loaded once, then PDFs are analysed one at a time. */
const port = parentPort;
if (!port) throw new Error('worker.ts runs as a worker thread of the PDF pool');

// On Linux a priority set from a thread applies to that thread alone: PDF work yields the CPU
// to the API's event loop, so reviewers' requests stay fast during an intake burst.
try {
  setPriority(19);
} catch {
  // Some platforms refuse; the pool still works at normal priority.
}

// Loading pdf.js before the first PDF arrives keeps that cost out of the first job's time limit.
void loadPdfJs().catch(() => undefined);

port.on('message', (request: AnalyzeRequest) => {
  void analyze(request).then((outcome) => port.postMessage({ id: request.id, outcome } satisfies AnalyzeResponse));
});

async function analyze(request: AnalyzeRequest): Promise<PdfOutcome> {
  try {
    // A PDF's text may hold NUL and broken surrogates; what leaves the worker is stored as it is.
    return cleanStrings(await analyzePdf(request.pdf, request.hints, request.limits)) as PdfOutcome;
  } catch (error) {
    return { kind: 'broken', reason: error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : 'unreadable PDF' };
  }
}
