import { Link } from 'react-router';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from './AuthCard';
import { DoneResult } from './CodeStepForms';
import { ResendCodeButton } from './ResendCodeButton';
import { useLinkVerification } from './useLinkVerification';
import { VERIFICATION_MESSAGES } from './verificationErrors';

/** /verify-code-link?email&code: the "enter the code for me" link from the verification e-mail. */
export default function VerifyCodeLinkPage() {
  const { email, snapshot, codeScreen } = useLinkVerification();
  const failure = snapshot.matches('expired') || snapshot.matches('failed') ? snapshot.context.message : null;

  return (
    <AuthCard title="Email Verification">
      {snapshot.matches('checking') && <Spinner label="Verifying your code..." />}
      {snapshot.matches('missing') && (
        <Banner tone="error" title={VERIFICATION_MESSAGES.missingLinkParams}>
          <p>
            Open the link from the e-mail again, or <Link to={codeScreen}>enter the code yourself</Link>.
          </p>
        </Banner>
      )}
      {snapshot.matches('verified') && <DoneResult message={VERIFICATION_MESSAGES.verified} />}
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
