import { createActor, fromPromise, waitFor } from 'xstate';
import { clearSessionCookies, readSessionCookies, writeSessionCookies, type SessionCookies } from '../../../../src/client/session/cookies';
import { SESSION_MESSAGES, sessionMachine } from '../../../../src/client/session/sessionMachine';
import { RefreshError, type RefreshedTokens } from '../../../../src/client/session/types';

const empty: SessionCookies = { token: null, refreshToken: null, userId: null, username: null, isAdmin: false, email: null };
const signedIn: SessionCookies = { token: 'access-1', refreshToken: 'refresh-1', userId: 'u1', username: 'Ana', isAdmin: true, email: null };

function start(cookies: SessionCookies, refresh: (refreshToken: string | null) => Promise<RefreshedTokens> = async () => ({ token: 'access-2', refreshToken: 'refresh-2' })) {
  const navigate = jest.fn();
  const refreshCalls: (string | null)[] = [];
  const machine = sessionMachine.provide({
    actors: {
      refreshSession: fromPromise<RefreshedTokens, { refreshToken: string | null }>(({ input }) => {
        refreshCalls.push(input.refreshToken);
        return refresh(input.refreshToken);
      }),
    },
    actions: { navigate: (_, params) => navigate(params.to) },
  });
  const actor = createActor(machine, { input: { cookies } }).start();
  started.push(actor);
  return { actor, navigate, refreshCalls };
}

const started: { stop(): void }[] = [];
beforeEach(() => clearSessionCookies());
afterEach(() => started.splice(0).forEach((actor) => actor.stop()));

describe('session machine: start', () => {
  it('is authenticated when userId and token are present', () => {
    const { actor } = start(signedIn);
    expect(actor.getSnapshot().value).toBe('authenticated');
  });

  it('is anonymous without a userId, whatever else is present', () => {
    const { actor, refreshCalls } = start({ ...signedIn, userId: null });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(refreshCalls).toEqual([]);
  });

  it('refreshes silently once when only the token is missing, and keeps the new tokens', async () => {
    const { actor, refreshCalls, navigate } = start({ ...signedIn, token: null });
    expect(actor.getSnapshot().value).toEqual({ refreshing: 'silent' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(refreshCalls).toEqual(['refresh-1']);
    expect(actor.getSnapshot().context.token).toBe('access-2');
    expect(readSessionCookies()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2', userId: 'u1' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('only logs a failed silent refresh: anonymous, no message, no navigation', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { actor, navigate } = start({ ...signedIn, token: null }, async () => {
      throw new RefreshError('rejected', SESSION_MESSAGES.refreshFailed);
    });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(warn).toHaveBeenCalledWith('Silent token refresh failed', expect.any(RefreshError));
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('session machine: signing in and out', () => {
  it('signedIn writes every session cookie and authenticates', () => {
    const { actor } = start(empty);
    actor.send({ type: 'signedIn', session: { token: 't', refreshToken: 'r', userId: 'u9', username: 'Bo', isAdmin: false, email: 'bo@example.com' } });
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(readSessionCookies()).toEqual({ token: 't', refreshToken: 'r', userId: 'u9', username: 'Bo', isAdmin: false, email: 'bo@example.com' });
    expect(document.cookie).toContain('isAdmin=false');
  });

  it('signedOut removes the cookies and goes to /', () => {
    writeSessionCookies(signedIn);
    const { actor, navigate } = start(signedIn);
    actor.send({ type: 'signedOut' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(readSessionCookies()).toEqual(empty);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('a cookie re-check keeps the session while the cookies are there and drops it when they are gone', () => {
    const { actor, navigate } = start(signedIn);
    actor.send({ type: 'cookiesRechecked', cookies: { ...signedIn, isAdmin: false } });
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context.isAdmin).toBe(false);
    actor.send({ type: 'cookiesRechecked', cookies: { ...signedIn, token: null } });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('re-checks the cookies every 30 seconds', () => {
    jest.useFakeTimers();
    try {
      writeSessionCookies(signedIn);
      const { actor } = start(signedIn);
      clearSessionCookies();
      jest.advanceTimersByTime(29_999);
      expect(actor.getSnapshot().value).toBe('authenticated');
      jest.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe('anonymous');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('session machine: token problems', () => {
  it('a rejected token refreshes once and stays signed in with the new tokens', async () => {
    const { actor, refreshCalls } = start(signedIn);
    actor.send({ type: 'tokenRejected' });
    expect(actor.getSnapshot().value).toEqual({ refreshing: 'afterRejection' });
    actor.send({ type: 'tokenRejected' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(refreshCalls).toEqual(['refresh-1']);
    expect(actor.getSnapshot().context.refreshToken).toBe('refresh-2');
  });

  it('a rejected refresh forces logout to /login?reason=session_expired with "Token refresh failed"', async () => {
    const { actor, navigate } = start(signedIn, async () => {
      throw new RefreshError('rejected', SESSION_MESSAGES.refreshFailed);
    });
    actor.send({ type: 'tokenRejected' });
    await waitFor(actor, (s) => s.matches('forcedLogout'));
    expect(navigate).toHaveBeenCalledWith('/login?reason=session_expired');
    expect(actor.getSnapshot().context).toMatchObject({ logoutReason: 'session_expired', error: SESSION_MESSAGES.refreshFailed, token: null });
    expect(readSessionCookies()).toEqual(empty);
  });

  it('a refresh that cannot reach the server logs out with reason=network', async () => {
    const { actor, navigate } = start(signedIn, async () => {
      throw new RefreshError('network', SESSION_MESSAGES.network);
    });
    actor.send({ type: 'tokenRejected' });
    await waitFor(actor, (s) => s.matches('forcedLogout'));
    expect(navigate).toHaveBeenCalledWith('/login?reason=network');
    expect(actor.getSnapshot().context.error).toBe(SESSION_MESSAGES.network);
  });

  it('a token problem with no refresh token logs out with reason=unauthorized', () => {
    const { actor, navigate, refreshCalls } = start({ ...signedIn, refreshToken: null });
    actor.send({ type: 'tokenRejected' });
    expect(actor.getSnapshot().value).toBe('forcedLogout');
    expect(refreshCalls).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/login?reason=unauthorized');
    expect(actor.getSnapshot().context.error).toBe(SESSION_MESSAGES.noRefreshToken);
  });

  it('forces logout once only, however many requests ask for it', () => {
    const { actor, navigate } = start(signedIn);
    actor.send({ type: 'forcedLogout', reason: 'session_expired' });
    actor.send({ type: 'forcedLogout', reason: 'session_expired' });
    actor.send({ type: 'tokenRejected' });
    actor.send({ type: 'forcedLogout', reason: 'network' });
    expect(actor.getSnapshot().value).toBe('forcedLogout');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login?reason=session_expired');
    expect(actor.getSnapshot().context).toMatchObject({ logoutReason: 'session_expired', error: SESSION_MESSAGES.sessionExpired });
  });

  it('signing out while a refresh runs wins over the refresh', async () => {
    let finish: (tokens: RefreshedTokens) => void = () => undefined;
    const { actor, navigate } = start(signedIn, () => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'tokenRejected' });
    actor.send({ type: 'signedOut' });
    finish({ token: 'late', refreshToken: 'late' });
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(navigate).toHaveBeenCalledWith('/');
    expect(readSessionCookies().token).toBeNull();
  });

  it('settles in anonymous once the login screen has shown why, keeping the reason', () => {
    const { actor } = start(signedIn);
    actor.send({ type: 'forcedLogout', reason: 'session_expired' });
    actor.send({ type: 'reasonShown' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context).toMatchObject({ logoutReason: 'session_expired', userId: null, token: null });
  });

  it('a new sign-in after a forced logout clears the reason', () => {
    const { actor } = start(signedIn);
    actor.send({ type: 'forcedLogout', reason: 'network' });
    actor.send({ type: 'signedIn', session: { token: 't', refreshToken: 'r', userId: 'u1', username: 'Ana', isAdmin: false } });
    expect(actor.getSnapshot().context).toMatchObject({ logoutReason: null, error: null });
  });
});
