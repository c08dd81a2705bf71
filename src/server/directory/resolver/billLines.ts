import { findUnit, unitKey } from './units';
import type { BillInput } from './types';

/*
 * How a bill's text is read line by line: which lines are someone else's address (the manager's
 * bill-to, the vendor's remit-to) and which print the site, and the units the site's lines name.
 */

/** Lines that hold someone else's address: the manager's "Bill to: …, Suite 200", the vendor's remit-to. */
export const NOT_THE_SITE = /bill(?:ed)?\s*to|remit|mail\s*to|sold\s*to|p\.?\s*o\.?\s*box/i;
/** Labels a bill prints the site under: "Service Location:", "Job Site:", "Ship To:", "Work performed at". */
export const SITE_LABEL = /^\s*(?:service\s+(?:location|address|site)|location|job(?:\s+(?:site|name|location|address))?|site(?:\s+address)?|project(?:\s+name)?|property(?:\s+name)?|ship\s+to|deliver(?:ed)?\s+to|work\s+(?:performed|done)\s+at|premises)\b\s*[:#-]?\s*(.*)$/i;
/** A field's label, when extraction kept it: "Service Location: Lakeshore Vista HOA". */
export const FIELD_LABEL = /^\s*[a-z][a-z ./#]{1,30}:\s*(?=\S)/i;

/** A bill-to or remit-to heading with nothing after it: its address is the block below. */
const NOT_THE_SITE_HEADING = /^\s*(?:bill(?:ed)?\s*to|customer|remit(?:\s*(?:to|payment\s*to))?|mail\s*(?:payments?\s*)?to|sold\s*to)\s*:?\s*$/i;
/** The same heading with only the addressee after it ("Bill To: Lakefront Residential LLC"): the street and town follow. */
const NOT_THE_SITE_LABEL = /^\s*(?:bill(?:ed)?\s*to|remit(?:\s*(?:to|payment\s*to))?|mail\s*(?:payments?\s*)?to|sold\s*to)\s*:\s*[^\d\s][^\d]*$/i;

/** The last line of a US address: its town, state and ZIP ("Boston, MA 02110", "Hartford CT 06103-1234"). */
const TOWN_LINE = /\b[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?\s*$/;

/**
 * Which lines of a bill hold someone else's address: a bill-to or remit-to line, and under a
 * heading alone ("Bill To:" then the manager's name, street and suite) the block below it, which
 * runs to a blank line, the site's own label or the address's town line, five lines at most;
 * two lines under one that names the addressee after its label. What follows the town line is
 * the bill's again ("Unit: #201" printed under the manager's address).
 */
export function notTheSite(lines: readonly string[]): boolean[] {
  const marks = lines.map(() => false);
  let block = 0;
  lines.forEach((line, at) => {
    if (NOT_THE_SITE_HEADING.test(line)) block = 6;
    else if (NOT_THE_SITE_LABEL.test(line)) block = 3;
    else if (!line.trim() || SITE_LABEL.test(line)) block = 0;
    else if (NOT_THE_SITE.test(line)) block = Math.max(block, 1);
    marks[at] = block > 0;
    block = block > 0 && TOWN_LINE.test(line) ? 0 : Math.max(0, block - 1);
  });
  return marks;
}

const siteLines = (text: string) => {
  const lines = text.split('\n');
  const marks = notTheSite(lines);
  return lines.filter((_, at) => !marks[at]).join('\n');
};

/** "#2 Heating Oil", "#6 fuel oil": "#" before these is the oil's grade, not a unit. */
const FUEL_GRADE = /^\s*(?:(?:heating|fuel|home\s+heating|burner)\s+)?oil\b|^\s*(?:diesel|fuel)\b/i;
/** "#" after these numbers an invoice, an order or a part, not a unit. */
const NOT_A_UNIT_NUMBER = /(?:invoice|inv|order|po|p\.o\.|account|acct|ref|job|ticket|quote|item|part|sku|model|store|check|ck)\.?\s*$/i;

/**
 * Every unit the site's lines of a bill print ("Work order for Apt 12"), and its line items
 * ("Annual audit fee at #104", where "#" is the unit's); the property's own units tell which
 * of them is meant, and two of them none.
 */
export function unitsInText(text: string, lineItems: BillInput['lineItems'], elsewhere: (line: string) => boolean): string[] {
  const fromText = siteLines(text)
    .split('\n')
    .flatMap((line) => (elsewhere(line) ? [] : allUnits(line)));
  const fromItems = lineItems.map(({ description }) => {
    const found = findUnit(description, true);
    const numbersOther = found?.text.startsWith('#') && (NOT_A_UNIT_NUMBER.test(description.slice(0, found.index)) || FUEL_GRADE.test(description.slice(found.index + found.text.length)));
    return found && !numbersOther ? found.text : undefined;
  });
  return [...new Set([...fromText, ...fromItems].filter((label): label is string => label !== undefined))];
}

/**
 * A line labelled as a unit's ("Unit: #7", "Resident unit: #102", "Apt/Unit: #A"), or a place
 * a sentence puts work or a tenant in ("Work performed in #401", "tenant in #102 reported no
 * heat"): there "#" is the unit's.
 */
const UNIT_LINE = /^\s*(?:[a-z]+\s+)?(?:unit|apt|apartment|apt\s*\/\s*unit|suite|space|lot)\s*:\s*(?=#)|\b(?:performed|done|tenant|resident)\s+(?:in|at)\s+(?=#)/i;

/** Where in a house work was done ("Basement" under a line item), rather than which of its flats. */
const PART_OF_A_HOUSE = /^\s*(?:basement|bsmt|garden|gdn|grdn|main)\s*$/i;
const GARDEN_CODE = /^\s*(\d{1,3}-\d{1,2}[a-z])\s*$/i;

/**
 * A line that is a unit's name and nothing else ("Dn", "Side A", "Bedroom 4", "#401", a garden
 * complex's building, floor and door "3-3A"), printed beside the site: the site's unit. "#" with
 * a longer number alone on a line is a document's, and a bare number anything's.
 */
function lineIsUnit(line: string): string | null {
  const code = GARDEN_CODE.exec(line);
  if (code) return code[1]!;
  const found = findUnit(line, true);
  const whole = found !== null && found.text.length === line.trim().length;
  return whole && !/^#\s*\d{5}/.test(found.text) && !PART_OF_A_HOUSE.test(found.text) ? found.text : null;
}

function allUnits(line: string): string[] {
  const alone = lineIsUnit(line);
  if (alone) return [alone];
  const labelled = UNIT_LINE.exec(line);
  const hashed = labelled ? findUnit(line.slice(labelled.index + labelled[0].length), true) : null;
  if (hashed) return [hashed.text];
  const found = findUnit(line, false);
  return found ? [found.text, ...allUnits(line.slice(found.index + found.text.length))] : [];
}

/** Up to `count` lines under a line that may go on with its address: to a blank line or one with someone else's (a remit-to under the site). */
export function linesUnder(lines: readonly string[], at: number, count: number): string[] {
  const end = lines.findIndex((line, i) => i > at && (!line.trim() || NOT_THE_SITE.test(line)));
  return lines.slice(at + 1, Math.min(at + 1 + count, end < 0 ? lines.length : end));
}

/** Whether a unit field holds only what the bill-to or remit-to lines print ("Suite 400" of the manager's address). */
export function onlyNotTheSite(label: string, text: string): boolean {
  const key = unitKey(label);
  if (!key) return false;
  const lines = text.split('\n');
  const marks = notTheSite(lines);
  const naming = lines.flatMap((line, at) => (key === unitKeyOf(line) ? [marks[at]] : []));
  return naming.length > 0 && naming.every(Boolean);
}

const unitKeyOf = (line: string) => {
  const found = findUnit(line, true);
  return found ? unitKey(found.text) : null;
};
