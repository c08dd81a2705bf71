import { z } from 'zod';
import { attachmentMeta, attachmentWithContent } from './attachments';
import { booleanQuery, optionalIdQuery, pageInfo, pageQuery, searchQuery } from './pagination';

/** One entry of a task's comment history; `comment` on the e-mail is the latest text. */
export const emailComment = z.object({ text: z.string(), userId: z.string(), userName: z.string(), createdAt: z.string() });
export type EmailComment = z.infer<typeof emailComment>;

export const EMAIL_STATUSES = ['queued', 'processing', 'processed', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** An e-mail (task) as lists show it: the body for the viewer, attachments without content. */
export const emailSummary = z.object({
  id: z.string(),
  clientId: z.string(),
  subject: z.string(),
  /** The plain-text body ('' when the message had only HTML). */
  body: z.string(),
  rawEmailData: z.object({ html: z.string().nullable(), text: z.string().nullable() }),
  senderEmail: z.string(),
  senderName: z.string().nullable(),
  isReviewed: z.boolean(),
  comment: z.string(),
  comments: z.array(emailComment),
  status: z.enum(EMAIL_STATUSES),
  /** The processing report of this e-mail, once intake has written it. */
  reportId: z.string().nullable(),
  attachments: z.array(attachmentMeta),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmailSummary = z.infer<typeof emailSummary>;

export const emailDetail = emailSummary.extend({
  attachments: z.array(attachmentWithContent),
  /** The message as received, as text; cut at RAW_MIME_LIMIT_BYTES with rawMimeTruncated set. */
  rawMimeContent: z.string().nullable(),
  rawMimeTruncated: z.boolean(),
});
export type EmailDetail = z.infer<typeof emailDetail>;

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

const submittedClientId = z.string().trim().min(1, 'must not be empty').max(64, 'is too long').optional();
/** Addresses as one comma-separated string or as a list; the server checks each is one address. */
const addressList = z.union([z.string(), z.array(z.string())]).optional();
const base64 = z.string().regex(/^(data:[^,]*;base64,)?[A-Za-z0-9+/=\s]*$/, 'must be base64');

export const submittedAttachment = z
  .object({
    filename: z.string().trim().max(255, 'is too long').optional(),
    contentType: z.string().trim().max(255, 'is too long').optional(),
    content: base64.optional(),
    base64: base64.optional(),
  })
  .refine((a) => a.content !== undefined || a.base64 !== undefined, 'needs content (base64)');

/** What POST /api/emails (JSON) and the `email` field of POST /api/emails/receive may carry. */
export const emailSubmissionFields = z.object({
  /** A whole RFC 822 message; with it, only clientId of the other fields counts. */
  raw: z.string().min(1, 'must not be empty').optional(),
  from: z.string().trim().max(998, 'is too long').optional(),
  to: addressList,
  cc: addressList,
  subject: z.string().max(998, 'is too long').optional(),
  text: z.string().nullish(),
  html: z.string().nullish(),
  clientId: submittedClientId,
  attachments: z.array(submittedAttachment).max(100, 'has too many items').optional(),
});

/** POST /api/emails: `{ raw }` with an RFC 822 message, or the fields with base64 attachments. */
export const emailSubmissionBody = emailSubmissionFields.superRefine((body, ctx) => {
  if (body.raw === undefined && body.from === undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: 'is required' });
});

/** One per client when the recipients name several. */
const receivedEmail = z.object({ id: z.string(), clientId: z.string(), status: z.enum(EMAIL_STATUSES) });
export const receiveResponse = z.object({ email: receivedEmail, emails: z.array(receivedEmail), message: z.string() });
export type ReceiveResponse = z.infer<typeof receiveResponse>;

export const emailListResponse = z.object({ emails: z.array(emailSummary) });
export type EmailListResponse = z.infer<typeof emailListResponse>;

export const emailPageResponse = emailListResponse.extend(pageInfo.shape);
export type EmailPageResponse = z.infer<typeof emailPageResponse>;

export const emailResponse = z.object({ email: emailDetail });
export type EmailResponse = z.infer<typeof emailResponse>;

/** Changes answer the list item: attachments and the raw message do not travel for a click. */
export const emailSummaryResponse = z.object({ email: emailSummary });
export type EmailSummaryResponse = z.infer<typeof emailSummaryResponse>;

export const emailReviewResponse = emailSummaryResponse.extend({ isReviewed: z.boolean() });
export type EmailReviewResponse = z.infer<typeof emailReviewResponse>;

export const emailCommentResponse = emailSummaryResponse.extend({ comment: z.string(), comments: z.array(emailComment) });
export type EmailCommentResponse = z.infer<typeof emailCommentResponse>;
