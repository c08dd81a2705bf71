import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createRateLimitStore } from '../../http/rateLimitStore';

/**
 * Connections per client address, so one sender cannot hold every slot of the receiver.
 * Per process: a connection lives in one process.
 */
export function createConnectionCounter(perAddress: number) {
  const open = new Map<string, number>();
  const counted = new Set<string>();
  return {
    admit(sessionId: string, address: string): boolean {
      const n = open.get(address) ?? 0;
      if (n >= perAddress) return false;
      open.set(address, n + 1);
      counted.add(sessionId);
      return true;
    },
    release(sessionId: string, address: string): void {
      if (!counted.delete(sessionId)) return;
      const n = (open.get(address) ?? 1) - 1;
      if (n <= 0) open.delete(address);
      else open.set(address, n);
    },
  };
}

/**
 * Messages per client address per window, on the shared rate-limit table so the count
 * holds across every process receiving mail. Answers the seconds to wait, or 0.
 */
export function createMessageRateLimit(db: Kysely<Database>, limit: { max: number; windowSeconds: number }) {
  const Store = createRateLimitStore(db);
  const store = new Store();
  return (address: string): Promise<number> =>
    new Promise((resolve, reject) => {
      store.incr(
        `smtp ${address}`,
        (error, result) => {
          if (error || !result) return reject(error ?? new Error('no rate-limit count'));
          resolve(result.current > limit.max ? Math.max(1, Math.ceil(result.ttl / 1000)) : 0);
        },
        limit.windowSeconds * 1000,
      );
    });
}
