import { useState } from 'react';
import { useVerifyCodeMutation } from '../../api/authApi';
import { useRunOnce } from './useTimers';
import { isExpiredError } from './verificationErrors';

export type LinkVerification = { state: 'missing' | 'checking' | 'success' | 'expired' } | { state: 'fail'; error: unknown };

/** Verifies the e-mail and code a link carries, at once and only once (the code is spent). */
export function useLinkVerification(email: string, code: string): LinkVerification {
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
  return result;
}
