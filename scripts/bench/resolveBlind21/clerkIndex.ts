/** What a careful clerk holding the directory can look up: addresses by house number, names, accounts, e-mails. */
import type { PropInfo } from './properties';
import { accountKey, cityKey, nameKey, parseStreet, unitCore, vendorKey, type ParsedStreet } from './normalize';
import type { VendorInfo } from './vendorTypes';

export interface AddrEntry { propertyId: string; unitId: string | null; parsed: ParsedStreet; city: string | null; zip: string | null }

export interface ClerkIndex {
  byNumber: Map<string, AddrEntry[]>;
  propByName: Map<string, string>;
  unitsOf: Map<string, Map<string, string>>;
  vendorsByKey: Map<string, Set<string>>;
  /** Vendor names and aliases by length of their key, for near misses. */
  vendorKeys: Map<number, { key: string; id: string }[]>;
  byEmail: Map<string, Set<string>>;
  byDomain: Map<string, Set<string>>;
  byAccount: Map<string, Set<string>>;
  accountsOf: Map<string, { key: string; propertyId: string | null; unitId: string | null }[]>;
  defaultOf: Map<string, string | null>;
  platforms: Set<string>;
}

function addTo<K, V>(m: Map<K, Set<V>>, k: K, v: V): void {
  const s = m.get(k);
  if (s) s.add(v);
  else m.set(k, new Set([v]));
}

export function buildClerkIndex(props: readonly PropInfo[], vendors: readonly VendorInfo[], platforms: readonly string[]): ClerkIndex {
  const ix: ClerkIndex = {
    byNumber: new Map(), propByName: new Map(), unitsOf: new Map(), vendorsByKey: new Map(), vendorKeys: new Map(), byEmail: new Map(),
    byDomain: new Map(), byAccount: new Map(), accountsOf: new Map(), defaultOf: new Map(), platforms: new Set(platforms.map(vendorKey)),
  };
  const addAddr = (address: string | null, propertyId: string, unitId: string | null, p: PropInfo): void => {
    if (!address) return;
    const parsed = parseStreet(address);
    if (!parsed.number) throw new Error(`directory address without a number: ${address}`);
    const e: AddrEntry = { propertyId, unitId, parsed, city: cityKey(p.prop.city), zip: p.prop.zip ? p.prop.zip.slice(0, 5) : null };
    ix.byNumber.set(parsed.number, [...(ix.byNumber.get(parsed.number) ?? []), e]);
  };
  for (const p of props) {
    addAddr(p.prop.address, p.prop.id, null, p);
    for (const n of [p.prop.name, ...p.prop.aliases]) {
      const k = nameKey(n);
      if (ix.propByName.has(k)) throw new Error(`property name ${n} twice`);
      ix.propByName.set(k, p.prop.id);
    }
    const units = new Map<string, string>();
    for (const u of p.units) {
      units.set(unitCore(u.unit.unit), u.unit.id);
      addAddr(u.unit.address, p.prop.id, u.unit.id, p);
    }
    ix.unitsOf.set(p.prop.id, units);
  }
  for (const vi of vendors) {
    const v = vi.v;
    for (const n of [v.name, ...v.aliases]) {
      const k = vendorKey(n);
      addTo(ix.vendorsByKey, k, v.id);
      const bucket = ix.vendorKeys.get(k.length);
      if (bucket) bucket.push({ key: k, id: v.id });
      else ix.vendorKeys.set(k.length, [{ key: k, id: v.id }]);
    }
    for (const e of v.senderEmails) {
      if (e.startsWith('@')) addTo(ix.byDomain, e.slice(1), v.id);
      else addTo(ix.byEmail, e, v.id);
    }
    ix.accountsOf.set(v.id, v.accounts.map((a) => ({ key: accountKey(a.accountNumber), propertyId: a.propertyId, unitId: a.unitId })));
    for (const a of v.accounts) addTo(ix.byAccount, accountKey(a.accountNumber), v.id);
    ix.defaultOf.set(v.id, v.defaultPropertyId);
  }
  return ix;
}
