import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { defaultReadLimits, type ReadLimits } from './readPdf';
import type { PdfAnalyzer, PdfOutcome, SenderHints } from './types';
import type { AnalyzeRequest, AnalyzeResponse } from './workerProtocol';

export interface PdfPoolOptions {
  /** Worker threads, each reading one PDF at a time. */
  size?: number;
  /** A job still running after this long is killed with its worker, which is replaced. */
  jobTimeoutMs?: number;
  /** Heap per worker: a PDF bomb kills its worker, not the server. */
  memoryLimitMb?: number;
  limits?: Partial<ReadLimits>;
  /** The worker script; tests point it at a wrapper that misbehaves on purpose. */
  workerFile?: string;
}

interface Job {
  id: number;
  pdf: Uint8Array;
  hints?: SenderHints;
  resolve(outcome: PdfOutcome): void;
}

class Slot {
  /** Set by spawn(), which needs the slot first: the worker's events report to it. */
  worker!: Worker;
  job: Job | null = null;
  timer?: NodeJS.Timeout;
}

/**
 * PDF analysis off the event loop: a fixed set of worker threads and a queue. A worker that
 * crashes or overruns its job's time is replaced, and that job answers { kind: 'broken' }.
 */
export function createPdfPool(options: PdfPoolOptions = {}): PdfAnalyzer {
  const size = Math.max(1, options.size ?? 2);
  const jobTimeoutMs = options.jobTimeoutMs ?? 30_000;
  const limits: ReadLimits = { ...defaultReadLimits, ...options.limits };
  const queue: Job[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (slot: Slot): void => {
    const worker = startWorker(options);
    slot.worker = worker;
    worker.on('message', (response: AnalyzeResponse) => {
      if (!slot.job || response.id !== slot.job.id) return;
      const job = slot.job;
      clearTimeout(slot.timer);
      slot.job = null;
      job.resolve(response.outcome);
      dispatch();
    });
    worker.on('error', (error) => replace(slot, `the PDF reader crashed: ${error.message}`));
    worker.on('exit', (code) => replace(slot, `the PDF reader stopped (exit code ${code})`));
  };

  const replace = (slot: Slot, reason: string) => {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = null;
    slot.worker.removeAllListeners();
    void slot.worker.terminate();
    job?.resolve({ kind: 'broken', reason });
    if (closed) return;
    spawn(slot);
    dispatch();
  };

  const dispatch = () => {
    for (const slot of slots) {
      if (slot.job || queue.length === 0) continue;
      const job = queue.shift()!;
      slot.job = job;
      slot.timer = setTimeout(() => replace(slot, `gave up after ${jobTimeoutMs} ms`), jobTimeoutMs);
      const request: AnalyzeRequest = { id: job.id, pdf: job.pdf, hints: job.hints, limits };
      slot.worker.postMessage(request, [job.pdf.buffer as ArrayBuffer]);
    }
  };

  for (let index = 0; index < size; index++) {
    const slot = new Slot();
    spawn(slot);
    slots.push(slot);
  }

  return {
    analyze(pdf, hints) {
      if (closed) return Promise.reject(new Error('the PDF pool is closed'));
      return new Promise<PdfOutcome>((resolve) => {
        queue.push({ id: nextId++, pdf: ownBuffer(pdf), hints, resolve });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.resolve({ kind: 'broken', reason: 'the PDF pool was closed' });
      await Promise.all(
        slots.map((slot) => {
          clearTimeout(slot.timer);
          slot.job?.resolve({ kind: 'broken', reason: 'the PDF pool was closed' });
          slot.job = null;
          slot.worker.removeAllListeners();
          return slot.worker.terminate();
        }),
      );
    },
  };
}

/** Bytes that can be moved to a worker whole: a view into a larger or shared buffer is copied once. */
function ownBuffer(pdf: Uint8Array): Uint8Array {
  const whole = pdf.buffer instanceof ArrayBuffer && pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
  return whole ? pdf : pdf.slice();
}

/** From compiled dist the worker is worker.js; from the TypeScript sources (jest, tsx) tsx compiles worker.ts. */
function startWorker(options: PdfPoolOptions): Worker {
  const fromSources = __filename.endsWith('.ts');
  const file = options.workerFile ?? path.join(__dirname, fromSources ? 'worker.ts' : 'worker.js');
  // `--import tsx` does not reach a worker's entry module on Node 20; tsx's CommonJS hook does.
  const execArgv = fromSources ? ['--require', require.resolve('tsx/cjs')] : [];
  return new Worker(file, { execArgv, resourceLimits: { maxOldGenerationSizeMb: options.memoryLimitMb ?? 512 } });
}
