import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * An e-mail search on SQLite tests a client's e-mails newest first until a page matches, and
 * each test read the whole row: its search_text lies after the text and HTML bodies, so every
 * row tested walked its bodies' overflow pages first. This index carries search_text, so the
 * search (and its count) tests index entries only and reads the rows of the page's matches
 * (200 e-mails of a client: 59 → 34 µs for the first 20 matches, the count 76 → 29 µs; with
 * real HTML mail the rows saved are far wider). It is a second copy of up to 20,000
 * characters of text per e-mail, small beside the raw message and attachments each e-mail
 * keeps. The narrow (client_id, created_at, id) index stays: unsearched pages and deep-page
 * probes skip entries of a few dozen bytes, not of whole texts.
 *
 * Invoices and reports have carried search_text in their list indexes since 0004. PostgreSQL
 * searches through its trigram indexes (0003, 0004).
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind !== 'sqlite') return;
  await db.schema.createIndex('emails_client_created_id_search_idx').on('emails').columns(['client_id', 'created_at', 'id', 'search_text']).execute();
}
