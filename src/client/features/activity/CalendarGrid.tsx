import { useRef, useState, type KeyboardEvent } from 'react';
import { ACTIVITY_TYPES } from '../../../shared/contract/activity';
import { describeCounts, typeLabel, type TypeCounts } from './activityTypes';
import { calendarCells, monthLabel, WEEKDAYS, type CalendarCell, type CalendarMonth } from './calendar';
import { dayDate } from './dates';
import './CalendarGrid.css';

interface Props {
  month: CalendarMonth;
  /** The counts each day shows (already narrowed by the type filter); absent while loading. */
  counts: ReadonlyMap<string, TypeCounts> | undefined;
  today: string;
  openDate: string | null;
  onOpen: (date: string | null) => void;
}

/** Arrow keys move a day or a week, as in a date picker; the days stay one Tab stop. */
const KEY_STEPS: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** The 42-cell, Sunday-first month (SPEC.md section 2); each day of the month is a button. */
export function CalendarGrid({ month, counts, today, openDate, onOpen }: Props) {
  const cells = calendarCells(month);
  const tableRef = useRef<HTMLTableElement>(null);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const inMonth = (date: string | null) => cells.some((cell) => cell.inMonth && cell.date === date);
  const tabDate = [focusDate, openDate, today].find(inMonth) ?? cells.find((cell) => cell.inMonth)?.date;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = KEY_STEPS[event.key];
    const target = step === undefined ? undefined : cells[index + step];
    if (!target?.inMonth) return;
    event.preventDefault();
    setFocusDate(target.date);
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-date="${target.date}"]`)?.focus();
  };

  const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  return (
    <table ref={tableRef} className="calendar" role="grid" aria-label={monthLabel(month)} aria-busy={counts ? undefined : true}>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday} scope="col" abbr={weekday}>
              {weekday.slice(0, 3)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, row) => (
          <tr key={week[0]?.date}>
            {week.map((cell, column) => (
              <td key={cell.date} role="gridcell" className={cell.inMonth ? undefined : 'calendar-outside'}>
                {cell.inMonth ? (
                  <DayButton cell={cell} counts={counts?.get(cell.date) ?? {}} today={cell.date === today} open={cell.date === openDate} tabbable={cell.date === tabDate} onOpen={onOpen} onKeyDown={(event) => onKeyDown(event, row * 7 + column)} />
                ) : (
                  <span className="calendar-day-number" aria-hidden="true">
                    {cell.day}
                  </span>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface DayProps {
  cell: CalendarCell;
  counts: TypeCounts;
  today: boolean;
  open: boolean;
  tabbable: boolean;
  onOpen: (date: string | null) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** A day with its counts per type; pressing it again closes its details. */
function DayButton({ cell, counts, today, open, tabbable, onOpen, onKeyDown }: DayProps) {
  const described = describeCounts(counts);
  return (
    <button
      type="button"
      className="calendar-day"
      data-date={cell.date}
      aria-label={`${dayDate(cell.date)}: ${described || 'no activity'}`}
      aria-current={today ? 'date' : undefined}
      aria-pressed={open}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onOpen(open ? null : cell.date)}
      onKeyDown={onKeyDown}
    >
      <span className="calendar-day-number">{cell.day}</span>
      {ACTIVITY_TYPES.map((type) =>
        counts[type] ? (
          <span key={type} className="calendar-count">
            <span className={`type-dot type-${type}`} />
            <span className="calendar-count-label">{typeLabel(type)}</span>
            <span className="calendar-count-value">{counts[type]}</span>
          </span>
        ) : null,
      )}
    </button>
  );
}
