import { useState } from 'react';
import type { InvoiceDetail } from '../../../../shared/contract/invoices';
import { ShortcutsHelp } from '../../../ui/shortcuts/ShortcutsHelp';
import { useShortcuts } from '../../../ui/shortcuts/useShortcuts';
import { REVIEW_MESSAGES } from './messages';
import { useReviewFlow } from './useReviewFlow';
import { VIEW_SHORTCUTS } from './viewShortcuts';
import './ReviewNavigation.css';

const EDITING = 'Save or cancel your changes first';

/** The buttons' hint: why one is disabled, or its key. */
const hint = (editing: boolean, inList: boolean | undefined, key: string) => (editing ? EDITING : inList === false ? REVIEW_MESSAGES.notInList : key);

/**
 * Previous / Next through the client's list and "Mark reviewed & next", with their keys. None of
 * them acts while the invoice is being edited (Esc then cancels the edit instead of leaving).
 */
export function ReviewNavigation({ invoice, editing }: { invoice: InvoiceDetail; editing: boolean }) {
  const flow = useReviewFlow(invoice);
  const [helpOpen, setHelpOpen] = useState(false);
  useShortcuts(
    {
      x: () => void flow.markAndNext(),
      j: () => void flow.goNext(),
      k: () => void flow.goPrevious(),
      Escape: flow.back,
      '?': () => setHelpOpen(true),
    },
    !editing,
  );

  const { position } = flow;
  return (
    <nav className="review-nav" aria-label="Review" aria-busy={flow.busy || undefined}>
      <button type="button" className="btn btn-small" disabled={editing || flow.previous === null} title={hint(editing, flow.inList, 'K')} onClick={() => void flow.goPrevious()}>
        Previous
      </button>
      <span className="review-nav-position" aria-label={position ? `Invoice ${position.number} of ${position.total} in the list` : undefined}>
        {position ? `${position.number} of ${position.total}` : ''}
      </span>
      <button type="button" className="btn btn-small" disabled={editing || flow.next === null} title={hint(editing, flow.inList, 'J')} onClick={() => void flow.goNext()}>
        Next
      </button>
      <button
        type="button"
        className="btn btn-primary btn-small"
        disabled={editing}
        title={editing ? EDITING : invoice.reviewed ? 'Already reviewed: opens the next unreviewed invoice (X)' : 'X'}
        onClick={() => void flow.markAndNext()}
      >
        Mark reviewed &amp; next
      </button>
      <button type="button" className="btn btn-small" aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)" onClick={() => setHelpOpen(true)}>
        ?
      </button>
      <span className="review-nav-notice" role="status">
        {flow.notice}
      </span>
      <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} shortcuts={VIEW_SHORTCUTS} />
    </nav>
  );
}
