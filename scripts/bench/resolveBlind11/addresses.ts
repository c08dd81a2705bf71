/*
 * Street addresses: a parsed street, a canonical line for the directory, and the many ways a
 * bill prints the same place (abbreviations, spelt directions, Oahu dashes, 1/2 numbers,
 * Keys mile markers, ZIP+4, upper case, the odd typo).
 */
import { type City, STATE_NAMES } from './geo';
import { type Rng } from './prng';
import { ocrDigits, typo } from './noise';

export interface Street {
  pre: string | null;
  name: string;
  type: string | null;
  post: string | null;
}

export interface Address {
  house: string;
  street: Street;
  city: City;
  zip: string;
  zip4: string;
  /** Overseas Hwy mile marker in tenths when the house number encodes one. */
  mileTenths: number | null;
}

const DIRS = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW']);
const TYPES = new Set(['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Way', 'Ln', 'Ct', 'Pl', 'Ter', 'Cir', 'Hwy', 'Pkwy', 'Expy', 'Trl']);

export function parseStreet(text: string): Street {
  const words = text.split(' ');
  let pre: string | null = null;
  let post: string | null = null;
  let type: string | null = null;
  if (words.length > 1 && DIRS.has(words[0] as string)) pre = words.shift() as string;
  if (words.length > 1 && DIRS.has(words[words.length - 1] as string)) post = words.pop() as string;
  if (words.length > 1 && TYPES.has(words[words.length - 1] as string)) type = words.pop() as string;
  return { pre, name: words.join(' '), type, post };
}

export function streetText(s: Street): string {
  return [s.pre, s.name, s.type, s.post].filter((w): w is string => w !== null).join(' ');
}

export function sameStreet(a: Street, b: Street): boolean {
  return streetText(a) === streetText(b);
}

export function addressLine(a: Address): string {
  return `${a.house} ${streetText(a.street)}`;
}

export function cityLine(a: Address, zip4 = false): string {
  return `${a.city.name}, ${a.city.state} ${a.zip}${zip4 ? '-' + a.zip4 : ''}`;
}

const TYPE_FORMS: Readonly<Record<string, readonly string[]>> = {
  St: ['St', 'St.', 'Street', 'Str'],
  Ave: ['Ave', 'Ave.', 'Av', 'Avenue'],
  Blvd: ['Blvd', 'Blvd.', 'Boulevard', 'Bl'],
  Rd: ['Rd', 'Rd.', 'Road'],
  Dr: ['Dr', 'Dr.', 'Drive'],
  Way: ['Way', 'Wy'],
  Ln: ['Ln', 'Lane'],
  Ct: ['Ct', 'Court', 'Crt'],
  Pl: ['Pl', 'Place'],
  Ter: ['Ter', 'Terr', 'Terrace'],
  Cir: ['Cir', 'Circle'],
  Hwy: ['Hwy', 'Highway', 'Hwy.'],
  Pkwy: ['Pkwy', 'Parkway', 'Pky'],
  Expy: ['Expy', 'Expressway'],
  Trl: ['Trl', 'Trail'],
};

const DIR_FORMS: Readonly<Record<string, readonly string[]>> = {
  N: ['N', 'N.', 'North'],
  S: ['S', 'S.', 'South'],
  E: ['E', 'E.', 'East'],
  W: ['W', 'W.', 'West'],
  NE: ['NE', 'N.E.', 'Northeast', 'N E'],
  NW: ['NW', 'N.W.', 'Northwest'],
  SE: ['SE', 'S.E.', 'Southeast'],
  SW: ['SW', 'S.W.', 'Southwest'],
};

const ORDINAL_WORDS: Readonly<Record<string, string>> = {
  '1st': 'First', '2nd': 'Second', '3rd': 'Third', '4th': 'Fourth', '5th': 'Fifth', '6th': 'Sixth', '7th': 'Seventh', '8th': 'Eighth', '9th': 'Ninth', '10th': 'Tenth',
};

const SPANISH_FORMS: readonly (readonly [string, readonly string[]])[] = [
  ['Avenida ', ['Avenida ', 'Avda ', 'Av. ']],
  ['Camino ', ['Camino ', 'Cam ', 'Camino ']],
  ['El Camino Real', ['El Camino Real', 'El Camino Real', 'El Camino', 'E Camino Real']],
];

export interface PrintStyle {
  /** 0 = as in the directory, 1 = every liberty taken. */
  noise: number;
  upper: boolean;
  typos: boolean;
}

function variantName(rng: Rng, name: string, style: PrintStyle): string {
  let out = name;
  const ordinal = /^(\d+)(st|nd|rd|th)$/.exec(out);
  if (ordinal) {
    const word = ORDINAL_WORDS[out];
    if (word && rng.chance(0.25 * style.noise + 0.03)) out = word;
    else if (rng.chance(0.12 * style.noise)) out = ordinal[1] as string;
  }
  for (const [from, forms] of SPANISH_FORMS) {
    if (out.startsWith(from) && rng.chance(0.4 * style.noise)) out = rng.pick(forms) + out.slice(from.length);
  }
  if (out.startsWith('Martin Luther King Jr') && rng.chance(0.5 * style.noise)) {
    out = out.replace('Martin Luther King Jr', rng.pick(['MLK', 'Martin Luther King', 'M L King Jr', 'MLK Jr']));
  }
  if (out.startsWith('Dr Martin Luther King Jr') && rng.chance(0.5 * style.noise)) out = out.replace('Dr Martin Luther King Jr', 'MLK');
  if (style.typos && out.length > 4 && !/^\d/.test(out) && rng.chance(0.35)) out = typo(rng, out);
  return out;
}

function variantHouse(rng: Rng, a: Address, style: PrintStyle): string {
  let house = a.house;
  if (a.mileTenths !== null && rng.chance(0.2 + 0.3 * style.noise)) {
    const mm = (a.mileTenths / 10).toFixed(1);
    return rng.pick([`MM ${mm}`, `Mile Marker ${mm}`, `MM${mm}`]);
  }
  if (house.includes('-') && /^\d\d-\d+$/.test(house) && rng.chance(0.35 * style.noise)) {
    house = house.replace('-', rng.pick(['', ' ', '-']));
  }
  if (house.includes(' 1/2') && rng.chance(0.5 * style.noise)) {
    house = house.replace(' 1/2', rng.pick(['1/2', ' ½', '½', '-1/2', ' 1/2']));
  }
  if (style.typos && rng.chance(0.15)) house = ocrDigits(rng, house);
  return house;
}

/** The street line as some bill prints it. */
export function printStreet(rng: Rng, a: Address, style: PrintStyle): string {
  const s = a.street;
  const parts: string[] = [];
  const house = variantHouse(rng, a, style);
  parts.push(house);
  const dropPre = s.pre !== null && rng.chance(0.04 * style.noise);
  if (s.pre && !dropPre) parts.push(rng.chance(0.35 * style.noise) ? rng.pick(DIR_FORMS[s.pre] ?? [s.pre]) : s.pre);
  parts.push(variantName(rng, s.name, style));
  if (s.type && !rng.chance(0.05 * style.noise)) parts.push(rng.chance(0.5 * style.noise) ? rng.pick(TYPE_FORMS[s.type] ?? [s.type]) : s.type);
  if (s.post) parts.push(rng.chance(0.3 * style.noise) ? rng.pick(DIR_FORMS[s.post] ?? [s.post]) : s.post);
  const line = parts.join(' ');
  return style.upper ? line.toUpperCase() : line;
}

const CITY_FORMS: Readonly<Record<string, readonly string[]>> = {
  'St. Petersburg': ['St Petersburg', 'Saint Petersburg', 'St. Pete'],
  'Los Angeles': ['Los Angeles', 'LA', 'Los Angles'],
  'San Francisco': ['San Francisco', 'SF', 'San Fran'],
  'Miami Beach': ['Miami Bch', 'Miami Beach'],
  'Fort Lauderdale': ['Ft Lauderdale', 'Ft. Lauderdale'],
  'Pearl City': ['Pearl City', 'Pearl Cty'],
};

/** "Seattle, WA 98105" in one of its printed forms; '' when the bill leaves it out. */
export function printCity(rng: Rng, a: Address, style: PrintStyle): string {
  if (rng.chance(0.08 * style.noise)) return '';
  let city = a.city.name;
  const forms = CITY_FORMS[city];
  if (forms && rng.chance(0.3 * style.noise)) city = rng.pick(forms);
  const state = rng.chance(0.06 * style.noise) ? (STATE_NAMES[a.city.state] ?? a.city.state) : a.city.state;
  const zip = rng.chance(0.35) ? `${a.zip}-${a.zip4}` : rng.chance(0.06 * style.noise) ? '' : a.zip;
  const comma = rng.chance(0.75) ? ',' : '';
  const line = `${city}${comma} ${state} ${zip}`.trim();
  return style.upper ? line.toUpperCase() : line;
}

export function fullAddress(a: Address): string {
  return `${addressLine(a)}, ${cityLine(a)}`;
}
