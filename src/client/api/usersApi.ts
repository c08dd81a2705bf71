import type {
  DeleteUserResponse,
  UpdateUserClientsBody,
  UpdateUserResponse,
  User,
  UserListResponse,
  UserResponse,
  UserWithClients,
} from '../../shared/contract/users';
import { baseApi } from './baseApi';
import { clientFailure } from './errors';
import { requireId } from './requireId';

const LIST = { type: 'User' as const, id: 'LIST' };

/** SPEC.md sections 5 and 8, word for word. */
const USER_MESSAGES = {
  invalidList: 'Invalid data format received from server',
  idMissing: 'User ID is missing. Ensure it is set in cookies.',
  updateIdMissing: 'Missing user ID. Cannot update this user.',
} as const;

/** SPEC.md section 7 "Users". */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<User[], void>({
      // SPEC.md section 5: a list that is not an array is an error, not an empty table.
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/api/users');
        if (result.error) return { error: result.error };
        const users = (result.data as Partial<UserListResponse> | null)?.users;
        // SPEC.md section 3: a single client id is coerced to a list.
        if (Array.isArray(users)) return { data: users.map((user) => ({ ...user, client_ids: [user.client_ids ?? []].flat() })) };
        return { error: clientFailure(USER_MESSAGES.invalidList) };
      },
      providesTags: (users = []) => [LIST, ...users.map((u) => ({ type: 'User' as const, id: u.id }))],
    }),
    getUser: build.query<UserWithClients, string>({
      queryFn: requireId(
        (id: string) => id,
        USER_MESSAGES.idMissing,
        (id) => `/api/users/${encodeURIComponent(id)}`,
        (response: UserResponse) => response.user,
      ),
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    updateUserClients: build.mutation<UpdateUserResponse, { id: string; body: UpdateUserClientsBody }>({
      queryFn: requireId(
        (args: { id: string; body: UpdateUserClientsBody }) => args.id,
        USER_MESSAGES.updateIdMissing,
        ({ id, body }) => ({ url: `/api/users/${encodeURIComponent(id)}/client`, method: 'PUT', body }),
        (response: UpdateUserResponse) => response,
      ),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'User', id }],
    }),
    deleteUser: build.mutation<DeleteUserResponse, string>({
      query: (id) => ({ url: `/api/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'User', id }],
    }),
  }),
});

export const { useGetUsersQuery, useGetUserQuery, useUpdateUserClientsMutation, useDeleteUserMutation } = usersApi;
