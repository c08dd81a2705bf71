import { sql } from 'kysely';
import type { ActivityType, CompletedCountRow, CompletedDetailRow } from '../../../src/shared/contract/activity';
import type { DatabaseKind } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { reviewFixture } from '../helpers/fixtures';
import type { TestApp } from '../helpers/testApp';

/** One completed-work record to seed: when, what kind, and optionally which item. */
export type Seed = [completedAt: string, itemType: ActivityType];

const seededItemId = ([at, type]: Seed) => `${type}@${at}`;
const seededDescription = ([at, type]: Seed) => `Seeded ${type} at ${at}`;

/**
 * Records straight into both tables, as the server's record() leaves them: activity_daily
 * counts each record under the UTC date of its completed_at.
 */
export async function seedActivity(t: TestApp, userId: string, seeds: Seed[]): Promise<void> {
  const db = t.ctx.db.kysely;
  const rows = seeds.map((seed) => ({
    id: newId(Date.parse(seed[0])),
    user_id: userId,
    item_type: seed[1],
    item_id: seededItemId(seed),
    description: seededDescription(seed),
    completed_at: seed[0],
  }));
  const daily = new Map<string, { user_id: string; day: string; item_type: string; count: number }>();
  for (const row of rows) {
    const day = row.completed_at.slice(0, 10);
    const key = `${day} ${row.item_type}`;
    const entry = daily.get(key) ?? { user_id: userId, day, item_type: row.item_type, count: 0 };
    entry.count += 1;
    daily.set(key, entry);
  }
  const dailyRows = [...daily.values()];
  for (let start = 0; start < rows.length; start += 200) await db.insertInto('completed_activity').values(rows.slice(start, start + 200)).execute();
  for (let start = 0; start < dailyRows.length; start += 200) {
    await db
      .insertInto('activity_daily')
      .values(dailyRows.slice(start, start + 200))
      .onConflict((oc) => oc.columns(['user_id', 'day', 'item_type']).doUpdateSet({ count: sql<number>`activity_daily.count + excluded.count` }))
      .execute();
  }
}

/** Counts keyed "user day type", from the records and from the rollup; the two must agree. */
export async function rollupAndRecords(t: TestApp, userId?: string) {
  const db = t.ctx.db.kysely;
  const records = await db
    .selectFrom('completed_activity')
    .select(['user_id', 'completed_at', 'item_type'])
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId as string))
    .execute();
  const daily = await db
    .selectFrom('activity_daily')
    .select(['user_id', 'day', 'item_type', 'count'])
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId as string))
    .execute();
  const fromRecords: Record<string, number> = {};
  for (const r of records) {
    const key = `${r.user_id} ${r.completed_at.slice(0, 10)} ${r.item_type}`;
    fromRecords[key] = (fromRecords[key] ?? 0) + 1;
  }
  const fromDaily = Object.fromEntries(daily.map((d) => [`${d.user_id} ${d.day} ${d.item_type}`, Number(d.count)]));
  return { fromRecords, fromDaily };
}

export const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();

// Chicago is -06:00 until 2026-03-08 08:00Z, then -05:00: its 8 March lasts 23 hours.
const seeds: Seed[] = [
  ['2026-03-06T12:00:00.000Z', 'invoice'],
  ['2026-03-07T05:59:59.999Z', 'task'],
  ['2026-03-07T06:00:00.000Z', 'invoice'],
  ['2026-03-08T04:30:00.000Z', 'comment'],
  ['2026-03-08T05:59:59.999Z', 'invoice'],
  ['2026-03-08T06:00:00.000Z', 'task'],
  ['2026-03-09T04:59:59.999Z', 'invoice'],
  ['2026-03-09T05:00:00.000Z', 'association'],
  ['2026-03-10T12:00:00.000Z', 'invoice_edit'],
  ['2026-03-10T05:00:00.000Z', 'invoice_delete'],
];

/** The index-th seeded record of the user the reading suites read. */
export const seed = (index: number) => seeds[index] as Seed;
export const detail = (s: Seed, count = 1): CompletedDetailRow => ({ itemType: s[1], itemId: seededItemId(s), description: seededDescription(s), timestamp: s[0], count });
export const row = (dateCompleted: string, itemType: ActivityType, count = 1): CompletedCountRow => ({ dateCompleted, itemType, count });
export const march7to9 = { startDate: '2026-03-07', endDate: '2026-03-09' };

/**
 * The reading suites' set-up: seedWorld's accounts and one more, the subject, whose seeded
 * records straddle Chicago's and UTC's midnights and Chicago's change to summer time. `get`
 * reads /api/completed/<path> as the subject unless told otherwise.
 */
export function oneUserFixture(kind: DatabaseKind) {
  const { t, w, call } = reviewFixture(kind);
  const subject = {} as TestAccount;

  beforeAll(async () => {
    Object.assign(subject, await createAccount(t, { name: 'Casey Counter' }));
    await seedActivity(t, subject.id, seeds);
  });

  const get = (path: string, params: Record<string, string | undefined>, as: TestAccount = subject) => call('GET', `/api/completed/${path}?${query(params)}`, as);
  return { w, call, subject, get };
}
