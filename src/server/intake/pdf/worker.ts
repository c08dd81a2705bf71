import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { cleanStrings } from '../../cleanText';
import { analyzeBody } from '../body/analyzeBody';
import { serveThreadJobs } from '../threads/threadPool';
import { analyzePdf } from './analyzePdf';
import { loadPdfJs } from './pdfjs';
import type { AnalyzeInput, AnalyzeOutput } from './workerProtocol';

/** A worker thread of the PDF pool: pdf.js is loaded once, then PDFs (and e-mail bodies) are analysed one at a time. */
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

serveThreadJobs<AnalyzeInput, AnalyzeOutput>(
  port,
  // A PDF's text may hold NUL and broken surrogates; what leaves the worker is stored as it is.
  async (input) => cleanStrings(input.kind === 'body' ? analyzeBody(input.body, input.hints) : await analyzePdf(input.pdf, input.hints, input.limits, input.pictured)) as AnalyzeOutput,
  (reason) => ({ kind: 'broken', reason }),
);
