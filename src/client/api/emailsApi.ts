import type {
  EmailCommentResponse,
  EmailDetail,
  EmailListResponse,
  EmailPageResponse,
  EmailResponse,
  EmailReviewResponse,
  EmailSummary,
  EmailSummaryResponse,
  EmailUpdateBody,
} from '../../shared/contract/emails';
import { baseApi } from './baseApi';
import { findItem, keepReviewsInFlight, patchEverywhere, reviewEverywhere } from './optimistic';

export interface EmailPageArgs {
  clientId: string;
  page: number;
  limit: number;
  search?: string;
  isReviewed?: boolean;
}

export interface EmailFilters {
  search?: string;
  isReviewed?: boolean;
}

/** The lists of one client: its pages and its whole list. */
export const clientEmails = (clientId: string) => ({ type: 'Email' as const, id: `CLIENT-${clientId}` });
/** The lists across clients (every reachable e-mail, the unassociated ones), which any new e-mail may join. */
export const EMAIL_LISTS = { type: 'Email' as const, id: 'LIST' };

export const emailListTags = (list: { type: 'Email'; id: string }, emails: EmailSummary[] = []) => [list, ...emails.map((e) => ({ type: 'Email' as const, id: e.id }))];

const filterParams = ({ search, isReviewed }: EmailFilters) => ({ ...(search ? { search } : {}), ...(isReviewed === undefined ? {} : { isReviewed }) });

/** What a review change makes stale: the e-mail, and its client's lists, between whose filtered pages it moved. */
const reviewedTags = (id: string, result: EmailReviewResponse | undefined) => [{ type: 'Email' as const, id }, ...(result ? [clientEmails(result.email.clientId)] : [])];

const EMAIL_REVIEW = { type: 'Email', listKey: 'emails', flag: 'isReviewed', filter: 'isReviewed' } as const;

/** Shows a review change at once in every cached list and detail; the server's answer confirms it or it is undone. */
async function optimisticReview(
  id: string,
  change: (reviewed: boolean) => boolean,
  { dispatch, getState, extra, queryFulfilled }: { dispatch: (action: unknown) => unknown; getState: () => unknown; extra: unknown; queryFulfilled: Promise<unknown> },
) {
  const review = reviewEverywhere({ dispatch, getState, extra }, EMAIL_REVIEW, id, change);
  await queryFulfilled.then(review.confirmed, review.undo);
}

/** SPEC.md section 7 "Emails" (tasks). */
export const emailsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every e-mail the caller reaches, or one client's, as one list. */
    getEmails: build.query<EmailListResponse, (EmailFilters & { clientId?: string }) | void>({
      query: ({ clientId, ...filters } = {}) => ({ url: '/api/emails', params: { ...(clientId ? { clientId } : {}), ...filterParams(filters) } }),
      providesTags: (result, _error, args) => emailListTags(args?.clientId ? clientEmails(args.clientId) : EMAIL_LISTS, result?.emails),
    }),
    getClientEmails: build.query<EmailPageResponse, EmailPageArgs>({
      query: ({ clientId, page, limit, ...filters }) => ({ url: '/api/emails', params: { pagination: true, clientId, page, limit, ...filterParams(filters) } }),
      onQueryStarted: keepReviewsInFlight(EMAIL_REVIEW, 'getClientEmails'),
      providesTags: (result, _error, { clientId }) => emailListTags(clientEmails(clientId), result?.emails),
    }),
    getEmailsOfClient: build.query<EmailListResponse, string>({
      query: (clientId) => `/api/emails/client/${encodeURIComponent(clientId)}`,
      providesTags: (result, _error, clientId) => emailListTags(clientEmails(clientId), result?.emails),
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
      onQueryStarted: ({ id }, lifecycle) => optimisticReview(id, (reviewed) => !reviewed, lifecycle),
      // As for invoices: a review moves the e-mail between the client's filtered pages.
      invalidatesTags: (result, _error, { id }) => reviewedTags(id, result),
    }),
    setEmailReviewStatus: build.mutation<EmailReviewResponse, { id: string; isReviewed: boolean }>({
      query: ({ id, isReviewed }) => ({ url: `/api/emails/${encodeURIComponent(id)}/review-status`, method: 'PATCH', body: { isReviewed } }),
      onQueryStarted: ({ id, isReviewed }, lifecycle) => optimisticReview(id, () => isReviewed, lifecycle),
      invalidatesTags: (result, _error, { id }) => reviewedTags(id, result),
    }),
    /** Subject, review state and comment at once; a changed comment joins the history as with PATCH /comment. */
    updateEmail: build.mutation<EmailSummaryResponse, { id: string; body: EmailUpdateBody }>({
      query: ({ id, body }) => ({ url: `/api/emails/${encodeURIComponent(id)}`, method: 'PUT', body }),
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
      invalidatesTags: (_result, _error, { id, clientId }) => [{ type: 'Email', id }, clientEmails(clientId)],
    }),
  }),
});

export const {
  useGetEmailsQuery,
  useGetClientEmailsQuery,
  useGetEmailsOfClientQuery,
  useGetEmailQuery,
  useGetInvoiceEmailQuery,
  useToggleEmailReviewMutation,
  useSetEmailReviewStatusMutation,
  useUpdateEmailMutation,
  useUpdateEmailCommentMutation,
  useDeleteEmailMutation,
} = emailsApi;
