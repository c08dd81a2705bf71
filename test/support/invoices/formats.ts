import type { Random } from './random';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** The ways US vendors print a date. */
const DATE_FORMS: ((y: number, m: number, d: number) => string)[] = [
  (y, m, d) => `${m}/${d}/${String(y).slice(2)}`,
  (y, m, d) => `${pad(m)}/${pad(d)}/${y}`,
  (y, m, d) => `${m}-${d}-${y}`,
  (y, m, d) => `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`,
  (y, m, d) => `${MONTHS[m - 1]} ${ordinal(d)} ${y}`,
  (y, m, d) => `${d} ${MONTHS[m - 1]!.slice(0, 3)} ${y}`,
  (y, m, d) => `${y}-${pad(m)}-${pad(d)}`,
  (y, m, d) => `${MONTHS[m - 1]!.slice(0, 3)}. ${d}, '${String(y).slice(2)}`,
  (y, m, d) => `${MONTHS[m - 1]} ${d}, ${y}`,
];

export type DateFormat = (iso: string) => string;

export function pickDateFormat(random: Random): DateFormat {
  const form = random.pick(DATE_FORMS);
  return (iso) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    return form(y, m, d);
  };
}

export function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export type MoneyFormat = (cents: number) => string;

/** "$1,234.56", "1,234.56", "$ 1,234.56" or "USD 1,234.56"; credits as (12.00) or -12.00. */
export function pickMoneyFormat(random: Random): MoneyFormat {
  const prefix = random.pick(['$', '', '$ ', '$']);
  const credit = random.pick(['paren', 'minus', 'minus']);
  return (cents) => {
    const abs = Math.abs(cents);
    const text = `${prefix}${Math.floor(abs / 100).toLocaleString('en-US')}.${pad(abs % 100)}`;
    if (cents >= 0) return text;
    return credit === 'paren' ? `(${text})` : `-${text}`;
  };
}
