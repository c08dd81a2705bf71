import { fetchBaseQuery, type BaseQueryApi, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { waitFor, type ActorRefFrom } from 'xstate';
import { TIMINGS } from '../../shared/constants';
import type { SessionMachine } from '../session/sessionMachine';
import { isTokenProblem } from './classify401';
import type { ApiFailure } from './errors';
import { withMessage } from './failureMessages';

export interface ThunkExtra {
  session: ActorRefFrom<SessionMachine>;
  apiBase: string;
}

/** A request over 30 s only logs a warning (SPEC.md section 9). */
const fetchWithSlowWarning: typeof fetch = async (input, init) => {
  const timer = setTimeout(() => console.warn(`Slow request (over ${TIMINGS.slowRequestWarningMs / 1000} s):`, input instanceof Request ? input.url : String(input)), TIMINGS.slowRequestWarningMs);
  try {
    return await fetch(input, init);
  } finally {
    clearTimeout(timer);
  }
};

const rawBaseQuery = fetchBaseQuery({
  fetchFn: fetchWithSlowWarning,
  prepareHeaders: (headers, { extra }) => {
    const { context } = (extra as ThunkExtra).session.getSnapshot();
    if (context.token && !headers.has('authorization')) headers.set('authorization', `Bearer ${context.token}`);
    return headers;
  },
});

function withBase(args: string | FetchArgs, apiBase: string): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  return { ...request, url: `${apiBase}${request.url}` };
}

type Result = Awaited<ReturnType<BaseQueryFn<FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>>>;

function tokenRejected(result: Result): boolean {
  const error = result.error;
  if (!error || error.status !== 401) return false;
  return isTokenProblem(error.status, result.meta?.response?.headers.get('www-authenticate'), error.data);
}

/**
 * Waits for exactly one refresh, shared by every request that hit a 401 at the same time.
 * A request whose token was already replaced while it was in flight just retries.
 */
async function refreshOnce(session: ThunkExtra['session'], tokenUsed: string | null): Promise<boolean> {
  const current = session.getSnapshot();
  if (current.matches('authenticated')) {
    if (current.context.token !== tokenUsed) return true;
    session.send({ type: 'tokenRejected' });
  }
  const settled = await waitFor(session, (s) => !s.matches('refreshing'));
  return settled.matches('authenticated');
}

/**
 * SPEC.md section 4: a token 401 triggers one refresh and one retry; a second token 401
 * forces logout (once: the machine ignores it when already logged out). Other 401s pass through.
 */
async function fetchWithReauth(args: string | FetchArgs, api: BaseQueryApi, extraOptions: object): Promise<Result> {
  const { session, apiBase } = api.extra as ThunkExtra;
  const tokenUsed = session.getSnapshot().context.token;
  let result = await rawBaseQuery(withBase(args, apiBase), api, extraOptions);
  if (!tokenRejected(result) || !tokenUsed) return result;
  if (!(await refreshOnce(session, tokenUsed))) return result;
  result = await rawBaseQuery(withBase(args, apiBase), api, extraOptions);
  if (tokenRejected(result)) session.send({ type: 'forcedLogout', reason: 'session_expired' });
  return result;
}

/** Every call's base query: re-authentication, then the call's own message on a failure (failureMessages.ts). */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, ApiFailure, object, FetchBaseQueryMeta> = async (args, api, extraOptions) => {
  const result = await fetchWithReauth(args, api, extraOptions);
  return result.error ? { error: withMessage(api.endpoint, result.error), meta: result.meta } : result;
};
