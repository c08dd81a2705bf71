/** Calendar days as ISO strings (YYYY-MM-DD); all arithmetic in UTC so no zone can shift a day. */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export type DateStyle =
  | 'mdy' // 03/02/2025
  | 'mdyShort' // 3/2/25
  | 'mdyDash' // 03-02-2025
  | 'long' // March 2, 2025
  | 'short' // Mar 2, 2025
  | 'shortPad' // Mar 02, 2025
  | 'weekday' // Sunday, March 2, 2025
  | 'iso' // 2025-03-02
  | 'dmy' // 02/03/2025
  | 'dmyDot' // 02.03.2025
  | 'dmyLong' // 2 March 2025
  | 'dmyShort' // 2 Mar 2025
  | 'dMonY' // 02-Mar-2025
  | 'dmyUpper'; // 02 MAR 2025

function parts(iso: string): { y: number; m: number; d: number } {
  const [y, m, d] = iso.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) throw new Error(`not an ISO day: ${iso}`);
  return { y, m, d };
}

function toUtc(iso: string): Date {
  const { y, m, d } = parts(iso);
  return new Date(Date.UTC(y, m - 1, d));
}

export function isoDay(y: number, m: number, d: number): string {
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function endOfMonth(iso: string): string {
  const { y, m } = parts(iso);
  return isoDay(y, m + 1, 0);
}

export function firstOfMonth(iso: string): string {
  const { y, m } = parts(iso);
  return isoDay(y, m, 1);
}

export function monthName(iso: string): string {
  return MONTHS[parts(iso).m - 1] ?? '';
}

const pad = (n: number): string => String(n).padStart(2, '0');

export function formatDate(iso: string, style: DateStyle): string {
  const { y, m, d } = parts(iso);
  const month = MONTHS[m - 1] ?? '';
  const mon = month.slice(0, 3);
  switch (style) {
    case 'mdy':
      return `${pad(m)}/${pad(d)}/${y}`;
    case 'mdyShort':
      return `${m}/${d}/${String(y).slice(2)}`;
    case 'mdyDash':
      return `${pad(m)}-${pad(d)}-${y}`;
    case 'long':
      return `${month} ${d}, ${y}`;
    case 'short':
      return `${mon} ${d}, ${y}`;
    case 'shortPad':
      return `${mon} ${pad(d)}, ${y}`;
    case 'weekday':
      return `${WEEKDAYS[toUtc(iso).getUTCDay()] ?? ''}, ${month} ${d}, ${y}`;
    case 'iso':
      return iso;
    case 'dmy':
      return `${pad(d)}/${pad(m)}/${y}`;
    case 'dmyDot':
      return `${pad(d)}.${pad(m)}.${y}`;
    case 'dmyLong':
      return `${d} ${month} ${y}`;
    case 'dmyShort':
      return `${d} ${mon} ${y}`;
    case 'dMonY':
      return `${pad(d)}-${mon}-${y}`;
    case 'dmyUpper':
      return `${pad(d)} ${mon.toUpperCase()} ${y}`;
  }
}
