import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { Client } from '../../../shared/contract/clients';
import { useAppDispatch } from '../../app/hooks';
import { BusyButton } from '../../ui/BusyButton';
import { FormField, type FieldProps } from '../../ui/FormField';
import { serverFieldErrors, validateClient, valuesOf, type ClientField, type ClientFieldErrors, type ClientOutput } from './clientFields';
import { failed, succeeded } from './messages';

interface Props {
  /** The client being edited; null for a new one. */
  client: Client | null;
  /** The form's accessible name, e.g. "Create New Client" or "Edit Acme". */
  label: string;
  submitLabel: string;
  busyLabel: string;
  /** A mutation trigger, already bound to the client when editing. */
  save: (body: ClientOutput) => { unwrap: () => Promise<unknown> };
  /** The notification titles for either outcome. */
  outcome: { saved: string; failed: string };
  /** After a save and on Cancel: the owner closes the form, and the list reloads by itself. */
  onDone: () => void;
}

/** SPEC.md section 5's labels; the two optional fields say what they are for. */
const INPUTS: ({ field: ClientField } & Pick<FieldProps, 'label' | 'type' | 'required' | 'placeholder' | 'hint'>)[] = [
  { field: 'name', label: 'CLIENT NAME *', required: true },
  { field: 'forwardEmail', label: 'SMART BILL ENTRY E-MAIL', type: 'email', hint: "Optional. The address vendors send this client's invoices to." },
  { field: 'appfolioUrl', label: 'WEBSITE URL', type: 'url', placeholder: 'https://', hint: "Optional. The client's property-management site." },
];

/** The create and inline edit form: checked here as the server checks it, then the server's word. */
export function ClientForm({ client, label, submitLabel, busyLabel, save, outcome, onDone }: Props) {
  const dispatch = useAppDispatch();
  const [values, setValues] = useState(() => valuesOf(client));
  const [errors, setErrors] = useState<ClientFieldErrors>({});
  const [busy, setBusy] = useState(false);

  const change = (field: ClientField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateClient(values);
    setErrors(checked.errors ?? {});
    if (!checked.body) return;
    setBusy(true);
    try {
      await save(checked.body).unwrap();
      dispatch(succeeded(outcome.saved));
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      dispatch(failed(outcome.failed, error));
      setBusy(false);
    }
  }

  return (
    <form className="client-form" aria-label={label} onSubmit={submit} noValidate>
      {INPUTS.map(({ field, ...input }, index) => (
        <FormField key={field} name={field} autoComplete="off" autoFocus={index === 0} value={values[field]} onChange={change(field)} error={errors[field]} {...input} />
      ))}
      <div className="client-form-actions">
        <BusyButton type="submit" busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </BusyButton>
        <button type="button" className="btn" onClick={onDone} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
