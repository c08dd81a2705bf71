import { lazy, Suspense } from 'react';
import { APP_VERSION } from '../../../shared/constants';
import { selectApiReachable } from '../../api/connectionSlice';
import { selectSession } from '../../session/sessionSlice';
import { useAppSelector } from '../hooks';
import './TopBar.css';

const WelcomeName = lazy(() => import('./WelcomeName'));

interface Props {
  apiBase: string;
  isProductionApi: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ apiBase, isProductionApi, menuOpen, onToggleMenu }: Props) {
  const session = useAppSelector(selectSession);
  const signedIn = session.status === 'authenticated';
  const reachable = useAppSelector(selectApiReachable);
  return (
    <header className="topbar">
      <button type="button" className="btn topbar-menu" aria-expanded={menuOpen} aria-controls="main-nav" onClick={onToggleMenu}>
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">Menu</span>
      </button>
      <a className="topbar-brand" href="/members">
        Smart Bill Entry
      </a>
      <span className="topbar-version" title="Version">
        {APP_VERSION}
      </span>
      {(!isProductionApi || !reachable) && (
        <span
          className={reachable ? 'topbar-api' : 'topbar-api topbar-api-down'}
          role={reachable ? undefined : 'alert'}
          title={reachable ? 'This app is not talking to the production API' : 'The API cannot be reached'}
        >
          {apiBase}
          {!reachable && ' unreachable'}
        </span>
      )}
      <span className="topbar-spacer" />
      {signedIn && (
        <span className="topbar-welcome">
          Welcome,{' '}
          <strong>
            <Suspense fallback={session.username}>
              <WelcomeName userId={session.userId} cookieName={session.username} />
            </Suspense>
          </strong>
        </span>
      )}
      {signedIn && session.isAdmin && <span className="topbar-badge">Admin</span>}
    </header>
  );
}
