import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionActor } from '../../session/SessionProvider';
import type { SignedIn } from '../../session/types';

/** Where the guard sent the visitor from (RequireAuth puts it in location.state), else /members. */
export function returnPath(state: unknown): string {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : null;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/members';
}

/** After a sign-in: back to where the visitor was going. */
export function useGoOnAfterSignIn(): () => void {
  const navigate = useNavigate();
  const { state } = useLocation();
  return useCallback(() => void navigate(returnPath(state), { replace: true }), [navigate, state]);
}

/**
 * For a session that arrives outside the sign-in endpoints (the OAuth callback's URL): hands it
 * to the session machine (which writes the cookies) and moves on. The login and Google
 * endpoints hand theirs over themselves (api/signIn.ts).
 */
export function useCompleteSignIn(): (session: SignedIn) => void {
  const actor = useSessionActor();
  const goOn = useGoOnAfterSignIn();
  return useCallback(
    (session: SignedIn) => {
      actor.send({ type: 'signedIn', session });
      goOn();
    },
    [actor, goOn],
  );
}
