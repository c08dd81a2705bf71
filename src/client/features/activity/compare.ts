import { daysBetween, MAX_ACTIVITY_RANGE_DAYS, type UserActivityTotal } from '../../../shared/contract/activity';
import type { DateRange } from '../../api/activityApi';
import { firstOfMonth, toLocalDate } from './dates';

export interface CompareBar extends UserActivityTotal {
  /** Width relative to the busiest user, who fills the track (100). */
  percent: number;
}

/** SPEC.md section 9: compare mode starts at the first of the current month and ends today. */
export const defaultRange = (today: Date): DateRange => ({ startDate: firstOfMonth(today), endDate: toLocalDate(today) });

/**
 * One bar per user with work, busiest first. The server already leaves idle users out and sorts,
 * but the chart must not depend on it: a zero total is dropped and ties go by name.
 */
export function compareBars(totals: readonly UserActivityTotal[]): CompareBar[] {
  const busy = totals.filter((row) => row.total > 0).sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  const most = busy[0]?.total ?? 0;
  return busy.map((row) => ({ ...row, percent: (row.total / most) * 100 }));
}

/**
 * What an empty chart says. For the default range (this month so far) nobody has any work yet, so
 * there is simply "No user activity data."; once the admin has picked other dates, the dates
 * are the reason, and "No user activity in this range." says so (another range may hold some).
 */
export function noActivityMessage(range: DateRange, today: Date): string {
  const initial = defaultRange(today);
  return range.startDate === initial.startDate && range.endDate === initial.endDate ? 'No user activity data.' : 'No user activity in this range.';
}

/** Why the range cannot be asked for, or null when it can. */
export function rangeProblem({ startDate, endDate }: DateRange): string | null {
  if (!startDate || !endDate) return 'Choose both dates.';
  const days = daysBetween(startDate, endDate);
  if (days < 1) return 'From must be on or before To.';
  if (days > MAX_ACTIVITY_RANGE_DAYS) return `Choose at most ${MAX_ACTIVITY_RANGE_DAYS} days.`;
  return null;
}
