import { Banner } from '../../ui/Banner';
import type { Notice } from './messages';

/** The screen's notification box (SPEC.md section 2), with its close button. */
export function NoticeBanner({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  return (
    <div className="clients-notice">
      <Banner tone={notice.tone} title={notice.title}>
        {notice.detail && <p>{notice.detail}</p>}
      </Banner>
      <button type="button" className="btn clients-notice-close" aria-label="Close message" onClick={onClose}>
        ×
      </button>
    </div>
  );
}
