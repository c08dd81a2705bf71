/** Recomputes counts, id uniqueness, unit ownership and every expected GL; throws on any violation. */
import { type ResolveSet } from '../resolveSet';
import { expectedGls } from './history';

export const COUNTS = { properties: 2000, units: 20000, vendors: 5000, bills: 10000 };

export function selfCheck(set: ResolveSet): void {
  const d = set.directory;
  const fail = (m: string): never => {
    throw new Error(`resolveBlind22 self-check: ${m}`);
  };
  if (d.properties.length !== COUNTS.properties) fail(`properties ${d.properties.length}`);
  if (d.units.length !== COUNTS.units) fail(`units ${d.units.length}`);
  if (d.vendors.length !== COUNTS.vendors) fail(`vendors ${d.vendors.length}`);
  if (set.bills.length !== COUNTS.bills) fail(`bills ${set.bills.length}`);
  const unique = (what: string, ids: readonly string[]): Set<string> => {
    const s = new Set(ids);
    if (s.size !== ids.length) fail(`duplicate ${what} ids`);
    return s;
  };
  const pids = unique('property', d.properties.map((p) => p.id));
  const unitOwner = new Map(d.units.map((u) => [u.id, u.propertyId]));
  unique('unit', d.units.map((u) => u.id));
  const vids = unique('vendor', d.vendors.map((v) => v.id));
  const glSet = unique('GL', d.glAccounts.map((g) => g.number));
  for (const u of d.units) if (!pids.has(u.propertyId)) fail(`unit ${u.id} owner`);
  const labels = new Set<string>();
  for (const u of d.units) {
    const k = `${u.propertyId}|${u.unit}`;
    if (labels.has(k)) fail(`duplicate unit label ${k}`);
    labels.add(k);
  }
  for (const v of d.vendors) {
    if (v.defaultGlAccount && !glSet.has(v.defaultGlAccount)) fail(`vendor ${v.id} default GL`);
    if (v.defaultPropertyId && !pids.has(v.defaultPropertyId)) fail(`vendor ${v.id} default property`);
    for (const a of v.accounts) {
      if (a.propertyId && !pids.has(a.propertyId)) fail(`account ${a.accountNumber} property`);
      if (a.unitId && unitOwner.get(a.unitId) !== a.propertyId) fail(`account ${a.accountNumber} unit owner`);
    }
  }
  for (const h of d.history) {
    if (!vids.has(h.vendorId) || !glSet.has(h.glAccount)) fail(`history ${h.vendorId} ${h.glAccount}`);
    if (Number.isNaN(Date.parse(h.at))) fail(`history timestamp ${h.at}`);
  }
  const gls = expectedGls(d.vendors, d.history);
  set.bills.forEach((b, i) => {
    const e = b.expected;
    if (!pids.has(e.propertyId) || !vids.has(e.vendorId)) fail(`bill ${i} ids`);
    if (e.unitId !== null && unitOwner.get(e.unitId) !== e.propertyId) fail(`bill ${i} unit not in property`);
    if (gls.get(e.vendorId) !== e.glAccount) fail(`bill ${i} GL ${e.glAccount} != ${gls.get(e.vendorId)}`);
    if (b.input.lineItems.length === 0) fail(`bill ${i} has no line items`);
  });
}
