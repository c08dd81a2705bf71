import { fileKindOf, isImageKind } from '../ocr/fileKind';
import type { ScanReader } from '../ocr/ocrPool';
import type { ParsedAttachment } from '../mime/types';
import { unnamedPages, withPayeesFrom } from '../pdf/pictured';
import type { LearnedHint, PdfAnalyzer, PdfOutcome } from '../pdf/types';

export interface AnalysedAttachment {
  attachment: ParsedAttachment;
  /** Listed in the report: every PDF and picture of a bill, and every other part except inline images and the like. */
  considered: boolean;
  /** For a PDF or a picture worth reading, what analysis found; null for anything else. */
  outcome: PdfOutcome | null;
}

/** Logos and signature pictures are inline and small; a photo or scan of a bill is neither. */
const SCAN_MIN_BYTES = 20 * 1024;
const INLINE_SCAN_MIN_BYTES = 150 * 1024;

/** What a part is by its bytes (a PNG named invoice.pdf is a picture) and whether it may be a bill. */
function billKind(attachment: ParsedAttachment): 'pdf' | 'image' | null {
  const kind = fileKindOf(attachment.content);
  if (kind === 'pdf') return 'pdf';
  if (isImageKind(kind)) {
    const size = attachment.content.length;
    return size >= (attachment.inline ? INLINE_SCAN_MIN_BYTES : SCAN_MIN_BYTES) || attachment.isPdf ? 'image' : null;
  }
  return attachment.isPdf ? 'pdf' : null;
}

const considered = (a: ParsedAttachment) => a.isPdf || !a.inline || billKind(a) !== null;

/** A scan or a picture that only OCR can read, or a text PDF whose payee may be only in its logo. */
export function needsOcr(analysed: AnalysedAttachment): boolean {
  const { outcome } = analysed;
  return outcome?.kind === 'no-text' || outcome?.kind === 'needs-ocr' || (outcome !== null && unnamedPages(outcome).length > 0);
}

/**
 * Every PDF goes to the analyzer (worker threads), all at once: the pool queues them. Scanned
 * PDFs and pictures of bills go to OCR when `ocr` is given; without it a picture is marked
 * `needs-ocr` and a scanned PDF keeps its `no-text`, so the caller can send the e-mail to OCR.
 * An analyzer that throws failed as a whole (a crashed or stuck worker), not because of the
 * file, so the error propagates and the e-mail is retried.
 */
export async function analyseAttachments(pdf: PdfAnalyzer, ocr: ScanReader | null, attachments: ParsedAttachment[], hints: readonly LearnedHint[]): Promise<AnalysedAttachment[]> {
  return Promise.all(
    attachments.map(async (attachment): Promise<AnalysedAttachment> => {
      const kind = billKind(attachment);
      const bytes = () => new Uint8Array(attachment.content);
      let outcome: PdfOutcome | null = null;
      if (kind === 'pdf') {
        outcome = await readPdf(pdf, ocr, bytes, hints);
      } else if (kind === 'image') {
        const imageKind = fileKindOf(attachment.content);
        outcome = ocr && imageKind ? await ocr.read(bytes(), imageKind, hints) : { kind: 'needs-ocr' };
      }
      return { attachment, considered: considered(attachment), outcome };
    }),
  );
}

/**
 * A PDF's bills from its text layer; by OCR when it has none; and where the text names no payee
 * or only guesses one, with the words OCR reads in the pictures at the top of that document's
 * first page (a vendor whose name is only its logo), which give the payee alone (pdf/pictured.ts).
 */
export async function readPdf(pdf: PdfAnalyzer, ocr: ScanReader | null, bytes: () => Uint8Array, hints?: readonly LearnedHint[]): Promise<PdfOutcome> {
  const outcome = await pdf.analyze(bytes(), hints);
  if (!ocr) return outcome;
  if (outcome.kind === 'no-text') return ocr.read(bytes(), 'pdf', hints);
  const pages = unnamedPages(outcome);
  if (pages.length === 0) return outcome;
  const pictured = await ocr.pictured(bytes(), pages);
  return pictured.length === 0 ? outcome : withPayeesFrom(outcome, await pdf.analyze(bytes(), hints, pictured));
}

/** After the last attempt: the attachments are kept and each bill says why it was not read. */
export function withoutAnalysis(attachments: ParsedAttachment[], reason: string): AnalysedAttachment[] {
  return attachments.map((attachment) => ({
    attachment,
    considered: considered(attachment),
    outcome: billKind(attachment) ? { kind: 'broken', reason: `not analysed: ${reason}` } : null,
  }));
}
