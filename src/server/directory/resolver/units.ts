import { simplify } from './text';

/*
 * Unit designators as bills print them ("Apt 204", "#204", "Unit 204", "Ste 3", "Bldg C Unit
 * 210", "Fl 3 Ste 300", "PH 2", "Upper") and as the directory labels them ("204", "Suite 3",
 * "C-210", "PH2"): both reduce to one key. The designators are USPS Publication 28's secondary
 * unit designators that property bills use, long and short.
 */

/** Words that say "a unit follows" and are no part of its name. */
const DESIGNATORS = new Set(['unit', 'units', 'apt', 'apartment', 'apartments', 'suite', 'ste', 'no', 'number', 'rm', 'room', 'space', 'spc', 'lot', 'bldg', 'building', 'flat', 'fl', 'floor', 'trlr', 'trailer', 'ofc', 'office']);
/** Designators that are the unit's name, written one way: penthouse 2 is not unit 2, and a duplex has an upper and a lower half. */
const NAMED: Record<string, string> = { penthouse: 'ph', uppr: 'upper', upr: 'upper', lowr: 'lower', lwr: 'lower', frnt: 'front', bsmt: 'basement' };
/** A floor before the unit ("Fl 3, Ste 300") places it and is no part of its name. */
const FLOOR_FIRST = /^\s*(?:fl|floor)\.?\s*\d{1,3}(?:st|nd|rd|th)?[,\s]+(?=\S)/i;

/** "Suite 3" → "3", "Bldg C Unit 210" → "c210", "0204" → "204", "Penthouse 2" → "ph2"; null when nothing is left. */
export function unitKey(text: string): string | null {
  const words = simplify(text.replace(FLOOR_FIRST, '').replace(/#/g, ' '))
    // "APT204": a designator glued to its number.
    .replace(/\b(apt|apartment|unit|suite|ste|rm|room|space|spc|lot|no|fl|trlr|ofc)(?=\d)/g, '$1 ')
    .split(' ')
    .filter((word) => word && !DESIGNATORS.has(word))
    .map((word) => NAMED[word] ?? word);
  const key = words.join('').replace(/^0+(?=\d)/, '');
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

/**
 * "Office" alone is too common a word in a bill's text; its abbreviation is not. A floor is no
 * unit of its own: "FL" is Florida before a ZIP and a waste hauler's "8 YD FL 3X/WK".
 */
const DESIGNATOR = '(?:apt|apartment|unit|suite|ste|rm|room|space|spc|lot|flat|trlr|trailer|ofc|penthouse)(?![a-z])';
/** A building or floor ("Bldg C", "Fl 3"), then a designator and a short name with a digit, or a single letter; "#" counts only where the caller allows it. */
const WORDED = new RegExp(
  `\\b((?:(?:bldg|building|fl|floor)(?![a-z])\\.?\\s*#?\\s*(?:\\d{1,3}(?:st|nd|rd|th)?|[a-z]\\d{0,2}|\\d{1,2}[a-z])(?![a-z0-9]),?\\s+)?${DESIGNATOR}\\.?\\s*[-:#]?\\s*(?:(?:no\\.?|number)\\s*#?\\s*)?(?:(?=[a-z0-9-]*\\d)[a-z0-9][a-z0-9-]{0,6}|[a-z]))(?![\\w-])`,
  'i',
);
const HASHED = /(?:^|[\s,])(#\s*(?=[a-z0-9-]*\d)[a-z0-9][a-z0-9-]{0,6})(?![\w-])/i;
/**
 * Where the caller allows "#", also "PH 2" (elsewhere it may be a phone number) and a piece that
 * is a duplex half alone ("Upper", "Rear Unit"): in a street line those words may be its name
 * ("100 Front St").
 */
const PENTHOUSE = /\b(ph\s*-?\s*\d{1,3})(?![\w-])/i;
const HALF = /^\s*((?:unit\s+)?(?:upper|uppr|upr|lower|lowr|lwr|rear|front|frnt|basement|bsmt)(?:\s+(?:unit|apt|level|flat))?)\s*$/i;

export interface UnitHit {
  text: string;
  index: number;
}

/**
 * The first unit a text names. In a whole bill "#" mostly numbers invoices and accounts, so
 * only an address line or a unit field may use it.
 */
export function findUnit(text: string, allowHash: boolean): UnitHit | null {
  const found = [WORDED.exec(text), ...(allowHash ? [HASHED.exec(text), PENTHOUSE.exec(text), HALF.exec(text)] : [])].filter((match) => match !== null);
  const match = found.reduce<RegExpExecArray | null>((first, next) => (!first || next.index < first.index ? next : first), null);
  if (!match) return null;
  return { text: match[1]!, index: match.index + match[0].indexOf(match[1]!) };
}
