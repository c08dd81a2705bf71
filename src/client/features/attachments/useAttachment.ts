import { useEffect, useState } from 'react';
import { useFetchAttachment } from '../../api/attachmentsApi';
import { previewDecision, type PreviewDecision } from '../../ui/attachmentFiles';

export const PREVIEW_ERRORS = {
  fetch: 'Failed to fetch attachment',
  read: 'Error reading attachment data',
} as const;

/** A text attachment beyond this is cut in the preview; the download has all of it. */
export const TEXT_PREVIEW_LIMIT = 500_000;

export type AttachmentState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; url: string; size: number; decision: PreviewDecision; text: string | null };

/**
 * Fetches the attachment and holds it as an object URL typed as the preview decided (so a
 * file cannot make the browser treat it as something else), revoked when the page goes.
 */
export function useAttachment(partId: string, filename: string): AttachmentState {
  const fetchAttachment = useFetchAttachment();
  const [state, setState] = useState<AttachmentState>({ status: 'loading' });

  useEffect(() => {
    if (!partId) return;
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });

    const load = async () => {
      let blob: Blob;
      try {
        blob = await fetchAttachment(partId, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Attachment fetch failed', error);
        return setState({ status: 'error', message: PREVIEW_ERRORS.fetch });
      }
      try {
        const decision = previewDecision(blob.type, filename);
        const text = decision.kind === 'text' ? (await blob.text()).slice(0, TEXT_PREVIEW_LIMIT + 1) : null;
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(new Blob([blob], { type: decision.contentType }));
        setState({ status: 'ready', url, size: blob.size, decision, text });
      } catch (error) {
        console.error('Attachment could not be read', error);
        setState({ status: 'error', message: PREVIEW_ERRORS.read });
      }
    };
    void load();

    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [partId, filename, fetchAttachment]);

  return state;
}
