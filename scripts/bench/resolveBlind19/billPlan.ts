import { type Rng, at } from './rng';
import { TRADE_BY_KEY } from './trades';
import type { AccountRec, PropRec, UnitRec, VendorRec } from './types';

export type Channel = 'address' | 'name' | 'account' | 'default' | 'none';

/** One bill before it is printed: who sent it, what it is for, and where the clue to the property sits. */
export interface Plan {
  readonly vendor: VendorRec;
  readonly prop: PropRec;
  readonly unit: UnitRec | null;
  readonly account: AccountRec | null;
  readonly channel: Channel;
}

export const BILL_COUNT = 10000;
const MIX = { utility: 3300, tax: 420, license: 130, national: 800, default: 300, none: 150 } as const;

const CLIENT_WIDE = new Set(['supply', 'painting', 'plumbing', 'hvac', 'uniforms', 'advertising', 'screening', 'office', 'printing', 'restoration', 'drain']);

/** Ten thousand bills with exact shares per kind of sender. */
export function planBills(r: Rng, props: readonly PropRec[], vendors: readonly VendorRec[]): Plan[] {
  const propById = new Map(props.map((p) => [p.id, p]));
  const unitById = new Map(props.flatMap((p) => p.units.map((u) => [u.id, u] as const)));
  const weight = (p: PropRec): readonly [PropRec, number] => [p, 1 + Math.sqrt(p.units.length)];
  const byMetro = new Map<string, () => PropRec>();
  for (const code of new Set(props.map((p) => p.metro.code))) byMetro.set(code, r.chooser(props.filter((p) => p.metro.code === code).map(weight)));
  const anyProp = r.chooser(props.map(weight));
  const inMetro = (code: string | null): PropRec => (byMetro.get(code ?? '') ?? anyProp)();
  const fromAccount = (v: VendorRec, a: AccountRec, channel: Channel): Plan => {
    const prop = propById.get(a.propertyId ?? '');
    if (!prop) throw new Error('blind19: account without property');
    return { vendor: v, prop, unit: a.unitId ? unitById.get(a.unitId) ?? null : null, account: a, channel };
  };
  const propAccounts = (vs: readonly VendorRec[]): (readonly [VendorRec, AccountRec])[] =>
    vs.flatMap((v) => v.accounts.filter((a) => a.propertyId !== null).map((a) => [v, a] as const));
  const group = (g: VendorRec['group']): VendorRec[] => vendors.filter((v) => v.group === g);
  const plans: Plan[] = [];

  const util = propAccounts(group('utility'));
  for (let i = 0; i < MIX.utility; i += 1) {
    const [v, a] = r.pick(util);
    plans.push(fromAccount(v, a, r.chance(0.78) ? 'address' : 'account'));
  }
  const tax = propAccounts(group('tax'));
  for (let i = 0; i < MIX.tax; i += 1) {
    const [v, a] = r.pick(tax);
    plans.push(fromAccount(v, a, r.chance(0.7) ? 'address' : 'account'));
  }
  const lic = propAccounts(group('license'));
  const licVendors = group('license');
  for (let i = 0; i < MIX.license; i += 1) {
    if (r.chance(0.7)) {
      const [v, a] = r.pick(lic);
      plans.push(fromAccount(v, a, r.weighted<Channel>([['address', 60], ['account', 40]])));
    } else {
      const v = r.pick(licVendors);
      const pool = props.filter((p) => v.cities?.has(p.city.key) && p.units.length > 0);
      plans.push({ vendor: v, prop: r.pick(pool), unit: null, account: null, channel: r.chance(0.7) ? 'address' : 'name' });
    }
  }
  const national = group('national');
  const natAccounts = propAccounts(national);
  const wide = national.filter((v) => CLIENT_WIDE.has(v.cat));
  for (let i = 0; i < MIX.national; i += 1) {
    if (r.chance(0.55)) {
      const [v, a] = r.pick(natAccounts);
      plans.push(fromAccount(v, a, r.weighted<Channel>([['address', 50], ['account', 30], ['name', 20]])));
    } else {
      const v = r.pick(wide);
      const prop = anyProp();
      const unitish = v.cat === 'restoration' || v.cat === 'drain' || v.cat === 'plumbing' || v.cat === 'screening';
      const unit = unitish && prop.units.length > 0 && r.chance(0.4) ? r.pick(prop.units) : null;
      plans.push({ vendor: v, prop, unit, account: null, channel: r.chance(0.55) ? 'address' : 'name' });
    }
  }
  const locals = group('local');
  const withDefault = locals.filter((v) => v.defaultProp !== null);
  for (let i = 0; i < MIX.default; i += 1) {
    const v = r.pick(withDefault);
    const prop = propById.get(v.defaultProp ?? '');
    if (!prop) throw new Error('blind19: default property missing');
    plans.push({ vendor: v, prop, unit: null, account: null, channel: 'default' });
  }
  const noDefault = locals.filter((v) => v.defaultProp === null);
  for (let i = 0; i < MIX.none; i += 1) {
    const v = r.pick(noDefault);
    plans.push({ vendor: v, prop: inMetro(v.metro), unit: null, account: null, channel: 'none' });
  }
  const active = r.chooser(locals.map((v) => [v, v.activity] as const));
  while (plans.length < BILL_COUNT) {
    const v = active();
    const mine = v.accounts.filter((a) => a.propertyId !== null);
    let prop: PropRec;
    if (mine.length > 0 && r.chance(0.45)) prop = propById.get(at(mine, r.int(0, mine.length - 1)).propertyId ?? '') ?? inMetro(v.metro);
    else if (v.defaultProp !== null && r.chance(0.5)) prop = propById.get(v.defaultProp) ?? inMetro(v.metro);
    else prop = inMetro(v.metro);
    const trade = TRADE_BY_KEY.get(v.cat);
    const unit = prop.units.length > 0 && r.chance(trade?.unitWork ?? 0) ? r.pick(prop.units) : null;
    const acct = mine.find((a) => a.propertyId === prop.id) ?? null;
    const account = acct && r.chance(0.7) ? acct : null;
    const channel = r.weighted<Channel>([['address', 68], ['name', 17], ['account', account ? 15 : 0]]);
    plans.push({ vendor: v, prop, unit, account, channel });
  }
  return r.shuffle(plans);
}
