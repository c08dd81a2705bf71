import type { Addr } from './addresses';
import { cityKey, looseKey, strictKey } from './addresses';
import type { City } from './geography';

/*
 * What a clerk could look up by hand: which directory places carry an address or a name. Used
 * only to keep the set fair (never to pick answers): a bill may lean on an address printed
 * without its city only when the address is unique without it, and so on.
 */

export interface PlaceRef {
  propertyId: string;
  unitId: string | null;
}

function add(map: Map<string, PlaceRef[]>, key: string, ref: PlaceRef): void {
  const list = map.get(key);
  if (list) list.push(ref);
  else map.set(key, [ref]);
}

export function normName(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\b(the|apartments?|apts?|apartment homes|llc|lp|ltd|inc)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export class PlaceIndex {
  readonly strictCity = new Map<string, PlaceRef[]>();
  readonly looseCity = new Map<string, PlaceRef[]>();
  readonly looseZip = new Map<string, PlaceRef[]>();
  readonly looseAll = new Map<string, PlaceRef[]>();
  readonly numCity = new Map<string, PlaceRef[]>();
  readonly numZip = new Map<string, PlaceRef[]>();
  readonly names = new Map<string, Set<string>>();
  /** Addresses that are not directory places but that a bill prints (vendors, the manager). */
  readonly foreign = new Set<string>();

  isTaken(a: Addr, city: City): boolean {
    const k = `${strictKey(a)}|${cityKey(city)}`;
    return this.strictCity.has(k) || this.foreign.has(`${looseKey(a)}|${cityKey(city)}`);
  }

  addPlace(a: Addr, city: City, zip: string, ref: PlaceRef): void {
    add(this.strictCity, `${strictKey(a)}|${cityKey(city)}`, ref);
    add(this.looseCity, `${looseKey(a)}|${cityKey(city)}`, ref);
    add(this.looseZip, `${looseKey(a)}|${zip}`, ref);
    add(this.looseAll, looseKey(a), ref);
    add(this.numCity, `${a.num}|${cityKey(city)}`, ref);
    add(this.numZip, `${a.num}|${zip}`, ref);
  }

  /** Same number and street name in the city, whatever the directional or suffix. */
  isLooseTaken(a: Addr, city: City): boolean {
    return this.looseCity.has(`${looseKey(a)}|${cityKey(city)}`) || this.foreign.has(`${looseKey(a)}|${cityKey(city)}`);
  }

  addForeign(a: Addr, city: City): void {
    this.foreign.add(`${looseKey(a)}|${cityKey(city)}`);
  }

  addName(name: string, propertyId: string): void {
    const k = normName(name);
    if (!k) return;
    const s = this.names.get(k);
    if (s) s.add(propertyId);
    else this.names.set(k, new Set([propertyId]));
  }

  /** How many places an address printed without directional/suffix could be, within a city. */
  looseCityCount(a: Addr, city: City): number {
    return this.looseCity.get(`${looseKey(a)}|${cityKey(city)}`)?.length ?? 0;
  }

  looseZipCount(a: Addr, zip: string): number {
    return this.looseZip.get(`${looseKey(a)}|${zip}`)?.length ?? 0;
  }

  looseAllCount(a: Addr): number {
    return this.looseAll.get(looseKey(a))?.length ?? 0;
  }

  numCityCount(a: Addr, city: City): number {
    return this.numCity.get(`${a.num}|${cityKey(city)}`)?.length ?? 0;
  }

  numZipCount(a: Addr, zip: string): number {
    return this.numZip.get(`${a.num}|${zip}`)?.length ?? 0;
  }

  nameCount(name: string): number {
    return this.names.get(normName(name))?.size ?? 0;
  }
}
