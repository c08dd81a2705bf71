import { useMachine } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { useSendVerificationCodeMutation, useVerifyCodeMutation } from '../../api/authApi';
import { Banner } from '../../ui/Banner';
import { BusyButton } from '../../ui/BusyButton';
import { FormField } from '../../ui/FormField';
import { AuthCard } from './AuthCard';
import { CodeField } from './CodeField';
import { verifyEmailMachine } from './verifyEmailMachine';

function navigationState(state: unknown): { notice: string | null; codeSent: boolean } {
  const value = (state ?? {}) as { notice?: unknown; codeSent?: unknown };
  return { notice: typeof value.notice === 'string' ? value.notice : null, codeSent: value.codeSent === true };
}

/** /verify-email-code: the machine in verifyEmailMachine.ts, wired to the real API calls. */
export default function VerifyEmailCodePage() {
  const [params] = useSearchParams();
  const { notice, codeSent } = navigationState(useLocation().state);
  const [sendCode] = useSendVerificationCodeMutation();
  const [verifyCode] = useVerifyCodeMutation();
  const machine = useMemo(
    () =>
      verifyEmailMachine.provide({
        actors: {
          sendCode: fromPromise<unknown, { email: string }>(({ input }) => sendCode(input).unwrap()),
          verifyCode: fromPromise<unknown, { email: string; code: string }>(({ input }) => verifyCode(input).unwrap()),
        },
      }),
    [sendCode, verifyCode],
  );
  const [snapshot, send] = useMachine(machine, { input: { email: params.get('email') ?? '', codeSent } });
  const [email, setEmail] = useState(snapshot.context.email);
  const [code, setCode] = useState('');
  const message = snapshot.context.message ?? (snapshot.matches('verify') ? notice : null);
  const tone = snapshot.hasTag('error') ? 'error' : snapshot.matches('done') ? 'success' : 'info';
  const nextStep = snapshot.matches({ request: 'failed' })
    ? 'Check the address and try again.'
    : snapshot.matches({ verify: 'failed' })
      ? 'Check the code in the e-mail, or use Resend Code to get a new one.'
      : null;

  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SEND', email });
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'VERIFY', code });
  };

  return (
    <AuthCard title="Verify your email" lead={snapshot.matches('verify') ? `Enter the code we sent to ${snapshot.context.email}.` : undefined}>
      {message && (
        <Banner tone={tone} title={message}>
          {nextStep && <p>{nextStep}</p>}
        </Banner>
      )}
      {snapshot.matches('request') && (
        <form onSubmit={requestCode}>
          <FormField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <BusyButton type="submit" busy={snapshot.hasTag('busy')} busyLabel="Sending...">
            Send Code
          </BusyButton>
          <div className="auth-links">
            <button type="button" className="btn-link" disabled={!email.trim()} onClick={() => send({ type: 'HAVE_CODE', email })}>
              I already have a code
            </button>
          </div>
        </form>
      )}
      {snapshot.matches('verify') && (
        <form onSubmit={submitCode}>
          <CodeField value={code} onChange={setCode} />
          <BusyButton type="submit" busy={snapshot.matches({ verify: 'verifying' })} disabled={snapshot.hasTag('busy')} busyLabel="Verifying...">
            Verify
          </BusyButton>
          <div className="auth-links">
            <BusyButton type="button" className="btn-link" busy={snapshot.matches({ verify: 'resending' })} disabled={snapshot.hasTag('busy')} busyLabel="Sending..." onClick={() => send({ type: 'RESEND' })}>
              Resend Code
            </BusyButton>
            <button type="button" className="btn-link" disabled={snapshot.hasTag('busy')} onClick={() => send({ type: 'CHANGE_EMAIL' })}>
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
