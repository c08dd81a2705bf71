import { simplify } from './text';

/*
 * Unit designators as bills print them ("Apt 204", "#204", "Unit 204", "Ste 3", "Bldg C Unit
 * 210") and as the directory labels them ("204", "Suite 3", "C-210"): both reduce to one key.
 */

/** Words that say "a unit follows" and are no part of its name. */
const DESIGNATORS = new Set(['unit', 'units', 'apt', 'apartment', 'apartments', 'suite', 'ste', 'no', 'number', 'rm', 'room', 'space', 'spc', 'lot', 'bldg', 'building', 'flat']);

/** "Suite 3" → "3", "Bldg C Unit 210" → "c210", "0204" → "204"; null when nothing is left. */
export function unitKey(text: string): string | null {
  const words = simplify(text.replace(/#/g, ' '))
    // "APT204": a designator glued to its number.
    .replace(/\b(apt|apartment|unit|suite|ste|rm|room|space|lot|no)(?=\d)/g, '$1 ')
    .split(' ')
    .filter((word) => word && !DESIGNATORS.has(word));
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

/** A designator then a short name with a digit, or a single letter; "#" counts only where the caller allows it. */
const WORDED = /\b((?:(?:bldg|building)\.?\s*#?\s*[a-z0-9]{1,3},?\s+)?(?:apt|apartment|unit|suite|ste|rm|room|space|lot)\.?\s*[-:#]?\s*(?:(?:no\.?|number)\s*#?\s*)?(?:(?=[a-z0-9-]*\d)[a-z0-9][a-z0-9-]{0,6}|[a-z]))(?![\w-])/i;
const HASHED = /(?:^|[\s,])(#\s*(?=[a-z0-9-]*\d)[a-z0-9][a-z0-9-]{0,6})(?![\w-])/i;

export interface UnitHit {
  text: string;
  index: number;
}

/**
 * The first unit a text names. In a whole bill "#" mostly numbers invoices and accounts, so
 * only an address line or a unit field may use it.
 */
export function findUnit(text: string, allowHash: boolean): UnitHit | null {
  const worded = WORDED.exec(text);
  const hashed = allowHash ? HASHED.exec(text) : null;
  const match = worded && (!hashed || worded.index <= hashed.index) ? worded : hashed;
  if (!match) return null;
  return { text: match[1]!, index: match.index + match[0].indexOf(match[1]!) };
}
