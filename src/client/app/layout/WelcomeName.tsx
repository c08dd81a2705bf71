import { skipToken } from '@reduxjs/toolkit/query';
import { useGetUserQuery } from '../../api/usersApi';

/**
 * The signed-in user's name as the server has it: the cookie's may be stale after a rename.
 * Loaded on its own (TopBar), so /login's first bundle carries no users API.
 */
export default function WelcomeName({ userId, cookieName }: { userId: string | null; cookieName: string | null }) {
  const { data: me } = useGetUserQuery(userId ?? skipToken);
  return me?.name ?? cookieName;
}
