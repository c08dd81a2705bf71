import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { bump } from './0006_list_counts';
import { upsert } from './0019_statement_counts';

/**
 * A client's list version (list_counts, 0006 and 0019) moved with every insert, delete, move
 * and change of search_text. An invoice's due date and currency are in no search text, yet the
 * due date orders the due-date queue and the table sorted by it, and both place an invoice in
 * the queue's groups: after a due date changed, a deep page read from a row remembered under the
 * same version came out shifted by one row. The version now moves when either changes, so
 * whatever is remembered of the invoices' lists by version (anchors, search counts, the queue's
 * groups) is read again. E-mails and reports are unchanged.
 */
const changed = (before: string, after: string) =>
  ['search_text', 'due_date', 'currency'].map((column) => `${before}.${column} is distinct from ${after}.${column}`).join(' or ');

export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') {
    const moved = `(o.client_id, o.reviewed) is distinct from (n.client_id, n.reviewed)`;
    const body = upsert(
      'invoices',
      `select o.client_id, o.reviewed as state, -1 as delta from old_rows o join new_rows n using (id) where ${moved}
       union all select n.client_id, n.reviewed, 1 from old_rows o join new_rows n using (id) where ${moved}
       union all select n.client_id, n.reviewed, 0 from old_rows o join new_rows n using (id) where not ${moved} and (${changed('o', 'n')})`,
    );
    await sql.raw(`create or replace function invoices_count_update() returns trigger language plpgsql as $$ begin ${body} return null; end $$`).execute(db);
    return;
  }
  const moved = 'old.client_id is not new.client_id or old.reviewed is not new.reviewed';
  await sql.raw('drop trigger invoices_count_edit').execute(db);
  await sql
    .raw(
      `create trigger invoices_count_edit after update of search_text, due_date, currency on invoices
       when not (${moved}) and (${changed('old', 'new').replaceAll('is distinct from', 'is not')})
       begin ${bump('invoices', 'new', 'reviewed', 0)} end`,
    )
    .execute(db);
}
