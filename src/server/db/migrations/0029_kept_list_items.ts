import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * On PostgreSQL an invoice keeps its list item as JSON text (`list_item`), written by a trigger
 * that keptListItems.ts keeps in step with the item's description; `kept_definitions` holds the
 * definition it installed, so a changed description rewrites the items once. SQLite writes the
 * item as it reads the page, which costs it little (keptListItems.ts says why).
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind !== 'postgres') return;
  await sql`alter table invoices add column list_item text`.execute(db);
  await sql`create table kept_definitions (name text primary key, definition text not null)`.execute(db);
}
