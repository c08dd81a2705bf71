import { selectSession } from '../../session/sessionSlice';
import { usePageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { adminAccess } from './adminAccess';
import { useAdminSelector } from './adminSlice';
import { AdminPanel } from './AdminPanel';
import './AdminPage.css';

/** SPEC.md section 2 "Admin Panel": the router lets any signed-in user in; the role is checked here. */
export default function AdminPage() {
  usePageTitle('Admin Panel');
  const access = adminAccess(useAdminSelector(selectSession));
  if (access === 'checking') return <Spinner label="Checking permissions..." />;
  if (access === 'denied') {
    return (
      <section className="admin-denied">
        <h1>Access Restricted</h1>
        <p>You must be an admin to view this page.</p>
      </section>
    );
  }
  return <AdminPanel />;
}
