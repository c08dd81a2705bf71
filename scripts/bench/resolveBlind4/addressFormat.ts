/*
 * How a street address gets printed on a bill: the directory holds one canonical form; vendors,
 * utilities and OCR print it a dozen other ways.
 */
import type { City, Street } from './geo';
import type { Rng } from './rand';

export interface Addr {
  /** "1540" or a range "5401-5409". */
  num: string;
  street: Street;
  city: City;
  zip: string;
}

export function streetCanon(a: { num: string; street: Street }): string {
  const s = a.street;
  return [a.num, s.pre, s.name, s.type, s.post].filter((x) => x).join(' ');
}

/** Number + street name, no directional or type: what must be unique for a clerk to tell sites apart. */
export function addrKey(num: string, street: Street): string {
  return `${num}|${street.name.toLowerCase()}`;
}

const DIR_LONG: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', SE: 'Southeast', NW: 'Northwest', SW: 'Southwest' };
const TYPE_LONG: Record<string, string> = { Ave: 'Avenue', St: 'Street', Blvd: 'Boulevard', Rd: 'Road', Pkwy: 'Parkway', Pl: 'Place', Ct: 'Court', Dr: 'Drive', Ter: 'Terrace', Ln: 'Lane', Way: 'Way' };
const TYPE_ODD: Record<string, string> = { Ave: 'AV', St: 'ST', Blvd: 'BL', Rd: 'RD', Pkwy: 'PKY', Pl: 'PL', Ct: 'CT', Dr: 'DR', Ter: 'TER', Ln: 'LN', Way: 'WY' };
const STATE_LONG: Record<string, string> = { IL: 'Illinois', WI: 'Wisconsin', MN: 'Minnesota', MI: 'Michigan', OH: 'Ohio', PA: 'Pennsylvania', MA: 'Massachusetts' };

export interface StreetOpts {
  /** Keep the directional (the site has a twin elsewhere). */
  keepDir?: boolean;
  noTypo?: boolean;
  /** Print the whole number of a range only as its first number. */
  firstNumberOnly?: boolean;
}

/** A typing slip in a word: swapped, dropped or doubled letter. */
export function typo(rng: Rng, w: string): string {
  if (w.length < 5) return w;
  const i = rng.int(1, w.length - 3);
  const k = rng.int(0, 2);
  if (k === 0) return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  if (k === 1) return w.slice(0, i) + w.slice(i + 1);
  return w.slice(0, i) + w[i] + w.slice(i);
}

function renderNum(rng: Rng, num: string, firstOnly: boolean): string {
  const m = /^(\d+)-(\d+)$/.exec(num);
  if (!m) return num;
  const a = m[1] as string;
  const b = m[2] as string;
  if (firstOnly) return a;
  const r = rng.next();
  if (r < 0.45) return `${a}-${b}`;
  // Chicago habit: "5401-09".
  if (a.length === b.length && a.slice(0, -2) === b.slice(0, -2) && r < 0.85) return `${a}-${b.slice(-2)}`;
  return `${a} - ${b}`;
}

export function renderStreet(rng: Rng, a: { num: string; street: Street }, o: StreetOpts = {}): string {
  const s = a.street;
  const parts: string[] = [renderNum(rng, a.num, !!o.firstNumberOnly)];
  if (s.pre) {
    const r = rng.next();
    if (r < 0.55) parts.push(s.pre);
    else if (r < 0.76) parts.push(`${s.pre}.`);
    else if (r < 0.88 || o.keepDir) parts.push(DIR_LONG[s.pre] ?? s.pre);
  }
  let name = s.name;
  if (!o.noTypo && rng.chance(0.05) && !/\d/.test(name)) name = typo(rng, name);
  else if (/^\d+(st|nd|rd|th)$/.test(name) && rng.chance(0.12)) name = name.replace(/(st|nd|rd|th)$/, '');
  parts.push(name);
  if (s.type) {
    const r = rng.next();
    if (r < 0.52) parts.push(s.type);
    else if (r < 0.66) parts.push(`${s.type}.`);
    else if (r < 0.86) parts.push(TYPE_LONG[s.type] ?? s.type);
    else if (r < 0.93) parts.push(TYPE_ODD[s.type] ?? s.type);
    // else: type omitted
  }
  if (s.post) {
    const r = rng.next();
    if (r < 0.7) parts.push(s.post);
    else if (r < 0.8) parts.push(s.post.split('').join('.') + '.');
    else if (r < 0.9 || o.keepDir) parts.push(DIR_LONG[s.post] ?? s.post);
  }
  return parts.join(' ');
}

export function renderCityLine(rng: Rng, a: Addr): string {
  const c = a.city;
  let city = c.name;
  if (c.mailNames && rng.chance(0.3)) city = rng.pick(c.mailNames);
  else if (c.name === 'Chicago' && rng.chance(0.03)) city = 'Chgo';
  else if (c.name === 'St. Paul' && rng.chance(0.5)) city = rng.pick(['Saint Paul', 'St Paul']);
  const zip = rng.chance(0.12) ? `${a.zip}-${rng.digits(4)}` : a.zip;
  const r = rng.next();
  if (r < 0.55) return `${city}, ${c.state} ${zip}`;
  if (r < 0.8) return `${city} ${c.state} ${zip}`;
  if (r < 0.88) return `${city}, ${STATE_LONG[c.state] ?? c.state} ${zip}`;
  if (r < 0.95) return `${city}, ${c.state}`;
  return `${city} ${c.state}  ${zip}`;
}

const OCR: readonly [RegExp, string][] = [
  [/0/, 'O'], [/1/, 'l'], [/5/, 'S'], [/8/, 'B'], [/m/, 'rn'], [/rn/, 'm'], [/l/, '1'], [/O/, '0'], [/e/, 'c'], [/i/, 'l'],
];

/** One OCR confusion somewhere in the string. */
export function ocrSlip(rng: Rng, s: string): string {
  const opts = OCR.filter(([re]) => re.test(s));
  if (opts.length === 0) return s;
  const [re, rep] = rng.pick(opts);
  // Replace a random occurrence, not always the first.
  const hits: number[] = [];
  const g = new RegExp(re.source, 'g');
  let m: RegExpExecArray | null;
  while ((m = g.exec(s))) hits.push(m.index);
  const at = rng.pick(hits);
  const len = re.source.length;
  return s.slice(0, at) + rep + s.slice(at + len);
}
