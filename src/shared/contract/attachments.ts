import { z } from 'zod';
import { DOCUMENT_KINDS } from './documentKinds';

export const partIdParam = z.object({ partId: z.string().trim().min(1, 'is required').max(64, 'is too long') });

/** An attachment as lists show it: enough to name it and fetch it by partId. */
export const attachmentMeta = z.object({
  partId: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.int(),
  /** The part's Content-ID without its angle brackets: an HTML body shows it where it says `cid:` and this id. */
  contentId: z.string().nullable(),
  /** What intake found the file to be (invoice, statement, quote, …); null for a file that is no such document. */
  documentKind: z.enum(DOCUMENT_KINDS).nullable(),
});
export type AttachmentMeta = z.infer<typeof attachmentMeta>;

/** In an e-mail's detail the content comes along, so it can be previewed without another call. */
export const attachmentWithContent = attachmentMeta.extend({ base64: z.string() });
export type AttachmentWithContent = z.infer<typeof attachmentWithContent>;

const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  txt: 'text/plain',
  csv: 'text/csv',
  htm: 'text/html',
  html: 'text/html',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  json: 'application/json',
  xml: 'application/xml',
};

export const GENERIC_CONTENT_TYPE = 'application/octet-stream';

/**
 * SPEC.md section 2: a stored type that says nothing (the generic ATTACHMENT, octet-stream or
 * none) is replaced by the type the file's extension implies.
 */
export function effectiveContentType(contentType: string | null | undefined, filename: string): string {
  const stored = (contentType ?? '').trim();
  const generic = stored === '' || /^(attachment|application\/octet-stream)$/i.test(stored.split(';')[0]?.trim() ?? '');
  if (!generic) return stored;
  const extension = /\.([a-z0-9]+)$/i.exec(filename.trim())?.[1]?.toLowerCase();
  return (extension && BY_EXTENSION[extension]) || GENERIC_CONTENT_TYPE;
}
