import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './Form.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

/** The input's ARIA link to its hint and error, so a screen reader announces them with it. */
export function describedInput(id: string, { hint, error }: Pick<FieldProps, 'hint' | 'error'>) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}

/** The hint and error under an input, with the ids describedInput points at. */
export function FieldNotes({ id, hint, error }: { id: string } & Pick<FieldProps, 'hint' | 'error'>) {
  return (
    <>
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </>
  );
}

/** A labelled input whose hint and error are announced with it. */
export function FormField({ label, hint, error, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input {...describedInput(id, { hint, error })} {...input} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
