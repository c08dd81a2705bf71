import { useMachine } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { useResetPasswordWithCodeMutation, useSendResetCodeMutation } from '../../api/authApi';
import { Banner } from '../../ui/Banner';
import { BusyButton } from '../../ui/BusyButton';
import { FormField } from '../../ui/FormField';
import { PasswordInput } from '../../ui/PasswordInput';
import { AuthCard } from './AuthCard';
import { CodeField } from './CodeField';
import { resetPasswordMachine } from './resetPasswordMachine';

/** /forgot-password-code: the machine in resetPasswordMachine.ts, wired to the real API calls. */
export default function ForgotPasswordCodePage() {
  const [params] = useSearchParams();
  const [sendResetCode] = useSendResetCodeMutation();
  const [resetPassword] = useResetPasswordWithCodeMutation();
  const machine = useMemo(
    () =>
      resetPasswordMachine.provide({
        actors: {
          sendResetCode: fromPromise<unknown, { email: string }>(({ input }) => sendResetCode(input).unwrap()),
          resetPassword: fromPromise<unknown, { email: string; code: string; newPassword: string }>(({ input }) => resetPassword(input).unwrap()),
        },
      }),
    [sendResetCode, resetPassword],
  );
  const [snapshot, send] = useMachine(machine, { input: { email: params.get('email') ?? '' } });
  const [email, setEmail] = useState(snapshot.context.email);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const { message } = snapshot.context;
  const tone = snapshot.hasTag('error') ? 'error' : snapshot.matches('done') ? 'success' : 'info';
  const busy = snapshot.hasTag('busy');
  const nextStep = snapshot.matches({ request: 'failed' })
    ? 'Check the address and try again.'
    : snapshot.matches({ reset: 'failed' })
      ? 'Correct the code or password, or use Resend Code to get a new code.'
      : null;

  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SEND', email });
  };
  const submitReset = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'RESET', code, newPassword });
  };

  return (
    <AuthCard title="Reset your password" lead={snapshot.matches('reset') ? `Enter the code we sent to ${snapshot.context.email} and choose a new password.` : undefined}>
      {message && (
        <Banner tone={tone} title={message}>
          {nextStep && <p>{nextStep}</p>}
        </Banner>
      )}
      {snapshot.matches('request') && (
        <form onSubmit={requestCode}>
          <FormField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <BusyButton type="submit" busy={busy} busyLabel="Sending...">
            Send Reset Code
          </BusyButton>
          <div className="auth-links">
            <button type="button" className="btn-link" disabled={!email.trim()} onClick={() => send({ type: 'HAVE_CODE', email })}>
              I already have a code
            </button>
            <Link to="/login">Back to login</Link>
          </div>
        </form>
      )}
      {snapshot.matches('reset') && (
        <form onSubmit={submitReset}>
          <CodeField value={code} onChange={setCode} />
          <PasswordInput label="New password" name="newPassword" autoComplete="new-password" required value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
          <BusyButton type="submit" busy={snapshot.matches({ reset: 'resetting' })} disabled={busy} busyLabel="Resetting...">
            Reset Password
          </BusyButton>
          <div className="auth-links">
            <BusyButton type="button" className="btn-link" busy={snapshot.matches({ reset: 'resending' })} disabled={busy} busyLabel="Sending..." onClick={() => send({ type: 'RESEND' })}>
              Resend Code
            </BusyButton>
            <button type="button" className="btn-link" disabled={busy} onClick={() => send({ type: 'CHANGE_EMAIL' })}>
              Use a different email
            </button>
          </div>
        </form>
      )}
      {snapshot.matches('done') && (
        <Link className="btn btn-primary" to="/login">
          Go to Login
        </Link>
      )}
    </AuthCard>
  );
}
