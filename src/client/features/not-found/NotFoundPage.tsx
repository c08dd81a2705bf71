import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { TIMINGS } from '../../../shared/constants';
import { usePageTitle } from '../../ui/PageTitle';

const RELOADED_KEY = 'notFoundReloaded';

/**
 * SPEC.md section 4: reloads once (a stale cached bundle may not know a new route), then
 * sends the visitor home after 2 seconds.
 */
export default function NotFoundPage() {
  usePageTitle('Page Not Found');
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (sessionStorage.getItem(RELOADED_KEY) !== location.pathname) {
      sessionStorage.setItem(RELOADED_KEY, location.pathname);
      window.location.reload();
      return undefined;
    }
    const timer = setTimeout(() => {
      sessionStorage.removeItem(RELOADED_KEY);
      void navigate('/', { replace: true });
    }, TIMINGS.notFoundRedirectMs);
    return () => clearTimeout(timer);
  }, [location.pathname, navigate]);

  return (
    <section className="card" style={{ maxWidth: 520, margin: '48px auto', textAlign: 'center' }}>
      <h1>404 - Page Not Found</h1>
      <p className="muted">The page you asked for does not exist. You will be taken to the home page in a moment.</p>
      <Link className="btn btn-primary" to="/" onClick={() => sessionStorage.removeItem(RELOADED_KEY)}>
        Return to Home Page
      </Link>
    </section>
  );
}
