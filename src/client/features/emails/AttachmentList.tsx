import { useState } from 'react';
import { useFetchAttachment } from '../../api/attachmentsApi';
import { effectiveContentType, type AttachmentMeta } from '../../../shared/contract/attachments';
import { DOCUMENT_KIND_LABELS, PAYABLE_KINDS } from '../../../shared/contract/documentKinds';
import { formatKb } from '../../ui/format';
import { base64ToBlob, previewPath, saveBlob } from '../../ui/attachmentFiles';
import './AttachmentList.css';

/** List items carry metadata only; an e-mail's detail also brings the content along. */
export type ListedAttachment = AttachmentMeta & { base64?: string };

export const ATTACHMENT_MESSAGES = {
  cannotDownload: 'This attachment cannot be downloaded. Missing base64 data.',
  cannotPreview: 'This attachment cannot be previewed. Missing base64 data.',
  downloadError: 'Failed to download attachment. See console for details.',
  previewError: 'Failed to preview attachment. See console for details.',
  downloadFailed: 'Download failed. Please try again.',
} as const;

const PREVIEW_WINDOW = 'popup=yes,width=1024,height=820';

function AttachmentRow({ attachment, onMessage }: { attachment: ListedAttachment; onMessage: (message: string | null) => void }) {
  const fetchAttachment = useFetchAttachment();
  const [downloading, setDownloading] = useState(false);
  const { partId, filename, base64 } = attachment;
  const type = effectiveContentType(attachment.contentType, filename);

  const download = async () => {
    onMessage(null);
    if (base64) {
      try {
        saveBlob(base64ToBlob(base64, type), filename);
      } catch (error) {
        console.error('Attachment could not be decoded', error);
        onMessage(ATTACHMENT_MESSAGES.downloadError);
      }
      return;
    }
    if (!partId) return onMessage(ATTACHMENT_MESSAGES.cannotDownload);
    setDownloading(true);
    try {
      saveBlob(await fetchAttachment(partId), filename);
    } catch (error) {
      console.error('Attachment download failed', error);
      onMessage(ATTACHMENT_MESSAGES.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  // Opened in the click itself: a window opened after an await is taken for a popup and blocked.
  const preview = () => {
    onMessage(null);
    if (!partId) return onMessage(ATTACHMENT_MESSAGES.cannotPreview);
    try {
      if (!window.open(previewPath(partId, filename), '_blank', PREVIEW_WINDOW)) throw new Error('The browser blocked the preview window');
    } catch (error) {
      console.error('Attachment preview failed', error);
      onMessage(ATTACHMENT_MESSAGES.previewError);
    }
  };

  return (
    <li className="attachment-row">
      <span className="attachment-name" title={filename}>
        {filename || 'Unnamed attachment'}
        {attachment.documentKind && (
          <span className={`attachment-kind${PAYABLE_KINDS.has(attachment.documentKind) ? '' : ' is-not-bill'}`} title={PAYABLE_KINDS.has(attachment.documentKind) ? 'Read as a bill' : 'Kept, but not a bill to pay'}>
            {DOCUMENT_KIND_LABELS[attachment.documentKind]}
          </span>
        )}
      </span>
      <span className="attachment-meta">
        {type} · {formatKb(attachment.size)}
      </span>
      <span className="attachment-actions">
        <button type="button" className="btn" onClick={preview} aria-label={`Preview ${filename}`}>
          Preview
        </button>
        <button type="button" className="btn" onClick={() => void download()} disabled={downloading} aria-busy={downloading || undefined} aria-label={`Download ${filename}`}>
          Download
        </button>
      </span>
    </li>
  );
}

/** An e-mail's attachments with Preview (a new window) and Download, or "No Attachments". */
export function AttachmentList({ attachments }: { attachments: ListedAttachment[] }) {
  const [message, setMessage] = useState<string | null>(null);
  if (attachments.length === 0) return <p className="attachment-empty muted">No Attachments</p>;
  return (
    <div className="attachments">
      <ul className="attachment-list" aria-label="Attachments">
        {attachments.map((attachment, index) => (
          <AttachmentRow key={attachment.partId || index} attachment={attachment} onMessage={setMessage} />
        ))}
      </ul>
      {message && (
        <p className="attachment-message" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
