import type { PreviewDecision } from '../../ui/attachmentFiles';
import { TEXT_PREVIEW_LIMIT } from './useAttachment';

interface Props {
  url: string;
  filename: string;
  decision: PreviewDecision;
  text: string | null;
  onDownload: () => void;
}

const OFFICE_APPS: Record<string, string> = { doc: 'Word', docx: 'Word', xls: 'Excel', xlsx: 'Excel', ppt: 'PowerPoint', pptx: 'PowerPoint' };

function Unavailable({ title, detail, onDownload }: { title: string; detail: string; onDownload: () => void }) {
  return (
    <div className="preview-unavailable">
      <h2>{title}</h2>
      <p className="muted">{detail}</p>
      <button type="button" className="btn btn-primary" onClick={onDownload}>
        Download
      </button>
    </div>
  );
}

/** The attachment itself, shown the way its type allows (SPEC.md section 2 "Attachment preview"). */
export function AttachmentView({ url, filename, decision, text, onDownload }: Props) {
  switch (decision.kind) {
    case 'pdf':
      return <iframe className="preview-frame" src={url} title={filename} />;
    case 'image':
      return (
        <div className="preview-media">
          <img src={url} alt={filename} />
        </div>
      );
    case 'video':
      return (
        <div className="preview-media">
          <video src={url} controls aria-label={filename} />
        </div>
      );
    case 'audio':
      return (
        <div className="preview-media">
          <audio src={url} controls aria-label={filename} />
        </div>
      );
    case 'text': {
      // React writes it as text: an HTML or SVG file shows its source and never runs.
      const cut = (text ?? '').length > TEXT_PREVIEW_LIMIT;
      return (
        <div className="preview-text-wrap">
          {cut && <p className="preview-note">Only the beginning is shown; download the file for all of it.</p>}
          <pre className="preview-text">{cut ? text?.slice(0, TEXT_PREVIEW_LIMIT) : text}</pre>
        </div>
      );
    }
    case 'office': {
      const app = OFFICE_APPS[/\.(\w+)$/.exec(filename)?.[1]?.toLowerCase() ?? ''] ?? 'an Office application';
      return <Unavailable title="Office Document" detail={`This document cannot be shown in the browser. Download it to open it in ${app}.`} onDownload={onDownload} />;
    }
    default:
      return <Unavailable title="File Preview Unavailable" detail={`Files of type ${decision.contentType} cannot be previewed. Download the file to open it.`} onDownload={onDownload} />;
  }
}
