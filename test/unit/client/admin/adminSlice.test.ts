/** @jest-environment node */
import { adminSlice, dataLoaded, initialAdminState, notFoundRetryScheduled, notFoundRetryStarted, selectNotFoundRetry, type AdminState } from '../../../../src/client/features/admin/adminSlice';

const reduce = (...actions: Parameters<typeof adminSlice.reducer>[1][]): AdminState => actions.reduce(adminSlice.reducer, initialAdminState);

describe('admin slice', () => {
  it('spends the 404 re-attempt once, until a load succeeds', () => {
    expect(reduce(notFoundRetryScheduled()).notFoundRetry).toBe('waiting');
    expect(reduce(notFoundRetryScheduled(), notFoundRetryStarted()).notFoundRetry).toBe('spent');
    expect(reduce(notFoundRetryScheduled(), notFoundRetryStarted(), dataLoaded()).notFoundRetry).toBe('unused');
  });

  it('answers selectors with the initial state before the slice has seen an action', () => {
    expect(selectNotFoundRetry({} as never)).toBe('unused');
  });
});
