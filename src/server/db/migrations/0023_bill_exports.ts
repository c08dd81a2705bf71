import type { Kysely } from 'kysely';

/**
 * The bill export to a property-management system (issue 16).
 *
 * invoices.exported_at and exported_by: when a bill last went to the PM system and who sent it;
 * null until then, so an export takes only what has not gone. exported_by keeps no foreign key,
 * as the history's user_id: the mark outlives its author. The export reads a client's reviewed
 * bills by the mark: (client_id, reviewed, exported_at) serves it.
 *
 * client_export_mappings: each client's columns (JSON text of the contract's ExportColumn list),
 * one row per client that saved any; a client without one gets the default columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('exported_at', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('exported_by', 'text').execute();
  await db.schema.createIndex('invoices_client_export_idx').on('invoices').columns(['client_id', 'reviewed', 'exported_at']).execute();

  await db.schema
    .createTable('client_export_mappings')
    .addColumn('client_id', 'text', (c) => c.primaryKey().references('clients.id').onDelete('cascade'))
    .addColumn('columns', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
}
