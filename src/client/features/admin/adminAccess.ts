import type { SessionState } from '../../session/sessionSlice';

export type AdminAccess = 'checking' | 'admin' | 'denied';

/**
 * SPEC.md section 4 "Admin panel role": unknown until the session has read its cookies (or
 * finished the silent refresh they asked for), then admin from the isAdmin cookie. A token
 * refresh in flight keeps the role the session already knows.
 */
export function adminAccess({ status, isAdmin }: Pick<SessionState, 'status' | 'isAdmin'>): AdminAccess {
  if (status === 'checking' || status === 'silentRefreshing') return 'checking';
  return isAdmin && (status === 'authenticated' || status === 'refreshing') ? 'admin' : 'denied';
}
