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

/** Named for what happened, since each one is also the Redux action an auditor reads (`session/<type>`). */
export type SessionEvent =
  | { type: 'signedIn'; session: SignedIn }
  | { type: 'signedOut' }
  | { type: 'tokenRejected' }
  | { type: 'forcedLogout'; reason: LogoutReason }
  | { type: 'cookiesRechecked'; cookies: SessionCookies }
  | { type: 'reasonShown' };
