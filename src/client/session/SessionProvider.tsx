import { createContext, useContext, type ReactNode } from 'react';
import type { SessionActor } from './createSession';

const SessionContext = createContext<SessionActor | null>(null);

export function SessionProvider({ session, children }: { session: SessionActor; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The session actor, to send signedIn or signedOut; read its state from the Redux mirror. */
export function useSessionActor(): SessionActor {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSessionActor must be used inside <SessionProvider>');
  return session;
}
