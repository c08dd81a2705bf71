import path from 'node:path';
import type { LearnedHint, PdfOutcome } from '../pdf/types';
import { createThreadPool, ownBytes } from '../threads/threadPool';
import type { FileKind } from './fileKind';
import { defaultOcrLimits, ocrJobTimeoutMs, type OcrLimits } from './limits';
import type { PicturedPage } from './picturedText';
import type { OcrJob, OcrOutput } from './workerProtocol';

export interface ScanReader {
  /** Never rejects for a bad file (that is { kind: 'broken' }); the bytes are moved to a thread. */
  read(bytes: Uint8Array, kind: FileKind, hints?: readonly LearnedHint[]): Promise<PdfOutcome>;
  /** What the given pages of a text PDF print only in pictures at their top (picturedText.ts); none for a file that fails. */
  pictured(bytes: Uint8Array, pages: number[]): Promise<PicturedPage[]>;
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
  const pool = createThreadPool<OcrJob, OcrOutput>({
    file: path.join(__dirname, 'worker'),
    size: options.size ?? 1,
    jobTimeoutMs: ocrJobTimeoutMs(limits.maxPages),
    memoryLimitMb: 768,
    failed: (reason) => ({ kind: 'broken', reason }),
    name: 'the OCR reader',
  });
  return {
    async read(bytes, kind, hints) {
      const own = ownBytes(bytes);
      return (await pool.run({ job: 'scan', bytes: own, kind, hints, limits }, [own.buffer as ArrayBuffer])) as PdfOutcome;
    },
    async pictured(bytes, pages) {
      const own = ownBytes(bytes);
      const output = await pool.run({ job: 'pictured', bytes: own, pages: pages.slice(0, limits.maxPages) }, [own.buffer as ArrayBuffer]);
      return 'pictured' in output ? output.pictured : [];
    },
    close: () => pool.close(),
  };
}
