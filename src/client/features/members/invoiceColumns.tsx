import { createColumnHelper, rowSortingFeature, tableFeatures } from '@tanstack/react-table';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { DOCUMENT_KIND_LABELS } from '../../../shared/contract/documentKinds';
import type { InvoiceSummary } from '../../../shared/contract/invoices';
import { isWeak, WEAK_FIELD_TITLE } from '../../ui/confidence';
import { formatDate, formatMoney, NOT_FOUND, UNKNOWN_PAYEE } from '../../ui/format';
import { useTableActions, useTableSelection } from './tableActions';

/** Sorting only: the server orders, filters and pages; the table draws what it answered. */
export const TABLE_FEATURES = tableFeatures({ rowSortingFeature });

/** The fields the confidence column looks at: those the table shows. */
const CHECKED_FIELDS = {
  payee: 'payee',
  invoiceNumber: 'invoice #',
  property: 'property',
  unit: 'unit',
  billDate: 'bill date',
  dueDate: 'due date',
  totalAmount: 'total',
  currency: 'currency',
  documentKind: 'kind',
} as const satisfies Partial<Record<keyof InvoiceSummary, string>>;

/** The fields a reviewer should check, by the one rule the cards flag them by. */
export const weakFields = (invoice: InvoiceSummary): string[] =>
  Object.entries(CHECKED_FIELDS)
    .filter(([field]) => isWeak(invoice.confidence, field, invoice[field as keyof typeof CHECKED_FIELDS]))
    .map(([, label]) => label);

const present = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** A value, or a quiet dash that a screen reader reads as SPEC.md's "Not Found". */
function Value({ value, weak = false }: { value: string | null; weak?: boolean }) {
  const flag = weak ? { className: 'is-weak', title: WEAK_FIELD_TITLE } : {};
  if (value === null)
    return (
      <span {...flag}>
        <span className="table-missing" aria-hidden="true">
          —
        </span>
        <span className="visually-hidden">{NOT_FOUND}</span>
      </span>
    );
  return (
    <span {...flag} title={flag.title ?? value}>
      {value}
    </span>
  );
}

const fieldCell = (field: 'invoiceNumber' | 'billDate' | 'dueDate', format: (value: string | null) => string | null) =>
  function FieldCell({ invoice }: { invoice: InvoiceSummary }) {
    const value = format(invoice[field]);
    return <Value value={value} weak={isWeak(invoice.confidence, field, value)} />;
  };

const InvoiceNumberCell = fieldCell('invoiceNumber', present);
const BillDateCell = fieldCell('billDate', formatDate);
const DueDateCell = fieldCell('dueDate', formatDate);

const shiftHeld = (event: ChangeEvent<HTMLInputElement>) => (event.nativeEvent as MouseEvent).shiftKey === true;

function SelectAllCell() {
  const selection = useTableSelection();
  const ref = useRef<HTMLInputElement>(null);
  const mixed = selection.someLoadedSelected && !selection.allLoadedSelected;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return <input ref={ref} type="checkbox" className="table-check" checked={selection.allLoadedSelected} onChange={selection.toggleAllLoaded} aria-label="Select every loaded invoice" />;
}

function SelectCell({ invoice }: { invoice: InvoiceSummary }) {
  const selection = useTableSelection();
  return (
    <input
      type="checkbox"
      className="table-check"
      checked={selection.isSelected(invoice.id)}
      onChange={(event) => selection.toggle(invoice.id, shiftHeld(event))}
      aria-label={`Select ${present(invoice.payee) ?? UNKNOWN_PAYEE}, ${present(invoice.invoiceNumber) ?? NOT_FOUND}`}
    />
  );
}

function PayeeCell({ invoice }: { invoice: InvoiceSummary }) {
  const { linkTo } = useTableActions();
  const payee = present(invoice.payee);
  const weak = isWeak(invoice.confidence, 'payee', payee);
  return (
    <Link className={`table-payee${weak ? ' is-weak' : ''}`} {...linkTo(invoice.id)} title={weak ? WEAK_FIELD_TITLE : (payee ?? UNKNOWN_PAYEE)}>
      {payee ?? UNKNOWN_PAYEE}
    </Link>
  );
}

function PropertyCell({ invoice }: { invoice: InvoiceSummary }) {
  const property = present(invoice.property);
  const unit = present(invoice.unit);
  if (!unit) return <Value value={property} />;
  return <Value value={`${property ?? NOT_FOUND} · Unit ${unit}`} />;
}

// Credit notes come from intake with negative totals, and read as such here as on the cards.
function TotalCell({ invoice }: { invoice: InvoiceSummary }) {
  const total = formatMoney(invoice.totalAmount, invoice.currency);
  return <Value value={total} weak={isWeak(invoice.confidence, 'totalAmount', invoice.totalAmount)} />;
}

function KindCell({ invoice }: { invoice: InvoiceSummary }) {
  return <span className={`table-kind is-${invoice.documentKind}`}>{DOCUMENT_KIND_LABELS[invoice.documentKind]}</span>;
}

function ConfidenceCell({ invoice }: { invoice: InvoiceSummary }) {
  const weak = weakFields(invoice);
  if (weak.length === 0) return null;
  return (
    <span className="table-flag" title={`Check: ${weak.join(', ')}`}>
      <span aria-hidden="true">⚠ </span>
      {weak.length === 1 ? weak[0] : `${weak.length} fields`}
      <span className="visually-hidden">: low confidence in {weak.join(', ')}</span>
    </span>
  );
}

/** The state as the cards word it; pressing it toggles (as x does). */
function ReviewedCell({ invoice }: { invoice: InvoiceSummary }) {
  const { toggleReview } = useTableActions();
  const state = invoice.reviewed ? 'reviewed' : 'unreviewed';
  return (
    <button type="button" className={`table-review is-${state}`} onClick={() => toggleReview(invoice.id)} title={invoice.reviewed ? 'Mark unreviewed (x)' : 'Mark reviewed (x)'}>
      {invoice.reviewed ? 'Reviewed' : 'Unreviewed'}
    </button>
  );
}

function CommentCell({ invoice }: { invoice: InvoiceSummary }) {
  const comment = present(invoice.comment);
  return comment ? <span title={comment}>{comment}</span> : null;
}

const column = createColumnHelper<typeof TABLE_FEATURES, InvoiceSummary>();

/**
 * The table's columns. Those the server sorts by (InvoiceSort) carry its names as ids; text and
 * dates sort A→Z and oldest first on the first click, totals largest first.
 */
export const INVOICE_COLUMNS = column.columns([
  column.display({ id: 'select', header: () => <SelectAllCell />, cell: ({ row }) => <SelectCell invoice={row.original} /> }),
  column.accessor('payee', { header: 'Payee', sortDescFirst: false, cell: ({ row }) => <PayeeCell invoice={row.original} /> }),
  column.accessor('invoiceNumber', { header: 'Invoice #', sortDescFirst: false, cell: ({ row }) => <InvoiceNumberCell invoice={row.original} /> }),
  column.accessor('property', { header: 'Property / unit', sortDescFirst: false, cell: ({ row }) => <PropertyCell invoice={row.original} /> }),
  column.accessor('billDate', { header: 'Bill date', sortDescFirst: false, cell: ({ row }) => <BillDateCell invoice={row.original} /> }),
  column.accessor('dueDate', { header: 'Due date', sortDescFirst: false, cell: ({ row }) => <DueDateCell invoice={row.original} /> }),
  column.accessor('totalAmount', { header: 'Total', sortDescFirst: true, cell: ({ row }) => <TotalCell invoice={row.original} /> }),
  column.display({ id: 'kind', header: 'Kind', cell: ({ row }) => <KindCell invoice={row.original} /> }),
  column.display({ id: 'confidence', header: 'Confidence', cell: ({ row }) => <ConfidenceCell invoice={row.original} /> }),
  column.display({ id: 'reviewed', header: 'Reviewed', cell: ({ row }) => <ReviewedCell invoice={row.original} /> }),
  column.display({ id: 'comment', header: 'Comment', cell: ({ row }) => <CommentCell invoice={row.original} /> }),
]);
