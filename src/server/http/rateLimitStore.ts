import type { Kysely } from 'kysely';
import { createRateLimitsRepository } from '../db/repositories/rateLimits';
import type { Database } from '../db/schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A @fastify/rate-limit store on the database's counters, so limits hold across processes. */
export function createRateLimitStore(db: Kysely<Database>) {
  const counters = createRateLimitsRepository(db);
  return class DatabaseRateLimitStore {
    private readonly prefix = 'rl:';

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters
        .increment(this.prefix + key, timeWindow)
        .then(({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }))
        .catch((error: Error) => callback(error));
    }

    /** Keys already name the route (see the keyGenerator in app.ts), so one store serves all. */
    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}
