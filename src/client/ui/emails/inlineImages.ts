import type { ListedAttachment } from './AttachmentList';

/** Content-ID (as contentIdOf reads it) → data: URL of the picture it names. */
export type InlineImages = ReadonlyMap<string, string>;

const CID_SOURCE = /\ssrc\s*=\s*["']?\s*cid:([^"'\s>]+)/gi;

/** A cid: URL is the Content-ID %-encoded (RFC 2392); angle brackets are sometimes left on. */
export function contentIdOf(reference: string): string {
  let id = reference;
  try {
    id = decodeURIComponent(reference);
  } catch {
    // Not valid %-encoding: the reference is read as written.
  }
  return id.trim().replace(/^<|>$/g, '').toLowerCase();
}

/**
 * The attachments an HTML body shows as pictures, each under the Content-ID it is shown by.
 * Content-IDs are compared without case: senders write the same id in both cases.
 */
export function inlineImageParts(html: string | null | undefined, attachments: readonly ListedAttachment[]): { contentId: string; attachment: ListedAttachment }[] {
  if (!html || !/cid:/i.test(html)) return [];
  const byContentId = new Map(attachments.filter((a) => a.contentId).map((a) => [contentIdOf(a.contentId as string), a]));
  const parts = new Map<string, ListedAttachment>();
  for (const [, reference] of html.matchAll(CID_SOURCE)) {
    const contentId = contentIdOf(reference as string);
    const attachment = byContentId.get(contentId);
    if (attachment) parts.set(contentId, attachment);
  }
  return [...parts].map(([contentId, attachment]) => ({ contentId, attachment }));
}

