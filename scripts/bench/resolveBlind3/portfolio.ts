import type { DirectoryProperty, DirectoryUnit } from '../../../src/server/directory/resolver/types';
import type { Addr, StreetStyle } from './addresses';
import { CANONICAL_STYLE, renderStreetLine } from './addresses';
import type { City, Metro, Street } from './geography';
import { METROS, ordinal, RESIDENTIAL_NAMES, RESIDENTIAL_SUFFIXES } from './geography';
import { officeAddr } from './manager';
import { LAST_NAMES, PLACE_A, PLACE_B } from './names';
import { normName, PlaceIndex } from './placeIndex';
import type { Rng } from './rng';

/*
 * The portfolio: 2,000 properties and exactly 20,000 units of a regional manager that runs
 * scattered single-family rentals, small multifamily, garden and mid-rise communities, student
 * and senior housing, strip retail, office, mobile home parks, self-storage and condo/HOA
 * associations across ten metros.
 */

export type PropKind =
  | 'sfr' | 'duplex' | 'plex' | 'garden' | 'midrise' | 'student' | 'senior' | 'retail' | 'office' | 'mhp' | 'storage' | 'hoa' | 'mixed';

export type UnitShape =
  | { k: 'num'; n: string }
  | { k: 'bldg'; b: string; n: string }
  | { k: 'letter'; n: string }
  | { k: 'word'; w: string }
  | { k: 'prefixed'; w: string; n: string };

export interface UnitModel {
  id: string;
  propertyId: string;
  label: string;
  shape: UnitShape;
  residential: boolean;
  /** How a bill designates it: apartment, suite, lot/space. */
  flavor: 'apt' | 'suite' | 'lot';
  ownAddr: Addr | null;
  dir: DirectoryUnit;
}

export interface PropModel {
  id: string;
  kind: PropKind;
  metro: Metro;
  city: City;
  zip: string;
  zip4: string;
  addr: Addr;
  /** False when the directory has no street address for it. */
  hasAddress: boolean;
  name: string;
  aliases: string[];
  /** The owning entity, printed on some utility and tax bills ("PRESTON 4820 LLC c/o …"). */
  owner: string;
  units: UnitModel[];
  residential: boolean;
  pool: boolean;
  elevator: boolean;
  gate: boolean;
  irrigation: boolean;
  /** Other street numbers of the same community (buildings with their own house meters). */
  buildingNums: string[];
  /** Internal streets of a park/townhome association. */
  dir: DirectoryProperty;
}

export interface Portfolio {
  properties: PropModel[];
  units: UnitModel[];
  byId: Map<string, PropModel>;
  unitById: Map<string, UnitModel>;
  index: PlaceIndex;
}

const PLAN: readonly (readonly [PropKind, number, number, number])[] = [
  ['sfr', 870, 0, 0], ['duplex', 280, 2, 2], ['plex', 200, 3, 4], ['garden', 90, 48, 220], ['midrise', 45, 24, 110],
  ['student', 20, 36, 140], ['senior', 15, 30, 100], ['retail', 140, 3, 16], ['office', 75, 3, 24], ['mhp', 45, 20, 110],
  ['storage', 40, 0, 1], ['hoa', 120, 8, 60], ['mixed', 60, 4, 14],
];

export const TOTAL_UNITS = 20000;

const METRO_WEIGHT: Readonly<Record<string, number>> = { dfw: 18, hou: 14, aus: 9, sat: 8, phx: 13, atl: 12, clt: 8, tpa: 9, cmh: 5, mkc: 4 };

const RESIDENTIAL_KINDS: ReadonlySet<PropKind> = new Set(['sfr', 'duplex', 'plex', 'garden', 'midrise', 'student', 'senior', 'mhp', 'hoa']);

function directoryStyle(rng: Rng): StreetStyle {
  const r = rng.float();
  if (r < 0.62) return CANONICAL_STYLE;
  if (r < 0.84) return { suffix: 'full', dir: rng.chance(0.5) ? 'full' : 'abbr', ordinalWord: false, routeForm: 0 };
  if (r < 0.94) return { suffix: 'dot', dir: 'dot', ordinalWord: false, routeForm: rng.int(3) };
  return { suffix: 'abbr', dir: 'abbr', ordinalWord: false, routeForm: 1 + rng.int(3) };
}

function pickCity(metro: Metro, kind: PropKind, rng: Rng): City {
  if (kind === 'student') {
    const name = rng.pick(metro.college);
    const opts = metro.cities.filter((c) => c.name === name);
    return rng.pick(opts);
  }
  if (kind === 'mhp' || (kind === 'storage' && rng.chance(0.5))) {
    const name = rng.pick(metro.rural);
    return rng.pick(metro.cities.filter((c) => c.name === name));
  }
  const core = kind === 'midrise' || kind === 'office' || kind === 'mixed';
  const weights = metro.cities.map((_, i) => (i === 0 ? (core ? 8 : kind === 'sfr' ? 2 : 4) : 1));
  let r = rng.float() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < metro.cities.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return metro.cities[i] as City;
  }
  return metro.cities[0] as City;
}

function arterial(metro: Metro, rng: Rng): Street {
  const [pre, name, suffix, post] = rng.pick(metro.arterials);
  return { kind: 'std', pre, name, suffix, post, route: null };
}

function ordinalStreet(metro: Metro, rng: Rng, max: number): Street {
  const n = rng.range(1, max);
  const o = metro.ordinal;
  const pre = o.pre.length > 0 ? rng.pick(o.pre) : null;
  const post = o.post.length > 0 && (pre === null || rng.chance(0.3)) ? rng.pick(o.post) : null;
  return { kind: 'std', pre: post && pre && metro.key === 'tpa' ? null : pre, name: ordinal(n), suffix: rng.pick(o.suffixes), post, route: null };
}

function routeStreet(metro: Metro, rng: Rng): Street {
  const [route, no, post] = rng.pick(metro.routes);
  return { kind: 'route', pre: null, name: no, suffix: null, post, route };
}

function residentialStreet(metro: Metro, rng: Rng): Street {
  const name = rng.pick(RESIDENTIAL_NAMES);
  const suffix = rng.weighted(RESIDENTIAL_SUFFIXES);
  let pre: string | null = null;
  let post: string | null = null;
  if (metro.key === 'atl' && rng.chance(0.35)) post = rng.pick(['NE', 'NW', 'SE', 'SW']);
  else if (rng.chance(0.14)) pre = rng.pick(['N', 'S', 'E', 'W']);
  return { kind: 'std', pre, name, suffix, post, route: null };
}

function makeStreet(kind: PropKind, metro: Metro, rng: Rng): Street {
  const ordMax = metro.key === 'phx' ? 99 : metro.key === 'tpa' ? 80 : 40;
  switch (kind) {
    case 'sfr':
    case 'duplex':
    case 'plex':
    case 'hoa':
      return rng.weighted<() => Street>([
        [() => residentialStreet(metro, rng), 78],
        [() => ordinalStreet(metro, rng, ordMax), metro.key === 'phx' || metro.key === 'cmh' || metro.key === 'mkc' ? 22 : 9],
        [() => arterial(metro, rng), 7],
        [() => routeStreet(metro, rng), kind === 'sfr' ? 3 : 1],
      ])();
    case 'mhp':
      return rng.weighted<() => Street>([[() => routeStreet(metro, rng), 60], [() => arterial(metro, rng), 30], [() => residentialStreet(metro, rng), 10]])();
    case 'storage':
      return rng.weighted<() => Street>([[() => routeStreet(metro, rng), 40], [() => arterial(metro, rng), 55], [() => ordinalStreet(metro, rng, ordMax), 5]])();
    case 'midrise':
    case 'mixed':
      return rng.weighted<() => Street>([[() => arterial(metro, rng), 55], [() => ordinalStreet(metro, rng, 20), 40], [() => residentialStreet(metro, rng), 5]])();
    default:
      return rng.weighted<() => Street>([
        [() => arterial(metro, rng), 72],
        [() => ordinalStreet(metro, rng, ordMax), metro.key === 'phx' ? 20 : 10],
        [() => routeStreet(metro, rng), 8],
        [() => residentialStreet(metro, rng), 6],
      ])();
  }
}

function houseNumber(kind: PropKind, street: Street, rng: Rng): string {
  if (street.kind === 'route') return String(rng.range(1000, 29999));
  if (kind === 'sfr' || kind === 'duplex' || kind === 'plex') return String(rng.weighted([[rng.range(100, 999), 3], [rng.range(1000, 9999), 6], [rng.range(10000, 19999), 1]] as const));
  if (kind === 'midrise' || kind === 'mixed') return String(rng.weighted([[rng.range(100, 999), 4], [rng.range(1000, 4999), 6]] as const));
  return String(rng.weighted([[rng.range(100, 999), 2], [rng.range(1000, 9999), 7], [rng.range(10000, 24999), 3]] as const));
}

// ---------------------------------------------------------------- names

const KIND_WORDS: Readonly<Record<string, readonly string[]>> = {
  garden: ['Apartments', 'Apartment Homes', 'Apartments', 'Village', 'Townhomes', 'Apartments'],
  student: ['Student Living', 'Student Apartments', 'Flats', 'Lofts', 'Commons'],
  senior: ['Senior Living', 'Senior Residences', 'Senior Apartments', 'Retirement Community', '55+ Community'],
  retail: ['Shopping Center', 'Plaza', 'Marketplace', 'Village Shops', 'Center', 'Crossing Shopping Center', 'Square'],
  office: ['Office Park', 'Professional Building', 'Executive Center', 'Office Center', 'Corporate Center', 'Medical Plaza'],
  mhp: ['Mobile Home Park', 'MHP', 'Manufactured Home Community', 'Mobile Home Community', 'RV & Mobile Home Park', 'Estates'],
  storage: ['Self Storage', 'Mini Storage', 'Storage', 'Self Storage', 'RV & Boat Storage'],
  hoa: ['Condominium Association', 'Townhome Owners Association', 'HOA', 'Homeowners Association', 'Condominiums', 'Owners Association'],
};

function baseName(rng: Rng): string {
  const a = rng.pick(PLACE_A);
  const b = rng.pick(PLACE_B);
  if (a === b) return a;
  return rng.chance(0.85) ? `${a} ${b}` : `${a}${b.toLowerCase()}`;
}

function initials(name: string): string {
  return name
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !/^(at|of|the|and)$/i.test(w))
    .map((w) => (w[0] as string).toUpperCase())
    .join('');
}

function streetLine(a: Addr, state: string): string {
  return renderStreetLine(a, state, CANONICAL_STYLE);
}

/** The words of a street's name without number ("Preston Rd", "Holly St"). */
function streetWords(a: Addr, state: string): string {
  return streetLine(a, state).replace(/^\d+\s+/, '');
}

interface NameOut {
  name: string;
  aliases: string[];
}

function nameFor(kind: PropKind, a: Addr, city: City, rng: Rng, used: Set<string>, ownUnitAddrs: boolean, lastNum: string | null): NameOut {
  const line = streetLine(a, city.state);
  const sw = streetWords(a, city.state);
  const aliases: string[] = [];
  switch (kind) {
    case 'sfr': {
      const r = rng.float();
      const name = r < 0.7 ? line : r < 0.82 ? `${line} - ${city.name}` : r < 0.9 ? renderStreetLine(a, city.state, { ...CANONICAL_STYLE, suffix: 'full', dir: 'full' }) : `${sw.replace(/ \w+$/, '')} ${a.num}`;
      if (rng.chance(0.25)) aliases.push(`${a.num} ${sw.split(' ').slice(0, -1).join(' ') || sw}`);
      if (rng.chance(0.1)) aliases.push(`SFR-${String(rng.range(1, 9999)).padStart(4, '0')}`);
      return { name, aliases };
    }
    case 'duplex': {
      const r = rng.float();
      const name = ownUnitAddrs && lastNum && r < 0.6 ? `${a.num}-${lastNum} ${sw}` : r < 0.5 ? `${line} Duplex` : r < 0.8 ? `${sw} Duplex` : line;
      if (rng.chance(0.3)) aliases.push(line);
      return { name, aliases };
    }
    case 'plex': {
      const r = rng.float();
      const word = lastNum === '3' ? rng.pick(['Triplex', 'Tri-Plex', 'Apartments']) : rng.pick(['Fourplex', 'Quad', '4-Plex', 'Apartments']);
      const name = r < 0.45 ? `${line} ${word}` : r < 0.7 ? `${sw} ${word}` : r < 0.85 ? `The ${rng.pick(LAST_NAMES)} ${word}` : line;
      if (rng.chance(0.35)) aliases.push(line);
      return { name, aliases };
    }
    case 'midrise':
    case 'mixed': {
      const r = rng.float();
      let name: string;
      if (r < 0.3) name = `The ${rng.pick(LAST_NAMES)}`;
      else if (r < 0.55) name = `${sw.replace(/ \w+$/, '')} Lofts`;
      else if (r < 0.75) name = `${a.num} ${sw.replace(/ \w+$/, '').replace(/^[NSEW] /, '')}`;
      else if (r < 0.9) name = `The Residences at ${baseName(rng)}`;
      else name = `${baseName(rng)} Tower`;
      if (kind === 'mixed' && rng.chance(0.5)) name = `The ${rng.pick(LAST_NAMES)} Building`;
      while (used.has(normName(name))) name = `${name} ${rng.pick(['II', 'on ' + sw.replace(/ \w+$/, ''), 'Place'])}`;
      if (rng.chance(0.4)) aliases.push(line);
      if (rng.chance(0.3)) aliases.push(initials(name));
      return { name, aliases };
    }
    default: {
      const words = KIND_WORDS[kind] ?? ['Apartments'];
      let base = baseName(rng);
      let name = '';
      for (let tries = 0; tries < 30; tries++) {
        const w = rng.pick(words);
        const r = rng.float();
        if (kind === 'garden' && r < 0.18) name = `The ${base}`;
        else if (kind === 'garden' && r < 0.3) name = `${base} at ${rng.pick(PLACE_A)} ${rng.pick(PLACE_B)}`;
        else if (kind === 'student' && r < 0.3) name = `University ${rng.pick(PLACE_B)} at ${base}`;
        else if (kind === 'storage' && r < 0.3) name = `${sw.replace(/ \w+$/, '')} ${w}`;
        else name = `${base} ${w}`;
        if (!used.has(normName(name))) break;
        base = baseName(rng);
      }
      if (rng.chance(0.5) && !name.startsWith(base + ' at')) aliases.push(base);
      if (rng.chance(0.25)) aliases.push(initials(name));
      if (rng.chance(0.15)) aliases.push(`${baseName(rng)} ${rng.pick(words)}`); // former name
      if (rng.chance(0.2)) aliases.push(line);
      return { name, aliases };
    }
  }
}

function ownerFor(p: { kind: PropKind; name: string; addr: Addr; city: City }, rng: Rng, sfrOwners: readonly string[]): string {
  if (p.kind === 'sfr' || p.kind === 'duplex' || p.kind === 'plex') return rng.pick(sfrOwners);
  if (p.kind === 'hoa') return p.name.replace(/ (HOA|Condominiums)$/, ' Owners Association, Inc.');
  let base = p.name.replace(/^The /, '');
  for (const w of [...(KIND_WORDS[p.kind] ?? []), 'Apartments', 'Tower', 'Lofts', 'Building'].sort((a, b) => b.length - a.length)) {
    if (base.endsWith(` ${w}`)) {
      base = base.slice(0, -w.length - 1);
      break;
    }
  }
  base = base.replace(/\s*&$/, '').trim();
  return rng.pick([
    `${base} ${p.city.state} Owner LLC`,
    `${initials(base)} ${p.city.name} Apartments LP`.replace('Apartments', p.kind === 'garden' ? 'Apartments' : 'Holdings'),
    `${p.addr.num} ${streetWords(p.addr, p.city.state).replace(/ \w+$/, '')} LLC`,
    `KR Fund ${rng.pick(['II', 'III', 'IV'])} - ${base} LLC`,
    `${base} Partners, Ltd.`,
  ]);
}

// ---------------------------------------------------------------- units

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Labels for a community of n apartments laid out in buildings/floors. */
function apartmentLabels(n: number, rng: Rng, style: number): UnitShape[] {
  const out: UnitShape[] = [];
  const perFloor = rng.range(4, 8);
  const floors = rng.range(2, 3);
  const perBldg = perFloor * floors;
  const bldgs = Math.ceil(n / perBldg);
  let s = style;
  if (s === 0 && bldgs > 9) s = 1;
  if (s === 2 && bldgs > LETTERS.length) s = 1;
  for (let i = 0; i < n; i++) {
    const b = Math.floor(i / perBldg) + 1;
    const f = Math.floor((i % perBldg) / perFloor) + 1;
    const u = (i % perFloor) + 1;
    if (s === 0) out.push({ k: 'num', n: `${b}${f}${pad2(u)}` });
    else if (s === 1) out.push({ k: 'bldg', b: String(b), n: `${f}${pad2(u)}` });
    else if (s === 2) out.push({ k: 'bldg', b: LETTERS[b - 1] as string, n: `${f}${pad2(u)}` });
    else out.push({ k: 'num', n: String(1000 + i + 1) });
  }
  return out;
}

function towerLabels(n: number, rng: Rng): UnitShape[] {
  const out: UnitShape[] = [];
  const perFloor = rng.range(6, 14);
  const ph = rng.chance(0.15) ? rng.range(1, 3) : 0;
  for (let i = 0; i < n - ph; i++) {
    const f = Math.floor(i / perFloor) + 2;
    out.push({ k: 'num', n: `${f}${pad2((i % perFloor) + 1)}` });
  }
  for (let i = 1; i <= ph && out.length < n; i++) out.push({ k: 'word', w: `PH${i}` });
  return out;
}

function suiteLabels(n: number, rng: Rng, office: boolean): UnitShape[] {
  const out: UnitShape[] = [];
  const style = rng.weighted([['suite', office ? 50 : 40], ['plain', office ? 45 : 35], ['letter', office ? 0 : 15], ['ste', 5]] as const);
  const step = rng.pick([1, 5, 10]);
  const perFloor = rng.range(3, 8);
  for (let i = 0; i < n; i++) {
    let num: string;
    if (office) num = `${Math.floor(i / perFloor) + 1}${pad2(((i % perFloor) + 1) * (step === 1 ? 1 : step))}`.replace(/^(\d)(\d{3})$/, '$1$2');
    else num = String(100 + i * step + (step === 1 ? 1 : 0));
    if (style === 'suite') out.push({ k: 'prefixed', w: 'Suite', n: num });
    else if (style === 'ste') out.push({ k: 'prefixed', w: 'Ste', n: num });
    else if (style === 'letter') out.push({ k: 'letter', n: LETTERS[i % LETTERS.length] + (i >= LETTERS.length ? String(Math.floor(i / LETTERS.length)) : '') });
    else out.push({ k: 'num', n: num });
  }
  return out;
}

export function shapeLabel(s: UnitShape): string {
  switch (s.k) {
    case 'num':
    case 'letter':
      return s.n;
    case 'bldg':
      return /^\d/.test(s.b) ? `${s.b}-${s.n}` : `${s.b}${s.n}`;
    case 'word':
      return s.w;
    case 'prefixed':
      return `${s.w} ${s.n}`;
  }
}

// ---------------------------------------------------------------- build

interface Draft {
  kind: PropKind;
  metro: Metro;
  unitCount: number;
}

function unitCounts(rng: Rng): Draft[] {
  const drafts: Draft[] = [];
  const metroW = METROS.map((m) => [m, METRO_WEIGHT[m.key] ?? 1] as const);
  for (const [kind, count, lo, hi] of PLAN) {
    for (let i = 0; i < count; i++) {
      const metro = kind === 'hoa' || kind === 'sfr' ? rng.weighted(metroW) : rng.weighted(metroW);
      let n = lo === hi ? lo : Math.round(lo + (hi - lo) * Math.pow(rng.float(), 1.4));
      if (kind === 'hoa' && rng.chance(0.2)) n = 0;
      if (kind === 'storage') n = rng.chance(0.45) ? 1 : 0;
      drafts.push({ kind, metro, unitCount: n });
    }
  }
  // Exactly TOTAL_UNITS: nudge the communities whose size is a range.
  const flexible = drafts.filter((d) => ['garden', 'midrise', 'student', 'senior', 'mhp', 'hoa'].includes(d.kind) && d.unitCount > 0);
  let total = drafts.reduce((a, d) => a + d.unitCount, 0);
  let guard = 0;
  while (total !== TOTAL_UNITS && guard++ < 1_000_000) {
    const d = rng.pick(flexible);
    if (total < TOTAL_UNITS && d.unitCount < 260) {
      d.unitCount++;
      total++;
    } else if (total > TOTAL_UNITS && d.unitCount > 12) {
      d.unitCount--;
      total--;
    }
  }
  if (total !== TOTAL_UNITS) throw new Error(`unit total ${total}`);
  return drafts;
}

function directoryZip(zip: string, zip4: string, rng: Rng): string | null {
  const r = rng.float();
  if (r < 0.12) return `${zip}-${zip4}`;
  if (r < 0.975) return zip;
  return null;
}

function directoryCity(city: City, rng: Rng): string {
  return city.alt.length > 0 && rng.chance(0.04) ? rng.pick(city.alt) : city.name;
}

const STATE_SPELLED: Readonly<Record<string, string>> = {
  TX: 'Texas', AZ: 'Arizona', GA: 'Georgia', NC: 'N. Carolina', SC: 'South Carolina', FL: 'Florida', OH: 'Ohio', MO: 'Missouri', KS: 'Kansas',
};

const RATES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  pool: { garden: 0.8, student: 0.7, senior: 0.45, hoa: 0.55, midrise: 0.3, mhp: 0.25, sfr: 0.04 },
  elevator: { midrise: 1, office: 0.75, senior: 0.7, student: 0.45, mixed: 0.35, hoa: 0.2 },
  gate: { garden: 0.5, hoa: 0.4, storage: 0.9, student: 0.3, senior: 0.4, mhp: 0.2 },
  irrigation: { garden: 0.8, hoa: 0.9, retail: 0.6, office: 0.6, senior: 0.7, student: 0.5, mhp: 0.3, sfr: 0.3 },
};

function rate(what: string, kind: PropKind, dflt = 0): number {
  return RATES[what]?.[kind] ?? dflt;
}

function directoryState(city: City, rng: Rng): string {
  if (rng.chance(0.01)) return STATE_SPELLED[city.state] ?? city.state;
  return city.state;
}

export function buildPortfolio(rng: Rng): Portfolio {
  const index = new PlaceIndex();
  for (const m of METROS) {
    const o = officeAddr(m);
    if (o) index.addForeign(o.addr, o.city);
  }
  const usedIds = new Set<string>();
  const newId = (prefix: string): string => {
    for (;;) {
      const id = `${prefix}_${rng.hex(10)}`;
      if (!usedIds.has(id)) {
        usedIds.add(id);
        return id;
      }
    }
  };
  const sfrOwners = [
    ...Array.from({ length: 14 }, () => `${rng.pick(LAST_NAMES)} Family Trust`),
    ...Array.from({ length: 12 }, () => `${rng.pick(PLACE_A)} ${rng.pick(['Homes', 'Rentals', 'Residential', 'Properties', 'Investments'])} ${rng.pick(['LLC', 'I LLC', 'II LLC', 'LP'])}`),
    'KR SFR Fund I LLC', 'KR SFR Fund II LLC', 'Keystone Ridge Homes LLC',
    ...Array.from({ length: 10 }, () => `${rng.pick(LAST_NAMES)} ${rng.pick(['Rentals', 'Properties', 'Holdings'])} LLC`),
  ];

  const drafts = rng.shuffle(unitCounts(rng));
  const properties: PropModel[] = [];
  const units: UnitModel[] = [];
  const usedNames = new Set<string>();
  /** Streets already holding an SFR, per city, so investors' clusters appear. */
  const sfrStreets = new Map<string, { street: Street; city: City; zip: string }[]>();

  for (const d of drafts) {
    const id = newId('prop');
    let city = pickCity(d.metro, d.kind, rng);
    let addr: Addr | null = null;
    let zip = rng.pick(city.zips);
    const clusterKey = `${d.metro.key}`;
    for (let tries = 0; tries < 200 && !addr; tries++) {
      let street: Street;
      const cluster = sfrStreets.get(clusterKey);
      if ((d.kind === 'sfr' || d.kind === 'duplex') && cluster && cluster.length > 0 && rng.chance(0.25)) {
        const c = rng.pick(cluster);
        street = c.street;
        city = c.city;
        zip = c.zip;
      } else {
        street = makeStreet(d.kind, d.metro, rng);
      }
      let num = houseNumber(d.kind, street, rng);
      if (d.kind === 'sfr' && street.kind === 'std' && rng.chance(0.012) && d.metro.rural.includes(city.name)) {
        street = { kind: 'rr', pre: null, name: String(rng.range(1, 6)), suffix: null, post: null, route: null };
        num = String(rng.range(10, 480));
        city = rng.pick(d.metro.cities.filter((c) => d.metro.rural.includes(c.name)));
        zip = rng.pick(city.zips);
      }
      const a: Addr = { num, street };
      if (d.kind === 'duplex' || d.kind === 'plex') {
        // Keep the neighbouring numbers free too: units may carry them.
        const base = Number(num);
        if (Number.isFinite(base)) {
          let clash = false;
          for (let k = 0; k < 4; k++) if (index.isTaken({ num: String(base + 2 * k), street }, city)) clash = true;
          if (clash) continue;
        }
      }
      if (index.isTaken(a, city)) continue;
      // Mostly avoid two places that differ only by directional/suffix; a few stay (N vs S Main).
      if (index.isLooseTaken(a, city) && rng.chance(0.85)) continue;
      addr = a;
    }
    if (!addr) throw new Error('could not place a property');
    if (d.kind === 'sfr' || d.kind === 'duplex') {
      const list = sfrStreets.get(clusterKey) ?? [];
      if (addr.street.kind === 'std') list.push({ street: addr.street, city, zip });
      sfrStreets.set(clusterKey, list);
    }
    const residential = RESIDENTIAL_KINDS.has(d.kind);
    const zip4 = rng.digits(4);

    // Units
    const shapes: UnitShape[] = [];
    const ownAddrs: (Addr | null)[] = [];
    const n = d.unitCount;
    let ownUnitAddrs = false;
    switch (d.kind) {
      case 'duplex': {
        const r = rng.float();
        if (r < 0.35) {
          ownUnitAddrs = true;
          const labelsAreNums = rng.chance(0.55);
          const second = String(Number(addr.num) + 2);
          shapes.push(labelsAreNums ? { k: 'num', n: addr.num } : { k: 'letter', n: 'A' });
          shapes.push(labelsAreNums ? { k: 'num', n: second } : { k: 'letter', n: 'B' });
          ownAddrs.push({ num: addr.num, street: addr.street }, { num: second, street: addr.street });
        } else if (r < 0.85) {
          shapes.push({ k: 'letter', n: 'A' }, { k: 'letter', n: 'B' });
        } else {
          shapes.push({ k: 'word', w: 'Upper' }, { k: 'word', w: 'Lower' });
        }
        break;
      }
      case 'plex': {
        const r = rng.float();
        for (let i = 0; i < n; i++) {
          if (r < 0.4) shapes.push({ k: 'num', n: String(i + 1) });
          else if (r < 0.7) shapes.push({ k: 'letter', n: LETTERS[i] as string });
          else if (r < 0.9) shapes.push({ k: 'num', n: `${Math.floor(i / 2) + 1}0${(i % 2) + 1}` });
          else {
            ownUnitAddrs = true;
            const num = String(Number(addr.num) + 2 * i);
            shapes.push({ k: 'num', n: num });
            ownAddrs.push({ num, street: addr.street });
          }
        }
        break;
      }
      case 'garden':
        shapes.push(...apartmentLabels(n, rng, rng.weighted([[0, 40], [1, 22], [2, 20], [3, 18]] as const)));
        break;
      case 'student':
        shapes.push(...(rng.chance(0.5) ? towerLabels(n, rng) : apartmentLabels(n, rng, rng.pick([0, 1, 3]))));
        break;
      case 'midrise':
        shapes.push(...towerLabels(n, rng));
        break;
      case 'senior': {
        const cottages = rng.chance(0.3) ? Math.min(rng.range(4, 12), Math.floor(n / 3)) : 0;
        const letterWing = rng.chance(0.5);
        for (let i = 0; i < n - cottages; i++) {
          if (letterWing) {
            const f = Math.floor((i % 40) / 20) + 1;
            shapes.push({ k: 'bldg', b: LETTERS[Math.floor(i / 40)] as string, n: `${f}${pad2((i % 20) + 1)}` });
          } else {
            const f = Math.floor(i / 20) + 1;
            shapes.push({ k: 'num', n: String(100 * f + (i % 20) + 1) });
          }
        }
        const cw = rng.chance(0.7) ? 'Cottage' : 'Villa';
        for (let i = 1; i <= cottages; i++) shapes.push({ k: 'prefixed', w: cw, n: String(i) });
        break;
      }
      case 'retail':
        shapes.push(...suiteLabels(n, rng, false));
        break;
      case 'office':
        shapes.push(...suiteLabels(n, rng, true));
        break;
      case 'mixed': {
        const shops = Math.max(1, Math.min(4, Math.floor(n / 3)));
        const suiteWord = rng.chance(0.6);
        for (let i = 0; i < shops; i++) shapes.push(suiteWord ? { k: 'prefixed', w: 'Suite', n: String(100 + 10 * i) } : { k: 'letter', n: LETTERS[i] as string });
        for (let i = 0; i < n - shops; i++) shapes.push({ k: 'num', n: `${Math.floor(i / 6) + 2}0${(i % 6) + 1}` });
        break;
      }
      case 'mhp': {
        const style = rng.weighted([['Lot', 40], ['Space', 25], ['plain', 35]] as const);
        const lotAddrs = rng.chance(0.3);
        const inner: Street[] = lotAddrs
          ? rng.sample(RESIDENTIAL_NAMES, rng.range(2, 5)).map((nm) => ({ kind: 'std' as const, pre: null, name: nm, suffix: rng.pick(['Lane', 'Drive', 'Circle', 'Court', 'Way']), post: null, route: null }))
          : [];
        for (let i = 0; i < n; i++) {
          const num = String(i + 1);
          shapes.push(style === 'plain' ? { k: 'num', n: num } : { k: 'prefixed', w: style, n: num });
          if (lotAddrs) {
            ownUnitAddrs = true;
            ownAddrs.push({ num: String(100 + 2 * i + rng.int(2)), street: inner[i % inner.length] as Street });
          }
        }
        break;
      }
      case 'storage':
        if (n > 0) shapes.push({ k: 'word', w: rng.chance(0.5) ? 'Office' : 'Mgr Apt' });
        break;
      case 'hoa': {
        const town = rng.chance(0.4);
        if (town && n > 0) {
          ownUnitAddrs = true;
          const inner: Street[] = rng.sample(RESIDENTIAL_NAMES, rng.range(1, 3)).map((nm) => ({ kind: 'std' as const, pre: null, name: nm, suffix: rng.pick(['Lane', 'Drive', 'Court', 'Way', 'Circle', 'Place']), post: null, route: null }));
          const labelIsNum = rng.chance(0.5);
          for (let i = 0; i < n; i++) {
            const num = String(1000 + 4 * i + rng.int(3));
            ownAddrs.push({ num, street: inner[i % inner.length] as Street });
            shapes.push(labelIsNum ? { k: 'num', n: num } : { k: 'num', n: String(i + 1) });
          }
        } else if (n > 0) {
          shapes.push(...(rng.chance(0.5) ? apartmentLabels(n, rng, rng.pick([0, 1, 2])) : towerLabels(n, rng)));
        }
        break;
      }
      default:
        break;
    }
    if (shapes.length !== n) throw new Error(`unit shapes ${shapes.length} != ${n} for ${d.kind}`);

    // Make own unit addresses unique in the city; drop the own address on a clash (rare).
    for (let i = 0; i < ownAddrs.length; i++) {
      const a = ownAddrs[i];
      if (!a) continue;
      if (a.num !== addr.num || a.street !== addr.street) {
        if (index.isTaken(a, city) || index.isLooseTaken(a, city)) ownAddrs[i] = null;
      }
    }

    const lastOwn = ownAddrs.length > 0 ? ownAddrs[ownAddrs.length - 1] : null;
    const nm = nameFor(d.kind, addr, city, rng, usedNames, ownUnitAddrs, d.kind === 'plex' ? String(n) : lastOwn ? lastOwn.num : null);
    // A few communities carry the same name as one in another metro ("Cedar Ridge Apartments" in Dallas and Tampa).
    if (['garden', 'retail', 'hoa', 'storage', 'mhp', 'office'].includes(d.kind) && rng.chance(0.025)) {
      const twins = properties.filter((q) => q.kind === d.kind && q.metro.key !== d.metro.key);
      if (twins.length > 0) nm.name = rng.pick(twins).name;
    }
    usedNames.add(normName(nm.name));
    const dstyle = directoryStyle(rng);
    const hasAddress = !(d.kind !== 'sfr' && rng.chance(0.012));
    const addrText = (() => {
      let t = renderStreetLine(addr, city.state, dstyle);
      if (d.kind === 'duplex' && ownUnitAddrs && lastOwn && rng.chance(0.5)) t = t.replace(/^\d+/, `${addr.num}-${lastOwn.num}`);
      if (rng.chance(0.03)) t = t.toUpperCase();
      return t;
    })();
    const owner = ownerFor({ kind: d.kind, name: nm.name, addr, city }, rng, sfrOwners);
    const aliases = [...new Set(nm.aliases.filter((x) => normName(x) !== normName(nm.name)))];
    const dirProp: DirectoryProperty = {
      id,
      name: nm.name,
      aliases,
      address: hasAddress ? addrText : null,
      city: directoryCity(city, rng),
      state: directoryState(city, rng),
      zip: directoryZip(zip, zip4, rng),
    };
    const buildingNums: string[] = [];
    if ((d.kind === 'garden' || d.kind === 'student' || d.kind === 'senior' || d.kind === 'hoa') && addr.street.kind !== 'rr' && n > 30) {
      const base = Number(addr.num);
      for (let k = 1; k <= Math.min(8, Math.ceil(n / 24)); k++) {
        const bn = String(base + k * rng.pick([2, 4, 10, 20]));
        if (!index.isTaken({ num: bn, street: addr.street }, city) && !index.isLooseTaken({ num: bn, street: addr.street }, city)) buildingNums.push(bn);
      }
    }
    const prop: PropModel = {
      id,
      kind: d.kind,
      metro: d.metro,
      city,
      zip,
      zip4,
      addr,
      hasAddress,
      name: nm.name,
      aliases,
      owner,
      units: [],
      residential,
      pool: rng.chance(rate('pool', d.kind)),
      elevator: rng.chance(rate('elevator', d.kind)),
      gate: rng.chance(rate('gate', d.kind)),
      irrigation: rng.chance(rate('irrigation', d.kind, 0.1)),
      buildingNums,
      dir: dirProp,
    };
    index.addPlace(addr, city, zip, { propertyId: id, unitId: null });
    for (const bn of buildingNums) index.addForeign({ num: bn, street: addr.street }, city);
    index.addName(nm.name, id);
    for (const al of aliases) index.addName(al, id);

    const seenLabels = new Set<string>();
    for (let i = 0; i < shapes.length; i++) {
      const shape = shapes[i] as UnitShape;
      const label = shapeLabel(shape);
      const lk = label.toLowerCase().replace(/[^a-z0-9]/g, '');
      if (seenLabels.has(lk)) throw new Error(`duplicate unit label ${label} in ${nm.name}`);
      seenLabels.add(lk);
      const own = ownAddrs[i] ?? null;
      const uid = newId('unit');
      const ownStyle = rng.chance(0.8) ? dstyle : directoryStyle(rng);
      const dirUnit: DirectoryUnit = {
        id: uid,
        propertyId: id,
        unit: label,
        address: own ? renderStreetLine(own, city.state, ownStyle) : null,
      };
      const isResidential = residential || (d.kind === 'mixed' && shape.k === 'num');
      const flavor = d.kind === 'mhp' ? 'lot' : isResidential || d.kind === 'storage' ? 'apt' : 'suite';
      const um: UnitModel = { id: uid, propertyId: id, label, shape, residential: isResidential, flavor, ownAddr: own, dir: dirUnit };
      if (own && (own.num !== addr.num || own.street !== addr.street)) index.addPlace(own, city, zip, { propertyId: id, unitId: uid });
      prop.units.push(um);
      units.push(um);
    }
    properties.push(prop);
  }

  // Some communities share a name across metros (a "Willow Creek" in two cities) — keep them;
  // they are realistic and bills for them always carry an address or an account.
  const byId = new Map(properties.map((p) => [p.id, p] as const));
  const unitById = new Map(units.map((u) => [u.id, u] as const));
  return { properties, units, byId, unitById, index };
}
