/** @jest-environment node */
import { setupStore } from '../../../../src/client/app/store';
import { invoicesApi } from '../../../../src/client/api/invoicesApi';
import { createSession } from '../../../../src/client/session/createSession';

const API = 'http://api.test';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const invoice = (id: string, reviewed: boolean) => ({ id, payee: `Payee ${id}`, reviewed, comment: '' });

function setup(answerToggle: () => Response) {
  const session = createSession({
    apiBase: API,
    cookies: { token: 't', refreshToken: 'r', userId: 'u1', username: 'Ana', isAdmin: false, email: null },
    navigate: () => undefined,
    onTransition: () => undefined,
  });
  const store = setupStore({ session, apiBase: API });
  session.start();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    if (request.method === 'PATCH') {
      await held;
      return answerToggle();
    }
    return json(200, { invoices: [invoice('a', false), invoice('b', false)], total: 2, page: 1, totalPages: 1, pageSize: 20 });
  }) as typeof fetch;
  return { store, session, release };
}

const args = { clientId: 'c1', page: 1, limit: 20 };
const reviewedOf = (store: ReturnType<typeof setup>['store'], id: string) =>
  invoicesApi.endpoints.getClientInvoices.select(args)(store.getState()).data?.invoices.find((i) => i.id === id)?.reviewed;

describe('optimistic review toggles', () => {
  it('show the new state at once, before the server answers', async () => {
    const t = setup(() => json(200, { invoice: invoice('a', true), reviewed: true }));
    await t.store.dispatch(invoicesApi.endpoints.getClientInvoices.initiate(args));
    const toggle = t.store.dispatch(invoicesApi.endpoints.toggleInvoiceReview.initiate({ id: 'a' }));
    expect(reviewedOf(t.store, 'a')).toBe(true);
    expect(reviewedOf(t.store, 'b')).toBe(false);
    t.release();
    await toggle;
    t.session.stop();
  });

  it('are undone when the server refuses', async () => {
    const t = setup(() => json(500, { message: 'Internal server error' }));
    await t.store.dispatch(invoicesApi.endpoints.getClientInvoices.initiate(args));
    const toggle = t.store.dispatch(invoicesApi.endpoints.toggleInvoiceReview.initiate({ id: 'a' }));
    expect(reviewedOf(t.store, 'a')).toBe(true);
    t.release();
    const result = await toggle;
    expect(result.error).toMatchObject({ status: 500 });
    expect(reviewedOf(t.store, 'a')).toBe(false);
    t.session.stop();
  });
});
