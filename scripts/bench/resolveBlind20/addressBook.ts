/**
 * Every printable place, keyed by city + number + street, so no two coincide inside a city; the
 * manager's offices are reserved first so no site sits at them. Per-city street pools too.
 */
import { TAX_COLLECTORS, UTILITIES } from './catalogUtilities';
import { GENERIC_NAMES, GENERIC_TYPES, SHARED_STREETS, type CitySpec } from './geo';
import type { Loc } from './model';
import type { Rng } from './prng';
import { gridStreet, parseStreet, streetKey, type Street } from './streets';

export const MANAGER = {
  name: 'Sunbelt Harbor Property Management, LLC',
  short: 'Sunbelt Harbor PM',
  domain: 'sunbeltharborpm.com',
  offices: [
    { num: '1450', street: 'Brickell Ave', city: 'Miami', state: 'FL', zip: '33131', suite: 'Suite 2100' },
    { num: '3350', street: 'Peachtree Rd NE', city: 'Atlanta', state: 'GA', zip: '30326', suite: 'Suite 900' },
    { num: '6100', street: 'Fairview Rd', city: 'Charlotte', state: 'NC', zip: '28210', suite: 'Suite 400' },
  ],
} as const;

export function officeText(i: number): string {
  const o = MANAGER.offices[i % MANAGER.offices.length] ?? MANAGER.offices[0];
  return `${o.num} ${o.street}, ${o.suite}, ${o.city}, ${o.state} ${o.zip}`;
}

export class AddressBook {
  readonly locs: Loc[] = [];
  private readonly taken = new Set<string>();
  private readonly pools = new Map<string, Street[]>();

  constructor(private readonly rng: Rng) {
    for (const o of MANAGER.offices) this.taken.add(AddressBook.key(o.city, o.num, parseStreet(o.street)));
    // Vendors' street remit addresses are no one's site either.
    for (const r of [...UTILITIES, ...TAX_COLLECTORS].map((u) => u.remit)) {
      const m = /^(\d+) ([^,]+), ([^,]+), [A-Z]{2} /.exec(r);
      if (m) this.taken.add(AddressBook.key(m[3] ?? '', m[1] ?? '', parseStreet(m[2] ?? '')));
    }
  }

  static key(city: string, num: string, st: Street): string {
    return `${city}|${num}|${streetKey(st)}`;
  }

  free(city: string, num: string, st: Street): boolean {
    return !this.taken.has(AddressBook.key(city, num, st));
  }

  add(loc: Loc): Loc {
    const k = AddressBook.key(loc.city, loc.num, loc.street);
    if (this.taken.has(k)) throw new Error(`address taken twice: ${k}`);
    this.taken.add(k);
    this.locs.push(loc);
    return loc;
  }

  /** The named streets of a city, with generic ones and the streets every city has. */
  pool(city: CitySpec): Street[] {
    const have = this.pools.get(city.name);
    if (have) return have;
    const seen = new Set<string>();
    const out: Street[] = [];
    const push = (st: Street): void => {
      const k = streetKey(st);
      if (!seen.has(k)) { seen.add(k); out.push(st); }
    };
    for (const s of city.streets) push(parseStreet(s));
    for (const s of SHARED_STREETS) push(parseStreet(s));
    const r = this.rng.fork(`pool/${city.name}`);
    for (let i = 0; i < 26; i++) push(parseStreet(`${r.pick(GENERIC_NAMES)} ${r.pick(GENERIC_TYPES)}`));
    this.pools.set(city.name, out);
    return out;
  }

  /** A street for a new place in the city; grid cities draw half from the numbered grid. */
  street(city: CitySpec, rng: Rng, preferHwy: boolean): Street {
    if (city.grid && rng.chance(0.55)) {
      const [lo, hi] = city.name === 'Homestead' ? [100, 330] : city.name === 'Doral' ? [20, 117] : [1, 160];
      return gridStreet(rng, lo, hi);
    }
    const pool = this.pool(city);
    const hwys = pool.filter((s) => s.hwyForms);
    if (preferHwy && hwys.length > 0 && rng.chance(0.7)) return rng.pick(hwys);
    const named = pool.slice(0, city.streets.length);
    return rng.chance(0.45) && named.length > 0 ? rng.pick(named) : rng.pick(pool);
  }

  /** A free house number on the street. */
  number(city: CitySpec, st: Street, rng: Rng): string {
    for (let i = 0; i < 200; i++) {
      const big = city.grid && /^\d/.test(st.name);
      const n = big ? rng.int(100, 15999) : rng.chance(0.25) ? rng.int(100, 999) : rng.int(1000, 9999);
      if (this.free(city.name, String(n), st)) return String(n);
    }
    throw new Error(`no free number on ${streetKey(st)} in ${city.name}`);
  }
}
