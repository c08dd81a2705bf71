import type { InvoiceDetail } from '../../../shared/contract/invoices';
import { CopyButton } from '../../ui/CopyButton';
import { isWeak, WEAK_FIELD_TITLE } from '../../ui/confidence';
import { formatDate, formatDateTime, formatMoney, NOT_FOUND } from '../../ui/format';
import { EDITABLE_FIELDS, type FieldSpec } from './invoiceFields';
import './InvoiceFields.css';
import './pdf/showOnPdf.css';

function shown(invoice: InvoiceDetail, { name, kind }: FieldSpec): string | null {
  const value = invoice[name];
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'money') return formatMoney(value as number, invoice.currency);
  if (kind === 'date') return formatDate(String(value));
  return String(value);
}

interface RowProps {
  label: string;
  value: string | null;
  empty?: string;
  weak?: boolean;
  copy?: boolean;
  /** Why extraction chose the value; shown under a doubtful one, as a tooltip under any. */
  reason?: string | undefined;
  /** Shows where the PDF prints the value; only for a value read from the PDF. */
  onShow?: (() => void) | undefined;
}

export const SHOW_ON_PDF = 'Show on the PDF';

function Row({ label, value, empty = NOT_FOUND, weak = false, copy = true, reason, onShow }: RowProps) {
  const title = [weak ? WEAK_FIELD_TITLE : null, reason ? `Why: ${reason}` : null].filter(Boolean).join('. ') || undefined;
  const shows = onShow !== undefined && value !== null;
  return (
    <div className={weak ? 'invoice-field invoice-field-weak' : 'invoice-field'} title={title}>
      <dt>
        {shows ? (
          <button type="button" className="invoice-field-show" onClick={onShow} aria-label={`${label} (${SHOW_ON_PDF})`}>
            {label}
          </button>
        ) : (
          label
        )}
      </dt>
      <dd>
        {/* The value is a click target too (the label is the keyboard's); its text stays selectable. */}
        <span className={value === null ? 'invoice-value muted' : shows ? 'invoice-value invoice-value-show' : 'invoice-value'} onClick={shows ? onShow : undefined}>
          {value ?? empty}
        </span>
        {copy && value !== null && <CopyButton value={value} label={label} />}
      </dd>
      {weak && reason && value !== null && <p className="invoice-field-reason">{reason}</p>}
    </div>
  );
}

/**
 * View mode: every field with its Copy button; comment has its own editor below. A field read
 * from the PDF shows where (`onShowField`) when its label or value is clicked.
 */
export function FieldsView({ invoice, onShowField }: { invoice: InvoiceDetail; onShowField?: (field: string) => void }) {
  return (
    <dl className="invoice-fields">
      {EDITABLE_FIELDS.filter((field) => field.name !== 'comment').map((field) => (
        <Row
          key={field.name}
          label={field.label}
          value={shown(invoice, field)}
          empty={'empty' in field ? field.empty : undefined}
          weak={isWeak(invoice.confidence, field.name, invoice[field.name])}
          reason={invoice.fieldReasons[field.name]}
          onShow={onShowField && invoice.fieldBoxes?.[field.name] ? () => onShowField(field.name) : undefined}
        />
      ))}
      <Row label="Marked as Paid" value={invoice.markedAsPaid ? 'Yes' : 'No'} copy={false} />
      <Row label="Client" value={invoice.clientName || null} />
      <Row label="Sender Email" value={invoice.senderEmail} />
      <Row label="Created" value={formatDateTime(invoice.createdAt)} />
    </dl>
  );
}
