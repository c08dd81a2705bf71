/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router';
import { AppShell, startSession } from '../../../../src/client/app/appShell';
import { RequireAuth } from '../../../../src/client/app/RequireAuth';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** /members behind the guard, every other path saying where it is; the session navigates nowhere itself. */
function renderGuarded(cookies: Parameters<typeof startSession>[0]['cookies']) {
  const { session, store } = startSession({ apiBase: 'http://api.test', cookies, navigate: () => undefined });
  const router = createMemoryRouter(
    [
      { element: <RequireAuth />, children: [{ path: '/members', element: <p>Members</p> }] },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/members'] },
  );
  render(<AppShell store={store} session={session} router={router} />);
  return session;
}

const signedIn = { token: 'token-1', refreshToken: 'refresh-1', userId: 'u1', username: 'Ana', isAdmin: false, email: null };

/**
 * The session's own navigation to /login?reason=… can lose to the guard's redirect: the login
 * screen is a lazy chunk, so the router is still loading it when the guard, seeing the session
 * anonymous, navigates again. The guard must then keep the reason, or the SPEC message is lost.
 */
it('sends a forced-out reviewer to /login with the reason, whichever navigation lands', async () => {
  const session = renderGuarded(signedIn);
  expect(await screen.findByText('Members')).toBeInTheDocument();

  act(() => session.send({ type: 'forcedLogout', reason: 'session_expired' }));

  expect(await screen.findByTestId('location')).toHaveTextContent('/login?reason=session_expired');
  session.stop();
});

it('sends a visitor who never signed in to /login without a reason', async () => {
  const signedOut = { token: null, refreshToken: null, userId: null, username: null, isAdmin: false, email: null };
  const session = renderGuarded(signedOut);
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
  session.stop();
});
