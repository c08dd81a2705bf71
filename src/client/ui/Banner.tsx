import type { ReactNode } from 'react';
import './Form.css';

export type BannerTone = 'info' | 'success' | 'error';

interface BannerProps {
  tone: BannerTone;
  title?: string;
  children?: ReactNode;
  /** Makes the banner closable with a × button. */
  onClose?: () => void;
  /** The close button's accessible name; "Close: {title}" by default. */
  closeLabel?: string;
}

/** An inline message; errors interrupt screen readers (alert), the rest wait their turn (status). */
export function Banner({ tone, title, children, onClose, closeLabel }: BannerProps) {
  return (
    <div className={`banner banner-${tone}${onClose ? ' banner-closable' : ''}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title && <p className="banner-title">{title}</p>}
      {children}
      {onClose && (
        <button type="button" className="banner-close" aria-label={closeLabel ?? `Close: ${title ?? 'message'}`} onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
