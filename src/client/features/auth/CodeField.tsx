import { CODE_LENGTH } from '../../../shared/constants';
import { FormField } from '../../ui/FormField';

/** The six-digit code from the e-mail; phones offer it from the message (one-time-code). */
export function CodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return (
    <div className="auth-code">
      <FormField
        label="Verification code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`\\d{${CODE_LENGTH}}`}
        maxLength={CODE_LENGTH}
        required
        hint={`The ${CODE_LENGTH}-digit code from the e-mail.`}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
    </div>
  );
}
