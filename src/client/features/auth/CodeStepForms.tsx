import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../ui/Banner';
import { BusyButton } from '../../ui/BusyButton';
import { FormField } from '../../ui/FormField';

/** The code screens' one banner: the machine's message, and what to do next after a failure. */
export function StepBanner({ message, tone, nextStep }: { message: string | null; tone: 'error' | 'success' | 'info'; nextStep: string | null }) {
  if (!message) return null;
  return (
    <Banner tone={tone} title={message}>
      {nextStep && <p>{nextStep}</p>}
    </Banner>
  );
}

interface RequestProps {
  email: string;
  onEmailChange: (email: string) => void;
  busy: boolean;
  sendLabel: string;
  onSend: () => void;
  onHaveCode: () => void;
  /** More links beside "I already have a code". */
  children?: ReactNode;
}

/** The "request a code" step of both code screens. */
export function RequestCodeForm({ email, onEmailChange, busy, sendLabel, onSend, onHaveCode, children }: RequestProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <FormField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => onEmailChange(e.target.value)} />
      <BusyButton type="submit" busy={busy} busyLabel="Sending...">
        {sendLabel}
      </BusyButton>
      <div className="auth-links">
        <button type="button" className="btn-link" disabled={!email.trim()} onClick={onHaveCode}>
          I already have a code
        </button>
        {children}
      </div>
    </form>
  );
}

/** Under the code step's submit: send a fresh code, or go back and use another address. */
export function CodeStepLinks({ resending, busy, onResend, onChangeEmail }: { resending: boolean; busy: boolean; onResend: () => void; onChangeEmail: () => void }) {
  return (
    <div className="auth-links">
      <BusyButton type="button" className="btn-link" busy={resending} disabled={busy} busyLabel="Sending..." onClick={onResend}>
        Resend Code
      </BusyButton>
      <button type="button" className="btn-link" disabled={busy} onClick={onChangeEmail}>
        Use a different email
      </button>
    </div>
  );
}

export const GoToLogin = () => (
  <Link className="btn btn-primary" to="/login">
    Go to Login
  </Link>
);

/** A finished link screen: what succeeded, and the way on to the login screen. */
export function DoneResult({ message }: { message: string }) {
  return (
    <div className="auth-result">
      <Banner tone="success">{message}</Banner>
      <GoToLogin />
    </div>
  );
}
