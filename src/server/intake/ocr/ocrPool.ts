import path from 'node:path';
import type { LearnedHint, PdfOutcome } from '../pdf/types';
import { createThreadPool, ownBytes } from '../threads/threadPool';
import type { ScanInput } from './analyzeScan';
import type { FileKind } from './fileKind';
import { defaultOcrLimits, ocrJobTimeoutMs, type OcrLimits } from './limits';

export interface ScanReader {
  /** Never rejects for a bad file (that is { kind: 'broken' }); the bytes are moved to a thread. */
  read(bytes: Uint8Array, kind: FileKind, hints?: readonly LearnedHint[]): Promise<PdfOutcome>;
  close(): Promise<void>;
}

export interface OcrPoolOptions {
  /** Threads, each with its own recognizer (~100 MB): the bound on OCR's memory. */
  size?: number;
  limits?: Partial<OcrLimits>;
}

/**
 * OCR off the event loop, in its own threads apart from the PDF pool's, so text PDFs keep
 * flowing while scans are read. Each thread holds one recognizer and reads one file at a time.
 */
export function createOcrPool(options: OcrPoolOptions = {}): ScanReader {
  const limits: OcrLimits = { ...defaultOcrLimits, ...options.limits };
  const pool = createThreadPool<ScanInput, PdfOutcome>({
    file: path.join(__dirname, 'worker'),
    size: options.size ?? 1,
    jobTimeoutMs: ocrJobTimeoutMs(limits.maxPages),
    memoryLimitMb: 768,
    failed: (reason) => ({ kind: 'broken', reason }),
    name: 'the OCR reader',
  });
  return {
    read(bytes, kind, hints) {
      const own = ownBytes(bytes);
      return pool.run({ bytes: own, kind, hints, limits }, [own.buffer as ArrayBuffer]);
    },
    close: () => pool.close(),
  };
}
