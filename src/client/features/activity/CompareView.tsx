import { skipToken } from '@reduxjs/toolkit/query';
import { ACTIVITY_FRESHNESS, useGetCompletedTotalsQuery, type DateRange } from '../../api/activityApi';
import { FormField } from '../../ui/FormField';
import { Spinner } from '../../ui/Spinner';
import { describeCounts } from './activityTypes';
import { compareBars, noActivityMessage, rangeProblem } from './compare';
import { LoadError } from './LoadError';
import './CompareView.css';

interface Props {
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  today: Date;
}

/** Every user's completed work in a range, one bar each (SPEC.md section 2, compare mode). */
export function CompareView({ range, onRangeChange, today }: Props) {
  const problem = rangeProblem(range);
  const { currentData: totals, error, refetch } = useGetCompletedTotalsQuery(problem ? skipToken : range, ACTIVITY_FRESHNESS);
  const bars = totals && compareBars(totals);

  return (
    <>
      <div className="activity-controls">
        <FormField label="From" type="date" value={range.startDate} max={range.endDate || undefined} onChange={(event) => onRangeChange({ ...range, startDate: event.target.value })} />
        <FormField label="To" type="date" value={range.endDate} min={range.startDate || undefined} error={problem} onChange={(event) => onRangeChange({ ...range, endDate: event.target.value })} />
      </div>
      {problem ? null : error ? (
        <LoadError title="Failed to fetch completion data" error={error} onRetry={() => void refetch()} />
      ) : !bars ? (
        <Spinner label="Loading user activity..." />
      ) : bars.length === 0 ? (
        <p className="activity-empty">{noActivityMessage(range, today)}</p>
      ) : (
        <ol className="compare-bars" aria-label="Completed activity per user">
          {bars.map((bar) => (
            <li key={bar.userId} className="compare-row">
              <span className="compare-name" title={bar.email}>
                {bar.name}
              </span>
              <span className="compare-track" aria-hidden="true">
                <span className="compare-bar" style={{ width: `${bar.percent}%` }} />
              </span>
              <span className="compare-total">{bar.total}</span>
              <span className="compare-breakdown">{describeCounts(bar.counts)}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
