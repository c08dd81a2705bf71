import type { Kysely } from 'kysely';

/**
 * A client's unreviewed invoices by due date: the sidebar's overdue count reads it, and the
 * due-date queue will order by it, without reading the client's reviewed invoices.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('invoices_client_reviewed_due_idx').on('invoices').columns(['client_id', 'reviewed', 'due_date']).execute();
}
