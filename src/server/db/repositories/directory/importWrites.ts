import type { Kysely } from 'kysely';
import { newId, nowIso } from '../../ids';
import type { Database, DirectoryVendorAccountRow } from '../../schema';
import { propertyColumns, unitColumns, type PropertyFields, type UnitFields } from './properties';
import { accountRows, vendorColumns, type VendorFields } from './vendors';

/** Bound parameters per statement, under SQLite's 32,766 and PostgreSQL's 65,535. */
const PARAMETERS = 30_000;

async function inChunks<T extends object>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const size = Math.max(1, Math.floor(PARAMETERS / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += size) await write(rows.slice(start, start + size));
}

/**
 * An import's writes (src/server/directory/import): every row given is written, a few thousand
 * per statement. A row whose name is the client's already updates that row (INSERT … ON
 * CONFLICT DO UPDATE), which keeps its id, so what refers to it still does. Call them inside
 * the import's transaction.
 */
export function createDirectoryImportWrites(db: Kysely<Database>) {
  return {
    async properties(clientId: string, items: readonly PropertyFields[]): Promise<void> {
      const now = nowIso();
      const rows = items.map((fields) => ({ id: newId(), client_id: clientId, ...propertyColumns(fields), created_at: now, updated_at: now }));
      await inChunks(rows, (chunk) =>
        db
          .insertInto('directory_properties')
          .values(chunk)
          .onConflict((oc) =>
            oc.columns(['client_id', 'name_key']).doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              aliases: eb.ref('excluded.aliases'),
              address: eb.ref('excluded.address'),
              city: eb.ref('excluded.city'),
              state: eb.ref('excluded.state'),
              zip: eb.ref('excluded.zip'),
              search_text: eb.ref('excluded.search_text'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute(),
      );
    },

    async units(items: readonly { propertyId: string; fields: UnitFields }[]): Promise<void> {
      const now = nowIso();
      const rows = items.map(({ propertyId, fields }) => ({ id: newId(), ...unitColumns(propertyId, fields), created_at: now }));
      await inChunks(rows, (chunk) =>
        db
          .insertInto('directory_units')
          .values(chunk)
          .onConflict((oc) =>
            oc.columns(['property_id', 'unit_key']).doUpdateSet((eb) => ({
              unit: eb.ref('excluded.unit'),
              address: eb.ref('excluded.address'),
              search_text: eb.ref('excluded.search_text'),
            })),
          )
          .execute(),
      );
    },

    /**
     * Vendors with an `id` exist and are updated; the others are created. Each vendor's
     * accounts are replaced by the ones given unless `keepAccounts` (the file had no account
     * numbers to say).
     */
    async vendors(clientId: string, items: readonly { id: string | null; fields: VendorFields; keepAccounts: boolean }[]): Promise<void> {
      const now = nowIso();
      const withIds = items.map((item) => ({ ...item, id: item.id ?? newId() }));
      // An existing vendor is found by its name; its row keeps its id (a second unique key in the
      // INSERT would end SQLite's upsert in a constraint error).
      const rows = withIds.map((item, i) => ({ id: items[i]?.id ? newId() : item.id, client_id: clientId, ...vendorColumns(item.fields), created_at: now, updated_at: now }));
      await inChunks(rows, (chunk) =>
        db
          .insertInto('directory_vendors')
          .values(chunk)
          .onConflict((oc) =>
            oc.columns(['client_id', 'name_key']).doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              aliases: eb.ref('excluded.aliases'),
              sender_emails: eb.ref('excluded.sender_emails'),
              remit_to: eb.ref('excluded.remit_to'),
              tax_id: eb.ref('excluded.tax_id'),
              default_gl_account: eb.ref('excluded.default_gl_account'),
              default_property_id: eb.ref('excluded.default_property_id'),
              search_text: eb.ref('excluded.search_text'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute(),
      );
      const replaced = withIds.filter((item) => !item.keepAccounts);
      await inChunks(
        replaced.map((item) => ({ id: item.id })),
        (chunk) =>
          db
            .deleteFrom('directory_vendor_accounts')
            .where('vendor_id', 'in', chunk.map((item) => item.id))
            .execute(),
      );
      const accounts: DirectoryVendorAccountRow[] = replaced.flatMap((item) => accountRows(clientId, item.id, item.fields.accounts));
      await inChunks(accounts, (chunk) => db.insertInto('directory_vendor_accounts').values(chunk).execute());
    },

    async glAccounts(clientId: string, items: readonly { number: string; name: string }[]): Promise<void> {
      const now = nowIso();
      const rows = items.map(({ number, name }) => ({ client_id: clientId, number, name, created_at: now, updated_at: now }));
      await inChunks(rows, (chunk) =>
        db
          .insertInto('directory_gl_accounts')
          .values(chunk)
          .onConflict((oc) => oc.columns(['client_id', 'number']).doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), updated_at: eb.ref('excluded.updated_at') })))
          .execute(),
      );
    },
  };
}

export type DirectoryImportWrites = ReturnType<typeof createDirectoryImportWrites>;
