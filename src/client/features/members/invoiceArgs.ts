import type { MembersView } from './membersSlice';

/** The review filter as the invoice calls take it: absent, or the state wanted. */
export const reviewedParam = { all: undefined, reviewed: true, unreviewed: false } as const;

/** The client's invoice list as the table asks for it: the filter, the search and the column order, pages aside. */
export function tableListArgs({ clientId, filter, search, sort, order }: MembersView) {
  if (!clientId) return null;
  return { clientId, search: search || undefined, reviewed: reviewedParam[filter], ...(sort ? { sort, order } : {}) };
}
