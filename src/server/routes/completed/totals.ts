import type { Kysely } from 'kysely';
import type { ActivityType, UserActivityTotal } from '../../../shared/contract/activity';
import { createActivityRepository, type TypeCount } from '../../db/repositories/activity';
import type { Database } from '../../db/schema';
import { addDays, startOfLocalDay } from './localDays';

interface TotalsQuery {
  startDate: string;
  endDate: string;
  timeZone: string;
  itemType?: ActivityType | undefined;
}

const utcDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);
const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * Every user's completed work between two local dates. The whole UTC days inside the range
 * come from activity_daily; only the partial days at its edges are counted from the records.
 */
export async function totalsInRange(db: Kysely<Database>, query: TotalsQuery): Promise<UserActivityTotal[]> {
  const activity = createActivityRepository(db);
  const from = startOfLocalDay(query.startDate, query.timeZone);
  const to = startOfLocalDay(addDays(query.endDate, 1), query.timeZone);
  const iso = (instant: number) => new Date(instant).toISOString();

  const firstWholeDay = from === utcMidnight(utcDay(from)) ? utcDay(from) : addDays(utcDay(from), 1);
  const endWholeDay = utcDay(to);
  const parts: Array<Promise<TypeCount[]>> = [];
  if (firstWholeDay < endWholeDay) {
    parts.push(activity.countDays(firstWholeDay, endWholeDay, query.itemType));
    if (from < utcMidnight(firstWholeDay)) parts.push(activity.countRecords({ from: iso(from), to: iso(utcMidnight(firstWholeDay)) }, query.itemType));
    if (utcMidnight(endWholeDay) < to) parts.push(activity.countRecords({ from: iso(utcMidnight(endWholeDay)), to: iso(to) }, query.itemType));
  } else {
    parts.push(activity.countRecords({ from: iso(from), to: iso(to) }, query.itemType));
  }

  const byUser = new Map<string, Partial<Record<ActivityType, number>>>();
  for (const { user_id, item_type, count } of (await Promise.all(parts)).flat()) {
    const counts = byUser.get(user_id) ?? {};
    counts[item_type] = (counts[item_type] ?? 0) + Number(count);
    byUser.set(user_id, counts);
  }
  if (byUser.size === 0) return [];
  const users = await db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', [...byUser.keys()]).execute();
  return users
    .map((user) => {
      const counts = byUser.get(user.id) ?? {};
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      return { userId: user.id, name: user.name, email: user.email, total, counts };
    })
    .filter((row) => row.total > 0)
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
}
