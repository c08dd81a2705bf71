/** @jest-environment node */
import { clientsApi } from '../../../../src/client/api/clientsApi';
import { API, json, signedInStore, tokenExpired } from '../storeHarness';

/** The server is a function of (url, authorization). */
const setup = (server: (url: string, authorization: string | null) => Response | Promise<Response>) =>
  signedInStore((request) => server(request.url, request.headers.get('authorization')));

describe('the re-auth base query', () => {
  it('sends the bearer token from the session and prefixes the API base', async () => {
    const t = setup(() => json(200, { clients: [] }));
    await t.store.dispatch(clientsApi.endpoints.getClients.initiate());
    expect(t.requests).toEqual([{ url: `${API}/api/clients`, authorization: 'Bearer access-1' }]);
  });

  it('refreshes once on a token 401 and retries the request once with the new token', async () => {
    const t = setup((_url, authorization) => (authorization === 'Bearer access-1' ? tokenExpired() : json(200, { clients: [{ id: 'c1' }] })));
    const result = await t.store.dispatch(clientsApi.endpoints.getClients.initiate());
    expect(result.data).toEqual([{ id: 'c1' }]);
    expect(t.refreshCount()).toBe(1);
    expect(t.requests.map((r) => r.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(t.transitions.map((a) => `${a.type}->${a.payload.to}`)).toEqual(
      expect.arrayContaining(['session/tokenRejected->refreshing.afterRejection', 'session/refreshSucceeded->authenticated']),
    );
  });

  it('runs exactly one refresh when several requests hit a 401 together', async () => {
    const t = setup((url, authorization) => (authorization === 'Bearer access-1' ? tokenExpired() : json(200, url.endsWith('combo-box') ? { clients: [] } : { client: { id: 'x' } })));
    await Promise.all([
      t.store.dispatch(clientsApi.endpoints.getClientsComboBox.initiate()),
      t.store.dispatch(clientsApi.endpoints.getClient.initiate('a')),
      t.store.dispatch(clientsApi.endpoints.getClient.initiate('b')),
    ]);
    expect(t.refreshCount()).toBe(1);
    expect(t.requests.filter((r) => r.authorization === 'Bearer access-2')).toHaveLength(3);
  });

  it('forces logout to /login?reason=session_expired when the retry is rejected too', async () => {
    const t = setup(() => tokenExpired());
    const result = await t.store.dispatch(clientsApi.endpoints.getClients.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(t.requests).toHaveLength(2);
    expect(t.navigate).toHaveBeenCalledTimes(1);
    expect(t.navigate).toHaveBeenCalledWith('/login?reason=session_expired');
    // No login screen here to show the reason, so the session stays in forcedLogout.
    expect(t.store.getState().session).toMatchObject({ status: 'forcedLogout', logoutReason: 'session_expired', userId: null });
  });

  it('passes through a 401 that is not about the token', async () => {
    const t = setup(() => json(401, { message: 'Invalid email or password' }));
    const result = await t.store.dispatch(clientsApi.endpoints.getClients.initiate());
    expect(result.error).toMatchObject({ status: 401, data: { message: 'Invalid email or password' } });
    expect(t.refreshCount()).toBe(0);
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.store.getState().session.status).toBe('authenticated');
  });

  it('mirrors every transition into Redux without the tokens', async () => {
    const t = setup(() => json(200, { clients: [] }));
    expect(t.store.getState().session).toEqual(expect.objectContaining({ status: 'authenticated', userId: 'u1', username: 'Ana' }));
    expect(JSON.stringify(t.store.getState().session)).not.toContain('access-1');
  });
});
