import { usersApi, useUpdateUserClientsMutation } from '../../api/usersApi';
import { useAppDispatch } from '../../app/hooks';
import type { User } from '../../../shared/contract/users';
import { userIdMissing, userUpdated } from './notices';
import { updateFailure } from './failures';
import type { UserDraft } from './useUserDraft';
import { displayName } from './userList';

/** Sends a row's draft; the notification says what the server now holds. */
export function useUpdateUser() {
  const dispatch = useAppDispatch();
  const [updateUserClients, { isLoading }] = useUpdateUserClientsMutation();

  const update = async (user: User, draft: UserDraft) => {
    if (!user.id) return void dispatch(userIdMissing());
    const result = await updateUserClients({ id: user.id, body: { targetUserId: user.id, clientIds: draft.clientIds, isAdmin: draft.isAdmin } });
    if (result.error) return void dispatch(updateFailure(result.error));
    // SPEC.md section 7: the answer's user is optional; without it, what was sent is what was saved.
    const saved = result.data.user ?? { isAdmin: draft.isAdmin, client_ids: draft.clientIds };
    // The list holds the saved user before the notification shows, so a change made right after
    // it is not undone when the list's refetch lands and the row's draft starts again.
    dispatch(
      usersApi.util.updateQueryData('getUsers', undefined, (users) => {
        const row = users.find((candidate) => candidate.id === user.id);
        if (!row) return;
        row.isAdmin = saved.isAdmin;
        row.client_ids = [saved.client_ids].flat();
      }),
    );
    dispatch(userUpdated({ name: displayName(user), isAdmin: saved.isAdmin, clientCount: [saved.client_ids].flat().length }));
  };

  return { update, isUpdating: isLoading };
}
