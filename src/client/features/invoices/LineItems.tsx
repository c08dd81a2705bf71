import type { InvoiceLineItem } from '../../../shared/contract/invoices';
import { formatMoney } from '../../ui/format';
import { emptyLineItem, LINE_ITEM_COLUMNS, type DraftErrors, type LineItemDraft } from './invoiceDraft';
import './InvoiceFields.css';

const Head = ({ extra }: { extra?: boolean }) => (
  <thead>
    <tr>
      {LINE_ITEM_COLUMNS.map(({ name, label }) => (
        <th key={name} scope="col" className={name === 'amount' ? 'num' : undefined}>
          {label}
        </th>
      ))}
      {extra && (
        <th scope="col">
          <span className="visually-hidden">Actions</span>
        </th>
      )}
    </tr>
  </thead>
);

/** View mode, with the sum so the reviewer can check it against the invoice total. */
export function LineItemsView({ items, currency }: { items: InvoiceLineItem[]; currency: string | null }) {
  if (items.length === 0) return <p className="muted">No line items.</p>;
  const sum = items.reduce((total, item) => total + (item.amount ?? 0), 0);
  return (
    <table className="invoice-lines">
      <Head />
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td>{item.property ?? ''}</td>
            <td>{item.unit ?? ''}</td>
            <td>{item.glAccount ?? ''}</td>
            <td>{item.description}</td>
            <td className="num">{formatMoney(item.amount, currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={4}>
            Line items total
          </th>
          <td className="num">{formatMoney(sum, currency)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

interface EditProps {
  items: LineItemDraft[];
  errors: DraftErrors;
  onChange: (items: LineItemDraft[]) => void;
}

export function LineItemsEdit({ items, errors, onChange }: EditProps) {
  const update = (row: number, patch: Partial<LineItemDraft>) => onChange(items.map((item, i) => (i === row ? { ...item, ...patch } : item)));
  return (
    <>
      {items.length > 0 && (
        <table className="invoice-lines invoice-lines-edit">
          <Head extra />
          <tbody>
            {items.map((item, row) => (
              <tr key={item.key}>
                {LINE_ITEM_COLUMNS.map(({ name, label }) => {
                  const error = name === 'amount' ? errors[`lineItems.${row}.amount`] : undefined;
                  return (
                    <td key={name}>
                      <input
                        aria-label={`Line ${row + 1} ${label}`}
                        inputMode={name === 'amount' ? 'decimal' : undefined}
                        className={name === 'amount' ? 'num' : undefined}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${item.key}-amount-error` : undefined}
                        value={item[name]}
                        onChange={(event) => update(row, { [name]: event.target.value })}
                      />
                      {error && (
                        <span id={`${item.key}-amount-error`} className="field-error">
                          {error}
                        </span>
                      )}
                    </td>
                  );
                })}
                <td>
                  <button type="button" className="btn btn-small" aria-label={`Remove line ${row + 1}`} onClick={() => onChange(items.filter((_, i) => i !== row))}>
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" className="btn btn-small" onClick={() => onChange([...items, emptyLineItem()])}>
        Add Line Item
      </button>
    </>
  );
}
