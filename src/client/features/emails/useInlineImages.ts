import { useEffect, useMemo, useState } from 'react';
import { useFetchAttachment } from '../../api/attachmentsApi';
import type { ListedAttachment } from './AttachmentList';
import { previewDecision } from '../../ui/attachmentFiles';
import { inlineImageParts, type InlineImages } from './inlineImages';
import { isEmbeddableImage } from './sanitizeEmailHtml';

/**
 * A picture above this stays a broken image with its alt text: as a data: URL it would be
 * written into the frame's document, a third larger, on every render of the message.
 */
export const INLINE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

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
  // Pictures are kept with the parts they were read for, so another message's never show here.
  const [loaded, setLoaded] = useState<{ parts: typeof parts; images: InlineImages } | null>(null);

  useEffect(() => {
    if (parts.length === 0) return;
    const controller = new AbortController();
    const load = async ({ contentId, attachment }: (typeof parts)[number]): Promise<[string, string] | null> => {
      // Typed as the attachment list says (its type, or its extension's), whatever the response claims.
      const { contentType } = previewDecision(attachment.contentType, attachment.filename);
      if (!isEmbeddableImage(contentType) || attachment.size > INLINE_IMAGE_MAX_BYTES) return null;
      try {
        if (attachment.base64) return [contentId, `data:${contentType};base64,${attachment.base64.replace(/\s+/g, '')}`];
        return [contentId, await dataUrlOf(await fetchAttachment(attachment.partId, controller.signal), contentType)];
      } catch (error) {
        if (!controller.signal.aborted) console.error('An inline picture could not be loaded', error);
        return null;
      }
    };
    void Promise.all(parts.map(load)).then((pictures) => {
      if (!controller.signal.aborted) setLoaded({ parts, images: new Map(pictures.filter((entry): entry is [string, string] => entry !== null)) });
    });
    return () => controller.abort();
  }, [parts, fetchAttachment]);

  return loaded?.parts === parts ? loaded.images : NONE;
}
