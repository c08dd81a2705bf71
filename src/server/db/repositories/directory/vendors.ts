import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { vendorBody } from '../../../../shared/contract/directory';
import { offsetOf, type PageRequest } from '../../../http/pagination';
import { newId, nowIso } from '../../ids';
import type { Database, DirectoryVendorAccountRow, DirectoryVendorRow } from '../../schema';
import { nameKey, searchWords, vendorSearchText } from './rows';

export type VendorFields = z.output<typeof vendorBody>;
export type VendorAccountFields = VendorFields['accounts'][number];

/** Rows per INSERT, well under either database's limit on bound parameters. */
const CHUNK = 500;

/** The stored columns of a vendor's fields, but its accounts (a table of their own). */
export function vendorColumns(fields: VendorFields) {
  return {
    name: fields.name,
    name_key: nameKey(fields.name),
    aliases: JSON.stringify(fields.aliases),
    sender_emails: JSON.stringify(fields.senderEmails),
    remit_to: fields.remitTo,
    tax_id: fields.taxId,
    default_gl_account: fields.defaultGlAccount,
    default_property_id: fields.defaultPropertyId,
    search_text: vendorSearchText(fields),
  };
}

export function accountRows(clientId: string, vendorId: string, accounts: readonly VendorAccountFields[]): DirectoryVendorAccountRow[] {
  return accounts.map((account, position) => ({
    id: newId(),
    vendor_id: vendorId,
    client_id: clientId,
    position,
    account_number: account.accountNumber,
    property_id: account.propertyId,
    unit_id: account.unitId,
  }));
}

export interface VendorWithAccounts {
  row: DirectoryVendorRow;
  accounts: DirectoryVendorAccountRow[];
}

export function createDirectoryVendorsRepository(db: Kysely<Database>) {
  /** The vendors' accounts, each vendor's in its order. */
  async function withAccounts(rows: DirectoryVendorRow[]): Promise<VendorWithAccounts[]> {
    const byVendor = new Map<string, DirectoryVendorAccountRow[]>(rows.map((row) => [row.id, []]));
    for (let start = 0; start < rows.length; start += CHUNK) {
      const ids = rows.slice(start, start + CHUNK).map((row) => row.id);
      const accounts = await db.selectFrom('directory_vendor_accounts').selectAll().where('vendor_id', 'in', ids).orderBy('vendor_id').orderBy('position').execute();
      for (const account of accounts) byVendor.get(account.vendor_id)?.push(account);
    }
    return rows.map((row) => ({ row, accounts: byVendor.get(row.id) ?? [] }));
  }

  async function find(clientId: string, id: string): Promise<VendorWithAccounts | undefined> {
    const row = await db.selectFrom('directory_vendors').selectAll().where('client_id', '=', clientId).where('id', '=', id).executeTakeFirst();
    return row ? (await withAccounts([row]))[0] : undefined;
  }

  async function replaceAccounts(clientId: string, vendorId: string, accounts: readonly VendorAccountFields[]): Promise<void> {
    await db.deleteFrom('directory_vendor_accounts').where('vendor_id', '=', vendorId).execute();
    const rows = accountRows(clientId, vendorId, accounts);
    for (let start = 0; start < rows.length; start += CHUNK) await db.insertInto('directory_vendor_accounts').values(rows.slice(start, start + CHUNK)).execute();
  }

  return {
    find,
    withAccounts,

    /** A page in name order; each word of the search matches a name, an alias, a sender address or an account number. */
    async page(clientId: string, request: PageRequest & { search?: string | undefined }): Promise<{ vendors: VendorWithAccounts[]; total: number }> {
      const words = searchWords(request.search);
      const filtered = db
        .selectFrom('directory_vendors')
        .where('client_id', '=', clientId)
        .$if(words.length > 0, (q) => q.where((eb) => eb.and(words.map((word) => sql<boolean>`search_text like ${word} escape '\\'`))));
      const [rows, counted] = await Promise.all([
        filtered.selectAll().orderBy('name_key').orderBy('id').limit(request.limit).offset(offsetOf(request)).execute(),
        filtered.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { vendors: await withAccounts(rows), total: Number(counted.n) };
    },

    findByName(clientId: string, name: string): Promise<Pick<DirectoryVendorRow, 'id' | 'name'> | undefined> {
      return db.selectFrom('directory_vendors').select(['id', 'name']).where('client_id', '=', clientId).where('name_key', '=', nameKey(name)).executeTakeFirst();
    },

    /** Call in a transaction: the vendor and its accounts are one change. */
    async create(clientId: string, fields: VendorFields): Promise<VendorWithAccounts> {
      const now = nowIso();
      const row: DirectoryVendorRow = { id: newId(), client_id: clientId, ...vendorColumns(fields), created_at: now, updated_at: now };
      await db.insertInto('directory_vendors').values(row).execute();
      await replaceAccounts(clientId, row.id, fields.accounts);
      return (await find(clientId, row.id)) as VendorWithAccounts;
    },

    /** Call in a transaction. Its accounts become the ones given. */
    async update(clientId: string, id: string, fields: VendorFields): Promise<VendorWithAccounts | undefined> {
      const result = await db.updateTable('directory_vendors').set({ ...vendorColumns(fields), updated_at: nowIso() }).where('client_id', '=', clientId).where('id', '=', id).executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      await replaceAccounts(clientId, id, fields.accounts);
      return find(clientId, id);
    },

    /** Its accounts go with it. */
    async delete(clientId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('directory_vendors').where('client_id', '=', clientId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * What of the vendor's fields names nothing of the client's directory: its default GL
     * account, its default property, each account's property and unit. An account's unit fills
     * in its property when that is not given. The answer: the fields with every account's
     * property known, and the problems, each naming its field.
     */
    async checkReferences(clientId: string, fields: VendorFields): Promise<{ fields: VendorFields; errors: string[] }> {
      const errors: string[] = [];
      const propertyIds = [...new Set([fields.defaultPropertyId, ...fields.accounts.map((a) => a.propertyId)].filter((id): id is string => id !== null))];
      const unitIds = [...new Set(fields.accounts.map((a) => a.unitId).filter((id): id is string => id !== null))];
      const [properties, units, gl] = await Promise.all([
        propertyIds.length === 0 ? [] : db.selectFrom('directory_properties').select('id').where('client_id', '=', clientId).where('id', 'in', propertyIds).execute(),
        unitIds.length === 0
          ? []
          : db
              .selectFrom('directory_units as u')
              .innerJoin('directory_properties as p', 'p.id', 'u.property_id')
              .select(['u.id', 'u.property_id'])
              .where('p.client_id', '=', clientId)
              .where('u.id', 'in', unitIds)
              .execute(),
        fields.defaultGlAccount === null
          ? undefined
          : db.selectFrom('directory_gl_accounts').select('number').where('client_id', '=', clientId).where('number', '=', fields.defaultGlAccount).executeTakeFirst(),
      ]);
      const knownProperties = new Set(properties.map((p) => p.id));
      const unitProperty = new Map(units.map((u) => [u.id, u.property_id]));
      if (fields.defaultGlAccount !== null && !gl) errors.push(`defaultGlAccount ${fields.defaultGlAccount} is not in the client's chart of GL accounts`);
      if (fields.defaultPropertyId !== null && !knownProperties.has(fields.defaultPropertyId)) errors.push("defaultPropertyId is not one of the client's properties");
      const seen = new Map<string, number>();
      const accounts = fields.accounts.map((account, i) => {
        const duplicate = seen.get(nameKey(account.accountNumber));
        if (duplicate !== undefined) errors.push(`accounts.${i}.accountNumber repeats account ${duplicate}`);
        else seen.set(nameKey(account.accountNumber), i);
        if (account.propertyId !== null && !knownProperties.has(account.propertyId)) errors.push(`accounts.${i}.propertyId is not one of the client's properties`);
        if (account.unitId === null) return account;
        const owner = unitProperty.get(account.unitId);
        if (owner === undefined) errors.push(`accounts.${i}.unitId is not a unit of the client's properties`);
        else if (account.propertyId !== null && owner !== account.propertyId) errors.push(`accounts.${i}.unitId is not a unit of that account's property`);
        return { ...account, propertyId: account.propertyId ?? owner ?? null };
      });
      return { fields: { ...fields, accounts }, errors };
    },
  };
}

export type DirectoryVendorsRepository = ReturnType<typeof createDirectoryVendorsRepository>;
