import { MEMBER_LISTS, REVIEW_FILTERS, type MembersState, type MembersUrlState } from './membersSlice';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** Reads ?client=&list=&filter=&q=&page=; anything unknown or malformed falls back to the default. */
export function parseMembersParams(params: URLSearchParams): MembersUrlState {
  const page = Number(params.get('page'));
  return {
    clientId: params.get('client') || null,
    list: oneOf(MEMBER_LISTS, params.get('list'), 'invoices'),
    filter: oneOf(REVIEW_FILTERS, params.get('filter'), 'all'),
    search: (params.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The view as search params, defaults left out so links stay short. */
export function toMembersParams(state: MembersState): URLSearchParams {
  const params = new URLSearchParams();
  if (!state.clientId) return params;
  params.set('client', state.clientId);
  if (state.list !== 'invoices') params.set('list', state.list);
  if (state.filter !== 'all') params.set('filter', state.filter);
  if (state.search) params.set('q', state.search);
  const page = state.pages[state.list];
  if (page > 1) params.set('page', String(page));
  return params;
}
