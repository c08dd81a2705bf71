import { sql, type Kysely } from 'kysely';
import type { Database } from '../../schema';
import { naturalOrder, textArray } from './rows';

/** Rows read per query: an export is written as it is read, never held whole. */
const CHUNK = 1000;

/** Items grouped by a key, each group in the items' order. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
}

export interface ExportedVendor {
  name: string;
  aliases: string[];
  senderEmails: string[];
  remitTo: string | null;
  taxId: string | null;
  defaultGlAccount: string | null;
  defaultProperty: string | null;
  accounts: { accountNumber: string; property: string | null; unit: string | null }[];
}

/**
 * A client's directory in name order, chunk by chunk, as the CSV export writes it: each chunk
 * is read after the last row of the one before (by its key and id), so a long list costs the
 * same per row to its end. Properties and units are named, as an import names them.
 */
export function createDirectoryExports(db: Kysely<Database>) {
  return {
    async *properties(clientId: string) {
      let after: { key: string; id: string } | undefined;
      for (;;) {
        const rows = await db
          .selectFrom('directory_properties')
          .select(['id', 'name', 'name_key', 'aliases', 'address', 'city', 'state', 'zip'])
          .where('client_id', '=', clientId)
          .$if(after !== undefined, (q) => q.where(sql<boolean>`(name_key, id) > (${after?.key}, ${after?.id})`))
          .orderBy('name_key')
          .orderBy('id')
          .limit(CHUNK)
          .execute();
        if (rows.length === 0) return;
        yield rows.map((row) => ({ ...row, aliases: textArray(row.aliases) }));
        const last = rows[rows.length - 1] as (typeof rows)[number];
        after = { key: last.name_key, id: last.id };
      }
    },

    /** Property by property, each property's units "2" before "10". */
    async *units(clientId: string) {
      let after: { key: string; id: string } | undefined;
      for (;;) {
        const properties = await db
          .selectFrom('directory_properties')
          .select(['id', 'name', 'name_key'])
          .where('client_id', '=', clientId)
          .$if(after !== undefined, (q) => q.where(sql<boolean>`(name_key, id) > (${after?.key}, ${after?.id})`))
          .orderBy('name_key')
          .orderBy('id')
          .limit(CHUNK / 10)
          .execute();
        if (properties.length === 0) return;
        const units = await db
          .selectFrom('directory_units')
          .select(['property_id', 'unit', 'address'])
          .where('property_id', 'in', properties.map((p) => p.id))
          .execute();
        const byProperty = groupBy(units, (unit) => unit.property_id);
        yield properties.flatMap((property) =>
          (byProperty.get(property.id) ?? []).sort((a, b) => naturalOrder(a.unit, b.unit)).map((unit) => ({ property: property.name, unit: unit.unit, address: unit.address })),
        );
        const last = properties[properties.length - 1] as (typeof properties)[number];
        after = { key: last.name_key, id: last.id };
      }
    },

    async *vendors(clientId: string): AsyncGenerator<ExportedVendor[]> {
      let after: { key: string; id: string } | undefined;
      for (;;) {
        const vendors = await db
          .selectFrom('directory_vendors as v')
          .leftJoin('directory_properties as p', 'p.id', 'v.default_property_id')
          .select(['v.id', 'v.name', 'v.name_key', 'v.aliases', 'v.sender_emails', 'v.remit_to', 'v.tax_id', 'v.default_gl_account', 'p.name as default_property'])
          .where('v.client_id', '=', clientId)
          .$if(after !== undefined, (q) => q.where(sql<boolean>`(v.name_key, v.id) > (${after?.key}, ${after?.id})`))
          .orderBy('v.name_key')
          .orderBy('v.id')
          .limit(CHUNK)
          .execute();
        if (vendors.length === 0) return;
        const accounts = await db
          .selectFrom('directory_vendor_accounts as a')
          .leftJoin('directory_properties as p', 'p.id', 'a.property_id')
          .leftJoin('directory_units as u', 'u.id', 'a.unit_id')
          .select(['a.vendor_id', 'a.position', 'a.account_number', 'p.name as property', 'u.unit'])
          .where('a.vendor_id', 'in', vendors.map((v) => v.id))
          .orderBy('a.vendor_id')
          .orderBy('a.position')
          .execute();
        const byVendor = groupBy(accounts, (a) => a.vendor_id);
        yield vendors.map((v) => ({
          name: v.name,
          aliases: textArray(v.aliases),
          senderEmails: textArray(v.sender_emails),
          remitTo: v.remit_to,
          taxId: v.tax_id,
          defaultGlAccount: v.default_gl_account,
          defaultProperty: v.default_property,
          accounts: (byVendor.get(v.id) ?? []).map((a) => ({ accountNumber: a.account_number, property: a.property, unit: a.unit })),
        }));
        const last = vendors[vendors.length - 1] as (typeof vendors)[number];
        after = { key: last.name_key, id: last.id };
      }
    },
  };
}

export type DirectoryExports = ReturnType<typeof createDirectoryExports>;
