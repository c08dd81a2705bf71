/**
 * Blind set 15 for bench:resolve, written without sight of the resolver: one property manager
 * (Harbor & Magnolia Property Group) of a mixed residential and commercial portfolio across the
 * Great Lakes and Northeast (Detroit and suburbs, Grand Rapids, Pittsburgh, Buffalo, Rochester,
 * Minneapolis-St Paul, Milwaukee's suburbs, Albany, Hartford, Providence) and the Deep South
 * (Birmingham, Huntsville, Montgomery, Jackson, Savannah, Macon, Mobile): walk-ups, flats and
 * duplexes, garden complexes, strip retail, medical offices, flex parks, self-storage, student and
 * senior housing. 2,000 properties, 20,000 units, 5,000 vendors, ~100 GL accounts, the vendors'
 * coding history, and 10,000 bills as extraction reads them, each with its true answer.
 *
 * GL rule: a bill's expected GL account is the account of the vendor's most recent whole-bill
 * coding (description null) in the history; if the vendor has none, the vendor's default GL
 * account. Every vendor has one or the other. (See resolveBlind15/history.ts.)
 *
 * Deterministic: one mulberry32 PRNG seeded by `seed`, forked per phase; no clock, no Math.random.
 */
import type { DirectoryData } from '../../src/server/directory/resolver/types';
import { type BillRow, N_BILLS, buildBills } from './resolveBlind15/bills';
import { GL_ACCOUNTS, GL_NUMBERS } from './resolveBlind15/glChart';
import { buildHistory, latestWholeBill } from './resolveBlind15/history';
import { N_PROPERTIES, N_UNITS, buildProperties } from './resolveBlind15/properties';
import { Rng } from './resolveBlind15/rng';
import { N_VENDORS, buildVendors } from './resolveBlind15/vendors';
import type { ResolveSet } from './resolveSet';

function check(directory: DirectoryData, bills: readonly BillRow[]): void {
  const fail = (m: string): never => {
    throw new Error(`blindResolveSet15: ${m}`);
  };
  if (directory.properties.length !== N_PROPERTIES) fail(`${directory.properties.length} properties, not ${N_PROPERTIES}`);
  if (directory.units.length !== N_UNITS) fail(`${directory.units.length} units, not ${N_UNITS}`);
  if (directory.vendors.length !== N_VENDORS) fail(`${directory.vendors.length} vendors, not ${N_VENDORS}`);
  if (bills.length !== N_BILLS) fail(`${bills.length} bills, not ${N_BILLS}`);
  if (directory.glAccounts.length < 90 || directory.glAccounts.length > 110) fail(`${directory.glAccounts.length} GL accounts`);
  const props = new Set(directory.properties.map((p) => p.id));
  if (props.size !== N_PROPERTIES) fail('duplicate property ids');
  const unitProp = new Map(directory.units.map((u) => [u.id, u.propertyId]));
  if (unitProp.size !== N_UNITS) fail('duplicate unit ids');
  for (const u of directory.units) if (!props.has(u.propertyId)) fail(`unit ${u.id} of unknown property`);
  const vendors = new Map(directory.vendors.map((v) => [v.id, v]));
  if (vendors.size !== N_VENDORS) fail('duplicate vendor ids');
  const latest = latestWholeBill(directory.history);
  for (const v of directory.vendors) {
    if (!latest.has(v.id) && v.defaultGlAccount === null) fail(`vendor ${v.id} has neither history nor default GL`);
    if (v.defaultPropertyId !== null && !props.has(v.defaultPropertyId)) fail(`vendor ${v.id} default property unknown`);
    for (const a of v.accounts) {
      if (a.propertyId !== null && !props.has(a.propertyId)) fail(`account ${a.accountNumber} of unknown property`);
      if (a.unitId !== null && unitProp.get(a.unitId) !== a.propertyId) fail(`account ${a.accountNumber}: unit not of its property`);
    }
  }
  for (const c of directory.history) if (!GL_NUMBERS.has(c.glAccount) || !vendors.has(c.vendorId)) fail(`bad coding ${JSON.stringify(c)}`);
  bills.forEach((b, i) => {
    const e = b.expected;
    if (!props.has(e.propertyId)) fail(`bill ${i}: unknown property`);
    if (e.unitId !== null && unitProp.get(e.unitId) !== e.propertyId) fail(`bill ${i}: unit ${e.unitId} not of property ${e.propertyId}`);
    const v = vendors.get(e.vendorId) ?? fail(`bill ${i}: unknown vendor`);
    const gl = latest.get(v.id)?.glAccount ?? v.defaultGlAccount;
    if (gl !== e.glAccount) fail(`bill ${i}: GL ${e.glAccount} is not the rule's ${gl ?? 'null'}`);
  });
}

export function blindResolveSet15(seed = 15): ResolveSet {
  const root = new Rng(seed);
  const props = buildProperties(root.fork('properties'));
  const vendors = buildVendors(props, root.fork('vendors'));
  const { history, expectedGl } = buildHistory(vendors, root.fork('history'));
  const bills = buildBills(props, vendors, expectedGl, root.fork('bills'));
  const directory: DirectoryData = {
    properties: props.map((p) => p.p),
    units: props.flatMap((p) => p.units.map((u) => u.u)),
    vendors: vendors.map((v) => v.v),
    glAccounts: GL_ACCOUNTS,
    history,
  };
  check(directory, bills);
  return { directory, bills };
}
