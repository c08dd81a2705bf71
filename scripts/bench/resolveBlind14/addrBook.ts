/** Street lines handed out once per city, so no two sites share an address. */
import { type City } from './cityTypes';
import { type Addr } from './model';
import { type Rng } from './rng';

export function ordinal(n: number): string {
  const t = n % 100;
  if (t >= 11 && t <= 13) return `${n}th`;
  const s = n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${s}`;
}

/** Resolves a "#th" street template to one street ("SW 14th Ter"). */
export function concreteStreet(rng: Rng, street: string): string {
  if (!street.includes('#')) return street;
  return street.replace('#th', ordinal(rng.int(1, 62)));
}

/** "N Kingshighway Blvd" -> "Kingshighway"; "SW 14th Ter" -> "14th". */
export function streetCore(street: string): string {
  const words = street.split(' ');
  const dirs = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW']);
  let a = 0;
  let b = words.length;
  if (words.length > 1 && dirs.has(words[0] ?? '')) a = 1;
  if (b - a > 1 && dirs.has(words[b - 1] ?? '')) b -= 1;
  if (b - a > 1) b -= 1;
  return words.slice(a, b).join(' ');
}

export class AddrBook {
  private readonly used = new Set<string>();

  private key(city: City, num: string, street: string): string {
    return `${city.code}|${num}|${street.toLowerCase()}`;
  }

  has(city: City, a: Addr): boolean {
    return this.used.has(this.key(city, a.num, a.street));
  }

  /** Claims an exact address; false if it is taken. */
  claim(city: City, a: Addr): boolean {
    const k = this.key(city, a.num, a.street);
    if (this.used.has(k)) return false;
    this.used.add(k);
    return true;
  }

  /** A fresh address on one of the streets. */
  take(rng: Rng, city: City, streets: readonly string[], lo = 100, hi = 9899): Addr {
    for (let attempt = 0; attempt < 500; attempt++) {
      const street = rng.pick(streets);
      const raw = rng.int(lo, hi);
      const num = String(raw > 999 ? raw - (raw % 2) + (rng.chance(0.5) ? 1 : 0) : raw);
      const a = { num, street };
      if (this.claim(city, a)) return a;
    }
    throw new Error(`no free address in ${city.name}`);
  }
}

export const line = (a: Addr): string => `${a.num} ${a.street}`;
