import { describedInput, FieldNotes } from '../../ui/FormField';
import { errorAt, type DraftErrors } from './draftErrors';
import { PlacePicker, type PlaceChoice } from './PlacePicker';
import { newAccount, type AccountDraft } from './vendorDraft';

interface Props {
  clientId: string;
  /** The vendor form's id, so each input's id is unique on the page. */
  formId: string;
  accounts: AccountDraft[];
  errors: DraftErrors;
  onChange: (accounts: AccountDraft[]) => void;
}

/** A vendor's account numbers, each with the property (and unit) its bills are for. */
export function VendorAccounts({ clientId, formId, accounts, errors, onChange }: Props) {
  const change = (key: number, fields: Partial<AccountDraft>) => onChange(accounts.map((account) => (account.key === key ? { ...account, ...fields } : account)));
  return (
    <fieldset className="vendor-accounts">
      <legend>Account numbers</legend>
      {accounts.length === 0 && <p className="field-hint">None yet. An account number on a bill tells which property it is for.</p>}
      {accounts.length > 0 && (
        <ol className="vendor-account-list">
          {accounts.map((account, index) => {
            const inputId = `${formId}-account-${account.key}`;
            const error = errorAt(errors, `accounts.${index}`);
            const which = `account ${index + 1}`;
            return (
              <li key={account.key} className="vendor-account">
                <div className="vendor-account-number">
                  <input
                    {...describedInput(inputId, { error })}
                    className="directory-input"
                    aria-label={`Account number ${index + 1}`}
                    autoComplete="off"
                    // A row just added takes the keyboard; saved numbers are never blank.
                    autoFocus={account.accountNumber === '' && index === accounts.length - 1}
                    value={account.accountNumber}
                    onChange={(event) => change(account.key, { accountNumber: event.target.value })}
                  />
                  <FieldNotes id={inputId} error={error} />
                </div>
                <PlacePicker
                  clientId={clientId}
                  label={`Property of ${which}`}
                  withUnits
                  propertyId={account.propertyId}
                  unitId={account.unitId}
                  onChange={(place: PlaceChoice) => change(account.key, place)}
                />
                <button type="button" className="btn directory-delete" aria-label={`Remove ${which}`} onClick={() => onChange(accounts.filter((other) => other.key !== account.key))}>
                  Remove
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <button type="button" className="btn" onClick={() => onChange([...accounts, newAccount()])}>
        Add account number
      </button>
    </fieldset>
  );
}
