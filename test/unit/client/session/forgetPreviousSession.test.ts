/** @jest-environment node */
import { setupStore } from '../../../../src/client/app/store';
import { usersApi } from '../../../../src/client/api/usersApi';
import { sessionSlice, sessionTransitioned, type SessionState } from '../../../../src/client/session/sessionSlice';
import type { SessionActor } from '../../../../src/client/session/createSession';

const session = (status: SessionState['status']): SessionState => ({ ...sessionSlice.getInitialState(), status, userId: status === 'anonymous' ? null : 'u1' });
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
    store.dispatch(sessionTransitioned(session('authenticated')));
    await store.dispatch(usersApi.util.upsertQueryData('getUsers', undefined, [{ id: 'u2', name: 'Bea' } as never]));
    return store;
  }

  it('is emptied when someone signs in after the session ended', async () => {
    const store = await storeWithUsers();
    store.dispatch(sessionTransitioned(session('anonymous')));
    expect(cachedUsers(store)).toHaveLength(1);
    store.dispatch(sessionTransitioned(session('authenticated')));
    expect(cachedUsers(store)).toBeUndefined();
  });

  it('stays through a token refresh', async () => {
    const store = await storeWithUsers();
    store.dispatch(sessionTransitioned(session('refreshing')));
    store.dispatch(sessionTransitioned(session('authenticated')));
    expect(cachedUsers(store)).toHaveLength(1);
  });
});
