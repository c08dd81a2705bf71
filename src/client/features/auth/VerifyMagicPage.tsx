import { Link } from 'react-router';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from './AuthCard';
import { DoneResult } from './CodeStepForms';
import { useLinkVerification } from './useLinkVerification';
import { VERIFICATION_MESSAGES } from './verificationErrors';

export const MAGIC_MESSAGES = {
  invalid: 'Invalid verification link.',
  expired: 'Verification link expired. Please request a new one.',
} as const;

/** /verify-magic?email&code: the one-click link from the verification e-mail. */
export default function VerifyMagicPage() {
  const { result, codeScreen } = useLinkVerification();

  return (
    <AuthCard title="Email Verification">
      {result.state === 'checking' && <Spinner label="Verifying your email..." />}
      {result.state === 'success' && <DoneResult message={VERIFICATION_MESSAGES.verified} />}
      {result.state !== 'checking' && result.state !== 'success' && (
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
