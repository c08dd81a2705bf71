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

  it('survive a list answer the server wrote before the review landed, under a filter and without one', async () => {
    // The server's state; a list request sent while `listHeld` reads it at once and answers later,
    // as the refetch an earlier review started does.
    const reviewed = new Set<string>();
    let listHeld: Promise<void> | null = null;
    let toggleHeld: Promise<void> | null = null;
    const { store, session } = signedInStore(async (request) => {
      const url = new URL(request.url);
      if (request.method === 'PATCH') {
        await toggleHeld;
        const id = url.pathname.split('/').at(-2) ?? '';
        if (reviewed.has(id)) reviewed.delete(id);
        else reviewed.add(id);
        return json(200, { invoice: invoice(id, reviewed.has(id)), reviewed: reviewed.has(id) });
      }
      const filter = url.searchParams.get('reviewed');
      const items = ['a', 'b', 'c'].map((id) => invoice(id, reviewed.has(id))).filter((i) => filter === null || String(i.reviewed) === filter);
      await listHeld;
      return json(200, { invoices: items, total: items.length, page: 1, totalPages: 1, pageSize: 20 });
    });
    const unreviewed = { ...args, reviewed: false };
    await store.dispatch(invoicesApi.endpoints.getClientInvoices.initiate(unreviewed));
    await store.dispatch(invoicesApi.endpoints.getClientInvoices.initiate(args));
    const ids = () => invoicesApi.endpoints.getClientInvoices.select(unreviewed)(store.getState()).data?.invoices.map((i) => i.id);

    let releaseList: () => void = () => undefined;
    listHeld = new Promise<void>((resolve) => (releaseList = resolve));
    let releaseToggle: () => void = () => undefined;
    toggleHeld = new Promise<void>((resolve) => (releaseToggle = resolve));
    // A refetch reads the server before b's review lands; b's review is shown at once.
    const staleUnreviewed = store.dispatch(invoicesApi.endpoints.getClientInvoices.initiate(unreviewed, { forceRefetch: true, subscribe: false }));
    const staleAll = store.dispatch(invoicesApi.endpoints.getClientInvoices.initiate(args, { forceRefetch: true, subscribe: false }));
    const toggle = store.dispatch(invoicesApi.endpoints.toggleInvoiceReview.initiate({ id: 'b' }));
    expect(ids()).toEqual(['a', 'c']);
    releaseList();
    await Promise.all([staleUnreviewed, staleAll]);
    expect(ids()).toEqual(['a', 'c']);
    expect(reviewedOf(store, 'b')).toBe(true);

    // Once the server confirmed it, a list read after that is the server's word.
    releaseToggle();
    await toggle;
    listHeld = null;
    reviewed.delete('b');
    await store.dispatch(invoicesApi.endpoints.getClientInvoices.initiate(unreviewed, { forceRefetch: true, subscribe: false }));
    expect(ids()).toEqual(['a', 'b', 'c']);
    session.stop();
  });
});
