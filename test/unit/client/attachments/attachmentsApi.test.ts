/** @jest-environment node */
import { fetchAttachment, AttachmentFetchError } from '../../../../src/client/api/attachmentsApi';
import { API, json, signedInStore, tokenExpired } from '../storeHarness';

const pdf = () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'content-type': 'application/pdf' } });
const setup = (server: (authorization: string | null) => Response) => signedInStore((request) => server(request.headers.get('authorization')));

describe('fetchAttachment', () => {
  it('fetches the file by part id with the bearer token, as a blob', async () => {
    const t = setup(() => pdf());
    const blob = await t.store.dispatch(fetchAttachment('part 1'));
    expect(t.requests).toEqual([{ url: `${API}/api/attachments/part%201`, authorization: 'Bearer access-1' }]);
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe(4);
  });

  it('refreshes an expired token once and retries, like every other call', async () => {
    const t = setup((authorization) => (authorization === 'Bearer access-1' ? tokenExpired() : pdf()));
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
