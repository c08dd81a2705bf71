import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useRef } from 'react';
import type { CompletedCountRow } from '../../../shared/contract/activity';
import { ACTIVITY_FRESHNESS, useGetCompletedCountsQuery } from '../../api/activityApi';
import { useGetUsersQuery } from '../../api/usersApi';
import { filterCounts } from './activityTypes';
import { CalendarGrid } from './CalendarGrid';
import { monthLabel, monthRange, stepMonth } from './calendar';
import { DayDetails } from './DayDetails';
import { toLocalDate } from './dates';
import type { IndividualState } from './individualState';
import { LoadError } from './LoadError';
import { filterTypes, summarizeMonth } from './monthCounts';
import { MonthNavigator } from './MonthNavigator';
import { StatCards } from './StatCards';
import { TypeFilterSelect } from './TypeFilterSelect';
import { UserPicker } from './UserPicker';
import { sortUsers } from './userSearch';

const NO_ROWS: CompletedCountRow[] = [];

interface Props {
  view: IndividualState;
  onChange: (patch: Partial<IndividualState>) => void;
  today: Date;
}

/** One user's month: stat cards, the calendar and a day's details (SPEC.md section 2, individual mode). */
export function IndividualView({ view, onChange, today }: Props) {
  const usersQuery = useGetUsersQuery();
  const users = useMemo(() => sortUsers(usersQuery.data ?? []), [usersQuery.data]);
  const user = users.find((candidate) => candidate.id === view.userId) ?? users[0];
  const countsQuery = useGetCompletedCountsQuery(user ? { userId: user.id, ...monthRange(view.month) } : skipToken, ACTIVITY_FRESHNESS);
  // With no users at all there is nothing to wait for: the month is simply empty.
  const rows = user ? countsQuery.currentData : usersQuery.data && NO_ROWS;
  const month = useMemo(() => rows && summarizeMonth(rows), [rows]);
  const shownCounts = useMemo(() => month && new Map([...month.byDay].map(([date, counts]) => [date, filterCounts(counts, view.filter)])), [month, view.filter]);
  const calendarRef = useRef<HTMLDivElement>(null);

  const closeDetails = () => {
    onChange({ openDate: null });
    // Back to the day the details were opened from, not to the top of the page.
    calendarRef.current?.querySelector<HTMLElement>(`[data-date="${view.openDate}"]`)?.focus();
  };

  return (
    <>
      {usersQuery.error && <LoadError title="Failed to fetch users." error={usersQuery.error} onRetry={() => void usersQuery.refetch()} />}
      {user && countsQuery.error && <LoadError title="Failed to fetch completion data" error={countsQuery.error} onRetry={() => void countsQuery.refetch()} />}
      <div className="activity-controls">
        <UserPicker users={users} selected={user} disabled={usersQuery.isLoading} onSelect={(chosen) => onChange({ userId: chosen.id, openDate: null })} />
        <TypeFilterSelect value={view.filter} types={filterTypes(month?.seen ?? [], view.filter)} onChange={(filter) => onChange({ filter })} />
        <MonthNavigator month={view.month} onStep={(delta) => onChange({ month: stepMonth(view.month, delta), openDate: null })} />
      </div>
      <StatCards counts={month?.byType} label={`Completed in ${monthLabel(view.month)}`} />
      <div ref={calendarRef}>
        <CalendarGrid month={view.month} counts={shownCounts} today={toLocalDate(today)} openDate={user ? view.openDate : null} onOpen={(openDate) => onChange({ openDate })} />
      </div>
      {user && view.openDate && <DayDetails key={`${user.id} ${view.openDate}`} user={user} date={view.openDate} calendarCounts={month?.byDay.get(view.openDate) ?? {}} onClose={closeDetails} />}
    </>
  );
}
