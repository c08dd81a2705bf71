import { selectSession } from '../../session/sessionSlice';
import type { Client } from '../../../shared/contract/clients';
import type { User } from '../../../shared/contract/users';
import { useAdminSelector } from './adminSlice';
import { UserRow } from './UserRow';

interface Props {
  users: User[];
  clients: Client[];
  onDelete: (user: User) => void;
}

/** SPEC.md section 2: one row per user, in the columns it names. */
export function UsersTable({ users, clients, onDelete }: Props) {
  const { userId } = useAdminSelector(selectSession);
  return (
    <table className="admin-table" aria-label="Users">
      <thead>
        <tr>
          <th scope="col">User Name</th>
          <th scope="col">Email</th>
          <th scope="col">Associate with Client</th>
          <th scope="col">Admin Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user, index) => (
          // A user without an id still gets a row, so its Update can say what is wrong.
          <UserRow key={user.id || `row-${index}`} user={user} clients={clients} isSelf={user.id === userId} onDelete={onDelete} />
        ))}
      </tbody>
    </table>
  );
}
