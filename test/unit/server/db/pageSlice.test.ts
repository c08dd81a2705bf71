/** @jest-environment node */
import { Kysely, SqliteDialect } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import { pageSlice } from '../../../../src/server/db/pageSlice';

const db = new Kysely<{ items: { id: string; created_at: string } }>({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }) });
const ids = (page: number, limit: number) => db.selectFrom('items').select('id').orderBy('created_at', 'desc').$call(pageSlice({ page, limit }));

afterAll(() => db.destroy());

it('writes the page size into the SQL and binds the offset', () => {
  const compiled = ids(3, 20).compile();
  expect(compiled.sql).toMatch(/limit 20 offset \?$/);
  expect(compiled.parameters).toEqual([40]);
});

it.each([0, -1, 2.5, Number.NaN])('refuses a page size of %p rather than write it into the SQL', (limit) => {
  expect(() => ids(1, limit)).toThrow(/positive whole number/);
});
