import { useState } from 'react';
import { useSendVerificationCodeMutation } from '../../api/authApi';
import { Banner } from '../../ui/Banner';
import { BusyButton } from '../../ui/BusyButton';
import { VERIFICATION_MESSAGES } from './verificationErrors';

/** Sends a fresh verification code to `email` and says how that went. */
export function ResendCodeButton({ email }: { email: string }) {
  const [sendCode, { isLoading }] = useSendVerificationCodeMutation();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);

  async function resend() {
    setOutcome(null);
    try {
      await sendCode({ email }).unwrap();
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <>
      {outcome === 'sent' && <Banner tone="info">{VERIFICATION_MESSAGES.codeSent}</Banner>}
      {outcome === 'failed' && <Banner tone="error">{VERIFICATION_MESSAGES.resendFailed}</Banner>}
      <BusyButton type="button" className="btn" busy={isLoading} busyLabel="Sending..." onClick={() => void resend()}>
        Resend Code
      </BusyButton>
    </>
  );
}
