import type { ParsedAttachment } from '../mime/types';
import type { PdfAnalyzer, PdfOutcome, SenderHints } from '../pdf/types';

export interface AnalysedAttachment {
  attachment: ParsedAttachment;
  /** Listed in the report: every PDF, and every other part except inline images and the like. */
  considered: boolean;
  /** For a PDF, what analysis found; null for anything else. */
  outcome: PdfOutcome | null;
}

const considered = (a: ParsedAttachment) => a.isPdf || !a.inline;

/**
 * Every PDF goes to the analyzer (worker threads), all at once: the pool queues them. An
 * analyzer that throws failed as a whole (a crashed or stuck worker), not because of the PDF,
 * so the error propagates and the e-mail is retried.
 */
export async function analyseAttachments(pdf: PdfAnalyzer, attachments: ParsedAttachment[], hints: SenderHints): Promise<AnalysedAttachment[]> {
  return Promise.all(
    attachments.map(async (attachment) => ({
      attachment,
      considered: considered(attachment),
      outcome: attachment.isPdf ? await pdf.analyze(new Uint8Array(attachment.content), hints) : null,
    })),
  );
}

/** After the last attempt: the attachments are kept and each PDF says why it was not read. */
export function withoutAnalysis(attachments: ParsedAttachment[], reason: string): AnalysedAttachment[] {
  return attachments.map((attachment) => ({
    attachment,
    considered: considered(attachment),
    outcome: attachment.isPdf ? { kind: 'broken', reason: `not analysed: ${reason}` } : null,
  }));
}
