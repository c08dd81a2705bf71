/** 2,000 properties across the metros, and exactly 20,000 units among them. */
import { CITIES, type City, type MetroKey } from './geo';
import { chance, int, pick, shuffle, weighted, type Rng } from './rng';
import { streetVariant } from './text';
import { UNIT_RANGE, makeUnits, type PropKind, type UnitSpec } from './units';

export interface UnitRec {
  id: string;
  propertyId: string;
  spec: UnitSpec;
  /** Own street line ("1420 1/2 N Ogden Dr"), when the unit has one. */
  address: string | null;
}

export interface PropRec {
  id: string;
  kind: PropKind;
  name: string;
  aliases: string[];
  code: string;
  number: string;
  street: string;
  city: City;
  zip: string;
  /** What the directory holds (sometimes spelled out, sometimes missing). */
  dirAddress: string | null;
  dirCity: string | null;
  dirState: string | null;
  dirZip: string | null;
  units: UnitRec[];
}

const KIND_WEIGHT: Record<MetroKey, readonly (readonly [PropKind, number])[]> = {
  NYC: [['coop', 22], ['condo', 10], ['brownstone', 24], ['garden', 5], ['sro', 6], ['mixed', 16], ['garage', 6], ['office', 6], ['fourplex', 3], ['marina', 1], ['warehouse', 1]],
  NJ: [['condo', 12], ['brownstone', 10], ['garden', 22], ['mixed', 16], ['garage', 6], ['office', 8], ['warehouse', 12], ['fourplex', 8], ['sfr', 4], ['marina', 2]],
  SEA: [['condo', 14], ['garden', 10], ['sro', 4], ['adu', 12], ['mixed', 14], ['garage', 5], ['office', 9], ['warehouse', 4], ['sfr', 10], ['fourplex', 8], ['marina', 5], ['coop', 2]],
  TAC: [['garden', 18], ['adu', 8], ['mixed', 12], ['mhp', 8], ['warehouse', 14], ['sfr', 12], ['fourplex', 10], ['marina', 6], ['office', 4], ['condo', 6]],
  SPK: [['garden', 20], ['adu', 6], ['mixed', 12], ['mhp', 14], ['warehouse', 12], ['sfr', 16], ['fourplex', 12], ['office', 4], ['condo', 4]],
  PDX: [['condo', 10], ['garden', 14], ['adu', 16], ['mixed', 14], ['garage', 3], ['office', 7], ['warehouse', 7], ['sfr', 10], ['fourplex', 12], ['marina', 3], ['sro', 2], ['mhp', 2]],
  EUG: [['garden', 22], ['adu', 12], ['mixed', 10], ['mhp', 12], ['warehouse', 6], ['sfr', 16], ['fourplex', 16], ['condo', 4]],
  SFB: [['condo', 14], ['coop', 3], ['garden', 6], ['sro', 8], ['adu', 12], ['mixed', 18], ['garage', 6], ['office', 9], ['warehouse', 6], ['fourplex', 8], ['marina', 5], ['mhp', 3], ['sfr', 3]],
  LA: [['condo', 14], ['garden', 12], ['sro', 5], ['adu', 18], ['mixed', 14], ['garage', 6], ['office', 8], ['warehouse', 7], ['fourplex', 10], ['marina', 3], ['sfr', 5]],
  SD: [['condo', 14], ['garden', 14], ['adu', 14], ['mixed', 12], ['mhp', 10], ['garage', 3], ['office', 6], ['warehouse', 5], ['fourplex', 10], ['marina', 6], ['sfr', 6]],
};

const WORDS = ['Alder', 'Cedar', 'Madrona', 'Salal', 'Huckleberry', 'Rainier', 'Olympic', 'Cascade', 'Chinook', 'Sitka', 'Willamette', 'Multnomah', 'Tillamook', 'Hemlock', 'Tamarack', 'Fircrest', 'Whitcomb', 'Ellery', 'Hawthorne', 'Thornbury', 'Kensington', 'Ravenswood', 'Stuyvesant', 'Knickerbocker', 'Van Cortlandt', 'Gramercy', 'Lenox', 'Marcy', 'Fulton', 'Clermont', 'Montague', 'Pierrepont', 'Crescent', 'Bayview', 'Seacliff', 'Presidio', 'Potrero', 'Sutro', 'Eucalyptus', 'Jacaranda', 'Bougainvillea', 'Palisades', 'Catalina', 'Torrey Pines', 'Point Loma', 'Coronado', 'La Playa', 'Mar Vista', 'Solana', 'Cabrillo', 'Los Feliz', 'Silver Lake', 'Laurel', 'Sycamore', 'Juniper', 'Manzanita', 'Madrone', 'Redwood', 'Sequoia', 'Mariposa', 'Alta Vista', 'Bella Vista', 'Liberty', 'Paulus Hook', 'Van Vorst', 'Hamilton', 'Stevens', 'Castle Point', 'Elysian', 'Ironbound', 'Branch Brook', 'Weequahic', 'Palisade', 'Hudson', 'Harborside', 'Newport', 'Colgate', 'Morris Canal', 'Bergen Hill', 'Overlook', 'Laurelhurst', 'Sellwood', 'Irvington', 'Kenton', 'Ravenna', 'Wallingford', 'Ballard', 'Magnolia', 'Fauntleroy', 'Alki', 'Shilshole', 'Leschi', 'Montlake', 'Union Bay', 'Salmon Bay', 'Commencement', 'Point Defiance', 'Proctor', 'Manito', 'Cannon Hill', 'Hillyard', 'Skinner Butte', 'Spencer Butte', 'Whiteaker', 'Fairmount', 'Tidewater', 'Beacon', 'Marlowe', 'Ashbury', 'Belvedere', 'Brighton', 'Chelsea', 'Dorchester', 'Everett', 'Fairhaven', 'Glenwood', 'Holloway', 'Inverness', 'Juniper Ridge', 'Kingsley', 'Linden', 'Merriweather', 'Northgate', 'Oakmont', 'Pembroke', 'Quincy', 'Rosewood', 'Stanhope', 'Trinity', 'Upland', 'Vashon', 'Westwood', 'Yarrow', 'Zephyr', 'Osprey', 'Heron', 'Kittiwake', 'Cormorant', 'Pelican', 'Sandpiper', 'Marten', 'Otter', 'Orca', 'Steelhead', 'Coho', 'Sockeye', 'Tern', 'Wren'];
const MODS = ['', '', '', ' Hill', ' Point', ' Park', ' Crossing', ' Commons', ' Landing', ' Terrace', ' View', ' Heights', ' Court', ' Place', ' Square', ' Ridge', ' Grove'];

function baseName(r: Rng): string {
  return pick(r, WORDS) + pick(r, MODS);
}

function houseNumber(r: Rng, city: City, kind: PropKind): string {
  if (city.hyphenated) return `${int(r, 21, 118)}-${String(int(r, 1, 60)).padStart(2, '0')}`;
  if (kind === 'office' || kind === 'warehouse') return String(int(r, 1, 40) * 100 + pick(r, [0, 0, 1, 10, 20, 50]));
  return String(int(r, 2, 4999));
}

function naming(r: Rng, kind: PropKind, line: string, street: string): { name: string; aliases: string[] } {
  const w = baseName(r);
  switch (kind) {
    case 'coop':
      return chance(r, 0.5) ? { name: `The ${w}`, aliases: [`${w} Owners Corp`, `${line} Owners Corp.`] } : { name: `${line} Owners Corp`, aliases: [`${line} Apartment Corp`] };
    case 'condo':
      return { name: `${w} ${pick(r, ['Condominium', 'Condominiums', 'Condos', 'Lofts'])}`, aliases: [`${w} HOA`, `${w} Condo Assn`].slice(0, int(r, 0, 2)) };
    case 'brownstone':
      return { name: line, aliases: chance(r, 0.3) ? [`${street} Brownstone`] : [] };
    case 'garden':
      return { name: `${w} ${pick(r, ['Gardens', 'Garden Apartments', 'Court Apartments', 'Village Apts'])}`, aliases: chance(r, 0.5) ? [`${w} Gdns`] : [] };
    case 'sro':
      return chance(r, 0.5) ? { name: `Hotel ${w}`, aliases: [`${w} SRO`] } : { name: `The ${w} Residence`, aliases: [`${w} Hotel`] };
    case 'adu':
      return chance(r, 0.6) ? { name: line, aliases: [] } : { name: `${street.replace(/^[NSEW]{1,2} /, '')} ${pick(r, ['Duplex', 'Cottages', 'Bungalows'])}`, aliases: [line] };
    case 'mixed':
      return chance(r, 0.5) ? { name: `${w} Building`, aliases: [`${w} Bldg`] } : { name: line, aliases: [] };
    case 'mhp':
      return { name: `${w} ${pick(r, ['Mobile Home Park', 'Mobile Estates', 'MHP', 'Manufactured Home Community', 'RV & Mobile Park'])}`, aliases: [`${w} MHC`] };
    case 'marina':
      return { name: `${w} ${pick(r, ['Marina', 'Yacht Harbor', 'Boat Basin', 'Moorage'])}`, aliases: chance(r, 0.6) ? [`${w} Moorage LLC`] : [] };
    case 'garage':
      return chance(r, 0.5) ? { name: `${w} ${pick(r, ['Garage', 'Parking', 'Park & Lock'])}`, aliases: [`${w} Parking Structure`] } : { name: `${line} Garage`, aliases: [] };
    case 'office':
      return { name: pick(r, [`${w} Tower`, `One ${w} Plaza`, `${w} Center`, `The ${w} Building`]), aliases: [line] };
    case 'warehouse':
      return { name: `${w} ${pick(r, ['Distribution Center', 'Industrial Park', 'Logistics Center', 'Commerce Center'])}`, aliases: chance(r, 0.5) ? [`${w} DC`] : [] };
    case 'sfr':
      return { name: line, aliases: [] };
    case 'fourplex':
      return chance(r, 0.4) ? { name: `${line} Fourplex`, aliases: [] } : { name: line, aliases: [] };
  }
}

/** Street lines that belong to the manager's offices and vendors' remit addresses: never a property. */
const RESERVED = ['1201 3rd Ave|Seattle', '421 W Riverside Ave|Spokane', '425 Market St|San Francisco', '1250 Broadway|New York', '30 Montgomery St|Jersey City', '201 N Broadway|Escondido', '920 Broad St|Newark', '280 Grove St|Jersey City', '94 Washington St|Hoboken'];

function unitAddress(r: Rng, p: PropRec, u: UnitSpec, idx: number, taken: Set<string>): string | null {
  if (u.kind === 'house' && u.a !== 'Front House' && u.a !== 'Main House' && chance(r, 0.75)) return `${p.number} 1/2 ${p.street}`;
  if (u.kind === 'store' && /^\d+$/.test(p.number) && chance(r, 0.55)) {
    const line = `${Number(p.number) + 2 * (idx + 1)} ${p.street}`;
    const key = `${line}|${p.city.name}`.toLowerCase();
    if (taken.has(key)) return null;
    taken.add(key);
    return line;
  }
  return null;
}

export function makeProperties(r: Rng, newPropId: () => string, newUnitId: () => string, total: number, unitTotal: number): PropRec[] {
  const props: PropRec[] = [];
  const addrSeen = new Set<string>(RESERVED.map((k) => k.toLowerCase()));
  const names = new Set<string>();
  const codes: Record<string, number> = {};
  const cityPick = CITIES.map((c) => [c, c.weight] as const);
  while (props.length < total) {
    const city = weighted(r, cityPick);
    const kind = weighted(r, KIND_WEIGHT[city.metro]);
    if (kind === 'marina' && !city.waterfront) continue;
    const street = kind === 'marina' && city.waterfront ? pick(r, city.waterfront) : pick(r, city.streets);
    let number = houseNumber(r, city, kind);
    const twin = props.length > 50 && chance(r, 0.03) ? props.find((q) => q.city.name !== city.name && city.streets.includes(q.street)) : undefined;
    if (twin && !twin.number.includes('-')) number = twin.number;
    const line = `${number} ${street}`;
    const key = `${line}|${city.name}`.toLowerCase();
    if (addrSeen.has(key)) continue;
    const { name, aliases } = naming(r, kind, line, street);
    const nameKey = name.toLowerCase();
    if (names.has(nameKey) || aliases.some((a) => names.has(a.toLowerCase()))) continue;
    addrSeen.add(key);
    names.add(nameKey);
    for (const a of aliases) names.add(a.toLowerCase());
    codes[city.metro] = (codes[city.metro] ?? 100) + int(r, 1, 3);
    const code = `${city.metro}-${codes[city.metro]}`;
    const x = r();
    props.push({
      id: newPropId(), kind, name, aliases: chance(r, 0.35) ? [...aliases, code] : aliases, code, number, street, city,
      zip: pick(r, city.zips),
      dirAddress: x < 0.01 ? null : x < 0.16 ? `${number} ${streetVariant(r, street)}` : line,
      dirCity: chance(r, 0.03) ? null : city.alt[0] === 'Queens' && chance(r, 0.25) ? 'Queens' : city.name,
      dirState: chance(r, 0.02) ? null : city.state,
      dirZip: null,
      units: [],
    });
    const last = props[props.length - 1] as PropRec;
    last.dirZip = chance(r, 0.05) ? null : last.zip;
  }
  // Unit counts: drawn per type, then nudged within each type's range to total exactly.
  const counts = props.map((p) => int(r, UNIT_RANGE[p.kind][0], UNIT_RANGE[p.kind][1]));
  let sum = counts.reduce((s, n) => s + n, 0);
  const order = shuffle(r, props.map((_, i) => i));
  for (let pass = 0; sum !== unitTotal && pass < 200; pass++) {
    for (const i of order) {
      if (sum === unitTotal) break;
      const p = props[i] as PropRec;
      const [lo, hi] = UNIT_RANGE[p.kind];
      const c = counts[i] as number;
      if (sum > unitTotal && c > lo) { counts[i] = c - 1; sum--; }
      else if (sum < unitTotal && c < hi) { counts[i] = c + 1; sum++; }
    }
  }
  props.forEach((p, i) => {
    const specs = makeUnits(r, p.kind, counts[i] as number);
    p.units = specs.map((spec, k) => ({ id: newUnitId(), propertyId: p.id, spec, address: unitAddress(r, p, spec, k, addrSeen) }));
  });
  return props;
}
