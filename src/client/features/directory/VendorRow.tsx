import { useState } from 'react';
import type { Vendor } from '../../../shared/contract/directory';
import { PlaceName } from './PlaceName';
import { RowActions } from './RowActions';
import { TextCell } from './TextCell';
import { VendorForm } from './VendorForm';

/** The vendors table's columns, in the order the rows draw them. */
export const VENDOR_COLUMNS = ['Name', 'Aliases', 'Sender e-mails', 'Remit-to', 'Tax ID', 'Default GL', 'Default property', 'Account numbers', { hidden: 'Actions' }] as const;

interface Props {
  clientId: string;
  vendor: Vendor;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  onDelete: () => void;
}

const listed = (values: readonly string[]) => values.join(', ') || null;

/** A vendor, or its form across the whole row in its place. */
export function VendorRow({ clientId, vendor, editing, onEdit, onDelete }: Props) {
  const [edited, setEdited] = useState(false);
  if (editing) {
    const done = () => {
      setEdited(true);
      onEdit(false);
    };
    return <VendorFormRow clientId={clientId} vendor={vendor} onDone={done} />;
  }
  return (
    <tr className="directory-row">
      <TextCell className="directory-name" value={vendor.name} />
      <TextCell value={listed(vendor.aliases)} />
      <TextCell value={listed(vendor.senderEmails)} />
      <TextCell value={vendor.remitTo} />
      <TextCell value={vendor.taxId} />
      <TextCell className="directory-code" value={vendor.defaultGlAccount} />
      <td>{vendor.defaultPropertyId ? <PlaceName clientId={clientId} propertyId={vendor.defaultPropertyId} /> : <span className="muted">—</span>}</td>
      <TextCell className="directory-code" value={listed(vendor.accounts.map((account) => account.accountNumber))} />
      <td>
        <RowActions name={vendor.name} returnFocus={edited} onEdit={() => onEdit(true)} onDelete={onDelete} />
      </td>
    </tr>
  );
}

export function VendorFormRow({ clientId, vendor, onDone }: { clientId: string; vendor: Vendor | null; onDone: () => void }) {
  return (
    <tr className="directory-row is-editing">
      <td colSpan={VENDOR_COLUMNS.length}>
        <VendorForm clientId={clientId} vendor={vendor} onDone={onDone} />
      </td>
    </tr>
  );
}
