import { useEffect, useMemo, useState } from 'react';
import { useFetchAttachment } from '../../api/attachmentsApi';
import type { ListedAttachment } from './AttachmentList';
import { previewDecision } from './attachmentFiles';
import { inlineImageParts, type InlineImages } from './inlineImages';

const NONE: InlineImages = new Map();

async function dataUrlOf(blob: Blob, contentType: string): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: spreading a whole picture's bytes into one call overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${contentType};base64,${btoa(binary)}`;
}

/**
 * The pictures an e-mail's HTML names by cid:, read from its attachments (their content when it
 * came along, else fetched with the reviewer's token) as data: URLs: the body's frame loads
 * nothing but images, and an <img> cannot send a token. A picture that cannot be had stays a
 * broken image with its alt text; the rest of the message shows regardless.
 */
export function useInlineImages(html: string | null | undefined, attachments: readonly ListedAttachment[]): InlineImages {
  const fetchAttachment = useFetchAttachment();
  const parts = useMemo(() => inlineImageParts(html, attachments), [html, attachments]);
  const [images, setImages] = useState<InlineImages>(NONE);

  useEffect(() => {
    // Another message's pictures never show in this one, even under the same Content-ID.
    setImages(NONE);
    if (parts.length === 0) return;
    const controller = new AbortController();
    const load = async ({ contentId, attachment }: (typeof parts)[number]): Promise<[string, string] | null> => {
      try {
        // Typed as the attachment list says (its type, or its extension's), whatever the response claims.
        const decision = previewDecision(attachment.contentType, attachment.filename);
        if (decision.kind !== 'image') return null;
        if (attachment.base64) return [contentId, `data:${decision.contentType};base64,${attachment.base64.replace(/\s+/g, '')}`];
        return [contentId, await dataUrlOf(await fetchAttachment(attachment.partId, controller.signal), decision.contentType)];
      } catch (error) {
        if (!controller.signal.aborted) console.error('An inline picture could not be loaded', error);
        return null;
      }
    };
    void Promise.all(parts.map(load)).then((loaded) => {
      if (!controller.signal.aborted) setImages(new Map(loaded.filter((entry): entry is [string, string] => entry !== null)));
    });
    return () => controller.abort();
  }, [parts, fetchAttachment]);

  return parts.length === 0 ? NONE : images;
}
