import { PAGE_SIZE } from '../../../shared/constants';
import { INVOICE_SORTS, SORT_ORDERS } from '../../../shared/contract/reviewWorkspace';
import { MEMBER_LISTS, REVIEW_FILTERS, type MembersState, type MembersUrlState } from './membersSlice';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** A whole number from min to max, or the fallback for anything else ("", "1.5", "abc", "-2"). */
const wholeNumber = (value: string | null, min: number, max: number, fallback: number): number => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/** Reads ?client=&list=&filter=&q=&sort=&order=&size=&page=; anything unknown or malformed falls back to the default. */
export function parseMembersParams(params: URLSearchParams): MembersUrlState {
  return {
    clientId: params.get('client') || null,
    list: oneOf(MEMBER_LISTS, params.get('list'), 'invoices'),
    filter: oneOf(REVIEW_FILTERS, params.get('filter'), 'all'),
    search: (params.get('q') ?? '').trim(),
    sort: INVOICE_SORTS.includes(params.get('sort') as never) ? (params.get('sort') as MembersUrlState['sort']) : null,
    order: oneOf(SORT_ORDERS, params.get('order'), 'desc'),
    pageSize: wholeNumber(params.get('size'), PAGE_SIZE.min, PAGE_SIZE.max, PAGE_SIZE.members),
    page: wholeNumber(params.get('page'), 1, Number.MAX_SAFE_INTEGER, 1),
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
  if (state.sort) params.set('sort', state.sort);
  if (state.sort && state.order !== 'desc') params.set('order', state.order);
  if (state.pageSize !== PAGE_SIZE.members) params.set('size', String(state.pageSize));
  const page = state.pages[state.list];
  if (page > 1) params.set('page', String(page));
  return params;
}
