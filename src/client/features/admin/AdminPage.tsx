import { useAppSelector } from '../../app/hooks';
import { selectViewerRole } from '../../session/sessionSlice';
import { usePageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { AdminPanel } from './AdminPanel';
import './AdminPage.css';

/** SPEC.md section 2 "Admin Panel": the router lets any signed-in user in; the role is checked here. */
export default function AdminPage() {
  usePageTitle('Admin Panel');
  const role = useAppSelector(selectViewerRole);
  if (role === 'unknown') return <Spinner label="Checking permissions..." />;
  if (role === 'user') {
    return (
      <section className="admin-denied">
        <h1>Access Restricted</h1>
        <p>You must be an admin to view this page.</p>
      </section>
    );
  }
  return <AdminPanel />;
}
