/** @jest-environment node */
import { fetchAttachment, AttachmentFetchError } from '../../../../src/client/api/attachmentsApi';
import { setupStore } from '../../../../src/client/app/store';
import { createSession } from '../../../../src/client/session/createSession';

const API = 'http://api.test';
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const pdf = () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'content-type': 'application/pdf' } });

const started: { stop(): void }[] = [];
afterEach(() => started.splice(0).forEach((actor) => actor.stop()));

function setup(server: (authorization: string | null) => Response) {
  const refresh = jest.fn(async () => json(200, { token: 'access-2', refreshToken: 'refresh-2' }));
  const session = createSession({
    apiBase: API,
    cookies: { token: 'access-1', refreshToken: 'refresh-1', userId: 'u1', username: 'Ana', isAdmin: false, email: null },
    navigate: () => undefined,
    onTransition: () => undefined,
    fetchFn: refresh as unknown as typeof fetch,
  });
  const store = setupStore({ session, apiBase: API });
  session.start();
  started.push(session);
  const requests: { url: string; authorization: string | null }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    if (request.signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    requests.push({ url: request.url, authorization: request.headers.get('authorization') });
    return server(request.headers.get('authorization'));
  }) as typeof fetch;
  return { store, requests, refresh };
}

describe('fetchAttachment', () => {
  it('fetches the file by part id with the bearer token, as a blob', async () => {
    const t = setup(() => pdf());
    const blob = await t.store.dispatch(fetchAttachment('part 1'));
    expect(t.requests).toEqual([{ url: `${API}/api/attachments/part%201`, authorization: 'Bearer access-1' }]);
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(4);
  });

  it('refreshes an expired token once and retries, like every other call', async () => {
    const t = setup((authorization) =>
      authorization === 'Bearer access-1' ? json(401, { message: 'Token expired' }, { 'www-authenticate': 'Bearer error="invalid_token"' }) : pdf(),
    );
    const blob = await t.store.dispatch(fetchAttachment('p1'));
    expect(blob.size).toBe(4);
    expect(t.refresh).toHaveBeenCalledTimes(1);
    expect(t.requests.map((r) => r.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('rejects with the server\'s error, read as JSON', async () => {
    const t = setup(() => json(404, { message: 'Attachment not found' }));
    const failure = t.store.dispatch(fetchAttachment('p1'));
    await expect(failure).rejects.toBeInstanceOf(AttachmentFetchError);
    await expect(failure).rejects.toMatchObject({ message: 'Failed to fetch attachment', error: { status: 404, data: { message: 'Attachment not found' } } });
  });

  it('stops when the caller aborts', async () => {
    const t = setup(() => pdf());
    const controller = new AbortController();
    controller.abort();
    await expect(t.store.dispatch(fetchAttachment('p1', controller.signal))).rejects.toBeInstanceOf(AttachmentFetchError);
  });
});
