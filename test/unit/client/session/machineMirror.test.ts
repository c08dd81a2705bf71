/** @jest-environment node */
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SessionCookies } from '../../../../src/client/session/cookies';
import { mirrorActionType, mirrorInspector, statePath } from '../../../../src/client/session/machineMirror';
import { sessionMachine } from '../../../../src/client/session/sessionMachine';
import { sessionMirror, type SessionAction } from '../../../../src/client/session/sessionSlice';
import { RefreshError, type RefreshedTokens } from '../../../../src/client/session/types';

const outcomes = { refreshSession: { done: 'refreshSucceeded', error: 'refreshFailed' } };

describe('the action type of a machine event', () => {
  it.each([
    ['xstate.init', 'session/started'],
    ['signedIn', 'session/signedIn'],
    ['xstate.done.actor.refreshSession', 'session/refreshSucceeded'],
    ['xstate.error.actor.refreshSession', 'session/refreshFailed'],
  ])('%s is %s', (event, type) => {
    expect(mirrorActionType('session', event, outcomes)).toBe(type);
  });

  it('reads nested states as a path', () => {
    expect(statePath({ refreshing: 'silent' })).toBe('refreshing.silent');
    expect(statePath('anonymous')).toBe('anonymous');
  });
});

const signedIn: SessionCookies = { token: 'access-1', refreshToken: 'refresh-1', userId: 'u1', username: 'Ana', isAdmin: false, email: null };

/** The session with a refresh that settles when the test says, recording what its mirror dispatches. */
function mirroredSession(cookies = signedIn) {
  const actions: SessionAction[] = [];
  let settle: { resolve: (tokens: RefreshedTokens) => void; reject: (error: unknown) => void } | null = null;
  const machine = sessionMachine.provide({
    actors: { refreshSession: fromPromise<RefreshedTokens, { refreshToken: string | null }>(() => new Promise((resolve, reject) => (settle = { resolve, reject }))) },
    actions: { navigate: () => undefined },
  });
  const actor = createActor(machine, { input: { cookies }, inspect: mirrorInspector(sessionMirror, (action) => actions.push(action)) }).start();
  started.push(actor);
  return { actor, actions, settle: () => settle };
}

const started: { stop(): void }[] = [];
afterEach(() => started.splice(0).forEach((actor) => actor.stop()));

describe('the session mirror', () => {
  it('starts with the state the cookies chose', () => {
    const { actions } = mirroredSession({ ...signedIn, token: null });
    expect(actions).toEqual([{ type: 'session/started', payload: expect.objectContaining({ from: null, to: 'refreshing.silent' }) }]);
    expect(actions[0]?.payload.view).toMatchObject({ status: 'refreshing', silentRefresh: true, userId: 'u1' });
  });

  it('dispatches one action per transition and nothing for the events the machine ignores', async () => {
    const { actor, actions, settle } = mirroredSession();
    actor.send({ type: 'tokenRejected' });
    actor.send({ type: 'tokenRejected' });
    actor.send({ type: 'cookiesRechecked', cookies: signedIn });
    settle()?.resolve({ token: 'access-2', refreshToken: 'refresh-2' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'cookiesRechecked', cookies: { ...signedIn, token: 'access-2', refreshToken: 'refresh-2' } });
    expect(actions.map(({ type, payload }) => [type, payload.from, payload.to])).toEqual([
      ['session/started', null, 'authenticated'],
      ['session/tokenRejected', 'authenticated', 'refreshing.afterRejection'],
      ['session/refreshSucceeded', 'refreshing.afterRejection', 'authenticated'],
    ]);
  });

  it('shows the reason of a forced logout, and never a token or the sign-in event itself', async () => {
    const { actor, actions, settle } = mirroredSession({ ...signedIn, token: null, refreshToken: null, userId: null });
    actor.send({ type: 'signedIn', session: { token: 'access-9', refreshToken: 'refresh-9', userId: 'u9', username: 'Bo', isAdmin: true } });
    actor.send({ type: 'tokenRejected' });
    settle()?.reject(new RefreshError('network', 'down'));
    await waitFor(actor, (s) => s.matches('forcedLogout'));
    actor.send({ type: 'reasonShown' });
    expect(actions.map(({ type }) => type)).toEqual(['session/started', 'session/signedIn', 'session/tokenRejected', 'session/refreshFailed', 'session/reasonShown']);
    expect(actions[1]?.payload).toEqual({ from: 'anonymous', to: 'authenticated', view: expect.objectContaining({ userId: 'u9', username: 'Bo', isAdmin: true }) });
    expect(actions[3]?.payload.view).toMatchObject({ status: 'forcedLogout', logoutReason: 'network' });
    expect(JSON.stringify(actions)).not.toMatch(/access-|refresh-/);
  });

  it('carries the public fields of an event', () => {
    const { actor, actions } = mirroredSession();
    actor.send({ type: 'forcedLogout', reason: 'session_expired' });
    expect(actions[1]).toEqual({ type: 'session/forcedLogout', payload: expect.objectContaining({ from: 'authenticated', to: 'forcedLogout', event: { reason: 'session_expired' } }) });
  });
});
