import type { ReportPageResponse } from '../../shared/contract/reports';
import { baseApi } from './baseApi';

export interface ReportPageArgs {
  clientId: string;
  page: number;
  limit: number;
  search?: string;
  /** Admins read the /all variant (SPEC.md section 6). */
  admin: boolean;
}

/** SPEC.md section 7 "Reports". */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getClientReports: build.query<ReportPageResponse, ReportPageArgs>({
      query: ({ clientId, page, limit, search, admin }) => ({
        url: `/api/reports/client/${encodeURIComponent(clientId)}${admin ? '/all' : ''}`,
        params: { pagination: true, page, limit, ...(search ? { search } : {}) },
      }),
      // A malformed entry must not break the list: the card shows "Invalid report data" for it.
      providesTags: (result, _error, { clientId }) => [{ type: 'Report', id: `CLIENT-${clientId}` }, ...(result?.reports ?? []).flatMap((r) => (r?.id ? [{ type: 'Report' as const, id: r.id }] : []))],
    }),
  }),
});

export const { useGetClientReportsQuery } = reportsApi;
