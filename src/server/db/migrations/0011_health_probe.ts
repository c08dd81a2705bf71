import type { Kysely } from 'kysely';

/**
 * One row per server process, rewritten by /api/health: a read says nothing about a full
 * disk or a read-only database, a real write does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('health_probes')
    .addColumn('process_id', 'text', (col) => col.primaryKey())
    .addColumn('checked_at', 'text', (col) => col.notNull())
    .execute();
}
