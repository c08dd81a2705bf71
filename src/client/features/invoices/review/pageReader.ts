import type { InvoicePageResponse } from '../../../../shared/contract/invoices';
import { invoicesApi } from '../../../api/invoicesApi';
import type { AppStore, RootState } from '../../../app/store';
import type { PageRequest } from './reviewList';

const entryOf = (state: RootState, request: PageRequest) =>
  request.endpoint === 'getDueInvoices' ? invoicesApi.endpoints.getDueInvoices.select(request.args)(state) : invoicesApi.endpoints.getClientInvoices.select(request.args)(state);

/**
 * /view's reads of the list's pages, through RTK Query's cache entries (the members list reads
 * the same ones). `fetch` reads afresh: a review just made took its invoice off the cached page
 * at once, and the pages after it stand where they stood until the lists refetch. `peek` is the
 * page as cached.
 */
export function pageReader(store: AppStore) {
  const fetch = async (request: PageRequest): Promise<InvoicePageResponse> => {
    // Subscribed while in flight: an entry nobody subscribes to is dropped, not refetched, when a
    // review invalidates the lists, and its answer then lands nowhere. Let go once answered: the
    // page stays cached a minute, for peek.
    const sent =
      request.endpoint === 'getDueInvoices'
        ? store.dispatch(invoicesApi.endpoints.getDueInvoices.initiate(request.args, { forceRefetch: true }))
        : store.dispatch(invoicesApi.endpoints.getClientInvoices.initiate(request.args, { forceRefetch: true }));
    try {
      return await sent.unwrap();
    } finally {
      sent.unsubscribe();
    }
  };
  const peek = (request: PageRequest) => entryOf(store.getState(), request).data;
  return { fetch, peek };
}
