/**
 * Properties and units: Boston-area triple-deckers, New England apartment buildings and mill
 * conversions, by-the-bed student housing and rooming houses in college towns, senior living with
 * wings and care levels, main-street mixed-use blocks with storefronts, and single-family-rental
 * portfolios whose houses each have their own address. Exactly 2,000 properties and 20,000 units.
 */
import { type Addr, type GenProp, type GenUnit, type PropKind, type UnitLabel } from './model';
import { APT_FIRST, BLOCK_FIRST, BLOCK_WORDS, COLLEGE_MASCOTS, KIND_WORDS, MILL_NAMES, PORTFOLIO_WORDS, ROMAN, SENIOR_FIRST, SENIOR_WORDS, STUDENT_WORDS } from './names';
import { type Metro, NEW_ENGLAND, PLACES, type Place, SFR_METROS, placesIn } from './places';
import { pad, type Rng } from './random';
import { type Street, SUBDIVISION_WORDS, sfrBase, sfrStreet, streetsForPlace } from './streets';
import { DIR_STYLES, dirUnitText } from './unitText';

export const PROPERTY_COUNT = 2_000;
export const UNIT_COUNT = 20_000;
const KIND_COUNTS: readonly (readonly [PropKind, number])[] = [['triple', 520], ['student', 70], ['rooming', 30], ['senior', 56], ['mixed', 250], ['sfr', 214], ['apartment', 860]];

export interface Subdivision {
  name: string;
  place: Place;
  metro: Metro;
  streets: Street[];
  hoa: boolean;
  houses: GenUnit[];
}

export interface Portfolio {
  props: GenProp[];
  subdivisions: Subdivision[];
  /** House unit id -> its subdivision. */
  houseSub: Map<string, Subdivision>;
  /** Every street key used in a place, so vendors' offices avoid property addresses. */
  usedAddresses: Set<string>;
}

const KIND_TAIL = /\s+(Apartments|Residences|Lofts|Flats|Commons|Place|House|Terrace|Court|Village|Gardens|Senior Living|Assisted Living|Retirement Community|Senior Residences|Block|Building|Hall|Exchange|Mixed Use|Lodging House|Rooming House|Landing|Row|Quarters|Yard)$/;

/** A property name without its kind word ("Fenway" for "Fenway Lofts"). */
export function stripKind(name: string): string {
  return name.replace(KIND_TAIL, '');
}

export function addrKey(number: string, street: Street, place: Place): string {
  return `${number}|${street.key}|${place.city}|${place.state}`.toLowerCase();
}

function streetLine(addr: Addr, rng: Rng): string {
  const form = rng.next() < 0.35 ? addr.street.forms[0] : rng.next() < 0.9 ? addr.street.forms[1] : rng.pick(addr.street.forms);
  return `${addr.number} ${form ?? addr.street.key}`;
}

export function buildPortfolio(rng: Rng): Portfolio {
  const streetCache = new Map<Place, Street[]>();
  const streetsOf = (p: Place): Street[] => {
    let s = streetCache.get(p);
    if (!s) {
      s = streetsForPlace(p, rng.fork(`streets:${p.city}:${p.state}`));
      streetCache.set(p, s);
    }
    return s;
  };
  const used = new Set<string>();
  const usedNoCity = new Set<string>();
  used.add('101|federal street|boston|ma');
  const neWeighted = PLACES.filter((p) => NEW_ENGLAND.includes(p.metro)).map((p) => [p, p.weight] as const);
  const collegeWeighted = PLACES.filter((p) => p.colleges.length > 0 && NEW_ENGLAND.includes(p.metro)).map((p) => [p, p.colleges.length + 1] as const);
  const names = new Set<string>();
  const props: GenProp[] = [];

  const newAddr = (place: Place, lo: number, hi: number, rangeChance: number): Addr => {
    for (let tries = 0; tries < 200; tries++) {
      const street = rng.pick(streetsOf(place));
      const n = rng.int(lo, hi);
      const isRange = rng.chance(rangeChance);
      const number = isRange ? `${n}-${n + 2}` : String(n);
      const nums = isRange ? [String(n), String(n + 2), number] : [number];
      if (nums.some((x) => used.has(addrKey(x, street, place)))) continue;
      for (const x of nums) {
        used.add(addrKey(x, street, place));
        usedNoCity.add(`${x}|${street.key}`.toLowerCase());
      }
      const villageChance = place.city === 'Boston' ? 0.75 : 0.35;
      const village = place.villages.length > 0 && rng.chance(villageChance) ? rng.pick(place.villages) : null;
      const zip = village?.zip ?? rng.pick(place.zips);
      return { number, street, place, village: village?.name ?? null, zip };
    }
    throw new Error(`no free address in ${place.city}`);
  };

  const uniqueName = (base: string, place: Place): string => {
    let name = base;
    if (names.has(name.toLowerCase()) && !base.includes(place.city)) name = `${base} - ${place.city}`;
    let i = 2;
    while (names.has(name.toLowerCase())) name = `${base} ${i++}`;
    names.add(name.toLowerCase());
    return name;
  };

  const makeProp = (kind: PropKind, place: Place, addr: Addr | null, name: string, aliases: string[]): GenProp => {
    const dirZip = addr === null ? null : rng.chance(0.03) ? null : NEW_ENGLAND.includes(place.metro) && rng.chance(0.07) ? addr.zip.replace(/^0/, '') : rng.chance(0.04) ? `${addr.zip}-${pad(rng.int(1000, 9999), 4)}` : addr.zip;
    const dirCity = addr?.village && rng.chance(0.3) ? addr.village : place.city;
    const p: GenProp = {
      id: '', kind, name, aliases, addr, metro: place.metro, place, dirAddress: addr ? streetLine(addr, rng) : null, dirCity, dirZip,
      units: [], bedApts: [], wingsRepeat: false, shortName: null,
    };
    props.push(p);
    return p;
  };
  const style = (p: GenProp, k: UnitLabel['k']): number => (p.name.length * 7 + p.place.city.length) % DIR_STYLES[k];
  const addUnit = (p: GenProp, label: UnitLabel, st: number, address: string | null = null): GenUnit => {
    const u: GenUnit = { id: '', label, text: dirUnitText(label, st), address, prop: p };
    p.units.push(u);
    return u;
  };

  const count = (k: PropKind): number => KIND_COUNTS.find(([x]) => x === k)?.[1] ?? 0;

  for (let i = 0; i < count('triple'); i++) {
    const place = rng.weighted(neWeighted.filter(([p]) => p.metro === 'BOS' || rng.chance(0.5)));
    const addr = newAddr(place, 3, 420, 0.12);
    const short = `${addr.number} ${addr.street.forms[1] ?? addr.street.key}`;
    const base = rng.weighted<string>([[short, 5], [`${addr.number} ${addr.street.forms[0]}`, 3], [`${short} ${rng.pick(['3-Family', 'Triple Decker', 'Three Family'])}`, 1], [`The ${addr.street.key.split(' ')[0]} House`, 1]]);
    const p = makeProp('triple', place, addr, uniqueName(base, place), [`${addr.number} ${(addr.street.key.split(' ')[0] ?? '')}`]);
    const floors = rng.chance(0.22) ? 2 : 3;
    const st = style(p, 'floor');
    for (let f = 1; f <= floors; f++) addUnit(p, { k: 'floor', floor: f }, st);
  }

  for (let i = 0; i < count('student'); i++) {
    const place = rng.weighted(collegeWeighted);
    const college = rng.pick(place.colleges);
    const addr = newAddr(place, 10, 900, 0.05);
    const mascot = COLLEGE_MASCOTS[college] ?? 'Campus';
    const base = rng.chance(0.75) ? `${mascot} ${rng.pick(STUDENT_WORDS)}` : `University Edge at ${addr.street.key.split(' ')[0]}`;
    const p = makeProp('student', place, addr, uniqueName(base, place), [`${base} Student Housing`, `${college} off-campus - ${addr.number} ${addr.street.forms[1]}`]);
    const apts = rng.int(8, 26);
    const st = style(p, 'bed');
    for (let a = 0; a < apts; a++) {
      const apt = `${1 + Math.floor(a / 8)}${pad((a % 8) + 1, 2)}`;
      p.bedApts.push(apt);
      const beds = rng.weighted([[2, 2], [3, 2], [4, 3]] as const);
      for (let b = 0; b < beds; b++) addUnit(p, { k: 'bed', apt, bed: 'ABCD'[b] ?? 'A' }, st);
    }
  }

  for (let i = 0; i < count('rooming'); i++) {
    const place = rng.weighted(collegeWeighted);
    const addr = newAddr(place, 5, 300, 0);
    const base = rng.chance(0.6) ? `${addr.number} ${addr.street.forms[1]} Lodging House` : `${addr.street.key.split(' ')[0]} Street Rooming House`;
    const p = makeProp('rooming', place, addr, uniqueName(base, place), [`${addr.number} ${addr.street.forms[1]}`]);
    const st = style(p, 'room');
    for (let r = 1, n = rng.int(6, 16); r <= n; r++) addUnit(p, { k: 'room', n: r }, st);
  }

  for (let i = 0; i < count('senior'); i++) {
    const place = rng.weighted(neWeighted);
    const addr = newAddr(place, 1, 2400, 0);
    const first = rng.pick(SENIOR_FIRST);
    const base = rng.chance(0.5) ? `${first} ${rng.pick(SENIOR_WORDS)}` : `${first} at ${place.city}`;
    const p = makeProp('senior', place, addr, uniqueName(base, place), [first, `${first} ${rng.pick(['AL', 'IL', 'Senior'])}`]);
    const shape = rng.weighted([['plain', 4], ['care', 3], ['wing', 3]] as const);
    const st = style(p, 'suite');
    if (shape === 'plain') {
      for (let f = 1, floors = rng.int(2, 4); f <= floors; f++) for (let s = 1, n = rng.int(10, 22); s <= n; s++) addUnit(p, { k: 'suite', num: `${f}${pad(s, 2)}`, wing: null, care: null }, st);
    } else if (shape === 'care') {
      for (let s = 1, n = rng.int(12, 30); s <= n; s++) addUnit(p, { k: 'suite', num: `${100 + s}`, wing: null, care: 'IL' }, st);
      for (let s = 1, n = rng.int(10, 24); s <= n; s++) addUnit(p, { k: 'suite', num: String(s), wing: null, care: 'AL' }, st);
      if (rng.chance(0.6)) for (let s = 1, n = rng.int(6, 14); s <= n; s++) addUnit(p, { k: 'suite', num: String(s), wing: null, care: 'MC' }, st);
    } else {
      p.wingsRepeat = rng.chance(0.5);
      const wings = rng.chance(0.5) ? ['North', 'South'] : ['East', 'West', 'North'];
      wings.forEach((wing, wi) => {
        for (let f = 1, floors = rng.int(1, 3); f <= floors; f++) {
          for (let s = 1, n = rng.int(8, 14); s <= n; s++) addUnit(p, { k: 'suite', num: `${f}${pad(p.wingsRepeat ? s : s + wi * 20, 2)}`, wing, care: null }, st);
        }
      });
    }
  }

  for (let i = 0; i < count('mixed'); i++) {
    const place = rng.weighted(neWeighted);
    const addr = newAddr(place, 1, 700, 0.1);
    const base = rng.chance(0.55) ? `${rng.pick(BLOCK_FIRST)} ${rng.pick(BLOCK_WORDS)}` : `${addr.number} ${addr.street.forms[1]} Mixed Use`;
    const p = makeProp('mixed', place, addr, uniqueName(base, place), [`${addr.number} ${addr.street.forms[1]}`]);
    const commercial = rng.weighted([[1, 5], [2, 3], [3, 2]] as const);
    const sst = style(p, 'store');
    if (commercial === 1 && rng.chance(0.6)) addUnit(p, { k: 'store', suite: null }, sst);
    else {
      const numeric = rng.chance(0.3);
      for (let c = 0; c < commercial; c++) addUnit(p, { k: 'store', suite: numeric ? String(100 + c) : `1${'ABC'[c] ?? 'A'}` }, sst);
    }
    const apts = rng.int(1, 8);
    if (apts <= 2) for (let f = 2; f < 2 + apts; f++) addUnit(p, { k: 'floor', floor: f }, style(p, 'floor'));
    else for (let a = 0; a < apts; a++) addUnit(p, { k: 'apt', num: `${2 + Math.floor(a / 3)}0${(a % 3) + 1}`, bldg: null }, 0);
  }

  const subdivisions: Subdivision[] = [];
  for (const metro of SFR_METROS) {
    const ps = placesIn(metro);
    for (let s = 0; s < 48; s++) {
      const place = rng.weighted(ps.map((p) => [p, p.weight] as const));
      const hoa = rng.chance(0.62);
      const streets: Street[] = [];
      for (let k = rng.int(2, 4); streets.length < k;) {
        const st = sfrStreet(metro, rng);
        if (!streets.some((x) => x.key === st.key)) streets.push(st);
      }
      const name = `${sfrBase(metro, rng)} ${rng.pick(SUBDIVISION_WORDS)}`;
      if (subdivisions.some((x) => x.name === name)) continue;
      subdivisions.push({ name, place, metro, streets, hoa, houses: [] });
    }
  }
  const sfrPerMetro = new Map<Metro, number>();
  for (let i = 0; i < count('sfr'); i++) {
    const metro = rng.weighted(SFR_METROS.map((m) => [m, m === 'ATL' || m === 'PHX' || m === 'DFW' ? 3 : 2] as const));
    const nth = (sfrPerMetro.get(metro) ?? 0) + 1;
    sfrPerMetro.set(metro, nth);
    const word = rng.pick(PORTFOLIO_WORDS[metro] ?? []);
    const subs = rng.shuffle(subdivisions.filter((s) => s.metro === metro)).slice(0, rng.int(2, 5));
    const first = subs[0];
    if (!first) throw new Error('no subdivisions');
    const base = rng.weighted<string>([[`${word} ${ROMAN[(nth - 1) % ROMAN.length]}`, 3], [`${word} - ${first.place.city}`, 2], [`${word} ${2019 + (nth % 6)}-${'ABCD'[nth % 4]}`, 2]]);
    const code = `${metro}-${pad(nth, 2)}`;
    const p = makeProp('sfr', first.place, null, uniqueName(base, first.place), [`SFR ${code}`]);
    p.dirCity = first.place.city;
    p.dirZip = null;
    const streetOnly = rng.chance(0.15);
    const st = style(p, 'house');
    for (let h = 0, n = rng.int(8, 22); h < n; h++) {
      const sub = rng.pick(subs);
      for (let tries = 0; tries < 100; tries++) {
        const street = rng.pick(sub.streets);
        const num = String(rng.chance(0.3) ? rng.int(100, 999) : rng.int(1000, 12999));
        const k = `${num}|${street.key}`.toLowerCase();
        if (usedNoCity.has(k)) continue;
        usedNoCity.add(k);
        used.add(addrKey(num, street, sub.place));
        const addr: Addr = { number: num, street, place: sub.place, village: null, zip: rng.pick(sub.place.zips) };
        const line = `${num} ${street.forms[1] ?? street.key}`;
        const full = `${line}, ${sub.place.city}, ${sub.place.state} ${addr.zip}`;
        const u = addUnit(p, { k: 'house', addr, code: `${metro}-${pad(nth, 2)}${pad(h + 1, 3)}` }, st, streetOnly ? line : full);
        sub.houses.push(u);
        break;
      }
    }
  }

  const fixed = props.filter((p) => p.kind !== 'apartment').reduce((n, p) => n + p.units.length, 0);
  const aptCount = count('apartment');
  let remaining = UNIT_COUNT - fixed;
  if (remaining < aptCount * 4) throw new Error(`unit budget too small: ${remaining}`);
  const weights = Array.from({ length: aptCount }, () => Math.pow(rng.next(), 3));
  const total = weights.reduce((a, b) => a + b, 0);
  const extra = remaining - aptCount * 4;
  const sizes = weights.map((w) => 4 + Math.floor((w / total) * extra));
  let spill = remaining - sizes.reduce((a, b) => a + b, 0);
  for (let i = 0; spill > 0; i = (i + 1) % aptCount, spill--) sizes[i] = (sizes[i] ?? 4) + 1;
  for (let i = 0; i < aptCount; i++) {
    const size = sizes[i] ?? 4;
    const place = rng.weighted(neWeighted);
    const addr = newAddr(place, 1, 1800, 0.04);
    const kind = rng.next();
    const kw = rng.pick(KIND_WORDS);
    const first = rng.pick(APT_FIRST);
    const base = kind < 0.35 ? `${addr.number} ${addr.street.forms[1]}` : kind < 0.5 ? `${addr.street.forms[0]} Apartments` : kind < 0.58 && size > 20 ? `${rng.pick(MILL_NAMES)} Lofts` : `${first} ${kw}`;
    const aliases = base.endsWith(kw) ? [first] : [];
    if (rng.chance(0.12)) aliases.push(`fka ${rng.pick(APT_FIRST)} ${rng.pick(KIND_WORDS)}`);
    const p = makeProp('apartment', place, addr, uniqueName(base, place), aliases);
    const perFloor = Math.max(2, Math.min(12, Math.ceil(size / rng.int(2, 5))));
    const letters = size <= 16 && rng.chance(0.25);
    const bldgs = size > 36 && rng.chance(0.3) ? Math.ceil(size / 24) : 1;
    const perBldg = Math.ceil(size / bldgs);
    for (let u = 0; u < size; u++) {
      const b = Math.floor(u / perBldg);
      const iu = u % perBldg;
      const floor = 1 + Math.floor(iu / perFloor);
      const slot = (iu % perFloor) + 1;
      const num = letters ? `${floor}${'ABCDEFGHJKLM'[slot - 1] ?? 'A'}` : `${floor}${pad(slot, 2)}`;
      addUnit(p, { k: 'apt', num, bldg: bldgs > 1 ? 'ABCDEFGH'[b] ?? 'A' : null }, (i * 13) % 3);
    }
  }
  remaining = UNIT_COUNT - props.reduce((n, p) => n + p.units.length, 0);
  if (remaining !== 0 || props.length !== PROPERTY_COUNT) throw new Error(`counts off: ${props.length} properties, ${remaining} units left`);

  // Aliases and short names only where they point at one property.
  const seen = new Map<string, number>();
  const bump = (k: string): void => { seen.set(k.toLowerCase(), (seen.get(k.toLowerCase()) ?? 0) + 1); };
  for (const p of props) {
    bump(p.name);
    for (const a of p.aliases) bump(a.replace(/^fka /, ''));
    const short = stripKind(p.name);
    if (short !== p.name) bump(short);
  }
  for (const p of props) {
    p.aliases = p.aliases.filter((a) => (seen.get(a.replace(/^fka /, '').toLowerCase()) ?? 0) === 1);
    const short = stripKind(p.name);
    p.shortName = short !== p.name && (seen.get(short.toLowerCase()) ?? 0) === 1 ? short : null;
  }

  rng.shuffle(props);
  props.forEach((p, i) => { p.id = `p12-${pad(i + 1, 4)}`; });
  const units = rng.shuffle(props.flatMap((p) => p.units));
  units.forEach((u, i) => { u.id = `u12-${pad(i + 1, 5)}`; });
  const houseSub = new Map<string, Subdivision>();
  for (const sub of subdivisions) for (const h of sub.houses) houseSub.set(h.id, sub);
  return { props, subdivisions, houseSub, usedAddresses: used };
}
