import type { DirectoryProperty, DirectoryUnit } from '../../../src/server/directory/resolver/types';
import {
  type Addr,
  type CityDef,
  type RegionKey,
  type StreetDef,
  CITIES,
  URB_STREETS,
  citiesOf,
  interiorStreets,
  lineKey,
  streetLine,
} from './geography';
import {
  GARAGE_WORDS,
  REGION_BUILDING_WORDS,
  ROMAN,
  SCATTERED_AREAS,
  STUDENT_NAMES,
} from './names';
import type { Rng } from './rng';
import { pad } from './text';
import { FIXED_STYLES, MIN_UNITS, type UnitSpec, type UnitStyle, makeUnits } from './units';

export type PropKind =
  | 'walkup'
  | 'elevator'
  | 'coop'
  | 'brownstone'
  | 'twofamily'
  | 'mixeduse'
  | 'sfh'
  | 'parking'
  | 'storage'
  | 'hudsonFR'
  | 'garden'
  | 'rowflat'
  | 'apt'
  | 'condo'
  | 'scattered'
  | 'student'
  | 'complex'
  | 'fourplex'
  | 'townhome'
  | 'gardenCondo'
  | 'villa'
  | 'twoTower'
  | 'prWalkup';

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface UnitModel {
  u: Mutable<DirectoryUnit>;
  spec: UnitSpec;
  prop: PropModel;
  addr: Addr | null;
  city: CityDef;
  zip: string;
}

export interface PropModel {
  p: Mutable<DirectoryProperty> & { aliases: string[] };
  region: RegionKey;
  city: CityDef;
  zip: string;
  addr: Addr | null;
  kind: PropKind;
  style: UnitStyle | null;
  units: UnitModel[];
  /** Has a name of its own (not just its street address). */
  named: boolean;
  /** The owners' association / co-op / LLC shown in bill-to blocks, or null. */
  entity: string | null;
  elevator: boolean;
  es: boolean;
  nominal: number;
}

interface TypeDef {
  kind: PropKind;
  w: number;
  style: UnitStyle | null;
  n: [number, number];
  named: number;
  cities?: string[];
}

const TYPES: Record<RegionKey, TypeDef[]> = {
  NYC: [
    { kind: 'walkup', w: 30, style: 'nycLetter', n: [8, 24], named: 0.15 },
    { kind: 'elevator', w: 18, style: 'nycLetter', n: [25, 90], named: 0.65, cities: ['MAN', 'BKN', 'BRX', 'QFH', 'QRP', 'QJH', 'QEL', 'QFL', 'QKG', 'QJAM', 'QAS', 'QLIC'] },
    { kind: 'coop', w: 9, style: 'nycLetter', n: [30, 100], named: 1, cities: ['MAN', 'BKN', 'BRX', 'QFH', 'QRP', 'QJH', 'QKG', 'QFL', 'QBAY'] },
    { kind: 'brownstone', w: 14, style: 'brownstone', n: [3, 5], named: 0.05, cities: ['MAN', 'BKN'] },
    { kind: 'twofamily', w: 12, style: 'floorN', n: [2, 3], named: 0, cities: ['QAS', 'QRID', 'QJAM', 'QCOR', 'QFL', 'QBAY', 'SI', 'BKN', 'BRX', 'QEL'] },
    { kind: 'mixeduse', w: 9, style: 'nycLetter', n: [6, 16], named: 0.1, cities: ['MAN', 'BKN', 'QJH', 'QEL', 'QFL', 'QAS', 'BRX', 'QCOR', 'QRID'] },
    { kind: 'sfh', w: 4, style: null, n: [0, 0], named: 0, cities: ['SI', 'QBAY', 'QJAM'] },
    { kind: 'parking', w: 2, style: 'parking', n: [20, 80], named: 1, cities: ['MAN', 'BKN', 'QFH', 'QLIC', 'BRX'] },
    { kind: 'storage', w: 2, style: 'storage', n: [30, 120], named: 1, cities: ['BKN', 'QLIC', 'BRX', 'SI'] },
  ],
  NJ: [
    { kind: 'hudsonFR', w: 30, style: 'hudsonFR', n: [2, 6], named: 0, cities: ['JC', 'HOB', 'UC', 'WNY', 'BAY'] },
    { kind: 'twofamily', w: 15, style: 'floorN', n: [2, 3], named: 0, cities: ['NWK', 'ELZ', 'BAY', 'JC'] },
    { kind: 'walkup', w: 20, style: 'nycLetter', n: [6, 20], named: 0.2, cities: ['JC', 'HOB', 'UC', 'WNY'] },
    { kind: 'garden', w: 15, style: 'bldgApt', n: [20, 80], named: 1, cities: ['NWK', 'ELZ', 'BAY'] },
    { kind: 'elevator', w: 12, style: 'num3', n: [20, 70], named: 0.7, cities: ['JC', 'NWK', 'HOB'] },
    { kind: 'sfh', w: 5, style: null, n: [0, 0], named: 0, cities: ['ELZ', 'BAY'] },
    { kind: 'parking', w: 3, style: 'parking', n: [20, 60], named: 1, cities: ['JC', 'HOB'] },
  ],
  DC: [
    { kind: 'rowflat', w: 30, style: 'dcRow', n: [2, 4], named: 0.05 },
    { kind: 'sfh', w: 20, style: null, n: [0, 0], named: 0 },
    { kind: 'apt', w: 25, style: 'num3', n: [12, 60], named: 0.55, cities: ['DCNW', 'DCNE', 'DCSE', 'DCSW'] },
    { kind: 'condo', w: 8, style: 'num3', n: [20, 80], named: 1, cities: ['DCNW', 'DCSW', 'DCNE'] },
    { kind: 'scattered', w: 8, style: 'scattered', n: [4, 12], named: 1, cities: ['DCNE', 'DCSE'] },
    { kind: 'student', w: 4, style: 'student', n: [40, 120], named: 1, cities: ['DCNW'] },
    { kind: 'parking', w: 2, style: 'parking', n: [20, 60], named: 1, cities: ['DCNW', 'DCSE', 'DCSW'] },
  ],
  BAL: [
    { kind: 'sfh', w: 40, style: null, n: [0, 0], named: 0 },
    { kind: 'scattered', w: 15, style: 'scattered', n: [4, 15], named: 1 },
    { kind: 'apt', w: 15, style: 'num3', n: [12, 50], named: 0.6 },
    { kind: 'twofamily', w: 15, style: 'floorN', n: [2, 3], named: 0 },
    { kind: 'student', w: 5, style: 'student', n: [40, 100], named: 1 },
    { kind: 'walkup', w: 10, style: 'seq', n: [4, 8], named: 0.1 },
  ],
  UT: [
    { kind: 'complex', w: 25, style: 'seq', n: [8, 48], named: 0.8 },
    { kind: 'fourplex', w: 15, style: 'letters', n: [2, 4], named: 0 },
    { kind: 'townhome', w: 15, style: 'townhome', n: [8, 32], named: 1 },
    { kind: 'sfh', w: 15, style: null, n: [0, 0], named: 0 },
    { kind: 'student', w: 8, style: 'student', n: [40, 160], named: 1, cities: ['SLC', 'PRO', 'ORE', 'OGD'] },
    { kind: 'apt', w: 12, style: 'num3', n: [20, 80], named: 0.9 },
    { kind: 'storage', w: 4, style: 'storage', n: [30, 120], named: 1 },
  ],
  DEN: [
    { kind: 'apt', w: 30, style: 'num3', n: [16, 80], named: 0.8 },
    { kind: 'townhome', w: 15, style: 'townhome', n: [8, 24], named: 1 },
    { kind: 'sfh', w: 20, style: null, n: [0, 0], named: 0 },
    { kind: 'fourplex', w: 12, style: 'letters', n: [2, 4], named: 0 },
    { kind: 'student', w: 6, style: 'student', n: [40, 120], named: 1, cities: ['DEN'] },
    { kind: 'parking', w: 3, style: 'parking', n: [20, 60], named: 1, cities: ['DEN'] },
    { kind: 'walkup', w: 14, style: 'seq', n: [6, 16], named: 0.3, cities: ['DEN', 'LAK'] },
  ],
  LV: [
    { kind: 'garden', w: 25, style: 'bldgApt', n: [60, 200], named: 1 },
    { kind: 'sfh', w: 35, style: null, n: [0, 0], named: 0 },
    { kind: 'townhome', w: 15, style: 'townhome', n: [10, 40], named: 1 },
    { kind: 'fourplex', w: 10, style: 'letters', n: [2, 4], named: 0 },
    { kind: 'student', w: 5, style: 'student', n: [40, 120], named: 1, cities: ['LV'] },
    { kind: 'storage', w: 4, style: 'storage', n: [30, 120], named: 1 },
    { kind: 'apt', w: 6, style: 'num3', n: [16, 60], named: 0.8 },
  ],
  SFL: [
    { kind: 'condo', w: 30, style: 'tower4', n: [30, 160], named: 1, cities: ['MIA', 'MIB', 'SIB', 'AVE', 'FTL', 'HOL'] },
    { kind: 'gardenCondo', w: 20, style: 'bldgApt', n: [24, 96], named: 1, cities: ['MIA', 'HIA', 'FTL', 'HOL', 'AVE'] },
    { kind: 'villa', w: 10, style: 'townhome', n: [8, 30], named: 1, cities: ['MIA', 'HIA', 'FTL', 'HOL'] },
    { kind: 'apt', w: 20, style: 'num3', n: [12, 60], named: 0.5 },
    { kind: 'sfh', w: 10, style: null, n: [0, 0], named: 0, cities: ['MIA', 'HIA', 'HOL', 'FTL'] },
    { kind: 'parking', w: 3, style: 'parking', n: [20, 60], named: 1, cities: ['MIA', 'MIB'] },
    { kind: 'student', w: 4, style: 'student', n: [40, 120], named: 1, cities: ['MIA'] },
  ],
  HNL: [
    { kind: 'condo', w: 35, style: 'tower4', n: [30, 150], named: 1, cities: ['HNL', 'AIE', 'PCY', 'KAP'] },
    { kind: 'twoTower', w: 8, style: 'twoTower', n: [60, 200], named: 1, cities: ['HNL'] },
    { kind: 'walkup', w: 25, style: 'num3', n: [6, 24], named: 0.3 },
    { kind: 'sfh', w: 20, style: null, n: [0, 0], named: 0, cities: ['KAI', 'KAN', 'MIL', 'EWA', 'KAP', 'HNL', 'PCY', 'WPH'] },
    { kind: 'student', w: 5, style: 'student', n: [40, 120], named: 1, cities: ['HNL'] },
    { kind: 'storage', w: 2, style: 'storage', n: [30, 80], named: 1, cities: ['HNL', 'AIE'] },
  ],
  PR: [
    { kind: 'prWalkup', w: 35, style: 'prApt', n: [4, 12], named: 0.3 },
    { kind: 'condo', w: 25, style: 'tower4', n: [20, 90], named: 1, cities: ['SJU', 'CAR', 'GNB', 'BYM'] },
    { kind: 'sfh', w: 30, style: null, n: [0, 0], named: 0 },
    { kind: 'student', w: 5, style: 'student', n: [40, 100], named: 1, cities: ['SJU'] },
    { kind: 'parking', w: 2, style: 'parking', n: [20, 60], named: 1, cities: ['SJU', 'CAR'] },
  ],
};

export const REGION_COUNTS: Record<RegionKey, number> = {
  NYC: 530,
  NJ: 220,
  DC: 175,
  BAL: 135,
  UT: 245,
  DEN: 125,
  LV: 165,
  SFL: 215,
  HNL: 95,
  PR: 95,
};

export const TOTAL_UNITS = 20000;

/** Registry of street addresses in use, to keep them unique per city and to know which are twins. */
export class AddressBook {
  private readonly byCity = new Set<string>();
  readonly lineCount = new Map<string, number>();

  has(a: Addr, c: CityDef): boolean {
    return this.byCity.has(`${lineKey(a)}@${c.name}|${c.state}`);
  }

  add(a: Addr, c: CityDef): void {
    this.byCity.add(`${lineKey(a)}@${c.name}|${c.state}`);
    const k = lineKey(a);
    this.lineCount.set(k, (this.lineCount.get(k) ?? 0) + 1);
  }

  /** True when the street line alone names one place in the whole directory. */
  unique(a: Addr): boolean {
    return (this.lineCount.get(lineKey(a)) ?? 0) === 1;
  }
}

function plain(num: string, s: StreetDef): Addr {
  return { num, st: s, urb: '', blq: '' };
}

function houseNumber(c: CityDef, rng: Rng): string {
  if (c.hyphen === 'queens') return `${rng.int(10, 250)}-${pad(rng.int(1, 99), 2)}`;
  if (c.hyphen) return `${c.hyphen}-${rng.int(100, 1999)}`;
  return String(rng.int(c.numRange[0], c.numRange[1]));
}

function gridAddr(c: CityDef, rng: Rng): Addr {
  const small = c.key === 'PRO' || c.key === 'ORE';
  const coord = rng.int(1, small ? 19 : 39) * 100 + (rng.chance(0.15) ? 50 : 0);
  const house = rng.int(2, small ? 199 : 399) * 10 + rng.pick([0, 0, 5, 1, 3, 7]);
  if (rng.chance(0.5)) {
    return plain(String(house), { pre: rng.chance(0.7) ? 'S' : 'N', name: String(coord), type: '', post: rng.chance(0.65) ? 'E' : 'W', lead: '' });
  }
  return plain(String(house), { pre: rng.chance(0.65) ? 'E' : 'W', name: String(coord), type: '', post: rng.chance(0.7) ? 'S' : 'N', lead: '' });
}

function genAddr(c: CityDef, kind: PropKind, rng: Rng): Addr {
  if (c.region === 'PR') {
    if ((kind === 'sfh' || (kind === 'prWalkup' && rng.chance(0.35))) && c.urbs.length > 0) {
      const urb = rng.pick(c.urbs);
      const s = rng.pick(URB_STREETS);
      if (rng.chance(0.5)) return { num: String(rng.int(1, 40)), st: s, urb, blq: String(rng.int(1, 40)) };
      return { num: String(rng.int(1, 2099)), st: s, urb, blq: '' };
    }
    return plain(String(rng.int(c.numRange[0], c.numRange[1])), rng.pick(c.streets));
  }
  if (c.grid && rng.chance(0.6)) return gridAddr(c, rng);
  if ((kind === 'sfh' || kind === 'townhome' || kind === 'villa') && ['LV', 'UT', 'DEN', 'SFL'].includes(c.region) && rng.chance(0.6)) {
    const s = rng.pick(interiorStreets(c.region));
    const num = c.region === 'LV' || c.region === 'SFL' ? rng.int(1000, 19999) : rng.int(100, 9999);
    return plain(String(num), s);
  }
  return plain(houseNumber(c, rng), rng.pick(c.streets));
}

const FLIP: Record<string, string> = { E: 'W', W: 'E', N: 'S', S: 'N', NE: 'NW', NW: 'NE', SE: 'SW', SW: 'SE' };

/** A near twin of an existing address: another direction, another city, a transposed number, a sibling street. */
function twinAddr(base: PropModel, rng: Rng): { addr: Addr; city: CityDef } | null {
  const a = base.addr;
  if (!a) return null;
  const how = rng.int(0, 3);
  if (how === 0) {
    if (a.st.lead) return a.urb ? { addr: { ...a, urb: rng.pick(base.city.urbs) }, city: base.city } : null;
    if (!a.st.type && a.st.pre && a.st.post) return { addr: { ...a, st: { ...a.st, pre: a.st.post, post: a.st.pre } }, city: base.city };
    if (a.st.pre && FLIP[a.st.pre]) return { addr: { ...a, st: { ...a.st, pre: FLIP[a.st.pre] as string } }, city: base.city };
    if (a.st.post && FLIP[a.st.post]) {
      const sibling = citiesOf(base.region).find((c) => c.streets.some((s) => s.name === a.st.name && s.post === FLIP[a.st.post]));
      if (sibling) return { addr: { ...a, st: { ...a.st, post: FLIP[a.st.post] as string } }, city: sibling };
    }
    return null;
  }
  if (how === 1) {
    const others = citiesOf(base.region).filter(
      (c) => c.key !== base.city.key && (c.streets.some((s) => s.name === a.st.name && s.type === a.st.type && s.pre === a.st.pre && s.post === a.st.post) || (c.grid && base.city.grid && !a.st.type)),
    );
    if (others.length === 0) return null;
    return { addr: a, city: rng.pick(others) };
  }
  if (how === 2) {
    const m = /^(\d+)-(\d+)$/.exec(a.num);
    let num: string;
    if (m) num = `${m[1]}-${(m[2] as string).split('').reverse().join('')}`;
    else if (a.num.length >= 3 && a.num[a.num.length - 1] !== a.num[a.num.length - 2]) num = a.num.slice(0, -2) + (a.num[a.num.length - 1] as string) + (a.num[a.num.length - 2] as string);
    else num = String(Number(a.num) + 2);
    if (num === a.num || /^0/.test(num)) return null;
    return { addr: { ...a, num }, city: base.city };
  }
  const sib = base.city.streets.filter((s) => s.name === a.st.name && s !== a.st);
  const s = sib.length > 0 ? rng.pick(sib) : rng.pick(base.city.streets);
  if (!a.st.lead && !s.lead && s.name !== a.st.name && !a.urb) return { addr: plain(a.num, s), city: base.city };
  if (s.name === a.st.name) return { addr: { ...a, st: s }, city: base.city };
  return null;
}

function buildingName(region: RegionKey, kind: PropKind, rng: Rng): string {
  const w = rng.pick(REGION_BUILDING_WORDS[region]);
  switch (region) {
    case 'UT':
    case 'DEN':
    case 'LV':
      return rng.chance(0.2) ? `The ${w}` : `${w} ${rng.pick(['Apartments', 'Commons', 'Village', 'Crossing', 'Place', 'Flats', 'Lofts', 'Gardens', 'Terrace', 'Pointe', 'Station', 'Apartments'])}`;
    case 'SFL':
      return kind === 'gardenCondo' ? `${w} ${rng.pick(['Gardens', 'Villas', 'Park', 'Lakes', 'Club'])}` : rng.chance(0.5) ? w : `${w} ${rng.pick(['Tower', 'Towers', 'Club', 'Residences', 'Place', 'Plaza', 'Harbour'])}`;
    case 'HNL':
      return rng.chance(0.6) ? w : `${w} ${rng.pick(['Tower', 'Plaza', 'Regency', 'Villa', 'Terrace'])}`;
    case 'PR':
      return w;
    default:
      return rng.chance(0.35) ? `The ${w}` : `${w} ${rng.pick(['Court', 'House', 'Arms', 'Hall', 'Towers', 'Gardens', 'Manor', 'Terrace', 'Plaza', 'Apartments', 'Residences', 'Lofts', 'Flats'])}`;
  }
}

export interface Built {
  props: PropModel[];
  units: UnitModel[];
  book: AddressBook;
}

const OFFICE_ADDRS: readonly [string, string][] = [
  ['118-35 Queens Blvd', 'QFH'],
  ['1100 Vermont Ave NW', 'DCNW'],
  ['400 E Pratt St', 'BAL'],
  ['136 E South Temple', 'SLC'],
  ['1700 Lincoln St', 'DEN'],
  ['1221 Brickell Ave', 'MIA'],
  ['1003 Bishop St', 'HNL'],
];

export function buildProperties(rng: Rng): Built {
  const book = new AddressBook();
  const cityByKey = new Map(CITIES.map((c) => [c.key, c]));
  // The client's own offices are never sites; reserve their street lines.
  const reserved = new Set(OFFICE_ADDRS.map(([line, key]) => `${line.toUpperCase()}@${key}`));
  const usedNames = new Set<string>();
  const usedAliases = new Set<string>();
  const props: PropModel[] = [];

  const claimName = (n: string): boolean => {
    const k = n.toLowerCase();
    if (usedNames.has(k) || usedAliases.has(k)) return false;
    usedNames.add(k);
    return true;
  };
  const addAlias = (pm: PropModel, al: string): boolean => {
    const k = al.toLowerCase();
    if (usedNames.has(k) || usedAliases.has(k) || pm.p.name.toLowerCase() === k) return false;
    usedAliases.add(k);
    pm.p.aliases.push(al);
    return true;
  };

  for (const region of Object.keys(REGION_COUNTS) as RegionKey[]) {
    const types = TYPES[region];
    const regionCities = citiesOf(region);
    const sameRegion: PropModel[] = [];
    for (let i = 0; i < REGION_COUNTS[region]; i++) {
      const t = rng.weighted(types.map((x) => [x, x.w] as const));
      const allowed = t.cities ? regionCities.filter((c) => t.cities?.includes(c.key)) : regionCities;
      let c = rng.weighted(allowed.map((x) => [x, x.weight] as const));
      let addr: Addr | null = null;
      if (t.kind !== 'scattered') {
        for (let attempt = 0; attempt < 40 && !addr; attempt++) {
          let cand: { addr: Addr; city: CityDef } | null = null;
          if (attempt < 3 && sameRegion.length > 10 && rng.chance(0.09)) cand = twinAddr(rng.pick(sameRegion), rng);
          if (cand && !(t.cities?.includes(cand.city.key) ?? true)) cand = null;
          if (!cand) cand = { addr: genAddr(c, t.kind, rng), city: c };
          const line = streetLine(cand.addr).toUpperCase();
          if (reserved.has(`${line}@${cand.city.key}`) || book.has(cand.addr, cand.city)) continue;
          addr = cand.addr;
          c = cand.city;
        }
        if (!addr) throw new Error('could not place a property address');
        book.add(addr, c);
      }
      const zip = rng.pick(c.zips);
      const dirZip = rng.chance(0.06) ? null : rng.chance(0.07) ? `${zip}-${rng.digits(4)}` : zip;
      const es = region === 'PR';
      const pm: PropModel = {
        p: { id: '', name: '', aliases: [], address: addr ? streetLine(addr, rng.chance(region === 'HNL' || region === 'PR' ? 0.4 : 0)) : null, city: c.name, state: c.state, zip: dirZip },
        region,
        city: c,
        zip,
        addr,
        kind: t.kind,
        style: t.style,
        units: [],
        named: false,
        entity: null,
        elevator: false,
        es,
        nominal: t.style ? rng.int(t.n[0], t.n[1]) : 0,
      };
      nameProperty(pm, t, rng, claimName, addAlias);
      props.push(pm);
      if (pm.addr) sameRegion.push(pm);
    }
  }

  scaleUnits(props, rng);
  const units: UnitModel[] = [];
  for (const pm of props) {
    makePropertyUnits(pm, rng, book, cityByKey);
    units.push(...pm.units);
    pm.elevator = ['elevator', 'coop', 'condo', 'twoTower', 'student', 'parking'].includes(pm.kind) || (pm.kind === 'apt' && pm.units.length >= 30);
  }

  rng.shuffle(props);
  props.forEach((pm, i) => {
    pm.p.id = `prop6-${pad(i + 1, 4)}${String.fromCharCode(97 + (i * 7) % 26)}`;
  });
  let uid = 0;
  for (const pm of props) {
    for (const um of pm.units) {
      uid++;
      um.u.id = `unit6-${pad(uid, 5)}`;
      um.u.propertyId = pm.p.id;
    }
  }
  const orderedUnits: UnitModel[] = [];
  for (const pm of props) orderedUnits.push(...pm.units);
  return { props, units: orderedUnits, book };
}

function nameProperty(
  pm: PropModel,
  t: TypeDef,
  rng: Rng,
  claimName: (n: string) => boolean,
  addAlias: (pm: PropModel, al: string) => boolean,
): void {
  const region = pm.region;
  const line = pm.addr ? streetLine(pm.addr) : '';
  const llc = pm.addr && !pm.addr.st.lead ? `${pm.addr.num} ${pm.addr.st.name} ${rng.pick(['LLC', 'Realty LLC', 'Associates LLC', 'Owners LLC', 'Holdings LLC'])}` : null;
  const named = rng.chance(t.named);
  const takeUnique = (make: () => string): string => {
    for (let k = 0; k < 30; k++) {
      const n = make();
      if (claimName(n)) return n;
    }
    for (const r of ROMAN.slice(1)) {
      const n = `${make()} ${r}`;
      if (claimName(n)) return n;
    }
    throw new Error('no unique property name');
  };
  const addressName = (): string => {
    if (claimName(line)) return line;
    const withCity = `${line} - ${pm.city.name}`;
    if (claimName(withCity)) return withCity;
    const z = `${line} (${pm.zip})`;
    claimName(z);
    return z;
  };

  switch (t.kind) {
    case 'coop': {
      const base = takeUnique(() => buildingName(region, t.kind, rng));
      pm.p.name = base;
      pm.named = true;
      const core = base.replace(/^The /, '').replace(/ (Court|House|Arms|Hall|Towers|Gardens|Manor|Terrace|Plaza|Apartments|Residences|Lofts|Flats)$/, '');
      const corp = rng.chance(0.5) && pm.addr ? `${pm.addr.num} ${pm.addr.st.name} Owners Corp.` : `${core} ${rng.pick(['Owners Corp.', 'Housing Corp.', 'Tenants Corp.', 'Apartments Corp.'])}`;
      if (addAlias(pm, corp)) pm.entity = corp;
      if (rng.chance(0.4)) addAlias(pm, line);
      return;
    }
    case 'condo':
    case 'gardenCondo':
    case 'twoTower': {
      const base = takeUnique(() => buildingName(region, t.kind, rng));
      pm.named = true;
      if (region === 'HNL') {
        const aoao = `AOAO ${base}`;
        if (rng.chance(0.3)) {
          pm.p.name = aoao;
          claimName(aoao);
          addAlias(pm, base);
        } else {
          pm.p.name = base;
          addAlias(pm, aoao);
        }
        if (addAlias(pm, `Association of Apartment Owners of ${base}`)) pm.entity = `Association of Apartment Owners of ${base}`;
      } else if (region === 'PR') {
        pm.p.name = `Condominio ${base}`;
        claimName(pm.p.name);
        addAlias(pm, `Cond. ${base}`);
        if (rng.chance(0.5)) addAlias(pm, base);
        const consejo = `Consejo de Titulares del Condominio ${base}`;
        if (addAlias(pm, consejo)) pm.entity = consejo;
      } else {
        const assoc = region === 'DC' ? `${base} Condominium Unit Owners Association` : `${base} Condominium Association, Inc.`;
        if (rng.chance(0.55) && claimName(assoc)) {
          pm.p.name = assoc;
          pm.entity = assoc;
          addAlias(pm, base);
          if (rng.chance(0.5)) addAlias(pm, `${base} Condo`);
        } else {
          pm.p.name = base;
          if (addAlias(pm, assoc)) pm.entity = assoc;
        }
      }
      return;
    }
    case 'student': {
      pm.p.name = takeUnique(() => rng.pick(STUDENT_NAMES[region]));
      pm.named = true;
      if (rng.chance(0.5)) addAlias(pm, line);
      return;
    }
    case 'scattered': {
      const areas = SCATTERED_AREAS[region] ?? ['Metro'];
      pm.p.name = takeUnique(() => `${rng.pick(areas)} ${rng.pick(['Homes', 'Scattered Sites', 'Rowhomes'])} ${rng.pick(ROMAN.slice(0, 3))}`);
      pm.named = true;
      return;
    }
    case 'townhome':
    case 'villa': {
      const w = rng.pick(REGION_BUILDING_WORDS[region]);
      pm.p.name = takeUnique(() => (t.kind === 'villa' ? rng.pick([`Villas at ${w}`, `${w} Villas`, `${w} Townhomes`]) : rng.pick([`${w} Townhomes`, `${w} Townhouses`, `Villas at ${w}`, `${w} Row`])));
      pm.named = true;
      if (rng.chance(0.3)) addAlias(pm, `${pm.p.name.replace(/ (Townhomes|Townhouses|Villas|Row)$/, '')} HOA`);
      return;
    }
    case 'parking':
    case 'storage': {
      const w = rng.pick(GARAGE_WORDS[region]);
      pm.p.name = takeUnique(() => (t.kind === 'parking' ? `${w} ${rng.pick(['Garage', 'Parking', 'Parking Garage'])}` : `${w} ${rng.pick(['Self Storage', 'Storage', 'Mini Storage'])}`));
      pm.named = true;
      if (rng.chance(0.5)) addAlias(pm, line);
      return;
    }
    default: {
      if (named) {
        pm.p.name = takeUnique(() => (region === 'PR' ? `Edificio ${buildingName(region, t.kind, rng)}` : buildingName(region, t.kind, rng)));
        pm.named = true;
        if (rng.chance(0.45)) addAlias(pm, line);
        if (llc && rng.chance(0.3) && addAlias(pm, llc)) pm.entity = llc;
      } else {
        pm.p.name = addressName();
        if (llc && rng.chance(0.25) && addAlias(pm, llc)) pm.entity = llc;
      }
    }
  }
}

function scaleUnits(props: PropModel[], rng: Rng): void {
  let fixed = 0;
  let flex = 0;
  for (const pm of props) {
    if (!pm.style) continue;
    if (FIXED_STYLES.has(pm.style)) fixed += pm.nominal;
    else flex += pm.nominal;
  }
  const target = TOTAL_UNITS - fixed;
  const f = target / flex;
  let sum = fixed;
  const flexProps = props.filter((pm) => pm.style && !FIXED_STYLES.has(pm.style));
  for (const pm of flexProps) {
    const min = MIN_UNITS[pm.style as UnitStyle] ?? 2;
    pm.nominal = Math.max(min, Math.floor(pm.nominal * f));
    sum += pm.nominal;
  }
  let guard = 0;
  while (sum !== TOTAL_UNITS && guard++ < 1000000) {
    const pm = rng.pick(flexProps);
    const min = MIN_UNITS[pm.style as UnitStyle] ?? 2;
    if (sum < TOTAL_UNITS) {
      pm.nominal++;
      sum++;
    } else if (pm.nominal > min) {
      pm.nominal--;
      sum--;
    }
  }
}

function makePropertyUnits(pm: PropModel, rng: Rng, book: AddressBook, cityByKey: Map<string, CityDef>): void {
  if (!pm.style) return;
  const style = pm.style;
  const n = pm.nominal;
  const specials = style === 'tower4' ? { cab: pm.region === 'SFL' && n >= 20 && rng.chance(0.2) ? rng.int(1, 3) : 0, park: (pm.region === 'SFL' || pm.region === 'HNL') && n >= 20 && rng.chance(0.15) ? rng.int(2, 5) : 0 } : { cab: 0, park: 0 };
  const specs = makeUnits(style, n, rng, {
    es: pm.es,
    penthouse: rng.chance(0.5),
    stores: pm.kind === 'mixeduse' ? rng.int(1, 2) : pm.kind === 'elevator' && pm.region === 'NYC' && rng.chance(0.1) ? 1 : 0,
    cabanas: specials.cab,
    parking: specials.park,
    labelWord: pm.kind === 'villa' ? rng.pick(['Villa ', 'V-']) : rng.pick(['TH-', 'Lot ', '', 'TH ']),
    basementWord: pm.style === 'dcRow' ? rng.pick(['Bsmt', 'Garden'] as const) : rng.pick(['Garden', 'Gdn', 'Bsmt'] as const),
    floorWord: rng.pick(['Floor', 'Fl'] as const),
    rearWord: rng.chance(0.7) ? 'Rear' : 'Carriage House',
  });
  const prefix = ['nycLetter', 'num3', 'seq', 'tower4', 'prApt'].includes(style) && rng.chance(0.15) ? rng.pick(['Apt ', 'Unit ', '#']) : '';
  const ownAddress = style === 'townhome' || style === 'scattered';
  let interior: StreetDef[] = [];
  let nextNum = 0;
  if (ownAddress && style === 'townhome') {
    const pool = ['DC', 'BAL', 'NYC', 'NJ', 'PR'].includes(pm.region) ? pm.city.streets : interiorStreets(pm.region);
    interior = rng.shuffle([...pool]).slice(0, rng.int(1, 3));
    nextNum = pm.region === 'LV' || pm.region === 'SFL' ? rng.int(1000, 18999) : rng.int(100, 8999);
  }
  for (const sp of specs) {
    let addr: Addr | null = null;
    let city = pm.city;
    if (ownAddress) {
      for (let attempt = 0; attempt < 60 && !addr; attempt++) {
        let cand: Addr;
        if (style === 'townhome') {
          nextNum += rng.pick([2, 4, 4, 6, 10]);
          const s = rng.pick(interior);
          const num = pm.city.hyphen === 'queens' ? `${rng.int(10, 250)}-${pad(rng.int(1, 99), 2)}` : pm.city.hyphen ? `${pm.city.hyphen}-${nextNum % 2000}` : String(nextNum);
          cand = plain(num, s);
        } else {
          const cities = pm.region === 'DC' ? ['DCNE', 'DCSE', 'DCNW'] : [pm.city.key];
          city = cityByKey.get(rng.pick(cities)) ?? pm.city;
          cand = plain(String(rng.int(city.numRange[0], Math.min(city.numRange[1], 4999))), rng.pick(city.streets));
        }
        if (book.has(cand, city)) continue;
        addr = cand;
      }
      if (!addr) throw new Error('could not place a unit address');
      book.add(addr, city);
    }
    let label = sp.label;
    let forms = sp.forms;
    let bare = sp.bare;
    if (style === 'scattered' && addr) {
      label = [addr.num, addr.st.pre, addr.st.name, addr.st.post].filter(Boolean).join(' ');
      forms = [label];
      bare = [label];
    }
    const generic = /^[0-9A-Z-]+$/.test(label) && !/^(PH|P-|S-)/.test(label);
    const dirLabel = generic && prefix ? `${prefix}${label}` : label;
    const um: UnitModel = {
      u: { id: '', propertyId: '', unit: dirLabel, address: addr ? streetLine(addr) : null },
      spec: { ...sp, label, forms, bare },
      prop: pm,
      addr,
      city,
      zip: addr ? rng.pick(city.zips) : pm.zip,
    };
    pm.units.push(um);
  }
}
