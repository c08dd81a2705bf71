import { CALENDAR_CELLS } from '../../../shared/constants';
import { toLocalDate } from './dates';

/** A month of the calendar; `month` counts from 0, as Date's does. */
export interface CalendarMonth {
  year: number;
  month: number;
}

export interface CalendarCell {
  /** YYYY-MM-DD on the viewer's clock. */
  date: string;
  day: number;
  /** False for the neighbouring months' days that fill the first and last weeks. */
  inMonth: boolean;
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const monthOf = (date: Date): CalendarMonth => ({ year: date.getFullYear(), month: date.getMonth() });

/** The month `delta` months away; Date carries December + 1 into January of the next year. */
export const stepMonth = ({ year, month }: CalendarMonth, delta: number): CalendarMonth => monthOf(new Date(year, month + delta, 1));

/**
 * Six Sunday-first weeks (SPEC.md section 9) holding the month, led and trailed by its
 * neighbours' days. Days are counted through Date's constructor, never in milliseconds: a day
 * that changes daylight saving time is 23 or 25 hours long.
 */
export function calendarCells({ year, month }: CalendarMonth): CalendarCell[] {
  const lead = new Date(year, month, 1).getDay();
  return Array.from({ length: CALENDAR_CELLS }, (_, index) => {
    const date = new Date(year, month, 1 - lead + index);
    return { date: toLocalDate(date), day: date.getDate(), inMonth: date.getMonth() === month };
  });
}

/** The month's first and last dates, for a query that includes both. */
export const monthRange = ({ year, month }: CalendarMonth) => ({
  startDate: toLocalDate(new Date(year, month, 1)),
  endDate: toLocalDate(new Date(year, month + 1, 0)),
});

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** November 2026 */
export const monthLabel = ({ year, month }: CalendarMonth): string => monthFormat.format(Date.UTC(year, month, 15));
