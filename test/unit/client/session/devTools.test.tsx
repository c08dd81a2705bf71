/** @jest-environment ./test/unit/jsdomWithFetch.ts */
// First: RTK looks for the DevTools extension when it loads.
import { shown } from './devToolsRecorder';
import { act, screen, waitFor } from '@testing-library/react';
import { clientsApi } from '../../../../src/client/api/clientsApi';
import LoginPage from '../../../../src/client/features/auth/LoginPage';
import { SESSION_MESSAGES } from '../../../../src/client/session/sessionMachine';
import { locationOf, mockApi, renderRoute, type Handler } from '../harness';

/** What Redux DevTools shows an auditor, in the production build too (app/store.ts, app/devTools.ts). */

const SECRETS = ['access-secret-1', 'refresh-secret-1', 'access-secret-2', 'refresh-secret-2', 'pa55word!'];
const loginAnswer = { token: 'access-secret-1', refreshToken: 'refresh-secret-1', userId: 'u1', name: 'Ana', email: 'ana@example.com', isAdmin: false, message: 'Login successful' };
const tokenExpired = { status: 401, body: { message: 'Token expired' } };

/** Signs in on the login screen, then loads the clients the way a member's screen does. */
async function signInAndLoadClients(server: Handler) {
  mockApi((call) => (call.path === '/api/auth/login' ? { status: 200, body: loginAnswer } : server(call)));
  const { router, store, user } = renderRoute('/login', <LoginPage />, '/login');
  shown.splice(0);
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'pa55word!');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(locationOf(router)).toBe('/members'));
  await act(() => store.dispatch(clientsApi.endpoints.getClients.initiate(undefined, { subscribe: false })));
  return { router, store };
}

const sessionActions = () =>
  shown.filter(({ raw }) => raw.type.startsWith('session/')).map(({ raw }) => {
    const { from, to } = (raw as unknown as { payload: { from: string | null; to: string } }).payload;
    return `${raw.type}: ${from} -> ${to}`;
  });

function expectNoSecretShown() {
  for (const secret of SECRETS) {
    for (const { raw, action, state } of shown) {
      expect(JSON.stringify(action)).not.toContain(secret);
      expect(JSON.stringify(state)).not.toContain(secret);
      if (raw.type.startsWith('session/')) expect(JSON.stringify(raw)).not.toContain(secret);
    }
  }
}

describe('Redux DevTools', () => {
  it('shows login, a refused refresh and the forced logout as one action each, without a token', async () => {
    const { router, store } = await signInAndLoadClients((call) => (call.path === '/api/auth/refresh-token' ? { status: 401, body: { message: 'Invalid refresh token' } } : tokenExpired));

    await waitFor(() => expect(locationOf(router)).toBe('/login?reason=session_expired'));
    expect(await screen.findByRole('status')).toHaveTextContent(SESSION_MESSAGES.sessionExpired);
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    expect(sessionActions()).toEqual([
      'session/signedIn: anonymous -> authenticated',
      'session/tokenRejected: authenticated -> refreshing.afterRejection',
      'session/refreshFailed: refreshing.afterRejection -> forcedLogout',
      'session/reasonShown: forcedLogout -> anonymous',
    ]);
    const forcedOut = shown.find(({ raw }) => raw.type === 'session/refreshFailed')?.action;
    expect(forcedOut).toMatchObject({ payload: { view: { status: 'forcedLogout', logoutReason: 'session_expired', error: SESSION_MESSAGES.refreshFailed, userId: null } } });
    // RTK Query keeps the call's arguments: DevTools gets them with the password hidden.
    const loginCall = shown.find(({ raw }) => raw.type === 'api/executeMutation/pending');
    expect(JSON.stringify(loginCall?.raw)).toContain('pa55word!');
    expect(loginCall?.action).toMatchObject({ meta: { arg: { endpointName: 'login', originalArgs: { email: 'ana@example.com', password: '[hidden]' } } } });
    expectNoSecretShown();
  });

  it('shows a forced logout after a refresh whose retry is refused too', async () => {
    const { router } = await signInAndLoadClients((call) =>
      call.path === '/api/auth/refresh-token' ? { status: 200, body: { token: 'access-secret-2', refreshToken: 'refresh-secret-2' } } : tokenExpired,
    );

    await waitFor(() => expect(locationOf(router)).toBe('/login?reason=session_expired'));
    expect(await screen.findByRole('status')).toHaveTextContent(SESSION_MESSAGES.sessionExpired);
    expect(sessionActions()).toEqual([
      'session/signedIn: anonymous -> authenticated',
      'session/tokenRejected: authenticated -> refreshing.afterRejection',
      'session/refreshSucceeded: refreshing.afterRejection -> authenticated',
      'session/forcedLogout: authenticated -> forcedLogout',
      'session/reasonShown: forcedLogout -> anonymous',
    ]);
    expect(shown.find(({ raw }) => raw.type === 'session/forcedLogout')?.action).toMatchObject({ payload: { event: { reason: 'session_expired' } } });
    expectNoSecretShown();
  });
});
