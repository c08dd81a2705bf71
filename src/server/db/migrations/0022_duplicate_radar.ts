import type { Kysely } from 'kysely';

/**
 * The duplicate radar (issue 16): why an invoice was flagged (duplicate_reason; also set, with
 * no duplicate_of, when the same bill arrived for another client), and a hash of the bill's
 * text with every space and mark taken out (document_hash), so a PDF sent again with new
 * metadata, or through another channel, is still the same document. Null for invoices read
 * before it was kept, typed in, or without text. The number's own index serves the look-up at
 * other clients, which the (client_id, invoice_number) index cannot.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('duplicate_reason', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('document_hash', 'text').execute();
  await db.schema.createIndex('invoices_document_hash_idx').on('invoices').column('document_hash').execute();
  await db.schema.createIndex('invoices_number_idx').on('invoices').column('invoice_number').execute();
}
