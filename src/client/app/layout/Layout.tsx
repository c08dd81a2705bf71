import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../ui/Spinner';
import { NavBar } from './NavBar';
import { TopBar } from './TopBar';
import './Layout.css';

export function Layout({ apiBase, isProductionApi }: { apiBase: string; isProductionApi: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <TopBar apiBase={apiBase} isProductionApi={isProductionApi} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <NavBar open={menuOpen} />
      <main className="layout-main">
        <Suspense fallback={<Spinner label="Loading..." />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
