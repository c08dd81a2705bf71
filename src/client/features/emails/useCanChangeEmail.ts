import { skipToken } from '@reduxjs/toolkit/query';
import { useGetClientsQuery } from '../../api/clientsApi';
import { useAppSelector } from '../../app/hooks';
import { selectIsAdmin, selectSession } from '../../session/sessionSlice';

/**
 * Whether the viewer may review and comment on an e-mail of this client: as the server decides,
 * an admin may for every client, a user for the clients associated with them (the sidebar's
 * list, usually cached already). False until that is known, so the page starts read-only.
 */
export function useCanChangeEmail(clientId: string | undefined): boolean {
  const isAdmin = useAppSelector(selectIsAdmin);
  const { userId } = useAppSelector(selectSession);
  const { data: clients } = useGetClientsQuery(isAdmin || !userId || !clientId ? skipToken : { userId });
  return isAdmin || Boolean(clientId && clients?.some((client) => client.id === clientId));
}
