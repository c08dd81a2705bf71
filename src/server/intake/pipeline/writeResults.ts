import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  clearResults,
  findDuplicateInvoice,
  insertAttachment,
  insertInvoice,
  insertReport,
  updateParsedEmail,
  type EmailRow,
} from '../../db/repositories/intake';
import { finishJob } from '../../db/repositories/intakeJobs';
import type { Database } from '../../db/schema';
import type { ParsedMessage } from '../mime/types';
import type { PdfOutcome } from '../pdf/types';
import { fileKindOf } from '../ocr/fileKind';
import { buildReport, type BuiltReport } from '../reports/buildReport';
import { notPdfEntry, pdfEntry, type ReportEntry, type SavedInvoice } from '../reports/entries';
import type { AnalysedAttachment } from './analyse';
import { invoiceRow, lineItemRows } from './invoiceRow';

/** What the attachment was found to be, for the e-mail to show: its first bill's kind, or the paper it is instead. */
function documentKindOf(outcome: PdfOutcome | null): string | null {
  if (outcome?.kind === 'invoices') return outcome.invoices[0]?.documentKind ?? null;
  return outcome?.kind === 'not-a-bill' ? outcome.documentKind : null;
}

export interface Results {
  email: EmailRow;
  parsed: ParsedMessage;
  analysed: AnalysedAttachment[];
  /** Why the e-mail could not be processed, for a failed report; null otherwise. */
  failure: string | null;
}

/**
 * Everything one e-mail yields, in one transaction with the end of its job: a crash leaves
 * either all of it or none, and a rerun first removes what an earlier run wrote, so an e-mail
 * never has two reports or twice its invoices.
 */
export async function writeResults(trx: Kysely<Database>, r: Results): Promise<BuiltReport> {
  const { email, parsed } = r;
  const senderEmail = parsed.from?.address ?? email.sender_email;
  await clearResults(trx, email.id);
  const failure = r.failure ?? (parsed.readable ? null : (parsed.problems[0] ?? 'the message could not be read'));
  await updateParsedEmail(trx, email, {
    subject: parsed.readable ? parsed.subject : email.subject,
    senderEmail,
    senderName: parsed.from?.name ?? email.sender_name,
    recipients: [...new Set([...(JSON.parse(email.recipients) as string[]), ...parsed.recipients])],
    sentAt: parsed.sentAt ?? email.sent_at,
    textBody: parsed.text,
    htmlBody: parsed.html,
    status: failure ? 'failed' : 'processed',
  });

  const entries: ReportEntry[] = [];
  for (const { attachment, considered, outcome } of r.analysed) {
    const attachmentId = await insertAttachment(trx, {
      email_id: email.id,
      client_id: email.client_id,
      filename: attachment.filename,
      content_type: attachment.contentType,
      size: attachment.content.length,
      sha256: createHash('sha256').update(attachment.content).digest('hex'),
      content: attachment.content,
      inline: attachment.inline ? 1 : 0,
      content_id: attachment.contentId,
      document_kind: documentKindOf(outcome),
    });
    if (!considered) continue;
    const base = { attachmentId, filename: attachment.filename };
    if (!outcome) {
      entries.push(notPdfEntry(base, attachment.contentType));
      continue;
    }
    const saved: SavedInvoice[] = [];
    for (const invoice of outcome.kind === 'invoices' ? outcome.invoices : []) {
      const duplicateOf = await findDuplicateInvoice(trx, { clientId: email.client_id, ...invoice });
      const links = { clientId: email.client_id, emailId: email.id, attachmentId, senderEmail: senderEmail || null, duplicateOf };
      saved.push({ id: await insertInvoice(trx, invoiceRow(invoice, links), lineItemRows(invoice)), invoice, duplicateOf });
    }
    entries.push(pdfEntry(base, outcome, saved, fileKindOf(attachment.content) === 'pdf' || attachment.isPdf ? 'PDF' : 'picture'));
  }

  const report = buildReport({ subject: parsed.readable ? parsed.subject : email.subject, senderEmail, entries, problems: parsed.readable ? parsed.problems : [], failure });
  await insertReport(trx, {
    client_id: email.client_id,
    email_id: email.id,
    sender_email: senderEmail,
    success: report.success ? 1 : 0,
    status: report.status,
    processed_count: report.processedCount,
    invoice_count: report.invoiceCount,
    error_count: report.errorCount,
    details: JSON.stringify(report.details),
    report_text: report.text,
  });
  await finishJob(trx, email.id, failure ? 'failed' : 'done', r.failure);
  return report;
}
