import type { SessionCookies } from './cookies';

export type LogoutReason = 'session_expired' | 'network' | 'unauthorized';

export interface SessionContext extends SessionCookies {
  /** Set when a forced logout happened, so the login screen and DevTools can say why. */
  logoutReason: LogoutReason | null;
  error: string | null;
}

export interface SignedIn {
  token: string;
  refreshToken: string;
  userId: string;
  username: string;
  isAdmin: boolean;
  email?: string | null;
}

export interface RefreshedTokens {
  token: string;
  refreshToken: string;
}

/** Thrown by the refresh actor; `network` means the server could not be reached at all. */
export class RefreshError extends Error {
  constructor(
    readonly kind: 'network' | 'rejected' | 'missing',
    message: string,
  ) {
    super(message);
  }
}

export type SessionEvent =
  | { type: 'LOGGED_IN'; session: SignedIn }
  | { type: 'TOKEN_REJECTED' }
  | { type: 'FORCE_LOGOUT'; reason: LogoutReason }
  | { type: 'LOGOUT' }
  | { type: 'RECHECK'; cookies: SessionCookies };
