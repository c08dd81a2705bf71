import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { BusyButton } from '../../ui/BusyButton';
import { describedInput, FieldNotes } from '../../ui/FormField';
import { errorAt } from './draftErrors';
import type { TextField, TextValues } from './textFields';
import type { Draft } from './useDraft';

interface Props<F extends string> {
  /** The row's accessible name, e.g. "Edit Maple Court" or "New property". */
  label: string;
  fields: readonly TextField<F>[];
  draft: Draft<TextValues<F>>;
  onCancel: () => void;
  /** Fields shown but not edited: a GL account's number is its key. */
  locked?: readonly F[];
  /** Cells either side of the inputs, so the row keeps the table's columns. */
  before?: ReactNode;
  after?: ReactNode;
}

/** A table row turned into inputs: Enter in any of them saves, Escape cancels. */
export function EditRow<F extends string>({ label, fields, draft, onCancel, locked = [], before, after }: Props<F>) {
  const id = useId();
  const first = fields.find(({ field }) => !locked.includes(field))?.field;

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      void draft.submit();
    }
  };

  return (
    <tr className="directory-row is-editing" aria-label={label} onKeyDown={onKeyDown}>
      {before}
      {fields.map(({ field, label: fieldLabel, placeholder }) => {
        const inputId = `${id}-${field}`;
        const error = errorAt(draft.errors, field);
        return (
          <td key={field}>
            <input
              {...describedInput(inputId, { error })}
              className="directory-input"
              aria-label={fieldLabel}
              autoComplete="off"
              autoFocus={field === first}
              placeholder={placeholder}
              readOnly={locked.includes(field)}
              value={draft.values[field]}
              onChange={(event) => draft.set(field, event.target.value)}
            />
            <FieldNotes id={inputId} error={error} />
          </td>
        );
      })}
      {after}
      <td>
        <div className="directory-actions">
          <BusyButton type="button" busy={draft.busy} busyLabel="Saving..." onClick={() => void draft.submit()}>
            Save
          </BusyButton>
          <button type="button" className="btn" onClick={onCancel} disabled={draft.busy}>
            Cancel
          </button>
        </div>
      </td>
    </tr>
  );
}
