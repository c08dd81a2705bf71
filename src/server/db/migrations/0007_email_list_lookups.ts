import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * A page of the Tasks list asks, for its 20 e-mails, each one's attachments (without content)
 * and latest report. Both read table rows for a few small columns only. On SQLite an
 * attachment's metadata lies after its content in the row, and reaching it walks the content's
 * overflow pages (a 150 KB PDF: ~37 pages, each from disk once the file outgrows memory); a
 * report's created_at lies after its texts. These indexes hold what the lists read, so both
 * lookups are answered from the index alone (20 e-mails with a 150 KB PDF each: 133 → 105 µs
 * with a warm cache; reports: 40 → 26 µs). On PostgreSQL the content is stored apart (TOAST)
 * and a b-tree entry has a size limit a long file name could pass, so only the reports change.
 * Each new index starts with the old one's column, which then goes.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema.createIndex('reports_email_created_id_idx').on('reports').columns(['email_id', 'created_at', 'id']).execute();
  await db.schema.dropIndex('reports_email_idx').execute();
  if (kind !== 'sqlite') return;
  await db.schema
    .createIndex('attachments_email_meta_idx')
    .on('attachments')
    .columns(['email_id', 'created_at', 'id', 'filename', 'content_type', 'size', 'content_id'])
    .execute();
  await db.schema.dropIndex('attachments_email_idx').execute();
}
