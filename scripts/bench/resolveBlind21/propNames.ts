/** Property names, aliases and codes: unique across the directory by construction. */
import type { PropType } from './geo';
import { nameKey } from './normalize';
import type { Rng } from './prng';

const FIRST = ['Casa', 'Vista', 'Sierra', 'Rancho', 'Mesa', 'Palm', 'Oak', 'Cedar', 'Sunset', 'Harbor', 'Canyon', 'Mission', 'Pacific',
  'Coral', 'Desert', 'Sage', 'Willow', 'Laurel', 'Monarch', 'Juniper', 'Aspen', 'Granite', 'Silver', 'Golden', 'Olive', 'Citrus', 'Magnolia',
  'Jacaranda', 'Bougainvillea', 'Cypress', 'Alder', 'Sycamore', 'Manzanita', 'Tahoe', 'Summit', 'Ridge', 'Hillside', 'Bayview', 'Seabreeze', 'Meadow'];
const SECOND = ['Bella', 'del Mar', 'Verde', 'Pointe', 'Grove', 'Terrace', 'Gardens', 'Springs', 'Crossing', 'Heights', 'Park', 'Creek', 'Village',
  'Landing', 'Court', 'Shores', 'Hills', 'Commons', 'Square', 'Place', 'Ranch', 'Oaks', 'Palms', 'Knolls', 'Trails', 'Station', 'Row', 'Walk'];
const TYPE_WORDS: Readonly<Record<PropType, readonly string[]>> = {
  sfrHoa: [''], sfrAdu: [''], fourplex: ['Fourplex', '4-Plex'], bungalowCourt: ['Bungalow Court', 'Court', 'Bungalows'],
  smallApt: ['Apartments', 'Flats', 'Residences'], garden: ['Apartments', 'Apartment Homes', 'Residences'],
  mhp: ['Mobile Home Park', 'Mobile Estates', 'MHP', 'Manufactured Home Community'], student: ['Student Living', 'Commons', 'Student Housing'],
  senior: ['Senior Living', 'Senior Apartments', 'Retirement Community'], storage: ['Self Storage', 'Mini Storage', 'Storage Center'],
  mixedUse: ['Lofts', 'Mixed-Use', 'Shops and Lofts'], stripRetail: ['Plaza', 'Marketplace', 'Shopping Center', 'Retail Center'],
  farmworker: ['Farm Labor Housing', 'Farmworker Housing', 'Ag Housing'],
};
const SHORT: Readonly<Record<string, string>> = { Apartments: 'Apts', 'Mobile Home Park': 'MHP', 'Senior Living': 'SL', 'Self Storage': 'Storage', 'Shopping Center': 'SC' };

export class NameRegistry {
  private readonly taken = new Set<string>();
  tryTake(text: string): boolean {
    const k = nameKey(text);
    if (!k || this.taken.has(k)) return false;
    this.taken.add(k);
    return true;
  }
}

/** A name for a property of this type; address-named for houses and small plexes. */
export function propertyName(rng: Rng, reg: NameRegistry, type: PropType, streetLine: string | null, city: string, place: string | null): { name: string; aliases: string[] } {
  const aliases: string[] = [];
  const word = rng.pick(TYPE_WORDS[type]);
  let name = '';
  if ((type === 'sfrHoa' || type === 'sfrAdu' || (type === 'fourplex' && rng.chance(0.6))) && streetLine) {
    name = `${streetLine} - ${city}`;
    if (!reg.tryTake(name)) name = '';
  }
  for (let i = 0; !name && i < 40; i++) {
    const base = i < 25 ? `${rng.pick(FIRST)} ${rng.pick(SECOND)}` : `${place ?? city} ${rng.pick(SECOND)}`;
    const cand = word ? `${base} ${word}` : base;
    if (reg.tryTake(cand)) {
      name = cand;
      const shortWord = SHORT[word];
      if (shortWord && rng.chance(0.5) && reg.tryTake(`${base} ${shortWord}`)) aliases.push(`${base} ${shortWord}`);
      else if (rng.chance(0.35) && reg.tryTake(base)) aliases.push(base);
    }
  }
  if (!name) {
    name = `${city} ${word || 'Residence'} ${rng.int(100, 999)}`;
    if (!reg.tryTake(name)) throw new Error(`no unique name for a ${type} in ${city}`);
  }
  if (rng.chance(0.08)) {
    const former = `${rng.pick(FIRST)} ${rng.pick(SECOND)} ${word || 'Homes'}`.trim();
    if (reg.tryTake(former)) aliases.push(former);
  }
  return { name, aliases };
}
