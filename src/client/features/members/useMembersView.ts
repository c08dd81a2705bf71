import { useMemo } from 'react';
import type { InvoiceSort, SortOrder } from '../../../shared/contract/reviewWorkspace';
import { clientSelected, filterChanged, listChanged, pageChanged, searchChanged, selectMembers, sortChanged, useMembersSelector, type MembersList, type ReviewFilter } from './membersSlice';
import { markClientSelected, markNextPage } from './perfMarks';
import { useMembersNavigate } from './useMembersUrl';

/** The members view (from the slice) and the user actions that change it, URL included. */
export function useMembersView() {
  const state = useMembersSelector(selectMembers);
  const navigate = useMembersNavigate();
  const page = state.pages[state.list];
  const actions = useMemo(
    () => ({
      selectClient(id: string) {
        if (id === state.clientId) return;
        markClientSelected(state.list === 'invoices');
        navigate(clientSelected(id));
      },
      setList: (list: MembersList) => navigate(listChanged(list)),
      setFilter: (filter: ReviewFilter) => navigate(filterChanged(filter)),
      // Typing is not history: each settled search replaces the entry.
      setSearch: (search: string) => navigate(searchChanged(search), { replace: true }),
      // Null is SPEC.md's newest first.
      setSort: (sort: InvoiceSort | null, order: SortOrder) => navigate(sortChanged({ sort, order })),
      // A page that no longer exists is corrected in place: Back would only lead to it again.
      showLastPage: (lastPage: number) => navigate(pageChanged(lastPage), { replace: true }),
      previousPage: () => navigate(pageChanged(page - 1)),
      nextPage() {
        markNextPage(state.list === 'invoices');
        navigate(pageChanged(page + 1));
      },
    }),
    [navigate, state.clientId, state.list, page],
  );
  return { ...state, page, ...actions };
}

export type MembersViewModel = ReturnType<typeof useMembersView>;
