import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  clearResults,
  insertAttachment,
  insertInvoice,
  insertReport,
  updateParsedEmail,
  type EmailRow,
} from '../../db/repositories/intake';
import { documentHash, duplicateKey, findDuplicate } from '../../db/repositories/duplicates';
import { finishJob, type JobLease } from '../../db/repositories/intakeJobs';
import type { Database } from '../../db/schema';
import type { BodyReading } from '../body/analyzeBody';
import type { ParsedMessage } from '../mime/types';
import type { PdfOutcome } from '../pdf/types';
import { fileKindOf } from '../ocr/fileKind';
import { buildReport, type BuiltReport } from '../reports/buildReport';
import { bodyEntry, notPdfEntry, pdfEntry, type ReportEntry, type SavedInvoice } from '../reports/entries';
import { extractedFacts, resolveBill, withResolution, type ClientResolver } from '../resolution';
import type { AnalysedAttachment } from './analyse';
import { type InvoiceLinks, invoiceRow, lineItemRows } from './invoiceRow';

/** What the attachment was found to be, for the e-mail to show: its first bill's kind, or the paper it is instead. */
function documentKindOf(outcome: PdfOutcome | null): string | null {
  if (outcome?.kind === 'invoices') return outcome.invoices[0]?.documentKind ?? null;
  return outcome?.kind === 'not-a-bill' ? outcome.documentKind : null;
}

export interface Results {
  email: EmailRow;
  parsed: ParsedMessage;
  analysed: AnalysedAttachment[];
  /** What the e-mail's own text holds: a bill, links to the vendor's portal; null when it was not read. */
  body: BodyReading | null;
  /** Why the e-mail could not be processed, for a failed report; null otherwise. */
  failure: string | null;
  /** The client's directory, which resolves each bill (issue 16); null or absent when it has none. */
  directory?: ClientResolver | null;
  /** The queue's claim on the e-mail's job: nothing is written unless it still holds. Absent outside the queue. */
  lease?: JobLease | null;
}

/** The invoices of one analysed document, each resolved in the client's directory and flagged when it repeats a bill already received. */
async function saveInvoices(trx: Kysely<Database>, outcome: PdfOutcome, links: Omit<InvoiceLinks, 'duplicateOf'>, directory: ClientResolver | null): Promise<SavedInvoice[]> {
  const saved: SavedInvoice[] = [];
  for (const invoice of outcome.kind === 'invoices' ? outcome.invoices : []) {
    const extracted = { row: { ...invoiceRow(invoice, { ...links, duplicateOf: null }), document_hash: documentHash(invoice.text) }, items: lineItemRows(invoice) };
    const { row, items } = directory ? withResolution(extracted.row, extracted.items, resolveBill(directory, extractedFacts(invoice, links.senderEmail))) : extracted;
    // After the resolution: the directory's vendor matches its bills under any spelling of its name.
    const flag = await findDuplicate(trx, duplicateKey(row));
    const duplicateOf = flag?.duplicateOf ?? null;
    saved.push({ id: await insertInvoice(trx, { ...row, duplicate_of: duplicateOf, duplicate_reason: flag?.reason ?? null }, items), invoice, duplicateOf });
  }
  return saved;
}

/**
 * Everything one e-mail yields, in one transaction with the end of its job: a crash leaves
 * either all of it or none, and a rerun first removes what an earlier run wrote, so an e-mail
 * never has two reports or twice its invoices. The job is finished first, which checks the
 * lease (LeaseLostError): a worker that lost it writes nothing over the new holder's results.
 */
export async function writeResults(trx: Kysely<Database>, r: Results): Promise<BuiltReport> {
  const { email, parsed } = r;
  const senderEmail = parsed.from?.address ?? email.sender_email;
  const failure = r.failure ?? (parsed.readable ? null : (parsed.problems[0] ?? 'the message could not be read'));
  await finishJob(trx, email.id, failure ? 'failed' : 'done', r.failure, r.lease ?? null);
  await clearResults(trx, email.id);
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
    const saved = await saveInvoices(trx, outcome, { clientId: email.client_id, emailId: email.id, attachmentId, senderEmail: senderEmail || null }, r.directory ?? null);
    entries.push(pdfEntry(base, outcome, saved, fileKindOf(attachment.content) === 'pdf' || attachment.isPdf ? 'PDF' : 'picture'));
  }
  // A bill in the body counts only when no attachment is one: a covering note repeats the PDF's.
  const billAttached = r.analysed.some((analysed) => analysed.outcome !== null);
  if (r.body) {
    const outcome = billAttached ? null : r.body.outcome;
    const saved = outcome ? await saveInvoices(trx, outcome, { clientId: email.client_id, emailId: email.id, attachmentId: null, senderEmail: senderEmail || null }, r.directory ?? null) : [];
    const entry = bodyEntry(outcome, saved, r.body.links);
    if (entry) entries.push(entry);
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
  return report;
}
