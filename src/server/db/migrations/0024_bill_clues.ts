import type { Kysely } from 'kysely';

/**
 * What intake read on a bill to resolve it (issue 16): JSON text of the resolver's BillInput but
 * its whole text (src/server/directory/billClues.ts). Intake overwrites the invoice's property
 * and unit with the directory's names, so a reviewer's later choice of another place would
 * otherwise have nothing left to learn from: the account numbers, service addresses and
 * property text the document printed. Null where no directory resolved the bill.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('bill_clues', 'text').execute();
}
