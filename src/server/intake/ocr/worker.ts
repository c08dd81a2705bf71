import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { cleanStrings } from '../../cleanText';
import type { PdfOutcome } from '../pdf/types';
import { serveThreadJobs } from '../threads/threadPool';
import { analyzeScan, type ScanInput } from './analyzeScan';

/** A thread of the OCR pool: one scan or picture at a time, with its own recognizer. */
const port = parentPort;
if (!port) throw new Error('ocr/worker.ts runs as a worker thread of the OCR pool');

// OCR is the heaviest work there is: it yields the CPU to the API and to text PDFs.
try {
  setPriority(19);
} catch {
  // Some platforms refuse; OCR still works at normal priority.
}

serveThreadJobs<ScanInput, PdfOutcome>(port, async (input) => cleanStrings(await analyzeScan(input)) as PdfOutcome, (reason) => ({ kind: 'broken', reason }));
