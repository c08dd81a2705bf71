import { useMemo, useState } from 'react';
import { Notifications } from '../../app/notifications/Notifications';
import { Spinner } from '../../ui/Spinner';
import type { Client } from '../../../shared/contract/clients';
import type { User } from '../../../shared/contract/users';
import { DeleteUserDialog } from './DeleteUserDialog';
import { ADMIN_AREA } from './notices';
import { plural } from './plural';
import { useAdminData } from './useAdminData';
import { filterUsers, sortByName } from './userList';
import { UsersTable } from './UsersTable';
import { LoadFailed } from '../../ui/LoadFailed';

/** The admin's view of every user: their clients, their role, and deletion. */
export function AdminPanel() {
  const data = useAdminData();

  return (
    <section className="admin">
      <h1>Admin Panel</h1>
      <Notifications area={ADMIN_AREA} />
      {data.state === 'loading' && <Spinner label="Loading users and clients..." />}
      {data.state === 'failed' && <LoadFailed className="admin-empty" what="Users and clients" onRetry={data.reload} />}
      {data.state === 'ready' && <UserDirectory users={data.users} clients={data.clients} />}
    </section>
  );
}

function UserDirectory({ users, clients }: { users: User[]; clients: Client[] }) {
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<User | null>(null);
  const sorted = useMemo(() => sortByName(users), [users]);
  const menu = useMemo(() => sortByName(clients), [clients]);
  const shown = filterUsers(sorted, query);

  return (
    <>
      <div className="admin-toolbar">
        <input
          type="search"
          className="admin-search"
          aria-label="Search users"
          placeholder="Search users by name or email"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p className="admin-count" aria-live="polite">
          {shown.length === sorted.length ? plural(sorted.length, 'user') : `${shown.length} of ${plural(sorted.length, 'user')}`}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="admin-empty">{sorted.length === 0 ? 'No users yet.' : 'No users match this search.'}</p>
      ) : (
        <UsersTable users={shown} clients={menu} onDelete={setDeleting} />
      )}
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
