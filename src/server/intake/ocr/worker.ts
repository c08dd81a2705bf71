import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { cleanStrings } from '../../cleanText';
import { serveThreadJobs } from '../threads/threadPool';
import { analyzeScan } from './analyzeScan';
import { picturedText } from './picturedText';
import type { OcrJob, OcrOutput } from './workerProtocol';

/** A thread of the OCR pool: one scan, picture or text PDF's pictures at a time, with its own recognizer. */
const port = parentPort;
if (!port) throw new Error('ocr/worker.ts runs as a worker thread of the OCR pool');

// OCR is the heaviest work there is: it yields the CPU to the API and to text PDFs.
try {
  setPriority(19);
} catch {
  // Some platforms refuse; OCR still works at normal priority.
}

serveThreadJobs<OcrJob, OcrOutput>(
  port,
  async (job) => cleanStrings(job.job === 'pictured' ? { pictured: await picturedText(job.bytes, job.pages) } : await analyzeScan(job)) as OcrOutput,
  (reason) => ({ kind: 'broken', reason }),
);
