/** @jest-environment node */
import {
  clientSelected,
  filterChanged,
  initialMembersState,
  listChanged,
  membersSlice,
  pageChanged,
  searchChanged,
  selectMembers,
  sortChanged,
  syncedFromUrl,
  type MembersState,
} from '../../../../src/client/features/members/membersSlice';
import { parseMembersParams, toMembersParams } from '../../../../src/client/features/members/urlState';

const reduce = (state: MembersState, ...actions: Parameters<typeof membersSlice.reducer>[1][]) => actions.reduce(membersSlice.reducer, state);
const onPages = (pages: Partial<MembersState['pages']>): MembersState => ({ ...initialMembersState, clientId: 'c1', pages: { ...initialMembersState.pages, ...pages } });

describe('members slice', () => {
  it('keeps a page number per list', () => {
    const state = reduce(onPages({}), pageChanged(3), listChanged('tasks'), pageChanged(2), listChanged('reports'), pageChanged(5), listChanged('invoices'));
    expect(state.pages).toEqual({ invoices: 3, due: 1, tasks: 2, reports: 5 });
    expect(state.list).toBe('invoices');
  });

  it('never goes below page 1', () => {
    expect(reduce(onPages({ invoices: 2 }), pageChanged(0)).pages.invoices).toBe(1);
    expect(reduce(onPages({ invoices: 2 }), pageChanged(Number.NaN)).pages.invoices).toBe(1);
  });

  it('starts another client on page 1 of every list with no search, keeping list, filter and page size', () => {
    const before = { ...onPages({ invoices: 4, tasks: 2, reports: 3 }), list: 'tasks' as const, filter: 'unreviewed' as const, search: 'water', pageSize: 50 };
    expect(reduce(before, clientSelected('c2'))).toEqual({
      clientId: 'c2',
      list: 'tasks',
      filter: 'unreviewed',
      search: '',
      sort: null,
      order: 'desc',
      pageSize: 50,
      pages: { invoices: 1, due: 1, tasks: 1, reports: 1 },
    });
    expect(reduce(before, clientSelected('c1'))).toBe(before);
  });

  it('resets the reviewable lists on a filter change, and every list on a search change', () => {
    const before = onPages({ invoices: 4, tasks: 2, reports: 3 });
    expect(reduce(before, filterChanged('reviewed')).pages).toEqual({ invoices: 1, due: 1, tasks: 1, reports: 3 });
    expect(reduce(before, searchChanged('acme')).pages).toEqual({ invoices: 1, due: 1, tasks: 1, reports: 1 });
    expect(reduce(before, searchChanged(''))).toBe(before);
  });

  it('orders the invoices by a column, back on their first page; the same order twice changes nothing', () => {
    const before = onPages({ invoices: 4, tasks: 2 });
    const sorted = reduce(before, sortChanged({ sort: 'dueDate', order: 'asc' }));
    expect(sorted).toMatchObject({ sort: 'dueDate', order: 'asc', pages: { invoices: 1, tasks: 2 } });
    expect(reduce(sorted, sortChanged({ sort: 'dueDate', order: 'asc' }))).toBe(sorted);
    expect(reduce(sorted, sortChanged({ sort: null, order: 'desc' }))).toMatchObject({ sort: null, order: 'desc' });
  });

  it('adopts the URL: the view and the page of its list, other pages kept for the same client, search and page size', () => {
    const before = onPages({ invoices: 4, tasks: 2 });
    const unsorted = { sort: null, order: 'desc' } as const;
    const after = reduce(before, syncedFromUrl({ clientId: 'c1', list: 'reports', filter: 'all', search: '', ...unsorted, pageSize: 20, page: 6 }));
    expect(after.pages).toEqual({ invoices: 4, due: 1, tasks: 2, reports: 6 });
    const other = reduce(before, syncedFromUrl({ clientId: 'c2', list: 'tasks', filter: 'reviewed', search: 'x', sort: 'payee', order: 'asc', pageSize: 20, page: 2 }));
    expect(other).toEqual({ clientId: 'c2', list: 'tasks', filter: 'reviewed', search: 'x', sort: 'payee', order: 'asc', pageSize: 20, pages: { invoices: 1, due: 1, tasks: 2, reports: 1 } });
    const resized = reduce(before, syncedFromUrl({ clientId: 'c1', list: 'invoices', filter: 'all', search: '', ...unsorted, pageSize: 50, page: 2 }));
    expect(resized).toMatchObject({ pageSize: 50, pages: { invoices: 2, due: 1, tasks: 1, reports: 1 } });
  });

  it('answers selectors with the initial state before the slice has seen an action', () => {
    expect(selectMembers({} as never)).toEqual(initialMembersState);
  });
});

describe('members URL', () => {
  it('reads every part of the view', () => {
    expect(parseMembersParams(new URLSearchParams('client=c1&list=tasks&filter=unreviewed&q=%20water%20&sort=billDate&order=asc&size=50&page=3'))).toEqual({
      clientId: 'c1',
      list: 'tasks',
      filter: 'unreviewed',
      search: 'water',
      sort: 'billDate',
      order: 'asc',
      pageSize: 50,
      page: 3,
    });
    expect(parseMembersParams(new URLSearchParams('list=due')).list).toBe('due');
  });

  it.each(['list=bogus&filter=bogus&page=-2&size=0', 'page=1.5&size=51', 'page=abc&size=abc', 'page=&size=', 'sort=bogus&order=sideways', 'sort=&order=', ''])('falls back to the defaults for %p', (query) => {
    expect(parseMembersParams(new URLSearchParams(query))).toEqual({ clientId: null, list: 'invoices', filter: 'all', search: '', sort: null, order: 'desc', pageSize: 20, page: 1 });
  });

  it('writes the view with defaults left out, and the page of the shown list', () => {
    expect(toMembersParams(onPages({})).toString()).toBe('client=c1');
    const state = { ...onPages({ invoices: 2, tasks: 5 }), list: 'tasks' as const, filter: 'reviewed' as const, search: 'a b', pageSize: 10 };
    expect(toMembersParams(state).toString()).toBe('client=c1&list=tasks&filter=reviewed&q=a+b&size=10&page=5');
    expect(toMembersParams(initialMembersState).toString()).toBe('');
  });

  it('writes the order only with a column, and desc (the default) not at all', () => {
    expect(toMembersParams({ ...onPages({}), sort: 'totalAmount', order: 'asc' }).toString()).toBe('client=c1&sort=totalAmount&order=asc');
    expect(toMembersParams({ ...onPages({}), sort: 'totalAmount', order: 'desc' }).toString()).toBe('client=c1&sort=totalAmount');
    expect(toMembersParams({ ...onPages({}), sort: null, order: 'asc' }).toString()).toBe('client=c1');
  });

  it('round-trips', () => {
    const state = { ...onPages({ reports: 7 }), list: 'reports' as const, search: 'late fee', sort: 'dueDate' as const, order: 'asc' as const, pageSize: 5 };
    const back = reduce(initialMembersState, syncedFromUrl(parseMembersParams(toMembersParams(state))));
    expect(back).toEqual(state);
  });
});
