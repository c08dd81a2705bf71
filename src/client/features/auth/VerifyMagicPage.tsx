import { Link, useSearchParams } from 'react-router';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from './AuthCard';
import { useLinkVerification } from './useLinkVerification';
import { VERIFICATION_MESSAGES } from './verificationErrors';

export const MAGIC_MESSAGES = {
  invalid: 'Invalid verification link.',
  expired: 'Verification link expired. Please request a new one.',
} as const;

/** /verify-magic?email&code: the one-click link from the verification e-mail. */
export default function VerifyMagicPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const result = useLinkVerification(email, params.get('code')?.trim() ?? '');
  const codeScreen = `/verify-email-code${email ? `?email=${encodeURIComponent(email)}` : ''}`;

  if (result.state === 'checking') {
    return (
      <AuthCard title="Email Verification">
        <Spinner label="Verifying your email..." />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Email Verification">
      {result.state === 'success' ? (
        <div className="auth-result">
          <Banner tone="success">{VERIFICATION_MESSAGES.verified}</Banner>
          <Link className="btn btn-primary" to="/login">
            Go to Login
          </Link>
        </div>
      ) : (
        <div className="auth-result">
          <Banner tone="error">{result.state === 'expired' ? MAGIC_MESSAGES.expired : MAGIC_MESSAGES.invalid}</Banner>
          <Link className="btn" to={codeScreen}>
            Request a new code
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
