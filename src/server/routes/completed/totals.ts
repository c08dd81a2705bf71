import type { ActivityType, UserActivityTotal } from '../../../shared/contract/activity';
import type { Repositories } from '../../db/repositories';
import type { TypeCount } from '../../db/repositories/activity';
import { addDays, startOfLocalDay } from './localDays';

interface TotalsQuery {
  startDate: string;
  endDate: string;
  timeZone: string;
  itemType?: ActivityType | undefined;
}

const DAY_MS = 86_400_000;
const utcDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);
const iso = (instant: number) => new Date(instant).toISOString();

interface Part {
  sign: 1 | -1;
  counts: Promise<TypeCount[]>;
}

/**
 * Every user's completed work between two local dates. Whole UTC days come from
 * activity_daily; a local day's edge cuts a UTC day in two, and the records of the shorter
 * piece are counted, added to or taken from that day's count. A New York range begins at
 * 04:00Z: taking the four evening hours before it from the day's count reads far fewer
 * records than counting the twenty working hours after it.
 */
export async function totalsInRange({ activity, handle: db }: Repositories, query: TotalsQuery): Promise<UserActivityTotal[]> {
  const from = startOfLocalDay(query.startDate, query.timeZone);
  const to = startOfLocalDay(addDays(query.endDate, 1), query.timeZone);
  const records = (start: number, end: number, sign: 1 | -1): Part => ({ sign, counts: activity.countRecords({ from: iso(start), to: iso(end) }, query.itemType) });

  const parts: Part[] = [];
  const firstMidnight = Date.parse(`${utcDay(from)}T00:00:00Z`);
  const lastMidnight = Date.parse(`${utcDay(to)}T00:00:00Z`);
  if (firstMidnight === lastMidnight) {
    parts.push(records(from, to, 1));
  } else {
    let daysFrom = firstMidnight;
    if (from - firstMidnight <= DAY_MS / 2) {
      if (from > firstMidnight) parts.push(records(firstMidnight, from, -1));
    } else {
      daysFrom += DAY_MS;
      parts.push(records(from, daysFrom, 1));
    }
    let daysTo = lastMidnight;
    if (to - lastMidnight <= DAY_MS / 2) {
      if (to > lastMidnight) parts.push(records(lastMidnight, to, 1));
    } else {
      daysTo += DAY_MS;
      parts.push(records(to, daysTo, -1));
    }
    if (daysFrom < daysTo) parts.push({ sign: 1, counts: activity.countDays(utcDay(daysFrom), utcDay(daysTo), query.itemType) });
  }

  const byUser = new Map<string, Partial<Record<ActivityType, number>>>();
  const results = await Promise.all(parts.map((part) => part.counts));
  results.forEach((rows, i) => {
    const sign = parts[i]?.sign ?? 1;
    for (const { user_id, item_type, count } of rows) {
      const counts = byUser.get(user_id) ?? {};
      counts[item_type] = (counts[item_type] ?? 0) + sign * Number(count);
      byUser.set(user_id, counts);
    }
  });
  if (byUser.size === 0) return [];
  const users = await db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', [...byUser.keys()]).execute();
  return users
    .map((user) => {
      // A type whose records all fell in a piece taken away counts zero: it is left out.
      const counts = Object.fromEntries(Object.entries(byUser.get(user.id) ?? {}).filter(([, n]) => n > 0));
      const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
      return { userId: user.id, name: user.name, email: user.email, total, counts };
    })
    .filter((row) => row.total > 0)
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
}
