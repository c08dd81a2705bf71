import { useId } from 'react';
import type { InvoiceDetail } from '../../../shared/contract/invoices';
import type { DraftErrors, InvoiceDraft } from './invoiceDraft';
import { isWeak, WEAK_FIELD_TITLE } from '../../ui/confidence';
import { EDITABLE_FIELDS, type DraftFieldName, type FieldKind } from './invoiceFields';
import './InvoiceFields.css';

interface FieldProps {
  name: DraftFieldName;
  label: string;
  kind: FieldKind;
  wide: boolean;
  value: string;
  error: string | undefined;
  weak: boolean;
  onChange: (value: string) => void;
}

const inputProps: Record<Exclude<FieldKind, 'long'>, { type: string; inputMode?: 'decimal' | 'numeric'; min?: number; step?: number }> = {
  text: { type: 'text' },
  // Text, not number: "$1,234.56" is what people type and the server accepts it.
  money: { type: 'text', inputMode: 'decimal' },
  date: { type: 'date' },
  page: { type: 'number', inputMode: 'numeric', min: 1, step: 1 },
};

function EditField({ name, label, kind, wide, value, error, weak, onChange }: FieldProps) {
  const id = useId();
  const common = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={`field invoice-edit-field${wide ? ' invoice-edit-wide' : ''}${weak ? ' invoice-field-weak' : ''}`} title={weak ? WEAK_FIELD_TITLE : undefined}>
      <label htmlFor={id}>{label}</label>
      {kind === 'long' ? <textarea rows={3} {...common} /> : <input {...inputProps[kind]} {...common} />}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** Edit mode: an input for every editable field, flagged where extraction was unsure. */
export function FieldsEdit({ invoice, draft, errors, onChange }: { invoice: InvoiceDetail; draft: InvoiceDraft; errors: DraftErrors; onChange: (draft: InvoiceDraft) => void }) {
  return (
    <div className="invoice-edit-grid">
      {EDITABLE_FIELDS.map((field) => (
        <EditField
          key={field.name}
          name={field.name}
          label={field.label}
          kind={field.kind}
          wide={'wide' in field}
          value={draft[field.name]}
          error={errors[field.name]}
          weak={isWeak(invoice.confidence, field.name, invoice[field.name])}
          onChange={(value) => onChange({ ...draft, [field.name]: value })}
        />
      ))}
      <label className="invoice-checkbox">
        <input type="checkbox" checked={draft.markedAsPaid} onChange={(event) => onChange({ ...draft, markedAsPaid: event.target.checked })} />
        Marked as Paid
      </label>
    </div>
  );
}
