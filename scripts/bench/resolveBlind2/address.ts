/*
 * Street addresses: one registry keeps every house number on every street unique across the whole
 * directory (so an address, however it is printed, names one place), and printers write an address
 * the way the directory stores it or the way a bill prints it (abbreviations, typos, ZIP+4, caps).
 */
import { DIRECTIONALS, STATE_NAMES, STREETS, SUFFIXES, type City, type Metro } from './geo';
import { pad, type Rng } from './random';

export interface Addr {
  /** The number as the directory writes it: "1200", or a range "1200-1260". */
  num: string;
  numLo: number;
  numHi: number;
  dir: string | null;
  dirPos: 'pre' | 'post';
  streetIdx: number;
  suffix: string | null;
  city: City;
  zip: string;
  zip4: string;
}

export type StoreStyle = 'abbr' | 'full' | 'dotted' | 'upper';

const streetNameSet = new Set<string>();
for (const st of STREETS) {
  streetNameSet.add(st.name.toLowerCase());
  for (const a of st.alts) streetNameSet.add(a.toLowerCase());
}

export class AddressRegistry {
  private readonly taken = new Map<number, [number, number][]>();

  claim(streetIdx: number, lo: number, hi: number): boolean {
    const list = this.taken.get(streetIdx) ?? [];
    for (const [a, b] of list) if (lo <= b + 1 && hi >= a - 1) return false;
    list.push([lo, hi]);
    this.taken.set(streetIdx, list);
    return true;
  }
}

export function streetsFor(metro: Metro): number[] {
  const out: number[] = [];
  STREETS.forEach((st, i) => {
    if (st.metros.length === 0 || st.metros.includes(metro.key)) out.push(i);
  });
  return out;
}

export function pickCity(rng: Rng, metro: Metro): City {
  return rng.weighted(metro.cities.map((c) => [c, c.weight] as const));
}

export function zipFor(rng: Rng, city: City): string {
  return pad(rng.int(city.zipLo, city.zipHi), 5);
}

export interface NewAddrOptions {
  city?: City;
  streetIdx?: number;
  numLo: number;
  numHi: number;
  /** Width of a range address ("1200-1260"); 0 for one number. */
  span?: number;
  zip?: string;
  dirChance?: number;
}

/** A fresh, unique address in the metro. */
export function newAddr(rng: Rng, reg: AddressRegistry, metro: Metro, opt: NewAddrOptions): Addr {
  const streets = streetsFor(metro);
  for (let attempt = 0; attempt < 400; attempt++) {
    const streetIdx = opt.streetIdx ?? rng.pick(streets);
    const street = STREETS[streetIdx];
    if (!street) throw new Error('bad street');
    let lo = rng.int(opt.numLo, opt.numHi);
    if (opt.streetIdx !== undefined) lo = opt.numLo + attempt * 2;
    const span = opt.span ?? 0;
    if (span >= 20) lo = Math.floor(lo / 100) * 100;
    else if (span > 0) lo -= lo % 2;
    const hi = lo + span;
    if (!reg.claim(streetIdx, lo, hi)) continue;
    const city = opt.city ?? pickCity(rng, metro);
    const suffix = street.suffixes ? rng.pick(street.suffixes) : null;
    const dirKeys = metro.key === 'atl' ? ['NE', 'NW', 'SE', 'SW', 'N', 'S', 'E', 'W'] : ['N', 'S', 'E', 'W'];
    const dir = street.suffixes && rng.chance(opt.dirChance ?? 0.18) ? rng.pick(dirKeys) : null;
    return {
      num: span > 0 ? `${lo}-${hi}` : String(lo),
      numLo: lo,
      numHi: hi,
      dir,
      dirPos: dir && dir.length === 2 ? 'post' : 'pre',
      streetIdx,
      suffix,
      city,
      zip: opt.zip ?? zipFor(rng, city),
      zip4: pad(rng.int(1, 9998), 4),
    };
  }
  throw new Error('could not place an address');
}

export function streetOf(a: Addr): { name: string; alts: readonly string[] } {
  const st = STREETS[a.streetIdx];
  if (!st) throw new Error('bad street');
  return st;
}

interface PrintOptions {
  num: string;
  name: string;
  suffix: 'full' | 'abbr' | 'dotted' | 'alt' | 'none';
  dir: 'full' | 'abbr' | 'dotted' | 'none';
  upper: boolean;
}

function render(a: Addr, o: PrintOptions, rng: Rng | null): string {
  let dir = '';
  if (a.dir && o.dir !== 'none') {
    const d = DIRECTIONALS[a.dir];
    if (d) dir = o.dir === 'full' ? d.full : o.dir === 'dotted' && d.abbr.length === 1 ? `${d.abbr}.` : d.abbr;
  }
  let suf = '';
  if (a.suffix && o.suffix !== 'none') {
    const sx = SUFFIXES[a.suffix];
    if (sx) {
      if (o.suffix === 'full') suf = sx.full;
      else if (o.suffix === 'abbr') suf = sx.abbr;
      else if (o.suffix === 'dotted') suf = sx.abbr === sx.full ? sx.abbr : `${sx.abbr}.`;
      else suf = rng && sx.alts.length > 0 ? rng.pick(sx.alts) : sx.abbr;
    }
  }
  const parts = [o.num];
  if (dir && a.dirPos === 'pre') parts.push(dir);
  parts.push(o.name);
  if (suf) parts.push(suf);
  if (dir && a.dirPos === 'post') parts.push(dir);
  const line = parts.join(' ');
  return o.upper ? line.toUpperCase() : line;
}

/** The street line as the directory stores it. */
export function storeStreet(a: Addr, style: StoreStyle): string {
  const st = streetOf(a);
  return render(
    a,
    {
      num: a.num,
      name: st.name,
      suffix: style === 'full' ? 'full' : style === 'dotted' ? 'dotted' : 'abbr',
      dir: style === 'full' ? 'full' : style === 'dotted' ? 'dotted' : 'abbr',
      upper: style === 'upper',
    },
    null,
  );
}

export function storeCityLine(a: Addr): string {
  return `${a.city.name}, ${a.city.state} ${a.zip}`;
}

const OCR_SWAPS: readonly [string, string][] = [
  ['m', 'rn'], ['rn', 'm'], ['l', '1'], ['i', 'l'], ['o', '0'], ['e', 'c'], ['h', 'b'], ['cl', 'd'], ['s', '5'], ['g', 'q'],
  ['O', '0'], ['I', '1'], ['S', '5'], ['B', '8'], ['E', 'F'],
];
const KEY_NEIGHBORS: Readonly<Record<string, string>> = {
  a: 's', s: 'a', d: 'f', e: 'r', r: 't', t: 'r', o: 'i', i: 'o', n: 'm', m: 'n', l: 'k', c: 'v', w: 'e', u: 'y', h: 'g',
};

/** One slip in a word of at least five letters: a dropped, doubled, swapped, misread or mistyped letter. */
export function typo(rng: Rng, word: string): string {
  if (word.length < 5) return word;
  const op = rng.int(0, 4);
  const i = rng.int(1, word.length - 2);
  const ch = word[i] ?? '';
  if (op === 0) return word.slice(0, i) + word.slice(i + 1);
  if (op === 1) return word.slice(0, i) + ch + word.slice(i);
  if (op === 2) return word.slice(0, i) + (word[i + 1] ?? '') + ch + word.slice(i + 2);
  if (op === 3) {
    for (const [from, to] of rng.shuffle([...OCR_SWAPS])) {
      const at = word.indexOf(from, 1);
      if (at > 0) return word.slice(0, at) + to + word.slice(at + from.length);
    }
  }
  const lower = ch.toLowerCase();
  const rep = KEY_NEIGHBORS[lower];
  if (!rep) return word.slice(0, i) + word.slice(i + 1);
  const out = ch === lower ? rep : rep.toUpperCase();
  return word.slice(0, i) + out + word.slice(i + 1);
}

/** A typo in the longest word of a street name that does not turn it into another street's name. */
export function typoStreetName(rng: Rng, name: string): string {
  const words = name.split(' ');
  let best = 0;
  words.forEach((w, i) => {
    if (w.length > (words[best] ?? '').length) best = i;
  });
  for (let k = 0; k < 6; k++) {
    const w = words[best] ?? '';
    const t = typo(rng, w);
    if (t === w) return name;
    const candidate = [...words.slice(0, best), t, ...words.slice(best + 1)].join(' ');
    if (!streetNameSet.has(candidate.toLowerCase())) return candidate;
  }
  return name;
}

export interface BillStreetOptions {
  typoChance: number;
  /** Use a number inside a range address instead of the range. */
  insideRange?: boolean;
  upper?: boolean;
}

export interface PrintedStreet {
  line: string;
  typo: boolean;
  altName: boolean;
  noSuffix: boolean;
}

/** The street line the way a bill prints it. */
export function billStreet(rng: Rng, a: Addr, opt: BillStreetOptions): PrintedStreet {
  const st = streetOf(a);
  let name = st.name;
  let altName = false;
  if (st.alts.length > 0 && rng.chance(st.name.startsWith('FM') || st.name.includes('Highway') ? 0.45 : 0.25)) {
    name = rng.pick(st.alts);
    altName = true;
  }
  let isTypo = false;
  if (rng.chance(opt.typoChance)) {
    const t = typoStreetName(rng, name);
    isTypo = t !== name;
    name = t;
  }
  let num = a.num;
  if (a.numHi > a.numLo) {
    if (opt.insideRange ?? rng.chance(0.55)) num = String(a.numLo + 2 * rng.int(0, (a.numHi - a.numLo) / 2));
    else if (rng.chance(0.3)) num = `${a.numLo} - ${a.numHi}`;
  }
  const suffix = rng.weighted([
    ['abbr', 50],
    ['full', 26],
    ['dotted', 8],
    ['alt', 8],
    ['none', 8],
  ] as const);
  const dir = rng.weighted([
    ['abbr', 55],
    ['full', 20],
    ['dotted', 13],
    ['none', 12],
  ] as const);
  const upper = opt.upper ?? rng.chance(0.35);
  return { line: render(a, { num, name, suffix, dir, upper }, rng), typo: isTypo, altName, noSuffix: suffix === 'none' && a.suffix !== null };
}

/** "Plano, TX 75074", "PLANO TX 75074-1234", "Plano, Texas 75074", or "" when the bill leaves it off. */
export function billCityLine(rng: Rng, a: Addr, upper: boolean, omitChance = 0.06): string {
  if (rng.chance(omitChance)) return '';
  const city = a.city.alts.length > 0 && rng.chance(0.3) ? rng.pick(a.city.alts) : a.city.name;
  const state = rng.chance(0.06) ? (STATE_NAMES[a.city.state] ?? a.city.state) : a.city.state;
  const zip = rng.weighted([
    [a.zip, 62],
    [`${a.zip}-${a.zip4}`, 28],
    ['', 10],
  ] as const);
  const sep = rng.chance(0.7) ? ', ' : ' ';
  const line = `${city}${sep}${state}${zip ? (rng.chance(0.2) ? '  ' : ' ') + zip : ''}`;
  return upper ? line.toUpperCase() : line;
}
