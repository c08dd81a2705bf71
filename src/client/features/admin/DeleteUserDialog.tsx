import { useDeleteUserMutation } from '../../api/usersApi';
import { useAppDispatch } from '../../app/hooks';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { User } from '../../../shared/contract/users';
import { userDeleted } from './notices';
import { deleteFailure } from './failures';
import { displayName } from './userList';

/** SPEC.md section 5: deleting a user is confirmed first, since their invoices go with them. */
export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  const name = user ? displayName(user) : '';

  const confirm = async () => {
    if (!user) return;
    const result = await deleteUser(user.id);
    onClose();
    dispatch(result.error ? deleteFailure(result.error) : userDeleted({ name, deletedInvoices: result.data.deletedInvoices }));
  };

  return (
    <ConfirmDialog
      open={user !== null}
      title="Delete User"
      message={`Are you sure you want to delete ${name}? All of this user's invoices will be deleted too. This cannot be undone.`}
      busy={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
