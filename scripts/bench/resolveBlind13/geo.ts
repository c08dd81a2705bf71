import { PNW_METROS } from './geoPnw';
import { SE_METROS } from './geoSe';
import type { Addr, City, MetroSpec, Street } from './model';
import { at, type Rng } from './rng';
import { ordinal, pad } from './text';
import { parseStreet } from './streets';

/*
 * Metro contexts and the address allocator. One AddressBook holds every street address the set
 * prints as a place (properties, units with their own address, vendor shops, the manager's
 * offices) and refuses a second address with the same number and street core.
 */

export interface Metro {
  spec: MetroSpec;
  cities: City[];
  cityWeights: (readonly [City, number])[];
  /** Arterials by city name. */
  arterials: Map<string, Street[]>;
}

export const METRO_SPECS: readonly MetroSpec[] = [...PNW_METROS, ...SE_METROS];

export function buildMetros(): Metro[] {
  return METRO_SPECS.map((spec) => {
    const cities: City[] = spec.cities.map(([name, zips, alt]) => ({
      name,
      state: spec.state,
      zips: zips.split(' '),
      postalAlt: alt === '' ? null : alt,
    }));
    const cityWeights = spec.cities.map(([, , , w], i) => [at(cities, i), w] as const);
    const core = at(cities, 0).name;
    const arterials = new Map<string, Street[]>();
    for (const entry of spec.arterials) {
      const bar = entry.indexOf('|');
      const city = bar < 0 ? core : entry.slice(0, bar);
      const street = parseStreet(bar < 0 ? entry : entry.slice(bar + 1));
      const list = arterials.get(city) ?? [];
      list.push(street);
      arterials.set(city, list);
    }
    return { spec, cities, cityWeights, arterials };
  });
}

export function metroByKey(metros: readonly Metro[], key: string): Metro {
  const m = metros.find((x) => x.spec.key === key);
  if (!m) throw new Error(`no metro ${key}`);
  return m;
}

export type StreetKind = 'arterial' | 'numbered' | 'local';

export function randomStreet(rng: Rng, metro: Metro, city: City, kind: StreetKind): Street {
  const spec = metro.spec;
  const arts = metro.arterials.get(city.name) ?? [];
  if (kind === 'arterial' && arts.length > 0) return rng.pick(arts);
  if (kind !== 'local' && spec.numbered.length > 0) {
    const rule = rng.pick(spec.numbered);
    const n = rng.int(rule.min, rule.max);
    const pre = rule.pre.length > 0 ? rng.pick(rule.pre) : '';
    const post = rule.post.length > 0 ? rng.pick(rule.post) : '';
    return parseStreet([pre, ordinal(n), rule.type, post].filter((p) => p !== '').join(' '));
  }
  const name = rng.pick(spec.localNames);
  const type = rng.pick(spec.localTypes);
  const usePre = rng.chance(0.5);
  const pre = usePre ? rng.pick(spec.localPre) : '';
  const post = usePre ? '' : rng.pick(spec.localPost);
  return parseStreet([pre, name, type, post].filter((p) => p !== '').join(' '));
}

export class AddressBook {
  private readonly taken = new Set<string>();

  reserve(num: string, street: Street): boolean {
    const key = `${num}|${street.core}`;
    if (this.taken.has(key)) return false;
    this.taken.add(key);
    return true;
  }

  /** A fresh address in the city; the street kind is tried first, then anything. */
  allocate(rng: Rng, metro: Metro, city: City, kind: StreetKind, numRange?: readonly [number, number]): Addr {
    const [lo, hi] = numRange ?? metro.spec.numRange;
    for (let attempt = 0; attempt < 200; attempt++) {
      const street = randomStreet(rng, metro, city, attempt < 40 ? kind : rng.pick(['arterial', 'numbered', 'local'] as const));
      const num = String(rng.int(lo, hi));
      if (this.reserve(num, street)) return makeAddr(rng, num, street, city);
    }
    throw new Error(`no free address in ${city.name}`);
  }

  /** A fresh address on a given street (internal streets of a community). */
  onStreet(rng: Rng, street: Street, city: City, lo: number, hi: number): Addr | null {
    for (let attempt = 0; attempt < 30; attempt++) {
      const num = String(rng.int(lo, hi));
      if (this.reserve(num, street)) return makeAddr(rng, num, street, city);
    }
    return null;
  }
}

export function makeAddr(rng: Rng, num: string, street: Street, city: City): Addr {
  return { num, street, city, zip: rng.pick(city.zips), zip4: pad(rng.int(1, 9998), 4) };
}
