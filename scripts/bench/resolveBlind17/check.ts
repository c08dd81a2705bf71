/** The set's self-check: counts, referential integrity, and every truth re-derived from the directory. */
import type { ResolveSet } from '../resolveSet';

export const COUNTS = { properties: 2000, units: 20000, vendors: 5000, bills: 10000, glMin: 90, glMax: 110 };

function fail(msg: string): never {
  throw new Error(`blindResolveSet17 self-check: ${msg}`);
}

function uniqueIds(kind: string, ids: readonly string[]): Set<string> {
  const s = new Set(ids);
  if (s.size !== ids.length) fail(`duplicate ${kind} ids`);
  return s;
}

export function selfCheck(set: ResolveSet): void {
  const d = set.directory;
  if (d.properties.length !== COUNTS.properties) fail(`${d.properties.length} properties`);
  if (d.units.length !== COUNTS.units) fail(`${d.units.length} units`);
  if (d.vendors.length !== COUNTS.vendors) fail(`${d.vendors.length} vendors`);
  if (set.bills.length !== COUNTS.bills) fail(`${set.bills.length} bills`);
  if (d.glAccounts.length < COUNTS.glMin || d.glAccounts.length > COUNTS.glMax) fail(`${d.glAccounts.length} GL accounts`);
  const propIds = uniqueIds('property', d.properties.map((p) => p.id));
  const vendorIds = uniqueIds('vendor', d.vendors.map((v) => v.id));
  uniqueIds('unit', d.units.map((u) => u.id));
  const gl = new Set(d.glAccounts.map((g) => g.number));
  if (gl.size !== d.glAccounts.length) fail('duplicate GL numbers');

  const unitProp = new Map<string, string>();
  const labels = new Set<string>();
  for (const u of d.units) {
    if (!propIds.has(u.propertyId)) fail(`unit ${u.id} on unknown property`);
    const key = `${u.propertyId}|${u.unit.toLowerCase()}`;
    if (labels.has(key)) fail(`unit label ${u.unit} twice on ${u.propertyId}`);
    labels.add(key);
    unitProp.set(u.id, u.propertyId);
  }
  const names = new Set<string>();
  for (const p of d.properties) {
    const n = p.name.toLowerCase();
    if (names.has(n)) fail(`property name ${p.name} twice`);
    names.add(n);
  }
  for (const v of d.vendors) {
    if (v.defaultGlAccount !== null && !gl.has(v.defaultGlAccount)) fail(`vendor ${v.id} default GL ${v.defaultGlAccount} not in chart`);
    if (v.defaultPropertyId !== null && !propIds.has(v.defaultPropertyId)) fail(`vendor ${v.id} default property unknown`);
    const nums = new Set<string>();
    for (const a of v.accounts) {
      if (nums.has(a.accountNumber)) fail(`vendor ${v.id} account ${a.accountNumber} twice`);
      nums.add(a.accountNumber);
      if (a.propertyId !== null && !propIds.has(a.propertyId)) fail(`vendor ${v.id} account on unknown property`);
      if (a.unitId !== null && unitProp.get(a.unitId) !== a.propertyId) fail(`vendor ${v.id} account unit not on its property`);
    }
    for (const e of v.senderEmails) if (e !== e.toLowerCase()) fail(`sender ${e} not lower-case`);
  }

  // The GL rule, re-derived: the newest whole-bill coding, else the vendor's default.
  const newest = new Map<string, { at: string; gl: string; tie: boolean }>();
  for (const h of d.history) {
    if (!vendorIds.has(h.vendorId)) fail(`history for unknown vendor ${h.vendorId}`);
    if (!gl.has(h.glAccount)) fail(`history GL ${h.glAccount} not in chart`);
    if (Number.isNaN(Date.parse(h.at))) fail(`history time ${h.at}`);
    if (h.description !== null) continue;
    const cur = newest.get(h.vendorId);
    if (!cur || h.at > cur.at) newest.set(h.vendorId, { at: h.at, gl: h.glAccount, tie: false });
    else if (h.at === cur.at) cur.tie = true;
  }
  const ruleGl = new Map<string, string>();
  for (const v of d.vendors) {
    const n = newest.get(v.id);
    if (n?.tie) fail(`vendor ${v.id} has two newest whole-bill codings`);
    const g = n ? n.gl : v.defaultGlAccount;
    if (!g) fail(`vendor ${v.id} has neither whole-bill history nor a default GL`);
    ruleGl.set(v.id, g);
  }
  for (const [i, b] of set.bills.entries()) {
    const e = b.expected;
    if (!propIds.has(e.propertyId)) fail(`bill ${i} on unknown property`);
    if (e.unitId !== null && unitProp.get(e.unitId) !== e.propertyId) fail(`bill ${i} unit not on its property`);
    if (!vendorIds.has(e.vendorId)) fail(`bill ${i} unknown vendor`);
    if (ruleGl.get(e.vendorId) !== e.glAccount) fail(`bill ${i} GL ${e.glAccount} breaks the GL rule`);
    if (b.input.text.length === 0) fail(`bill ${i} has no text`);
  }
}
