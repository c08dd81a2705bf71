/** @jest-environment node */
import { baseApi } from '../../../../src/client/api/baseApi';
import { pageReader } from '../../../../src/client/features/invoices/review/pageReader';
import type { PageRequest } from '../../../../src/client/features/invoices/review/reviewList';
import { json, signedInStore } from '../storeHarness';

const args = { clientId: 'c1', page: 1, limit: 20 };
const request: PageRequest = { endpoint: 'getClientInvoices', args };
const answer = { invoices: [{ id: 'a', payee: 'Payee a', reviewed: false, comment: '' }], total: 1, page: 1, totalPages: 1, pageSize: 20 };

/** The list's answers wait for `release`. */
function held() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const { store } = signedInStore(async () => {
    await gate;
    return json(200, answer);
  });
  return { store, release };
}

describe('pageReader', () => {
  it('answers a page whose lists a review invalidated while it was being read', async () => {
    const { store, release } = held();
    const read = pageReader(store).fetch(request);
    // As a review's refetch of the lists does: an entry nobody holds would be dropped, and its answer lost.
    store.dispatch(baseApi.util.invalidateTags(['Invoice']));
    release();
    await expect(read).resolves.toMatchObject({ total: 1, invoices: [{ id: 'a' }] });
  });

  it('leaves the page cached for peek once read', async () => {
    const { store, release } = held();
    const reader = pageReader(store);
    expect(reader.peek(request)).toBeUndefined();
    release();
    await reader.fetch(request);
    expect(reader.peek(request)).toMatchObject({ total: 1 });
  });
});
