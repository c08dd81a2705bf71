/**
 * A street address as the generator knows it, the directory's way of writing it, and the maker
 * that hands out addresses unique within a city (the post office's rule).
 */
import type { City, StateCode } from './geography';
import type { Rng } from './rng';
import { HOUSE_RANGE, STREETS } from './streets';
import { DIRS, LEADS, TYPES } from './usps';

export interface Addr {
  /** "4801", "2417 1/2", "1210-1212"; "" on a rural route. */
  house: string;
  pre: string | null;
  /** Leading type key (LEADS) and how the directory writes it ("US Hwy"). */
  lead: string | null;
  leadLabel: string | null;
  name: string;
  type: string | null;
  post: string | null;
  /** Rural-route box. */
  box: string | null;
}

export interface Place {
  city: string;
  state: StateCode;
  zip: string;
  zip4: string;
}

export type Street = Omit<Addr, 'house' | 'box'>;

const LEAD_OF: Record<string, [string, string]> = {};
for (const [key, forms] of Object.entries(LEADS)) for (const f of forms) LEAD_OF[f.toLowerCase()] = [key, f];

/** "E Colfax Ave" -> pre E, name Colfax, type Ave; "Paseo del Norte NE" -> lead Paseo, name "del Norte", post NE. */
export function parseSpec(spec: string): Street {
  const t = spec.split(' ');
  let pre: string | null = null;
  let post: string | null = null;
  let type: string | null = null;
  let lead: string | null = null;
  let leadLabel: string | null = null;
  if (t.length >= 2 && DIRS[t[0] ?? ''] !== undefined) pre = t.shift() ?? null;
  if (t.length >= 2 && DIRS[t[t.length - 1] ?? ''] !== undefined) post = t.pop() ?? null;
  if (t.length >= 2 && TYPES[t[t.length - 1] ?? ''] !== undefined) type = t.pop() ?? null;
  for (const n of [2, 1]) {
    if (t.length > n && LEAD_OF[t.slice(0, n).join(' ').toLowerCase()]) {
      const hit = LEAD_OF[t.slice(0, n).join(' ').toLowerCase()];
      if (hit) [lead, leadLabel] = hit;
      t.splice(0, n);
      break;
    }
  }
  return { pre, lead, leadLabel, name: t.join(' '), type, post };
}

function drawSpec(rng: Rng, spec: string): { street: Street; box: boolean } {
  const m = /^@(CR|CRX|HWY|RR):(.*)$/.exec(spec);
  if (!m) return { street: parseSpec(spec), box: false };
  const [, kind, arg = ''] = m;
  const range = arg.split('-').map(Number);
  const list = arg.split(',');
  const blank = { pre: null, type: null, post: null };
  if (kind === 'CR') return { street: { ...blank, lead: 'County Road', leadLabel: rng.pick(['County Road', 'County Road', 'CR']), name: String(rng.int(range[0] ?? 1, range[1] ?? 50)) }, box: false };
  if (kind === 'CRX') return { street: { ...blank, lead: 'County Road', leadLabel: 'County Road', name: rng.pick(list) }, box: false };
  if (kind === 'HWY') return { street: { ...blank, lead: 'Hwy', leadLabel: rng.pick(['Hwy', 'US Hwy', 'State Hwy']), name: rng.pick(list) }, box: false };
  return { street: { ...blank, lead: 'Rural Route', leadLabel: 'RR', name: String(rng.int(range[0] ?? 1, range[1] ?? 4)) }, box: true };
}

/** The directory's usual form: "4801 Lomas Blvd NE", "RR 2 Box 14". */
export function streetLine(a: Addr, form: 'std' | 'full' | 'dot' | 'caps' = 'std'): string {
  if (a.box !== null) return `RR ${a.name} Box ${a.box}`;
  const dir = (d: string | null) => (d === null ? null : form === 'full' ? DIRS[d] ?? d : form === 'dot' ? `${d.split('').join('.')}.` : d);
  const type = a.type === null ? null : form === 'full' ? TYPES[a.type] ?? a.type : form === 'dot' && a.type !== 'Way' && a.type !== 'Loop' ? `${a.type}.` : a.type;
  const lead = a.lead === null ? null : form === 'full' ? (a.leadLabel === 'CR' ? 'County Road' : a.leadLabel) : a.leadLabel;
  const line = [a.house, dir(a.pre), lead, a.name, type, dir(a.post)].filter((x): x is string => !!x).join(' ');
  return form === 'caps' ? line.toUpperCase() : line;
}

export const addrKey = (a: Addr, city: string, state: string): string =>
  [a.house, a.pre, a.lead, a.name, a.type, a.post, a.box, city, state].join('|').toLowerCase();

export class StreetMaker {
  private readonly taken = new Set<string>();

  constructor(private readonly rng: Rng) {}

  isFree(a: Addr, city: string, state: string): boolean {
    return !this.taken.has(addrKey(a, city, state));
  }

  reserve(a: Addr, city: string, state: string): void {
    this.taken.add(addrKey(a, city, state));
  }

  /** A fresh address on one of the city's streets. */
  make(city: City): Addr {
    const list = STREETS[city.streets];
    const range = HOUSE_RANGE[city.streets];
    if (!list || !range) throw new Error(`no streets for ${city.streets}`);
    for (;;) {
      const { street, box } = drawSpec(this.rng, this.rng.pick(list));
      const house = box ? '' : String(this.rng.int(range[0], range[1]));
      const a: Addr = { ...street, house, box: box ? String(this.rng.int(1, 240)) : null };
      if (!this.isFree(a, city.name, city.state)) continue;
      this.reserve(a, city.name, city.state);
      return a;
    }
  }

  place(city: City): Place {
    return { city: city.name, state: city.state, zip: this.rng.pick(city.zips), zip4: this.rng.digits(4) };
  }
}
