/**
 * What one bill will print, drawn per kind of bill: which vendor, site and unit it is about,
 * which account it shows and how, how the payee, the address and the unit are written, and
 * whether the remit-to or the client's own office shows up among the service addresses.
 */
import type { AcctMode, PayeeMode, PropTextMode } from './billPrint';
import { type AddrStyle, PLAIN } from './printing';
import type { Estate, PropRec, UnitRec } from './properties';
import type { Rng } from './rng';
import { type AccountRec, type VendorRec, propsOfHub } from './vendorBase';

export type BillKind = 'utility' | 'unit-meter' | 'tax' | 'hoa' | 'hauler' | 'branch' | 'trade' | 'default-site' | 'no-clue';
export type UnitPlace = 'none' | 'inline' | 'line' | 'field' | 'fused';

export interface Plan {
  kind: BillKind; v: VendorRec; p: PropRec; u: UnitRec | null;
  acct: AccountRec | null; acctMode: AcctMode; payee: PayeeMode; email: 'none' | 'vendor' | 'platform' | 'manager';
  site: 'property' | 'unit' | 'none'; style: AddrStyle; unitPlace: UnitPlace; unitVariant: number;
  propText: PropTextMode; remit: boolean; office: boolean; remitFirst: boolean; seed: number;
}

export interface Pools {
  estate: Estate;
  utilityProp: [VendorRec, AccountRec][]; utilityUnit: [VendorRec, AccountRec][]; tax: [VendorRec, AccountRec][];
  hoa: [VendorRec, AccountRec][]; hauler: [VendorRec, AccountRec][]; branches: VendorRec[]; trades: VendorRec[]; defaults: VendorRec[];
}

export function makePools(estate: Estate, vendors: readonly VendorRec[]): Pools {
  const accts = (kind: VendorRec['kind'], unit?: boolean) => vendors.filter((v) => v.kind === kind)
    .flatMap((v) => v.accounts.filter((a) => a.propertyId !== null && (unit === undefined || (a.unitId !== null) === unit)).map((a) => [v, a] as [VendorRec, AccountRec]));
  return {
    estate, utilityProp: accts('utility', false), utilityUnit: accts('utility', true), tax: accts('treasurer'), hoa: accts('hoa'), hauler: accts('hauler'),
    branches: vendors.filter((v) => v.kind === 'branch'), trades: vendors.filter((v) => v.kind === 'trade'),
    defaults: vendors.filter((v) => v.defaultPropertyId !== null && (v.kind === 'trade' || v.kind === 'hoa' || v.kind === 'branch')),
  };
}

export function drawStyle(rng: Rng): AddrStyle {
  const city = rng.chance(0.8);
  const state = !city ? 'none' : rng.weighted([['code', 75], ['full', 10], ['none', 15]] as const);
  return {
    caps: rng.chance(0.3), suffix: rng.weighted([['abbr', 55], ['full', 18], ['drop', 12], ['dot', 15]] as const),
    dir: rng.weighted([['abbr', 62], ['full', 14], ['drop', 10], ['dot', 14]] as const), ordinal: rng.weighted([['num', 85], ['word', 9], ['bare', 6]] as const),
    lead: rng.int(0, 3), ocrHouse: rng.chance(0.04), typo: rng.chance(0.07), seed: rng.int(1, 1e9), city, state,
    zip: state === 'none' ? 'none' : rng.weighted([['5', 55], ['9', 25], ['none', 20]] as const), sep: rng.chance(0.45) ? 'newline' : 'comma',
  };
}

const acctMode = (rng: Rng, number: string): AcctMode => {
  const m = rng.weighted([['filed', 45], ['respaced', 18], ['masked', 15], ['extra', 10], ['nozeros', 12]] as const);
  return m === 'nozeros' && !/^0/.test(number) ? 'filed' : m;
};

function payeeMode(rng: Rng, v: VendorRec): PayeeMode {
  const hasAlias = v.aliases.some((a) => a !== v.name);
  return rng.weighted<PayeeMode>([['exact', 32], ['noForm', 14], ['caps', 18], ['alias', hasAlias ? (v.kind === 'branch' || v.kind === 'hoa' ? 30 : 14) : 0],
    ['typo', 6], ['platform', v.platform ? 9 : 0], ['dba', hasAlias && v.kind === 'trade' ? 3 : 0], ['none', 4]]);
}

const PROP_TEXT_SHARE: Readonly<Record<BillKind, number>> = {
  utility: 0.08, 'unit-meter': 0.08, tax: 0.08, hoa: 0.25, hauler: 0.08, branch: 0.3, trade: 0.5, 'default-site': 0.4, 'no-clue': 0,
};

function unitFor(rng: Rng, p: PropRec, share: number): UnitRec | null {
  return p.units.length > 0 && rng.chance(share) ? rng.pick(p.units) : null;
}

export function drawPlan(rng: Rng, kind: BillKind, pools: Pools): Plan {
  let v: VendorRec;
  let acct: AccountRec | null = null;
  let p: PropRec;
  let u: UnitRec | null = null;
  const prop = (id: string | null) => pools.estate.propById.get(id ?? '') as PropRec;
  const unit = (id: string | null) => (id ? pools.estate.unitById.get(id) ?? null : null);
  const accountAt = (vr: VendorRec, pr: PropRec, ur: UnitRec | null) =>
    vr.accounts.find((a) => a.propertyId === pr.id && a.unitId === (ur ? ur.id : null)) ?? vr.accounts.find((a) => a.propertyId === null) ?? null;
  if (kind === 'utility' || kind === 'unit-meter' || kind === 'tax' || kind === 'hoa' || kind === 'hauler') {
    const pool = { utility: pools.utilityProp, 'unit-meter': pools.utilityUnit, tax: pools.tax, hoa: pools.hoa, hauler: pools.hauler }[kind];
    [v, acct] = rng.pick(pool);
    p = prop(acct.propertyId);
    u = unit(acct.unitId);
  } else if (kind === 'branch' || kind === 'trade') {
    v = rng.pick(kind === 'branch' ? pools.branches : pools.trades);
    const sited = v.accounts.filter((a) => a.propertyId !== null);
    const pick = sited.length > 0 && rng.chance(0.45) ? rng.pick(sited) : null;
    p = pick ? prop(pick.propertyId) : rng.pick(propsOfHub(pools.estate.props, v.hub ?? 'den'));
    u = pick?.unitId ? unit(pick.unitId) : unitFor(rng, p, kind === 'trade' ? 0.45 : 0.35);
    const a = accountAt(v, p, u) ?? accountAt(v, p, null);
    acct = a && rng.chance(a.propertyId === null ? 0.4 : 0.65) ? a : null;
  } else {
    v = rng.pick(kind === 'no-clue' ? pools.defaults.filter((x) => x.kind === 'trade') : pools.defaults);
    const own = prop(v.defaultPropertyId);
    p = kind === 'no-clue' || rng.chance(0.7) ? own : rng.pick(propsOfHub(pools.estate.props, v.hub ?? own.metro.hub));
    u = kind === 'no-clue' ? null : unitFor(rng, p, 0.3);
    const a = kind === 'no-clue' ? v.accounts.find((x) => x.propertyId === null) ?? null : accountAt(v, p, u);
    acct = a && rng.chance(0.55) ? a : null;
  }
  const printsAcct = acct !== null && (kind === 'tax' || kind === 'unit-meter' || rng.chance(kind === 'utility' ? 0.97 : 0.9));
  if (!printsAcct) acct = null;
  const unitAcct = (acct?.unitId ?? null) !== null;
  const ownAddr = (u?.addr ?? null) !== null;
  const site = kind === 'no-clue' ? 'none' : ownAddr && rng.chance(0.55) ? 'unit'
    : rng.chance({ utility: 0.88, 'unit-meter': 0.9, tax: 0.85, hoa: 0.7, hauler: 0.85, branch: 0.9, trade: 0.8, 'default-site': 0.75, 'no-clue': 0 }[kind]) ? 'property' : 'none';
  const letter = u?.shape.kind === 'letter' && /^\d+$/.test(p.addr.house);
  const unitPlace: UnitPlace = !u || site === 'unit' ? (u && rng.chance(0.2) ? 'field' : 'none')
    : rng.weighted<UnitPlace>([['none', unitAcct ? 40 : 12], ['inline', 30], ['line', site === 'property' ? 15 : 0], ['field', 25], ['fused', letter ? 8 : 0]]);
  const siteLess = site === 'none' && !(acct && acct.propertyId !== null);
  const propText: PropTextMode = kind === 'no-clue' ? 'none'
    : rng.chance(siteLess ? 1 : PROP_TEXT_SHARE[kind])
      ? rng.weighted<PropTextMode>([['name', 35], ['alias', p.aliases.length > 1 ? 20 : 0], ['code', 15], ['short', 15], ['caps', 10], ['typo', 5]]) : 'none';
  const payee = payeeMode(rng, v);
  const email = payee === 'platform' && rng.chance(0.6) ? 'platform' : v.emails.length > 0 && rng.chance(0.4) ? 'vendor' : rng.chance(0.08) ? 'manager' : 'none';
  return {
    kind, v, p, u, acct, acctMode: acct ? acctMode(rng, acct.number) : 'filed', payee, email, site, style: kind === 'no-clue' ? PLAIN : drawStyle(rng),
    unitPlace, unitVariant: rng.int(0, 11), propText, remit: v.remit !== null && rng.chance(0.25), office: rng.chance(0.1), remitFirst: rng.chance(0.5), seed: rng.int(1, 1e9),
  };
}
