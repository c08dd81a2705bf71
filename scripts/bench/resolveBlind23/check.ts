/**
 * Self-check of the finished set: counts, unique ids and names, every account, unit and default
 * pointing where it should, every expected GL recomputed from the history by its own sort, and
 * every bill decided again by the clerk to the expected answer. Throws on the first fault.
 */
import type { DirectoryData, PastCoding } from '../../../src/server/directory/resolver/types';
import type { ResolveSet } from '../resolveSet';
import type { Clerk } from './clerk';
import { propKey, vendorKey } from './names';

export const COUNTS = { properties: 2_000, units: 20_000, vendors: 5_000, bills: 10_000, history: 25_000 } as const;
/** At most this share of bills may print no clue to the site. */
export const NO_CLUE_CAP = 0.005;

const fail = (msg: string): never => { throw new Error(`blindResolveSet23 self-check: ${msg}`); };

function unique(label: string, values: readonly string[]): void {
  if (new Set(values).size !== values.length) fail(`${label} not unique`);
}

/** The GL rule, written again: sort the vendor's whole-bill codings by instant, newest first. */
function ruleGl(dir: DirectoryData, vendorId: string, byVendor: Map<string, PastCoding[]>): string | null {
  const whole = (byVendor.get(vendorId) ?? []).filter((c) => c.description === null)
    .sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime());
  const top = whole[0];
  if (top) {
    const next = whole[1];
    if (next && new Date(next.at).getTime() === new Date(top.at).getTime() && next.glAccount !== top.glAccount) fail(`tied latest codings for ${vendorId}`);
    return top.glAccount;
  }
  return dir.vendors.find((v) => v.id === vendorId)?.defaultGlAccount ?? null;
}

export function selfCheck(set: ResolveSet, clerk: Clerk): { noClue: number } {
  const d = set.directory;
  if (d.properties.length !== COUNTS.properties) fail(`${d.properties.length} properties`);
  if (d.units.length !== COUNTS.units) fail(`${d.units.length} units`);
  if (d.vendors.length !== COUNTS.vendors) fail(`${d.vendors.length} vendors`);
  if (set.bills.length !== COUNTS.bills) fail(`${set.bills.length} bills`);
  if (d.history.length !== COUNTS.history) fail(`${d.history.length} codings`);
  if (d.glAccounts.length < 90 || d.glAccounts.length > 110) fail(`${d.glAccounts.length} GL accounts`);
  unique('property ids', d.properties.map((p) => p.id));
  unique('unit ids', d.units.map((u) => u.id));
  unique('vendor ids', d.vendors.map((v) => v.id));
  unique('GL numbers', d.glAccounts.map((g) => g.number));
  unique('property names', d.properties.map((p) => propKey(p.name)));
  unique('vendor names', d.vendors.map((v) => vendorKey(v.name)));
  const props = new Set(d.properties.map((p) => p.id));
  const unitOwner = new Map(d.units.map((u) => [u.id, u.propertyId]));
  const chart = new Set(d.glAccounts.map((g) => g.number));
  const vendorIds = new Set(d.vendors.map((v) => v.id));
  for (const u of d.units) if (!props.has(u.propertyId)) fail(`unit ${u.id} has no property`);
  for (const v of d.vendors) {
    if (v.defaultPropertyId !== null && !props.has(v.defaultPropertyId)) fail(`vendor ${v.id} default property`);
    if (v.defaultGlAccount !== null && !chart.has(v.defaultGlAccount)) fail(`vendor ${v.id} default GL`);
    for (const a of v.accounts) {
      if (a.propertyId !== null && !props.has(a.propertyId)) fail(`account ${a.accountNumber} property`);
      if (a.unitId !== null && unitOwner.get(a.unitId) !== a.propertyId) fail(`account ${a.accountNumber} unit not of its property`);
    }
  }
  const byVendor = new Map<string, PastCoding[]>();
  for (const c of d.history) {
    if (!vendorIds.has(c.vendorId)) fail(`coding for unknown vendor ${c.vendorId}`);
    if (!chart.has(c.glAccount)) fail(`coding to unknown GL ${c.glAccount}`);
    if (Number.isNaN(Date.parse(c.at))) fail(`bad timestamp ${c.at}`);
    byVendor.set(c.vendorId, [...(byVendor.get(c.vendorId) ?? []), c]);
  }
  const gl = new Map<string, string | null>();
  let noClue = 0;
  for (const [i, b] of set.bills.entries()) {
    const e = b.expected;
    if (!vendorIds.has(e.vendorId) || !props.has(e.propertyId)) fail(`bill ${i} points nowhere`);
    if (e.unitId !== null && unitOwner.get(e.unitId) !== e.propertyId) fail(`bill ${i} unit not of its property`);
    if (!gl.has(e.vendorId)) gl.set(e.vendorId, ruleGl(d, e.vendorId, byVendor));
    if (gl.get(e.vendorId) !== e.glAccount || !chart.has(e.glAccount)) fail(`bill ${i} GL ${e.glAccount} vs rule ${String(gl.get(e.vendorId))}`);
    const v = clerk.decide(b.input);
    if (!v || v.vendorId !== e.vendorId || v.propertyId !== e.propertyId || v.unitId !== e.unitId) fail(`bill ${i} not decided as expected`);
    if (v?.viaDefault) {
      noClue++;
      if (d.vendors.find((x) => x.id === e.vendorId)?.defaultPropertyId !== e.propertyId) fail(`bill ${i} no-clue but not the default`);
    }
  }
  if (noClue > COUNTS.bills * NO_CLUE_CAP) fail(`${noClue} bills print no site clue`);
  return { noClue };
}
