import { useEffect, useState } from 'react';
import './CopyButton.css';

type Outcome = 'idle' | 'copied' | 'failed';

/** Clipboard API first; the old execCommand route for pages the browser does not trust with it. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      return await navigator.clipboard.writeText(text);
    } catch {
      // Falls through: a denied permission often still allows the older route.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'copy-button-scratch';
  document.body.append(area);
  area.select();
  const copied = document.execCommand?.('copy');
  area.remove();
  if (!copied) throw new Error('Copy was refused');
}

/** A small button that copies `value`; `label` names what is copied for screen readers. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [outcome, setOutcome] = useState<Outcome>('idle');

  useEffect(() => {
    if (outcome === 'idle') return;
    const timer = setTimeout(() => setOutcome('idle'), 1500);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = () => {
    copyText(value).then(
      () => setOutcome('copied'),
      (error: unknown) => {
        console.error('Copy failed', error);
        setOutcome('failed');
      },
    );
  };

  return (
    <>
      <button type="button" className={`copy-button copy-button-${outcome}`} onClick={copy} disabled={!value} aria-label={`Copy ${label}`}>
        {outcome === 'copied' ? 'Copied' : outcome === 'failed' ? 'Copy failed' : 'Copy'}
      </button>
      <span className="visually-hidden" role="status">
        {outcome === 'copied' ? `${label} copied` : outcome === 'failed' ? `${label} could not be copied` : ''}
      </span>
    </>
  );
}
