import type { ReportsTable } from '../../db/schema';
import { ERROR_OUTCOMES, plural, type ReportEntry } from './entries';

export interface ReportInput {
  subject: string;
  senderEmail: string;
  entries: ReportEntry[];
  /** Problems with the message itself (structure, encodings), shown after the entries. */
  problems: string[];
  /** Set when the e-mail could not be processed at all: the report is a failed one. */
  failure: string | null;
}

export interface BuiltReport {
  status: ReportsTable['status'];
  success: boolean;
  processedCount: number;
  invoiceCount: number;
  errorCount: number;
  details: ReportEntry[];
  text: string;
}

/**
 * The one report of an e-mail. Status: failed when it could not be processed; otherwise
 * processed (invoices, no errors), partial (invoices and errors) or no_invoices. Success
 * means nothing needs a person's attention beyond reviewing what was extracted.
 */
export function buildReport(input: ReportInput): BuiltReport {
  const invoiceCount = input.entries.reduce((n, e) => n + e.invoiceIds.length, 0);
  const entryErrors = input.entries.filter((e) => ERROR_OUTCOMES.has(e.outcome)).length;
  const errorCount = input.failure ? Math.max(1, entryErrors) : entryErrors;
  const status: ReportsTable['status'] = input.failure
    ? 'failed'
    : invoiceCount === 0
      ? 'no_invoices'
      : errorCount > 0
        ? 'partial'
        : 'processed';
  const report = {
    status,
    success: status !== 'failed' && errorCount === 0,
    // The body counts when it was read as a document; a line of portal links alone does not.
    processedCount: input.entries.filter((e) => e.outcome !== 'links').length,
    invoiceCount,
    errorCount,
    details: input.entries,
  };
  return { ...report, text: reportText(input, report) };
}

const STATUS_WORDS: Record<ReportsTable['status'], string> = {
  processed: 'Processed',
  partial: 'Partly processed',
  no_invoices: 'No invoices found',
  failed: 'Failed',
};

function considered(entries: ReportEntry[]): string {
  const attachments = plural(entries.filter((e) => e.attachmentId !== null).length, 'attachment');
  return entries.some((e) => e.attachmentId === null && e.outcome !== 'links') ? `${attachments} and the e-mail's body` : attachments;
}

function reportText(input: ReportInput, r: Omit<BuiltReport, 'text'>): string {
  const subject = input.subject.trim() === '' ? '(no subject)' : `"${input.subject.trim()}"`;
  const lines = [
    `${STATUS_WORDS[r.status]}: e-mail ${subject} from ${input.senderEmail || 'an unknown sender'}.`,
    `${considered(input.entries)} considered, ${plural(r.invoiceCount, 'invoice')} extracted, ${plural(r.errorCount, 'error')}.`,
  ];
  if (input.failure) lines.push(`Could not be processed: ${input.failure}`);
  for (const entry of input.entries) lines.push(`- ${entry.filename}: ${entry.message}`);
  for (const problem of input.problems) lines.push(`Note: ${problem}`);
  return lines.join('\n');
}
