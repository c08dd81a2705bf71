/**
 * What one OCR job may cost, so a hostile or careless file cannot hold the queue: pages past
 * `maxPages` are not read (the report says so), a page of more than `maxPixels` is refused
 * before it is decoded, and a page is read at `dpi` (large scans are scaled down to it).
 */
export interface OcrLimits {
  maxPages: number;
  maxPixels: number;
  dpi: number;
}

export const defaultOcrLimits: OcrLimits = { maxPages: 10, maxPixels: 60_000_000, dpi: 250 };

/** Seconds of work a job may take before its thread is killed: a start-up and a few seconds a page. */
export const ocrJobTimeoutMs = (pages: number) => 15_000 + 6_000 * pages;
