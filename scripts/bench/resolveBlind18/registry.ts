/**
 * Every street address the set prints, claimed once: a number on a street (whatever its spelling,
 * type or directional) belongs to one site only, anywhere in the portfolio, so a bill's address,
 * however abbreviated, points at one place. A site may also take a typo only when no other claimed
 * address with the same number lies within four edits of its street name (a look-alike slip costs two).
 */
import { levenshtein } from './corrupt';
import { directoryStreet, type Street } from './streets';
import type { City } from './geoTypes';
import type { Rng } from './rng';

export interface SiteAddress {
  number: string;
  street: Street;
  /** The street line as the directory holds it. */
  line: string;
  city: City;
  zip: string;
  plus4: string;
}

export class AddressRegistry {
  private readonly keys = new Set<string>();
  private readonly byNumber = new Map<string, string[]>();

  claim(number: string, street: Street): boolean {
    const key = `${number}|${street.base}`;
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    const list = this.byNumber.get(number);
    if (list === undefined) this.byNumber.set(number, [street.base]);
    else list.push(street.base);
    return true;
  }

  /** Whether a one-letter slip in this street's name would still point here only. */
  typoSafe(number: string, street: Street): boolean {
    for (const other of this.byNumber.get(number) ?? []) {
      if (other !== street.base && levenshtein(other, street.base) <= 4) return false;
    }
    return true;
  }
}

/** A site as the directory records it; the street spelled the directory's way, a ZIP+4 kept for bills. */
export function makeSite(number: string, street: Street, city: City, zip: string, rng: Rng): SiteAddress {
  return { number, street, line: `${number} ${directoryStreet(street, rng)}`, city, zip, plus4: String(rng.int(1000, 9999)) };
}

/** "Houston, TX 77068" with the ZIP or ZIP+4. */
export function cityLine(site: SiteAddress, plus4: boolean): string {
  return `${site.city.name}, ${site.city.state} ${site.zip}${plus4 ? `-${site.plus4}` : ''}`;
}
