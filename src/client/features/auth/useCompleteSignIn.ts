import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionActor } from '../../session/SessionProvider';
import type { SignedIn } from '../../session/types';

/** Where the guard sent the visitor from (RequireAuth puts it in location.state), else /members. */
export function returnPath(state: unknown): string {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : null;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/members';
}

/** Hands the new session to the session machine (which writes the cookies) and moves on. */
export function useCompleteSignIn(): (session: SignedIn) => void {
  const actor = useSessionActor();
  const navigate = useNavigate();
  const { state } = useLocation();
  return useCallback(
    (session: SignedIn) => {
      actor.send({ type: 'LOGGED_IN', session });
      void navigate(returnPath(state), { replace: true });
    },
    [actor, navigate, state],
  );
}
