import type { Client, ClientBody, ClientListItem, ClientListResponse, ClientResponse } from '../../shared/contract/clients';
import { baseApi } from './baseApi';
import { clientFailure } from './errors';
import { isBlank } from './requireId';

const LIST = { type: 'Client' as const, id: 'LIST' };

/** SPEC.md section 5: listing a user's clients needs the user's id. */
const USER_ID_REQUIRED = 'User ID is required.';

/** SPEC.md section 7 "Clients". */
export const clientsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A user's clients, or without arguments the caller's own (an admin's: every client). */
    getClients: build.query<ClientListItem[], { userId: string } | void>({
      async queryFn(args, _api, _extraOptions, baseQuery) {
        if (args && isBlank(args.userId)) return { error: clientFailure(USER_ID_REQUIRED) };
        const result = await baseQuery({ url: '/api/clients', params: args ? { userId: args.userId } : undefined });
        return result.error ? { error: result.error, meta: result.meta } : { data: (result.data as ClientListResponse).clients, meta: result.meta };
      },
      providesTags: (clients = []) => [LIST, ...clients.map((c) => ({ type: 'Client' as const, id: c.id }))],
    }),
    getClientsComboBox: build.query<ClientListItem[], void>({
      query: () => '/api/clients/combo-box',
      transformResponse: (response: ClientListResponse) => response.clients,
      providesTags: [LIST],
    }),
    getClient: build.query<Client, string>({
      query: (id) => `/api/clients/${encodeURIComponent(id)}`,
      transformResponse: (response: ClientResponse) => response.client,
      providesTags: (_result, _error, id) => [{ type: 'Client', id }],
    }),
    createClient: build.mutation<Client, ClientBody>({
      query: (body) => ({ url: '/api/clients', method: 'POST', body }),
      transformResponse: (response: ClientResponse) => response.client,
      invalidatesTags: [LIST],
    }),
    updateClient: build.mutation<Client, { id: string; body: ClientBody }>({
      query: ({ id, body }) => ({ url: `/api/clients/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: (response: ClientResponse) => response.client,
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Client', id }],
    }),
    deleteClient: build.mutation<{ success: boolean; message: string }, string>({
      query: (id) => ({ url: `/api/clients/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Client', id }, { type: 'User', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetClientsQuery,
  useGetClientsComboBoxQuery,
  useGetClientQuery,
  useCreateClientMutation,
  useUpdateClientMutation,
  useDeleteClientMutation,
} = clientsApi;
