import path from 'node:path';
import { createThreadPool, ownBytes } from '../threads/threadPool';
import { defaultReadLimits, type ReadLimits } from './readPdf';
import type { PdfAnalyzer, PdfOutcome } from './types';
import type { AnalyzeInput, AnalyzeOutput } from './workerProtocol';

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

/**
 * PDF (and e-mail body) analysis off the event loop: a fixed set of worker threads and a queue. A worker that
 * crashes or overruns its job's time is replaced, and that job answers { kind: 'broken' }.
 */
export function createPdfPool(options: PdfPoolOptions = {}): PdfAnalyzer {
  const limits: ReadLimits = { ...defaultReadLimits, ...options.limits };
  const pool = createThreadPool<AnalyzeInput, AnalyzeOutput>({
    file: options.workerFile ?? path.join(__dirname, 'worker'),
    size: options.size ?? 2,
    jobTimeoutMs: options.jobTimeoutMs ?? 30_000,
    memoryLimitMb: options.memoryLimitMb ?? 512,
    failed: (reason) => ({ kind: 'broken', reason }),
    name: 'the PDF reader',
  });
  return {
    async analyze(pdf, hints, pictured) {
      const bytes = ownBytes(pdf);
      return (await pool.run({ kind: 'pdf', pdf: bytes, hints, limits, pictured }, [bytes.buffer as ArrayBuffer])) as PdfOutcome;
    },
    async analyzeBody(body, hints) {
      const output = await pool.run({ kind: 'body', body, hints });
      // A crashed or overrun thread answers as for a PDF: the body then yields nothing.
      return 'outcome' in output ? output : { outcome: output, links: [] };
    },
    close: () => pool.close(),
  };
}
