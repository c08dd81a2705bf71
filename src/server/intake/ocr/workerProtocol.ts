import type { PdfOutcome } from '../pdf/types';
import type { ScanInput } from './analyzeScan';
import type { PicturedPage } from './picturedText';

/** What the OCR pool sends a thread: a scan or picture to read whole, or the pages of a text PDF whose pictures are to be read. */
export type OcrJob = ({ job: 'scan' } & ScanInput) | { job: 'pictured'; bytes: Uint8Array; pages: number[] };

export type OcrOutput = PdfOutcome | { pictured: PicturedPage[] };
