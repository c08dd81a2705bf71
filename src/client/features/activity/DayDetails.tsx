import { useEffect, useId, useRef } from 'react';
import type { CompletedDetailRow } from '../../../shared/contract/activity';
import type { User } from '../../../shared/contract/users';
import { ACTIVITY_FRESHNESS, useGetCompletedDetailsQuery } from '../../api/activityApi';
import { Spinner } from '../../ui/Spinner';
import { recordLabel, type TypeCounts } from './activityTypes';
import { byTime, daySummary, itemsInvolved } from './daySummary';
import { localTime, longDate } from './dates';
import { LoadError } from './LoadError';
import { userName } from './userSearch';
import './DayDetails.css';

interface Props {
  user: User;
  date: string;
  /** What the calendar counted that day, told when the records themselves come back empty. */
  calendarCounts: TypeCounts;
  onClose: () => void;
}

/** One user's work on one day, every record listed (SPEC.md section 2 "Detail panel"). */
export function DayDetails({ user, date, calendarCounts, onClose }: Props) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { currentData: records, error, refetch } = useGetCompletedDetailsQuery({ userId: user.id, date }, ACTIVITY_FRESHNESS);
  const name = userName(user);
  // Keyboard and screen-reader users land on the panel they opened.
  useEffect(() => headingRef.current?.focus(), [date]);

  return (
    <section className="card day-details" aria-labelledby={headingId} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <header className="day-details-header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {name} - {longDate(date)}
        </h2>
        <button type="button" className="btn btn-small" onClick={onClose}>
          Close
        </button>
      </header>
      {error ? (
        <LoadError title="Failed to fetch user activity details" error={error} onRetry={() => void refetch()} />
      ) : !records ? (
        <Spinner label="Loading activity details..." />
      ) : (
        <>
          <p className="day-details-summary">{daySummary(name, records, calendarCounts)}</p>
          {records.length > 0 && <DayRecords records={byTime(records)} />}
        </>
      )}
    </section>
  );
}

function DayRecords({ records }: { records: CompletedDetailRow[] }) {
  const first = records[0];
  const last = records[records.length - 1];
  return (
    <>
      <dl className="day-details-facts">
        <div>
          <dt>Items involved</dt>
          <dd>{itemsInvolved(records)}</dd>
        </div>
        <div>
          <dt>First</dt>
          <dd>{first && localTime(first.timestamp)}</dd>
        </div>
        <div>
          <dt>Last</dt>
          <dd>{last && localTime(last.timestamp)}</dd>
        </div>
      </dl>
      <table className="day-details-table">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Type</th>
            <th scope="col">Item ID</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record, index) => (
            <tr key={`${record.itemType}-${record.itemId}-${record.timestamp}-${index}`}>
              <td>{localTime(record.timestamp)}</td>
              <td>{recordLabel(record.itemType)}</td>
              <td className="day-details-id">{record.itemId}</td>
              <td>{record.description || '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
