/** How a careful clerk reads what a bill prints: canonical forms for streets, units, names and accounts. */
import { CITY_OF_PLACE } from './geo';

const ABBR: Readonly<Record<string, string>> = {
  st: 'street', str: 'street', ave: 'avenue', av: 'avenue', blvd: 'boulevard', bl: 'boulevard', dr: 'drive', rd: 'road',
  ln: 'lane', ct: 'court', pl: 'place', cir: 'circle', pkwy: 'parkway', pky: 'parkway', hwy: 'highway', wy: 'way',
  co: 'county', cnty: 'county', n: 'north', s: 'south', e: 'east', w: 'west', mtn: 'mountain', cyn: 'canyon',
};
const DIRS = new Set(['north', 'south', 'east', 'west']);
const SUFFIXES = new Set(['street', 'avenue', 'boulevard', 'drive', 'road', 'lane', 'court', 'place', 'circle', 'parkway', 'highway', 'way']);

export interface ParsedStreet {
  number: string | null;
  fraction: string | null;
  /** Letters fused to the house number ("1234B"). */
  fused: string | null;
  dir: string | null;
  name: string;
  suffix: string | null;
}

function ocrDigits(token: string): string {
  if (!/\d/.test(token)) return token;
  return token.replace(/[o]/g, '0').replace(/[li]/g, '1').replace(/s/g, '5');
}

/** Parses a street line ("1234 1/2 N Main St", "l2O4B Palm Ave", "12500 Hwy 1"). */
export function parseStreet(line: string): ParsedStreet {
  const tokens = line.toLowerCase().replace(/[.,]/g, ' ').split(/\s+/).filter(Boolean);
  let number: string | null = null;
  let fused: string | null = null;
  let fraction: string | null = null;
  const first = tokens[0];
  if (first !== undefined) {
    const m = /^(\d+)([a-z]*)$/.exec(ocrDigits(first));
    if (m && m[1]) {
      number = String(Number(m[1]));
      fused = m[2] ? m[2] : null;
      tokens.shift();
    }
  }
  if (tokens[0] !== undefined && /^\d\/\d$/.test(tokens[0])) fraction = tokens.shift() ?? null;
  const rest = tokens.map((t) => ABBR[t] ?? t);
  let dir: string | null = null;
  if (rest.length >= 2 && DIRS.has(rest[0] ?? '')) dir = rest.shift() ?? null;
  else if (rest.length >= 2 && DIRS.has(rest[rest.length - 1] ?? '')) dir = rest.pop() ?? null;
  let suffix: string | null = null;
  if (rest.length >= 2 && SUFFIXES.has(rest[rest.length - 1] ?? '')) suffix = rest.pop() ?? null;
  return { number, fraction, fused, dir, name: rest.join(' '), suffix };
}

/** A city or a neighbourhood inside it, as the city a clerk files it under. */
export function cityKey(city: string | null): string | null {
  if (city === null) return null;
  const k = city.toLowerCase().replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();
  return CITY_OF_PLACE[k] ?? k;
}

/** "Apt 3B" -> "3b", "Sp 47" -> "47", "Bldg 4, Apt 210" -> "4210", "Suite 101" -> "101". */
export function unitCore(text: string): string {
  return text
    .toLowerCase()
    .replace(/\b(building|bldg|bld)\b/g, ' ')
    .replace(/\b(apartment|apt|unit|space|spc|sp|suite|ste|rm|room|no)\b/g, ' ')
    .replace(/[^a-z0-9]/g, '');
}

/** Property names, aliases and codes as compared: "Job site: Vista Palms Apts." -> "vista palms apts". */
export function nameKey(text: string): string {
  const afterLabel = text.includes(':') ? text.slice(text.lastIndexOf(':') + 1) : text;
  return afterLabel.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9 ]/g, ' ').replace(/\s+/g, ' ').trim();
}

const CORP = new Set(['inc', 'llc', 'co', 'corp', 'corporation', 'company', 'ltd', 'lp', 'pc', 'incorporated']);

/** Payee names as compared: case, punctuation and the legal form ignored. */
export function vendorKey(text: string): string {
  const tokens = text.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9 ]/g, ' ').split(/\s+/).filter(Boolean);
  while (tokens.length > 1 && CORP.has(tokens[tokens.length - 1] ?? '')) tokens.pop();
  if (tokens[0] === 'the' && tokens.length > 1) tokens.shift();
  return tokens.join(' ');
}

export type AccountRead = { kind: 'full'; key: string } | { kind: 'masked'; last4: string };

/** "****1234" / "XXXX-XXXX-1234" are masked; anything else is compared on letters and digits. */
export function readAccount(printed: string): AccountRead {
  const m = /^(?:[*xX]{2,}[\s-]*)+(\d{4})$/.exec(printed.trim());
  if (m && m[1]) return { kind: 'masked', last4: m[1] };
  return { kind: 'full', key: printed.toUpperCase().replace(/[^A-Z0-9]/g, '') };
}

export function accountKey(accountNumber: string): string {
  return accountNumber.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
