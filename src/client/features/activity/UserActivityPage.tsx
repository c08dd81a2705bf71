import { useState } from 'react';
import { Navigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectViewerRole } from '../../session/sessionSlice';
import { usePageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { defaultRange } from './compare';
import { CompareView } from './CompareView';
import { IndividualView } from './IndividualView';
import { initialIndividual, type IndividualState } from './individualState';
import './UserActivityPage.css';

/** The activity calendar for admins (SPEC.md section 2 "User Activity"); others go to /members. */
export default function UserActivityPage() {
  usePageTitle('User Activity');
  const role = useAppSelector(selectViewerRole);
  if (role === 'unknown') return <Spinner label="Checking permissions..." />;
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
