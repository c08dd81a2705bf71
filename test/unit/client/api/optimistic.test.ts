/** @jest-environment node */
import { invoicesApi } from '../../../../src/client/api/invoicesApi';
import { json, signedInStore } from '../storeHarness';

const invoice = (id: string, reviewed: boolean) => ({ id, payee: `Payee ${id}`, reviewed, comment: '' });

/** The list answers at once; the toggle's PATCH waits for `release`, then answers `answerToggle()`. */
function setup(answerToggle: () => Response) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const { store, session } = signedInStore(async (request) => {
    if (request.method === 'PATCH') {
      await held;
      return answerToggle();
    }
    return json(200, { invoices: [invoice('a', false), invoice('b', false)], total: 2, page: 1, totalPages: 1, pageSize: 20 });
  });
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
