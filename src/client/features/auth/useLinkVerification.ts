import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useVerifyCodeMutation } from '../../api/authApi';
import { useRunOnce } from './useTimers';
import { isExpiredError } from './verificationErrors';

export type LinkVerification = { state: 'missing' | 'checking' | 'success' | 'expired' } | { state: 'fail'; error: unknown };

/**
 * The ?email&code links of the verification e-mail: verifies them at once and only once (the
 * code is spent), and names the code screen to fall back to.
 */
export function useLinkVerification(): { email: string; result: LinkVerification; codeScreen: string } {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const [verifyCode] = useVerifyCodeMutation();
  const [result, setResult] = useState<LinkVerification>(() => ({ state: email && code ? 'checking' : 'missing' }));
  useRunOnce(() => {
    if (!email || !code) return;
    verifyCode({ email, code })
      .unwrap()
      .then(
        () => setResult({ state: 'success' }),
        (error: unknown) => setResult(isExpiredError(error) ? { state: 'expired' } : { state: 'fail', error }),
      );
  });
  return { email, result, codeScreen: `/verify-email-code${email ? `?email=${encodeURIComponent(email)}` : ''}` };
}
