import { baseApi } from '../../../src/client/api/baseApi';
import { startSession } from '../../../src/client/app/appShell';
import type { SessionAction } from '../../../src/client/session/sessionSlice';

/** The app's real store and session actor without React, against a stubbed fetch: for tests of the API layer in the node environment. */

export const API = 'http://api.test';

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A 401 the classifier reads as a token problem, so the base query refreshes. */
export const tokenExpired = () => json(401, { message: 'Token expired' }, { 'www-authenticate': 'Bearer error="invalid_token"' });

export interface ServedRequest {
  url: string;
  authorization: string | null;
}

const started: { session: { stop(): void }; store: ReturnType<typeof startSession>['store'] }[] = [];
// A reset clears the timers of cache entries no one reads any more (keepUnusedDataFor, 60 s), which would keep Jest from exiting.
afterEach(() =>
  started.splice(0).forEach(({ session, store }) => {
    session.stop();
    store.dispatch(baseApi.util.resetApiState());
  }),
);

/**
 * Signed in as u1 ("Ana") with access-1 / refresh-1; the session's refreshes get access-2,
 * access-3 and so on. `server` answers every API request, and each is recorded.
 */
export function signedInStore(server: (request: Request) => Response | Promise<Response>) {
  const navigate = jest.fn();
  const transitions: SessionAction[] = [];
  let refreshes = 0;
  const refresh = jest.fn(async () => {
    refreshes += 1;
    return json(200, { token: `access-${refreshes + 1}`, refreshToken: `refresh-${refreshes + 1}` });
  });
  const { session, store } = startSession({
    apiBase: API,
    cookies: { token: 'access-1', refreshToken: 'refresh-1', userId: 'u1', username: 'Ana', isAdmin: false, email: null },
    navigate,
    onTransition: (action) => transitions.push(action),
    fetchFn: refresh as unknown as typeof fetch,
  });
  started.push({ session, store });
  const requests: ServedRequest[] = [];
  const checks = new Set<() => void>();
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    // As the real fetch does: an aborted request never reaches the server.
    if (request.signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    requests.push({ url: request.url, authorization: request.headers.get('authorization') });
    checks.forEach((check) => check());
    return server(request);
  }) as typeof fetch;
  /** Resolves once the requests so far satisfy `enough`: for calls a change starts on its own, however it schedules them. */
  const served = (enough: (requests: readonly ServedRequest[]) => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!enough(requests)) return;
        checks.delete(check);
        resolve();
      };
      checks.add(check);
      check();
    });
  return { store, session, navigate, transitions, requests, served, refresh, refreshCount: () => refreshes };
}
