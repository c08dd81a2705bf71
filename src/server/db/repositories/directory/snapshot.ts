import type { Kysely } from 'kysely';
import type { Database } from '../../schema';
import { textArray } from './rows';

export interface DirectorySnapshot {
  properties: { id: string; name: string; aliases: string[]; address: string | null; city: string | null; state: string | null; zip: string | null }[];
  units: { id: string; propertyId: string; unit: string; address: string | null }[];
  vendors: {
    id: string;
    name: string;
    aliases: string[];
    senderEmails: string[];
    remitTo: string | null;
    taxId: string | null;
    defaultGlAccount: string | null;
    defaultPropertyId: string | null;
    accounts: { accountNumber: string; propertyId: string | null; unitId: string | null }[];
  }[];
  glAccounts: { number: string; name: string }[];
}

/**
 * A client's whole directory in four queries, in no particular order: what an import compares
 * its file with, and what the resolver (src/server/directory/resolver) indexes, whose
 * DirectoryData it fits but for the coding history.
 */
export async function loadDirectory(db: Kysely<Database>, clientId: string): Promise<DirectorySnapshot> {
  const [properties, units, vendors, accounts, glAccounts] = await Promise.all([
    db.selectFrom('directory_properties').select(['id', 'name', 'aliases', 'address', 'city', 'state', 'zip']).where('client_id', '=', clientId).execute(),
    db
      .selectFrom('directory_units as u')
      .innerJoin('directory_properties as p', 'p.id', 'u.property_id')
      .select(['u.id', 'u.property_id', 'u.unit', 'u.address'])
      .where('p.client_id', '=', clientId)
      .execute(),
    db
      .selectFrom('directory_vendors')
      .select(['id', 'name', 'aliases', 'sender_emails', 'remit_to', 'tax_id', 'default_gl_account', 'default_property_id'])
      .where('client_id', '=', clientId)
      .execute(),
    db
      .selectFrom('directory_vendor_accounts')
      .select(['vendor_id', 'position', 'account_number', 'property_id', 'unit_id'])
      .where('client_id', '=', clientId)
      .execute(),
    db.selectFrom('directory_gl_accounts').select(['number', 'name']).where('client_id', '=', clientId).execute(),
  ]);
  const accountsOf = new Map<string, typeof accounts>();
  for (const account of accounts.sort((a, b) => a.position - b.position)) {
    const list = accountsOf.get(account.vendor_id) ?? [];
    list.push(account);
    accountsOf.set(account.vendor_id, list);
  }
  return {
    properties: properties.map((p) => ({ ...p, aliases: textArray(p.aliases) })),
    units: units.map((u) => ({ id: u.id, propertyId: u.property_id, unit: u.unit, address: u.address })),
    vendors: vendors.map((v) => ({
      id: v.id,
      name: v.name,
      aliases: textArray(v.aliases),
      senderEmails: textArray(v.sender_emails),
      remitTo: v.remit_to,
      taxId: v.tax_id,
      defaultGlAccount: v.default_gl_account,
      defaultPropertyId: v.default_property_id,
      accounts: (accountsOf.get(v.id) ?? []).map((a) => ({ accountNumber: a.account_number, propertyId: a.property_id, unitId: a.unit_id })),
    })),
    glAccounts,
  };
}
