import type { CompletedDetailRow } from '../../../shared/contract/activity';
import { describeCounts, sumCounts, tallyTypes, type TypeCounts } from './activityTypes';

/**
 * The detail panel's sentence (SPEC.md section 2). When the records cannot be listed but the
 * calendar counted some, the calendar's counts are told rather than claiming nothing was done.
 */
export function daySummary(name: string, records: readonly CompletedDetailRow[], calendarCounts: TypeCounts): string {
  if (records.length > 0) {
    const counts = tallyTypes(records);
    return `${name} did ${sumCounts(counts)} task(s) on this day: ${describeCounts(counts)}`;
  }
  if (sumCounts(calendarCounts) > 0) return `${name} did ${describeCounts(calendarCounts)} on this day.`;
  return `${name} did no tasks on this day.`;
}

/** How many different items the records touch (one invoice reviewed and commented on is one item). */
export const itemsInvolved = (records: readonly CompletedDetailRow[]): number => new Set(records.map((record) => record.itemId)).size;

/** The records in the order they happened. */
export const byTime = (records: readonly CompletedDetailRow[]): CompletedDetailRow[] => [...records].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
