import { PAGE_SIZE } from '../../../../shared/constants';
import { INVOICE_SORTS, SORT_ORDERS, type InvoiceSort, type SortOrder } from '../../../../shared/contract/reviewWorkspace';
import type { DueQueueArgs, InvoicePageArgs } from '../../../api/invoicesApi';

export const REVIEW_FILTERS = ['all', 'unreviewed', 'reviewed'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** The invoice list /view walks: one client's, with the members list's filter, search and order. */
export interface ReviewList {
  clientId: string;
  /** The client's invoice list, or its due-date queue (unreviewed invoices, earliest due first). */
  queue: 'invoices' | 'due';
  filter: ReviewFilter;
  search: string;
  sort: InvoiceSort | null;
  order: SortOrder;
  pageSize: number;
}

/** The client's whole list, newest first (SPEC.md's order): what /view walks when opened on its own. */
export const wholeList = (clientId: string): ReviewList => ({ clientId, queue: 'invoices', filter: 'all', search: '', sort: null, order: 'desc', pageSize: PAGE_SIZE.members });

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined => (values.includes(value as T) ? (value as T) : undefined);

/**
 * The members workspace's list, read from its slice by the store key `members`: features do not
 * import each other, so the shape is checked here field by field. Only a slice that shows this
 * client counts; otherwise the client's whole list. `page` is the list page the reviewer was on.
 */
export function reviewListFrom(members: unknown, clientId: string): { list: ReviewList; page: number } {
  const whole = { list: wholeList(clientId), page: 1 };
  if (!members || typeof members !== 'object') return whole;
  const slice = members as Record<string, unknown>;
  if (slice.clientId !== clientId) return whole;
  const pages = slice.pages as Record<string, unknown> | undefined;
  const page = typeof pages?.invoices === 'number' && pages.invoices >= 1 ? pages.invoices : 1;
  const pageSize = typeof slice.pageSize === 'number' && slice.pageSize >= PAGE_SIZE.min && slice.pageSize <= PAGE_SIZE.max ? slice.pageSize : PAGE_SIZE.members;
  if (slice.list === 'due') {
    const duePage = typeof pages?.due === 'number' && pages.due >= 1 ? pages.due : 1;
    return { page: duePage, list: { ...wholeList(clientId), queue: 'due', filter: 'unreviewed', pageSize } };
  }
  return {
    page,
    list: {
      clientId,
      queue: 'invoices',
      filter: oneOf(REVIEW_FILTERS, slice.filter) ?? 'all',
      search: typeof slice.search === 'string' ? slice.search : '',
      sort: oneOf(INVOICE_SORTS, slice.sort) ?? null,
      order: oneOf(SORT_ORDERS, slice.order) ?? 'desc',
      pageSize,
    },
  };
}

const REVIEWED_PARAM = { all: undefined, reviewed: true, unreviewed: false } as const;

/** One page of a list: the call that answers it, and its arguments. */
export type PageRequest = { endpoint: 'getClientInvoices'; args: InvoicePageArgs } | { endpoint: 'getDueInvoices'; args: DueQueueArgs };

/**
 * One page's query, built as the members list builds its own so both read the same cache entries
 * (undefined keys do not count in RTK Query's cache key). `filter` overrides the list's; the due
 * queue holds unreviewed invoices only, so it answers for the unreviewed filter too.
 */
export function pageRequest(list: ReviewList, page: number, filter: ReviewFilter = list.filter): PageRequest {
  const { clientId, pageSize: limit } = list;
  if (list.queue === 'due' && filter !== 'all') return { endpoint: 'getDueInvoices', args: { clientId, page, limit } };
  return {
    endpoint: 'getClientInvoices',
    args: {
      clientId,
      page,
      limit,
      search: list.search || undefined,
      reviewed: REVIEWED_PARAM[filter],
      sort: list.sort ?? undefined,
      order: list.sort ? list.order : undefined,
    },
  };
}

/** An invoice reviewed one way cannot be on a list filtered the other way: no need to look for it there. */
export const mayHold = (filter: ReviewFilter, reviewed: boolean): boolean => filter === 'all' || (filter === 'reviewed') === reviewed;
