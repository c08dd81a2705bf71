import { REPORTS_CLIENT_REQUIRED, type ReportPageResponse } from '../../shared/contract/reports';
import { baseApi } from './baseApi';
import { clientFailure } from './errors';
import { isBlank } from './requireId';

export interface ReportPageArgs {
  clientId: string;
  page: number;
  limit: number;
  search?: string;
  /** Admins read the /all variant (SPEC.md section 6). */
  admin: boolean;
}

/** SPEC.md section 8: a page without its list of reports. */
export const UNEXPECTED_FORMAT = 'Unexpected response format from server.';

/** SPEC.md section 7 "Reports". */
export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getClientReports: build.query<ReportPageResponse, ReportPageArgs>({
      async queryFn({ clientId, page, limit, search, admin }, _api, _extraOptions, baseQuery) {
        // SPEC.md section 5: the call checks the id before it sends anything.
        if (isBlank(clientId)) return { error: clientFailure(REPORTS_CLIENT_REQUIRED) };
        const result = await baseQuery({
          url: `/api/reports/client/${encodeURIComponent(clientId)}${admin ? '/all' : ''}`,
          params: { pagination: true, page, limit, ...(search ? { search } : {}) },
        });
        if (result.error) return { error: result.error, meta: result.meta };
        const answer = result.data as Partial<ReportPageResponse> | null;
        return Array.isArray(answer?.reports) ? { data: answer as ReportPageResponse, meta: result.meta } : { error: clientFailure(UNEXPECTED_FORMAT), meta: result.meta };
      },
      // A malformed entry must not break the list: the card shows "Invalid report data" for it.
      providesTags: (result, _error, { clientId }) => [{ type: 'Report', id: `CLIENT-${clientId}` }, ...(result?.reports ?? []).flatMap((r) => (r?.id ? [{ type: 'Report' as const, id: r.id }] : []))],
    }),
  }),
});

export const { useGetClientReportsQuery } = reportsApi;
