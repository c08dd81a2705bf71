import { sql } from 'kysely';
import type { AttachmentMeta, AttachmentWithContent } from '../../../shared/contract/attachments';
import { RAW_MIME_LIMIT_BYTES, type EmailComment, type EmailDetail, type EmailSummary } from '../../../shared/contract/emails';
import type { DatabaseKind } from '../database';
import { jsonWriter, type JsonValue } from '../jsonText';
import { attachmentMetaJson } from './attachments';
import type { EmailRow } from './emails';

/** The history is JSON written by this server; a damaged one reads as empty rather than failing the list. */
export function parseComments(json: string): EmailComment[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value.filter((c) => c && typeof c === 'object' && typeof c.text === 'string') as EmailComment[]) : [];
  } catch {
    return [];
  }
}

export function toEmailSummary(row: EmailRow, attachments: AttachmentMeta[], reportId: string | null): EmailSummary {
  return {
    id: row.id,
    clientId: row.client_id,
    subject: row.subject,
    body: row.text_body ?? '',
    rawEmailData: { html: row.html_body, text: row.text_body },
    senderEmail: row.sender_email,
    senderName: row.sender_name,
    isReviewed: row.is_reviewed === 1,
    comment: row.comment,
    comments: parseComments(row.comments),
    status: row.status,
    reportId,
    attachments,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * toEmailSummary as the database writes it, for list pages (jsonText.ts), with the e-mail's
 * attachments (from the index of their metadata, migration 0007) and latest report read by
 * subqueries: one statement for the whole page instead of three. Held equal to toEmailSummary
 * by test/api/listItemsJson.test.ts. The comments are written by this server as an array of
 * comments.
 */
export function emailSummaryJson(kind: DatabaseKind): JsonValue<EmailSummary> {
  const json = jsonWriter<EmailRow>(kind, 'emails');
  return json.object<EmailSummary>({
    id: json.value('id'),
    clientId: json.value('client_id'),
    subject: json.value('subject'),
    body: json.textOrEmpty('text_body'),
    rawEmailData: json.object<EmailSummary['rawEmailData']>({ html: json.value('html_body'), text: json.value('text_body') }),
    senderEmail: json.value('sender_email'),
    senderName: json.value('sender_name'),
    isReviewed: json.flag('is_reviewed'),
    comment: json.value('comment'),
    comments: json.stored('comments', 'array'),
    status: json.value('status'),
    reportId: json.scalar<string | null>(
      sql`select reports.id from reports where reports.email_id = emails.id order by reports.created_at desc, reports.id desc limit 1`,
    ),
    attachments: json.array(attachmentMetaJson(kind), sql`attachments where attachments.email_id = emails.id`, sql`attachments.created_at, attachments.id`),
    createdAt: json.value('created_at'),
    updatedAt: json.value('updated_at'),
  });
}

export function toEmailDetail(row: EmailRow, attachments: AttachmentWithContent[], reportId: string | null, raw: Buffer | undefined): EmailDetail {
  const truncated = raw !== undefined && raw.length > RAW_MIME_LIMIT_BYTES;
  return {
    ...toEmailSummary(row, [], reportId),
    attachments,
    rawMimeContent: raw === undefined ? null : Buffer.from(raw).subarray(0, RAW_MIME_LIMIT_BYTES).toString('utf8'),
    rawMimeTruncated: truncated,
  };
}
