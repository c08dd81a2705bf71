/**
 * How the model clerk reads an address: ZIP, state and a known city off the end, unit words and
 * designators out of the line, the house number (fused units, "1/2", OCR'd O and l), then
 * directions, suffix, leading type (Calle, County Road, Hwy) and the street name.
 */
import { DIRS, STATES, TYPES, UNIT_DESIGNATORS, UNIT_WORDS, ordinalSuffix, readOrdinalWords, stripDiacritics, unitKey } from './usps';

export interface Parsed {
  house: string; pre: string | null; lead: string | null; name: string; type: string | null; post: string | null;
  unit: string | null; city: string | null; state: string | null; zip: string | null;
}

const DIR_OF: Record<string, string> = {};
for (const [abbr, full] of Object.entries(DIRS)) { DIR_OF[abbr.toLowerCase()] = abbr.toLowerCase(); DIR_OF[full.toLowerCase()] = abbr.toLowerCase(); }
const TYPE_OF: Record<string, string> = { av: 'ave', str: 'st', boul: 'blvd', pky: 'pkwy', trail: 'trl' };
for (const [abbr, full] of Object.entries(TYPES)) { TYPE_OF[abbr.toLowerCase()] = abbr.toLowerCase(); TYPE_OF[full.toLowerCase()] = abbr.toLowerCase(); }
const LEAD_OF: readonly [string, string][] = [['county road', 'cr'], ['county rd', 'cr'], ['co rd', 'cr'], ['cr', 'cr'], ['us hwy', 'hwy'],
  ['us highway', 'hwy'], ['state hwy', 'hwy'], ['state highway', 'hwy'], ['highway', 'hwy'], ['hwy', 'hwy'], ['calle', 'calle'], ['camino', 'camino'],
  ['cam', 'camino'], ['paseo', 'paseo'], ['pso', 'paseo'], ['avenida', 'avenida'], ['avda', 'avenida']];
const STATE_OF: Record<string, string> = {};
for (const [code, name] of Object.entries(STATES)) { STATE_OF[code.toLowerCase()] = code.toLowerCase(); STATE_OF[name.toLowerCase()] = code.toLowerCase(); }

export function tokens(text: string): string[] {
  const s = stripDiacritics(text).toLowerCase().replace(/(\d)\s*½/g, '$1 1/2').replace(/\./g, '').replace(/#/g, ' # ').replace(/[,;:\n\r\t()]+/g, ' ');
  return s.split(/\s+/).filter(Boolean).flatMap((t) => (/^[a-z]+-[a-z]+$/.test(t) ? t.split('-') : [t]));
}

export class CityBook {
  private readonly cities: string[][];
  constructor(names: Iterable<string>) {
    this.cities = [...new Set([...names].map((n) => stripDiacritics(n).toLowerCase()))].map((n) => n.split(' ')).sort((a, b) => b.length - a.length);
  }
  /** Tokens a known city takes at the end of `t`, or 0. */
  atEnd(t: readonly string[]): [string, number] | null {
    for (const c of this.cities) {
      if (c.length > t.length) continue;
      if (c.every((w, i) => t[t.length - c.length + i] === w)) return [c.join(' '), c.length];
    }
    return null;
  }
}

export function parseAddress(text: string, cities: CityBook): Parsed | null {
  const t = tokens(text);
  let zip: string | null = null;
  let state: string | null = null;
  let city: string | null = null;
  const last = t[t.length - 1] ?? '';
  if (/^\d{5}(-\d{4})?$/.test(last) || /^\d{9}$/.test(last)) { zip = last.slice(0, 5); t.pop(); }
  for (const n of [2, 1]) {
    const code = t.length > n ? STATE_OF[t.slice(t.length - n).join(' ')] : undefined;
    if (code === undefined) continue;
    if (zip !== null || cities.atEnd(t.slice(0, t.length - n))) { state = code; t.splice(t.length - n, n); }
    break;
  }
  const c = cities.atEnd(t);
  if (c && parseStreet(t.slice(0, t.length - c[1]))) { city = c[0]; t.splice(t.length - c[1], c[1]); }
  const street = parseStreet(t);
  return street ? { ...street, city, state, zip } : null;
}

type Street = Omit<Parsed, 'city' | 'state' | 'zip'>;

export function parseStreet(input: readonly string[]): Street | null {
  const units: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < input.length; i++) {
    const w = input[i] ?? '';
    if (UNIT_DESIGNATORS.has(w)) {
      let j = i + 1;
      while (j < input.length && UNIT_DESIGNATORS.has(input[j] ?? '')) j++;
      if (j < input.length) units.push(input[j] ?? '');
      i = j;
      continue;
    }
    const word = UNIT_WORDS[w];
    if (word && i > 0) { units.push(word); continue; }
    rest.push(w);
  }
  let house = rest.shift() ?? '';
  if (house === 'rr' || house === 'rte' || (house === 'rural' && rest[0] === 'route')) {
    if (house === 'rural') rest.shift();
    const route = rest.shift() ?? '';
    if (rest[0] === 'box') rest.shift();
    const box = rest.shift() ?? '';
    if (!/^\d+$/.test(route) || !/^\d+$/.test(box) || rest.length > 0) return null;
    return { house: `rr${route}box${box}`, pre: null, lead: null, name: '', type: null, post: null, unit: units.length ? unitKey(units.join(' ')) : null };
  }
  if (/^\d[\dol]*\d$/.test(house)) house = house.replace(/o/g, '0').replace(/l/g, '1');
  let m: RegExpExecArray | null;
  if ((m = /^(\d+)-1\/2$/.exec(house))) house = `${m[1] ?? ''} 1/2`;
  else if ((m = /^(\d+)-?([a-z])$/.exec(house))) { house = m[1] ?? ''; units.push(m[2] ?? ''); }
  else if (!/^\d+(-\d+)?$/.test(house)) return null;
  if (rest[0] === '1/2') { rest.shift(); house = `${house} 1/2`; }
  const w: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const ord = readOrdinalWords(rest, i);
    if (ord) { w.push(ord[0]); i += ord[1] - 1; } else w.push(rest[i] ?? '');
  }
  let pre: string | null = null;
  let post: string | null = null;
  let type: string | null = null;
  let lead: string | null = null;
  if (w.length >= 2 && DIR_OF[w[0] ?? ''] !== undefined) pre = DIR_OF[w.shift() ?? ''] ?? null;
  if (w.length >= 2 && DIR_OF[w[w.length - 1] ?? ''] !== undefined) post = DIR_OF[w.pop() ?? ''] ?? null;
  if (w.length >= 2 && TYPE_OF[w[w.length - 1] ?? ''] !== undefined) type = TYPE_OF[w.pop() ?? ''] ?? null;
  for (const [phrase, key] of LEAD_OF) {
    const p = phrase.split(' ');
    if (w.length > p.length && p.every((x, i) => w[i] === x)) { lead = key; w.splice(0, p.length); break; }
  }
  if (w.length === 0) return null;
  const named = w.map((x) => (lead === null && /^\d+$/.test(x) ? ordinalSuffix(Number(x)) : x));
  const only = named.length === 1 ? TYPE_OF[named[0] ?? ''] : undefined;
  return { house, pre, lead, name: only ?? named.join(''), type, post, unit: units.length ? unitKey(units.join(' ')) : null };
}
