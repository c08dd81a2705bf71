/**
 * Community names: a place ("Pecan Hollow", "Las Brisas", "Maison Esplanade") set in the frame
 * its kind uses ("The Reserve at Pecan Hollow", "Pecan Hollow Senior Living"). Every place is used
 * once in the portfolio, so no two communities share one.
 */
import type { PropertyKind } from './model';
import type { Rng } from './rng';

const FLORA = [
  'Cypress', 'Pecan', 'Magnolia', 'Live Oak', 'Mesquite', 'Bluebonnet', 'Cedar', 'Willow', 'Sycamore', 'Hickory', 'Dogwood', 'Azalea', 'Camellia', 'Jasmine', 'Oleander', 'Palmetto', 'Longleaf', 'Loblolly',
  'Sweetgum', 'Redbud', 'Crepe Myrtle', 'Tupelo', 'Catalpa', 'Persimmon', 'Muscadine', 'Sweetbay', 'Laurel', 'Holly', 'Juniper', 'Primrose', 'Lantana', 'Agave', 'Yucca', 'Ocotillo', 'Palo Verde', 'Huisache',
  'Anacua', 'Ebony', 'Sabal', 'Bougainvillea', 'Hibiscus', 'Gardenia', 'Wisteria', 'Honeysuckle', 'Sassafras', 'Post Oak', 'Water Oak', 'Pin Oak', 'Red Oak', 'Elm', 'Chestnut', 'Mulberry', 'Peach', 'Fig',
  'Olive', 'Sage', 'Rosemary', 'Lavender', 'Clover', 'Firewheel', 'Cottonwood', 'Bois d\'Arc', 'Chinquapin', 'Buckeye', 'Tallow', 'Cane', 'Indigo', 'Goldenrod',
];
const LANDFORMS = [
  'Creek', 'Hollow', 'Bend', 'Ridge', 'Springs', 'Trails', 'Bluff', 'Grove', 'Landing', 'Crossing', 'Meadows', 'Park', 'Pointe', 'Hills', 'Glen', 'Bayou', 'Lake', 'Shores', 'Terrace', 'Heights', 'Vista',
  'Commons', 'Station', 'Farms', 'Ranch', 'Prairie', 'Pines', 'Woods', 'Oaks', 'Village', 'Row', 'Chase', 'Green', 'Harbor', 'Cove', 'Falls', 'Brook', 'Knoll', 'Mill', 'Estates', 'Court', 'Square',
];
const SPANISH = [
  'Las Palmas', 'Los Arboles', 'La Joya', 'El Mirador', 'Casa Verde', 'Villa Encanto', 'Los Robles', 'La Cantera', 'Las Brisas', 'El Dorado', 'Casa Blanca', 'La Paloma', 'Los Pinos', 'Vista del Rio',
  'Las Lomas', 'La Estancia', 'Sierra Vista', 'Los Nogales', 'Villa del Sol', 'Casa Linda', 'El Paseo', 'La Hacienda', 'Los Jardines', 'Las Fuentes', 'Rancho Viejo', 'Mision San Jose', 'La Quinta',
];
const CREOLE = ['Maison', 'Belle', 'Chateau', 'Le Petit', 'Bon Temps', 'Beau'];
const CREOLE_TAIL = ['Esplanade', 'Marigny', 'Bywater', 'Lafitte', 'Gentilly', 'Carrollton', 'Faubourg', 'Treme', 'Ursulines', 'Bienville', 'Iberville', 'Tchoupitoulas', 'Dryades', 'Delachaise', 'Toulouse'];

export class PlaceNames {
  private readonly used = new Set<string>();

  constructor(private readonly rng: Rng) {}

  /** A place no community has taken yet, flavoured by the metro. */
  next(metroCode: string): string {
    for (let attempt = 0; attempt < 200; attempt++) {
      const roll = this.rng.float();
      let place: string;
      if ((metroCode === 'SAT' || metroCode === 'ELP' || metroCode === 'RGV') && roll < 0.35) place = this.rng.pick(SPANISH) + (this.rng.chance(0.5) ? '' : ` ${this.rng.pick(['Norte', 'Sur', 'Este', 'Oeste', 'Grande', 'Real'])}`);
      else if ((metroCode === 'NOL' || metroCode === 'BRG') && roll < 0.3) place = `${this.rng.pick(CREOLE)} ${this.rng.pick(CREOLE_TAIL)}`;
      else place = `${this.rng.pick(FLORA)} ${this.rng.pick(LANDFORMS)}`;
      const key = place.toLowerCase();
      if (!this.used.has(key)) {
        this.used.add(key);
        return place;
      }
    }
    throw new Error('ran out of place names');
  }
}

const FRAMES: Readonly<Partial<Record<PropertyKind, readonly string[]>>> = {
  garden: ['{P} Apartments', 'The Reserve at {P}', 'The Retreat at {P}', '{P} Flats', 'The Villas at {P}', '{P} Apartment Homes', 'The Residences at {P}', 'The Landing at {P}', '{P} Townhomes', '{P}'],
  student: ['The {P} Lofts', '{P} Student Living', 'The Quarters at {P}', 'Campus Crossing at {P}', 'Scholars Row at {P}', 'The Commons at {P}'],
  senior: ['{P} Senior Living', '{P} Retirement Community', 'The Gardens at {P}', '{P} Senior Apartments', 'Legacy at {P}'],
  btr: ['{P} Homes', '{P} Cottages', 'The Village at {P}', '{P} Rental Homes', 'Bungalows at {P}'],
  retail: ['{P} Plaza', 'Shoppes at {P}', '{P} Shopping Center', '{P} Marketplace', '{P} Village Center'],
  storage: ['{P} Self Storage', '{P} Storage Center', 'Stor-It {P}', '{P} Mini Storage'],
};

/** The community's name around its place. */
export function frameName(kind: PropertyKind, place: string, rng: Rng): string {
  const frames = FRAMES[kind] ?? ['{P}'];
  return rng.pick(frames).replace('{P}', place);
}

const BOTANICAL = [
  'Prairie Clover', 'Sotol', 'Agarita', 'Lantana', 'Firewheel', 'Muhly Grass', 'Turks Cap', 'Coneflower', 'Salvia', 'Blue Sage', 'Yaupon', 'Possumhaw', 'Beautyberry', 'Coralbean', 'Frogfruit', 'Horsemint',
  'Winecup', 'Gayfeather', 'Switchgrass', 'Bluestem', 'Sideoats', 'Goldeneye', 'Skeleton Leaf', 'Blackfoot Daisy', 'Mistflower', 'Spiderwort', 'Foxglove', 'Trumpet Vine', 'Passionflower', 'Buttonbush',
  'Sweet Olive', 'Tea Olive', 'Pawpaw', 'Spicebush', 'Bottlebrush', 'Sumac', 'Smoke Tree', 'Mountain Laurel', 'Desert Willow', 'Retama', 'Cenizo', 'Esperanza', 'Plumbago', 'Bee Balm', 'Partridge Pea',
];
const HOME_TYPES = ['Ln', 'Dr', 'Way', 'Ct', 'Trl', 'Cv', 'Pass', 'Path', 'Bnd', 'Holw', 'Trce', 'Loop', 'Run', 'Pl'];

/** A street inside a build-to-rent community ("Prairie Clover Ln"). */
export function homeStreetSpec(rng: Rng): string {
  return `${rng.pick(BOTANICAL)} ${rng.pick(HOME_TYPES)}`;
}
