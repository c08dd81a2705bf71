import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store on the database, so the counters hold across every API
 * process that shares it (DESIGN.md section 1). One atomic upsert per request.
 */
export function createRateLimitStore(db: Kysely<Database>) {
  return class DatabaseRateLimitStore {
    private readonly prefix = 'rl:';

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      db.insertInto('rate_limits')
        .values({ key: this.prefix + key, count: 1, reset_at: now + timeWindow })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
            reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${now + timeWindow} else rate_limits.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow()
        .then((row) => callback(null, { current: Number(row.count), ttl: Math.max(0, Number(row.reset_at) - now) }))
        .catch((error: Error) => callback(error));
    }

    /** Keys already name the route (see the keyGenerator in app.ts), so one store serves all. */
    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}
