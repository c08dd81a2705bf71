import path from 'node:path';
import { Worker } from 'node:worker_threads';

export type ScanFormat = 'png' | 'jpeg' | 'tiff' | 'pdf';

export interface ScanRequest {
  pdf: Uint8Array;
  format: ScanFormat;
  dpi: number;
  degrees: number;
}

/**
 * A PDF as a scanner or a phone would send it: every page drawn at `dpi` (200 by default),
 * turned by `degrees` on a white sheet, as a picture (a multi-page TIFF for several pages) or as
 * an image-only PDF. Drawn by pdf.js in a thread of its own (scanWorker.ts).
 */
export function scanOf(pdf: Uint8Array, format: ScanFormat, options: { dpi?: number; degrees?: number } = {}): Promise<Uint8Array> {
  const request: ScanRequest = { pdf, format, dpi: options.dpi ?? 200, degrees: options.degrees ?? 1.5 };
  const worker = new Worker(path.join(__dirname, 'scanWorker.ts'), { workerData: request, execArgv: ['--require', require.resolve('tsx/cjs')] });
  return new Promise((resolve, reject) => {
    worker.once('message', (answer: { bytes?: Uint8Array; error?: string }) => (answer.bytes ? resolve(answer.bytes) : reject(new Error(answer.error))));
    worker.once('error', reject);
  }).finally(() => void worker.terminate()) as Promise<Uint8Array>;
}
