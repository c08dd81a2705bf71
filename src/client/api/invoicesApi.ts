import type { InvoiceDetail, InvoiceFieldsBody, InvoiceListResponse, InvoicePageResponse, InvoiceResponse, InvoiceReviewResponse, InvoiceSummary, InvoiceSummaryResponse } from '../../shared/contract/invoices';
import type { BulkInvoicesBody, BulkInvoicesResponse, DueQueueResponse, HistoryEntry, InvoiceHistoryResponse, InvoiceSort, SortOrder } from '../../shared/contract/reviewWorkspace';
import type { MessageResponse } from '../../shared/contract/common';
import type { PlaceChoiceBody } from '../../shared/contract/placeChoice';
import type { RootState } from '../app/store';
import { baseApi } from './baseApi';
import { findItem, invalidateWhenQuiet, keepReviewsInFlight, patchEverywhere, reviewEverywhere } from './optimistic';
import { requireId } from './requireId';

export interface AllInvoicesPageArgs {
  page: number;
  limit: number;
  search?: string;
  reviewed?: boolean;
}

export interface InvoicePageArgs extends AllInvoicesPageArgs {
  clientId: string;
  /** The table view's order; absent is newest first. */
  sort?: InvoiceSort;
  order?: SortOrder;
}

export interface DueQueueArgs {
  clientId: string;
  page: number;
  limit: number;
}

/** SPEC.md sections 5 and 8, word for word. */
const INVOICE_MESSAGES = {
  userIdRequired: 'User ID is required.',
  idMissing: 'Invoice ID is missing.',
} as const;

/** The lists of one client: its pages and its whole list. */
export const clientInvoices = (clientId: string) => ({ type: 'Invoice' as const, id: `CLIENT-${clientId}` });
/** The lists across clients (a user's, every invoice, the unassociated ones), which any new invoice may join. */
export const INVOICE_LISTS = { type: 'Invoice' as const, id: 'LIST' };

export const invoiceListTags = (list: { type: 'Invoice'; id: string }, invoices: InvoiceSummary[] = []) => [list, ...invoices.map((i) => ({ type: 'Invoice' as const, id: i.id }))];

const INVOICE_REVIEW = { type: 'Invoice', listKey: 'invoices', flag: 'reviewed', filter: 'reviewed' } as const;

const pageParams = ({ page, limit, search, reviewed }: AllInvoicesPageArgs) => ({
  page,
  limit,
  ...(search ? { search } : {}),
  ...(reviewed === undefined ? {} : { reviewed }),
});

/** SPEC.md section 7 "Invoices". */
export const invoicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserInvoices: build.query<InvoiceListResponse, string>({
      queryFn: requireId(
        (userId: string) => userId,
        INVOICE_MESSAGES.userIdRequired,
        (userId) => ({ url: '/api/invoices', params: { userId } }),
        (response: InvoiceListResponse) => response,
      ),
      providesTags: (result) => invoiceListTags(INVOICE_LISTS, result?.invoices),
    }),
    /** Admins only, as the whole list (SPEC.md section 7). */
    getAllInvoices: build.query<InvoiceListResponse, void>({
      query: () => '/api/invoices/all',
      providesTags: (result) => invoiceListTags(INVOICE_LISTS, result?.invoices),
    }),
    getAllInvoicesPage: build.query<InvoicePageResponse, AllInvoicesPageArgs>({
      query: (args) => ({ url: '/api/invoices/all', params: pageParams(args) }),
      onQueryStarted: keepReviewsInFlight(INVOICE_REVIEW, 'getAllInvoicesPage'),
      providesTags: (result) => invoiceListTags(INVOICE_LISTS, result?.invoices),
    }),
    getClientInvoices: build.query<InvoicePageResponse, InvoicePageArgs>({
      query: ({ clientId, sort, order, ...page }) => ({
        url: `/api/invoices/client/${encodeURIComponent(clientId)}`,
        params: { ...pageParams(page), ...(sort ? { sort } : {}), ...(order ? { order } : {}) },
      }),
      onQueryStarted: keepReviewsInFlight(INVOICE_REVIEW, 'getClientInvoices'),
      providesTags: (result, _error, { clientId }) => invoiceListTags(clientInvoices(clientId), result?.invoices),
    }),
    /** The whole list of one client; no list item carries its PDF, the route's name only says so. */
    getClientInvoicesNoPdf: build.query<InvoiceListResponse, string>({
      query: (clientId) => `/api/invoices/client/${encodeURIComponent(clientId)}/no-pdf`,
      providesTags: (result, _error, clientId) => invoiceListTags(clientInvoices(clientId), result?.invoices),
    }),
    /** The due-date queue of one client (issue 15): its unreviewed invoices by due date, with the groups' totals. */
    getDueInvoices: build.query<DueQueueResponse, DueQueueArgs>({
      query: ({ clientId, page, limit }) => ({ url: `/api/invoices/client/${encodeURIComponent(clientId)}/due`, params: { page, limit } }),
      onQueryStarted: keepReviewsInFlight(INVOICE_REVIEW, 'getDueInvoices'),
      providesTags: (result, _error, { clientId }) => invoiceListTags(clientInvoices(clientId), result?.invoices),
    }),
    /** Every change to the invoice, oldest first: intake's fields, then each reviewer's edits, reviews and comments. */
    getInvoiceHistory: build.query<HistoryEntry[], string>({
      query: (id) => `/api/invoices/${encodeURIComponent(id)}/history`,
      transformResponse: (response: InvoiceHistoryResponse) => response.history,
      providesTags: (_result, _error, id) => [{ type: 'InvoiceHistory', id }],
    }),
    /** All or nothing; every list of the client, the lists across clients and the sidebar's counts change with it. */
    bulkInvoices: build.mutation<BulkInvoicesResponse, BulkInvoicesBody & { clientId: string }>({
      query: ({ ids, match, action }) => ({ url: '/api/invoices/bulk', method: 'POST', body: { ids, match, action } }),
      // "All matching the filter" names no ids: every invoice and history read may have changed.
      invalidatesTags: (_result, _error, { ids, clientId }) => [
        clientInvoices(clientId),
        INVOICE_LISTS,
        { type: 'Client', id: 'LIST' },
        ...(ids ? ids.flatMap((id) => [{ type: 'Invoice' as const, id }, { type: 'InvoiceHistory' as const, id }]) : ['Invoice' as const, 'InvoiceHistory' as const]),
      ],
    }),
    getInvoice: build.query<InvoiceDetail, string>({
      queryFn: requireId(
        (id: string) => id,
        INVOICE_MESSAGES.idMissing,
        (id) => `/api/invoices/${encodeURIComponent(id)}`,
        (response: InvoiceResponse) => response.invoice,
      ),
      providesTags: (_result, _error, id) => [{ type: 'Invoice', id }],
    }),
    updateInvoice: build.mutation<InvoiceDetail, { id: string; body: InvoiceFieldsBody }>({
      query: ({ id, body }) => ({ url: `/api/invoices/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: (response: InvoiceResponse) => response.invoice,
      // The detail is not invalidated: refetching it would download its base64 PDF again after
      // every save. The answer is the saved invoice; only the list pages that show it refetch,
      // and its history, which gained the edit.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'InvoiceHistory', id }],
      async onQueryStarted({ id }, api) {
        if (!(await showSaved(id, api))) return;
        const state = api.getState() as RootState;
        for (const { endpointName, originalArgs } of baseApi.util.selectInvalidatedBy(state, [{ type: 'Invoice', id }])) {
          if (endpointName !== 'getClientInvoices') continue;
          void api.dispatch(invoicesApi.endpoints.getClientInvoices.initiate(originalArgs as InvoicePageArgs, { subscribe: false, forceRefetch: true }));
        }
      },
    }),
    /** A reviewer files the invoice under a property and unit of its client's directory (issue 16). */
    choosePlace: build.mutation<InvoiceDetail, { id: string; clientId: string; body: PlaceChoiceBody }>({
      query: ({ id, body }) => ({ url: `/api/invoices/${encodeURIComponent(id)}/place`, method: 'PUT', body }),
      transformResponse: (response: InvoiceResponse) => response.invoice,
      // As after an edit, the answer replaces the detail in place rather than refetching its PDF;
      // the lists that show the invoice refetch, and its history, which gained the change.
      invalidatesTags: (_result, _error, { id, clientId }) => [{ type: 'InvoiceHistory', id }, clientInvoices(clientId), INVOICE_LISTS],
      async onQueryStarted({ id }, api) {
        await showSaved(id, api);
      },
    }),
    uploadInvoice: build.mutation<InvoiceDetail, { clientId: string; form: FormData }>({
      query: ({ form }) => ({ url: '/api/invoices', method: 'POST', body: form }),
      transformResponse: (response: InvoiceResponse) => response.invoice,
      invalidatesTags: (_result, _error, { clientId }) => [clientInvoices(clientId), INVOICE_LISTS],
    }),
    // Every list of the client and across clients: the pages after the deleted invoice move up.
    deleteInvoice: build.mutation<MessageResponse, { id: string; clientId: string }>({
      query: ({ id }) => ({ url: `/api/invoices/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { id, clientId }) => [{ type: 'Invoice', id }, clientInvoices(clientId), INVOICE_LISTS],
    }),
    toggleInvoiceReview: build.mutation<InvoiceReviewResponse, { id: string; userId?: string | null }>({
      query: ({ id, userId }) => ({
        url: `/api/invoices/${encodeURIComponent(id)}/toggle-review`,
        method: 'PATCH',
        headers: userId ? { 'X-User-ID': userId } : undefined,
      }),
      async onQueryStarted({ id }, { dispatch, getState, extra, queryFulfilled }) {
        const review = reviewEverywhere({ dispatch, getState, extra }, INVOICE_REVIEW, id, (reviewed) => !reviewed);
        try {
          const { data } = await queryFulfilled;
          review.confirmed();
          // The review moved the invoice between the client's filtered pages (an undo brings it back
          // onto one that no longer holds it), and the sidebar's unreviewed and overdue counts changed.
          invalidateWhenQuiet(dispatch, extra, [{ type: 'Invoice', id }, { type: 'Client', id: 'LIST' }, clientInvoices(data.invoice.client_id)]);
        } catch {
          review.undo();
        }
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'InvoiceHistory', id }],
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
      invalidatesTags: (_result, _error, { id }) => [{ type: 'InvoiceHistory', id }],
    }),
  }),
});

export const {
  useGetUserInvoicesQuery,
  useGetAllInvoicesQuery,
  useGetAllInvoicesPageQuery,
  useGetClientInvoicesQuery,
  useGetClientInvoicesNoPdfQuery,
  useGetDueInvoicesQuery,
  useGetInvoiceHistoryQuery,
  useBulkInvoicesMutation,
  useGetInvoiceQuery,
  useUpdateInvoiceMutation,
  useChoosePlaceMutation,
  useUploadInvoiceMutation,
  useDeleteInvoiceMutation,
  useToggleInvoiceReviewMutation,
  useUpdateInvoiceCommentMutation,
} = invoicesApi;

interface SaveLifecycle {
  dispatch: (action: ReturnType<typeof invoicesApi.util.upsertQueryEntries>) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: InvoiceDetail }>;
}

/**
 * A saved invoice in place of the cached detail, rather than a refetch that would download its
 * base64 PDF again. A save cannot change the PDF, so an answer without one keeps the PDF already
 * here. Synchronous, unlike upsertQueryData: the page leaves edit mode already showing the saved
 * values. Answers the saved invoice, or null when the save failed.
 */
async function showSaved(id: string, { dispatch, getState, queryFulfilled }: SaveLifecycle): Promise<InvoiceDetail | null> {
  let saved: InvoiceDetail;
  try {
    ({ data: saved } = await queryFulfilled);
  } catch {
    return null;
  }
  const pdfFile = saved.pdfFile ?? invoicesApi.endpoints.getInvoice.select(id)(getState() as RootState).data?.pdfFile ?? null;
  dispatch(invoicesApi.util.upsertQueryEntries([{ endpointName: 'getInvoice', arg: id, value: { ...saved, pdfFile } }]));
  return saved;
}
