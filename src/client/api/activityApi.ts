import {
  ACTIVITY_TYPES,
  type ActivityType,
  type CompletedCountRow,
  type CompletedCountsResponse,
  type CompletedDetailRow,
  type CompletedDetailsResponse,
  type CompletedTotalsResponse,
  type UserActivityTotal,
} from '../../shared/contract/activity';
import { baseApi } from './baseApi';

/** SPEC.md section 5: counts are parsed as integers ("3" or 3), anything else counting 0. */
export function parseCount(value: unknown): number {
  const count = Number.parseInt(String(value), 10);
  return count > 0 ? count : 0;
}

/** A day is the viewer's local day: every call names the viewer's time zone. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A type this client can name; rows of any other (a newer server's) are left out, not shown as "undefined". */
export const isActivityType = (value: unknown): value is ActivityType => ACTIVITY_TYPES.includes(value as ActivityType);

const rowsOf = <T>(response: { data?: T[] } | undefined): T[] => (Array.isArray(response?.data) ? response.data : []);

/** SPEC.md section 3: dateCompleted may be a date or an ISO string; its date part is the local day. */
const countRow = (row: CompletedCountRow): CompletedCountRow => ({ dateCompleted: String(row.dateCompleted).slice(0, 10), itemType: row.itemType, count: parseCount(row.count) });

const detailRow = (row: CompletedDetailRow): CompletedDetailRow => ({ ...row, description: row.description ?? '', count: parseCount(row.count) });

const totalRow = (row: UserActivityTotal): UserActivityTotal => ({
  ...row,
  total: parseCount(row.total),
  counts: Object.fromEntries(Object.entries(row.counts ?? {}).map(([type, count]) => [type, parseCount(count)])),
});

/** Local dates (YYYY-MM-DD), start and end both included. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/**
 * Completed work is recorded by the server as anyone reviews, so nothing in this client could
 * invalidate a tag for it: instead an answer older than this is fetched again when a view shows it.
 */
export const ACTIVITY_FRESHNESS = { refetchOnMountOrArgChange: 30 } as const;

/** SPEC.md section 7 "Activity". */
export const activityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCompletedCounts: build.query<CompletedCountRow[], DateRange & { userId: string }>({
      query: (args) => ({ url: '/api/completed/counts', params: { ...args, timeZone: viewerTimeZone() } }),
      transformResponse: (response: CompletedCountsResponse) => rowsOf(response).filter((row) => isActivityType(row.itemType)).map(countRow),
    }),
    getCompletedDetails: build.query<CompletedDetailRow[], { userId: string; date: string }>({
      query: (args) => ({ url: '/api/completed/details', params: { ...args, detailed: true, timeZone: viewerTimeZone() } }),
      transformResponse: (response: CompletedDetailsResponse) => rowsOf(response).filter((row) => isActivityType(row.itemType)).map(detailRow),
    }),
    getCompletedTotals: build.query<UserActivityTotal[], DateRange>({
      query: (args) => ({ url: '/api/completed/totals', params: { ...args, timeZone: viewerTimeZone() } }),
      transformResponse: (response: CompletedTotalsResponse) => rowsOf(response).map(totalRow),
    }),
  }),
});

export const { useGetCompletedCountsQuery, useGetCompletedDetailsQuery, useGetCompletedTotalsQuery } = activityApi;
