/* Puts the set together: properties, vendors, history, bills; returns the bills' tags for the data sheet. */
import type { BillInput, DirectoryData } from '../../../src/server/directory/resolver/types';
import { buildBills, type Expected, type Tags } from './bills';
import { GL_CHART } from './catalog';
import { Reader } from './evidence';
import { Rng } from './prng';
import { buildProperties } from './properties';
import { levenshtein, typoCandidates } from './streets';
import { buildVendors } from './vendors';

export interface Built {
  directory: DirectoryData;
  bills: { input: BillInput; expected: Expected }[];
  tags: Tags[];
  skipped: number;
}

export function buildSet10(seed: number): Built {
  const root = new Rng(seed);
  const world = buildProperties(root.fork(1), 2000, 20000);
  const { vendors, history } = buildVendors(root.fork(2), world, 5000);
  const reader = new Reader(world, vendors);

  const byLength = new Map<number, string[]>();
  for (const n of world.streetNames) {
    const l = byLength.get(n.length) ?? [];
    l.push(n);
    byLength.set(n.length, l);
  }
  const typoCache = new Map<string, string[]>();
  const typos = (name: string): readonly string[] => {
    const hit = typoCache.get(name);
    if (hit) return hit;
    const own = name.toLowerCase();
    const ok = typoCandidates(name).filter((t) => {
      const lt = t.toLowerCase();
      const near = [...(byLength.get(lt.length - 1) ?? []), ...(byLength.get(lt.length) ?? []), ...(byLength.get(lt.length + 1) ?? [])];
      return near.every((other) => other === own || levenshtein(lt, other, 2) >= 2);
    });
    typoCache.set(name, ok);
    return ok;
  };
  const { bills, skipped } = buildBills(root.fork(3), world, vendors, reader, 10000, typos);

  const directory: DirectoryData = {
    properties: world.props.map((p) => ({
      id: p.id, name: p.name, aliases: [...p.aliases], address: p.addressText, city: p.city ? p.city.data.city : null,
      state: p.state, zip: p.zip,
    })),
    units: world.units.map((u) => ({ id: u.id, propertyId: u.propertyId, unit: u.label, address: u.addressText })),
    vendors: vendors.map((v) => ({
      id: v.id, name: v.name, aliases: [...v.aliases], senderEmails: v.senderEmails.map((e) => e.toLowerCase()), remitTo: v.remitTo,
      taxId: v.taxId, defaultGlAccount: v.defaultGl, defaultPropertyId: v.defaultPropertyId,
      accounts: v.accounts.map((a) => ({ accountNumber: a.number, propertyId: a.propertyId, unitId: a.unitId })),
    })),
    glAccounts: GL_CHART.map(([number, name]) => ({ number, name })),
    history,
  };
  return { directory, bills: bills.map((b) => ({ input: b.input, expected: b.expected })), tags: bills.map((b) => b.tags), skipped };
}
