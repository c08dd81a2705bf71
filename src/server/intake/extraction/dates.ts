/**
 * Invoice dates in the forms vendors print them, to ISO YYYY-MM-DD. A slashed or dashed date is
 * month first (US) unless the document is day first (see locale.ts) or its first number cannot
 * be a month; a dotted one is always day first.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const YEAR = String.raw`(\d{4}|'?\d{2})`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;

interface DateForm {
  pattern: RegExp;
  parts(match: RegExpExecArray, dayFirst: boolean): [year: string, month: number, day: string];
}

const FORMS: DateForm[] = [
  { pattern: /(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/, parts: (m) => [m[1]!, Number(m[2]), m[3]!] },
  {
    pattern: /(?<![\d/.-])(\d{1,2})([/-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/.-])/,
    parts: (m, dayFirst) => ((dayFirst && Number(m[3]) <= 12) || Number(m[1]) > 12 ? [m[4]!, Number(m[3]), m[1]!] : [m[4]!, Number(m[1]), m[3]!]),
  },
  // Dotted dates are European, day first (31.12.2023); US vendors write slashes or dashes.
  { pattern: /(?<![\d/.-])(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})(?![\d/-]|\.\d)/, parts: (m) => [m[3]!, Number(m[2]), m[1]!] },
  {
    pattern: new RegExp(String.raw`\b${MONTH_NAME}\s*${DAY}\s*,?\s*${YEAR}(?!\d)`, 'i'),
    parts: (m) => [m[3]!, monthNumber(m[1]!), m[2]!],
  },
  {
    pattern: new RegExp(String.raw`(?<!\d)${DAY}[\s-]*${MONTH_NAME},?[\s-]*${YEAR}(?!\d)`, 'i'),
    parts: (m) => [m[3]!, monthNumber(m[2]!), m[1]!],
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
export function parseDate(text: string, dayFirst = false): string | null {
  const found = findDate(text, dayFirst);
  return found && /^[\s:#.,-]*$/.test(text.slice(0, found.index)) ? found.iso : null;
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function monthNumber(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
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
