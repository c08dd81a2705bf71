import type {
  EmailCommentResponse,
  EmailDetail,
  EmailPageResponse,
  EmailResponse,
  EmailReviewResponse,
  EmailSummary,
} from '../../shared/contract/emails';
import { baseApi } from './baseApi';
import { findItem, patchEverywhere } from './optimistic';

export interface EmailPageArgs {
  clientId: string;
  page: number;
  limit: number;
  search?: string;
  isReviewed?: boolean;
}

const clientList = (clientId: string) => ({ type: 'Email' as const, id: `CLIENT-${clientId}` });

/** SPEC.md section 7 "Emails" (tasks). */
export const emailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getClientEmails: build.query<EmailPageResponse, EmailPageArgs>({
      query: ({ clientId, page, limit, search, isReviewed }) => ({
        url: '/api/emails',
        params: { pagination: true, clientId, page, limit, ...(search ? { search } : {}), ...(isReviewed === undefined ? {} : { isReviewed }) },
      }),
      providesTags: (result, _error, { clientId }) => [clientList(clientId), ...(result?.emails ?? []).map((e) => ({ type: 'Email' as const, id: e.id }))],
    }),
    getEmail: build.query<EmailDetail, string>({
      query: (id) => `/api/emails/${encodeURIComponent(id)}`,
      transformResponse: (response: EmailResponse) => response.email,
      providesTags: (_result, _error, id) => [{ type: 'Email', id }],
    }),
    getInvoiceEmail: build.query<EmailDetail, string>({
      query: (invoiceId) => `/api/associations/invoice/${encodeURIComponent(invoiceId)}/email`,
      transformResponse: (response: EmailResponse) => response.email,
      providesTags: (result, _error, invoiceId) => [{ type: 'Invoice', id: invoiceId }, ...(result ? [{ type: 'Email' as const, id: result.id }] : [])],
    }),
    toggleEmailReview: build.mutation<EmailReviewResponse, { id: string; userId?: string | null }>({
      query: ({ id, userId }) => ({
        url: `/api/emails/${encodeURIComponent(id)}/toggle-review`,
        method: 'PATCH',
        headers: userId ? { 'X-User-ID': userId } : undefined,
      }),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const undo = patchEverywhere(dispatch, getState, 'Email', id, (draft) => {
          const item = findItem<EmailSummary>(draft, 'emails', id);
          if (item) item.isReviewed = !item.isReviewed;
        });
        await queryFulfilled.catch(undo);
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Email', id }],
    }),
    updateEmailComment: build.mutation<EmailCommentResponse, { id: string; comment: string }>({
      query: ({ id, comment }) => ({ url: `/api/emails/${encodeURIComponent(id)}/comment`, method: 'PATCH', body: { comment } }),
      async onQueryStarted({ id, comment }, { dispatch, getState, queryFulfilled }) {
        const undo = patchEverywhere(dispatch, getState, 'Email', id, (draft) => {
          const item = findItem<EmailSummary>(draft, 'emails', id);
          if (item) item.comment = comment;
        });
        try {
          const { data } = await queryFulfilled;
          patchEverywhere(dispatch, getState, 'Email', id, (draft) => {
            const item = findItem<EmailSummary>(draft, 'emails', id);
            if (item) Object.assign(item, { comment: data.comment, comments: data.comments });
          });
        } catch {
          undo();
        }
      },
    }),
    deleteEmail: build.mutation<{ message: string }, { id: string; clientId: string }>({
      query: ({ id }) => ({ url: `/api/emails/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { id, clientId }) => [{ type: 'Email', id }, clientList(clientId)],
    }),
  }),
});

export const {
  useGetClientEmailsQuery,
  useGetEmailQuery,
  useGetInvoiceEmailQuery,
  useToggleEmailReviewMutation,
  useUpdateEmailCommentMutation,
  useDeleteEmailMutation,
} = emailsApi;
