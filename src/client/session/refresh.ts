import { fromPromise } from 'xstate';
import type { RefreshTokenResponse } from '../../shared/contract/auth';
import { SESSION_MESSAGES } from './sessionMachine';
import { RefreshError, type RefreshedTokens } from './types';

/**
 * The refresh call goes around RTK Query on purpose: it must never itself be retried or
 * trigger another refresh.
 */
export function createRefreshActor(apiBase: string, fetchFn: typeof fetch = (...args) => fetch(...args)) {
  return fromPromise<RefreshedTokens, { refreshToken: string | null }>(async ({ input }) => {
    if (!input.refreshToken) throw new RefreshError('missing', SESSION_MESSAGES.noRefreshToken);
    let response: Response;
    try {
      response = await fetchFn(`${apiBase}/api/auth/refresh-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: input.refreshToken }),
      });
    } catch {
      throw new RefreshError('network', SESSION_MESSAGES.network);
    }
    if (!response.ok) throw new RefreshError('rejected', SESSION_MESSAGES.refreshFailed);
    const body = (await response.json()) as Partial<RefreshTokenResponse>;
    if (!body.token || !body.refreshToken) throw new RefreshError('rejected', SESSION_MESSAGES.refreshFailed);
    return { token: body.token, refreshToken: body.refreshToken };
  });
}
