import type { ReadLimits } from './readPdf';
import type { PdfOutcome, SenderHints } from './types';

/** What the pool sends a worker thread: one PDF at a time. */
export interface AnalyzeRequest {
  id: number;
  pdf: Uint8Array;
  hints?: SenderHints;
  limits: ReadLimits;
}

export interface AnalyzeResponse {
  id: number;
  outcome: PdfOutcome;
}
