import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useSendResetCodeMutation } from '../../api/authApi';
import { BusyButton } from '../../ui/BusyButton';
import { FormField } from '../../ui/FormField';
import { serverMessage } from './serverMessage';

export const RESET_EMAIL_MESSAGES = {
  sent: 'Password reset email sent! Check your inbox.',
  failed: 'Failed to send reset email.',
  failedWith: (reason: string) => `Failed to send reset email: ${reason}`,
} as const;

/** The login screen's "Forgot Password" panel; outcomes go to the screen's status line. */
export default function ForgotPasswordPanel({ initialEmail, onStatus }: { initialEmail: string; onStatus: (message: string) => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [sendResetCode, { isLoading }] = useSendResetCodeMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await sendResetCode({ email: email.trim() }).unwrap();
      onStatus(RESET_EMAIL_MESSAGES.sent);
    } catch (error) {
      const reason = serverMessage(error);
      onStatus(reason ? RESET_EMAIL_MESSAGES.failedWith(reason) : RESET_EMAIL_MESSAGES.failed);
    }
  }

  return (
    <form className="auth-panel" onSubmit={submit} aria-label="Reset your password">
      <h2>Reset your password</h2>
      <FormField label="Email for the reset code" type="email" name="resetEmail" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <BusyButton type="submit" className="btn" busy={isLoading} busyLabel="Sending...">
        Send Reset Email
      </BusyButton>
      <p className="muted">
        Already have a code? <Link to={`/forgot-password-code${email.trim() ? `?email=${encodeURIComponent(email.trim())}` : ''}`}>Enter it here</Link>.
      </p>
    </form>
  );
}
