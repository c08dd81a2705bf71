import type { AssociateBody, AssociateResponse, CreateAssociationsResponse } from '../../shared/contract/associations';
import { baseApi } from './baseApi';

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
  }),
});

export const { useCreateAssociationsMutation, useAssociateMutation } = associationsApi;
