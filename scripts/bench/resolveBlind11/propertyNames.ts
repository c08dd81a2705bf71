/*
 * Property names and aliases: "Marina Vista Apartments" / "Marina Vista", owner LLCs, codes,
 * former names, address-named small buildings, and a few names shared by two properties in
 * different metros.
 */
import { type City } from './geo';
import { APARTMENT_KINDS, CONDO_KINDS, FIRST_NAMES, MHP_KINDS, PROPERTY_SECOND, PROPERTY_STEMS, REGION_OF_STATE, SURNAMES } from './names';
import { initials } from './noise';
import { type Rng } from './prng';

export type PropertyKind =
  | 'apartments' | 'townhomes' | 'condo' | 'flcondo' | 'keysCondo' | 'mhp' | 'flats' | 'multiAddr' | 'plex' | 'adu' | 'scattered'
  | 'commercial' | 'hiWalkup';

export interface PropertyNaming {
  name: string;
  /** The name without its kind word, when the name has one. */
  short: string | null;
  aliases: string[];
  owner: string | null;
  code: string | null;
  former: string | null;
}

export class NamePool {
  private readonly used = new Set<string>();
  private readonly stemsUsed = new Map<string, string>();
  readonly shared: string[] = [];

  constructor(private readonly rng: Rng) {}

  /** A fresh stem for a region, or (rarely) one already used in another metro. */
  stem(city: City): string {
    const region = REGION_OF_STATE[city.state] ?? 'ca';
    const stems = PROPERTY_STEMS[region] ?? [];
    if (this.rng.chance(0.025)) {
      const others = [...this.stemsUsed.entries()].filter(([, metro]) => metro !== city.metro).map(([s]) => s);
      if (others.length > 0) {
        const s = this.rng.pick(others);
        this.shared.push(s);
        return s;
      }
    }
    for (let tries = 0; tries < 40; tries++) {
      const first = this.rng.pick(stems);
      const candidate = this.rng.chance(0.45) || this.stemsUsed.has(first) ? `${first} ${this.rng.pick(PROPERTY_SECOND)}` : first;
      if (!this.stemsUsed.has(candidate)) {
        this.stemsUsed.set(candidate, city.metro);
        return candidate;
      }
    }
    const fallback = `${this.rng.pick(stems)} ${this.rng.pick(PROPERTY_SECOND)} ${this.rng.range(2, 9)}`;
    this.stemsUsed.set(fallback, city.metro);
    return fallback;
  }

  /** Registers a full name; false when it is taken (same name in the same metro is not allowed). */
  claim(name: string, metro: string): boolean {
    const key = `${name.toLowerCase()}|${metro}`;
    if (this.used.has(key)) return false;
    this.used.add(key);
    return true;
  }
}

const CODE_COUNTERS = new Map<string, number>();

export function resetCodes(): void {
  CODE_COUNTERS.clear();
}

function propertyCode(rng: Rng, metro: string): string {
  const n = (CODE_COUNTERS.get(metro) ?? rng.range(1, 9)) + rng.range(1, 4);
  CODE_COUNTERS.set(metro, n);
  return rng.chance(0.5) ? `${metro}${String(n).padStart(3, '0')}` : `${metro.toLowerCase()}-${String(n).padStart(3, '0')}`;
}

function ownerEntity(rng: Rng, stem: string): string {
  return rng.weighted<string>([
    [`${stem} Owner LLC`, 3],
    [`${stem} Partners LP`, 2],
    [`${initials(stem)} Holdings LLC`, 1],
    [`PSR ${stem} LLC`, 2],
    [`${stem} Investors, LLC`, 1],
  ]);
}

/** Fills in the shared extras (owner, code, former name) around a name. */
function extras(rng: Rng, city: City, naming: PropertyNaming, stem: string, pool: NamePool): PropertyNaming {
  if (rng.chance(0.3)) {
    naming.owner = ownerEntity(rng, stem);
    naming.aliases.push(naming.owner);
  }
  if (rng.chance(0.25)) {
    naming.code = propertyCode(rng, city.metro);
    naming.aliases.push(naming.code);
  }
  if (rng.chance(0.06)) {
    const formerStem = pool.stem(city);
    naming.former = `${formerStem} ${rng.pick(['Apartments', 'Gardens', 'Court', 'Villas'])}`;
    naming.aliases.push(naming.former);
  }
  return naming;
}

function withKind(rng: Rng, stem: string, kinds: readonly (readonly [string, number])[]): { name: string; short: string | null } {
  const kind = rng.weighted(kinds);
  if (kind === '') return rng.chance(0.3) ? { name: `The ${stem}`, short: stem } : { name: stem, short: null };
  return { name: `${stem} ${kind}`, short: stem };
}

export function nameProperty(rng: Rng, pool: NamePool, kind: PropertyKind, city: City, addressName: string, streetName: string): PropertyNaming {
  for (let attempt = 0; attempt < 20; attempt++) {
    const naming = draftName(rng, pool, kind, city, addressName, streetName);
    if (pool.claim(naming.name, city.metro)) return naming;
  }
  const naming = draftName(rng, pool, 'plex', city, addressName, streetName);
  naming.name = `${addressName} (${city.name})`;
  pool.claim(naming.name, city.metro);
  return naming;
}

function draftName(rng: Rng, pool: NamePool, kind: PropertyKind, city: City, addressName: string, streetName: string): PropertyNaming {
  const blank = (name: string, short: string | null): PropertyNaming => ({ name, short, aliases: [], owner: null, code: null, former: null });
  switch (kind) {
    case 'apartments':
    case 'hiWalkup': {
      const stem = kind === 'hiWalkup' && rng.chance(0.3) ? `Hale ${rng.pick(['Kai', 'Lani', 'Nani', 'Pua', 'Moana', 'Ola', 'Malu', 'Hoku', 'Makani', 'Anela'])}` : pool.stem(city);
      const { name, short } = withKind(rng, stem, APARTMENT_KINDS);
      const naming = blank(name, short);
      if (short && rng.chance(0.55)) naming.aliases.push(short);
      if (short && name.endsWith('Apartments') && rng.chance(0.25)) naming.aliases.push(`${short} Apts`);
      if (stem.includes(' ') && rng.chance(0.15)) naming.aliases.push(initials(name));
      return extras(rng, city, naming, stem, pool);
    }
    case 'townhomes': {
      const stem = pool.stem(city);
      const word = rng.pick(['Townhomes', 'Townhouses', 'Town Homes', 'Villas']);
      const naming = blank(`${stem} ${word}`, stem);
      if (rng.chance(0.5)) naming.aliases.push(stem);
      return extras(rng, city, naming, stem, pool);
    }
    case 'condo':
    case 'flcondo':
    case 'keysCondo': {
      const stem = kind === 'keysCondo' ? `${pool.stem(city)}${rng.chance(0.4) ? ' Key' : ''}` : pool.stem(city);
      const kindWord = rng.weighted(CONDO_KINDS);
      const naming = blank(`${stem} ${kindWord}`, stem);
      if (rng.chance(0.5)) naming.aliases.push(stem);
      if (rng.chance(0.3)) naming.aliases.push(`${stem} ${kindWord.includes('HOA') ? 'Condominium Association' : 'HOA'}`);
      if (rng.chance(0.2)) naming.aliases.push(`${stem} COA`);
      return extras(rng, city, naming, stem, pool);
    }
    case 'mhp': {
      const stem = pool.stem(city);
      const kindWord = rng.weighted(MHP_KINDS);
      const naming = blank(`${stem} ${kindWord}`, stem);
      if (rng.chance(0.5)) naming.aliases.push(stem);
      if (kindWord !== 'MHP' && rng.chance(0.4)) naming.aliases.push(`${stem} MHP`);
      return extras(rng, city, naming, stem, pool);
    }
    case 'commercial': {
      const stem = pool.stem(city);
      const word = rng.pick(['Plaza', 'Center', 'Professional Building', 'Shops', 'Business Park', 'Medical Plaza', 'Marketplace']);
      const naming = blank(`${stem} ${word}`, stem);
      if (rng.chance(0.4)) naming.aliases.push(stem);
      return extras(rng, city, naming, stem, pool);
    }
    case 'scattered': {
      const stem = pool.stem(city);
      const word = rng.pick(['Homes Portfolio', 'SFR Portfolio', 'Scattered Site Homes', 'Rental Homes', 'Single Family Homes']);
      const roman = rng.pick(['', '', ' II', ' III', ' 2']);
      const naming = blank(`${stem} ${word}${roman}`, null);
      if (rng.chance(0.4)) naming.aliases.push(`${stem} SFR${roman}`);
      return extras(rng, city, naming, stem, pool);
    }
    case 'flats':
    case 'multiAddr':
    case 'plex':
    case 'adu': {
      const count = kind === 'adu' ? '' : rng.pick(['Duplex', 'Triplex', 'Fourplex', 'Flats', '']);
      const style = rng.int(6);
      let naming: PropertyNaming;
      if (style <= 2) naming = blank(addressName, null);
      else if (style === 3 && count) naming = blank(`${addressName} ${count}`, addressName);
      else if (style === 4) naming = blank(`${streetName} ${count || 'House'}`.trim(), null);
      else naming = blank(`${rng.pick(SURNAMES)} ${count || 'Property'}`, null);
      if (naming.short === null && naming.name !== addressName && rng.chance(0.5)) naming.aliases.push(addressName);
      if (rng.chance(0.2)) {
        naming.owner = rng.chance(0.7) ? `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)} Family Trust` : `${rng.pick(SURNAMES)}-${rng.pick(SURNAMES)} Living Trust`;
        naming.aliases.push(naming.owner);
      }
      return naming;
    }
  }
}
