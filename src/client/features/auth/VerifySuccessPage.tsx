import { Link, useSearchParams } from 'react-router';
import { TIMINGS } from '../../../shared/constants';
import { Banner } from '../../ui/Banner';
import { AuthCard } from './AuthCard';
import { useRedirectAfter } from './useTimers';
import { VERIFICATION_MESSAGES } from './verificationErrors';

/** /verify-success?status&msg: where an e-mailed link lands with its outcome. */
export default function VerifySuccessPage() {
  const [params] = useSearchParams();
  const succeeded = params.get('status') === 'success';
  const detail = params.get('msg')?.trim() || null;
  useRedirectAfter(succeeded ? '/login' : null, TIMINGS.verifySuccessRedirectMs);

  return (
    <AuthCard title="Email Verification">
      {succeeded ? (
        <Banner tone="success" title={detail ?? VERIFICATION_MESSAGES.verified}>
          <p>
            Taking you to the <Link to="/login">login screen</Link>...
          </p>
        </Banner>
      ) : (
        <div className="auth-result">
          <Banner tone="error" title={VERIFICATION_MESSAGES.failed}>
            {detail && <p>{detail}</p>}
          </Banner>
          <Link className="btn" to="/verify-email-code">
            Verify with a code
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
