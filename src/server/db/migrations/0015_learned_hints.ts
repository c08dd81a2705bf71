import type { Kysely } from 'kysely';

/**
 * Learning that cannot poison (issue: extraction that generalises):
 * - invoices.evidence: JSON, what the document showed of its vendor, account, site and layout
 *   when intake read it, so a correction made to it records what to look for next time;
 * - learned_hints: a reviewer's correction with that evidence, for one client and sender,
 *   several per sender (a forwarding address passes on many vendors' bills);
 * - sender_hints goes: its values were keyed on the sender alone and applied to every later
 *   bill from it with full confidence. Without evidence none of them can be applied safely.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('evidence', 'text', (col) => col.notNull().defaultTo('{}')).execute();
  await db.schema
    .createTable('learned_hints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('sender_email', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('source_invoice_id', 'text', (c) => c.notNull())
    .addColumn('source_label', 'text', (c) => c.notNull())
    .addColumn('evidence', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('learned_hints_sender_idx').on('learned_hints').columns(['client_id', 'sender_email', 'created_at']).execute();
  await db.schema.createIndex('learned_hints_source_idx').on('learned_hints').columns(['source_invoice_id', 'field']).unique().execute();
  await db.schema.dropTable('sender_hints').execute();
}
