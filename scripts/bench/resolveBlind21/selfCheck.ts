/** Recomputes counts, id uniqueness, unit ownership and every expected GL from the rule; throws on any violation. */
import type { ResolveSet } from '../resolveSet';
import { expectedGl } from './history';

export function selfCheck(set: ResolveSet, maxNoClue: number, noClue: number): void {
  const d = set.directory;
  const fail = (msg: string): never => { throw new Error(`blind21 selfCheck: ${msg}`); };
  if (d.properties.length !== 2000) fail(`properties ${d.properties.length}`);
  if (d.units.length !== 20000) fail(`units ${d.units.length}`);
  if (d.vendors.length !== 5000) fail(`vendors ${d.vendors.length}`);
  if (set.bills.length !== 10000) fail(`bills ${set.bills.length}`);
  if (d.glAccounts.length < 90 || d.glAccounts.length > 110) fail(`GL chart ${d.glAccounts.length}`);
  if (d.history.length < 22000 || d.history.length > 28000) fail(`history ${d.history.length}`);
  const unique = (what: string, ids: string[]): Set<string> => {
    const s = new Set(ids);
    if (s.size !== ids.length) fail(`${what} ids not unique`);
    return s;
  };
  const props = unique('property', d.properties.map((p) => p.id));
  const vendors = unique('vendor', d.vendors.map((v) => v.id));
  const gls = unique('GL', d.glAccounts.map((g) => g.number));
  unique('unit', d.units.map((u) => u.id));
  const unitProp = new Map(d.units.map((u) => [u.id, u.propertyId]));
  for (const u of d.units) if (!props.has(u.propertyId)) fail(`unit ${u.id} owned by missing ${u.propertyId}`);
  let accounts = 0;
  for (const v of d.vendors) {
    if (v.defaultGlAccount !== null && !gls.has(v.defaultGlAccount)) fail(`vendor ${v.id} default GL ${v.defaultGlAccount}`);
    if (v.defaultPropertyId !== null && !props.has(v.defaultPropertyId)) fail(`vendor ${v.id} default property`);
    const keys = new Set<string>();
    for (const a of v.accounts) {
      accounts++;
      const k = a.accountNumber.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
      if (!k || keys.has(k)) fail(`vendor ${v.id} account ${a.accountNumber} empty or twice`);
      keys.add(k);
      if (a.propertyId !== null && !props.has(a.propertyId)) fail(`account ${a.accountNumber} property`);
      if (a.unitId !== null && unitProp.get(a.unitId) !== a.propertyId) fail(`account ${a.accountNumber} unit not of its property`);
    }
  }
  if (accounts < 12000 || accounts > 16500) fail(`accounts ${accounts}`);
  const hist = new Map<string, typeof d.history[number][]>();
  for (const h of d.history) {
    if (!vendors.has(h.vendorId)) fail(`history for missing vendor ${h.vendorId}`);
    if (!gls.has(h.glAccount)) fail(`history GL ${h.glAccount}`);
    if (Number.isNaN(Date.parse(h.at))) fail(`history timestamp ${h.at}`);
    const l = hist.get(h.vendorId);
    if (l) l.push(h);
    else hist.set(h.vendorId, [h]);
  }
  const vendorById = new Map(d.vendors.map((v) => [v.id, v]));
  set.bills.forEach((b, i) => {
    const e = b.expected;
    if (!props.has(e.propertyId)) fail(`bill ${i} property`);
    if (e.unitId !== null && unitProp.get(e.unitId) !== e.propertyId) fail(`bill ${i} unit not of its property`);
    const v = vendorById.get(e.vendorId) ?? fail(`bill ${i} vendor`);
    const gl = expectedGl(hist.get(v.id) ?? [], v.defaultGlAccount);
    if (gl !== e.glAccount || !gls.has(gl)) fail(`bill ${i} GL ${e.glAccount} != rule ${gl}`);
    if (b.input.lineItems.length === 0 || !b.input.text) fail(`bill ${i} empty`);
  });
  if (noClue > maxNoClue) fail(`${noClue} bills without a clue (max ${maxNoClue})`);
}
