import { sql } from 'kysely';
import type { AttachmentWithContent } from '../../../shared/contract/attachments';
import { RAW_MIME_LIMIT_BYTES, type EmailComment, type EmailDetail, type EmailSummary } from '../../../shared/contract/emails';
import type { DatabaseKind } from '../database';
import { jsonWriter, type JsonValue } from '../jsonText';
import { attachmentMetaJson } from './attachments';
import type { EmailRow } from './emails';

/** One entry of the history as the contract has it, or null for one without text. */
function cleanComment(value: unknown): EmailComment | null {
  if (!value || typeof value !== 'object') return null;
  const entry = value as Partial<Record<keyof EmailComment, unknown>>;
  if (typeof entry.text !== 'string') return null;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  return { text: entry.text, userId: text(entry.userId), userName: text(entry.userName), createdAt: text(entry.createdAt) };
}

/** The history as the contract has it: entries without text are dropped, missing fields are blank. */
export function cleanComments(value: unknown): EmailComment[] {
  return Array.isArray(value) ? value.map(cleanComment).filter((c): c is EmailComment => c !== null) : [];
}

/** The history is JSON written by this server; a damaged one reads as empty rather than failing the list. */
export function parseComments(json: string): EmailComment[] {
  try {
    return cleanComments(JSON.parse(json));
  } catch {
    return [];
  }
}

/**
 * An e-mail as lists show it, written by the database (jsonText.ts): the one description of
 * EmailSummary, for pages, whole lists and the summary of one e-mail alike. The attachments
 * (from the index of their metadata, migration 0007) and the latest report are read by
 * subqueries: one statement for a whole page. The comments are written by this server as an
 * array of comments.
 */
export function emailSummaryJson(kind: DatabaseKind, row = 'emails'): JsonValue<EmailSummary> {
  const json = jsonWriter<EmailRow>(kind, row);
  const id = sql.ref(`${row}.id`);
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
      sql`select reports.id from reports where reports.email_id = ${id} order by reports.created_at desc, reports.id desc limit 1`,
    ),
    attachments: json.array(attachmentMetaJson(kind), sql`attachments where attachments.email_id = ${id}`, sql`attachments.created_at, attachments.id`),
    createdAt: json.value('created_at'),
    updatedAt: json.value('updated_at'),
  });
}

/** The summary with the files' content and the message as received. */
export function toEmailDetail(summary: EmailSummary, attachments: AttachmentWithContent[], raw: Buffer | undefined): EmailDetail {
  const truncated = raw !== undefined && raw.length > RAW_MIME_LIMIT_BYTES;
  return {
    ...summary,
    attachments,
    rawMimeContent: raw === undefined ? null : Buffer.from(raw).subarray(0, RAW_MIME_LIMIT_BYTES).toString('utf8'),
    rawMimeTruncated: truncated,
  };
}
