import type { LoginResponse } from '../../../shared/contract/auth';
import type { SignedIn } from '../../session/types';

export const LOGIN_MESSAGES = {
  failed: 'Login failed',
  noUserId: 'Login failed: Unable to retrieve user ID.',
  noTokens: 'Login failed: Unable to retrieve authentication tokens.',
} as const;

export type LoginOutcome = { ok: true; session: SignedIn } | { ok: false; message: string };

/** SPEC.md section 8 "Login": a 200 is only a login when it carries the user id and both tokens. */
export function loginOutcome(response: Partial<LoginResponse> | null | undefined): LoginOutcome {
  if (!response?.userId) return { ok: false, message: LOGIN_MESSAGES.noUserId };
  if (!response.token || !response.refreshToken) return { ok: false, message: LOGIN_MESSAGES.noTokens };
  return {
    ok: true,
    session: {
      token: response.token,
      refreshToken: response.refreshToken,
      userId: response.userId,
      username: response.name || response.email || '',
      isAdmin: response.isAdmin === true,
      email: response.email ?? null,
    },
  };
}
