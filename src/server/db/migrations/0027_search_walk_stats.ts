import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { optionalStep } from './optionalStep';

/**
 * A search that walks a client's list (searchCondition.ts) tests `search_text || ''`, which no
 * index carries; without statistics of its own the planner guessed one match in a list of
 * 2,000 e-mails and sorted the whole list instead of walking it (6.7 ms against 0.7 ms). These
 * statistics give the expression the column's own, so the planner sees how common the text is.
 * Expression statistics came with PostgreSQL 14: an older server migrates without them. They
 * are filled here once, then by autovacuum's ANALYZE as the tables grow. SQLite has no pattern
 * index, so it has nothing to choose. Since 0031 a walk tests `strpos` and these are dropped.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind !== 'postgres') return;
  for (const table of ['invoices', 'emails', 'reports']) {
    if (await optionalStep(db, `walk_stats_${table}`, sql`create statistics if not exists ${sql.raw(`${table}_search_walk_stats`)} on (search_text || '') from ${sql.table(table)}`)) {
      await sql`analyze ${sql.table(table)}`.execute(db);
    }
  }
}
