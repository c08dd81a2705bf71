import type {
  InvoiceDetail,
  InvoiceFieldsBody,
  InvoicePageResponse,
  InvoiceResponse,
  InvoiceReviewResponse,
  InvoiceSummary,
  InvoiceSummaryResponse,
} from '../../shared/contract/invoices';
import type { MessageResponse } from '../../shared/contract/common';
import type { RootState } from '../app/store';
import { baseApi } from './baseApi';
import { findItem, patchEverywhere } from './optimistic';

export interface InvoicePageArgs {
  clientId: string;
  page: number;
  limit: number;
  search?: string;
  reviewed?: boolean;
}

const clientList = (clientId: string) => ({ type: 'Invoice' as const, id: `CLIENT-${clientId}` });

/** SPEC.md section 7 "Invoices". */
export const invoicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getClientInvoices: build.query<InvoicePageResponse, InvoicePageArgs>({
      query: ({ clientId, page, limit, search, reviewed }) => ({
        url: `/api/invoices/client/${encodeURIComponent(clientId)}`,
        params: { page, limit, ...(search ? { search } : {}), ...(reviewed === undefined ? {} : { reviewed }) },
      }),
      providesTags: (result, _error, { clientId }) => [clientList(clientId), ...(result?.invoices ?? []).map((i) => ({ type: 'Invoice' as const, id: i.id }))],
    }),
    getInvoice: build.query<InvoiceDetail, string>({
      query: (id) => `/api/invoices/${encodeURIComponent(id)}`,
      transformResponse: (response: InvoiceResponse) => response.invoice,
      providesTags: (_result, _error, id) => [{ type: 'Invoice', id }],
    }),
    updateInvoice: build.mutation<InvoiceDetail, { id: string; body: InvoiceFieldsBody }>({
      query: ({ id, body }) => ({ url: `/api/invoices/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: (response: InvoiceResponse) => response.invoice,
      // No invalidatesTags: refetching the detail would download its base64 PDF again after
      // every save. The answer is the saved invoice; only the list pages that show it refetch.
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        let saved: InvoiceDetail;
        try {
          ({ data: saved } = await queryFulfilled);
        } catch {
          return;
        }
        const state = getState() as RootState;
        // A save cannot change the PDF, so an answer without one keeps the PDF already here.
        const pdfFile = saved.pdfFile ?? invoicesApi.endpoints.getInvoice.select(id)(state).data?.pdfFile ?? null;
        // Synchronous, unlike upsertQueryData: the page leaves edit mode already showing the saved values.
        dispatch(invoicesApi.util.upsertQueryEntries([{ endpointName: 'getInvoice', arg: id, value: { ...saved, pdfFile } }]));
        for (const { endpointName, originalArgs } of baseApi.util.selectInvalidatedBy(state, [{ type: 'Invoice', id }])) {
          if (endpointName !== 'getClientInvoices') continue;
          void dispatch(invoicesApi.endpoints.getClientInvoices.initiate(originalArgs as InvoicePageArgs, { subscribe: false, forceRefetch: true }));
        }
      },
    }),
    uploadInvoice: build.mutation<InvoiceDetail, { clientId: string; form: FormData }>({
      query: ({ form }) => ({ url: '/api/invoices', method: 'POST', body: form }),
      transformResponse: (response: InvoiceResponse) => response.invoice,
      invalidatesTags: (_result, _error, { clientId }) => [clientList(clientId)],
    }),
    deleteInvoice: build.mutation<MessageResponse, { id: string; clientId: string }>({
      query: ({ id }) => ({ url: `/api/invoices/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { id, clientId }) => [{ type: 'Invoice', id }, clientList(clientId)],
    }),
    toggleInvoiceReview: build.mutation<InvoiceReviewResponse, { id: string; userId?: string | null }>({
      query: ({ id, userId }) => ({
        url: `/api/invoices/${encodeURIComponent(id)}/toggle-review`,
        method: 'PATCH',
        headers: userId ? { 'X-User-ID': userId } : undefined,
      }),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const undo = patchEverywhere(dispatch, getState, 'Invoice', id, (draft) => {
          const item = findItem<InvoiceSummary>(draft, 'invoices', id);
          if (item) item.reviewed = !item.reviewed;
        });
        await queryFulfilled.catch(undo);
      },
      // A reviewed invoice may leave an "Unreviewed" page: refetch what holds it.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Invoice', id }],
    }),
    updateInvoiceComment: build.mutation<InvoiceSummaryResponse, { id: string; comment: string }>({
      query: ({ id, comment }) => ({ url: `/api/invoices/${encodeURIComponent(id)}/updateComment`, method: 'PATCH', body: { comment } }),
      async onQueryStarted({ id, comment }, { dispatch, getState, queryFulfilled }) {
        const undo = patchEverywhere(dispatch, getState, 'Invoice', id, (draft) => {
          const item = findItem<InvoiceSummary>(draft, 'invoices', id);
          if (item) item.comment = comment;
        });
        await queryFulfilled.catch(undo);
      },
    }),
  }),
});

export const {
  useGetClientInvoicesQuery,
  useGetInvoiceQuery,
  useUpdateInvoiceMutation,
  useUploadInvoiceMutation,
  useDeleteInvoiceMutation,
  useToggleInvoiceReviewMutation,
  useUpdateInvoiceCommentMutation,
} = invoicesApi;
