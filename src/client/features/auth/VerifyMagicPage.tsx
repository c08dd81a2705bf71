import { Link } from 'react-router';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from './AuthCard';
import { DoneResult } from './CodeStepForms';
import { useLinkVerification } from './useLinkVerification';
import { isExpiredError, VERIFICATION_MESSAGES } from './verificationErrors';

export const MAGIC_MESSAGES = {
  invalid: 'Invalid verification link.',
  expired: 'Verification link expired. Please request a new one.',
} as const;

const magicRefusal = (error: unknown) => (isExpiredError(error) ? MAGIC_MESSAGES.expired : MAGIC_MESSAGES.invalid);

/** /verify-magic?email&code: the one-click link from the verification e-mail. */
export default function VerifyMagicPage() {
  const { snapshot, codeScreen } = useLinkVerification(magicRefusal);

  return (
    <AuthCard title="Email Verification">
      {snapshot.matches('checking') && <Spinner label="Verifying your email..." />}
      {snapshot.matches('verified') && <DoneResult message={VERIFICATION_MESSAGES.verified} />}
      {snapshot.hasTag('error') && (
        <div className="auth-result">
          <Banner tone="error">{snapshot.context.message ?? MAGIC_MESSAGES.invalid}</Banner>
          <Link className="btn" to={codeScreen}>
            Request a new code
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
