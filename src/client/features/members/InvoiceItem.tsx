import { Link } from 'react-router';
import { DOCUMENT_KIND_LABELS } from '../../../shared/contract/documentKinds';
import type { InvoiceSummary } from '../../../shared/contract/invoices';
import { InvoiceComment } from './InvoiceComment';
import { isWeak, WEAK_FIELD_TITLE } from '../../ui/confidence';
import { UNKNOWN_PAYEE } from '../../ui/format';
import { invoiceFields } from './invoiceRow';
import { useActiveItem } from './useActiveItem';
import { useOpenInvoice } from './useOpenInvoice';
import './InvoiceItem.css';

interface Props {
  invoice: InvoiceSummary;
  active: boolean;
  onFocusItem: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

/** One invoice row: SPEC.md's fields and defaults, green or red by review state, and its actions. */
export function InvoiceItem({ invoice, active, onFocusItem, onToggle, onDelete }: Props) {
  const ref = useActiveItem<HTMLElement>(active);
  const { linkTo } = useOpenInvoice();
  const payee = invoice.payee?.trim() || null;
  const payeeWeak = isWeak(invoice.confidence, 'payee', payee);
  const state = invoice.reviewed ? 'reviewed' : 'unreviewed';
  return (
    <article
      ref={ref}
      className={`invoice-item is-${state}${active ? ' is-active' : ''}`}
      tabIndex={-1}
      aria-label={`${payee ?? UNKNOWN_PAYEE}, ${state}`}
      aria-current={active || undefined}
      data-invoice-id={invoice.id}
      onFocus={onFocusItem}
    >
      <header className="invoice-head">
        <h3 className={`invoice-payee${payeeWeak ? ' is-weak' : ''}`} title={payeeWeak ? WEAK_FIELD_TITLE : undefined}>
          {payee ?? UNKNOWN_PAYEE}
        </h3>
        <span className={`invoice-state is-${state}`}>{invoice.reviewed ? 'Reviewed' : 'Unreviewed'}</span>
        {invoice.documentKind === 'credit_note' && <span className="invoice-flag invoice-flag-kind">{DOCUMENT_KIND_LABELS.credit_note}</span>}
        {invoice.duplicateOf ? (
          <Link className="invoice-flag" {...linkTo(invoice.duplicateOf)} title={`${invoice.duplicateReason ?? 'Same payee, number and total as an earlier invoice.'} Open that one.`}>
            Possible duplicate
          </Link>
        ) : (
          invoice.duplicateReason && (
            <span className="invoice-flag" title={invoice.duplicateReason}>
              Possible duplicate
            </span>
          )
        )}
        <div className="invoice-actions">
          <Link className="btn btn-small" {...linkTo(invoice.id)} aria-label="View invoice">
            View
          </Link>
          <button type="button" className={`btn btn-small btn-review is-${state}`} onClick={onToggle} aria-label={invoice.reviewed ? 'Mark unreviewed' : 'Mark reviewed'} title={invoice.reviewed ? 'Mark unreviewed (x)' : 'Mark reviewed (x)'}>
            {invoice.reviewed ? '✕' : '✓'}
          </button>
          <button type="button" className="btn btn-small btn-quiet-danger" onClick={onDelete} aria-label="Delete invoice">
            Delete
          </button>
          {invoice.senderEmail && (
            <Link className="btn btn-small" to={`/register?email=${encodeURIComponent(invoice.senderEmail)}`}>
              Register User
            </Link>
          )}
        </div>
      </header>
      <dl className="invoice-fields">
        {invoiceFields(invoice).map(({ key, label, value, fallback }) => {
          const weak = isWeak(invoice.confidence, key, value);
          return (
            <div key={key} className={`invoice-field field-${key}${weak ? ' is-weak' : ''}${value === null ? ' is-missing' : ''}`} title={weak ? WEAK_FIELD_TITLE : undefined}>
              <dt className="invoice-label">{label}</dt>
              <dd>{value ?? fallback}</dd>
            </div>
          );
        })}
      </dl>
      <InvoiceComment id={invoice.id} comment={invoice.comment ?? ''} />
    </article>
  );
}
