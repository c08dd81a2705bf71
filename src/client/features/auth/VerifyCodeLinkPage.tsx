import { Link, useSearchParams } from 'react-router';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from './AuthCard';
import { ResendCodeButton } from './ResendCodeButton';
import { useLinkVerification } from './useLinkVerification';
import { VERIFICATION_MESSAGES, verificationErrorMessage } from './verificationErrors';

/** /verify-code-link?email&code: the "enter the code for me" link from the verification e-mail. */
export default function VerifyCodeLinkPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const result = useLinkVerification(email, params.get('code')?.trim() ?? '');
  const codeScreen = `/verify-email-code${email ? `?email=${encodeURIComponent(email)}` : ''}`;
  const failure = result.state === 'expired' ? VERIFICATION_MESSAGES.expired : result.state === 'fail' ? verificationErrorMessage(result.error) : null;

  return (
    <AuthCard title="Email Verification">
      {result.state === 'checking' && <Spinner label="Verifying your code..." />}
      {result.state === 'missing' && (
        <Banner tone="error" title={VERIFICATION_MESSAGES.missingLinkParams}>
          <p>
            Open the link from the e-mail again, or <Link to={codeScreen}>enter the code yourself</Link>.
          </p>
        </Banner>
      )}
      {result.state === 'success' && (
        <div className="auth-result">
          <Banner tone="success">{VERIFICATION_MESSAGES.verified}</Banner>
          <Link className="btn btn-primary" to="/login">
            Go to Login
          </Link>
        </div>
      )}
      {failure && (
        <div className="auth-result">
          <Banner tone="error">{failure}</Banner>
          <ResendCodeButton email={email} />
          <Link to={codeScreen} state={{ codeSent: true }}>
            Enter a new code
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
