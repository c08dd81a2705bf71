/** @jest-environment node */
import type { UnknownAction } from '@reduxjs/toolkit';
import { authApi } from '../../../../src/client/api/authApi';
import { startSession } from '../../../../src/client/app/appShell';
import { rootReducer } from '../../../../src/client/app/store';
import { API, json } from '../storeHarness';

const TOKENS = /access-secret|refresh-secret/;
const answer = { token: 'access-secret-1', refreshToken: 'refresh-secret-1', userId: 'u1', name: 'Ana', email: 'ana@example.com', isAdmin: true, message: 'Login successful' };
const signedOut = { token: null, refreshToken: null, userId: null, username: null, isAdmin: false, email: null };

const stopped: { stop(): void }[] = [];
afterEach(() => stopped.splice(0).forEach((session) => session.stop()));

/** A signed-out app whose server answers `reply`, recording every action that reaches the store (what Redux DevTools shows). */
function signedOutApp(reply: () => Response) {
  global.fetch = jest.fn(async () => reply()) as typeof fetch;
  const { session, store } = startSession({ apiBase: API, cookies: signedOut, navigate: jest.fn() });
  stopped.push(session);
  const actions: UnknownAction[] = [];
  store.replaceReducer((state, action) => {
    actions.push(action);
    return rootReducer(state, action);
  });
  return { session, store, actions };
}

type App = ReturnType<typeof signedOutApp>;

const SIGN_INS = {
  login: (t: App) => t.store.dispatch(authApi.endpoints.login.initiate({ email: 'ana@example.com', password: 'secret1' })),
  googleAuth: (t: App) => t.store.dispatch(authApi.endpoints.googleAuth.initiate({ idToken: 'id-token', email: 'ana@example.com', name: 'Ana' })),
};

describe('sign-in keeps the tokens out of the store', () => {
  it.each(Object.keys(SIGN_INS) as (keyof typeof SIGN_INS)[])('%s hands them to the session, and no action or state holds them', async (name) => {
    const t = signedOutApp(() => json(200, answer));
    const data = await SIGN_INS[name](t).unwrap();

    // Signed in by the time the caller resumes, so a screen may go straight to a protected page.
    expect(t.session.getSnapshot().context).toMatchObject({ token: 'access-secret-1', refreshToken: 'refresh-secret-1', userId: 'u1', username: 'Ana', isAdmin: true });
    expect(t.actions.some((action) => authApi.endpoints[name].matchFulfilled(action))).toBe(true);
    for (const action of t.actions) expect(JSON.stringify(action)).not.toMatch(TOKENS);
    expect(JSON.stringify(t.store.getState())).not.toMatch(TOKENS);
    expect(data).toEqual({ userId: 'u1', name: 'Ana', email: 'ana@example.com', isAdmin: true, message: 'Login successful' });
  });

  it.each([
    [{ ...answer, userId: undefined }, 'Login failed: Unable to retrieve user ID.'],
    [{ ...answer, refreshToken: '' }, 'Login failed: Unable to retrieve authentication tokens.'],
  ])('refuses an answer without the user id or a token, and nobody is signed in', async (body, message) => {
    const t = signedOutApp(() => json(200, body));
    const result = await SIGN_INS.login(t);
    expect(result.error).toMatchObject({ message, data: { message } });
    expect(t.session.getSnapshot().context).toMatchObject({ token: null, userId: null });
    for (const action of t.actions) expect(JSON.stringify(action)).not.toMatch(TOKENS);
  });

  it("passes the server's refusal through, and nobody is signed in", async () => {
    const t = signedOutApp(() => json(401, { message: 'Invalid email or password' }));
    const result = await t.store.dispatch(authApi.endpoints.login.initiate({ email: 'ana@example.com', password: 'wrong' }));
    expect(result.error).toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(t.session.getSnapshot().context.token).toBeNull();
  });
});
