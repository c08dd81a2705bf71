import { useState } from 'react';
import { Navigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectSession } from '../../session/sessionSlice';
import { usePageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { defaultRange } from './compare';
import { CompareView } from './CompareView';
import { IndividualView } from './IndividualView';
import { initialIndividual, type IndividualState } from './individualState';
import './UserActivityPage.css';

/**
 * The viewer's role once the session has settled. A token refresh keeps the role the session
 * had, so an admin is not sent away mid-refresh; before that the role is unknown.
 */
function useViewerRole(): 'admin' | 'user' | 'unknown' {
  const { status, isAdmin } = useAppSelector(selectSession);
  if (status !== 'authenticated' && status !== 'refreshing') return 'unknown';
  return isAdmin ? 'admin' : 'user';
}

/** The activity calendar for admins (SPEC.md section 2 "User Activity"); others go to /members. */
export default function UserActivityPage() {
  usePageTitle('User Activity');
  const role = useViewerRole();
  if (role === 'unknown') return <Spinner label="Checking your access..." />;
  if (role === 'user') return <Navigate to="/members" replace />;
  return <UserActivity />;
}

function UserActivity() {
  // One "today" for the visit, so the defaults do not move while the page is open past midnight.
  const [today] = useState(() => new Date());
  const [comparing, setComparing] = useState(false);
  const [individual, setIndividual] = useState(() => initialIndividual(today));
  const [range, setRange] = useState(() => defaultRange(today));
  const changeIndividual = (patch: Partial<IndividualState>) => setIndividual((view) => ({ ...view, ...patch }));

  return (
    <section className="activity">
      <header className="activity-header">
        <h1>User Activity</h1>
        <button type="button" className="btn" onClick={() => setComparing((value) => !value)}>
          {comparing ? 'Show Individual User' : 'Compare All Users'}
        </button>
      </header>
      {comparing ? <CompareView range={range} onRangeChange={setRange} today={today} /> : <IndividualView view={individual} onChange={changeIndividual} today={today} />}
    </section>
  );
}
