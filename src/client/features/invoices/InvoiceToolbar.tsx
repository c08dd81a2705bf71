import { Link } from 'react-router';
import type { InvoiceDetail } from '../../../shared/contract/invoices';
import { BusyButton } from '../../ui/BusyButton';
import { BackToInvoices } from './BackToInvoices';
import { bulkInvoicingUrl, offersBulkInvoicing, propertyManagementUrl } from './externalLinks';

interface Props {
  invoice: InvoiceDetail;
  editing: boolean;
  saving: boolean;
  canSave: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  finding: boolean;
  onFindEmail: () => void;
}

/** Every action of the invoice screen in one row; the edit buttons come first for the keyboard user's eye. */
export function InvoiceToolbar({ invoice, editing, saving, canSave, onEdit, onSave, onCancel, finding, onFindEmail }: Props) {
  return (
    <div className="invoice-toolbar" role="toolbar" aria-label="Invoice actions">
      <BackToInvoices />
      {editing ? (
        <>
          <BusyButton type="button" busy={saving} busyLabel="Saving..." disabled={!canSave} title={canSave ? 'Ctrl+S' : 'Fix the marked fields first'} onClick={onSave}>
            Save Changes
          </BusyButton>
          <button type="button" className="btn" disabled={saving} title="Esc" onClick={onCancel}>
            Cancel
          </button>
        </>
      ) : (
        <button type="button" className="btn btn-primary" title="E" onClick={onEdit}>
          Edit Invoice
        </button>
      )}
      <span className="invoice-toolbar-gap" />
      {invoice.emailId ? (
        <Link className="btn" to={`/email/${encodeURIComponent(invoice.emailId)}`} target="_blank" rel="noopener">
          Open Email Details
        </Link>
      ) : (
        <button type="button" className="btn" disabled title="This invoice is not linked to an email yet">
          Open Email Details
        </button>
      )}
      <BusyButton
        type="button"
        className="btn"
        busy={finding}
        busyLabel="Finding..."
        disabled={Boolean(invoice.emailId)}
        title={invoice.emailId ? 'This invoice is already linked to its email' : undefined}
        onClick={onFindEmail}
      >
        Find Email Association
      </BusyButton>
      <a className="btn" href={propertyManagementUrl(invoice.appfolioUrl)} target="_blank" rel="noopener noreferrer">
        Open AppFolio
      </a>
      {offersBulkInvoicing(invoice.clientName) && (
        <a className="btn" href={bulkInvoicingUrl(invoice.appfolioUrl)} target="_blank" rel="noopener noreferrer">
          Bulk Invoicing
        </a>
      )}
    </div>
  );
}
