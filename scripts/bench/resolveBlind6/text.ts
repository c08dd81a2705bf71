import type { Rng } from './rng';

/** Small text helpers shared by the printers. */

export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

export function money(n: number): string {
  const cents = Math.round(n * 100);
  const whole = Math.floor(cents / 100);
  const frac = pad(cents % 100, 2);
  return `${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

export function ordinal(n: number): string {
  const s = n % 100;
  if (s >= 11 && s <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** A calendar day given as days after 2024-01-01 (UTC arithmetic only; no clock is read). */
export function fmtDay(day: number, style: 'us' | 'long' | 'iso' | 'es'): string {
  const d = new Date(Date.UTC(2024, 0, 1) + day * 86400000);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const dd = d.getUTCDate();
  switch (style) {
    case 'us':
      return `${pad(m + 1, 2)}/${pad(dd, 2)}/${y}`;
    case 'long':
      return `${MONTHS[m] ?? ''} ${dd}, ${y}`;
    case 'iso':
      return `${y}-${pad(m + 1, 2)}-${pad(dd, 2)}`;
    case 'es':
      return `${pad(dd, 2)}/${MESES[m] ?? ''}/${y}`;
  }
}

export function monthName(day: number): string {
  const d = new Date(Date.UTC(2024, 0, 1) + day * 86400000);
  return `${MONTHS[d.getUTCMonth()] ?? ''} ${d.getUTCFullYear()}`;
}

const OCR_SWAPS: readonly (readonly [string, string])[] = [
  ['rn', 'm'],
  ['m', 'rn'],
  ['l', '1'],
  ['I', 'l'],
  ['O', '0'],
  ['o', '0'],
  ['S', '5'],
  ['e', 'c'],
  ['c', 'e'],
  ['B', '8'],
  ['h', 'b'],
  ['cl', 'd'],
  ['d', 'cl'],
  ['w', 'vv'],
  ['E', 'F'],
  ['i', 'l'],
  ['a', 'o'],
  ['n', 'h'],
];

/** One or two OCR slips: a look-alike swap, or a dropped or doubled letter. Never returns the input. */
export function ocrSlip(s: string, rng: Rng): string {
  let out = s;
  const edits = rng.chance(0.25) ? 2 : 1;
  for (let e = 0; e < edits; e++) {
    const options: { at: number; from: string; to: string }[] = [];
    for (const [from, to] of OCR_SWAPS) {
      let i = out.indexOf(from);
      while (i >= 0) {
        options.push({ at: i, from, to });
        i = out.indexOf(from, i + 1);
      }
    }
    if (options.length > 0 && rng.chance(0.8)) {
      const o = rng.pick(options);
      out = out.slice(0, o.at) + o.to + out.slice(o.at + o.from.length);
    } else {
      const letters: number[] = [];
      for (let i = 1; i < out.length - 1; i++) if (/[A-Za-z]/.test(out[i] as string)) letters.push(i);
      if (letters.length === 0) continue;
      const i = rng.pick(letters);
      out = rng.chance(0.5) ? out.slice(0, i) + out.slice(i + 1) : out.slice(0, i) + (out[i] as string) + out.slice(i);
    }
  }
  if (out === s) out = s.length > 3 ? s.slice(0, 2) + s.slice(3) : `${s}.`;
  return out;
}

const SUFFIX_RE = /,?\s+(Inc\.?|LLC|L\.L\.C\.|Corp\.?|Corporation|Co\.?|Company|Ltd\.?|CSP|LP|L\.P\.|PLLC)$/i;

export function stripSuffix(name: string): string {
  let out = name;
  for (let i = 0; i < 2; i++) out = out.replace(SUFFIX_RE, '');
  return out.trim();
}

export function slug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
}

export function stripMarks(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u02bb\u2018\u2019']/g, '');
}

/** A casual variant of a company name as someone might type or print it. */
export function nameVariant(name: string, rng: Rng): string {
  const base = stripSuffix(name);
  const r = rng.int(0, 5);
  switch (r) {
    case 0:
      return name.toUpperCase();
    case 1:
      return base;
    case 2:
      return base.includes('&') ? base.replace(/\s*&\s*/g, ' and ') : base.replace(/ and /g, ' & ');
    case 3:
      return base.toUpperCase().replace(/[.,]/g, '');
    case 4:
      return name.replace(/\./g, '').replace(/,/g, '');
    default:
      return `${base}${rng.chance(0.5) ? ' Inc' : ', LLC'}`;
  }
}
