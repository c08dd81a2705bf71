import { Navigate, Outlet, useLocation } from 'react-router';
import { selectSession } from '../session/sessionSlice';
import { Spinner } from '../ui/Spinner';
import { useAppSelector } from './hooks';

/**
 * The authentication guard: visitors go to /login; a pending silent refresh shows a spinner. A
 * session that was ended keeps its reason here too: the session's own navigation to
 * /login?reason=… waits for the login screen's chunk, and this redirect can land first.
 */
export function RequireAuth() {
  const { status, silentRefresh, logoutReason } = useAppSelector(selectSession);
  const location = useLocation();
  if (silentRefresh) return <Spinner label="Checking your session..." />;
  if (status === 'authenticated' || status === 'refreshing') return <Outlet />;
  return <Navigate to={logoutReason ? `/login?reason=${logoutReason}` : '/login'} replace state={{ from: `${location.pathname}${location.search}` }} />;
}
