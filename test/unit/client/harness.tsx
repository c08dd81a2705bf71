import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import type { ReactElement } from 'react';
import { createMemoryRouter, useLocation } from 'react-router';
import { AppShell, startSession } from '../../../src/client/app/appShell';
import type { AppStore } from '../../../src/client/app/store';
import type { SessionActor } from '../../../src/client/session/createSession';
import type { SessionAction, SessionState } from '../../../src/client/session/sessionSlice';

/** Screens rendered with the app's real store, session actor and router, against a stubbed fetch. */

export const API = 'http://api.test';

export interface Call {
  method: string;
  /** Path and query, e.g. /api/invoices/client/c1?page=2. */
  path: string;
  /** Not enumerable: toEqual compares method, path and body only. */
  url: URL;
  body: unknown;
}

/** A JSON answer, an HTML one (`text`), or a request that never reaches the server. */
export type Answer = { status: number; body?: unknown; text?: string } | 'network-error';
export type Handler = (call: Call) => Answer | undefined | Promise<Answer | undefined>;

const notFound = (): Answer => ({ status: 404, body: { message: 'Not found' } });

/**
 * Replaces fetch: `handler` answers what a test cares about, `fallback` whatever it leaves
 * (undefined). Every call is recorded, its JSON body parsed.
 */
export function mockApi(handler: Handler = () => undefined, fallback: (call: Call) => Answer = notFound): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    const url = new URL(request.url);
    const call = { method: request.method, path: `${url.pathname}${url.search}`, body: text ? JSON.parse(text) : undefined } as Call;
    // Handlers and filters read `url`; kept out of equality so a test can compare a call with a literal.
    Object.defineProperty(call, 'url', { value: url, enumerable: false });
    calls.push(call);
    const answer = (await handler(call)) ?? fallback(call);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer.text !== undefined) return new Response(answer.text, { status: answer.status, headers: { 'content-type': 'text/html' } });
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

const signedOut = { token: null, refreshToken: null, userId: null, username: null, isAdmin: false, email: null };
const signedInAs = (isAdmin: boolean) => ({ token: 'token-1', refreshToken: 'refresh-1', userId: 'u1', username: 'Ana', isAdmin, email: null });

export interface Rendered {
  router: ReturnType<typeof createMemoryRouter>;
  store: AppStore;
  session: SessionActor;
  user: ReturnType<typeof userEvent.setup>;
}

interface Options {
  /** For tests on fake timers: how user-event lets time pass. */
  advanceTimers?: (ms: number) => void;
  /** Start with the session cookies of user u1 ("Ana"); otherwise signed out. */
  signedIn?: { isAdmin?: boolean };
}

const started: SessionActor[] = [];

/**
 * Renders `element` at `path`, opened at `url`, inside the app's real store, session actor and a
 * memory router whose other routes only say where they are (data-testid "location").
 */
export function renderRoute(path: string, element: ReactElement, url: string, options: Options = {}): Rendered {
  const cookies = options.signedIn ? signedInAs(options.signedIn.isAdmin ?? false) : signedOut;
  // The session reads its input, but the screens' cookie helpers read document.cookie too.
  if (options.signedIn) for (const [name, value] of Object.entries(cookies)) if (value !== null) Cookies.set(name, String(value), { path: '/' });
  const { session, store } = startSession({ apiBase: API, cookies, navigate: (to) => void router.navigate(to) });
  started.push(session);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  // In StrictMode as the app runs: its double effects must not spend a one-time code twice.
  render(<AppShell store={store} session={session} router={router} />);
  return { router, store, session, user: userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {}) };
}

/**
 * An action as the session's Redux mirror dispatches it, showing `view`: for the states a test
 * cannot reach through the session's events, such as the silent refresh of a page load.
 */
export const sessionShows = (view: SessionState): SessionAction => ({ type: 'session/shownByTest', payload: { from: null, to: view.status, view } });

export const locationOf = (router: Rendered['router']) => `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => {
  while (started.length > 0) started.pop()?.stop();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});
