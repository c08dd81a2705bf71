/** The blind set's directory: 2,000 properties (apartment buildings, commercial, single homes, scattered sites), 20,000 units and their addresses. */
import type { DirectoryProperty, DirectoryUnit } from '../../../src/server/directory/resolver/types';
import { type Addr, type Style, fullKey, nearAddr, noDirKey, randomAddr, randomStyle, streetKey, streetLine, cityLine } from './address';
import { type Rng, at, deck, norm } from './core';
import { type City, BRANDS, CITIES, COMMERCIAL_TYPES, NAME_FIRST, NAME_SECOND, RESIDENTIAL_TYPES, STREET_NAMES, STREET_TYPES, SURNAMES, TRADES, UTILITY_KINDS } from './words';

/** Words a bill prints anyway: an initials alias must not be one of them ("ICE" in "Snow & Ice", "ACE", "APT"). */
const STOP = new Set(
  [...BRANDS, ...SURNAMES, ...STREET_NAMES, ...CITIES.map((c) => c.name), ...TRADES.flatMap((t) => [...t.words, ...t.items]), ...Object.values(UTILITY_KINDS).flatMap((u) => u.items),
    'apt ste unit suite box inc llc co corp ltd hoa usa the and cpa hvac led lvp gal qty inv due net tax fee po st ave rd dr ln ct pl way ter cir hwy trl blvd pkwy www com net org'].flatMap((w) => norm(w).split(' ')),
);

export type PropKind = 'multi' | 'commercial' | 'single' | 'scattered';

export interface UnitMeta {
  u: DirectoryUnit;
  addr: Addr | null;
  style: Style;
}

export interface PropMeta {
  p: DirectoryProperty;
  kind: PropKind;
  city: City;
  addr: Addr | null;
  style: Style;
  units: UnitMeta[];
  /** Another property or unit has the same street number on a near-identical street. */
  nearTwin: boolean;
  /** Another property shares the first two words of its name ("Oak Park Apartments" / "Oak Park Villas"). */
  similarName: boolean;
}

export interface Places {
  props: PropMeta[];
  units: UnitMeta[];
  streetsOf: (c: City) => readonly string[];
  /** How many directory addresses share a street line (no city) or a line without its direction. */
  streetCount: Map<string, number>;
  noDirCount: Map<string, number>;
  byNumber: Map<string, Addr[]>;
  usedFull: Set<string>;
  /** Every property name and alias, normalised, for the name-typo guard. */
  names: string[];
}

const KIND_COUNTS: Record<PropKind, number> = { multi: 1400, commercial: 240, single: 160, scattered: 200 };
export const PROPERTY_COUNT = 2000;
export const UNIT_COUNT = 20000;

const propId = (i: number) => `prp_${(i * 7919 + 104729).toString(36)}`;
const unitId = (i: number) => `unt_${(i * 6007 + 7727).toString(36)}`;

export function buildPlaces(r: Rng): Places {
  const streets = new Map<City, string[]>(CITIES.map((c) => [c, r.shuffle([...STREET_NAMES]).slice(0, 45)]));
  const streetsOf = (c: City) => streets.get(c) ?? STREET_NAMES;
  const usedFull = new Set<string>();
  const all: Addr[] = [];
  const claim = (make: () => Addr): Addr => {
    for (;;) {
      const a = make();
      if (usedFull.has(fullKey(a))) continue;
      usedFull.add(fullKey(a));
      all.push(a);
      return a;
    }
  };
  const usedNames = new Set<string>();
  const prefixCount = new Map<string, number>();
  const propNames: { first: string; second: string }[] = [];
  const uniqueName = (make: () => { name: string; first: string; second: string }, similar: boolean) => {
    for (let tries = 0; ; tries++) {
      const n = similar && tries < 20 && propNames.length > 0 ? (() => { const b = r.pick(propNames); const m = make(); return { ...m, name: m.name.replace(`${m.first} ${m.second}`, `${b.first} ${b.second}`), first: b.first, second: b.second }; })() : make();
      if (usedNames.has(norm(n.name))) continue;
      usedNames.add(norm(n.name));
      propNames.push({ first: n.first, second: n.second });
      const pre = norm(`${n.first} ${n.second}`);
      prefixCount.set(pre, (prefixCount.get(pre) ?? 0) + 1);
      return n;
    }
  };
  const kinds = deck(r, KIND_COUNTS);
  const props: PropMeta[] = [];
  const twinOf = new Map<string, number>();
  const addressed: Addr[] = [];
  kinds.forEach((kind, i) => {
    const city = r.pick(CITIES);
    const style = randomStyle(r);
    const wantsTwin = kind !== 'scattered' && addressed.length > 20 && r.chance(0.14);
    let addr: Addr | null = null;
    let nearTwin = false;
    if (kind !== 'scattered' || r.chance(0.3)) {
      const base = wantsTwin ? r.pick(addressed) : null;
      if (base) {
        addr = claim(() => nearAddr(r, base, CITIES, streetsOf));
        nearTwin = true;
        twinOf.set(fullKey(base), 1);
      } else addr = claim(() => randomAddr(r, city, streetsOf(city)));
      addressed.push(addr);
    }
    const named = uniqueName(() => {
      const f = r.pick(NAME_FIRST);
      const s = r.pick(NAME_SECOND);
      if (kind === 'commercial') return { name: `${f} ${s} ${r.pick(COMMERCIAL_TYPES)}`, first: f, second: s };
      if (kind === 'multi') return { name: `${f} ${s} ${r.pick(RESIDENTIAL_TYPES)}`, first: f, second: s };
      if (kind === 'scattered') return r.chance(0.5) ? { name: `${f} Scattered Sites`, first: f, second: 'Scattered' } : { name: `${f} ${s} Homes`, first: f, second: s };
      if (addr && addr.dir === null && r.chance(0.6)) return { name: `${addr.num} ${addr.name} ${at(STREET_TYPES, addr.type)[1]}`, first: addr.num, second: addr.name };
      return { name: `${f} ${s} Cottage`, first: f, second: s };
    }, (kind === 'multi' || kind === 'commercial') && r.chance(0.25));
    const p: DirectoryProperty = {
      id: propId(i),
      name: named.name,
      aliases: [],
      address: addr ? streetLine(addr, style) : null,
      city: addr ? (style.upper ? addr.city.name.toUpperCase() : addr.city.name) : city.name,
      state: addr ? addr.city.state : city.state,
      zip: addr ? `${addr.zip}${style.zip4 ? `-${addr.zip4}` : ''}` : null,
    };
    props.push({ p, kind, city: addr?.city ?? city, addr, style, units: [], nearTwin, similarName: false });
  });
  for (const pm of props) {
    if (pm.addr && twinOf.has(fullKey(pm.addr))) pm.nearTwin = true;
    const words = pm.p.name.split(' ');
    pm.similarName = (prefixCount.get(norm(`${words[0] ?? ''} ${words[1] ?? ''}`)) ?? 0) > 1 && pm.kind !== 'single';
  }
  const units = buildUnits(r, props, (c) => claim(() => randomAddr(r, c, streetsOf(c))));
  const lineCount = new Map<string, number>();
  for (const a of all) lineCount.set(streetKey(a), (lineCount.get(streetKey(a)) ?? 0) + 1);
  // A home named by its address keeps that name only if no other directory address has the same street line.
  for (const pm of props) {
    if (!pm.addr || pm.kind !== 'single' || !pm.p.name.startsWith(`${pm.addr.num} `) || lineCount.get(streetKey(pm.addr)) === 1) continue;
    usedNames.delete(norm(pm.p.name));
    pm.p.name = uniqueName(() => { const f = r.pick(NAME_FIRST); const s = r.pick(NAME_SECOND); return { name: `${f} ${s} Cottage`, first: f, second: s }; }, false).name;
  }
  const names = addAliases(r, props, usedNames, prefixCount);
  const streetCount = new Map<string, number>();
  const noDirCount = new Map<string, number>();
  const byNumber = new Map<string, Addr[]>();
  for (const a of all) {
    streetCount.set(streetKey(a), (streetCount.get(streetKey(a)) ?? 0) + 1);
    noDirCount.set(noDirKey(a), (noDirCount.get(noDirKey(a)) ?? 0) + 1);
    byNumber.set(a.num, [...(byNumber.get(a.num) ?? []), a]);
  }
  return { props, units, streetsOf, streetCount, noDirCount, byNumber, usedFull, names };
}

function unitLabels(r: Rng, kind: PropKind, n: number): string[] {
  if (kind === 'commercial') {
    const step = r.pick([1, 10]);
    return Array.from({ length: n }, (_, i) => `Suite ${100 * (1 + Math.floor(i / 4)) + step * ((i % 4) + (step === 1 ? 1 : 0))}`);
  }
  if (kind === 'scattered') return Array.from({ length: n }, (_, i) => (r.chance(0.5) ? String(i + 1) : String(i + 1).padStart(2, '0')));
  const scheme = n <= 8 && r.chance(0.3) ? 'letter' : r.weighted([['floor', 6], ['seq', 2], ['building', 2]] as const);
  if (scheme === 'letter') return Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i));
  if (scheme === 'seq') return Array.from({ length: n }, (_, i) => String(i + 1));
  if (scheme === 'building') return Array.from({ length: n }, (_, i) => `${1 + Math.floor(i / 4)}${String.fromCharCode(65 + (i % 4))}`);
  const perFloor = r.int(4, 12);
  return Array.from({ length: n }, (_, i) => `${1 + Math.floor(i / perFloor)}${String((i % perFloor) + 1).padStart(2, '0')}`);
}

function buildUnits(r: Rng, props: PropMeta[], newAddr: (c: City) => Addr): UnitMeta[] {
  const counts = props.map((pm) => (pm.kind === 'scattered' ? r.int(3, 14) : pm.kind === 'commercial' ? (r.chance(0.5) ? r.int(3, 12) : 0) : pm.kind === 'single' ? 0 : r.weighted([[r.int(4, 8), 3], [r.int(9, 16), 4], [r.int(17, 30), 2], [r.int(31, 48), 1]])));
  const multi = props.map((pm, i) => (pm.kind === 'multi' ? i : -1)).filter((i) => i >= 0);
  let diff = UNIT_COUNT - counts.reduce((a, b) => a + b, 0);
  while (diff !== 0) {
    const i = r.pick(multi);
    const c = at(counts, i);
    const step = diff > 0 && c < 60 ? 1 : diff < 0 && c > 4 ? -1 : 0;
    counts[i] = c + step;
    diff -= step;
  }
  const out: UnitMeta[] = [];
  props.forEach((pm, i) => {
    for (const label of unitLabels(r, pm.kind, at(counts, i))) {
      const addr = pm.kind === 'scattered' ? newAddr(pm.city) : null;
      const style = randomStyle(r);
      const address = addr ? (r.chance(0.5) ? streetLine(addr, style) : `${streetLine(addr, style)}, ${cityLine(addr, style)}`) : null;
      const um: UnitMeta = { u: { id: unitId(out.length), propertyId: pm.p.id, unit: label, address }, addr, style };
      pm.units.push(um);
      out.push(um);
    }
  });
  return out;
}

/** Initials, a property code, a short name (only when no other name starts the same) or a former name; each unique in the directory. */
function addAliases(r: Rng, props: PropMeta[], used: Set<string>, prefixCount: Map<string, number>): string[] {
  for (const pm of props) {
    const words = pm.p.name.split(' ');
    // A home named by its address gets no alias: "7992 Hemlock" would read as part of another address.
    if (!r.chance(0.45) || /^\d/.test(pm.p.name)) continue;
    const aliases: string[] = [];
    const candidates = [
      words.length >= 3 ? words.map((w) => w.charAt(0).toUpperCase()).join('') : null,
      `${(words[0] ?? 'X').slice(0, 3).toUpperCase()}${(words[1] ?? 'X').charAt(0).toUpperCase()}${r.int(1, 9)}`,
      (prefixCount.get(norm(`${words[0] ?? ''} ${words[1] ?? ''}`)) ?? 0) === 1 && words.length >= 3 ? `${words[0]} ${words[1]}` : null,
      `${r.pick(NAME_FIRST)} ${r.pick(NAME_SECOND)} ${r.pick(RESIDENTIAL_TYPES)}`,
    ];
    for (const c of r.shuffle(candidates.filter((c): c is string => c !== null)).slice(0, r.int(1, 2))) {
      const key = norm(c);
      const w = key.split(' ');
      if (used.has(key) || (w.length === 1 && STOP.has(key)) || (w.length >= 2 && (prefixCount.get(`${w[0]} ${w[1]}`) ?? 0) > 0 && w.length > 2)) continue;
      used.add(key);
      aliases.push(c);
    }
    pm.p.aliases = aliases;
  }
  return [...used];
}
