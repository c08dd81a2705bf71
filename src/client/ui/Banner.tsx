import type { ReactNode } from 'react';
import './Form.css';

export type BannerTone = 'info' | 'success' | 'error';

/** An inline message; errors interrupt screen readers (alert), the rest wait their turn (status). */
export function Banner({ tone, title, children }: { tone: BannerTone; title?: string; children?: ReactNode }) {
  return (
    <div className={`banner banner-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title && <p className="banner-title">{title}</p>}
      {children}
    </div>
  );
}
