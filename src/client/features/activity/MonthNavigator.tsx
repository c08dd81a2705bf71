import { monthLabel, type CalendarMonth } from './calendar';

/** Previous / Next around the shown month; the month is announced as it changes. */
export function MonthNavigator({ month, onStep }: { month: CalendarMonth; onStep: (delta: number) => void }) {
  return (
    <div className="month-nav" role="group" aria-label="Month">
      <button type="button" className="btn btn-small" onClick={() => onStep(-1)}>
        Previous
      </button>
      <p className="month-nav-label" aria-live="polite">
        {monthLabel(month)}
      </p>
      <button type="button" className="btn btn-small" onClick={() => onStep(1)}>
        Next
      </button>
    </div>
  );
}
