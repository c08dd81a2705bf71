/**
 * Invoice dates in the forms vendors print them, to ISO YYYY-MM-DD. A slashed or dashed date is
 * month first (US) unless the document is day first (see locale.ts) or its first number cannot
 * be a month; a dotted one is always day first.
 */

/**
 * Month names in English and in the languages of the European suppliers that bill US and UK
 * owners (German, French, Dutch, Spanish), full or cut short.
 */
const MONTH_NAMES: string[][] = [
  ['january', 'januar', 'janvier', 'januari', 'enero'],
  ['february', 'februar', 'février', 'fevrier', 'februari', 'febrero'],
  ['march', 'märz', 'maerz', 'mars', 'maart', 'marzo'],
  ['april', 'avril', 'abril'],
  ['may', 'mai', 'mei', 'mayo'],
  ['june', 'juni', 'juin', 'junio'],
  ['july', 'juli', 'juillet', 'julio'],
  ['august', 'août', 'aout', 'augustus', 'agosto'],
  ['september', 'septembre', 'septiembre', 'sept'],
  ['october', 'oktober', 'octobre', 'octubre'],
  ['november', 'novembre', 'noviembre'],
  ['december', 'dezember', 'décembre', 'decembre', 'diciembre'],
];
/** Every name and its three-letter cut, longest first so "juillet" is never read as "jul". */
const MONTH_WORDS = [...new Set(MONTH_NAMES.flatMap((names) => names.flatMap((name) => [name, name.slice(0, 3)])))].sort((a, b) => b.length - a.length);
const MONTH_NAME = String.raw`(${MONTH_WORDS.join('|')})\.?`;
const YEAR = String.raw`(\d{4}|'?\d{2})`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th|er|\.)?`;

interface DateForm {
  pattern: RegExp;
  parts(match: RegExpExecArray, dayFirst: boolean): [year: string, month: number, day: string];
}

/** Two numbers and a year: month first unless the document is day first or the first cannot be a month. */
const slashedParts = (m: RegExpExecArray, dayFirst: boolean): [string, number, string] =>
  (dayFirst && Number(m[3]) <= 12) || Number(m[1]) > 12 ? [m[4]!, Number(m[3]), m[1]!] : [m[4]!, Number(m[1]), m[3]!];

const FORMS: DateForm[] = [
  // Year first is year, month, day with dashes or, as South Africa and Japan print it, slashes: "2025/12/09".
  { pattern: /(?<!\d)(\d{4})([-/])(\d{1,2})\2(\d{1,2})(?!\d)/, parts: (m) => [m[1]!, Number(m[3]), m[4]!] },
  {
    pattern: /(?<![\d/.-])(\d{1,2})([/-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/.-])/,
    parts: slashedParts,
  },
  // "24 / 07 / 2026": spaced evenly, and with the year whole.
  {
    pattern: /(?<![\d/.-])(\d{1,2}) ([/-]) (\d{1,2}) \2 (\d{4})(?![\d/.-])/,
    parts: slashedParts,
  },
  // Hungarian dates are dotted year first: "2026. 01. 20.".
  { pattern: /(?<![\d/.-])(\d{4})\.\s?(\d{1,2})\.\s?(\d{1,2})\.?(?![\d/-])/, parts: (m) => [m[1]!, Number(m[2]), m[3]!] },
  // Dotted dates are European, day first (31.12.2023); US vendors write slashes or dashes.
  { pattern: /(?<![\d/.-])(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})(?![\d/-]|\.\d)/, parts: (m) => [m[3]!, Number(m[2]), m[1]!] },
  {
    // A year of two digits set apart from the day: "enero 2025" is a month, not the 20th of
    // January '25; a text layer without spaces ("MAR302022") still glues a whole year on.
    pattern: new RegExp(String.raw`(?<![\p{L}])${MONTH_NAME}\s*${DAY}(?:\s*,\s*|\s+|(?=\d{4}))${YEAR}(?!\d)`, 'iu'),
    parts: (m) => [m[3]!, monthNumber(m[1]!), m[2]!],
  },
  {
    // "01 September - 30 September, 2025" is a range of days, not 1 September 2030.
    pattern: new RegExp(String.raw`(?<!\d)${DAY}[\s-]*${MONTH_NAME}(?![\p{L}]),?[\s-]*${YEAR}(?!\d)(?!\s*${MONTH_NAME})`, 'iu'),
    parts: (m) => [m[3]!, monthNumber(m[2]!), m[1]!],
  },
  // Spanish and Portuguese write "7 de enero de 2025".
  {
    pattern: new RegExp(String.raw`(?<!\d)${DAY}\s+de\s+${MONTH_NAME}(?![\p{L}])\s+(?:de|del)\s+(\d{4})(?!\d)`, 'iu'),
    parts: (m) => [m[3]!, monthNumber(m[2]!), m[1]!],
  },
  // The City of Calgary prints its dates year first: "2025 October 28".
  {
    pattern: new RegExp(String.raw`(?<!\d)(\d{4})\s+${MONTH_NAME}\s+${DAY}(?!\d)`, 'iu'),
    parts: (m) => [m[1]!, monthNumber(m[2]!), m[3]!],
  },
];

export interface FoundDate {
  iso: string;
  index: number;
  length: number;
}

/** The earliest valid date in the text. */
export function findDate(text: string, dayFirst = false): FoundDate | null {
  let best: FoundDate | null = null;
  for (const form of FORMS) {
    const match = form.pattern.exec(text);
    if (!match) continue;
    const iso = toIso(...form.parts(match, dayFirst));
    if (iso && (!best || match.index < best.index)) best = { iso, index: match.index, length: match[0].length };
  }
  return best;
}

/** A date that the text starts with (after punctuation), as label values do. */
/** "Monday, July 15, 2024", "dimanche 11 mai 2025", "Sonntag, 11. Mai 2025": the weekday adds nothing. */
const WEEKDAY =
  /^[\s:#.,-]*(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|(?:segunda|ter[çc]a|quarta|quinta|sexta)(?:-feira)?|luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|domenica|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag),?\s+/i;

export function parseDate(text: string, dayFirst = false): string | null {
  const found = findDate(text.replace(WEEKDAY, ''), dayFirst);
  const start = text.length - text.replace(WEEKDAY, '').length;
  return found && /^[\s:#.,-]*$/.test(text.slice(start, start + found.index)) ? found.iso : null;
}

/** A due date falls after its bill date, within this many days. */
const DUE_WITHIN_DAYS = 120;

/**
 * "Total Due by 10.01.23" on a US bill of 2023-09-01: a date of two numbers that can each be a
 * month, read the other way round where only that reading falls after the bill date (by at most
 * DUE_WITHIN_DAYS), as a due date must.
 */
export function laterReading(text: string, after: string): string | null {
  const match = /^[\s:#.,-]*(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/.-])/.exec(text);
  if (!match || Number(match[1]) > 12 || Number(match[3]) > 12) return null;
  const latest = addDays(after, DUE_WITHIN_DAYS);
  const fits = (iso: string | null) => iso !== null && iso >= after && iso <= latest;
  const monthFirst = toIso(match[4]!, Number(match[1]), match[3]!);
  const dayFirst = toIso(match[4]!, Number(match[3]), match[1]!);
  if (fits(monthFirst) === fits(dayFirst)) return null;
  return fits(monthFirst) ? monthFirst : dayFirst;
}

/**
 * A month and day printed without a year ("Jun 26", "26 June"), at the start of the text: the
 * first such day on or after `after` (a due date follows its bill date, across a new year).
 */
export function parseDayWithoutYear(text: string, after: string): string | null {
  const match = new RegExp(String.raw`^\s*(?:${MONTH_NAME}\s*${DAY}|${DAY}\s*${MONTH_NAME})(?![\p{L}\d]|,?\s*\d)`, 'iu').exec(text);
  if (!match) return null;
  const month = monthNumber(match[1] ?? match[4]!);
  const day = match[2] ?? match[3]!;
  const year = Number(after.slice(0, 4));
  const same = toIso(String(year), month, day);
  return same && same >= after ? same : toIso(String(year + 1), month, day);
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function monthNumber(name: string): number {
  const word = name.toLowerCase();
  return MONTH_NAMES.findIndex((names) => names.some((full) => full === word || full.slice(0, 3) === word)) + 1;
}

function toIso(yearText: string, month: number, dayText: string): string | null {
  const digits = yearText.replace("'", '');
  // Two-digit years on invoices are this century; a 1999 invoice would print four digits.
  const year = digits.length === 2 ? 2000 + Number(digits) : Number(digits);
  const day = Number(dayText);
  if (year < 1990 || year > 2099 || month < 1 || month > 12 || day < 1) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > lastDay) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
