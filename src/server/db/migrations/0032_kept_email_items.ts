import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * On PostgreSQL an e-mail keeps its list item as invoices and reports do (0029, 0030): its
 * attachments' and latest report's triggers write it again when those change (keptListItems.ts).
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind !== 'postgres') return;
  await sql`alter table emails add column list_item text`.execute(db);
}
