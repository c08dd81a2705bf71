/**
 * The client's 2,000 properties and exactly 20,000 units: houses (some with a casita or ADU),
 * condos (several in one building), duplexes (some halves with their own house numbers),
 * plexes, small walk-ups, garden complexes with buildings, mobile-home and RV parks, strip suites.
 */
import { type Addr, type Place, StreetMaker, streetLine } from './address';
import { type BuildingKind, type City, METROS, type Metro } from './geography';
import { propertyNames } from './propertyNames';
import type { Rng } from './rng';
import { KC_SHARED_STREETS } from './streets';
import { type UnitPlan, type UnitShape, condoUnit, duplexUnits, gardenUnits, parkUnits, retailUnits, smallUnits } from './units';

export const TOTAL_UNITS = 20_000;

export interface UnitRec { id: string; propertyId: string; label: string; shape: UnitShape; addr: Addr | null; address: string | null }
export interface PropRec {
  id: string; metro: Metro; city: City; kind: BuildingKind; addr: Addr; place: Place; units: UnitRec[];
  name: string; aliases: string[]; code: string; building: string | null; rv: boolean;
  address: string; zip: string;
}
export interface Estate {
  props: PropRec[];
  units: UnitRec[];
  propById: ReadonlyMap<string, PropRec>;
  unitById: ReadonlyMap<string, UnitRec>;
  maker: StreetMaker;
}

interface Draft { metro: Metro; city: City; kind: BuildingKind; plans: UnitPlan[]; size: number; rv: boolean; addr?: Addr; place?: Place; unitAddrs: (Addr | null)[]; building: string | null }

const smallSize = (rng: Rng, kind: BuildingKind): number =>
  kind === 'sfh' ? (rng.chance(0.35) ? 1 : 0) : kind === 'condo' ? 1 : kind === 'duplex' ? 2 : kind === 'plex' ? (rng.chance(0.3) ? 3 : 4)
    : kind === 'smallmf' ? Math.min(24, 5 + Math.floor(rng.float() ** 2 * 20)) : kind === 'retail' ? rng.int(3, 16) : 0;

function sizeBigOnes(rng: Rng, drafts: Draft[]): void {
  const big = drafts.filter((d) => d.kind === 'garden' || d.kind === 'mhp');
  const small = drafts.reduce((s, d) => s + (d.kind === 'garden' || d.kind === 'mhp' ? 0 : d.size), 0);
  const min = (d: Draft) => (d.kind === 'garden' ? 40 : 20);
  const extra = TOTAL_UNITS - small - big.reduce((s, d) => s + min(d), 0);
  if (extra < 0) throw new Error('estate: too few units left for the complexes');
  const weights = big.map((d) => (d.kind === 'garden' ? 0.6 + rng.float() * 2.4 : 0.3 + rng.float() * 1.2));
  const total = weights.reduce((s, w) => s + w, 0);
  let given = 0;
  big.forEach((d, i) => { d.size = min(d) + Math.floor((extra * (weights[i] ?? 0)) / total); given += d.size - min(d); });
  const largest = big.reduce((a, b) => (b.size > a.size ? b : a));
  largest.size += extra - given;
}

function planUnits(rng: Rng, d: Draft): UnitPlan[] {
  const old = ['den', 'oma', 'dsm', 'kcm', 'kck', 'cos'].includes(d.metro.key);
  const desert = ['phx', 'tuc', 'abq', 'saf', 'rnm'].includes(d.metro.key);
  switch (d.kind) {
    case 'sfh': {
      if (d.size === 0) return [];
      const label = desert ? 'Casita' : rng.pick(['ADU', 'Rear', 'Lower']);
      return [{ shape: { kind: 'word', num: label }, label }];
    }
    case 'condo': return [];
    case 'duplex': return duplexUnits(rng, old);
    case 'garden': return gardenUnits(rng, d.size);
    case 'mhp': return parkUnits(rng, d.size, d.rv);
    case 'retail': return retailUnits(rng, d.size);
    default: return smallUnits(rng, d.size);
  }
}

export function buildEstate(rng: Rng): Estate {
  const draw = rng.fork('draft');
  const maker = new StreetMaker(rng.fork('streets'));
  const drafts: Draft[] = [];
  for (const metro of METROS) {
    for (let i = 0; i < metro.properties; i++) {
      const city = draw.weighted(metro.cities.map((c) => [c, c.weight] as const));
      const kind = draw.weighted(Object.entries(metro.kinds) as [BuildingKind, number][]);
      const rv = kind === 'mhp' && (['phx', 'tuc'].includes(metro.key) || metro.rural) && draw.chance(0.3);
      drafts.push({ metro, city, kind, plans: [], size: smallSize(draw, kind), rv, unitAddrs: [], building: null });
    }
  }
  sizeBigOnes(draw, drafts);
  for (const d of drafts) d.plans = planUnits(draw, d);
  placeAll(rng.fork('addresses'), maker, drafts);
  const named = propertyNames(rng.fork('names'), drafts.map((d) => ({ metro: d.metro, kind: d.kind, addr: d.addr as Addr, building: d.building, units: d.plans.length, rv: d.rv, unitNum: d.kind === 'condo' ? d.plans[0]?.shape.num ?? null : null })));
  return assemble(rng.fork('assemble'), maker, drafts, named);
}

function placeAll(rng: Rng, maker: StreetMaker, drafts: Draft[]): void {
  const buildings: { city: City; addr: Addr; place: Place; taken: Set<string>; key: string }[] = [];
  const kcmo: Addr[] = [];
  for (const d of drafts) {
    if (d.kind === 'condo') {
      const same = buildings.filter((b) => b.city === d.city);
      const b = same.length > 0 && rng.chance(0.35) ? rng.pick(same)
        : (() => { const addr = maker.make(d.city); const nb = { city: d.city, addr, place: maker.place(d.city), taken: new Set<string>(), key: `bldg-${buildings.length}` }; buildings.push(nb); return nb; })();
      const plan = condoUnit(rng, b.taken);
      b.taken.add(plan.shape.num);
      Object.assign(d, { addr: b.addr, place: b.place, plans: [plan], building: b.key, unitAddrs: [null] });
      continue;
    }
    let addr = maker.make(d.city);
    if (d.metro.key === 'kck' && d.kind !== 'garden' && d.kind !== 'mhp' && rng.chance(0.2)) {
      const twin = kcmo.find((a) => maker.isFree(a, d.city.name, d.city.state));
      if (twin) { maker.reserve(twin, d.city.name, d.city.state); addr = { ...twin }; }
    }
    if (d.metro.key === 'kcm' && KC_SHARED_STREETS.has(streetLine({ ...addr, house: '' }).trim())) kcmo.push(addr);
    d.place = maker.place(d.city);
    d.unitAddrs = d.plans.map(() => null);
    const h = Number(addr.house);
    if (d.kind === 'duplex' && addr.box === null && rng.chance(0.3)) {
      const even = h % 2 === 0 ? h : h + 1;
      const left: Addr = { ...addr, house: String(even) };
      const right: Addr = { ...addr, house: String(even + 2) };
      if ([left, right].every((a) => a.house === addr.house || maker.isFree(a, d.city.name, d.city.state))) {
        for (const a of [left, right]) maker.reserve(a, d.city.name, d.city.state);
        d.plans = [left, right].map((a) => ({ shape: { kind: 'house', num: a.house }, label: a.house }));
        d.unitAddrs = [left, right];
        addr = { ...addr, house: `${even}-${even + 2}` };
        maker.reserve(addr, d.city.name, d.city.state);
      }
    }
    if (d.kind === 'sfh' && d.plans.length === 1 && addr.box === null && rng.chance(0.45)) {
      const own: Addr = { ...addr, house: `${addr.house} 1/2` };
      if (maker.isFree(own, d.city.name, d.city.state)) { maker.reserve(own, d.city.name, d.city.state); d.unitAddrs = [own]; }
    }
    d.addr = addr;
  }
}

function assemble(rng: Rng, maker: StreetMaker, drafts: Draft[], named: { name: string; aliases: string[]; code: string }[]): Estate {
  const order = rng.shuffle(drafts.map((_, i) => i));
  const props: PropRec[] = [];
  const units: UnitRec[] = [];
  order.forEach((di, n) => {
    const d = drafts[di] as Draft;
    const nm = named[di] as { name: string; aliases: string[]; code: string };
    const id = `prp-${String(n + 1).padStart(4, '0')}`;
    const form = rng.weighted([['std', 80], ['full', 8], ['dot', 6], ['caps', 6]] as const);
    const addr = d.addr as Addr;
    const place = d.place as Place;
    const recUnits: UnitRec[] = d.plans.map((p, i) => {
      const ua = d.unitAddrs[i] ?? null;
      return { id: `unt-${String(units.length + i + 1).padStart(5, '0')}`, propertyId: id, label: p.label, shape: p.shape, addr: ua, address: ua ? streetLine(ua, form) : null };
    });
    units.push(...recUnits);
    props.push({
      id, metro: d.metro, city: d.city, kind: d.kind, addr, place, units: recUnits, name: nm.name, aliases: nm.aliases, code: nm.code,
      building: d.building, rv: d.rv, address: streetLine(addr, form), zip: rng.chance(0.06) ? `${place.zip}-${place.zip4}` : place.zip,
    });
  });
  if (units.length !== TOTAL_UNITS) throw new Error(`estate: ${units.length} units`);
  return { props, units, propById: new Map(props.map((p) => [p.id, p])), unitById: new Map(units.map((u) => [u.id, u])), maker };
}
