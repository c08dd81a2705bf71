import { findUnit, HALF_TAIL, unitKey } from './units';
import { printedPieces } from './printedAddresses';
import { HIGHWAY_BEFORE, roadsNamedOneWay } from './roads';
import { ordinal, simplify, typoDistance } from './text';

/*
 * A street address in one normal form, so that "3374 N. Cedar Lane, Apt 204, Austin TX
 * 78701-1234" and "3374 North Cedar Ln #204" compare equal: USPS street-type and direction
 * abbreviations, the unit taken out (a field of its own), ZIP+4 cut to its five digits.
 */

const STREET_TYPES: Record<string, string> = {
  street: 'st', str: 'st', avenue: 'ave', av: 'ave', avn: 'ave', lane: 'ln', road: 'rd', drive: 'dr', drv: 'dr', boulevard: 'blvd', boul: 'blvd',
  court: 'ct', crt: 'ct', place: 'pl', parkway: 'pkwy', pkway: 'pkwy', highway: 'hwy', hiway: 'hwy', circle: 'cir', circ: 'cir', terrace: 'ter',
  terr: 'ter', trail: 'trl', square: 'sq', center: 'ctr', centre: 'ctr', plaza: 'plz', way: 'way', wy: 'way', alley: 'aly', crossing: 'xing',
  expressway: 'expy', freeway: 'fwy', heights: 'hts', point: 'pt', run: 'run', loop: 'loop', pike: 'pike', path: 'path', row: 'row', walk: 'walk',
  cove: 'cv', creek: 'crk', ridge: 'rdg', hollow: 'holw', landing: 'lndg', meadows: 'mdws', commons: 'cmns', turnpike: 'tpke', route: 'rte',
  // USPS's other accepted spellings, as clerks type them.
  aven: 'ave', avenu: 'ave', avnue: 'ave', strt: 'st', driv: 'dr', crcl: 'cir', crcle: 'cir', circl: 'cir', pky: 'pkwy', parkwy: 'pkwy', pkwys: 'pkwy',
  boulv: 'blvd', blv: 'blvd', bl: 'blvd', lanes: 'ln', trails: 'trl', trls: 'trl', crescent: 'cres', crsnt: 'cres', courts: 'cts',
};
const TYPES = new Set(Object.values(STREET_TYPES));

const DIRECTIONS: Record<string, string> = {
  north: 'n', south: 's', east: 'e', west: 'w', northeast: 'ne', northwest: 'nw', southeast: 'se', southwest: 'sw', 'north east': 'ne', 'north west': 'nw', 'south east': 'se', 'south west': 'sw',
  // "N.W." once its points are gone.
  'n e': 'ne', 'n w': 'nw', 's e': 'se', 's w': 'sw',
};
export const DIRECTION_SET = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);

const ORDINALS: Record<string, string> = {
  first: '1st', second: '2nd', third: '3rd', fourth: '4th', fifth: '5th', sixth: '6th', seventh: '7th', eighth: '8th', ninth: '9th', tenth: '10th',
  eleventh: '11th', twelfth: '12th', thirteenth: '13th', fourteenth: '14th', fifteenth: '15th', sixteenth: '16th', seventeenth: '17th', eighteenth: '18th', nineteenth: '19th', twentieth: '20th',
};
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ROUND_ORDINALS = ['twentieth', 'thirtieth', 'fortieth', 'fiftieth', 'sixtieth', 'seventieth', 'eightieth', 'ninetieth'];
const DIGIT_ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
/** Ordinals past the twentieth spelt out, as simplify leaves them: "Twenty-Ninth" ("twenty ninth") is 29th, "Seventieth" 70th. */
const SPELLED_ORDINAL = new RegExp(`\\b(?:(${TENS.join('|')}) (${DIGIT_ORDINALS.join('|')})|(${ROUND_ORDINALS.join('|')}))\\b`, 'g');
const spelledOrdinal = (_: string, tens: string | undefined, digit: string | undefined, round: string | undefined): string =>
  ordinal(String(tens ? 10 * (TENS.indexOf(tens) + 2) + DIGIT_ORDINALS.indexOf(digit!) + 1 : 10 * (ROUND_ORDINALS.indexOf(round!) + 2)));
/** A number in a street's name spelt out or not: "E Ten Mile Rd" is "E 10 Mile Rd". */
const CARDINALS: Record<string, string> = {
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
  eleven: '11', twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15', sixteen: '16', seventeen: '17', eighteen: '18', nineteen: '19', twenty: '20',
};
/** Words of a street's name written long or short: "Mount Vernon" is "Mt Vernon", "Saint Charles" "St Charles", "Cam Ruiz" "Camino Ruiz". */
const NAME_WORDS: Record<string, string> = { mount: 'mt', saint: 'st', fort: 'ft', avenue: 'ave', av: 'ave', avenida: 'ave', avda: 'ave', cam: 'camino' };
/** Long street types a clerk or a scanner misspells by a letter ("Boulevord", "Aveune", "STRCET"). */
const SPELLED_TYPES = Object.keys(STREET_TYPES).filter((word) => word.length >= 6);

/** A word after a street's name as a type: an abbreviation, a spelling USPS accepts, or a long type one slip off. */
function streetType(word: string): string | undefined {
  const known = STREET_TYPES[word] ?? scannedType(word);
  if (known || word.length < 6) return known;
  // A short type only with a letter wrong or two swapped: "Terrac" cut short may be a name ("310 Westwood Terrace").
  const near = SPELLED_TYPES.find((type) => (type.length >= 8 ? typoDistance(word, type) <= 2 : type.length === word.length && typoDistance(word, type) === 1));
  return near && STREET_TYPES[near];
}
/** A type as a scan misreads it: 5, 1 and 0 for s, l and o ("Pine 5t.", "Academy P1"), c for a last e ("Hill Avc", "Drivc"). */
function scannedType(word: string): string | undefined {
  const letters = /\d/.test(word) && /[a-z]/.test(word) ? word.replace(/5/g, 's').replace(/1/g, 'l').replace(/0/g, 'o') : undefined;
  const lastE = word.endsWith('c') ? `${word.slice(0, -1)}e` : undefined;
  const typeOf = (text: string | undefined) => (text === undefined ? undefined : (STREET_TYPES[text] ?? (TYPES.has(text) ? text : undefined)));
  return typeOf(letters) ?? typeOf(lastE);
}
/** Whether a word is this street type printed with one slip ("Ae", "BVD", "Blvvd", "Aveue", "Sttreet", "T" for "St"): checked only against the type of a street at the same house number. */
export function slippedType(word: string, type: string): boolean {
  return [type, ...(SPELLINGS_OF_TYPE.get(type) ?? [])].some((form) => typoDistance(word, form) <= 1);
}
/** Each type's spellings ("blvd": boulevard, boul, boulv, blv, bl), gathered once rather than for every street compared. */
const SPELLINGS_OF_TYPE = Object.entries(STREET_TYPES).reduce((spellings, [long, type]) => spellings.set(type, [...(spellings.get(type) ?? []), long]), new Map<string, string[]>());

/** A street's type in normal form ("blvd" of "3685 marina blvd"), or null when it has none. */
export const streetTypeOf = (address: ParsedAddress) => address.street.split(' ').slice(1).findLast((word) => TYPES.has(word)) ?? null;

/** Words a street's name may carry or drop: "Martin Luther King Jr Blvd". */
const DROPPED = new Set(['jr', 'junior']);
export interface ParsedAddress {
  /** House number: "3374", "12b", a range "6208-6210". */
  house: string;
  /** Number, directions, name and type in normal form: "3374 n cedar ln". */
  street: string;
  /** The street's name alone, without number, directions or type: "cedar" (what a typo is measured on). */
  name: string;
  /** The unit in normal form ("1104"), and as printed ("Bldg 1 Apt 104"). */
  unit: string | null;
  unitText: string | null;
  zip: string | null;
  /** The words after the house number as printed, in normal form, when no street type followed the name: the city may follow ("493 Rockwood Greenwood"). */
  untyped: string[] | null;
}

/**
 * A house number (or range), then the street's first word or its ordinal ("77 1st Ave"). A half
 * number ("2174 1/2 Redmond Way", "5992-1/2 Walnut St") is the home built behind or beside number
 * 2174, an address of its own.
 */
const TYPE_WORDS = [...Object.keys(STREET_TYPES), ...new Set(Object.values(STREET_TYPES))].join('|');
const HOUSE_LINE = new RegExp(`^\\s*(\\d{1,6}[a-z]?|[nsew]\\d{3,6})(?:\\s*-?\\s*(1\\/2|½))?(?:\\s*-\\s*(\\d{1,5}))?\\s+(?=[a-z]|\\d+(?:st|nd|rd|th)\\b|\\d{1,4}\\s+(?:${TYPE_WORDS})\\b)`, 'i');
/** A unit set apart at the end of a street line: after a wide gap or a dash, a short name with a digit. */
const APART_TAIL = /(?:\s{2,}|\s-\s)(#?\s*(?=[a-z0-9-]*\d)[a-z0-9][a-z0-9-]{0,7})\s*$/i;
/** A flat by its floor and side after the street's type: "732 W Girard Ave 1 Rear", "1654 Portland Ave. 3 West"; never a numbered road's ("State Highway 6 South"). */
const FLAT_TAIL = /(?<!\b(?:hwy|highway|route|rte|us|sr|fm|rm|cr|loop|spur|interstate|i)\.?)\s(\d{1,2}\s*(?:front|rear|back|north|south|east|west))\s*$/i;
/** A unit by its building and door after the street's type or side: "11894 Trenton Rd 2-104", "US Highway 377 South 102-C", "639 Route 22 East 2-2C". */
const CODE_TAIL = /\s(\d{1,2}-\d{2,4}[a-z]?|\d{1,2}-\d[a-z]|\d{2,4}-[a-z])\s*$/i;
/**
 * A double's floor, or a rear house, after a street printed without its type: "297 Breckenridge
 * Down", "1520 Lyell Upper", "1508 Cedar Lower Flat", "6 Berg Front House". Bare "Front" or "Main"
 * may end a street's name; these words do not.
 */
const UNTYPED_HALF = /\s((?:upper|uppr|upr|upstairs|up|lower|lowr|lwr|downstairs|down|dn|rear)(?:\s+(?:unit|apt|flat|level|house))?|(?:front|back)\s+(?:house|unit|apt|flat))\s*$/i;
const LONE_DIRECTION = /^\s*(?:[nsew]|[ns][ew]|[ns]\.[ew]\.|north|south|east|west|north\s*east|north\s*west|south\s*east|south\s*west)\s*$/i;
const BUILDING_TAIL = /\s+((?:bldg|building)\.?\s*[a-z0-9]{1,3})\s*$/i;
/** A piece that is a unit's name alone ("5C", "3", "#12"): never a ZIP, which has more digits. */
const BARE_UNIT = /^(?:#?\d{1,3}[a-z]?|[a-z]\d{1,3}|\d{1,2}-\d{2,4}[a-z]?|\d{1,2}-\d[a-z])$/i;
const PO_BOX = /\b(?:p\s*\.?\s*o\s*\.?\s*box|post\s+office\s+box|pob)\b/i;
const ZIP = /\b(\d{5})(?:\s*-\s*\d{4})?[\s.]*$/;

/**
 * After a hyphen, a range's end ("6208-6210": as long as its start, and past it; "1885-95" with
 * the start's leading digits left off, after a house number of four or more; "922-4" by its last
 * digit) or the second half of one number: Queens's "108-15" and Hawaii's "98-208", which bills
 * also print "10815".
 */
function hyphenated(first: string, second: string): string {
  const start = Number.parseInt(first, 10);
  if (second.length === first.length && Number(second) > start) return `-${second}`;
  const end = `${first.slice(0, first.length - second.length)}${second}`;
  const shortened = /^\d{4,}$/.test(first) && second.length < first.length && Number(end) > start && Number(end) - start <= 100;
  if (shortened) return `-${end}`;
  // A pair of doors printed by the last digit alone: "922-4" is 922-924, "929-1" 929-931 (on one side of the street, so an even step).
  const last = /^\d{2,}$/.test(first) && /^\d$/.test(second) ? Number(`${first.slice(0, -1)}${second}`) : NaN;
  const next = last > start ? last : last + 10;
  return next - start <= 10 && (next - start) % 2 === 0 ? `-${next}` : second;
}

/** Whether an address ends any of its lines with a ZIP. */
export const hasZip = (text: string) => text.split(/\n|,|;/).some((piece) => ZIP.test(piece.trim()));

/**
 * "North East" is written as one direction. The street's first word is its name even when it
 * reads as a type ("Center Ave", "Ridge Rd"): only the words after it are types.
 */
function normaliseWords(words: string[]): string[] {
  const out: string[] = [];
  let named = false;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const pair = `${word} ${words[i + 1] ?? ''}`;
    if (DIRECTIONS[pair]) {
      out.push(DIRECTIONS[pair]);
      i += 1;
      continue;
    }
    const direction = DIRECTIONS[word] ?? (DIRECTION_SET.has(word) ? word : undefined);
    // A direction after the name is a suffix ("Main St NW"); before it, a prefix; alone, the name.
    if (direction && (named || words.length - i > 1)) out.push(direction);
    else {
      // The last word is a type even first: "North Street" is a street named North.
      out.push(named || i === words.length - 1 ? (streetType(word) ?? NAME_WORDS[word] ?? word) : nameWord(word, words[i + 1]!));
      named = true;
    }
  }
  return out;
}

/** A street name's first word, written one way; a bare number before a type is an ordinal ("45 Ave"). */
function nameWord(word: string, next: string): string {
  const spelled = ORDINALS[word] ?? CARDINALS[word] ?? NAME_WORDS[word];
  if (spelled) return spelled;
  return /^\d+$/.test(word) && (TYPES.has(next) || streetType(next) !== undefined) ? ordinal(word) : word;
}

const firstName = (words: string[]) => Math.max(0, words.findIndex((word) => !DIRECTION_SET.has(word)));

/** The street ends at its type (and a direction after it); what follows on the line is the city. */
function untilCity(words: string[]): string[] {
  // A grid street ("N 8500 E", "W 400 S": Utah's) is whole at its second direction; the city follows.
  if (words.length > 3 && DIRECTION_SET.has(words[0]!) && /^\d{1,5}$/.test(words[1]!) && DIRECTION_SET.has(words[2]!)) return words.slice(0, 3);
  const nameAt = firstName(words);
  const type = words.findIndex((word, i) => i > nameAt && TYPES.has(word));
  if (type < 0) return words;
  return words.slice(0, DIRECTION_SET.has(words[type + 1] ?? '') ? type + 2 : type + 1);
}

/** A numbered highway's side printed after it ("I 10 E", "US Hwy 281 N") as before it ("E Interstate 10"). */
function sideFirst(words: string[]): string[] {
  const [road, side] = words;
  return words.length === 2 && /^(?:hwy|i)\d/.test(road!) && DIRECTION_SET.has(side!) ? [side!, road!] : words;
}

/**
 * The street address a text names, or null for none (a PO box is a remit-to, never a site).
 * The text may hold the whole block: street, unit on its own line, city, state and ZIP.
 */
export function parseAddress(text: string): ParsedAddress | null {
  if (PO_BOX.test(text)) return null;
  const pieces = printedPieces(text);
  const streetAt = pieces.findIndex((piece) => HOUSE_LINE.test(piece));
  if (streetAt < 0) return null;
  // Washington's quadrant printed after a comma ("3201 Girard St., NE", "3347 Maryland Ave, Southwest") is the street's own.
  const quadrant = LONE_DIRECTION.test(pieces[streetAt + 1] ?? '') ? ` ${pieces[streetAt + 1]!}` : '';
  let streetText = `${pieces[streetAt]!}${quadrant}`;
  let zip: string | null = null;
  // A one-line address ("3374 Cedar Ln Apt 4 Austin TX 78701"): the ZIP ends it, the city follows the street type.
  const streetZip = ZIP.exec(streetText);
  if (streetZip && streetZip.index > 0) {
    zip = streetZip[1]!;
    streetText = streetText.slice(0, streetZip.index);
  }
  let unitText: string | null = null;
  const inStreet = findUnit(streetText, true);
  // Only a unit after the street's name: "1835 #3 Valencia St" has none left to cut it from; "N IH 35W" numbers a highway, not a unit.
  if (inStreet && inStreet.index > 0 && HOUSE_LINE.test(streetText.slice(0, inStreet.index)) && !(HIGHWAY_BEFORE.test(streetText.slice(0, inStreet.index)) && /^\d/.test(inStreet.text))) {
    unitText = inStreet.text;
    streetText = streetText.slice(0, inStreet.index);
  }
  // A unit set apart after the street by a wide gap or a dash: "2316 Mayfield Rd  2316-2S", "554 Broadway - 2".
  const apart = unitText ? null : APART_TAIL.exec(streetText);
  if (apart && HOUSE_LINE.test(streetText.slice(0, apart.index))) {
    unitText = apart[1]!;
    streetText = streetText.slice(0, apart.index);
  }
  // A house's half after its street's type: "2022 Redmond Way MAIN", "3544 Franklin Blvd. Rear House"; a flat's floor and side: "732 W Girard Ave 1 Rear".
  const tail = unitText ? null : FLAT_TAIL.exec(streetText) ?? HALF_TAIL.exec(streetText) ?? CODE_TAIL.exec(streetText);
  const beforeTail = tail ? simplify(streetText.slice(0, tail.index)).split(' ') : [];
  const last = beforeTail.at(-1)!;
  // A code after a numbered road: "2141 Route 206 5-2C".
  const afterRoad = tail !== null && tail[1]!.includes('-') && /^\d{1,4}$/.test(last) && /^(?:route|rte|rt|hwy|highway|us|cr)$/.test(beforeTail.at(-2) ?? '');
  if (tail && beforeTail.length > 2 && (TYPES.has(STREET_TYPES[last] ?? last) || DIRECTION_SET.has(last) || DIRECTIONS[last] !== undefined || afterRoad)) {
    unitText = tail[1]!;
    streetText = streetText.slice(0, tail.index);
  }
  const untypedHalf = unitText ? null : UNTYPED_HALF.exec(streetText);
  if (untypedHalf && simplify(streetText.slice(0, untypedHalf.index)).split(' ').length >= 2) {
    unitText = untypedHalf[1]!;
    streetText = streetText.slice(0, untypedHalf.index);
  }
  // The unit on a line of its own, under the street or before it ("Apt 204, 3374 Cedar Ln").
  pieces.forEach((piece, at) => {
    if (at === streetAt) return;
    const pieceUnit = findUnit(piece, true);
    if (!unitText && pieceUnit && pieceUnit.index === 0) unitText = pieceUnit.text;
    // A unit alone between the street and the town: "6180 E 55th Street, 5C, Chicago".
    else if (!unitText && at === streetAt + 1 && BARE_UNIT.test(piece)) unitText = piece;
    if (at > streetAt) zip = ZIP.exec(piece)?.[1] ?? zip;
  });
  // "5682 Zarzamora Bldg 2, Unit 301": a building printed after the street is the unit's; alone, a building of the property names no unit.
  const building = BUILDING_TAIL.exec(streetText);
  if (building && HOUSE_LINE.test(streetText.slice(0, building.index))) {
    streetText = streetText.slice(0, building.index);
    if (unitText) unitText = `${building[1]!} ${unitText}`;
  }
  const houseLine = HOUSE_LINE.exec(streetText);
  if (!houseLine) return null;
  // A range is one place, a duplex's whole ("6208-6210 Regency St"), not its first half ("6208 Regency St").
  const house = `${houseLine[1]!}${houseLine[2] ? '½' : ''}${houseLine[3] ? hyphenated(houseLine[1]!, houseLine[3]) : ''}`;
  const raw = roadsNamedOneWay(simplify(streetText.slice(houseLine.index + houseLine[0].length)))
    .replace(/\bmartin luther king\b/g, 'mlk')
    .replace(SPELLED_ORDINAL, spelledOrdinal)
    .split(' ')
    .filter((word) => word && !DROPPED.has(word));
  const words = sideFirst(untilCity(normaliseWords(raw)));
  if (words.length === 0) return null;
  const nameAt = firstName(words);
  const name = words.filter((word, i) => i === nameAt || (i > nameAt && !DIRECTION_SET.has(word) && !TYPES.has(word))).join(' ');
  const typed = words.some((word, i) => i > nameAt && TYPES.has(word));
  const untyped = typed ? null : raw.map((word, i) => DIRECTIONS[word] ?? ORDINALS[word] ?? (i < raw.length - 1 ? CARDINALS[word] : undefined) ?? NAME_WORDS[word] ?? word);
  const unit = unitText === null ? null : unitKey(unitText);
  return { house: house.toLowerCase(), street: `${house.toLowerCase()} ${words.join(' ')}`, name: name || words.join(' '), unit, unitText: unit === null ? null : unitText, zip, untyped };
}
