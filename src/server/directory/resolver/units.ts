import { simplify } from './text';
import type { DirectoryUnit } from './types';

/*
 * Unit designators as bills print them ("Apt 204", "#204", "Unit 204", "Ste 3", "Bldg C Unit
 * 210", "Fl 3 Ste 300", "PH 2", "Upper") and as the directory labels them ("204", "Suite 3",
 * "C-210", "PH2"): both reduce to one key. The designators are USPS Publication 28's secondary
 * unit designators that property bills use, long and short.
 */

/** Words that say "a unit follows" and are no part of its name. */
const DESIGNATORS = new Set([
  'unit', 'units', 'apt', 'apartment', 'apartments', 'suite', 'ste', 'no', 'number', 'rm', 'room', 'space', 'spc', 'sp', 'lot', 'bldg', 'building', 'flat', 'fl', 'floor', 'trlr', 'trailer', 'ofc', 'office', 'house',
  // A wing is named by its side ("North Wing 102" is "N-102"); a shop's kind is no part of its name ("Commercial 1C" is "Suite 1C").
  'wing', 'commercial', 'retail',
  // A twin's halves are its sides: "Side A".
  'side',
]);
/** Whether a word says "a unit follows" ("Ste", "Apt", "Bldg"), rather than being part of its name. */
export const isDesignator = (word: string): boolean => DESIGNATORS.has(word.toLowerCase());
/** Designators that are the unit's name, written one way: penthouse 2 is not unit 2, and a duplex has an upper and a lower half. */
const NAMED: Record<string, string> = {
  penthouse: 'ph', north: 'n', south: 's', east: 'e', west: 'w', uppr: 'upper', upr: 'upper', upstairs: 'upper', lowr: 'lower', lwr: 'lower', downstairs: 'lower', up: 'upper', down: 'lower', dn: 'lower', frnt: 'front', back: 'rear', bsmt: 'basement', gdn: 'garden', grdn: 'garden',
};
/**
 * Floors as units, as two- and three-flats label them: "2nd Floor", "Second Fl", "2FL" are unit
 * "2"; "2nd Floor Front" is "2F", "1st Fl Rear" "1R", "3rd Floor North" "3N".
 */
const SIDE = '(front|frnt|frt|fr|f|rear|rr|r|back|bk|north|south|east|west)';
const FLOOR_UNIT = new RegExp(`^\\s*(\\d{1,2}|first|second|third|fourth|fifth|sixth)(?:st|nd|rd|th)?\\s*(?:fl|flr|floor)\\b\\.?\\s*${SIDE}?\\.?\\s*$`, 'i');
/** A flat by its floor and side spelt out or cut short: "1 North", "Apt 4 Rear", "2-East", "1 Rr" are "1N", "4R", "2E", "1R". */
const FLAT_SIDE = new RegExp(`^\\s*(?:(?:apt|unit|flat)\\.?\\s*)?#?\\s*(\\d{1,2})\\s*-?\\s*${SIDE}\\.?\\s*$`, 'i');
const FLOOR_NUMBERS: Record<string, string> = { first: '1', second: '2', third: '3', fourth: '4', fifth: '5', sixth: '6' };
const FLOOR_SIDES: Record<string, string> = { front: 'f', frnt: 'f', frt: 'f', fr: 'f', f: 'f', rear: 'r', rr: 'r', r: 'r', back: 'r', bk: 'r', north: 'n', south: 's', east: 'e', west: 'w' };
/** A garden unit is its building's lower level: a bill may print either for the other. */
const ALIKE: Record<string, readonly string[]> = {
  garden: ['lower', 'basement'], lower: ['garden', 'basement'], basement: ['garden', 'lower'],
  // A house with an accessory dwelling behind it: the front or main house, and the rear one.
  main: ['front'], front: ['main'], rear: ['adu'], adu: ['rear'],
};

/** Other keys a unit of this key may be labelled by ("Lower Level" for the directory's "Garden"). */
export const alikeKeys = (key: string): readonly string[] => ALIKE[key] ?? [];
/** A floor before the unit ("Fl 3, Ste 300") places it and is no part of its name. */
const FLOOR_FIRST = /^\s*(?:fl|floor)\.?\s*\d{1,3}(?:st|nd|rd|th)?[,\s]+(?=\S)/i;

/**
 * A room let on its own, as student housing leases by the bed: "Apt 105, Bedroom B" and "Unit 105
 * Bed B" are the directory's "105-B".
 */
const BEDROOM_WORDS = new Set(['bedroom', 'bed', 'bdrm']);
const BEDROOM = '(?:,?\\s*(?:bedroom|bed|bdrm|rm|room)\\.?\\s*(?:[a-z]|\\d{1,2})(?![a-z0-9]))?';
/** The bed printed before its apartment: "Bed A, Apt 201" is "Apt 201 Bed A". */
const BED_FIRST = /^\s*((?:bedroom|bed|bdrm)\.?\s*[a-z])\s*[,;-]\s*(.+)$/i;
/** "Unit 3A, Bldg B" is "Bldg B Unit 3A": a building is named before its units ("B-3A"). */
const BUILDING_AFTER = /^(.*?)[,\s]+((?:bldg|building)\.?\s*[a-z0-9]{1,3})\s*$/i;
const buildingFirst = (text: string) => text.replace(BUILDING_AFTER, '$2 $1');
/** The building before a unit: "Bldg 1 Apt 104", "Building 2, Unit 101", "Bldg. 24 - Apt. 103". */
const BUILDING_BEFORE = /^\s*(?:bldg|building)\.?\s*#?\s*[a-z0-9]{1,3}(?:,?\s+|\s+-\s+)(?=\S)/i;

/** The unit a label names without its building ("Apt 104" of "Bldg 1 Apt 104"), or null when it names no building. */
export function apartFromBuilding(label: string): string | null {
  const first = buildingFirst(label);
  const building = BUILDING_BEFORE.exec(first);
  return building ? first.slice(building[0].length) : null;
}

/**
 * A storage facility's or a complex's office let as a unit of its own: "Office", "Ofc", "Mgmt
 * Office", "Rental Office". Elsewhere "Office" only says a unit follows ("Office 12").
 */
const OFFICE_WORDS = '(?:(?:rental|leasing|mgmt|management|site)\\s+)?(?:office|ofc)';
const OFFICE = new RegExp(`^\\s*${OFFICE_WORDS}\\.?\\s*$`, 'i');
export const isOffice = (label: string): boolean => OFFICE.test(label);

/** A room let alone by its number, as a student house lets its bedrooms: "Bedroom 4", "Bdrm 2", "BR 1", "BR1". */
const ROOM_ALONE = /^\s*(?:bedroom|bdrm|br)\.?\s*#?\s*(\d{1,2})\s*$/i;

/** "Suite 3" → "3", "Bldg C Unit 210" → "c210", "0204" → "204", "Penthouse 2" → "ph2", "Mgmt Office" → "office", "Bedroom 4" → "br4"; null when nothing is left. */
export function unitKey(text: string): string | null {
  if (isOffice(text)) return 'office';
  const room = ROOM_ALONE.exec(text);
  if (room) return `br${room[1]!.replace(/^0+(?=\d)/, '')}`;
  const floor = FLOOR_UNIT.exec(text.replace(/\s+level$/i, '')) ?? FLAT_SIDE.exec(text);
  if (floor) return `${FLOOR_NUMBERS[floor[1]!.toLowerCase()] ?? floor[1]!.replace(/^0+/, '')}${floor[2] ? FLOOR_SIDES[floor[2].toLowerCase()] : ''}`;
  // "Main (front)", "ADU (rear)": the side in brackets only describes the unit named before it.
  const words = simplify(buildingFirst(text.replace(BED_FIRST, '$2 $1')).replace(FLOOR_FIRST, '').replace(/\((?:front|rear|back)\)/gi, ' ').replace(/#/g, ' ').replace(/\s+level\s*$/i, ''))
    // "APT204": a designator glued to its number.
    .replace(/\b(apt|apartment|unit|suite|ste|rm|room|space|spc|lot|no|fl|trlr|ofc)(?=\d)/g, '$1 ')
    .split(' ')
    .filter((word) => word && !DESIGNATORS.has(word) && !BEDROOM_WORDS.has(word))
    .map((word) => NAMED[word] ?? word);
  // "Rear ADU", "Back unit - ADU": a property has one accessory dwelling, whichever side it is on.
  const key = words.includes('adu') ? 'adu' : words.join('').replace(/^0+(?=\d)/, '');
  return key && key.length <= 10 ? key : null;
}

/**
 * The unit's last number alone, without its building, wing or floor ("B-204", "1-204", "Bldg 3
 * Apt 204" → "204"): a bill that prints "Apt 204" for a property labelling it "B-204" still
 * names it, when no other unit of the property shares the number.
 */
export function looseUnitKey(label: string): string | null {
  const number = label.match(/\d+/g)?.at(-1);
  return number ? number.replace(/^0+(?=\d)/, '') : null;
}

/** A floor printed as a letter or before its number: "3F", "Unit 2F", "1FL", "Fl 3". */
const FLOOR_LETTER = /^\s*(?:unit|apt|#)?\s*(\d{1,2})\s*-?\s*f(?:l|lr)?\.?\s*$/i;
const FLOOR_BEFORE = /^\s*(?:fl|flr|floor)\.?\s*(\d{1,2})\s*$/i;

/**
 * The floor a label names as a whole, for a two- or three-family house whose units are its
 * floors: "3F", "Unit 3F", "3rd Fl", "Third Floor" and "Fl 3" are all floor "3". A floor with
 * a side ("2nd Floor Front") is a flat, not a floor.
 */
export function floorOf(label: string): string | null {
  const worded = FLOOR_UNIT.exec(label);
  if (worded) return worded[2] ? null : (FLOOR_NUMBERS[worded[1]!.toLowerCase()] ?? worded[1]!.replace(/^0+(?=\d)/, ''));
  const short = FLOOR_LETTER.exec(label) ?? FLOOR_BEFORE.exec(label);
  return short ? short[1]!.replace(/^0+(?=\d)/, '') : null;
}

/**
 * A two- or three-family house labels each floor a unit, and bills print it every way ("3F",
 * "3rd Fl", "Third Floor"): the units of each property whose units are each a floor of their own
 * ("1F", "Second Floor", or all single digits), by property and floor.
 */
export function floorsOf(units: readonly DirectoryUnit[]): Map<string, Map<string, string>> {
  const byProperty = new Map<string, DirectoryUnit[]>();
  for (const unit of units) {
    const own = byProperty.get(unit.propertyId);
    if (own) own.push(unit);
    else byProperty.set(unit.propertyId, [unit]);
  }
  const floors = new Map<string, Map<string, string>>();
  for (const [propertyId, own] of byProperty) {
    // A two-flat's halves are its floors: "1st Fl" is its lower flat, "2nd Fl" its upper.
    const halves = new Map(own.map((unit) => [unitKey(unit.unit), unit.id] as const));
    if (own.length === 2 && halves.has('lower') && halves.has('upper')) {
      floors.set(propertyId, new Map([['1', halves.get('lower')!], ['2', halves.get('upper')!]]));
      continue;
    }
    const plain = own.every((unit) => /^\d$/.test(unit.unit.trim()));
    const byFloor = new Map(own.map((unit) => [plain ? unit.unit.trim() : floorOf(unit.unit), unit.id] as const));
    if (byFloor.size === own.length && !byFloor.has(null)) floors.set(propertyId, byFloor as Map<string, string>);
  }
  return floors;
}

/**
 * A unit label as a scan misreads it, read back: O for 0 and l or I for 1 beside a digit
 * ("2O3", "l01"), and an l or I before a unit's letter ("Apt lD", "Ste l-C"). Asked only when
 * the label as printed names no unit.
 */
export function unslipped(label: string): string {
  return label
    .replace(/(?<=\d)[oO]|[oO](?=\d)/g, '0')
    .replace(/(?<=\d)[lI|]|[lI|](?=\d)/g, '1')
    .replace(/(?<![a-zA-Z])[lI](?=[A-Z]{1,2}\b|-[A-Z]\b)/g, '1');
}

/**
 * A number that goes on as an amount ("restripe lot 1,772.18"), a measure in inches ("Plow lot -
 * 2\" trigger") or a quantity ("Interior latex flat 5 gal") names no unit.
 */
const NOT_A_QUANTITY = '(?![\\w-]|[.,]\\d|\\s*["”″]|\\s+(?:gal|gallons?|qts?|quarts?|oz|lbs?|pk|ft|yds?|ea)\\b)';
/**
 * "Office" alone is too common a word in a bill's text; its abbreviation is not. A floor is no
 * unit of its own: "FL" is Florida before a ZIP and a waste hauler's "8 YD FL 3X/WK".
 */
const DESIGNATOR = '(?:apt|apartment|unit|suite|ste|rm|room|space|spc|sp|lot|flat|trlr|trailer|ofc|penthouse|side)(?![a-z])';
/**
 * A building or floor ("Bldg C", "Fl 3", "Bldg. 24 -"), then a designator (or "#" after a
 * building: "Building 8 #104") and a short name with a digit, or a single letter; "#" alone
 * counts only where the caller allows it.
 */
const WORDED = new RegExp(
  `\\b((?:(?:bldg|building|fl|floor)(?![a-z])\\.?\\s*#?\\s*(?:\\d{1,3}(?:st|nd|rd|th)?|[a-z]\\d{0,2}|\\d{1,2}[a-z])(?![a-z0-9])(?:,?\\s+|\\s+-\\s+))?(?:${DESIGNATOR}|(?<=(?:bldg|building)\\.?\\s*\\w{1,3}\\s+)#)\\.?\\s*[-:#]?\\s*(?:(?:no\\.?|number)\\s*#?\\s*)?(?:(?=[a-z0-9-]*\\d)[a-z0-9][a-z0-9-]{0,6}|[a-z])${BEDROOM}(?:,?\\s+(?:bldg|building)\\.?\\s*[a-z0-9]{1,3}(?![\\w-]))?)${NOT_A_QUANTITY}`,
  'i',
);
/** "#204", "# 3-B", "(#104)", and a lone letter a court or a fourplex labels its units with ("#G", "# B"). */
const HASHED = /(?:^|[\s,(])(#\s*(?:(?=[a-z0-9-]*\d)[a-z0-9][a-z0-9-]{0,6}|[a-z]))(?![\w-]|[.,]\d)/i;
/**
 * Where the caller allows "#", also "PH 2" (elsewhere it may be a phone number) and a piece that
 * is a duplex half alone ("Upper", "Rear Unit"): in a street line those words may be its name
 * ("100 Front St").
 */
const PENTHOUSE = /\b(ph\s*-?\s*\d{1,3})(?![\w-])/i;
/** A student house's room in an address line: "565 Fuller Road Bdrm 2", "107 Teall Av BR 2"; never a flat's size ("3 BR 2 BA"). */
const ROOM = /(?<!\d\s{0,2})(?:^|(?<=[\s,]))((?:bedroom|bdrm|br)\.?\s*#?\s*\d{1,2})(?![\w-]|\s*(?:ba|bath))/i;
/**
 * "400 Mullica Hill Rd No. 404", "No. 101: Toilet seat": set off by the line's end, a comma, a
 * colon or a dash. In a whole bill "No." numbers invoices, so only where "#" may; and a name
 * goes on after it ("Mill No. 4 Lofts").
 */
const NUMBERED = /(?:^|[\s,])((?:no\.|no(?=\s)|number)\s*\d{1,5}[a-z]?)(?=\s*(?:[,;:)\n]|-\s|$))/i;
const HALF_WORD =
  '(?:(?:unit|apt|apartment)\\.?\\s+)?(?:upper|uppr|upr|upstairs|up|lower|lowr|lwr|downstairs|down|dn|rear|back|front|frnt|main|basement|bsmt|garden|gdn|grdn|adu)(?:\\s+(?:unit|apt|level|flat|house))?(?:\\s+(?:-\\s+)?adu)?(?:\\s*\\((?:front|rear|back)\\))?';
const HALF = new RegExp(`^\\s*(${HALF_WORD})\\s*$`, 'i');
/** A half named as the flat it is, ending an address's piece: "75 S Main Apt Up", "1139 Main Street, Apt Dn". */
const FLAT_HALF = /\s((?:apt|apartment|unit)\.?\s+(?:upper|upstairs|up|lower|downstairs|down|dn|rear|front|basement|garden))\s*$/i;
/**
 * The same after a street, set apart by a dash or a wide gap: "5836 Liberty Avenue - Upper",
 * "2186 W State St  Upstairs"; or a garden unit, which no street is named: "7558 E Carson St Garden Apt".
 */
const HALF_AFTER = new RegExp(`(?:(?:\\s-\\s|\\s{2,})(${HALF_WORD})|\\s((?:garden|gdn|grdn)(?:\\s+(?:unit|apt|level))?))\\s*$`, 'i');
/**
 * A line item naming the half it was done at: "Main - Camera inspection", "REAR HOUSE: paint",
 * "Lockout service at ADU"; a half word inside the sentence ("main sewer line") is none.
 */
const ITEM_HALF = new RegExp(`^\\s*(${HALF_WORD})\\s*[-:]\\s|\\bat\\s+(${HALF_WORD})\\s*$`, 'i');
/** A half printed after its street's type ("2022 Redmond Way MAIN"); the caller checks the type. */
export const HALF_TAIL = new RegExp(`\\s(${HALF_WORD})\\s*$`, 'i');
/**
 * The office ending an address or a line item: "3710 US Hwy 80, Office", "687 Richmond Ave. Ofc",
 * "6085 Drake Av SW Rental Office", "Toilet flapper - Mgmt Office".
 */
const OFFICE_AFTER = new RegExp(`(?:^|[\\s,])(${OFFICE_WORDS})\\.?\\s*$`, 'i');
/** A floor printed as the unit, on a line of its own or after a street: "2FL", "2nd floor front". */
const FLOOR_AFTER = /(?:(?:^|\s-\s|\s{2,}|,\s*)((?:\d{1,2}|first|second|third|fourth|fifth|sixth)(?:st|nd|rd|th)?\s*(?:fl|flr|floor)\b\.?(?:\s*(?:front|rear|back|north|south|east|west))?|\d{1,2}\s+(?:front|rear|north|south|east|west))|\s(\d{1,2}(?:st|nd|rd|th)?(?:fl|flr)|(?:fl|flr|floor)\.?\s*\d{1,2}|\d{1,2}-?[nsewfr]))\s*$/i;
/**
 * A floor, a flat's floor and side, or a half in a bill's text: "Work performed in Second
 * Floor.", "Fl 2: touch-up paint", "Access via management - 2F", "Upper Flat: paint", "Garden
 * Apt"; never "FL 33601" nor "FL 3X/WK", and a half only with its noun ("lower cabinet" is none).
 */
const FLOOR_IN_TEXT = /\b((?:\d{1,2}|first|second|third|fourth|fifth|sixth)(?:st|nd|rd|th)?\s*(?:fl|flr|floor)\b\.?(?:\s*(?:front|rear|back|north|south|east|west)\b)?|(?:fl|flr|floor)\.?\s*\d{1,2}(?![\w/])|(?:upper|lower|garden|rear|front|basement)\s+(?:unit|apt|apartment|flat|level)\b)|(?:\s-\s|:\s*)(\d{1,2}-?[nsewfr])\s*\.?$/i;

export interface UnitHit {
  text: string;
  index: number;
}

/**
 * The first unit a text names. In a whole bill "#" mostly numbers invoices and accounts, so
 * only an address line or a unit field may use it.
 */
export function findUnit(text: string, allowHash: boolean): UnitHit | null {
  const found = [WORDED.exec(text), ...(allowHash ? [HASHED.exec(text), NUMBERED.exec(text), PENTHOUSE.exec(text), ROOM.exec(text), HALF.exec(text), FLAT_HALF.exec(text), HALF_AFTER.exec(text), ITEM_HALF.exec(text), FLOOR_AFTER.exec(text), OFFICE_AFTER.exec(text)] : [FLOOR_IN_TEXT.exec(text)])].filter((match) => match !== null);
  const match = found.reduce<RegExpExecArray | null>((first, next) => (!first || next.index < first.index ? next : first), null);
  if (!match) return null;
  const unit = match[1] ?? match[2]!;
  const index = match.index + match[0].indexOf(unit);
  return /\d$/.test(unit) && SIZE_AFTER.test(text.slice(index + unit.length)) ? null : { text: unit, index };
}

/** "Paint unit - 2 bedroom", "Apt 3 BR": a number of bedrooms is the flat's size, not its name ("Unit 102 - Bed bug treatment" is unit 102). */
const SIZE_AFTER = /^\s*-?\s*(?:bedrooms?|bdrms?|br)\b/i;
