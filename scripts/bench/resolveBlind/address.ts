/** Street addresses for the blind resolve set: the model, printed forms (St/Street/St., N/North/N.), unit phrases and the keys the guards count. */
import { type Rng, at, norm } from './core';
import { type City, DIRECTIONS, STREET_TYPES, STREET_TYPE_WEIGHTS } from './words';

export interface Addr {
  num: string;
  /** Index into DIRECTIONS. */
  dir: number | null;
  name: string;
  /** Index into STREET_TYPES. */
  type: number;
  city: City;
  zip: string;
  zip4: string;
}

export interface Style {
  type: 'abbr' | 'dot' | 'full';
  dir: 'abbr' | 'dot' | 'full';
  upper: boolean;
  zip4: boolean;
}

const form = (pair: readonly [string, string], how: Style['type']) => (how === 'full' ? pair[1] : how === 'dot' && pair[0] !== pair[1] ? `${pair[0]}.` : pair[0]);

export function streetLine(a: Addr, s: Style): string {
  const parts = [a.num, a.dir === null ? '' : form(at(DIRECTIONS, a.dir), s.dir), a.name, form(at(STREET_TYPES, a.type), s.type)];
  const line = parts.filter((p) => p !== '').join(' ');
  return s.upper ? line.toUpperCase() : line;
}

export function cityLine(a: Addr, s: Style, comma = true): string {
  const line = `${a.city.name}${comma ? ',' : ''} ${a.city.state} ${a.zip}${s.zip4 ? `-${a.zip4}` : ''}`;
  return s.upper ? line.toUpperCase() : line;
}

export function randomStyle(r: Rng): Style {
  const how = r.weighted([['abbr', 5], ['full', 3], ['dot', 2]] as const);
  return { type: how, dir: r.chance(0.8) ? how : r.pick(['abbr', 'full', 'dot'] as const), upper: r.chance(0.12), zip4: r.chance(0.2) };
}

/** The form a bill prints when it differs from the directory's: abbreviations reversed, ZIP+4 toggled now and then. */
export function billStyle(r: Rng, dir: Style): Style {
  if (r.chance(0.3)) return { ...dir, upper: r.chance(0.25), zip4: r.chance(0.5) ? !dir.zip4 : dir.zip4 };
  const flip = (h: Style['type']): Style['type'] => (h === 'full' ? r.pick(['abbr', 'dot'] as const) : 'full');
  return { type: flip(dir.type), dir: r.chance(0.85) ? flip(dir.dir) : dir.dir, upper: r.chance(0.3), zip4: r.chance(0.5) ? !dir.zip4 : dir.zip4 };
}

export const fullKey = (a: Addr) => `${a.num}|${a.dir ?? '-'}|${norm(a.name)}|${a.type}|${a.zip}`;
export const streetKey = (a: Addr) => `${a.num}|${a.dir ?? '-'}|${norm(a.name)}|${a.type}`;
export const noDirKey = (a: Addr) => `${a.num}|${norm(a.name)}|${a.type}|${a.zip}`;

export function randomNumber(r: Rng): string {
  const len = r.weighted([[1, 2], [2, 6], [3, 38], [4, 50], [5, 4]] as const);
  return String(r.int(len === 1 ? 1 : 10 ** (len - 1), 10 ** len - 1));
}

export function randomAddr(r: Rng, city: City, streets: readonly string[]): Addr {
  const dir = r.chance(0.3) ? (r.chance(0.9) ? r.int(0, 3) : r.int(4, 7)) : null;
  const type = r.weighted(STREET_TYPE_WEIGHTS.map((w, i) => [i, w] as const));
  return { num: randomNumber(r), dir, name: r.pick(streets), type, city, zip: r.pick(city.zips), zip4: r.digits(4) };
}

/** Same number as `base` and a near twin: another street type, another direction, another street, or the same street in another city. */
export function nearAddr(r: Rng, base: Addr, cities: readonly City[], streetsOf: (c: City) => readonly string[]): Addr {
  const k = r.int(0, 3);
  const zip4 = r.digits(4);
  if (k === 0) return { ...base, type: (base.type + r.int(1, STREET_TYPES.length - 1)) % STREET_TYPES.length, zip4 };
  if (k === 1) return { ...base, dir: base.dir === null ? r.int(0, 3) : r.chance(0.3) ? null : (base.dir + 1 + r.int(0, 2)) % 4, zip4 };
  if (k === 2) return { ...base, name: r.pick(streetsOf(base.city)), zip4 };
  const city = r.pick(cities);
  return { ...base, city, zip: r.pick(city.zips), zip4 };
}

/** "Suite 300" is stored with its word; bills show the number behind it. */
export const unitCore = (label: string) => label.replace(/^(suite|unit|apt)\s+/i, '');

/** How a bill prints a unit: "#204", "Apt 204", "Apt. 204", "Unit 204", "Suite 204", "Ste. 204". */
export function unitPhrase(r: Rng, label: string, commercial: boolean): string {
  const core = unitCore(label);
  const forms: readonly (readonly [string, number])[] = commercial
    ? [['Suite ', 5], ['Ste ', 3], ['Ste. ', 3], ['STE ', 1], ['#', 2], ['Unit ', 1]]
    : /^[A-Z]$/.test(core)
      ? [['Unit ', 4], ['Apt ', 3], ['#', 2], ['Apt. ', 1]]
      : [['Apt ', 5], ['#', 4], ['Unit ', 4], ['Apt. ', 2], ['APT ', 1], ['Suite ', 1], ['Ste. ', 1], ['# ', 1]];
  return `${r.weighted(forms)}${core}`;
}

export function poBox(r: Rng, num: string, city: City): string {
  const box = r.weighted([['PO Box', 5], ['P.O. Box', 4], ['P O BOX', 1], ['Post Office Box', 1]] as const);
  return `${box} ${num}, ${city.name}, ${city.state} ${r.pick(city.zips)}`;
}
