import Cookies from 'js-cookie';
import { COOKIE_NAMES } from '../../shared/constants';

export interface SessionCookies {
  token: string | null;
  refreshToken: string | null;
  userId: string | null;
  username: string | null;
  isAdmin: boolean;
  email: string | null;
}

/** Long enough for the refresh token to outlive a browser restart; the server decides validity. */
const COOKIE_DAYS = 30;

export function readSessionCookies(): SessionCookies {
  return {
    token: Cookies.get(COOKIE_NAMES.token) ?? null,
    refreshToken: Cookies.get(COOKIE_NAMES.refreshToken) ?? null,
    userId: Cookies.get(COOKIE_NAMES.userId) ?? null,
    username: Cookies.get(COOKIE_NAMES.username) ?? null,
    isAdmin: Cookies.get(COOKIE_NAMES.isAdmin) === 'true',
    email: Cookies.get(COOKIE_NAMES.email) ?? null,
  };
}

export function writeSessionCookies(values: Partial<SessionCookies>): void {
  const options: Cookies.CookieAttributes = {
    path: '/',
    expires: COOKIE_DAYS,
    sameSite: 'strict',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  };
  for (const [key, value] of Object.entries(values) as [keyof SessionCookies, SessionCookies[keyof SessionCookies]][]) {
    if (value === undefined) continue;
    if (value === null) Cookies.remove(COOKIE_NAMES[key], { path: '/' });
    else Cookies.set(COOKIE_NAMES[key], String(value), options);
  }
}

/** SPEC.md section 4: logout removes token, refreshToken, userId, username and isAdmin (and email). */
export function clearSessionCookies(): void {
  for (const name of Object.values(COOKIE_NAMES)) Cookies.remove(name, { path: '/' });
}
