import { useMachine } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useSendVerificationCodeMutation, useVerifyCodeMutation } from '../../api/authApi';
import { BusyButton } from '../../ui/BusyButton';
import { AuthCard } from './AuthCard';
import { CodeField } from './CodeField';
import { verificationMirror } from './codeFlowSlices';
import { apiActor } from './codeSteps';
import { CodeStepLinks, GoToLogin, RequestCodeForm, StepBanner } from './CodeStepForms';
import { useMirror } from './useMirror';
import { verifyEmailMachine } from './verifyEmailMachine';

function navigationState(state: unknown): { notice: string | null; codeSent: boolean } {
  const value = (state ?? {}) as { notice?: unknown; codeSent?: unknown };
  return { notice: typeof value.notice === 'string' ? value.notice : null, codeSent: value.codeSent === true };
}

/** /verify-email-code: the machine in verifyEmailMachine.ts, wired to the real API calls and mirrored into Redux. */
export default function VerifyEmailCodePage() {
  const [params] = useSearchParams();
  const { notice, codeSent } = navigationState(useLocation().state);
  const [sendCode] = useSendVerificationCodeMutation();
  const [verifyCode] = useVerifyCodeMutation();
  const machine = useMemo(() => verifyEmailMachine.provide({ actors: { sendCode: apiActor(sendCode), verifyCode: apiActor(verifyCode) } }), [sendCode, verifyCode]);
  const inspect = useMirror(verificationMirror);
  const [snapshot, send] = useMachine(machine, { input: { email: params.get('email') ?? '', codeSent }, inspect });
  const [email, setEmail] = useState(snapshot.context.email);
  const [code, setCode] = useState('');
  const busy = snapshot.hasTag('busy');
  const message = snapshot.context.message ?? (snapshot.matches('verify') ? notice : null);
  const tone = snapshot.hasTag('error') ? 'error' : snapshot.matches('done') ? 'success' : 'info';
  const nextStep = snapshot.matches({ request: 'failed' })
    ? 'Check the address and try again.'
    : snapshot.matches({ verify: 'failed' })
      ? 'Check the code in the e-mail, or use Resend Code to get a new one.'
      : null;

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'codeSubmitted', code });
  };

  return (
    <AuthCard title="Verify your email" lead={snapshot.matches('verify') ? `Enter the code we sent to ${snapshot.context.email}.` : undefined}>
      <StepBanner message={message} tone={tone} nextStep={nextStep} />
      {snapshot.matches('request') && (
        <RequestCodeForm email={email} onEmailChange={setEmail} busy={busy} sendLabel="Send Code" onSend={() => send({ type: 'codeRequested', email })} onHaveCode={() => send({ type: 'codeAlreadyReceived', email })} />
      )}
      {snapshot.matches('verify') && (
        <form onSubmit={submitCode}>
          <CodeField value={code} onChange={setCode} />
          <BusyButton type="submit" busy={snapshot.matches({ verify: 'verifying' })} disabled={busy} busyLabel="Verifying...">
            Verify
          </BusyButton>
          <CodeStepLinks resending={snapshot.matches({ verify: 'resending' })} busy={busy} onResend={() => send({ type: 'resendRequested' })} onChangeEmail={() => send({ type: 'emailChangeRequested' })} />
        </form>
      )}
      {snapshot.matches('done') && <GoToLogin />}
    </AuthCard>
  );
}
