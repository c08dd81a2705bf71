import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { optionalStep } from './optionalStep';

/**
 * The lists order by (created_at desc, id desc), and the id tie-breaker was in none of their
 * indexes: the database sorted each client's whole list in a temporary b-tree to answer a deep
 * page (26 ms for page 400 of 10,000 invoices on SQLite, npm run bench:api). With id in the
 * index the order is read straight from it and OFFSET skips index entries only.
 *
 * On SQLite the invoice and report indexes also carry search_text, so a search (and its count)
 * tests each of the client's rows in the index instead of reading every wide row (25 ms → 1 ms
 * for 10,000 invoices). Not on PostgreSQL: a b-tree entry there has a size limit that a long
 * text would exceed, and its trigram indexes (0003) serve the searches. E-mails never carry it:
 * their search_text holds up to 20,000 characters of body.
 *
 * On PostgreSQL the trigram indexes of 0003 become (client_id, search_text) GIN indexes with
 * btree_gin: a search within one client no longer ANDs the bitmap of every client's matches
 * (42 ms → 6 ms for "plumbing" in 10,000 of 1,000,000 invoices). A GIN index serves any subset
 * of its columns, so the admin's searches across clients still use it. Without btree_gin the
 * old indexes stay.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const searchable = kind === 'sqlite' ? ['search_text'] : [];
  await replace(db, 'invoices', 'invoices_client_created_idx', 'invoices_client_created_id_idx', ['client_id', 'created_at', 'id', ...searchable]);
  await replace(db, 'invoices', 'invoices_client_reviewed_created_idx', 'invoices_client_reviewed_created_id_idx', ['client_id', 'reviewed', 'created_at', 'id']);
  await replace(db, 'emails', 'emails_client_created_idx', 'emails_client_created_id_idx', ['client_id', 'created_at', 'id']);
  await replace(db, 'emails', 'emails_client_reviewed_created_idx', 'emails_client_reviewed_created_id_idx', ['client_id', 'is_reviewed', 'created_at', 'id']);
  await replace(db, 'reports', 'reports_client_created_idx', 'reports_client_created_id_idx', ['client_id', 'created_at', 'id', ...searchable]);
  if (kind === 'postgres') await clientSearchIndexes(db);
}

/** The new index first, so the table is never without one for its lists; the old one is its prefix and goes. */
async function replace(db: Kysely<unknown>, table: string, old: string, name: string, columns: string[]): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
  await db.schema.dropIndex(old).execute();
}

async function extensionSchema(db: Kysely<unknown>, name: string): Promise<string | undefined> {
  const found = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = ${name}
  `.execute(db);
  return found.rows[0]?.schema;
}

async function clientSearchIndexes(db: Kysely<unknown>): Promise<void> {
  // In public, like pg_trgm in 0003, so the extension outlives any one schema.
  await optionalStep(db, 'btree_gin_extension', sql`create extension if not exists btree_gin with schema public`);
  const trgm = await extensionSchema(db, 'pg_trgm');
  if (!trgm || !(await extensionSchema(db, 'btree_gin'))) return;
  const opclass = sql.raw(`"${trgm.replace(/"/g, '""')}".gin_trgm_ops`);
  for (const table of ['invoices', 'emails', 'reports']) {
    const index = sql.raw(`${table}_client_search_trgm_idx`);
    if (await optionalStep(db, `client_trgm_${table}`, sql`create index ${index} on ${sql.table(table)} using gin (client_id, search_text ${opclass})`)) {
      await sql`drop index if exists ${sql.raw(`${table}_search_trgm_idx`)}`.execute(db);
    }
  }
}
