import { sql, type Kysely } from 'kysely';
import type { ActivityType } from '../../../shared/contract/activity';
import { newId, nowIso } from '../ids';
import type { Database } from '../schema';

export interface WorkDone {
  itemType: ActivityType;
  itemId: string;
  description: string;
}

export interface ActivityRecord {
  item_type: ActivityType;
  item_id: string;
  description: string;
  completed_at: string;
}

export interface TypeCount {
  user_id: string;
  item_type: ActivityType;
  count: number;
}

/** A half-open range of instants, as ISO text: from <= completed_at < to. */
export interface InstantRange {
  from: string;
  to: string;
}

const DESCRIPTION_MAX = 500;
/** Rows per INSERT, well under SQLite's limit on bound parameters. */
const CHUNK = 500;

export function createActivityRepository(db: Kysely<Database>) {
  return {
    /** Call inside the transaction of the change itself, so the work and its record commit together. */
    async record(userId: string, work: WorkDone[], now = Date.now()): Promise<void> {
      if (work.length === 0) return;
      const completedAt = nowIso(now);
      for (let start = 0; start < work.length; start += CHUNK) {
        const rows = work.slice(start, start + CHUNK).map((w) => ({
          id: newId(now),
          user_id: userId,
          item_type: w.itemType,
          item_id: w.itemId,
          description: w.description.slice(0, DESCRIPTION_MAX),
          completed_at: completedAt,
        }));
        await db.insertInto('completed_activity').values(rows).execute();
      }
      const perType = new Map<ActivityType, number>();
      for (const w of work) perType.set(w.itemType, (perType.get(w.itemType) ?? 0) + 1);
      for (const [itemType, count] of perType) {
        await db
          .insertInto('activity_daily')
          .values({ user_id: userId, day: completedAt.slice(0, 10), item_type: itemType, count })
          .onConflict((oc) => oc.columns(['user_id', 'day', 'item_type']).doUpdateSet({ count: sql<number>`activity_daily.count + excluded.count` }))
          .execute();
      }
    },

    /**
     * One user's records in a range, oldest first. The index gives the order by time; the
     * records of one change share their time and are put in order by id here, where a second
     * ORDER BY term would make the database sort the whole day in a temporary b-tree.
     */
    async records(userId: string, range: InstantRange, itemType?: ActivityType): Promise<ActivityRecord[]> {
      const rows = await db
        .selectFrom('completed_activity')
        .select(['id', 'item_type', 'item_id', 'description', 'completed_at'])
        .where('user_id', '=', userId)
        .where('completed_at', '>=', range.from)
        .where('completed_at', '<', range.to)
        .$if(itemType !== undefined, (q) => q.where('item_type', '=', itemType as ActivityType))
        // user_id is fixed, so this is the order by time; said this way, PostgreSQL walks the
        // user's index in order instead of every user's records of the day in the time index.
        .orderBy('user_id')
        .orderBy('completed_at')
        .$castTo<ActivityRecord & { id: string }>()
        .execute();
      return rows.sort((a, b) => (a.completed_at === b.completed_at ? (a.id < b.id ? -1 : 1) : a.completed_at < b.completed_at ? -1 : 1));
    },

    /**
     * One user's records counted per day and type, where `bounds` are the instants (ISO text)
     * at which each day begins, then the end of the last: day i is bounds[i] <= t < bounds[i+1].
     * The database puts each record in its day, so a month answers a few dozen rows, not one
     * per record; read from the (user_id, completed_at, item_type) index alone.
     */
    async countsPerDay(userId: string, bounds: readonly string[], itemType?: ActivityType): Promise<Array<{ day: number; item_type: ActivityType; count: number }>> {
      const inner = bounds.slice(1, -1);
      const dayOf =
        inner.length === 0
          ? sql<number>`0`
          : sql<number>`case ${sql.join(
              inner.map((bound, i) => sql`when completed_at < ${bound} then ${sql.lit(i)}`),
              sql` `,
            )} else ${sql.lit(inner.length)} end`;
      const rows = await db
        .selectFrom('completed_activity')
        .select([dayOf.as('day'), 'item_type', sql<number>`count(*)`.as('count')])
        .where('user_id', '=', userId)
        .where('completed_at', '>=', bounds[0] as string)
        .where('completed_at', '<', bounds[bounds.length - 1] as string)
        .$if(itemType !== undefined, (q) => q.where('item_type', '=', itemType as ActivityType))
        .groupBy([sql`1`, 'item_type'])
        .$castTo<{ day: number; item_type: ActivityType; count: number }>()
        .execute();
      return rows.map((row) => ({ day: Number(row.day), item_type: row.item_type, count: Number(row.count) }));
    },

    /** Every user's records in a range, counted per user and type. */
    countRecords(range: InstantRange, itemType?: ActivityType): Promise<TypeCount[]> {
      return db
        .selectFrom('completed_activity')
        .select(['user_id', 'item_type', sql<number>`count(*)`.as('count')])
        .where('completed_at', '>=', range.from)
        .where('completed_at', '<', range.to)
        .$if(itemType !== undefined, (q) => q.where('item_type', '=', itemType as ActivityType))
        .groupBy(['user_id', 'item_type'])
        .$castTo<TypeCount>()
        .execute();
    },

    /** Every user's counts over whole UTC days, first included and last excluded. */
    countDays(firstDay: string, endDay: string, itemType?: ActivityType): Promise<TypeCount[]> {
      return db
        .selectFrom('activity_daily')
        .select(['user_id', 'item_type', sql<number>`sum(count)`.as('count')])
        .where('day', '>=', firstDay)
        .where('day', '<', endDay)
        .$if(itemType !== undefined, (q) => q.where('item_type', '=', itemType as ActivityType))
        .groupBy(['user_id', 'item_type'])
        .$castTo<TypeCount>()
        .execute();
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
