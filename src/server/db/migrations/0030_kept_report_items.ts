import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';

/** On PostgreSQL a report keeps its list item as an invoice does (0029, keptListItems.ts). */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind !== 'postgres') return;
  await sql`alter table reports add column list_item text`.execute(db);
}
