/**
 * Recomputes what the set promises and throws on any violation: counts, id uniqueness, unit
 * ownership, accounts pointing at real properties/units of the same property, every expected GL
 * from the rule (latest whole-bill coding by instant, else defaultGlAccount), timestamps parse.
 */
import type { ResolveSet } from '../resolveSet';

export const COUNTS = { properties: 2000, units: 20000, vendors: 5000, bills: 10000 } as const;

function fail(msg: string): never {
  throw new Error(`blindResolveSet20 selfCheck: ${msg}`);
}

function unique(ids: readonly string[], what: string): Set<string> {
  const s = new Set(ids);
  if (s.size !== ids.length) fail(`${what} ids are not unique`);
  return s;
}

export function selfCheck(set: ResolveSet, maxNoClue: number, noClue: number): void {
  const d = set.directory;
  if (d.properties.length !== COUNTS.properties) fail(`properties ${d.properties.length}`);
  if (d.units.length !== COUNTS.units) fail(`units ${d.units.length}`);
  if (d.vendors.length !== COUNTS.vendors) fail(`vendors ${d.vendors.length}`);
  if (set.bills.length !== COUNTS.bills) fail(`bills ${set.bills.length}`);
  if (d.glAccounts.length < 90 || d.glAccounts.length > 115) fail(`GL chart ${d.glAccounts.length}`);
  if (d.history.length < 22000 || d.history.length > 28000) fail(`history ${d.history.length}`);
  if (noClue > maxNoClue) fail(`${noClue} no-clue bills`);
  const propIds = unique(d.properties.map((p) => p.id), 'property');
  const unitOwner = new Map(d.units.map((u) => [u.id, u.propertyId]));
  unique(d.units.map((u) => u.id), 'unit');
  const vendorIds = unique(d.vendors.map((v) => v.id), 'vendor');
  const gls = unique(d.glAccounts.map((g) => g.number), 'GL');
  const unitNames = new Set<string>();
  for (const u of d.units) {
    if (!propIds.has(u.propertyId)) fail(`unit ${u.id} of unknown property`);
    const k = `${u.propertyId}|${u.unit.toLowerCase()}`;
    if (unitNames.has(k)) fail(`unit "${u.unit}" twice in ${u.propertyId}`);
    unitNames.add(k);
  }
  const accountNorms = new Set<string>();
  let accounts = 0;
  for (const v of d.vendors) {
    if (v.defaultGlAccount !== null && !gls.has(v.defaultGlAccount)) fail(`vendor ${v.id} default GL ${v.defaultGlAccount}`);
    if (v.defaultPropertyId !== null && !propIds.has(v.defaultPropertyId)) fail(`vendor ${v.id} default property`);
    for (const a of v.accounts) {
      accounts++;
      const norm = a.accountNumber.toUpperCase().replace(/[^A-Z0-9]/g, '');
      if (accountNorms.has(norm)) fail(`account ${a.accountNumber} twice`);
      accountNorms.add(norm);
      if (a.propertyId !== null && !propIds.has(a.propertyId)) fail(`account ${a.accountNumber} of unknown property`);
      if (a.unitId !== null && unitOwner.get(a.unitId) !== a.propertyId) fail(`account ${a.accountNumber} unit not of its property`);
    }
  }
  if (accounts < 12000 || accounts > 16000) fail(`${accounts} accounts`);
  const latest = new Map<string, { at: number; gl: string }>();
  for (const h of d.history) {
    if (!vendorIds.has(h.vendorId)) fail(`history of unknown vendor ${h.vendorId}`);
    if (!gls.has(h.glAccount)) fail(`history GL ${h.glAccount}`);
    const at = Date.parse(h.at);
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?(Z|[+-]\d\d:\d\d)$/.test(h.at) || Number.isNaN(at)) fail(`timestamp ${h.at}`);
    if (h.description !== null) continue;
    const cur = latest.get(h.vendorId);
    if (cur && cur.at === at && cur.gl !== h.glAccount) fail(`vendor ${h.vendorId} has two whole-bill codings at one instant`);
    if (!cur || at > cur.at) latest.set(h.vendorId, { at, gl: h.glAccount });
  }
  const vendorById = new Map(d.vendors.map((v) => [v.id, v]));
  for (const [i, b] of set.bills.entries()) {
    const e = b.expected;
    if (!propIds.has(e.propertyId)) fail(`bill ${i} property`);
    if (e.unitId !== null && unitOwner.get(e.unitId) !== e.propertyId) fail(`bill ${i} unit not of its property`);
    const v = vendorById.get(e.vendorId);
    if (!v) fail(`bill ${i} vendor`);
    const gl = latest.get(v.id)?.gl ?? v.defaultGlAccount;
    if (gl === null || gl !== e.glAccount) fail(`bill ${i} GL ${e.glAccount} but the rule gives ${gl}`);
    if (b.input.lineItems.length === 0 || b.input.text.length === 0) fail(`bill ${i} is empty`);
  }
}
