import type { PicturedPage } from '../ocr/picturedText';
import type { ReadLimits } from './readPdf';
import type { BodyReading, MessageBody } from '../body/analyzeBody';
import type { LearnedHint, PdfOutcome } from './types';

/** What the pool sends a worker thread: one PDF, or one e-mail's body, at a time. */
export type AnalyzeInput =
  | { kind: 'pdf'; pdf: Uint8Array; hints?: readonly LearnedHint[] | undefined; limits: ReadLimits; pictured?: readonly PicturedPage[] | undefined }
  | { kind: 'body'; body: MessageBody; hints?: readonly LearnedHint[] | undefined };

export type AnalyzeOutput = PdfOutcome | BodyReading;
