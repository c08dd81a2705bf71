import { useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectViewerRole } from '../../session/sessionSlice';
import { usePageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { DirectoryManager } from './DirectoryManager';
import './Directory.css';

/** /clients/:clientId/directory (issue 16): the route is open to every signed-in user, the page to admins, as Client Management is. */
export default function DirectoryPage() {
  usePageTitle('Directory');
  const { clientId = '' } = useParams();
  const role = useAppSelector(selectViewerRole);
  if (role === 'unknown') return <Spinner label="Checking permissions..." />;
  if (role === 'user') {
    return (
      <section className="directory-denied">
        <h1>Access Denied</h1>
        <p>You must be an admin to manage a client&apos;s directory.</p>
      </section>
    );
  }
  // A new client is a new screen: no search, page or open editor carries over.
  return <DirectoryManager key={clientId} clientId={clientId} />;
}
