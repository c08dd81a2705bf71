import { useAppSelector } from '../../app/hooks';
import { selectViewerRole } from '../../session/sessionSlice';
import { usePageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { ClientManager } from './ClientManager';
import './ClientManagement.css';

/** SPEC.md section 2 "Client Management (/create-client)": the route is open to all, the page to admins. */
export default function ClientManagementPage() {
  usePageTitle('Client Management');
  const role = useAppSelector(selectViewerRole);
  if (role === 'unknown') return <Spinner label="Checking permissions..." />;
  if (role === 'user') {
    return (
      <section className="clients-denied">
        <h1>Access Denied</h1>
        <p>You must be an admin to manage clients.</p>
      </section>
    );
  }
  return <ClientManager />;
}
