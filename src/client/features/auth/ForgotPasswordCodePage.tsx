import { useMachine } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useResetPasswordWithCodeMutation, useSendResetCodeMutation } from '../../api/authApi';
import { BusyButton } from '../../ui/BusyButton';
import { PasswordInput } from '../../ui/PasswordInput';
import { AuthCard } from './AuthCard';
import { CodeField } from './CodeField';
import { resetMirror } from './codeFlowSlices';
import { apiActor } from './codeSteps';
import { CodeStepLinks, GoToLogin, RequestCodeForm, StepBanner } from './CodeStepForms';
import { resetPasswordMachine } from './resetPasswordMachine';
import { useMirror } from './useMirror';

/** /forgot-password-code: the machine in resetPasswordMachine.ts, wired to the real API calls and mirrored into Redux. */
export default function ForgotPasswordCodePage() {
  const [params] = useSearchParams();
  const [sendResetCode] = useSendResetCodeMutation();
  const [resetPassword] = useResetPasswordWithCodeMutation();
  const machine = useMemo(
    () => resetPasswordMachine.provide({ actors: { sendResetCode: apiActor(sendResetCode), resetPassword: apiActor(resetPassword) } }),
    [sendResetCode, resetPassword],
  );
  const inspect = useMirror(resetMirror);
  const [snapshot, send] = useMachine(machine, { input: { email: params.get('email') ?? '' }, inspect });
  const [email, setEmail] = useState(snapshot.context.email);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const busy = snapshot.hasTag('busy');
  const tone = snapshot.hasTag('error') ? 'error' : snapshot.matches('done') ? 'success' : 'info';
  const nextStep = snapshot.matches({ request: 'failed' })
    ? 'Check the address and try again.'
    : snapshot.matches({ reset: 'failed' })
      ? 'Correct the code or password, or use Resend Code to get a new code.'
      : null;

  const submitReset = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'resetSubmitted', code, newPassword });
  };

  return (
    <AuthCard title="Reset your password" lead={snapshot.matches('reset') ? `Enter the code we sent to ${snapshot.context.email} and choose a new password.` : undefined}>
      <StepBanner message={snapshot.context.message} tone={tone} nextStep={nextStep} />
      {snapshot.matches('request') && (
        <RequestCodeForm email={email} onEmailChange={setEmail} busy={busy} sendLabel="Send Reset Code" onSend={() => send({ type: 'codeRequested', email })} onHaveCode={() => send({ type: 'codeAlreadyReceived', email })}>
          <Link to="/login">Back to login</Link>
        </RequestCodeForm>
      )}
      {snapshot.matches('reset') && (
        <form onSubmit={submitReset}>
          <CodeField value={code} onChange={setCode} />
          <PasswordInput label="New password" name="newPassword" autoComplete="new-password" required value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
          <BusyButton type="submit" busy={snapshot.matches({ reset: 'resetting' })} disabled={busy} busyLabel="Resetting...">
            Reset Password
          </BusyButton>
          <CodeStepLinks resending={snapshot.matches({ reset: 'resending' })} busy={busy} onResend={() => send({ type: 'resendRequested' })} onChangeEmail={() => send({ type: 'emailChangeRequested' })} />
        </form>
      )}
      {snapshot.matches('done') && <GoToLogin />}
    </AuthCard>
  );
}
