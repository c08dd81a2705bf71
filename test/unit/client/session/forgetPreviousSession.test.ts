/** @jest-environment node */
import { setupStore } from '../../../../src/client/app/store';
import { usersApi } from '../../../../src/client/api/usersApi';
import { sessionSlice, type SessionAction, type SessionState } from '../../../../src/client/session/sessionSlice';
import type { SessionActor } from '../../../../src/client/session/createSession';

/** The mirror's action for a transition of the session machine (session/machineMirror.ts). */
function transition(type: string, from: string, to: string): SessionAction {
  const status = to.split('.')[0] as SessionState['status'];
  return { type: `session/${type}`, payload: { from, to, view: { ...sessionSlice.getInitialState(), status, userId: status === 'authenticated' || status === 'refreshing' ? 'u1' : null } } };
}
const cachedUsers = (store: ReturnType<typeof setupStore>) => usersApi.endpoints.getUsers.select()(store.getState()).data;

describe('the API cache of an ended session', () => {
  const stores: ReturnType<typeof setupStore>[] = [];

  // A reset clears the timers of cache entries no one reads any more (keepUnusedDataFor, 60 s), which would keep Jest from exiting.
  afterEach(() => {
    for (const store of stores.splice(0)) store.dispatch(usersApi.util.resetApiState());
  });

  async function storeWithUsers() {
    const store = setupStore({ session: {} as SessionActor, apiBase: 'http://api.test' });
    stores.push(store);
    store.dispatch(transition('signedIn', 'anonymous', 'authenticated'));
    await store.dispatch(usersApi.util.upsertQueryData('getUsers', undefined, [{ id: 'u2', name: 'Bea' } as never]));
    return store;
  }

  it('is emptied when someone signs in after a sign-out', async () => {
    const store = await storeWithUsers();
    store.dispatch(transition('signedOut', 'authenticated', 'anonymous'));
    expect(cachedUsers(store)).toHaveLength(1);
    store.dispatch(transition('signedIn', 'anonymous', 'authenticated'));
    expect(cachedUsers(store)).toBeUndefined();
  });

  it('is emptied when someone signs in after a forced logout', async () => {
    const store = await storeWithUsers();
    store.dispatch(transition('forcedLogout', 'authenticated', 'forcedLogout'));
    store.dispatch(transition('signedIn', 'forcedLogout', 'authenticated'));
    expect(cachedUsers(store)).toBeUndefined();
  });

  it('stays through a token refresh', async () => {
    const store = await storeWithUsers();
    store.dispatch(transition('tokenRejected', 'authenticated', 'refreshing.afterRejection'));
    store.dispatch(transition('refreshSucceeded', 'refreshing.afterRejection', 'authenticated'));
    expect(cachedUsers(store)).toHaveLength(1);
  });
});
