/** Property names as the manager's directory carries them, by kind. */
import type { City } from './geo';
import type { Kind } from './propertyKinds';
import type { Rng } from './rng';

const NATURE = ['Willow', 'Cedar', 'Oak', 'Maple', 'Birch', 'Magnolia', 'Dogwood', 'Pine', 'Laurel', 'Hickory', 'Sycamore', 'Aspen', 'Juniper', 'Holly', 'Cypress', 'Live Oak', 'Azalea', 'Elm', 'Chestnut', 'Linden', 'Spruce', 'Walnut', 'Poplar', 'Hawthorn', 'Briar', 'Fox', 'Heron', 'Stone', 'River', 'Lake', 'Meadow', 'Bluff', 'Harbor', 'Spring', 'Kingsley', 'Ashford', 'Brandywine', 'Tanglewood', 'Sherwood', 'Camellia'];
const NATURE_SOUTH = ['Magnolia', 'Live Oak', 'Azalea', 'Cypress', 'Camellia', 'Dogwood', 'Pecan', 'Longleaf', 'Sweetgum', 'Jasmine', 'Wisteria', 'Palmetto', 'Cotton'];
const GEO = ['Creek', 'Ridge', 'Hollow', 'Glen', 'Run', 'Park', 'Trace', 'Knoll', 'Bend', 'Chase', 'Woods', 'Grove', 'Point', 'Crossing', 'Hills', 'Landing'];
const GARDEN_SUFFIX = ['Apartments', 'Gardens', 'Village', 'Commons', 'Townhomes', 'Court', 'Apartment Homes', 'Terrace', 'Place'];
const PREWAR = ['The Ambassador', 'The Wellington', 'The Kensington', 'The Marlborough', 'The Belvedere', 'The Carlton', 'The Westminster', 'The Regent', 'The Devonshire', 'The Coronado', 'The Alhambra', 'The Windsor', 'The Somerset', 'The Aldine', 'The Berkshire', 'The Lenox', 'The Clifton', 'The Maryland', 'The Chatsworth', 'The Montclair', 'The Stratford', 'The Fairfax', 'The Lorraine', 'The Ardmore'];
const SAINTS = ['St. Casimir', 'St. Stanislaus', 'St. Joseph', 'Bethany', 'Covenant', 'Trinity', 'Grace', 'Mount Zion', 'Ebenezer', 'Bethel', 'St. Jude', 'Holy Cross', 'Lutheran', 'Sholom', 'St. Hedwig', 'Riverview', 'Lakeview', 'Parkview', 'Friendship', 'Shalom'];
const SENIOR_SUFFIX = ['Tower', 'Manor', 'House', 'Senior Residences', 'Senior Apartments', 'Towers', 'Place Senior Living'];
const STORAGE = ['StorSafe', 'Secure Space Self Storage', 'Stor-All', 'Lock & Key Storage', 'AAA Self Storage', 'Handy Storage', 'Big Box Storage', 'Safe Harbor Storage', 'KeepSafe Mini Storage', 'Attic Plus Storage'];

/** "Grand River" from "Grand River Ave", "2nd Ave" from "2nd Ave S", "Seven Mile" from "W Seven Mile Rd". */
export function streetCore(street: string): string {
  let parts = street.split(' ');
  if (parts.length > 2 && /^(N|S|E|W)$/.test(parts[0] ?? '')) parts = parts.slice(1);
  if (parts.length > 2 && /^(N|S|E|W|NE|NW|SE|SW)$/.test(parts[parts.length - 1] ?? '')) parts = parts.slice(0, -1);
  if (/^\d/.test(parts[0] ?? '') || parts.length === 1) return parts.join(' ');
  if (/^(Ave|St|Rd|Blvd|Dr|Ln|Way|Pkwy|Hwy|Ct|Pl|Ter|Pike|Hts|Tpke)$/.test(parts[parts.length - 1] ?? '')) parts = parts.slice(0, -1);
  return parts.join(' ');
}

export interface NameCtx {
  city: City;
  num: number;
  street: string;
  hood: string;
  uni: string | null;
  square: string | null;
  scattered: boolean;
}

export function nameFor(kind: Kind, c: NameCtx, rng: Rng): string {
  const core = streetCore(c.street);
  const nature = c.city.region === 'south' && rng.chance(0.5) ? rng.pick(NATURE_SOUTH) : rng.pick(NATURE);
  const addr = `${c.num} ${c.street}`;
  switch (kind) {
    case 'walkup':
      if (c.square) return rng.pick([`${c.square} Square Flats`, `The ${c.square} on the Square`, `${c.square} Square House`]);
      return rng.pickW([[addr, 4], [rng.pick(PREWAR), 3], [`${core} Walk-Up`, 1], [`${c.hood} Apartments`, 1.5], [`The ${core}`, 1]] as const);
    case 'flats':
      if (c.square) return `${c.square} Square Duplex`;
      return rng.pickW([[addr, 5], [`${core} Two-Flat`, 1], [`${core} Four-Square`, c.city.region === 'north' ? 1 : 0.2], [`${c.hood} Duplex`, 1], [`${core} Triple-Decker`, ['PVD', 'HFD'].includes(c.city.metro) ? 2 : 0], [`${core} Shotgun Double`, c.city.region === 'south' ? 1 : 0]] as const);
    case 'garden':
      return rng.pickW([[`${nature} ${rng.pick(GEO)} ${rng.pick(GARDEN_SUFFIX)}`, 5], [`${nature} ${rng.pick(GARDEN_SUFFIX)}`, 2], [`The Reserve at ${nature} ${rng.pick(GEO)}`, 1], [`${core} Gardens`, 1]] as const);
    case 'retail':
      return rng.pickW([[`${core} Plaza`, 3], [`${nature} ${rng.pick(GEO)} Shopping Center`, 2], [`${c.hood} Marketplace`, 1.5], [`${core} Commons`, 1.5], [`Shoppes at ${nature} ${rng.pick(GEO)}`, c.city.region === 'south' ? 2 : 0.3], [`${core} Retail Center`, 1]] as const);
    case 'medical':
      return rng.pickW([[`${nature} ${rng.pick(GEO)} Medical Pavilion`, 2], [`${core} Medical Office Building`, 2], [`${c.hood} Professional Building`, 1.5], [`${c.city.name} Medical Arts Building`, 1], [`${core} Medical Plaza`, 1.5]] as const);
    case 'flex':
      return rng.pickW([[`${nature} ${rng.pick(GEO)} Business Park`, 2], [`${core} Commerce Center`, 2], [`${c.city.name} Industrial Flex`, 1], [`${core} Distribution Center`, 1], [`${c.hood} Tech Park`, 1], [`${core} Flex Park`, 1.5]] as const);
    case 'storage': {
      const brand = rng.pick(STORAGE);
      return rng.chance(0.6) ? `${brand} - ${core}` : `${brand} ${c.city.name}`;
    }
    case 'student':
      if (c.scattered) return rng.pickW([[`${c.uni ?? c.hood} Area Student Homes`, 2], [`${c.hood} Student Houses`, 2], [`${c.uni ?? c.hood} Scattered Site`, 1]] as const);
      return rng.pickW([[`The ${core} at ${c.uni ?? c.hood}`, 2], [`${core} Student Lofts`, 2], [`${c.hood} Student Flats`, 1.5], [`${c.uni ?? c.hood} Commons`, 1]] as const);
    case 'senior':
      return `${rng.pick(SAINTS)} ${rng.pick(SENIOR_SUFFIX)}`;
  }
}

/** The owning entity that a tax bill or a utility prints, "c/o" the manager. */
export function ownerFor(name: string, code: string, rng: Rng): string {
  const base = name.replace(/^The /, '').replace(/ (Apartments|Apartment Homes|Senior Residences|Senior Apartments)$/, '');
  return rng.pickW([[`${base} LLC`, 5], [`${base} Holdings LLC`, 2], [`HMPG Fund III - ${code} LLC`, 1.5], [`${base} Owner LP`, 1]] as const);
}
