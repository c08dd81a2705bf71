import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useResetPasswordWithCodeMutation } from '../../api/authApi';
import { Banner } from '../../ui/Banner';
import { BusyButton } from '../../ui/BusyButton';
import { PasswordInput } from '../../ui/PasswordInput';
import { AuthCard } from './AuthCard';
import { DoneResult } from './CodeStepForms';
import { resetErrorMessage, VERIFICATION_MESSAGES } from './verificationErrors';

type Outcome = { ok: true } | { ok: false; message: string };

/** /reset-password-link?email&code: the link from the reset e-mail, asking only for the new password. */
export default function ResetPasswordLinkPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const [resetPassword, { isLoading }] = useResetPasswordWithCodeMutation();
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMismatch(newPassword !== confirm);
    if (newPassword !== confirm) return;
    setOutcome(null);
    try {
      await resetPassword({ email, code, newPassword }).unwrap();
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ ok: false, message: resetErrorMessage(error) });
    }
  }

  if (!email || !code) {
    return (
      <AuthCard title="Reset your password">
        <Banner tone="error" title={VERIFICATION_MESSAGES.missingLinkParams}>
          <p>
            Open the link from the e-mail again, or <Link to="/forgot-password-code">reset with a code</Link>.
          </p>
        </Banner>
      </AuthCard>
    );
  }
  if (outcome?.ok) {
    return (
      <AuthCard title="Reset your password">
        <DoneResult message={VERIFICATION_MESSAGES.passwordReset} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset your password" lead={`Choose a new password for ${email}.`}>
      {outcome && (
        <Banner tone="error" title={outcome.message}>
          {outcome.message === VERIFICATION_MESSAGES.expired && (
            <p>
              <Link to={`/forgot-password-code?email=${encodeURIComponent(email)}`}>Get a new reset code</Link>
            </p>
          )}
        </Banner>
      )}
      <form onSubmit={submit}>
        <PasswordInput label="New password" name="newPassword" autoComplete="new-password" required value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
        <PasswordInput
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={mismatch ? 'The passwords do not match. Type the same password twice.' : null}
        />
        <BusyButton type="submit" busy={isLoading} busyLabel="Resetting...">
          Reset Password
        </BusyButton>
      </form>
    </AuthCard>
  );
}
