import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * A walking search now tests `strpos` (searchCondition.ts), not the `search_text || ''` that
 * 0027 gave statistics: nothing reads them, and ANALYZE would keep computing them.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind !== 'postgres') return;
  for (const table of ['invoices', 'emails', 'reports']) await sql`drop statistics if exists ${sql.raw(`${table}_search_walk_stats`)}`.execute(db);
}
