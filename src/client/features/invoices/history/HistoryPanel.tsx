import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { InvoiceDetail } from '../../../../shared/contract/invoices';
import { useGetInvoiceHistoryQuery } from '../../../api/invoicesApi';
import { Banner } from '../../../ui/Banner';
import { formatDateTime } from '../../../ui/format';
import { describe, groupHistory, type ChangeLine } from './historyText';
import './HistoryPanel.css';

export const HISTORY_FAILED = 'Failed to fetch the invoice history.';

const OPEN_KEY = 'invoiceHistoryOpen';

/** Open or closed as the reviewer last left it, from one invoice to the next and across visits. */
function useRememberedOpen(): [boolean, () => void] {
  const [open, setOpen] = useState(() => {
    try {
      return localStorage.getItem(OPEN_KEY) === 'true';
    } catch {
      return false;
    }
  });
  const toggle = () =>
    setOpen((was) => {
      try {
        localStorage.setItem(OPEN_KEY, String(!was));
      } catch {
        // Storage refused (private window): the panel still opens, it is only not remembered.
      }
      return !was;
    });
  return [open, toggle];
}

function Change({ line }: { line: ChangeLine }) {
  return (
    <li className="history-change">
      {line.text}
      {line.confidence && (
        <span className={line.confidence.low ? 'history-confidence history-confidence-low' : 'history-confidence'}>
          {line.confidence.low ? `${line.confidence.percent}% sure: low, check it` : `${line.confidence.percent}% sure`}
        </span>
      )}
      {line.emailId && (
        <>
          {' '}
          <Link to={`/email/${encodeURIComponent(line.emailId)}`}>Open the e-mail</Link>
        </>
      )}
    </li>
  );
}

function HistoryBody({ invoice }: { invoice: InvoiceDetail }) {
  const { data, isLoading, isError, refetch } = useGetInvoiceHistoryQuery(invoice.id);
  if (isLoading) {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading history...
        </p>
        {[0, 1, 2].map((row) => (
          <div key={row} className="skeleton history-skeleton" aria-hidden />
        ))}
      </div>
    );
  }
  if (isError || !data) {
    return (
      <Banner tone="error" title={HISTORY_FAILED}>
        <p>
          Check your connection and{' '}
          <button type="button" className="btn-link" onClick={() => void refetch()}>
            try again
          </button>
          .
        </p>
      </Banner>
    );
  }
  if (data.length === 0) return <p className="muted">No changes recorded yet.</p>;
  return (
    <ol className="history-list">
      {groupHistory(data).map((group) => (
        <li key={group.key} className="history-group">
          <p className="history-when">
            <time dateTime={group.at}>{formatDateTime(group.at)}</time> · <span className="history-who">{group.who}</span>
          </p>
          <ul className="history-changes">
            {group.entries.map((entry, index) => (
              <Change key={index} line={describe(entry, invoice.currency)} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/**
 * Every change to the invoice, oldest first: what intake read and how sure it was, then each
 * edit, review and comment with who and when. Fetched only while open, so moving from invoice to
 * invoice does not pay for it.
 */
export function HistoryPanel({ invoice }: { invoice: InvoiceDetail }) {
  const id = useId();
  const [open, toggle] = useRememberedOpen();
  return (
    <section className="invoice-history card" aria-labelledby={`${id}-title`}>
      <h2 className="invoice-history-title">
        <button type="button" id={`${id}-title`} className="disclosure-toggle" aria-expanded={open} aria-controls={`${id}-body`} onClick={toggle}>
          <span className="disclosure-chevron" aria-hidden="true" />
          History
        </button>
      </h2>
      {open && (
        <div id={`${id}-body`} className="invoice-history-body">
          <HistoryBody invoice={invoice} />
        </div>
      )}
    </section>
  );
}
