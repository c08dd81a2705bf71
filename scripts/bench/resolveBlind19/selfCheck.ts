import type { ResolveSet } from '../resolveSet';

export interface Counts {
  readonly properties: number;
  readonly units: number;
  readonly vendors: number;
  readonly bills: number;
}

/** The GL rule, recomputed from the directory alone: latest whole-bill coding by instant, else the vendor default. */
export function ruleGl(set: ResolveSet): Map<string, string | null> {
  const latest = new Map<string, { ms: number; gl: string }>();
  for (const h of set.directory.history) {
    if (h.description !== null) continue;
    const ms = Date.parse(h.at);
    if (Number.isNaN(ms)) throw new Error(`blind19 self-check: bad timestamp ${h.at}`);
    const cur = latest.get(h.vendorId);
    if (cur && cur.ms === ms && cur.gl !== h.glAccount) throw new Error(`blind19 self-check: tied whole-bill codings for ${h.vendorId}`);
    if (!cur || ms > cur.ms) latest.set(h.vendorId, { ms, gl: h.glAccount });
  }
  const out = new Map<string, string | null>();
  for (const v of set.directory.vendors) out.set(v.id, latest.get(v.id)?.gl ?? v.defaultGlAccount);
  return out;
}

/** Throws unless the set is whole and its answers are consistent with its own directory. */
export function selfCheck(set: ResolveSet, want: Counts): void {
  const fail = (msg: string): never => { throw new Error(`blind19 self-check: ${msg}`); };
  const d = set.directory;
  if (d.properties.length !== want.properties) fail(`${d.properties.length} properties`);
  if (d.units.length !== want.units) fail(`${d.units.length} units`);
  if (d.vendors.length !== want.vendors) fail(`${d.vendors.length} vendors`);
  if (set.bills.length !== want.bills) fail(`${set.bills.length} bills`);
  if (d.glAccounts.length < 90 || d.glAccounts.length > 110) fail(`${d.glAccounts.length} GL accounts`);
  const props = new Set(d.properties.map((p) => p.id));
  const unitOf = new Map(d.units.map((u) => [u.id, u.propertyId]));
  const vendors = new Set(d.vendors.map((v) => v.id));
  const gls = new Set(d.glAccounts.map((g) => g.number));
  if (props.size !== d.properties.length || unitOf.size !== d.units.length || vendors.size !== d.vendors.length) fail('duplicate ids');
  if (gls.size !== d.glAccounts.length) fail('duplicate GL numbers');
  for (const u of d.units) if (!props.has(u.propertyId)) fail(`unit ${u.id} on unknown property`);
  for (const v of d.vendors) {
    if (v.defaultGlAccount !== null && !gls.has(v.defaultGlAccount)) fail(`vendor ${v.id} default GL not in chart`);
    if (v.defaultPropertyId !== null && !props.has(v.defaultPropertyId)) fail(`vendor ${v.id} default property unknown`);
    for (const a of v.accounts) {
      if (a.propertyId !== null && !props.has(a.propertyId)) fail(`account ${a.accountNumber} on unknown property`);
      if (a.unitId !== null && unitOf.get(a.unitId) !== a.propertyId) fail(`account ${a.accountNumber} unit not of its property`);
    }
  }
  for (const h of d.history) {
    if (!vendors.has(h.vendorId)) fail(`history for unknown vendor ${h.vendorId}`);
    if (!gls.has(h.glAccount)) fail(`history GL ${h.glAccount} not in chart`);
  }
  const rule = ruleGl(set);
  for (const [id, gl] of rule) if (gl === null) fail(`vendor ${id} has neither a whole-bill coding nor a default`);
  set.bills.forEach((b, i) => {
    const e = b.expected;
    if (!props.has(e.propertyId)) fail(`bill ${i}: unknown property ${e.propertyId}`);
    if (e.unitId !== null && unitOf.get(e.unitId) !== e.propertyId) fail(`bill ${i}: unit ${e.unitId} not of ${e.propertyId}`);
    if (!vendors.has(e.vendorId)) fail(`bill ${i}: unknown vendor ${e.vendorId}`);
    if (!gls.has(e.glAccount)) fail(`bill ${i}: GL ${e.glAccount} not in chart`);
    if (rule.get(e.vendorId) !== e.glAccount) fail(`bill ${i}: GL ${e.glAccount} is not the rule's ${String(rule.get(e.vendorId))}`);
  });
}
