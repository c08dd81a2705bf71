import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

export interface Counter {
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  ttlMs: number;
}

/**
 * Counters in a window, in the database so they hold across every process that shares it
 * (DESIGN.md section 1). A counter whose window has ended counts from zero again.
 */
export function createRateLimitsRepository(db: Kysely<Database>) {
  return {
    /** One atomic upsert: adds one and answers the count in the current window. */
    async increment(key: string, windowMs: number, now = Date.now()): Promise<Counter> {
      const row = await db
        .insertInto('rate_limits')
        .values({ key, count: 1, reset_at: now + windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
            reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${now + windowMs} else rate_limits.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), ttlMs: Math.max(0, Number(row.reset_at) - now) };
    },

    /** The counts of these keys in their current windows; a missing or ended one counts 0. */
    async read(keys: string[], now = Date.now()): Promise<Map<string, Counter>> {
      const rows = await db.selectFrom('rate_limits').select(['key', 'count', 'reset_at']).where('key', 'in', keys).where('reset_at', '>', now).execute();
      return new Map(rows.map((row) => [row.key, { count: Number(row.count), ttlMs: Number(row.reset_at) - now }]));
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
