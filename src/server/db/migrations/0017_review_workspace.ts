import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';

/** The text columns a table sorts by, and as many characters as a reviewer may type into each (the contract's limits). */
const TEXT_KEYS = [
  { name: 'payee', column: 'payee', max: 500 },
  { name: 'number', column: 'invoice_number', max: 100 },
  { name: 'property', column: 'property', max: 500 },
];

/**
 * The review workspace (issue 15).
 *
 * Sorted pages: one index per sortable column of a client's invoices, and one more under the
 * review filter, each ending in id, the tie-break, so a page (and the rows before it) is read in
 * order from the index whichever direction is asked. Nulls come last in both directions: the
 * repository reads a column's values and its nulls as two ranges of the same index. created_at
 * has its indexes (0004).
 *
 * Text is ordered by lower() of its first 100 characters, which folds ASCII letters only:
 * SQLite's lower() does no more, and PostgreSQL folds and compares the same way under the "C"
 * collation, so both databases give one order whatever the server's locale. On PostgreSQL the
 * index also holds the column itself: only then does it read an expression's index alone (an
 * index-only scan, which skips a deep page's rows without visiting them: page 400 of a client's
 * 10,000 invoices by payee, 50 → 9 ms). An index entry there must stay under about 2,700 bytes,
 * so text longer than a reviewer may type (intake wrote whatever a sender's name held) is cut to
 * that length first; intake cuts it from now on.
 *
 * The due-date queue reads a client's unreviewed invoices by due date then id: 0016's index
 * gains id, and serves the sort by due date under the review filter too.
 *
 * invoice_history: every change to an invoice, written in the transaction of the change; it goes
 * with its invoice. user_id has no foreign key: an entry outlives its author, whose name is read
 * with it while the account exists.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const keys = [
    ...TEXT_KEYS.map(({ name, column }) => ({
      name,
      key: kind === 'postgres' ? `lower(substr(${column}, 1, 100) collate "C")` : `lower(substr(${column}, 1, 100))`,
      include: kind === 'postgres' ? ` include (${column})` : '',
    })),
    { name: 'bill_date', key: 'bill_date', include: '' },
    { name: 'due_date', key: 'due_date', include: '' },
    { name: 'total', key: 'total_amount_cents', include: '' },
  ];
  for (const { column, max } of TEXT_KEYS) await sql.raw(`update invoices set ${column} = substr(${column}, 1, ${max}) where length(${column}) > ${max}`).execute(db);
  for (const { name, key, include } of keys) {
    await sql.raw(`create index invoices_client_${name}_idx on invoices (client_id, ${key}, id)${include}`).execute(db);
    await sql.raw(`create index invoices_client_reviewed_${name}_idx on invoices (client_id, reviewed, ${key}, id)${include}`).execute(db);
  }
  await db.schema.dropIndex('invoices_client_reviewed_due_idx').execute();

  await db.schema
    .createTable('invoice_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('field', 'text')
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .addColumn('confidence', 'double precision')
    .execute();
  await db.schema.createIndex('invoice_history_invoice_idx').on('invoice_history').columns(['invoice_id', 'at', 'position']).execute();
}
