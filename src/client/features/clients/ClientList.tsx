import { useEffect } from 'react';
import type { Client } from '../../../shared/contract/clients';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useGetClientsQuery } from '../../api/clientsApi';
import { selectSession } from '../../session/sessionSlice';
import { Spinner } from '../../ui/Spinner';
import { ClientRow } from './ClientRow';
import { CLIENT_MESSAGES, failed, loadFailureResolved } from './messages';
import { LoadFailed } from '../../ui/LoadFailed';

interface Props {
  search: string;
  editingId: string | null;
  onEdit: (id: string | null) => void;
  onDelete: (client: Client) => void;
}

/** SPEC.md section 2: the name search is a case-insensitive substring match. */
const matching = (clients: readonly Client[], search: string) => {
  const needle = search.trim().toLocaleLowerCase();
  return needle ? clients.filter((client) => client.name.toLocaleLowerCase().includes(needle)) : clients;
};

/** Every client (an admin's list is all of them), in the server's order by name. */
export function ClientList({ search, editingId, onEdit, onDelete }: Props) {
  const dispatch = useAppDispatch();
  const { userId } = useAppSelector(selectSession);
  const { data, error, isLoading, refetch } = useGetClientsQuery(userId ? { userId } : undefined);
  useEffect(() => {
    if (error) dispatch(failed(CLIENT_MESSAGES.fetchFailed, error));
    else if (data) dispatch(loadFailureResolved());
  }, [error, data, dispatch]);

  if (isLoading) return <Spinner label="Loading clients..." />;
  if (!data) {
    return <LoadFailed className="clients-empty" what="Clients" onRetry={() => void refetch()} />;
  }
  const shown = matching(data, search);
  if (shown.length === 0) return <p className="clients-empty">{data.length === 0 ? 'No clients yet. Create one with the + button.' : 'No clients match your search.'}</p>;
  return (
    <ul className="client-rows" aria-label="Clients">
      {shown.map((client) => (
        <ClientRow
          key={client.id}
          client={client}
          editing={client.id === editingId}
          onEdit={() => onEdit(client.id)}
          onCloseEdit={() => onEdit(null)}
          onDelete={() => onDelete(client)}
        />
      ))}
    </ul>
  );
}
