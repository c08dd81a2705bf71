import { ACTIVITY_TYPES, type ActivityType, type CompletedCountRow } from '../../../shared/contract/activity';
import { tallyTypes, type TypeCounts, type TypeFilter } from './activityTypes';

export interface MonthCounts {
  /** Per local date, the counts per type. */
  byDay: ReadonlyMap<string, TypeCounts>;
  /** The whole month per type, for the stat cards. */
  byType: TypeCounts;
  /** The types with any work, in the order of ACTIVITY_TYPES. */
  seen: ActivityType[];
}

/** One user's count rows for a month, arranged for the stat cards, the filter and the calendar. */
export function summarizeMonth(rows: readonly CompletedCountRow[]): MonthCounts {
  const perDay = new Map<string, CompletedCountRow[]>();
  for (const row of rows) perDay.set(row.dateCompleted, [...(perDay.get(row.dateCompleted) ?? []), row]);
  const byDay = new Map([...perDay].map(([date, dayRows]) => [date, tallyTypes(dayRows)] as const));
  const byType = tallyTypes(rows);
  return { byDay, byType, seen: ACTIVITY_TYPES.filter((type) => (byType[type] ?? 0) > 0) };
}

/**
 * The filter's types: those seen this month, plus the chosen one even when this month has none
 * of it, so stepping to a quiet month keeps the choice instead of a select with no such option.
 */
export const filterTypes = (seen: readonly ActivityType[], filter: TypeFilter): ActivityType[] =>
  ACTIVITY_TYPES.filter((type) => seen.includes(type) || type === filter);
