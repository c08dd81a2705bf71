import { useAppSelector } from '../../app/hooks';
import { selectSession } from '../../session/sessionSlice';

export type AdminRole = 'unknown' | 'admin' | 'user';

/**
 * SPEC.md section 4: the role is unknown until the session has read its cookies. A token
 * refresh in the middle of the session keeps the role it already knew, so an admin's screen
 * does not flash "Access Denied" while the refresh runs.
 */
export function useAdminRole(): AdminRole {
  const { status, isAdmin } = useAppSelector(selectSession);
  if (status === 'checking' || status === 'silentRefreshing') return 'unknown';
  return isAdmin && (status === 'authenticated' || status === 'refreshing') ? 'admin' : 'user';
}
