import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { TIMINGS } from '../../../shared/constants';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from './AuthCard';
import { useCompleteSignIn } from './useCompleteSignIn';
import { useRedirectAfter, useRunOnce } from './useTimers';

export const OAUTH_MESSAGES = {
  invalid: 'Invalid authentication data received',
  failed: 'Authentication failed',
} as const;

/** Completes a redirect sign-in: the server put the session in the query (SPEC.md section 2). */
export default function OAuthCallbackPage() {
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<string | null>(null);

  useRunOnce(() => {
    try {
      const [token, refreshToken, userId, name, email] = ['token', 'refreshToken', 'userId', 'name', 'email'].map((key) => params.get(key));
      if (!token || !refreshToken || !userId || !name || !email) return setFailure(OAUTH_MESSAGES.invalid);
      completeSignIn({ token, refreshToken, userId, username: name, email, isAdmin: params.get('isAdmin') === 'true' });
    } catch (error) {
      console.error('OAuth callback failed', error);
      setFailure(OAUTH_MESSAGES.failed);
    }
  });
  useRedirectAfter(failure ? '/login' : null, TIMINGS.oauthFailureRedirectMs);

  return (
    <AuthCard title="Completing Authentication...">
      {failure ? (
        <Banner tone="error" title={failure}>
          <p>Taking you back to the login screen to try again...</p>
        </Banner>
      ) : (
        <Spinner label="Signing you in..." />
      )}
    </AuthCard>
  );
}
