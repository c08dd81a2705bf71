import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../database';

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
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const searchable = kind === 'sqlite' ? ['search_text'] : [];
  await replace(db, 'invoices', 'invoices_client_created_idx', 'invoices_client_created_id_idx', ['client_id', 'created_at', 'id', ...searchable]);
  await replace(db, 'invoices', 'invoices_client_reviewed_created_idx', 'invoices_client_reviewed_created_id_idx', ['client_id', 'reviewed', 'created_at', 'id']);
  await replace(db, 'emails', 'emails_client_created_idx', 'emails_client_created_id_idx', ['client_id', 'created_at', 'id']);
  await replace(db, 'emails', 'emails_client_reviewed_created_idx', 'emails_client_reviewed_created_id_idx', ['client_id', 'is_reviewed', 'created_at', 'id']);
  await replace(db, 'reports', 'reports_client_created_idx', 'reports_client_created_id_idx', ['client_id', 'created_at', 'id', ...searchable]);
}

/** The new index first, so the table is never without one for its lists; the old one is its prefix and goes. */
async function replace(db: Kysely<unknown>, table: string, old: string, name: string, columns: string[]): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
  await db.schema.dropIndex(old).execute();
}
