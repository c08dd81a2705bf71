/** The 2,000 properties and exactly 20,000 units of the portfolio. */
import type { DirectoryProperty, DirectoryUnit } from '../../../src/server/directory/resolver/types';
import { type City, RESERVED_ADDRESSES } from './geo';
import { CITIES, SAVANNAH_SQUARES } from './geoSouth';
import { COUNT_BOUNDS, type Kind, KIND_WEIGHTS, type Shape, type UnitSpec, drawCount, flats, unitsFor } from './propertyKinds';
import { nameFor, ownerFor, streetCore } from './propertyNames';
import { type Rng, WeightedTable, at } from './rng';

export const N_PROPERTIES = 2000;
export const N_UNITS = 20000;

export interface UnitMeta {
  u: DirectoryUnit;
  shape: Shape;
}

export interface PropMeta {
  p: DirectoryProperty;
  kind: Kind;
  city: City;
  /** Street line the site's mail shows (first house of a scattered site). */
  num: number;
  street: string;
  plus4: string;
  code: string;
  owner: string;
  units: UnitMeta[];
  buildings: string[];
  docks: number;
  hood: string;
  square: string | null;
  scattered: boolean;
}

interface Draft {
  city: City;
  kind: Kind;
  num: number;
  street: string;
  count: number;
  scattered: boolean;
  fixed: UnitSpec[] | null;
  address: string | null;
}

export function buildProperties(rng: Rng): PropMeta[] {
  const cities = new WeightedTable(CITIES, (c) => c.weight);
  const used = new Set(RESERVED_ADDRESSES);
  const take = (city: City, street: string, lo: number, hi: number): number => {
    for (;;) {
      const num = rng.int(lo, hi);
      const key = `${num} ${street}|${city.name}`;
      if (!used.has(key)) {
        used.add(key);
        return num;
      }
    }
  };
  const drafts: Draft[] = [];
  for (let i = 0; i < N_PROPERTIES; i++) {
    const city = cities.draw(rng);
    let kind = rng.pickW(KIND_WEIGHTS[city.region]);
    if (kind === 'student' && city.unis.length === 0) kind = 'flats';
    const roadSite = (kind === 'retail' || kind === 'flex' || kind === 'storage') && rng.chance(0.4);
    const street = roadSite ? rng.pick(city.roads) : rng.pick(city.streets);
    const num = take(city, street, city.nums[0], city.nums[1]);
    const d: Draft = { city, kind, num, street, count: drawCount(kind, rng), scattered: false, fixed: null, address: `${num} ${street}` };
    if (kind === 'flats') {
      const f = flats(num, street, city.region, city.metro, rng);
      for (const u of f.units) if (u.shape.t === 'house') used.add(`${u.shape.num} ${street}|${city.name}`);
      d.fixed = f.units;
      d.address = f.address;
    } else if (kind === 'student' && rng.chance(0.4)) {
      d.scattered = true;
      d.address = null;
      const streets = rng.sample(city.streets, rng.int(1, 3));
      const houses: UnitSpec[] = [];
      const k = rng.int(3, 9);
      for (let h = 0; h < k; h++) {
        const s = at(streets, h % streets.length);
        const n = h === 0 && s === street ? num : take(city, s, city.nums[0], Math.min(city.nums[1], city.nums[0] + 1500));
        houses.push({ label: `${n} ${streetCore(s)}`, shape: { t: 'house', num: String(n), street: s }, address: `${n} ${s}` });
      }
      d.fixed = houses;
    } else if (kind === 'storage') {
      d.fixed = unitsFor('storage', 0, rng).units;
    }
    if (d.fixed) d.count = d.fixed.length;
    drafts.push(d);
  }
  adjustCounts(drafts, rng);
  return finish(drafts, rng);
}

/** Move the counts of the adjustable properties, one unit at a time, until the total is exact. */
function adjustCounts(drafts: Draft[], rng: Rng): void {
  const adjustable = drafts.filter((d) => d.fixed === null && COUNT_BOUNDS[d.kind] !== undefined);
  let total = drafts.reduce((s, d) => s + d.count, 0);
  let guard = 0;
  while (total !== N_UNITS) {
    if (++guard > 5_000_000) throw new Error('cannot reach the unit total');
    const d = rng.pick(adjustable);
    const [lo, hi] = COUNT_BOUNDS[d.kind] ?? [0, 0];
    if (total > N_UNITS && d.count > lo) {
      d.count--;
      total--;
    } else if (total < N_UNITS && d.count < hi) {
      d.count++;
      total++;
    }
  }
}

function aliasesFor(name: string, code: string, address: string | null, square: string | null, kind: Kind, rng: Rng): string[] {
  const out = [code];
  const short = name
    .replace(/ (Apartments|Apartment Homes|Shopping Center|Senior Residences|Senior Apartments|Business Park|Retail Center)$/, '')
    .replace(/ Medical Office Building$/, ' MOB')
    .replace(/^The /, '');
  if (short !== name && rng.chance(0.45)) out.push(short);
  if (address && address !== name && rng.chance(0.22)) out.push(address);
  if (square) out.push(`on ${square} Sq`);
  if (rng.chance(0.08)) out.push(`fka ${rng.pick(['Crestwood', 'Parkside', 'Lincoln', 'Fairview', 'Sunnyside', 'Riverside', 'Northgate'])} ${kind === 'retail' ? 'Plaza' : kind === 'senior' ? 'Manor' : 'Apartments'}`);
  return [...new Set(out)].filter((a) => a !== name);
}

function finish(drafts: Draft[], rng: Rng): PropMeta[] {
  const codeNext = new Map<string, number>();
  const namesByMetro = new Map<string, Set<string>>();
  const out: PropMeta[] = [];
  let unitSeq = 0;
  drafts.forEach((d, i) => {
    const id = `prop-${String(i + 1).padStart(4, '0')}`;
    const n = (codeNext.get(d.city.metro) ?? rng.int(100, 140)) + rng.int(1, 3);
    codeNext.set(d.city.metro, n);
    const code = `${d.city.metro}-${String(n).padStart(3, '0')}`;
    const hood = rng.pick(d.city.hoods);
    const uni = d.kind === 'student' ? rng.pick(d.city.unis) : null;
    const square = d.city.key === 'savannah' && ['walkup', 'flats', 'medical'].includes(d.kind) && rng.chance(0.35) ? rng.pick(SAVANNAH_SQUARES) : null;
    const taken = namesByMetro.get(d.city.metro) ?? new Set<string>();
    namesByMetro.set(d.city.metro, taken);
    let name = nameFor(d.kind, { city: d.city, num: d.num, street: d.street, hood, uni, square, scattered: d.scattered }, rng);
    for (let t = 0; taken.has(name) && t < 20; t++) name = nameFor(d.kind, { city: d.city, num: d.num, street: d.street, hood, uni, square, scattered: d.scattered }, rng);
    if (taken.has(name)) name = `${name} II`;
    taken.add(name);
    const built = d.fixed ? { units: d.fixed, buildings: [] as string[], docks: 0 } : unitsFor(d.kind, d.count, rng);
    const units: UnitMeta[] = built.units.map((s) => ({
      u: { id: `unit-${String(++unitSeq).padStart(5, '0')}`, propertyId: id, unit: s.label, address: s.address },
      shape: s.shape,
    }));
    out.push({
      p: { id, name, aliases: aliasesFor(name, code, d.address, square, d.kind, rng), address: d.address, city: d.city.name, state: d.city.state, zip: rng.pick(d.city.zips) },
      kind: d.kind, city: d.city, num: d.num, street: d.street, plus4: rng.digits(4), code, owner: ownerFor(name, code, rng),
      units, buildings: built.buildings, docks: built.docks, hood, square, scattered: d.scattered,
    });
  });
  return out;
}
