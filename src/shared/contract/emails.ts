import { z } from 'zod';
import type { AttachmentMeta, AttachmentWithContent } from './attachments';
import { booleanQuery, optionalIdQuery, pageQuery, searchQuery, type PageInfo } from './pagination';

/** One entry of a task's comment history; `comment` on the e-mail is the latest text. */
export interface EmailComment {
  text: string;
  userId: string;
  userName: string;
  createdAt: string;
}

export type EmailStatus = 'queued' | 'processing' | 'processed' | 'failed';

/** An e-mail (task) as lists show it: the body for the viewer, attachments without content. */
export interface EmailSummary {
  id: string;
  clientId: string;
  subject: string;
  /** The plain-text body ('' when the message had only HTML). */
  body: string;
  rawEmailData: { html: string | null; text: string | null };
  senderEmail: string;
  senderName: string | null;
  isReviewed: boolean;
  comment: string;
  comments: EmailComment[];
  status: EmailStatus;
  /** The processing report of this e-mail, once intake has written it. */
  reportId: string | null;
  attachments: AttachmentMeta[];
  createdAt: string;
  updatedAt: string;
}

export interface EmailDetail extends Omit<EmailSummary, 'attachments'> {
  attachments: AttachmentWithContent[];
  /** The message as received, as text; cut at RAW_MIME_LIMIT_BYTES with rawMimeTruncated set. */
  rawMimeContent: string | null;
  rawMimeTruncated: boolean;
}

export const RAW_MIME_LIMIT_BYTES = 2 * 1024 * 1024;

/** `pagination=true` asks for one page; without it the whole list comes back. */
export const emailListQuery = pageQuery.extend({
  pagination: booleanQuery(),
  clientId: optionalIdQuery(),
  search: searchQuery(),
  isReviewed: booleanQuery(),
});

const isReviewed = () => z.boolean({ error: (i) => (i.input === undefined ? 'is required' : 'must be true or false') });

export const emailUpdateBody = z.object({
  subject: z.string({ error: 'must be a string' }).trim().max(1000, 'must be at most 1000 characters').optional(),
  comment: z.preprocess((value) => (value === null ? '' : value), z.string({ error: 'must be a string' }).trim().max(5000, 'must be at most 5000 characters')).optional(),
  isReviewed: isReviewed().optional(),
});
export type EmailUpdateBody = z.input<typeof emailUpdateBody>;

export const reviewStatusBody = z.object({ isReviewed: isReviewed() });

/** SPEC.md section 5: a comment that is blank after trimming is not saved. */
export const emailCommentBody = z.object({
  comment: z
    .string({ error: (i) => (i.input === undefined ? 'is required' : 'must be a string') })
    .trim()
    .min(1, 'must not be blank')
    .max(5000, 'must be at most 5000 characters'),
});

export interface EmailListResponse {
  emails: EmailSummary[];
}

export interface EmailPageResponse extends EmailListResponse, PageInfo {}

export interface EmailResponse {
  email: EmailDetail;
}

/** Changes answer the list item: attachments and the raw message do not travel for a click. */
export interface EmailSummaryResponse {
  email: EmailSummary;
}

export interface EmailReviewResponse extends EmailSummaryResponse {
  isReviewed: boolean;
}

export interface EmailCommentResponse extends EmailSummaryResponse {
  comment: string;
  comments: EmailComment[];
}
