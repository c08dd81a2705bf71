import type { PropRec, UnitRec, VendorAccount, VendorRec } from './model';
import { at, type Rng } from './rng';

/*
 * What each bill is about (its right answer) and which clues it prints. The planner guarantees
 * that the printed clues decide the answer: the property by a directory address, a unit's own
 * address, a name, a property account, or the vendor's default property; the unit (when there
 * is one) by a printed unit, a unit account or the unit's own address. A bill for a property
 * other than its vendor's default property always prints both the name and the address.
 */

export type Scenario = 'svcProp' | 'svcUnit' | 'contract' | 'jobUnit' | 'jobProp' | 'supplier' | 'defaultProp' | 'acctOnly' | 'tax';

export interface Plan {
  scenario: Scenario;
  vendor: VendorRec;
  prop: PropRec;
  unit: UnitRec | null;
  account: VendorAccount | null;
  showAddress: boolean;
  useUnitOwnAddr: boolean;
  showName: boolean;
  /** Where the unit is printed when there is one. */
  unitWhere: 'field' | 'inline' | 'ownLine' | 'lineItem' | 'none';
  /** A mention naming a building or an apartment of beds but no unit. */
  partial: boolean;
}

export interface World {
  props: readonly PropRec[];
  units: readonly UnitRec[];
  vendors: readonly VendorRec[];
}

const SCENARIOS: readonly (readonly [Scenario, number])[] = [
  ['svcProp', 16], ['svcUnit', 10], ['contract', 8], ['jobUnit', 28], ['jobProp', 15], ['supplier', 6], ['defaultProp', 8], ['acctOnly', 5], ['tax', 4],
];

type Pair = readonly [VendorRec, VendorAccount];

export function planBills(rng: Rng, world: World, count: number): Plan[] {
  const pairs = (pred: (v: VendorRec, a: VendorAccount) => boolean): Pair[] =>
    world.vendors.flatMap((v) => v.accounts.filter((a) => pred(v, a)).map((a) => [v, a] as const));
  const svcProp = pairs((v, a) => v.category === 'utility' && a.propIdx !== null && a.unitIdx === null);
  const svcUnit = pairs((v, a) => v.category === 'utility' && a.unitIdx !== null);
  const contract = pairs((v, a) => v.billing === 'contract' && a.propIdx !== null);
  const tax = pairs((v, a) => v.category === 'gov' && a.propIdx !== null);
  const jobVendors = world.vendors.filter((v) => (v.billing === 'job' || (v.billing === 'contract' && v.category !== 'brand')) && v.serves.length > 0);
  const unitVendors = jobVendors.filter((v) => v.unitShare > 0);
  const suppliers = world.vendors.filter((v) => v.billing === 'supplier' && v.serves.length > 0);
  const defaults = world.vendors.filter((v) => v.defaultProp !== null);
  const prop = (i: number | null): PropRec => at(world.props, i ?? -1);
  const unitOf = (i: number | null): UnitRec | null => (i === null ? null : at(world.units, i));
  const someUnit = (p: PropRec): UnitRec | null => (p.units.length === 0 ? null : at(world.units, rng.pick(p.units)));

  const draft = (scenario: Scenario): Plan | null => {
    const base = { showAddress: false, useUnitOwnAddr: false, showName: false, unitWhere: 'none' as const, partial: false };
    switch (scenario) {
      case 'svcProp':
      case 'svcUnit':
      case 'contract':
      case 'tax':
      case 'acctOnly': {
        const pool = scenario === 'svcProp' ? svcProp : scenario === 'svcUnit' ? svcUnit : scenario === 'contract' ? contract : scenario === 'tax' ? tax : rng.pick([svcProp, svcUnit, contract]);
        const [vendor, account] = rng.pick(pool);
        const p = prop(account.propIdx);
        let unit = unitOf(account.unitIdx);
        if (scenario === 'contract' && !unit && rng.chance(vendor.unitShare)) unit = someUnit(p);
        return { ...base, scenario, vendor, prop: p, unit, account };
      }
      case 'jobUnit':
      case 'jobProp': {
        const vendor = rng.pick(scenario === 'jobUnit' ? unitVendors : jobVendors);
        const p = prop(rng.pick(vendor.serves));
        const unit = scenario === 'jobUnit' ? someUnit(p) : null;
        const account = vendor.accounts.find((a) => a.propIdx === p.idx) ?? null;
        return { ...base, scenario, vendor, prop: p, unit, account };
      }
      case 'supplier': {
        const vendor = rng.pick(suppliers);
        const p = prop(rng.pick(vendor.serves));
        const unit = rng.chance(vendor.unitShare) ? someUnit(p) : null;
        return { ...base, scenario, vendor, prop: p, unit, account: vendor.accounts.length > 0 ? rng.pick(vendor.accounts) : null };
      }
      case 'defaultProp': {
        const vendor = rng.pick(defaults);
        const p = prop(vendor.defaultProp);
        const unit = rng.chance(vendor.unitShare * 0.8) ? someUnit(p) : null;
        const account = vendor.accounts.find((a) => a.propIdx === p.idx) ?? null;
        return { ...base, scenario, vendor, prop: p, unit, account };
      }
    }
  };

  const plans: Plan[] = [];
  while (plans.length < count) {
    const plan = draft(rng.weighted(SCENARIOS));
    if (plan) plans.push(decideClues(rng, plan));
  }
  return plans;
}

function decideClues(rng: Rng, plan: Plan): Plan {
  const { scenario, vendor, prop: p, unit, account } = plan;
  const propAccount = account !== null && account.propIdx === p.idx;
  const ownAddr = unit?.ownAddr ?? null;
  const quiet = scenario === 'acctOnly' || scenario === 'defaultProp';
  let showAddress = quiet ? false : rng.chance(scenario === 'supplier' ? 0.35 : scenario.startsWith('job') ? 0.72 : 0.95);
  const useUnitOwnAddr = showAddress && ownAddr !== null && rng.chance(0.7);
  let showName = quiet ? false : rng.chance(scenario === 'supplier' ? 0.9 : scenario.startsWith('job') ? 0.55 : scenario === 'tax' ? 0.3 : 0.12);
  if (scenario === 'defaultProp' && rng.chance(0.15)) showName = true;
  const addrDecides = showAddress && (p.addrInDirectory || useUnitOwnAddr);
  const defaultDecides = vendor.defaultProp === p.idx;
  if (vendor.defaultProp !== null && !defaultDecides) {
    showAddress = true;
    showName = true;
  } else if (!addrDecides && !showName && !propAccount && !defaultDecides) {
    showName = true;
  }
  let unitWhere: Plan['unitWhere'] = 'none';
  if (unit) {
    const unitAccount = account?.unitIdx === unit.idx;
    const r = rng.next();
    unitWhere = r < 0.5 ? 'field' : r < 0.7 ? 'inline' : r < 0.82 ? 'ownLine' : 'lineItem';
    if (!showAddress && (unitWhere === 'inline' || unitWhere === 'ownLine')) unitWhere = 'field';
    if (unitAccount && rng.chance(0.3)) unitWhere = 'none';
    if (useUnitOwnAddr && rng.chance(0.5)) unitWhere = 'none';
  }
  const partial = !unit && (p.kind === 'student' || p.buildings.length > 0) && rng.chance(scenario === 'jobProp' ? 0.3 : 0.1);
  return { ...plan, showAddress, useUnitOwnAddr: showAddress && useUnitOwnAddr, showName, unitWhere, partial };
}
