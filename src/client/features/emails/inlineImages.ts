import type { ListedAttachment } from './AttachmentList';

/** Content-ID (as normalContentId writes it) → data: URL of the picture it names. */
export type InlineImages = ReadonlyMap<string, string>;

/** A Content-ID as headers and references both write it: angle brackets and letter case aside. */
export function normalContentId(id: string): string {
  return id.trim().replace(/^<|>$/g, '').toLowerCase();
}

/**
 * The Content-ID an image source names when it is a `cid:` URL, else undefined. The id is
 * %-encoded there (RFC 2392), never in the header.
 */
export function contentIdOfSource(source: string): string | undefined {
  const trimmed = source.trim();
  if (!/^cid:/i.test(trimmed)) return undefined;
  const reference = trimmed.slice(4);
  try {
    return normalContentId(decodeURIComponent(reference));
  } catch {
    // Not valid %-encoding: the reference is read as written.
    return normalContentId(reference);
  }
}

/**
 * The attachments an HTML body shows as pictures, each under the Content-ID it is shown by.
 * The body is parsed as the sanitiser will read it (entities decoded), into an inert document
 * that runs nothing and loads nothing.
 */
export function inlineImageParts(html: string | null | undefined, attachments: readonly ListedAttachment[]): { contentId: string; attachment: ListedAttachment }[] {
  if (!html || !/cid:/i.test(html)) return [];
  const byContentId = new Map(attachments.filter((a) => a.contentId).map((a) => [normalContentId(a.contentId as string), a]));
  const parts = new Map<string, ListedAttachment>();
  for (const image of new DOMParser().parseFromString(html, 'text/html').querySelectorAll('img[src]')) {
    const contentId = contentIdOfSource(image.getAttribute('src') ?? '');
    const attachment = contentId === undefined ? undefined : byContentId.get(contentId);
    if (contentId !== undefined && attachment) parts.set(contentId, attachment);
  }
  return [...parts].map(([contentId, attachment]) => ({ contentId, attachment }));
}
