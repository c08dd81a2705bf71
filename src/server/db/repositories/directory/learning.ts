import type { Kysely } from 'kysely';
import type { DirectoryAddition } from '../../../directory/resolver/learn';
import { newId, nowIso } from '../../ids';
import type { Database } from '../../schema';
import { nameKey, propertySearchText, textArray, vendorSearchText } from './rows';

/** What the property form accepts (the contract's propertyBody): a learnt alias must not make the property unsavable. */
const ALIASES_MAX = 50;
const ALIAS_MAX_CHARS = 200;

/**
 * Writes what a reviewer's choice taught the directory (learnFromChoice): a vendor's account
 * number for the chosen place, an alias of the chosen property. Call in a transaction: the
 * choice and what it teaches are one change. An addition naming an entry since deleted is
 * dropped, as the choice stands without it.
 */
export function createDirectoryLearning(db: Kysely<Database>) {
  async function vendorAccount(clientId: string, { vendorId, account }: Extract<DirectoryAddition, { kind: 'vendor-account' }>): Promise<void> {
    const vendor = await db.selectFrom('directory_vendors').selectAll().where('client_id', '=', clientId).where('id', '=', vendorId).executeTakeFirst();
    if (!vendor) return;
    const accounts = await db.selectFrom('directory_vendor_accounts').selectAll().where('vendor_id', '=', vendorId).orderBy('position').execute();
    // The account pointed elsewhere: it moves, keeping its place among the vendor's accounts.
    const known = accounts.find((row) => row.account_number === account.accountNumber);
    if (known) {
      await db.updateTable('directory_vendor_accounts').set({ property_id: account.propertyId, unit_id: account.unitId }).where('id', '=', known.id).execute();
    } else {
      const position = accounts.reduce((last, row) => Math.max(last, row.position), -1) + 1;
      await db
        .insertInto('directory_vendor_accounts')
        .values({ id: newId(), vendor_id: vendorId, client_id: clientId, position, account_number: account.accountNumber, property_id: account.propertyId, unit_id: account.unitId })
        .execute();
    }
    const numbers = [...accounts.map((row) => ({ accountNumber: row.account_number })), ...(known ? [] : [account])];
    const searchText = vendorSearchText({ name: vendor.name, aliases: textArray(vendor.aliases), senderEmails: textArray(vendor.sender_emails), accounts: numbers });
    await db.updateTable('directory_vendors').set({ search_text: searchText, updated_at: nowIso() }).where('id', '=', vendorId).execute();
  }

  async function propertyAlias(clientId: string, { propertyId, alias }: Extract<DirectoryAddition, { kind: 'property-alias' }>): Promise<void> {
    const property = await db.selectFrom('directory_properties').selectAll().where('client_id', '=', clientId).where('id', '=', propertyId).executeTakeFirst();
    if (!property) return;
    const aliases = textArray(property.aliases);
    if (aliases.length >= ALIASES_MAX || alias.length > ALIAS_MAX_CHARS || aliases.some((known) => nameKey(known) === nameKey(alias))) return;
    aliases.push(alias);
    await db
      .updateTable('directory_properties')
      .set({ aliases: JSON.stringify(aliases), search_text: propertySearchText({ ...property, aliases }), updated_at: nowIso() })
      .where('id', '=', propertyId)
      .execute();
  }

  return async function learn(clientId: string, additions: readonly DirectoryAddition[]): Promise<void> {
    for (const addition of additions) {
      if (addition.kind === 'vendor-account') await vendorAccount(clientId, addition);
      else await propertyAlias(clientId, addition);
    }
  };
}
