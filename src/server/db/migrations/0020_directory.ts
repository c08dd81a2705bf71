import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * A client's property directory (issue 16): properties and their units, vendors and their
 * account numbers, and the chart of GL accounts. Everything goes with its client.
 *
 * Names are unique per client whatever their case: each row keeps its name's lower-cased form
 * (`name_key`, `unit_key`, folded in JavaScript so both databases fold alike), and lookups,
 * uniqueness and the lists' order go by it. On PostgreSQL those keys and GL numbers compare
 * under the "C" collation, bytewise as SQLite does, so both databases answer one order.
 *
 * Aliases and sender addresses are JSON arrays of text. search_text is the lower-cased text a
 * list's search matches (repositories/directory/rows.ts). The place search walks a client's
 * properties in name order and each one's units by key (repositories/directory/places.ts).
 * Keeping each unit's copy of its property's key and text, for one index of a client's units,
 * saved about 15% of the CPU of a search that matches nothing (3.3 → 2.9 ms on SQLite, 2,000
 * properties with 20,000 units) and was left out: every change to a property would rewrite
 * its units.
 *
 * A property's deletion leaves the vendors that billed for it: their default property, and the
 * property and unit of their accounts, become null. A vendor's default GL account is a number of
 * the chart, kept without a foreign key (the repository clears it when the account goes).
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const key = kind === 'postgres' ? sql`text collate "C"` : sql`text`;

  await db.schema
    .createTable('directory_properties')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', key, (c) => c.notNull())
    .addColumn('aliases', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('directory_properties_client_name_idx').on('directory_properties').columns(['client_id', 'name_key']).unique().execute();

  await db.schema
    .createTable('directory_units')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('property_id', 'text', (c) => c.notNull().references('directory_properties.id').onDelete('cascade'))
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('unit_key', key, (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('directory_units_property_unit_idx').on('directory_units').columns(['property_id', 'unit_key']).unique().execute();

  await db.schema
    .createTable('directory_vendors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', key, (c) => c.notNull())
    .addColumn('aliases', 'text', (c) => c.notNull())
    .addColumn('sender_emails', 'text', (c) => c.notNull())
    .addColumn('remit_to', 'text')
    .addColumn('tax_id', 'text')
    .addColumn('default_gl_account', 'text')
    .addColumn('default_property_id', 'text', (c) => c.references('directory_properties.id').onDelete('set null'))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('directory_vendors_client_name_idx').on('directory_vendors').columns(['client_id', 'name_key']).unique().execute();
  await db.schema.createIndex('directory_vendors_default_property_idx').on('directory_vendors').column('default_property_id').execute();

  await db.schema
    .createTable('directory_vendor_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('vendor_id', 'text', (c) => c.notNull().references('directory_vendors.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('property_id', 'text', (c) => c.references('directory_properties.id').onDelete('set null'))
    .addColumn('unit_id', 'text', (c) => c.references('directory_units.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('directory_vendor_accounts_vendor_idx').on('directory_vendor_accounts').columns(['vendor_id', 'account_number']).unique().execute();
  await db.schema.createIndex('directory_vendor_accounts_client_number_idx').on('directory_vendor_accounts').columns(['client_id', 'account_number']).execute();
  await db.schema.createIndex('directory_vendor_accounts_property_idx').on('directory_vendor_accounts').column('property_id').execute();
  await db.schema.createIndex('directory_vendor_accounts_unit_idx').on('directory_vendor_accounts').column('unit_id').execute();

  await db.schema
    .createTable('directory_gl_accounts')
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('number', key, (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('directory_gl_accounts_pk', ['client_id', 'number'])
    .execute();
}
