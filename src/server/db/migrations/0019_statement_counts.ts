import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * On PostgreSQL, list_counts is kept by statement-level triggers over transition tables: one
 * upsert per (client, review state) a statement touches instead of one per row. A bulk review
 * of 5,000 invoices of one client took 2.6 s updating the same list_counts row 5,000 times (the
 * row-level trigger of 0006, each update a new row version of it); now it updates two rows once.
 * The keys are written in (client_id, reviewed) order, so two writers of one client still take
 * their locks in one order and wait rather than deadlock. SQLite has no statement-level
 * triggers and writes in place; its 0006 triggers stay.
 */
const LISTS = [
  { table: 'invoices', reviewed: 'reviewed' },
  { table: 'emails', reviewed: 'is_reviewed' },
  { table: 'reports', reviewed: null },
] as const;

const stateOf = (alias: string, reviewed: string | null) => (reviewed ? `${alias}.${reviewed}` : '0');

export const upsert = (table: string, changes: string) =>
  `insert into list_counts (client_id, list, reviewed, n, version)
   select client_id, '${table}', state, sum(delta), 1 from (${changes}) changes
   group by client_id, state order by client_id, state
   on conflict (client_id, list, reviewed) do update set n = list_counts.n + excluded.n, version = list_counts.version + 1;`;

export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind !== 'postgres') return;
  for (const { table, reviewed } of LISTS) {
    const [before, after] = [stateOf('o', reviewed), stateOf('n', reviewed)];
    const moved = `(o.client_id, ${before}) is distinct from (n.client_id, ${after})`;
    const bodies = {
      insert: upsert(table, `select n.client_id, ${after} as state, 1 as delta from new_rows n`),
      delete: upsert(table, `select o.client_id, ${before} as state, -1 as delta from old_rows o`),
      // Only a change of search_text can change a search's matches without moving the row: its version moves.
      update: upsert(
        table,
        `select o.client_id, ${before} as state, -1 as delta from old_rows o join new_rows n using (id) where ${moved}
         union all select n.client_id, ${after}, 1 from old_rows o join new_rows n using (id) where ${moved}
         union all select n.client_id, ${after}, 0 from old_rows o join new_rows n using (id) where not ${moved} and o.search_text is distinct from n.search_text`,
      ),
    };
    await sql.raw(`drop trigger ${table}_count on ${table}`).execute(db);
    await sql.raw(`drop function ${table}_count()`).execute(db);
    for (const [event, body] of Object.entries(bodies)) {
      const transition = event === 'insert' ? 'new table as new_rows' : event === 'delete' ? 'old table as old_rows' : 'old table as old_rows new table as new_rows';
      await sql.raw(`create function ${table}_count_${event}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`).execute(db);
      await sql.raw(`create trigger ${table}_count_${event} after ${event} on ${table} referencing ${transition} for each statement execute function ${table}_count_${event}()`).execute(db);
    }
  }
}
