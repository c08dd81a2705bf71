import type { GlAccount, Property, Unit, Vendor, VendorAccount } from '../../../../shared/contract/directory';
import type { DirectoryGlAccountRow, DirectoryPropertyRow, DirectoryUnitRow, DirectoryVendorAccountRow, DirectoryVendorRow } from '../../schema';

/**
 * A name as the directory compares it: trimmed, runs of white space as one space, lower-cased.
 * Folded here rather than by lower() so that both databases, which fold differently beyond
 * ASCII, find the same rows.
 */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The lower-cased text a directory search matches; parts apart, so no term spans two. */
export function searchText(parts: readonly (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' \u2022 ')
    .toLowerCase();
}

export const propertySearchText = (p: { name: string; aliases: readonly string[]; address: string | null; city: string | null; state: string | null; zip: string | null }) =>
  searchText([p.name, ...p.aliases, p.address, p.city, p.state, p.zip]);

export const unitSearchText = (u: { unit: string; address: string | null }) => searchText([u.unit, u.address]);

export const vendorSearchText = (v: { name: string; aliases: readonly string[]; senderEmails: readonly string[]; accounts: readonly { accountNumber: string }[] }) =>
  searchText([v.name, ...v.aliases, ...v.senderEmails, ...v.accounts.map((account) => account.accountNumber)]);

/** A JSON array of text as stored; anything else reads as empty. */
export function textArray(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** "2" before "10", and case aside: how people read unit labels and GL numbers. */
export const naturalOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);

export type PropertyRowWithCount = DirectoryPropertyRow & { unit_count: number | string };

export function toProperty(row: PropertyRowWithCount): Property {
  return {
    id: row.id,
    clientId: row.client_id,
    name: row.name,
    aliases: textArray(row.aliases),
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    unitCount: Number(row.unit_count),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toUnit(row: DirectoryUnitRow): Unit {
  return { id: row.id, propertyId: row.property_id, unit: row.unit, address: row.address };
}

export function toVendorAccount(row: DirectoryVendorAccountRow): VendorAccount {
  return { accountNumber: row.account_number, propertyId: row.property_id, unitId: row.unit_id };
}

export function toVendor(row: DirectoryVendorRow, accounts: readonly DirectoryVendorAccountRow[]): Vendor {
  return {
    id: row.id,
    clientId: row.client_id,
    name: row.name,
    aliases: textArray(row.aliases),
    senderEmails: textArray(row.sender_emails),
    remitTo: row.remit_to,
    taxId: row.tax_id,
    defaultGlAccount: row.default_gl_account,
    defaultPropertyId: row.default_property_id,
    accounts: accounts.map(toVendorAccount),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toGlAccount(row: Pick<DirectoryGlAccountRow, 'number' | 'name'>): GlAccount {
  return { number: row.number, name: row.name };
}

/** A search as the directory runs it: each word must match (LIKE patterns, `escape '\\'`). */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  const words = [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
  return words.map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
