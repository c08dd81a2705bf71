import type { Report } from '../../../shared/contract/reports';
import type { DatabaseKind } from '../database';
import { jsonWriter, type JsonValue } from '../jsonText';
import type { ReportRow } from './reports';

/**
 * A report as lists show it, written by the database (jsonText.ts): the one description of
 * Report, for pages and whole lists alike. Intake writes the details as an array of objects.
 * `row` names the row it is written from: the table, or `new` in the trigger that keeps it
 * (keptListItems.ts).
 */
export function reportJson(kind: DatabaseKind, row = 'reports'): JsonValue<Report> {
  const json = jsonWriter<ReportRow>(kind, row);
  return json.object<Report>({
    id: json.value('id'),
    clientId: json.value('client_id'),
    success: json.flag('success'),
    processedCount: json.count('processed_count'),
    invoiceCount: json.count('invoice_count'),
    errorCount: json.count('error_count'),
    senderEmail: json.value('sender_email'),
    emailId: json.value('email_id'),
    details: json.stored('details', 'array'),
    report: json.value('report_text'),
    status: json.value('status'),
    createdAt: json.value('created_at'),
    updatedAt: json.value('updated_at'),
  });
}
