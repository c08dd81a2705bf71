/**
 * A year of completed review work for `npm run bench:activity`: 100 users and about 2,000,000
 * completed_activity records (BENCH_SCALE scales the records) over New York working hours,
 * with the activity_daily rows the server keeps beside them in the same transaction (per
 * user, UTC day of completed_at and type: the number of records). One seeded PRNG draws the
 * same days, times and types each run relative to today (ids are fresh UUIDs), so runs
 * compare. Written with the bench:api bulk writers of ./targets.
 */
import { sql, type Kysely } from 'kysely';
import { newId } from '../../src/server/db/ids';
import type { Database } from '../../src/server/db/schema';
import { addDays, localDateOf, startOfLocalDay } from '../../src/server/routes/completed/localDays';
import { ACTIVITY_TYPES, type ActivityType } from '../../src/shared/contract/activity';
import { prng, VENDORS } from './seedData';
import type { BenchTarget, BulkWriter, SeedRow, SeedTable } from './targets';

export const ACTIVITY_FULL_SCALE = { users: 100, records: 2_000_000 };
/** Where the seeded team works, and the zone every measured call names. */
export const TEAM_TIME_ZONE = 'America/New_York';

export interface ActivityUser {
  id: string;
  name: string;
  email: string;
  /** How busy the user is, relative to the others (1 = typical). */
  weight: number;
}

export interface ActivitySeedResult {
  /** Busiest first. */
  users: ActivityUser[];
  records: number;
  dailyRows: number;
  /** The busiest local day of the busiest user, for the day panel. */
  busiestDay: { user: ActivityUser; date: string; records: number };
  seconds: number;
  indexSeconds: number;
}

type ActivityTable = 'users' | 'completed_activity' | 'activity_daily';
const TABLES: ActivityTable[] = ['users', 'completed_activity', 'activity_daily'];
const BATCH = 5000;
const HOUR_MS = 3_600_000;

/** Invoice reviews are most of the work; deletions are rare. */
const TYPE_WEIGHTS: Record<ActivityType, number> = { invoice: 0.5, task: 0.17, invoice_edit: 0.13, comment: 0.09, association: 0.08, invoice_delete: 0.03 };
/** Hours after a user starts the day: a morning peak, lunch, an afternoon peak, a little overtime. */
const HOUR_WEIGHTS = [0.6, 1.0, 1.2, 1.1, 0.45, 0.9, 1.1, 1.0, 0.7, 0.25, 0.1];
const START_HOURS = [7, 8, 8, 8, 9, 9, 10];
const HOLIDAYS = ['01-01', '07-04', '12-24', '12-25'];
const FIRST = ['Alice', 'Ben', 'Carla', 'David', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jamal', 'Kate', 'Luis', 'Maya', 'Noah', 'Olga', 'Priya', 'Quinn', 'Rosa', 'Sam', 'Tara'];
const LAST = ['Nguyen', 'Smith', 'Garcia', 'Okafor', 'Kowalski'];

/**
 * targets.ts types its writers for the bench:api tables only; at run time they take any
 * table (SQLite: prepared inserts in one transaction; PostgreSQL: INSERT … SELECT unnest).
 */
async function activityWriter(target: BenchTarget): Promise<{ insert(table: ActivityTable, rows: SeedRow[]): Promise<void>; finish: BulkWriter['finish'] }> {
  const writer = await target.bulkWriter(TABLES as unknown as SeedTable[]);
  return { insert: (table, rows) => writer.insert(table as unknown as SeedTable, rows), finish: () => writer.finish() };
}

/** Cumulative weights, for picking by one random number. */
function picker<T>(items: readonly T[], weights: readonly number[]): (roll: number) => T {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let sum = 0;
  const edges = weights.map((w) => (sum += w / total));
  return (roll) => items[Math.max(0, edges.findIndex((edge) => roll < edge))] ?? (items[items.length - 1] as T);
}

interface UserPlan {
  user: ActivityUser;
  startHour: number;
  /** Local date the user started; new hires have less than a year. */
  since: string;
  daysOff: Set<string>;
  pickType: (roll: number) => ActivityType;
}

function planUsers(count: number, random: () => number, firstDate: string): UserPlan[] {
  const plans = Array.from({ length: count }, (_, i): UserPlan => {
    // Log-normal busyness: most near 1, a few at two or three times the median, some part-time.
    const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const weight = Math.exp(0.45 * normal) * (random() < 0.08 ? 0.5 : 1);
    const first = FIRST[i % FIRST.length] as string;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length] as string;
    const daysOff = new Set<string>();
    for (let block = 0; block < 3; block += 1) {
      const start = addDays(firstDate, Math.floor(random() * 358));
      for (let d = 0; d < 7; d += 1) daysOff.add(addDays(start, d));
    }
    const mix = ACTIVITY_TYPES.map((type) => TYPE_WEIGHTS[type] * (0.6 + 0.8 * random()));
    return {
      user: { id: newId(Date.parse(`${firstDate}T00:00:00Z`) - 86_400_000 * 30), name: `${first} ${last}`, email: `${first}.${last}${i + 1}@bench.example`.toLowerCase(), weight },
      startHour: START_HOURS[Math.floor(random() * START_HOURS.length)] as number,
      since: random() < 0.06 ? addDays(firstDate, 60 + Math.floor(random() * 240)) : firstDate,
      daysOff,
      pickType: picker(ACTIVITY_TYPES, mix),
    };
  });
  return plans.sort((a, b) => b.user.weight - a.user.weight);
}

/** How much of a user's usual volume falls on a local date: weekdays, month-end close, days off, the day's own luck. */
function dayWeight(plan: UserPlan, date: string, random: () => number): number {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const dayOfMonth = Number(date.slice(8, 10));
  const luck = 0.6 + 0.8 * random();
  if (date < plan.since || plan.daysOff.has(date) || HOLIDAYS.includes(date.slice(5)) || random() < 0.02) return 0;
  if (weekday === 0) return 0;
  if (weekday === 6) return random() < 0.04 ? 0.25 * luck : 0;
  const week = weekday === 1 ? 1.1 : weekday === 5 ? 0.85 : 1;
  const close = dayOfMonth <= 3 || dayOfMonth >= 28 ? 1.3 : 1;
  return plan.user.weight * week * close * luck;
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** What the server writes for each kind of work (`work` in src/server/routes/completed/work.ts), with made-up items. */
function describeWork(type: ActivityType, random: () => number): string {
  const [vendor, sender] = pick(random, VENDORS);
  const invoice = `invoice ${vendor.slice(0, 3).toUpperCase()}-${100000 + Math.floor(random() * 900000)} from ${vendor}`;
  const task = `task "Invoice for ${pick(random, ['October', 'November', 'service', 'repairs'])}" from ${sender}`;
  switch (type) {
    case 'invoice':
      return `Marked ${invoice} reviewed`;
    case 'task':
      return `Marked ${task} reviewed`;
    case 'invoice_edit':
      return `Edited ${invoice}`;
    case 'invoice_delete':
      return `Deleted ${invoice}`;
    case 'comment':
      return random() < 0.7 ? `Commented on ${invoice}: "Coded to 6110 Plumbing, approved"` : `Commented on ${task}: "Waiting for the W-9"`;
    case 'association':
      return `Linked ${invoice} to the e-mail "Invoice attached"`;
  }
}

/**
 * Seeds users and a year of their work ending now into a migrated database. The admin the
 * benchmark logs in as is made by the server's own bootstrap, as in bench:api.
 */
export async function seedActivity(target: BenchTarget, scale: number): Promise<ActivitySeedResult> {
  const started = performance.now();
  const random = prng(2027);
  const end = Date.now() - 60_000;
  const lastDate = localDateOf(end, TEAM_TIME_ZONE);
  const dates = Array.from({ length: 365 }, (_, i) => addDays(lastDate, i - 364));
  const plans = planUsers(ACTIVITY_FULL_SCALE.users, random, dates[0] as string);
  const writer = await activityWriter(target);
  const createdAt = new Date(Date.parse(`${dates[0]}T00:00:00Z`) - 86_400_000 * 30).toISOString();
  await writer.insert(
    'users',
    plans.map(({ user }) => ({
      ...{ id: user.id, email: user.email, username: user.email.split('@')[0] as string, name: user.name, password_hash: null, is_admin: 0 },
      ...{ email_verified_at: createdAt, google_uid: null, photo_url: null, forward_email: null, created_at: createdAt, updated_at: createdAt },
    })),
  );

  // Every user's share of every day first, so the counts add up to the asked-for total.
  const weights = dates.map((date) => plans.map((plan) => dayWeight(plan, date, random)));
  const totalWeight = weights.flat().reduce((sum, w) => sum + w, 0);
  const perWeight = Math.round(ACTIVITY_FULL_SCALE.records * scale) / totalWeight;
  const pickOffset = picker(HOUR_WEIGHTS.map((_, i) => i), HOUR_WEIGHTS);

  const daily = new Map<string, number>();
  let batch: SeedRow[] = [];
  let records = 0;
  let busiestDay = { user: (plans[0] as UserPlan).user, date: lastDate, records: 0 };
  for (const [d, date] of dates.entries()) {
    const dayStart = startOfLocalDay(date, TEAM_TIME_ZONE);
    const day: { at: number; plan: UserPlan; type: ActivityType }[] = [];
    for (const [u, plan] of plans.entries()) {
      const count = Math.round((weights[d]?.[u] ?? 0) * perWeight);
      for (let k = 0; k < count; k += 1) {
        const at = Math.floor(dayStart + (plan.startHour + pickOffset(random()) + random()) * HOUR_MS);
        if (at < end) day.push({ at, plan, type: plan.pickType(random()) });
      }
      if (u === 0 && count > busiestDay.records) busiestDay = { user: plan.user, date, records: count };
    }
    day.sort((a, b) => a.at - b.at);
    for (const { at, plan, type } of day) {
      const completedAt = new Date(at).toISOString();
      const key = `${plan.user.id}|${completedAt.slice(0, 10)}|${type}`;
      daily.set(key, (daily.get(key) ?? 0) + 1);
      const description = describeWork(type, random);
      batch.push({ id: newId(at), user_id: plan.user.id, item_type: type, item_id: newId(at - Math.floor(random() * 20 * 86_400_000)), description, completed_at: completedAt });
      if (batch.length >= BATCH) {
        await writer.insert('completed_activity', batch);
        batch = [];
      }
    }
    records += day.length;
    if (date.endsWith('-01') || d === dates.length - 1) console.log(`  up to ${date}: ${records.toLocaleString('en-US')} records`);
  }
  await writer.insert('completed_activity', batch);

  const dailyRows = [...daily].map(([key, count]) => {
    const [user_id, day, item_type] = key.split('|') as [string, string, string];
    return { user_id, day, item_type, count };
  });
  for (let from = 0; from < dailyRows.length; from += BATCH) await writer.insert('activity_daily', dailyRows.slice(from, from + BATCH));
  console.log('  rebuilding indexes...');
  const { indexSeconds } = await writer.finish();
  return { users: plans.map((p) => p.user), records, dailyRows: dailyRows.length, busiestDay, seconds: (performance.now() - started) / 1000, indexSeconds };
}

/**
 * activity_daily agrees with the records when every one of its rows equals the count of its
 * user's records on that UTC day and type, and its counts add up to all the records.
 */
export async function checkDailyCounts(db: Kysely<Database>): Promise<{ records: number; dailyRows: number; matchingRows: number; dailySum: number }> {
  const { rows } = await sql<{ records: number; daily_rows: number; matching_rows: number; daily_sum: number }>`
    select
      (select count(*) from completed_activity) as records,
      (select count(*) from activity_daily) as daily_rows,
      (select coalesce(sum(count), 0) from activity_daily) as daily_sum,
      (select count(*) from activity_daily d join (
         select user_id, substr(completed_at, 1, 10) as day, item_type, count(*) as n
           from completed_activity group by user_id, substr(completed_at, 1, 10), item_type
       ) r on r.user_id = d.user_id and r.day = d.day and r.item_type = d.item_type and r.n = d.count) as matching_rows`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('The consistency check returned nothing');
  return { records: Number(row.records), dailyRows: Number(row.daily_rows), matchingRows: Number(row.matching_rows), dailySum: Number(row.daily_sum) };
}
