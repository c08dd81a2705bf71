import type { BillExportPreview, ExportColumn, ExportMappingResponse } from '../../shared/contract/billExport';
import { baseApi } from './baseApi';

/** /api/clients/{clientId}/export/… with each path segment encoded. */
export const billExportPath = (clientId: string, ...segments: string[]) => `/api/clients/${[clientId, 'export', ...segments].map(encodeURIComponent).join('/')}`;

/** One tag per client: an export (the exportBills thunk) or a change of columns refetches that client's preview only. */
export const billExportTag = (clientId: string) => ({ type: 'BillExport' as const, id: clientId });
const mappingTag = (clientId: string) => ({ type: 'ExportMapping' as const, id: clientId });

/** Issue 16: the export of reviewed bills to a property-management system (the CSV itself is the exportBills thunk's) and its columns. */
export const billExportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What an export would write, nothing marked. */
    getBillExportPreview: build.query<BillExportPreview, { clientId: string; includeExported: boolean }>({
      query: ({ clientId, includeExported }) => ({ url: billExportPath(clientId, 'bills'), params: { dryRun: true, includeExported } }),
      providesTags: (_result, _error, { clientId }) => [billExportTag(clientId)],
    }),
    getExportMapping: build.query<ExportMappingResponse, string>({
      query: (clientId) => billExportPath(clientId, 'mapping'),
      providesTags: (_result, _error, clientId) => [mappingTag(clientId)],
    }),
    saveExportMapping: build.mutation<ExportMappingResponse, { clientId: string; columns: ExportColumn[] }>({
      query: ({ clientId, columns }) => ({ url: billExportPath(clientId, 'mapping'), method: 'PUT', body: { columns } }),
      invalidatesTags: (_result, _error, { clientId }) => [mappingTag(clientId), billExportTag(clientId)],
    }),
  }),
});

export const { useGetBillExportPreviewQuery, useGetExportMappingQuery, useSaveExportMappingMutation } = billExportApi;
