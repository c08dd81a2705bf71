import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { storageFault } from './storageFaults';

/** A load balancer may ask every second; one write per process in this long is plenty. */
const REMEMBER_MS = 3000;

export type StorageHealth = { ok: true } | { ok: false; fault: string };

/**
 * Whether the database can store a change right now, by making one: this process's row of
 * health_probes is rewritten. The answer is remembered for a few seconds.
 */
export function createHealthProbe(db: Kysely<Database>) {
  const processId = `${hostname()}:${process.pid}`;
  let remembered: { at: number; health: Promise<StorageHealth> } | undefined;

  async function probe(): Promise<StorageHealth> {
    const checkedAt = new Date().toISOString();
    try {
      await db
        .insertInto('health_probes')
        .values({ process_id: processId, checked_at: checkedAt })
        .onConflict((oc) => oc.column('process_id').doUpdateSet({ checked_at: checkedAt }))
        .execute();
      return { ok: true };
    } catch (error) {
      return { ok: false, fault: storageFault(error) ?? 'the database refused a write' };
    }
  }

  return {
    check(now = Date.now()): Promise<StorageHealth> {
      if (!remembered || now - remembered.at >= REMEMBER_MS) remembered = { at: now, health: probe() };
      return remembered.health;
    },
  };
}
