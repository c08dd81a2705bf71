import { skipToken } from '@reduxjs/toolkit/query';
import { APP_VERSION } from '../../../shared/constants';
import { useGetUserQuery } from '../../api/usersApi';
import { selectSession } from '../../session/sessionSlice';
import { useAppSelector } from '../hooks';
import './TopBar.css';

interface Props {
  apiBase: string;
  isProductionApi: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function TopBar({ apiBase, isProductionApi, menuOpen, onToggleMenu }: Props) {
  const session = useAppSelector(selectSession);
  const signedIn = session.status === 'authenticated';
  // The server's record wins over the cookie, which may be stale after a rename.
  const { data: me } = useGetUserQuery(signedIn && session.userId ? session.userId : skipToken);
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
          Welcome, <strong>{me?.name ?? session.username}</strong>
        </span>
      )}
      {signedIn && session.isAdmin && <span className="topbar-badge">Admin</span>}
    </header>
  );
}
