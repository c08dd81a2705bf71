/**
 * Property names by kind, and the normalisation a clerk applies to a name, alias or code
 * ("The Palms Apts" = "Palms Apartments"). Names are unique but for a few chosen twins.
 */
import type { Rng } from './prng';

const PLACE = ['Palmetto Bay', 'Cypress Cove', 'Magnolia', 'Heron', 'Lakeview', 'Oak Hollow', 'Willow Creek', 'Pine Ridge', 'Sabal', 'Azalea', 'Coral Reef', 'Sea Grape', 'Banyan', 'Egret Pointe', 'Osprey', 'Tarpon Springs', 'Manatee Bay', 'Live Oak', 'Spanish Moss', 'Camellia', 'Dogwood', 'Peachtree', 'Piedmont', 'Buckhead', 'Midtown', 'Brickell', 'Biscayne', 'Bayshore', 'Harbour', 'Riverside', 'San Marco', 'Avondale', 'Ortega', 'Mandarin', 'Baymeadows', 'Lake Nona', 'Thornton Park', 'College Park', 'Dilworth', 'Myers Park', 'NoDa', 'South End', 'Cameron Village', 'Oakwood', 'Five Points', 'Hope Valley', 'Harbor Island', 'Ashley River', 'Wando', 'Shem Creek', 'Germantown', 'Sylvan Park', 'Belle Meade', 'Cooper-Young', 'Midtown Memphis', 'Overton', 'Crestwood', 'Highland Park', 'Southside', 'Five Mile Creek', 'Monte Sano', 'Twickenham', 'Jones Valley', 'Hampton Cove', 'Citrus Grove', 'Orange Blossom', 'Hibiscus', 'Poinciana', 'Bougainvillea', 'Sandpiper', 'Pelican', 'Tidewater', 'Marsh Landing', 'Sawgrass', 'Everglades', 'Key Largo', 'Biltmore', 'Sunset Lakes', 'Silver Palm', 'Royal Palm', 'Coconut Grove', 'Redland', 'Kendall Lakes', 'Fontainebleau', 'Westchester', 'Flagami', 'Little River', 'Shenandoah', 'Edgewater', 'Wynwood', 'Arbor', 'Stonecrest', 'Windermere', 'Cedar Hills', 'Deerwood', 'Tallwood', 'Fox Run', 'Quail Hollow', 'Ballantyne', 'Briar Creek', 'Wakefield', 'Brier Creek', 'Crabtree', 'Lake Boone', 'Morgan Creek', 'Meadowmont', 'Daniel Island', 'James Island', 'Old Towne', 'Music Row', 'Hillsboro', 'Green Hills', 'Whitehaven', 'Cordova', 'Vestavia', 'Homewood', 'Mountain Brook', 'Jones Farm', 'Providence Main'];
const GARDEN = ['Apartments', 'Gardens', 'Village', 'Commons', 'Crossing', 'Landing', 'Pointe', 'Place', 'Court', 'Flats', 'Park', 'Station', 'Trace', 'Reserve'];
const CONDO = ['Tower', 'Residences', 'Condominium', 'Towers', 'on the Bay', 'Lofts', 'Club Condominium'];
const SENIOR = ['55+ Village', 'Active Adult Community', 'Senior Villas', 'Retirement Villas', 'Adult Community'];
const MHP = ['Mobile Home Park', 'MHP', 'Estates MHC', 'RV & Mobile Home Resort', 'Manufactured Home Community'];
const TOWN = ['Townhomes', 'Townes', 'Row', 'Townhouses'];
const STUDENT = ['Student Living', 'Lofts', 'Student Residences', 'Commons'];
const RETAIL = ['Plaza', 'Shopping Center', 'Marketplace', 'Shoppes', 'Square', 'Village Center'];
const HOA = ['Homeowners Association', 'HOA', 'Community Association', 'Master Association', 'Property Owners Association'];

const ROMAN = ['II', 'III', 'IV', 'V', 'VI'];

/** A clerk's comparison form of a property name, alias or code. */
export function normPropName(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9+ ]/g, ' ')
    .replace(/\bapts\b/g, 'apartments')
    .replace(/\bthe\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function kindName(kind: string, rng: Rng): string {
  const place = rng.pick(PLACE);
  switch (kind) {
    case 'garden': return rng.chance(0.15) ? `The ${place} ${rng.pick(GARDEN)}` : `${place} ${rng.pick(GARDEN)}`;
    case 'condo': return rng.chance(0.2) ? `One ${place}` : `${place} ${rng.pick(CONDO)}`;
    case 'senior': return `${place} ${rng.pick(SENIOR)}`;
    case 'mhp': return `${place} ${rng.pick(MHP)}`;
    case 'townhome': return `${place} ${rng.pick(TOWN)}`;
    case 'student': return rng.chance(0.3) ? `The ${place} ${rng.pick(STUDENT)}` : `${place} ${rng.pick(STUDENT)}`;
    case 'retail': return `${place} ${rng.pick(RETAIL)}`;
    default: return `${place} ${rng.pick(HOA)}`;
  }
}

/** Hands out names, unique after normalisation unless a twin is asked for. */
export class NameBook {
  private readonly used = new Map<string, number>();

  has(text: string): boolean {
    return this.used.has(normPropName(text));
  }

  claim(text: string): void {
    const k = normPropName(text);
    this.used.set(k, (this.used.get(k) ?? 0) + 1);
  }

  fresh(make: () => string, rng: Rng): string {
    for (let i = 0; i < 30; i++) {
      const n = make();
      if (!this.has(n)) return n;
    }
    const base = make();
    for (const r of ROMAN) if (!this.has(`${base} ${r}`)) return `${base} ${r}`;
    return `${base} ${rng.int(100, 999)}`;
  }
}

/** Initials of a name ("Palmetto Bay Gardens" -> "PBG"), for a short alias. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w) && !['The', 'of', 'on', 'at', '&'].includes(w))
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}
