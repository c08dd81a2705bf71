import { useId, type KeyboardEvent } from 'react';
import { vendorBody, type Vendor } from '../../../shared/contract/directory';
import { useCreateDirectoryVendorMutation, useGetGlAccountsQuery, useUpdateDirectoryVendorMutation } from '../../api/directoryApi';
import { BusyButton } from '../../ui/BusyButton';
import { FormField } from '../../ui/FormField';
import { errorAt } from './draftErrors';
import { DIRECTORY_MESSAGES } from './messages';
import { PlacePicker } from './PlacePicker';
import { useDraft } from './useDraft';
import { VendorAccounts } from './VendorAccounts';
import { vendorInput, vendorValues, type VendorValues } from './vendorDraft';
import './VendorForm.css';

const M = DIRECTORY_MESSAGES.vendor;

type TextKey = Exclude<keyof VendorValues, 'defaultPropertyId' | 'accounts'>;

const TEXT_FIELDS: { field: TextKey; label: string; hint?: string }[] = [
  { field: 'name', label: 'Name' },
  { field: 'aliases', label: 'Aliases', hint: 'Other names on its bills, separated by commas.' },
  { field: 'senderEmails', label: 'Sender e-mails', hint: 'Addresses (billing@acme.com) or whole domains (@acme.com), separated by commas.' },
  { field: 'remitTo', label: 'Remit-to' },
  { field: 'taxId', label: 'Tax ID' },
  { field: 'defaultGlAccount', label: 'Default GL account', hint: 'A number of the GL accounts tab.' },
];

interface Props {
  clientId: string;
  /** Null: a new vendor. */
  vendor: Vendor | null;
  onDone: () => void;
}

/** A vendor's form, in its row's place: too many fields for a row of inputs, and a list of account numbers. Enter saves, Escape cancels. */
export function VendorForm({ clientId, vendor, onDone }: Props) {
  const formId = useId();
  const [create] = useCreateDirectoryVendorMutation();
  const [update] = useUpdateDirectoryVendorMutation();
  const { data: chart = [] } = useGetGlAccountsQuery(clientId);
  const draft = useDraft({
    initial: vendorValues(vendor),
    schema: vendorBody,
    toInput: vendorInput,
    save: (body) => (vendor ? update({ clientId, id: vendor.id, body }) : create({ clientId, body })),
    titles: vendor ? { saved: M.updated, failed: M.updateFailed } : { saved: M.created, failed: M.createFailed },
    onDone,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onDone();
  };

  return (
    <form
      className="vendor-form"
      aria-label={vendor ? `Edit ${vendor.name}` : 'New vendor'}
      onSubmit={(event) => {
        event.preventDefault();
        void draft.submit();
      }}
      onKeyDown={onKeyDown}
      noValidate
    >
      <div className="vendor-form-fields">
        {TEXT_FIELDS.map(({ field, label, hint }, index) => (
          <FormField
            key={field}
            label={label}
            hint={hint}
            autoComplete="off"
            autoFocus={index === 0}
            list={field === 'defaultGlAccount' ? `${formId}-chart` : undefined}
            value={draft.values[field]}
            error={errorAt(draft.errors, field)}
            onChange={(event) => draft.set(field, event.target.value)}
          />
        ))}
        <div className="field">
          <span className="field-label" aria-hidden="true">
            Default property
          </span>
          <PlacePicker
            clientId={clientId}
            label="Default property"
            withUnits={false}
            propertyId={draft.values.defaultPropertyId}
            unitId={null}
            onChange={({ propertyId }) => draft.set('defaultPropertyId', propertyId)}
          />
        </div>
      </div>
      <datalist id={`${formId}-chart`}>
        {chart.map((account) => (
          <option key={account.number} value={account.number}>
            {account.name}
          </option>
        ))}
      </datalist>
      <VendorAccounts clientId={clientId} formId={formId} accounts={draft.values.accounts} errors={draft.errors} onChange={(accounts) => draft.set('accounts', accounts)} />
      <div className="directory-actions">
        <BusyButton type="submit" busy={draft.busy} busyLabel="Saving...">
          Save
        </BusyButton>
        <button type="button" className="btn" onClick={onDone} disabled={draft.busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
