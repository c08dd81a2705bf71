import { BusyButton } from '../../ui/BusyButton';
import type { Client } from '../../../shared/contract/clients';
import type { User } from '../../../shared/contract/users';
import { ClientMultiSelect } from './ClientMultiSelect';
import { useUpdateUser } from './useUpdateUser';
import { useUserDraft } from './useUserDraft';
import { displayName } from './userList';

interface Props {
  user: User;
  clients: Client[];
  /** The signed-in admin's own row has no Delete (SPEC.md section 2). */
  isSelf: boolean;
  onDelete: (user: User) => void;
}

export function UserRow({ user, clients, isSelf, onDelete }: Props) {
  const name = displayName(user);
  const { draft, dirty, setClientIds, setIsAdmin } = useUserDraft(user);
  const { update, isUpdating } = useUpdateUser();

  return (
    <tr className={dirty ? 'admin-row is-dirty' : 'admin-row'}>
      <td className="admin-name">
        {user.name}
        {isSelf && <span className="admin-you">You</span>}
      </td>
      <td className="admin-email">{user.email}</td>
      <td>
        <ClientMultiSelect owner={name} clients={clients} selected={draft.clientIds} onChange={setClientIds} />
      </td>
      <td>
        <select className="admin-role" aria-label={`Role for ${name}`} value={draft.isAdmin ? 'admin' : 'user'} onChange={(event) => setIsAdmin(event.target.value === 'admin')}>
          <option value="admin">Admin</option>
          <option value="user">User</option>
        </select>
      </td>
      <td>
        <div className="admin-actions">
          <BusyButton
            type="button"
            className={dirty ? 'btn btn-primary' : 'btn'}
            busy={isUpdating}
            busyLabel="Updating..."
            aria-label={`Update ${name}`}
            onClick={() => void update(user, draft)}
          >
            Update
          </BusyButton>
          {!isSelf && (
            <button type="button" className="btn admin-delete" aria-label={`Delete ${name}`} onClick={() => onDelete(user)}>
              Delete
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
