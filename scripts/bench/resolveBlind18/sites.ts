/**
 * Where each property stands: a street number claimed on one of its metro's streets, a shotgun
 * double's paired numbers ("1234-36 Dauphine St"), a duplex's two sides, a build-to-rent
 * community's homes on its own little streets.
 */
import type { City, Metro } from './geoTypes';
import { homeStreetSpec } from './names';
import { makeSite, type AddressRegistry, type SiteAddress } from './registry';
import { at, type Rng } from './rng';
import { parseStreet, type Street } from './streets';
import type { UnitSeed } from './units';

const NOLA_SUBURBAN = new Set(['Veterans Memorial Blvd', 'W Esplanade Ave', 'Clearview Pkwy', 'Williams Blvd', 'Manhattan Blvd', 'Lapalco Blvd', 'Gause Blvd', 'Tyler St', 'Boston St', 'Judge Perez Dr', 'Paris Rd', 'US 190 W', 'LA 22', 'LA 433']);

export class SiteMaker {
  private readonly streets = new Map<string, Street>();

  constructor(private readonly registry: AddressRegistry, private readonly rng: Rng) {}

  street(spec: string): Street {
    let s = this.streets.get(spec);
    if (s === undefined) this.streets.set(spec, (s = parseStreet(spec)));
    return s;
  }

  private streetFor(metro: Metro, city: City): Street {
    let specs = metro.streets;
    if (metro.code === 'NOL') specs = specs.filter((sp) => NOLA_SUBURBAN.has(sp) === (city.name !== 'New Orleans'));
    return this.street(this.rng.pick(specs));
  }

  private number(metro: Metro, street: Street): number {
    if (street.kind !== 'plain') return this.rng.int(1000, 27999);
    if (metro.code === 'NOL') return this.rng.int(100, 4999);
    return this.rng.chance(0.6) ? this.rng.int(100, 4999) : this.rng.int(5000, 14999);
  }

  /** One address on the metro's streets. */
  single(metro: Metro, city: City, zip: string): SiteAddress {
    for (let attempt = 0; attempt < 500; attempt++) {
      const street = this.streetFor(metro, city);
      const n = String(this.number(metro, street));
      if (this.registry.claim(n, street)) return makeSite(n, street, city, zip, this.rng);
    }
    throw new Error(`no free address in ${metro.code}`);
  }

  /** A pair of adjoining numbers: the property ("1234-36") and its two sides. */
  pair(metro: Metro, city: City, zip: string, short: boolean): { site: SiteAddress; sides: SiteAddress[] } {
    for (let attempt = 0; attempt < 500; attempt++) {
      const street = this.streetFor(metro, city);
      if (street.kind !== 'plain') continue;
      const lo = Math.floor(this.number(metro, street) / 2) * 2;
      const hi = lo + 2;
      const joined = short && Math.floor(lo / 100) === Math.floor(hi / 100) ? `${lo}-${String(hi).slice(-2)}` : `${lo}-${hi}`;
      const keys = [joined, String(lo), String(hi)];
      if (keys.some((k) => !this.registry.claim(k, street))) continue;
      const site = makeSite(joined, street, city, zip, this.rng);
      const rest = site.line.slice(joined.length);
      const sides = [lo, hi].map((n) => ({ ...site, number: String(n), line: `${n}${rest}`, plus4: String(this.rng.int(1000, 9999)) }));
      return { site, sides };
    }
    throw new Error(`no free pair in ${metro.code}`);
  }

  /** The homes of a build-to-rent community, on one to three streets of its own. */
  homes(city: City, zip: string, count: number, byLot: boolean): UnitSeed[] {
    const texas = city.state === 'TX';
    const out: UnitSeed[] = [];
    const streets: Street[] = [];
    const nStreets = Math.min(3, Math.max(1, Math.ceil(count / 6)));
    while (streets.length < nStreets) {
      const s = this.street(homeStreetSpec(this.rng));
      if (!streets.includes(s)) streets.push(s);
    }
    let lot = 0;
    for (let attempt = 0; out.length < count && attempt < 2000; attempt++) {
      const street = at(streets, out.length % streets.length);
      const n = String(texas ? this.rng.int(10000, 29999) : this.rng.int(100, 2999));
      if (!this.registry.claim(n, street)) continue;
      lot += 1;
      const site = makeSite(n, street, city, zip, this.rng);
      out.push(byLot
        ? { style: 'lot', label: `Lot ${lot}`, bldg: null, num: String(lot), bed: null, site }
        : { style: 'house', label: n, bldg: null, num: n, bed: null, site });
    }
    if (out.length < count) throw new Error('could not place build-to-rent homes');
    return out;
  }
}
