import type {
  AssociateBody,
  AssociateResponse,
  CreateAssociationsResponse,
  UnassociatedEmailsResponse,
  UnassociatedInvoicesResponse,
} from '../../shared/contract/associations';
import { baseApi } from './baseApi';
import { clientEmails, EMAIL_LISTS, emailListTags } from './emailsApi';
import { clientInvoices, INVOICE_LISTS, invoiceListTags } from './invoicesApi';

/** Without a client, the caller's clients. */
type ClientArg = { clientId?: string } | void;

const clientParams = (args: ClientArg) => (args?.clientId ? { clientId: args.clientId } : undefined);

/** SPEC.md section 7 "Associations". */
export const associationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createAssociations: build.mutation<CreateAssociationsResponse, { dryRun: boolean; clientId?: string }>({
      query: ({ dryRun, clientId }) => ({
        url: '/api/associations/create-associations',
        method: 'POST',
        params: { ...(dryRun ? { dryRun: true } : {}), ...(clientId ? { clientId } : {}) },
      }),
      // A dry run changes nothing; a real run links invoices to e-mails, so both lists refetch.
      invalidatesTags: (result, _error, { dryRun }) =>
        !dryRun && result ? result.associations.flatMap((a) => [{ type: 'Invoice' as const, id: a.invoiceId }, { type: 'Email' as const, id: a.emailId }]) : [],
    }),
    associate: build.mutation<AssociateResponse, AssociateBody>({
      query: (body) => ({ url: '/api/associations/associate', method: 'POST', body }),
      invalidatesTags: (_result, _error, { emailId, invoiceId }) => [
        { type: 'Invoice', id: invoiceId },
        { type: 'Email', id: emailId },
      ],
    }),
    // A link made anywhere takes its invoice and e-mail off these lists: they are tagged with their items.
    getUnassociatedInvoices: build.query<UnassociatedInvoicesResponse, ClientArg>({
      query: (args) => ({ url: '/api/associations/unassociated-invoices', params: clientParams(args) }),
      providesTags: (result, _error, args) => invoiceListTags(args?.clientId ? clientInvoices(args.clientId) : INVOICE_LISTS, result?.invoices),
    }),
    getUnassociatedEmails: build.query<UnassociatedEmailsResponse, ClientArg>({
      query: (args) => ({ url: '/api/associations/unassociated-emails', params: clientParams(args) }),
      providesTags: (result, _error, args) => emailListTags(args?.clientId ? clientEmails(args.clientId) : EMAIL_LISTS, result?.emails),
    }),
  }),
});

export const { useCreateAssociationsMutation, useAssociateMutation, useGetUnassociatedInvoicesQuery, useGetUnassociatedEmailsQuery } = associationsApi;
