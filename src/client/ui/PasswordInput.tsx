import { useId, useState } from 'react';
import { describedInput, FieldNotes, type FieldProps } from './FormField';
import './Form.css';

/** A password field with a show/hide toggle, so a long password can be checked before sending. */
export function PasswordInput({ label, hint, error, ...input }: Omit<FieldProps, 'type'>) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input {...describedInput(id, { hint, error })} type={visible ? 'text' : 'password'} {...input} />
        <button type="button" className="btn" aria-controls={id} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
