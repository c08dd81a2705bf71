import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * Every page of a review list answers its total ("Page X of Y", "Total Invoices"), and
 * counting a client's 10,000 invoices read 10,000 index entries on every page load (0.35 of
 * the 0.58 ms of the first page's SQL, npm run bench:api). list_counts holds each client's
 * count per list and review state; triggers keep it in the transaction of every insert,
 * delete and move, whoever writes (intake, uploads, reviewers, a client's cascade), so it is
 * exact across processes. `version` grows with every write to a client's list, edits
 * included: a search's count of matches is remembered until the list's version moves.
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

const bump = (table: string, row: 'new' | 'old', reviewed: string, delta: 1 | -1 | 0) => {
  const state = reviewed === '0' ? '0' : `${row}.${reviewed}`;
  return `insert into list_counts (client_id, list, reviewed, n, version) values (${row}.client_id, '${table}', ${state}, ${delta}, 1)
    on conflict (client_id, list, reviewed) do update set n = list_counts.n + (${delta}), version = list_counts.version + 1;`;
};

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const { table, reviewed } of LISTS) {
    const moved = reviewed === '0' ? 'old.client_id is not new.client_id' : `old.client_id is not new.client_id or old.${reviewed} is not new.${reviewed}`;
    await sql.raw(`create trigger ${table}_count_insert after insert on ${table} begin ${bump(table, 'new', reviewed, 1)} end`).execute(db);
    await sql.raw(`create trigger ${table}_count_delete after delete on ${table} begin ${bump(table, 'old', reviewed, -1)} end`).execute(db);
    await sql
      .raw(`create trigger ${table}_count_move after update on ${table} when ${moved} begin ${bump(table, 'old', reviewed, -1)} ${bump(table, 'new', reviewed, 1)} end`)
      .execute(db);
    await sql.raw(`create trigger ${table}_count_edit after update on ${table} when not (${moved}) begin ${bump(table, 'new', reviewed, 0)} end`).execute(db);
  }
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  for (const { table, reviewed } of LISTS) {
    const moved = reviewed === '0' ? 'old.client_id is distinct from new.client_id' : `old.client_id is distinct from new.client_id or old.${reviewed} is distinct from new.${reviewed}`;
    await sql
      .raw(
        `create function ${table}_count() returns trigger language plpgsql as $$
        begin
          if tg_op = 'UPDATE' and not (${moved}) then ${bump(table, 'new', reviewed, 0)} return null; end if;
          if tg_op in ('DELETE', 'UPDATE') then ${bump(table, 'old', reviewed, -1)} end if;
          if tg_op in ('INSERT', 'UPDATE') then ${bump(table, 'new', reviewed, 1)} end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql.raw(`create trigger ${table}_count after insert or delete or update on ${table} for each row execute function ${table}_count()`).execute(db);
  }
}
