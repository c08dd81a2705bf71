import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupStore } from '../../../../src/client/app/store';
import MembersPage from '../../../../src/client/features/members/MembersPage';
import { createSession, type SessionActor } from '../../../../src/client/session/createSession';
import { SessionProvider } from '../../../../src/client/session/SessionProvider';
import { sessionTransitioned } from '../../../../src/client/session/sessionSlice';
import { clients, page } from './fixtures';

export { clients, invoice, page, report } from './fixtures';

export const API = 'http://api.test';

export interface Call {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

export type Answer = { status: number; body?: unknown } | 'network-error';
type Handler = (call: Call) => Answer | undefined | Promise<Answer | undefined>;

/**
 * Stubs fetch: `handler` answers what a test cares about, the rest gets the defaults (the two
 * clients, empty lists). Every call is recorded.
 */
export function mockApi(handler: Handler = () => undefined): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    const url = new URL(request.url);
    const call = { method: request.method, path: `${url.pathname}${url.search}`, url, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const answer = (await handler(call)) ?? defaultAnswer(call);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

function defaultAnswer({ url }: Call): Answer {
  if (url.pathname === '/api/clients') return { status: 200, body: { clients } };
  if (url.pathname.startsWith('/api/invoices/client/')) return { status: 200, body: page('invoices', []) };
  if (url.pathname === '/api/emails') return { status: 200, body: page('emails', []) };
  if (url.pathname.startsWith('/api/reports/client/')) return { status: 200, body: page('reports', []) };
  return { status: 404, body: { message: 'Not found' } };
}

const started: SessionActor[] = [];

/** The Members screen at `url` with the app's real store, an authenticated session and a memory router. */
export function renderMembers(url = '/members', { isAdmin = false } = {}) {
  const cookies = { token: 'token-1', refreshToken: 'refresh-1', userId: 'u1', username: 'Ana', isAdmin, email: null };
  for (const [name, value] of Object.entries(cookies)) if (value !== null) Cookies.set(name, String(value), { path: '/' });
  const session = createSession({
    apiBase: API,
    cookies,
    navigate: (to) => void router.navigate(to),
    onTransition: (state) => store.dispatch(sessionTransitioned(state)),
  });
  const store = setupStore({ session, apiBase: API });
  session.start();
  started.push(session);
  const router = createMemoryRouter(
    [
      { path: '/members', element: <MembersPage /> },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <StrictMode>
      <Provider store={store}>
        <SessionProvider session={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </Provider>
    </StrictMode>,
  );
  return { router, store, session, user: userEvent.setup() };
}

export const locationOf = (router: ReturnType<typeof renderMembers>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => {
  while (started.length > 0) started.pop()?.stop();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});
