/**
 * A site as a bill prints it: the street in any of its spellings, sometimes the directory's own;
 * the unit inline or on its own line; a look-alike digit in the number; a typo or OCR slip in the
 * street name (only where the registry says it still points at one site); the city spelled out,
 * abbreviated, replaced by the metro's mailing city, or dropped; ZIP, ZIP+4 or none; capitals.
 */
import { ocrNumber, ocrPhrase, typoPhrase } from './corrupt';
import type { Metro } from './geoTypes';
import type { AddressRegistry, SiteAddress } from './registry';
import { at, type Rng } from './rng';
import { renderStreet } from './streets';

export interface AddressOptions {
  unitInline?: string;
  unitOwnLine?: string;
  /** Tax bills print the situs in capitals without a city. */
  situs?: boolean;
}

const CITY_SHORT: readonly (readonly [RegExp, string])[] = [[/^Fort /, 'Ft '], [/^Mount /, 'Mt '], [/^North /, 'N '], [/^The Woodlands$/, 'Woodlands'], [/^Saint /, 'St '], [/^Mt\. /, 'Mount ']];

function cityName(site: SiteAddress, metro: Metro, rng: Rng): string | null {
  const name = site.city.name;
  const roll = rng.float();
  if (roll < 0.06) return null;
  if (roll < 0.11 && site.city !== at(metro.cities, 0) && at(metro.cities, 0).state === site.city.state) return at(metro.cities, 0).name;
  if (roll < 0.2) {
    const short = CITY_SHORT.find(([re]) => re.test(name));
    if (short !== undefined) return name.replace(short[0], short[1]);
  }
  return name;
}

export function renderSite(site: SiteAddress, metro: Metro, registry: AddressRegistry, rng: Rng, opts: AddressOptions = {}): string {
  let number = site.number;
  let street = rng.chance(0.3) ? site.line.slice(site.number.length + 1) : renderStreet(site.street, rng);
  const damage = rng.float();
  if (damage < 0.05) number = ocrNumber(number, rng);
  else if (damage < 0.13 && registry.typoSafe(site.number.split('-')[0] ?? site.number, site.street) && registry.typoSafe(site.number, site.street)) {
    street = (damage < 0.1 ? typoPhrase(street, rng) : ocrPhrase(street, rng)) ?? street;
  }
  let line = `${number} ${street}`;
  if (opts.unitInline !== undefined) line += rng.chance(0.7) ? ` ${opts.unitInline}` : `, ${opts.unitInline}`;
  if (opts.situs === true) return line.toUpperCase();
  const city = cityName(site, metro, rng);
  const zipRoll = rng.float();
  const zip = zipRoll < 0.45 ? site.zip : zipRoll < 0.9 ? `${site.zip}-${site.plus4}` : null;
  const state = site.city.state;
  const tail = city === null ? [state, zip].filter((x) => x !== null).join(' ') : `${city}, ${[state, zip].filter((x) => x !== null).join(' ')}`;
  const multiline = rng.chance(0.35) || opts.unitOwnLine !== undefined;
  const parts = [line, ...(opts.unitOwnLine !== undefined ? [opts.unitOwnLine] : []), ...(city === null && zip === null && rng.chance(0.5) ? [] : [tail])];
  const text = parts.join(multiline ? '\n' : ', ');
  return rng.chance(0.15) ? text.toUpperCase() : text;
}
