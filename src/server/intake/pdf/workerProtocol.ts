import type { ReadLimits } from './readPdf';
import type { LearnedHint } from './types';

/** What the pool sends a worker thread: one PDF at a time. */
export interface AnalyzeInput {
  pdf: Uint8Array;
  hints?: readonly LearnedHint[] | undefined;
  limits: ReadLimits;
}
