import type { ReactNode } from 'react';
import type { Resolution } from '../../../shared/contract/directory';
import type { InvoiceDetail } from '../../../shared/contract/invoices';
import { CopyButton } from '../../ui/CopyButton';
import { isWeak, WEAK_FIELD_TITLE } from '../../ui/confidence';
import { formatDate, formatDateTime, formatMoney, NOT_FOUND } from '../../ui/format';
import { EDITABLE_FIELDS, type FieldSpec } from './invoiceFields';
import { ResolutionNote } from './ResolutionNote';
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
  /** How the directory matched the value (issue 16), and a control to change it. */
  resolved?: ReactNode;
  action?: ReactNode;
}

/** The fields the client's directory resolves, and their parts of the resolution: the payee is the vendor's name. */
const RESOLVED_AS: Partial<Record<FieldSpec['name'], keyof Resolution>> = { payee: 'vendor', property: 'property', unit: 'unit', glAccount: 'glAccount' };

export const SHOW_ON_PDF = 'Show on the PDF';

function Row({ label, value, empty = NOT_FOUND, weak = false, copy = true, reason, onShow, resolved, action }: RowProps) {
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
        {action}
        {copy && value !== null && <CopyButton value={value} label={label} />}
      </dd>
      {weak && reason && value !== null && <p className="invoice-field-reason">{reason}</p>}
      {resolved}
    </div>
  );
}

interface Props {
  invoice: InvoiceDetail;
  onShowField?: (field: string) => void;
  /** Beside the property, for a caller who may change it (PlaceChange). */
  placeChange?: ReactNode;
}

function resolvedNote(invoice: InvoiceDetail, field: FieldSpec['name']): ReactNode {
  const part = RESOLVED_AS[field];
  return part && invoice.resolution?.[part] ? <ResolutionNote part={invoice.resolution[part]} /> : undefined;
}

/**
 * View mode: every field with its Copy button; comment has its own editor below. A field read
 * from the PDF shows where (`onShowField`) when its label or value is clicked; one the client's
 * directory resolved says why and how surely.
 */
export function FieldsView({ invoice, onShowField, placeChange }: Props) {
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
          resolved={resolvedNote(invoice, field.name)}
          action={field.name === 'property' ? placeChange : undefined}
        />
      ))}
      <Row label="Marked as Paid" value={invoice.markedAsPaid ? 'Yes' : 'No'} copy={false} />
      <Row label="Client" value={invoice.clientName || null} />
      <Row label="Sender Email" value={invoice.senderEmail} />
      <Row label="Created" value={formatDateTime(invoice.createdAt)} />
    </dl>
  );
}
