import { Link } from 'react-router';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from './AuthCard';
import { DoneResult } from './CodeStepForms';
import { ResendCodeButton } from './ResendCodeButton';
import { useLinkVerification } from './useLinkVerification';
import { VERIFICATION_MESSAGES, verificationErrorMessage } from './verificationErrors';

/** /verify-code-link?email&code: the "enter the code for me" link from the verification e-mail. */
export default function VerifyCodeLinkPage() {
  const { email, result, codeScreen } = useLinkVerification();
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
      {result.state === 'success' && <DoneResult message={VERIFICATION_MESSAGES.verified} />}
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
