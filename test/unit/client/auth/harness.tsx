import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { StrictMode, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { setupStore, type AppStore } from '../../../../src/client/app/store';
import { createSession, type SessionActor } from '../../../../src/client/session/createSession';
import { SessionProvider } from '../../../../src/client/session/SessionProvider';
import { sessionTransitioned } from '../../../../src/client/session/sessionSlice';

export const API = 'http://api.test';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown; text?: string };
type Handler = (call: Call) => Answer | Promise<Answer>;

/** Replaces fetch with `handler`; every call is recorded as method, path (with query) and JSON body. */
export function mockApi(handler: Handler): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    const url = new URL(request.url);
    const call = { method: request.method, path: `${url.pathname}${url.search}`, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const answer = await handler(call);
    if (answer.text !== undefined) return new Response(answer.text, { status: answer.status, headers: { 'content-type': 'text/html' } });
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

const emptyCookies = { token: null, refreshToken: null, userId: null, username: null, isAdmin: false, email: null };

export interface Rendered {
  router: ReturnType<typeof createMemoryRouter>;
  store: AppStore;
  session: SessionActor;
  user: ReturnType<typeof userEvent.setup>;
}

const started: SessionActor[] = [];

/**
 * Renders `element` at `path` inside the app's real store, session actor and a memory router
 * whose other routes only report where they are.
 */
export function renderRoute(path: string, element: ReactElement, url: string, options: { advanceTimers?: (ms: number) => void } = {}): Rendered {
  const session = createSession({
    apiBase: API,
    cookies: emptyCookies,
    navigate: (to) => void router.navigate(to),
    // Called only once the actor starts, which is after the store exists.
    onTransition: (state) => store.dispatch(sessionTransitioned(state)),
  });
  const store = setupStore({ session, apiBase: API });
  session.start();
  started.push(session);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  // StrictMode as in index.tsx: its double effects must not spend a one-time code twice.
  render(
    <StrictMode>
      <Provider store={store}>
        <SessionProvider session={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </Provider>
    </StrictMode>,
  );
  return { router, store, session, user: userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {}) };
}

export const locationOf = (router: Rendered['router']) => `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => {
  while (started.length > 0) started.pop()?.stop();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});
