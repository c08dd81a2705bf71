import type { DirectoryData, DirectoryProperty, DirectoryUnit, DirectoryVendor, PastCoding } from '../../../src/server/directory/resolver/types';
import { dirLine } from './addressBook';
import { GL_ACCOUNTS } from './glChart';
import { type Rng } from './rng';
import type { PropRec, VendorRec } from './types';

/** The directory as the client's system exports it: inconsistent spelling of street types, some ZIPs missing. */
export function toDirectory(r: Rng, props: readonly PropRec[], vendors: readonly VendorRec[], history: readonly PastCoding[]): DirectoryData {
  const byId = <T extends { id: string }>(xs: readonly T[]): T[] => xs.slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const properties: DirectoryProperty[] = byId(props).map((p) => {
    const a = p.addr;
    let address: string | null = null;
    if (a) {
      address = dirLine(a, r.chance(0.15), a.city.key === 'dc' && r.chance(0.3));
      if (r.chance(0.03)) address = address.toUpperCase();
    }
    const zipSource = a ?? p.units.find((u) => u.addr)?.addr ?? null;
    return {
      id: p.id, name: p.name, aliases: p.aliases.slice(), address, city: p.city.name, state: p.city.state,
      zip: zipSource && zipSource.dirZip ? zipSource.zip : null,
    };
  });
  const units: DirectoryUnit[] = [];
  for (const p of byId(props)) {
    for (const u of p.units) {
      let address: string | null = null;
      if (u.addr) {
        const line = dirLine(u.addr, r.chance(0.1));
        address = r.chance(0.3) ? `${line}, ${u.addr.city.name}, ${u.addr.city.state} ${u.addr.zip}` : line;
      }
      units.push({ id: u.id, propertyId: p.id, unit: u.label, address });
    }
  }
  units.sort((a, b) => (a.id < b.id ? -1 : 1));
  const dirVendors: DirectoryVendor[] = byId(vendors).map((v) => ({
    id: v.id, name: v.legal, aliases: v.aliases.slice(), senderEmails: v.emails.map((e) => e.toLowerCase()), remitTo: v.remit,
    taxId: v.taxId, defaultGlAccount: v.defaultGl, defaultPropertyId: v.defaultProp,
    accounts: v.accounts.map((a) => ({ accountNumber: a.number, propertyId: a.propertyId, unitId: a.unitId })),
  }));
  return { properties, units, vendors: dirVendors, glAccounts: GL_ACCOUNTS.map((g) => ({ ...g })), history: history.slice() };
}
