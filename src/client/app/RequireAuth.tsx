import { Navigate, Outlet, useLocation } from 'react-router';
import { selectSession } from '../session/sessionSlice';
import { Spinner } from '../ui/Spinner';
import { useAppSelector } from './hooks';

/** The authentication guard: visitors go to /login; a pending silent refresh shows a spinner. */
export function RequireAuth() {
  const { status } = useAppSelector(selectSession);
  const location = useLocation();
  if (status === 'authenticated' || status === 'refreshing') return <Outlet />;
  if (status === 'checking' || status === 'silentRefreshing') return <Spinner label="Checking your session..." />;
  return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
}
