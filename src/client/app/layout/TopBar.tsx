import { lazy, Suspense } from 'react';
import { APP_VERSION } from '../../../shared/constants';
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
      {!isProductionApi && (
        <span className="topbar-api" title="This app is not talking to the production API">
          {apiBase}
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
