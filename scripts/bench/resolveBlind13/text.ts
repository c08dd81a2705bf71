import type { Rng } from './rng';

/* Small string helpers shared by the generators and the bill writer. */

export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
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

/** Lower-case letters and digits only: the key used to keep names and numbers unique. */
export function squash(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** An account number's identity: alphanumerics, upper-case, leading zeros dropped. */
export function accountKey(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^0+/, '');
}

export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

export function money(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = pad(cents % 100, 2);
  return `${dollars.toLocaleString('en-US')}.${rest}`;
}

/** Fills a format where # is a digit, A a capital letter, anything else kept. */
export function fillFormat(rng: Rng, format: string): string {
  let out = '';
  for (const ch of format) {
    if (ch === '#') out += String(rng.int(0, 9));
    else if (ch === 'A') out += String.fromCharCode(65 + rng.int(0, 25));
    else out += ch;
  }
  return out;
}

/** Re-groups an account number the way a different system prints it. */
export function regroupAccount(rng: Rng, account: string): string {
  const bare = account.replace(/[^A-Za-z0-9]/g, '');
  const style = rng.int(0, 4);
  if (style === 0) return bare;
  if (style === 1) return account.replace(/-/g, ' ');
  if (style === 2) return account.replace(/ /g, '-');
  if (style === 3 && bare.length > 6) return `${bare.slice(0, bare.length - 4)}-${bare.slice(-4)}`;
  const parts: string[] = [];
  for (let i = 0; i < bare.length; i += 3) parts.push(bare.slice(i, i + 3));
  return parts.join(' ');
}

const OCR_SWAPS: readonly (readonly [RegExp, string])[] = [
  [/o/, '0'],
  [/O/, '0'],
  [/l/, '1'],
  [/I/, '1'],
  [/S/, '5'],
  [/B/, '8'],
  [/rn/, 'm'],
  [/m/, 'rn'],
  [/e/, 'c'],
  [/a/, 'o'],
  [/cl/, 'd'],
  [/h/, 'b'],
];

/** One or two OCR-style letter slips inside words of letters (never inside digit runs). */
export function ocrSlip(rng: Rng, text: string, slips = 1): string {
  let out = text;
  for (let k = 0; k < slips; k++) {
    const words = [...out.matchAll(/[A-Za-z]{4,}/g)];
    if (words.length === 0) return out;
    const word = rng.pick(words);
    const candidates = OCR_SWAPS.filter(([re]) => re.test(word[0]));
    if (candidates.length === 0) continue;
    const [re, rep] = rng.pick(candidates);
    const changed = word[0].replace(re, rep);
    const start = word.index ?? 0;
    out = out.slice(0, start) + changed + out.slice(start + word[0].length);
  }
  return out;
}

/** A typist's misspelling: a doubled letter dropped, two letters swapped, or a vowel changed. */
export function misspell(rng: Rng, word: string): string {
  if (word.length < 5 || /\d/.test(word)) return word;
  const doubled = word.match(/([a-z])\1/);
  if (doubled && doubled.index !== undefined && rng.chance(0.5)) {
    return word.slice(0, doubled.index) + word.slice(doubled.index + 1);
  }
  if (rng.chance(0.5)) {
    const i = rng.int(1, word.length - 3);
    return word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2);
  }
  const vowels = [...word.matchAll(/[aeiou]/g)].filter((m) => (m.index ?? 0) > 0);
  if (vowels.length === 0) return word;
  const v = rng.pick(vowels);
  const i = v.index ?? 1;
  const swap = rng.pick(['a', 'e', 'i', 'o', 'u'].filter((c) => c !== v[0]));
  return word.slice(0, i) + swap + word.slice(i + 1);
}

export function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s\-/&(])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

export function initials(text: string): string {
  return text
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface BillDate {
  y: number;
  m: number;
  d: number;
}

export function formatDate(rng: Rng, date: BillDate): string {
  const style = rng.int(0, 3);
  if (style === 0) return `${pad(date.m, 2)}/${pad(date.d, 2)}/${date.y}`;
  if (style === 1) return `${date.m}/${date.d}/${String(date.y).slice(2)}`;
  if (style === 2) return `${MONTHS[date.m - 1] ?? 'Jan'} ${date.d}, ${date.y}`;
  return `${date.y}-${pad(date.m, 2)}-${pad(date.d, 2)}`;
}

export function addDays(date: BillDate, days: number): BillDate {
  const t = Date.UTC(date.y, date.m - 1, date.d) + days * 86_400_000;
  const dt = new Date(t);
  return { y: dt.getUTCFullYear(), m: dt.getUTCMonth() + 1, d: dt.getUTCDate() };
}
