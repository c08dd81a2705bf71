/**
 * Blind set 14 for bench:resolve, written without sight of the resolver: Confluence Residential
 * Management, a manager of 2,000 properties (20,000 units) across the Ohio Valley and mid-South,
 * Florida's Gulf coast and centre, and the California Central Valley; 5,000 vendors with their
 * coding history; 10,000 bills as AP mail reads them, each with its true answer.
 *
 * GL rule: a bill's expected GL account is the account of the vendor's most recent past coding in
 * the history (greatest `at`, whole-bill or per-line alike); if the vendor has no history, the
 * vendor's default GL account. Every vendor has one or the other (see resolveBlind14/history.ts).
 *
 * Deterministic: one mulberry32 stream seeded by `seed`, forked by label per phase.
 */
import type { DirectoryData, DirectoryVendor } from '../../src/server/directory/resolver/types';
import { BILL_COUNT, buildBills } from './resolveBlind14/bills';
import { glAccounts, glNumbers } from './resolveBlind14/glChart';
import { buildHistory, expectedGl } from './resolveBlind14/history';
import { buildLocals } from './resolveBlind14/localVendors';
import { type VendorM } from './resolveBlind14/model';
import { buildHoas, buildNationals, buildTax } from './resolveBlind14/otherVendors';
import { buildProperties, PROPERTY_COUNT, UNIT_COUNT } from './resolveBlind14/properties';
import { Rng } from './resolveBlind14/rng';
import { buildUtilities } from './resolveBlind14/utilityVendors';
import type { ResolveSet } from './resolveSet';

export const VENDOR_COUNT = 5000;

function toDirectory(v: VendorM): DirectoryVendor {
  return {
    id: v.id,
    name: v.name,
    aliases: v.aliases.filter((a, i, all) => a !== v.name && all.indexOf(a) === i),
    senderEmails: v.senderEmails.map((e) => e.toLowerCase()),
    remitTo: v.remitTo,
    taxId: v.taxId,
    defaultGlAccount: v.defaultGl,
    defaultPropertyId: v.defaultProp?.dir.id ?? null,
    accounts: v.accts.map((a) => ({ accountNumber: a.number, propertyId: a.prop.dir.id, unitId: a.unit?.dir.id ?? null })),
  };
}

export function blindResolveSet14(seed = 14): ResolveSet {
  const root = new Rng(seed);
  const { props } = buildProperties(root.fork('properties'));
  let vid = 0;
  const nextVendorId = (): string => `b14-v${String(++vid).padStart(4, '0')}`;
  const fixed = [
    ...buildUtilities(root.fork('utilities'), props, nextVendorId),
    ...buildNationals(root.fork('nationals'), props, nextVendorId),
    ...buildHoas(root.fork('hoas'), props, nextVendorId),
    ...buildTax(root.fork('tax'), props, nextVendorId),
  ];
  const taken = new Set(fixed.map((v) => v.name));
  const vendors = [...fixed, ...buildLocals(root.fork('locals'), props, VENDOR_COUNT - fixed.length, taken, nextVendorId)];
  const history = buildHistory(root.fork('history'), vendors);
  const gl = expectedGl(vendors, history);
  const bills = buildBills(root.fork('bills'), vendors);

  const units = props.flatMap((p) => p.units.map((u) => u.dir));
  const directory: DirectoryData = { properties: props.map((p) => p.dir), units, vendors: vendors.map(toDirectory), glAccounts, history };

  // The set's own checks: sizes, ids, and that every answer is consistent with the directory.
  const check = (ok: boolean, what: string): void => {
    if (!ok) throw new Error(`blind set 14: ${what}`);
  };
  check(directory.properties.length === PROPERTY_COUNT, `${directory.properties.length} properties`);
  check(units.length === UNIT_COUNT, `${units.length} units`);
  check(directory.vendors.length === VENDOR_COUNT, `${directory.vendors.length} vendors`);
  check(bills.length === BILL_COUNT, `${bills.length} bills`);
  check(new Set(directory.properties.map((p) => p.id)).size === PROPERTY_COUNT, 'duplicate property ids');
  check(new Set(units.map((u) => u.id)).size === UNIT_COUNT, 'duplicate unit ids');
  check(new Set(directory.vendors.map((v) => v.id)).size === VENDOR_COUNT, 'duplicate vendor ids');
  const unitProp = new Map(units.map((u) => [u.id, u.propertyId]));
  const propIds = new Set(directory.properties.map((p) => p.id));
  for (const v of directory.vendors) {
    check(v.defaultGlAccount === null || glNumbers.has(v.defaultGlAccount), `${v.id} default GL ${v.defaultGlAccount}`);
    for (const a of v.accounts) check(a.unitId === null || unitProp.get(a.unitId) === a.propertyId, `${v.id} account ${a.accountNumber}`);
  }
  for (const h of history) check(glNumbers.has(h.glAccount), `history GL ${h.glAccount}`);
  const out: ResolveSet['bills'] = bills.map((b) => {
    const expected = { propertyId: b.t.p.dir.id, unitId: b.t.u?.dir.id ?? null, vendorId: b.v.id, glAccount: gl.get(b.v.id) ?? '' };
    check(propIds.has(expected.propertyId), `bill property ${expected.propertyId}`);
    check(expected.unitId === null || unitProp.get(expected.unitId) === expected.propertyId, `unit ${expected.unitId} is not in ${expected.propertyId}`);
    check(glNumbers.has(expected.glAccount), `bill GL ${expected.glAccount}`);
    return { input: b.input, expected };
  });
  return { directory, bills: out };
}
