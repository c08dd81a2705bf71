import type { AttachmentMeta, AttachmentWithContent } from '../../../shared/contract/attachments';
import { RAW_MIME_LIMIT_BYTES, type EmailComment, type EmailDetail, type EmailSummary } from '../../../shared/contract/emails';
import type { EmailRow, EmailSummaryRow } from './emails';

/** The history is JSON written by this server; a damaged one reads as empty rather than failing the list. */
export function parseComments(json: string): EmailComment[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value.filter((c) => c && typeof c === 'object' && typeof c.text === 'string') as EmailComment[]) : [];
  } catch {
    return [];
  }
}

export function toEmailSummary(row: EmailSummaryRow, attachments: AttachmentMeta[], reportId: string | null): EmailSummary {
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

export function toEmailDetail(row: EmailRow, attachments: AttachmentWithContent[], reportId: string | null, raw: Buffer | undefined): EmailDetail {
  const truncated = raw !== undefined && raw.length > RAW_MIME_LIMIT_BYTES;
  return {
    ...toEmailSummary(row, [], reportId),
    attachments,
    rawMimeContent: raw === undefined ? null : Buffer.from(raw).subarray(0, RAW_MIME_LIMIT_BYTES).toString('utf8'),
    rawMimeTruncated: truncated,
  };
}
