import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { saveUrl } from '../../ui/attachmentFiles';
import { formatKb } from '../../ui/format';
import { usePageTitle } from '../../ui/PageTitle';
import { AttachmentView } from './AttachmentView';
import { useAttachment } from './useAttachment';
import './PreviewPage.css';

const DOWNLOAD_FAILED = 'Download failed. Please try again.';

function Preview({ partId, filename }: { partId: string; filename: string }) {
  const state = useAttachment(partId, filename);
  const navigate = useNavigate();
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = () => {
    if (state.status !== 'ready') return;
    setDownloadError(null);
    try {
      saveUrl(state.url, filename);
    } catch (error) {
      console.error('Attachment download failed', error);
      setDownloadError(DOWNLOAD_FAILED);
    }
  };

  // Only a window a script opened may close itself; one opened by hand goes back instead.
  const close = () => (window.opener ? window.close() : void navigate(-1));

  return (
    <section className="preview-page" aria-label="Attachment preview">
      <header className="preview-bar">
        <div className="preview-title">
          <h1>{filename}</h1>
          {state.status === 'ready' && (
            <span className="preview-meta">
              {state.decision.contentType} · {formatKb(state.size)}
            </span>
          )}
        </div>
        {downloadError && (
          <span className="preview-error" role="alert">
            {downloadError}
          </span>
        )}
        <button type="button" className="btn btn-primary" onClick={download} disabled={state.status !== 'ready'}>
          Download
        </button>
        <button type="button" className="btn" onClick={close}>
          Close
        </button>
      </header>
      <div className="preview-body">
        {state.status === 'loading' && (
          <p className="preview-status" role="status">
            Loading...
          </p>
        )}
        {state.status === 'error' && (
          <p className="preview-status preview-error" role="alert">
            {state.message}
          </p>
        )}
        {state.status === 'ready' && <AttachmentView url={state.url} filename={filename} decision={state.decision} text={state.text} onDownload={download} />}
      </div>
    </section>
  );
}

/** /preview?partId=…&name=…: the attachment preview window (SPEC.md section 2). */
export default function PreviewPage() {
  const [params] = useSearchParams();
  const partId = params.get('partId')?.trim() ?? '';
  const filename = params.get('name')?.trim() || 'attachment';
  usePageTitle(partId ? filename : 'Attachment Preview');

  if (!partId) {
    return (
      <section className="preview-page" aria-label="Attachment preview">
        <p className="preview-status preview-error" role="alert">
          Missing partId in URL parameters
        </p>
      </section>
    );
  }
  return <Preview key={partId} partId={partId} filename={filename} />;
}
