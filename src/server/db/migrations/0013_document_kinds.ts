import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * What extraction now knows of a document (issue: extraction that generalises):
 * - invoices.document_kind: invoice or credit_note (only bills become invoices);
 * - invoices.currency: the ISO code the amounts are in, null when the document shows none;
 * - invoices.field_reasons: JSON, field → why extraction picked its value (a label, a position,
 *   OCR, a reviewer's correction), returned by the API beside the confidence;
 * - attachments.document_kind: what an attachment was found to be, so an e-mail shows a
 *   statement or a quote for what it is. On SQLite the Tasks list reads attachments' metadata
 *   from an index alone (0007); the kind joins that index so it stays so.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('document_kind', 'text', (col) => col.notNull().defaultTo('invoice')).execute();
  await db.schema.alterTable('invoices').addColumn('currency', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('field_reasons', 'text', (col) => col.notNull().defaultTo('{}')).execute();
  await db.schema.alterTable('attachments').addColumn('document_kind', 'text').execute();
  if (kind !== 'sqlite') return;
  await db.schema
    .createIndex('attachments_email_meta_kind_idx')
    .on('attachments')
    .columns(['email_id', 'created_at', 'id', 'filename', 'content_type', 'size', 'content_id', 'document_kind'])
    .execute();
  await db.schema.dropIndex('attachments_email_meta_idx').execute();
}
