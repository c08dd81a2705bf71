/**
 * The set's self-check, run every time it is built: exact counts, unique ids, every reference
 * resolving (units to properties, accounts to properties and units, expected answers to the
 * directory, each unit to its expected property), and each expected GL recomputed from the history
 * by the rule, independently of how the generator derived it. Throws on the first violation.
 */
import type { ResolveSet } from '../resolveSet';

export const EXPECTED_COUNTS = { properties: 2000, units: 20000, vendors: 5000, bills: 10000 } as const;

function fail(message: string): never {
  throw new Error(`resolveBlind18 self-check: ${message}`);
}

function ids<T extends { id: string }>(what: string, items: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    if (map.has(item.id)) fail(`duplicate ${what} id ${item.id}`);
    map.set(item.id, item);
  }
  return map;
}

export function checkSet(set: ResolveSet): void {
  const d = set.directory;
  if (d.properties.length !== EXPECTED_COUNTS.properties) fail(`${d.properties.length} properties`);
  if (d.units.length !== EXPECTED_COUNTS.units) fail(`${d.units.length} units`);
  if (d.vendors.length !== EXPECTED_COUNTS.vendors) fail(`${d.vendors.length} vendors`);
  if (set.bills.length !== EXPECTED_COUNTS.bills) fail(`${set.bills.length} bills`);
  if (d.glAccounts.length < 90 || d.glAccounts.length > 110) fail(`${d.glAccounts.length} GL accounts`);
  const chart = new Set(d.glAccounts.map((g) => g.number));
  if (chart.size !== d.glAccounts.length) fail('duplicate GL account numbers');
  const properties = ids('property', d.properties);
  const units = ids('unit', d.units);
  const vendors = ids('vendor', d.vendors);
  for (const u of d.units) if (!properties.has(u.propertyId)) fail(`unit ${u.id} on missing property ${u.propertyId}`);
  const unitOf = (unitId: string, propertyId: string | null, where: string): void => {
    const u = units.get(unitId);
    if (u === undefined) fail(`${where}: missing unit ${unitId}`);
    if (u.propertyId !== propertyId) fail(`${where}: unit ${unitId} belongs to ${u.propertyId}, not ${propertyId ?? 'null'}`);
  };
  const latest = new Map<string, { ms: number; gl: string }>();
  for (const h of d.history) {
    if (!vendors.has(h.vendorId)) fail(`history for missing vendor ${h.vendorId}`);
    if (!chart.has(h.glAccount)) fail(`history GL ${h.glAccount} not in the chart`);
    if (h.description !== null) continue;
    const ms = new Date(h.at).getTime();
    if (!Number.isFinite(ms)) fail(`unreadable timestamp ${h.at}`);
    const prev = latest.get(h.vendorId);
    if (prev !== undefined && prev.ms === ms && prev.gl !== h.glAccount) fail(`tied whole-bill codings for ${h.vendorId}`);
    if (prev === undefined || ms > prev.ms) latest.set(h.vendorId, { ms, gl: h.glAccount });
  }
  const rule = new Map<string, string>();
  for (const v of d.vendors) {
    if (v.defaultGlAccount !== null && !chart.has(v.defaultGlAccount)) fail(`vendor ${v.id} default GL ${v.defaultGlAccount} not in the chart`);
    const gl = latest.get(v.id)?.gl ?? v.defaultGlAccount;
    if (gl === null) fail(`vendor ${v.id} has neither a whole-bill coding nor a default GL`);
    rule.set(v.id, gl);
    if (v.defaultPropertyId !== null && !properties.has(v.defaultPropertyId)) fail(`vendor ${v.id} default property missing`);
    for (const a of v.accounts) {
      if (a.propertyId !== null && !properties.has(a.propertyId)) fail(`vendor ${v.id} account on missing property`);
      if (a.unitId !== null) unitOf(a.unitId, a.propertyId, `vendor ${v.id} account ${a.accountNumber}`);
    }
  }
  set.bills.forEach((b, i) => {
    const e = b.expected;
    if (!properties.has(e.propertyId)) fail(`bill ${i}: missing property ${e.propertyId}`);
    if (!vendors.has(e.vendorId)) fail(`bill ${i}: missing vendor ${e.vendorId}`);
    if (e.unitId !== null) unitOf(e.unitId, e.propertyId, `bill ${i}`);
    if (!chart.has(e.glAccount)) fail(`bill ${i}: GL ${e.glAccount} not in the chart`);
    if (rule.get(e.vendorId) !== e.glAccount) fail(`bill ${i}: GL ${e.glAccount} but the rule gives ${rule.get(e.vendorId) ?? 'none'}`);
  });
}
