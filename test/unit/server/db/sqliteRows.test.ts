/** @jest-environment node */
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../../../src/server/db/database';

/**
 * Rows come from better-sqlite3 as arrays and are named by the statement's columns (database.ts):
 * the objects must be those better-sqlite3 would have built, for every kind of statement Kysely runs.
 */
let db: Db;

beforeEach(async () => {
  db = openDatabase({ sqliteFile: ':memory:' });
  await sql`create table things (id integer primary key, name text, size real, note text)`.execute(db.kysely);
});

afterEach(async () => {
  await db.close();
});

it('names each value by its column, nulls and numbers included', async () => {
  await sql`insert into things (name, size, note) values ('a', 1.5, null), ('b', 2, 'x')`.execute(db.kysely);
  const { rows } = await sql<{ id: number; name: string; size: number; note: string | null }>`select * from things order by id`.execute(db.kysely);
  expect(rows).toEqual([
    { id: 1, name: 'a', size: 1.5, note: null },
    { id: 2, name: 'b', size: 2, note: 'x' },
  ]);
});

it('keeps the last of two columns of one name, as better-sqlite3 does', async () => {
  const { rows } = await sql<{ n: number }>`select 1 as n, 2 as n`.execute(db.kysely);
  expect(rows).toEqual([{ n: 2 }]);
});

it('answers RETURNING rows and the changes of a write', async () => {
  const inserted = await sql<{ id: number; name: string }>`insert into things (name) values ('c') returning id, name`.execute(db.kysely);
  expect(inserted.rows).toEqual([{ id: 1, name: 'c' }]);
  const updated = await sql`update things set note = 'y'`.execute(db.kysely);
  expect(updated.numAffectedRows).toBe(1n);
});

it('answers each run of a kept statement with that run’s rows', async () => {
  await sql`insert into things (name) values ('a'), ('b'), ('c')`.execute(db.kysely);
  const byName = (name: string) => db.kysely.selectFrom('things' as never).select(sql<number>`id`.as('id')).where(sql.ref('name'), '=', name).execute();
  expect(await byName('b')).toEqual([{ id: 2 }]);
  expect(await byName('c')).toEqual([{ id: 3 }]);
  expect(await byName('z')).toEqual([]);
});

it('names the columns anew when the schema under a kept statement changes', async () => {
  await sql`insert into things (name) values ('a')`.execute(db.kysely);
  const all = () => sql`select * from things`.execute(db.kysely).then((result) => result.rows);
  expect(await all()).toEqual([{ id: 1, name: 'a', size: null, note: null }]);
  await sql`alter table things add column extra text default 'x'`.execute(db.kysely);
  expect(await all()).toEqual([{ id: 1, name: 'a', size: null, note: null, extra: 'x' }]);
});

it('streams rows as objects', async () => {
  await sql`insert into things (name) values ('a'), ('b')`.execute(db.kysely);
  const names: unknown[] = [];
  const rows = db.kysely.selectFrom('things' as never).select(sql<string>`name`.as('name')).orderBy(sql.ref('id')).stream();
  for await (const row of rows) names.push(row);
  expect(names).toEqual([{ name: 'a' }, { name: 'b' }]);
});
