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

    /** One user's records in a range, oldest first. */
    records(userId: string, range: InstantRange, itemType?: ActivityType): Promise<ActivityRecord[]> {
      return db
        .selectFrom('completed_activity')
        .select(['item_type', 'item_id', 'description', 'completed_at'])
        .where('user_id', '=', userId)
        .where('completed_at', '>=', range.from)
        .where('completed_at', '<', range.to)
        .$if(itemType !== undefined, (q) => q.where('item_type', '=', itemType as ActivityType))
        .orderBy('completed_at')
        .orderBy('id')
        .$castTo<ActivityRecord>()
        .execute();
    },

    /** Only the times and types, from the (user_id, completed_at, item_type) index alone. */
    times(userId: string, range: InstantRange, itemType?: ActivityType): Promise<Array<{ item_type: ActivityType; completed_at: string }>> {
      return db
        .selectFrom('completed_activity')
        .select(['item_type', 'completed_at'])
        .where('user_id', '=', userId)
        .where('completed_at', '>=', range.from)
        .where('completed_at', '<', range.to)
        .$if(itemType !== undefined, (q) => q.where('item_type', '=', itemType as ActivityType))
        .$castTo<{ item_type: ActivityType; completed_at: string }>()
        .execute();
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
