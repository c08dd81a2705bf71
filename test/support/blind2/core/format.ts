/** Set 1's date and money styles, and the few more that set 2's vendors print. */
import { type DateStyle as DateStyle1, formatDate as formatDate1, monthName } from '../../blind/core/dates';
import { type MoneyStyle as MoneyStyle1, formatMoney as formatMoney1, money as money1 } from '../../blind/core/money';

export type DateStyle =
  | DateStyle1
  | 'dMonYY' // 4-Mar-25
  | 'monDY' // Mar 4 2025
  | 'ordinal' // 4th March 2025
  | 'dmyDash' // 04-03-2025
  | 'ymdSlash' // 2025/03/04
  | 'mdyLoose' // 3/4/2025
  | 'dmyShortYear' // 04/03/25
  | 'upperLong'; // MARCH 4, 2025

function parts(iso: string): [number, number, number] {
  const [y = 0, m = 0, d = 0] = iso.split('-').map(Number);
  return [y, m, d];
}

const pad = (n: number): string => String(n).padStart(2, '0');

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

export function formatDate(iso: string, style: DateStyle): string {
  const [y, m, d] = parts(iso);
  const month = monthName(iso);
  switch (style) {
    case 'dMonYY':
      return `${d}-${month.slice(0, 3)}-${String(y).slice(2)}`;
    case 'monDY':
      return `${month.slice(0, 3)} ${d} ${y}`;
    case 'ordinal':
      return `${ordinal(d)} ${month} ${y}`;
    case 'dmyDash':
      return `${pad(d)}-${pad(m)}-${y}`;
    case 'ymdSlash':
      return `${y}/${pad(m)}/${pad(d)}`;
    case 'mdyLoose':
      return `${m}/${d}/${y}`;
    case 'dmyShortYear':
      return `${pad(d)}/${pad(m)}/${String(y).slice(2)}`;
    case 'upperLong':
      return `${month.toUpperCase()} ${d}, ${y}`;
    default:
      return formatDate1(iso, style);
  }
}

/** Set 1's money style, or Indian grouping (1,23,45,678.90) with its prefix or suffix. */
export type MoneyStyle = MoneyStyle1 | { indian: true; prefix: string; suffix: string };

export const money = {
  ...money1,
  inr: { indian: true, prefix: 'Rs. ', suffix: '' },
  inrCode: { indian: true, prefix: 'INR ', suffix: '' },
  inrPlain: { indian: true, prefix: '', suffix: '' },
  gbpPlain: { ...money1.plain },
  audCode: { ...money1.plain, prefix: 'AUD ' },
  eurSpaced: { ...money1.plain, prefix: '\u20ac ' },
  nzdSuffix: { ...money1.plain, prefix: '$', suffix: ' NZD' },
  cadSuffix: { ...money1.plain, prefix: '$', suffix: ' CAD' },
  usdCr: { ...money1.plain, prefix: '$', negative: 'cr' },
} satisfies Record<string, MoneyStyle>;

function indian(cents: number): string {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100));
  const last = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest ? `${rest},` : ''}${last}.${String(abs % 100).padStart(2, '0')}`;
}

export function formatMoney(cents: number, style: MoneyStyle): string {
  if ('indian' in style) return `${cents < 0 ? '-' : ''}${style.prefix}${indian(cents)}${style.suffix}`;
  return formatMoney1(cents, style);
}

/** The number without a currency mark, grouped the way the style groups it. */
export function formatPlain(cents: number, style: MoneyStyle): string {
  if ('indian' in style) return `${cents < 0 ? '-' : ''}${indian(cents)}`;
  return formatMoney1(cents, { ...style, prefix: '', suffix: '' });
}
