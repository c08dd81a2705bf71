/*
 * Blind resolve set 13: one client's directory (2,000 properties, 20,000 units, 5,000 vendors,
 * a chart of ~100 GL accounts, the vendors' coding history) and 10,000 bills as extraction
 * would read them, each with its right answer.
 *
 * Theme: the Pacific Northwest (Seattle, Tacoma, Spokane, Portland OR, Vancouver WA, Boise,
 * Eugene) and the Carolinas and Virginia (Charlotte, Raleigh-Durham, Greenville SC, Richmond,
 * Norfolk / Virginia Beach); garden apartments with buildings, student housing by the bed,
 * senior living, strip centres and offices with suites, condo/HOA associations and
 * manufactured-home communities. The GL expectation rule is documented in
 * resolveBlind13/history.ts. Deterministic: one seeded mulberry32, forked per phase.
 */
import { assignAccounts } from './resolveBlind13/accounts';
import { planBills } from './resolveBlind13/billPlan';
import { renderBill } from './resolveBlind13/billRender';
import { buildOffices } from './resolveBlind13/client';
import { buildCorporateVendors, makeIds } from './resolveBlind13/corporateVendors';
import { toDirectory } from './resolveBlind13/directory';
import { AddressBook, buildMetros } from './resolveBlind13/geo';
import { GL_NUMBERS } from './resolveBlind13/glChart';
import { buildHistory, checkHistory } from './resolveBlind13/history';
import { buildLocalVendors, NameRegistry } from './resolveBlind13/localVendors';
import { buildProperties, PROPERTY_COUNT, unitCounts } from './resolveBlind13/properties';
import { at, makeRng } from './resolveBlind13/rng';
import { accountKey } from './resolveBlind13/text';
import { TRADES } from './resolveBlind13/trades';
import { buildUnits } from './resolveBlind13/units';
import type { ResolveSet } from './resolveSet';

export const BLIND13_COUNTS = { properties: PROPERTY_COUNT, units: 20_000, vendors: 5_000, bills: 10_000 } as const;

export function blindResolveSet13(seed = 13): ResolveSet {
  const root = makeRng(seed);
  const metros = buildMetros();
  const book = new AddressBook();
  const offices = buildOffices(root.fork('offices'), metros, book);

  const props = buildProperties(root.fork('properties'), metros, book, offices);
  const counts = unitCounts(root.fork('unit-counts'), props, BLIND13_COUNTS.units);
  const units = buildUnits(root.fork('units'), metros, book, props, counts);

  const ids = makeIds();
  const trades = new Map(TRADES.map((t) => [t.key, t] as const));
  const corporate = buildCorporateVendors(root.fork('corporate-vendors'), ids, metros, trades);
  const names = new NameRegistry();
  for (const v of corporate) for (const n of [v.name, ...v.aliases]) names.claim(n);
  const local = buildLocalVendors(root.fork('local-vendors'), ids, metros, book, BLIND13_COUNTS.vendors - corporate.length, names);
  const vendors = [...corporate, ...local];
  assignAccounts(root.fork('accounts'), props, vendors);

  const hist = buildHistory(root.fork('history'), vendors);
  checkHistory(vendors, hist);

  const accountKeys = new Set(vendors.flatMap((v) => v.accounts.map((a) => accountKey(a.accountNumber))));
  const plans = planBills(root.fork('plans'), { props, units, vendors }, BLIND13_COUNTS.bills);
  const ctx = { offices, units, accountKeys };
  const bills: ResolveSet['bills'] = plans.map((plan, i) => {
    const glAccount = hist.expectedGl.get(plan.vendor.idx);
    if (!glAccount || !GL_NUMBERS.has(glAccount)) throw new Error(`no expected GL for ${plan.vendor.id}`);
    return {
      input: renderBill(root.fork(`bill-${i}`), plan, ctx),
      expected: { propertyId: plan.prop.id, unitId: plan.unit?.id ?? null, vendorId: plan.vendor.id, glAccount },
    };
  });

  const directory = toDirectory(root.fork('directory'), props, units, vendors, hist.history);
  if (directory.properties.length !== BLIND13_COUNTS.properties) throw new Error(`properties: ${directory.properties.length}`);
  if (directory.units.length !== BLIND13_COUNTS.units) throw new Error(`units: ${directory.units.length}`);
  if (directory.vendors.length !== BLIND13_COUNTS.vendors) throw new Error(`vendors: ${directory.vendors.length}`);
  if (bills.length !== BLIND13_COUNTS.bills) throw new Error(`bills: ${bills.length}`);
  for (const b of bills) {
    const unitId = b.expected.unitId;
    if (unitId !== null && at(units, Number(unitId.slice(4)) - 1).propIdx !== Number(b.expected.propertyId.slice(4)) - 1) {
      throw new Error(`unit ${unitId} is not in ${b.expected.propertyId}`);
    }
  }
  return { directory, bills };
}
