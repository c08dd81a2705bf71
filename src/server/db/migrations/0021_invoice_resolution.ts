import type { Kysely } from 'kysely';

/**
 * An invoice's place in its client's property directory (issue 16), as intake resolved it
 * (src/server/intake/resolution.ts): the property, unit and vendor ids, and `resolution`, JSON
 * text of the contract's Resolution (why each was chosen, and how surely). All null for an
 * invoice of a client without a directory, or one read before this migration.
 *
 * The ids keep no foreign key: an invoice keeps what it was resolved to when the directory
 * entry goes (its property and unit names stay as text), and deleting a directory entry never
 * has to visit the client's invoices. (client_id, vendor_id) serves the coding history intake
 * reads: the GL accounts of the vendor's earlier invoices.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('property_id', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('unit_id', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('vendor_id', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('resolution', 'text').execute();
  await db.schema.createIndex('invoices_client_vendor_idx').on('invoices').columns(['client_id', 'vendor_id']).execute();
}
