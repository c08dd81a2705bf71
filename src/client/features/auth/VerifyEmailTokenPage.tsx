import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { TIMINGS } from '../../../shared/constants';
import { useVerifyEmailTokenMutation } from '../../api/authApi';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from './AuthCard';
import { serverMessage } from './serverMessage';
import { useLinkMachine } from './useLinkVerification';
import { useRedirectAfter } from './useTimers';
import { VERIFICATION_MESSAGES } from './verificationErrors';

const tokenRefusal = (error: unknown) => serverMessage(error) ?? VERIFICATION_MESSAGES.failed;

/** /verify-email/{token}: the link from the verification e-mail, through the links' machine (linkVerificationMachine.ts). */
export default function VerifyEmailTokenPage() {
  const { token = '' } = useParams();
  const [verifyEmailToken] = useVerifyEmailTokenMutation();
  const input = useMemo(() => ({ email: '', hasLink: token !== '' }), [token]);
  const snapshot = useLinkMachine(input, () => verifyEmailToken(token).unwrap(), tokenRefusal);
  const verified = snapshot.matches('verified');
  const message = snapshot.context.message ?? VERIFICATION_MESSAGES.failed;
  useRedirectAfter(verified ? '/login' : null, TIMINGS.emailTokenSuccessRedirectMs);

  return (
    <AuthCard title="Email Verification">
      {snapshot.matches('checking') && <Spinner label="Verifying your email..." />}
      {verified && (
        <Banner tone="success" title={message}>
          <p>
            Taking you to the <Link to="/login">login screen</Link>...
          </p>
        </Banner>
      )}
      {snapshot.hasTag('error') && (
        <Banner tone="error" title={message}>
          <p>
            The link may be old or already used. <Link to="/verify-email-code">Verify with a code instead</Link>.
          </p>
        </Banner>
      )}
    </AuthCard>
  );
}
