import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { TIMINGS } from '../../../shared/constants';
import { useVerifyEmailTokenMutation } from '../../api/authApi';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from './AuthCard';
import { serverMessage } from './serverMessage';
import { useRedirectAfter, useRunOnce } from './useTimers';
import { VERIFICATION_MESSAGES } from './verificationErrors';

type Result = { ok: boolean; message: string };

/** /verify-email/{token}: the link from the verification e-mail. */
export default function VerifyEmailTokenPage() {
  const { token = '' } = useParams();
  const [verifyEmailToken] = useVerifyEmailTokenMutation();
  const [result, setResult] = useState<Result | null>(null);

  useRunOnce(() => {
    verifyEmailToken(token)
      .unwrap()
      .then(
        (answer) => setResult({ ok: true, message: answer.message || VERIFICATION_MESSAGES.verified }),
        (error: unknown) => setResult({ ok: false, message: serverMessage(error) ?? VERIFICATION_MESSAGES.failed }),
      );
  });
  useRedirectAfter(result?.ok ? '/login' : null, TIMINGS.emailTokenSuccessRedirectMs);

  return (
    <AuthCard title="Email Verification">
      {!result && <Spinner label="Verifying your email..." />}
      {result?.ok && (
        <Banner tone="success" title={result.message}>
          <p>
            Taking you to the <Link to="/login">login screen</Link>...
          </p>
        </Banner>
      )}
      {result && !result.ok && (
        <Banner tone="error" title={result.message}>
          <p>
            The link may be old or already used. <Link to="/verify-email-code">Verify with a code instead</Link>.
          </p>
        </Banner>
      )}
    </AuthCard>
  );
}
