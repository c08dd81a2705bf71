import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { InlineImages } from './inlineImages';
import type { EmailContent } from './plainText';
import { SanitizedHtmlFrame } from './SanitizedHtmlFrame';
import { ViewerErrorBoundary } from './ViewerErrorBoundary';
import './EmailBodyViewer.css';

type Tab = 'web' | 'text';
const TABS: { id: Tab; label: string }[] = [
  { id: 'web', label: 'Web View' },
  { id: 'text', label: 'Plain Text' },
];

function Panels({ html, text, title, pictures }: EmailContent & { title: string; pictures?: InlineImages | undefined }) {
  const id = useId();
  const [tab, setTab] = useState<Tab>(html ? 'web' : 'text');
  const buttons = useRef<Record<Tab, HTMLButtonElement | null>>({ web: null, text: null });

  if (!html && !text) return <p className="email-viewer-message">No email content available</p>;

  // The ARIA tabs pattern: arrows move between the two tabs, Tab moves on into the panel.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: Tab = tab === 'web' ? 'text' : 'web';
    setTab(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="email-viewer">
      <div className="email-viewer-tabs" role="tablist" aria-label="Email content view" onKeyDown={onKeyDown}>
        {TABS.map(({ id: tabId, label }) => (
          <button
            key={tabId}
            ref={(node) => {
              buttons.current[tabId] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-${tabId}-tab`}
            aria-selected={tab === tabId}
            aria-controls={`${id}-${tabId}-panel`}
            tabIndex={tab === tabId ? 0 : -1}
            onClick={() => setTab(tabId)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`} className="email-viewer-panel">
        {tab === 'web' && html && <SanitizedHtmlFrame html={html} title={title} pictures={pictures} />}
        {tab === 'web' && !html && <div className="email-viewer-text email-viewer-web-text">{text}</div>}
        {tab === 'text' && (text ? <pre className="email-viewer-text">{text}</pre> : <p className="email-viewer-message">No content available</p>)}
      </div>
    </div>
  );
}

/**
 * The one e-mail body viewer (the task list and /email/{id}): "Web View" shows the sanitised
 * HTML with the message's own pictures (`pictures`, by Content-ID), "Plain Text" the text, with
 * SPEC.md section 2's fallbacks.
 */
export function EmailBodyViewer({ content, title, pictures }: { content: EmailContent; title: string; pictures?: InlineImages }) {
  return (
    <ViewerErrorBoundary>
      <Panels html={content.html} text={content.text} title={title} pictures={pictures} />
    </ViewerErrorBoundary>
  );
}
