/**
 * The set's self-check, run before it is returned: counts, unique ids, every reference resolvable,
 * the GL rule recomputed from the history, no answer printed in a bill, and no printed account
 * number that the directory ties to a property or unit other than the answer.
 */
import type { PastCoding } from '../../../src/server/directory/resolver/types';
import type { ResolveSet } from '../resolveSet';

function fail(msg: string): never {
  throw new Error(`blindResolveSet16 self-check: ${msg}`);
}

function unique(ids: readonly string[], what: string): Set<string> {
  const s = new Set(ids);
  if (s.size !== ids.length) fail(`duplicate ${what} ids`);
  return s;
}

const norm = (a: string): string => a.replace(/[^0-9A-Za-z]/g, '').toUpperCase().replace(/^0+/, '');

/** The GL rule, independently: latest whole-bill coding by instant, else the default. */
export function ruleGl(history: readonly PastCoding[], defaults: ReadonlyMap<string, string | null>): Map<string, string | null> {
  const latest = new Map<string, { t: number; gl: string }>();
  for (const h of history) {
    if (h.description !== null) continue;
    const t = Date.parse(h.at);
    const cur = latest.get(h.vendorId);
    if (!cur || t > cur.t) latest.set(h.vendorId, { t, gl: h.glAccount });
    else if (t === cur.t && cur.gl !== h.glAccount) fail(`tie in the latest whole-bill coding of ${h.vendorId}`);
  }
  const out = new Map<string, string | null>();
  for (const [id, d] of defaults) out.set(id, latest.get(id)?.gl ?? d);
  return out;
}

export function selfCheck(set: ResolveSet, counts: { properties: number; units: number; vendors: number; bills: number }, noClue: number): void {
  const d = set.directory;
  if (d.properties.length !== counts.properties) fail(`properties ${d.properties.length}`);
  if (d.units.length !== counts.units) fail(`units ${d.units.length}`);
  if (d.vendors.length !== counts.vendors) fail(`vendors ${d.vendors.length}`);
  if (set.bills.length !== counts.bills) fail(`bills ${set.bills.length}`);
  if (d.glAccounts.length < 90 || d.glAccounts.length > 110) fail(`GL accounts ${d.glAccounts.length}`);
  const props = unique(d.properties.map((p) => p.id), 'property');
  unique(d.properties.map((p) => p.name), 'property name');
  const unitProp = new Map(d.units.map((u) => [u.id, u.propertyId] as const));
  unique(d.units.map((u) => u.id), 'unit');
  unique(d.units.map((u) => `${u.propertyId}|${u.unit}`), 'unit label');
  const vendors = unique(d.vendors.map((v) => v.id), 'vendor');
  const gls = unique(d.glAccounts.map((g) => g.number), 'GL');
  for (const u of d.units) if (!props.has(u.propertyId)) fail(`unit ${u.id} without property`);
  const accounts = new Map<string, { propertyId: string | null; unitId: string | null }>();
  for (const v of d.vendors) {
    if (v.defaultGlAccount !== null && !gls.has(v.defaultGlAccount)) fail(`vendor ${v.id} default GL`);
    if (v.defaultPropertyId !== null && !props.has(v.defaultPropertyId)) fail(`vendor ${v.id} default property`);
    if (v.senderEmails.some((e) => e !== e.toLowerCase())) fail(`vendor ${v.id} e-mail case`);
    for (const a of v.accounts) {
      if (a.propertyId !== null && !props.has(a.propertyId)) fail(`account ${a.accountNumber} property`);
      if (a.unitId !== null && unitProp.get(a.unitId) !== a.propertyId) fail(`account ${a.accountNumber} unit`);
      const k = norm(a.accountNumber);
      if (accounts.has(k)) fail(`account ${a.accountNumber} twice`);
      accounts.set(k, { propertyId: a.propertyId, unitId: a.unitId });
    }
  }
  for (const h of d.history) {
    if (!vendors.has(h.vendorId)) fail(`history vendor ${h.vendorId}`);
    if (!gls.has(h.glAccount)) fail(`history GL ${h.glAccount}`);
    if (Number.isNaN(Date.parse(h.at))) fail(`history time ${h.at}`);
  }
  const rule = ruleGl(d.history, new Map(d.vendors.map((v) => [v.id, v.defaultGlAccount] as const)));
  for (const [id, gl] of rule) if (gl === null) fail(`vendor ${id} has neither a whole-bill coding nor a default`);
  let bare = 0;
  for (const [i, b] of set.bills.entries()) {
    const e = b.expected;
    if (!props.has(e.propertyId)) fail(`bill ${i} property`);
    if (e.unitId !== null && unitProp.get(e.unitId) !== e.propertyId) fail(`bill ${i} unit`);
    if (!vendors.has(e.vendorId)) fail(`bill ${i} vendor`);
    if (rule.get(e.vendorId) !== e.glAccount) fail(`bill ${i} GL ${e.glAccount} against the rule's ${rule.get(e.vendorId) ?? 'none'}`);
    const all = JSON.stringify(b.input);
    if (/\b(prp|unt|vnd)-\d/.test(all)) fail(`bill ${i} prints an id`);
    if (b.input.lineItems.length === 0 || b.input.text.length < 40) fail(`bill ${i} is empty`);
    for (const n of b.input.accountNumbers) {
      const hit = accounts.get(norm(n));
      if (hit && hit.propertyId !== null && (hit.propertyId !== e.propertyId || (hit.unitId !== null && hit.unitId !== e.unitId))) fail(`bill ${i} prints account ${n} of another site`);
    }
    if (b.input.propertyText === null && b.input.unitText === null && b.input.accountNumbers.every((n) => !accounts.get(norm(n))?.propertyId) && !b.input.serviceAddresses.some((s) => !/Cordillera|CORDILLERA|PO Box|P\.O\.|Apartado|PO BOX/.test(s))) bare++;
  }
  if (noClue < counts.bills * 0.01 || noClue > counts.bills * 0.02) fail(`no-clue bills ${noClue}`);
  if (bare < noClue) fail(`only ${bare} bills look bare, ${noClue} were meant to`);
}
