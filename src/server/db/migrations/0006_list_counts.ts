import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * Every page of a review list answers its total ("Page X of Y", "Total Invoices"), and
 * counting a client's 10,000 invoices read 10,000 index entries on every page load (0.35 of
 * the 0.58 ms of the first page's SQL, npm run bench:api). list_counts holds each client's
 * count per list and review state; triggers keep it in the transaction of every insert,
 * delete and move, whoever writes (intake, uploads, reviewers, a client's cascade), so it is
 * exact across processes. `version` grows with every insert, delete, move and change of
 * search_text in a client's list: a search's count of matches is remembered until it moves.
 */
const LISTS = [
  { table: 'invoices', reviewed: 'reviewed' },
  { table: 'emails', reviewed: 'is_reviewed' },
  { table: 'reports', reviewed: '0' },
] as const;

export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema
    .createTable('list_counts')
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('reviewed', 'integer', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('list_counts_pk', ['client_id', 'list', 'reviewed'])
    .execute();

  if (kind === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);

  for (const { table, reviewed } of LISTS) {
    const groups = reviewed === '0' ? 'client_id' : `client_id, ${reviewed}`;
    await sql.raw(`insert into list_counts (client_id, list, reviewed, n) select client_id, '${table}', ${reviewed}, count(*) from ${table} group by ${groups}`).execute(db);
  }
}

const stateOf = (row: 'new' | 'old', reviewed: string) => (reviewed === '0' ? '0' : `${row}.${reviewed}`);

export const bump = (table: string, row: 'new' | 'old', reviewed: string, delta: 1 | -1 | 0) => {
  const state = stateOf(row, reviewed);
  return `insert into list_counts (client_id, list, reviewed, n, version) values (${row}.client_id, '${table}', ${state}, ${delta}, 1)
    on conflict (client_id, list, reviewed) do update set n = list_counts.n + (${delta}), version = list_counts.version + 1;`;
};

/** Only a change of search_text can change a search's matches without moving the row. */
async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const { table, reviewed } of LISTS) {
    const moved = `old.client_id is not new.client_id or ${stateOf('old', reviewed)} is not ${stateOf('new', reviewed)}`;
    await sql.raw(`create trigger ${table}_count_insert after insert on ${table} begin ${bump(table, 'new', reviewed, 1)} end`).execute(db);
    await sql.raw(`create trigger ${table}_count_delete after delete on ${table} begin ${bump(table, 'old', reviewed, -1)} end`).execute(db);
    await sql
      .raw(`create trigger ${table}_count_move after update on ${table} when ${moved} begin ${bump(table, 'old', reviewed, -1)} ${bump(table, 'new', reviewed, 1)} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_count_edit after update of search_text on ${table} when not (${moved}) and old.search_text is not new.search_text begin ${bump(table, 'new', reviewed, 0)} end`,
      )
      .execute(db);
  }
}

/**
 * The row lock of a list_counts row is held to commit: a move takes its two rows in one
 * order for every writer, (client_id, reviewed) ascending, so two reviewers moving invoices of
 * one client in opposite directions wait for each other instead of deadlocking. Updates that
 * neither move a row nor change its search_text (a link to an e-mail, a timestamp) take none.
 */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  for (const { table, reviewed } of LISTS) {
    const [before, after] = [stateOf('old', reviewed), stateOf('new', reviewed)];
    await sql
      .raw(
        `create function ${table}_count() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then ${bump(table, 'new', reviewed, 1)} return null; end if;
          if tg_op = 'DELETE' then ${bump(table, 'old', reviewed, -1)} return null; end if;
          if old.client_id is not distinct from new.client_id and ${before} is not distinct from ${after} then
            if old.search_text is distinct from new.search_text then ${bump(table, 'new', reviewed, 0)} end if;
            return null;
          end if;
          if (old.client_id, ${before}) < (new.client_id, ${after}) then
            ${bump(table, 'old', reviewed, -1)} ${bump(table, 'new', reviewed, 1)}
          else
            ${bump(table, 'new', reviewed, 1)} ${bump(table, 'old', reviewed, -1)}
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql.raw(`create trigger ${table}_count after insert or delete or update on ${table} for each row execute function ${table}_count()`).execute(db);
  }
}
