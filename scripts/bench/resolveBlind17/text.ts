/** How print and OCR bend names and addresses: abbreviations, typos, OCR slips, ZIP+4. */
import { chance, digits, int, pick, type Rng } from './rng';

const SUFFIX: Record<string, readonly string[]> = {
  St: ['Street', 'St.', 'ST', 'Str'],
  Ave: ['Avenue', 'Av', 'Ave.', 'AVE'],
  Blvd: ['Boulevard', 'Blvd.', 'Bl', 'BLVD'],
  Dr: ['Drive', 'Dr.', 'DR'],
  Pl: ['Place', 'Pl.', 'PL'],
  Rd: ['Road', 'Rd.', 'RD'],
  Pkwy: ['Parkway', 'Pky', 'Pkwy.'],
  Ter: ['Terrace', 'Terr', 'Ter.'],
  Way: ['WAY', 'Wy'],
  Hwy: ['Highway', 'Hwy.'],
};

const DIRECTION: Record<string, readonly string[]> = {
  N: ['North', 'N.'],
  S: ['South', 'S.'],
  E: ['East', 'E.'],
  W: ['West', 'W.'],
  NE: ['Northeast', 'N.E.'],
  NW: ['Northwest', 'N.W.'],
  SE: ['Southeast', 'S.E.'],
  SW: ['Southwest', 'S.W.'],
};

const WORDS: Record<string, readonly string[]> = {
  St: ['Saint', 'St.'],
  Mt: ['Mount', 'Mt.'],
  MLK: ['Martin Luther King', 'M L King'],
  Jr: ['Junior', 'Jr.'],
  Ave: ['Avenue'],
};

const ORDINAL = /^(\d+)(st|nd|rd|th)$/;

/** One street ("W 85th St") as another hand might print it ("West 85 Street"). */
export function streetVariant(r: Rng, street: string): string {
  const words = street.split(' ');
  const last = words.length - 1;
  const out = words.map((w, i) => {
    if (i === last && SUFFIX[w] && chance(r, 0.45)) return pick(r, SUFFIX[w]);
    if ((i === 0 || i === last) && DIRECTION[w] && chance(r, 0.35)) return pick(r, DIRECTION[w]);
    if (i > 0 && i < last && WORDS[w] && chance(r, 0.3)) return pick(r, WORDS[w]);
    if (i === 0 && w === 'Avenue' && chance(r, 0.3)) return 'Ave';
    const m = ORDINAL.exec(w);
    if (m && chance(r, 0.25)) return m[1] as string;
    return w;
  });
  return out.join(' ');
}

/** A house number as bills print it: Queens hyphens lost or spaced, halves written out. */
export function numberVariant(r: Rng, num: string): string {
  if (num.includes('-') && !num.includes('/')) {
    return pick(r, [num, num, num, num.replace('-', ''), num.replace('-', ' ')]);
  }
  if (num.endsWith(' 1/2')) {
    const base = num.slice(0, -4);
    return pick(r, [num, num, `${base}-1/2`, `${base}½`, `${base} 1/2`, `${base}1/2`]);
  }
  return num;
}

const OCR: readonly (readonly [string, string])[] = [
  ['O', '0'], ['0', 'O'], ['l', '1'], ['1', 'l'], ['S', '5'], ['5', 'S'], ['B', '8'], ['rn', 'm'], ['m', 'rn'],
  ['cl', 'd'], ['e', 'c'], ['I', 'l'], ['h', 'b'], ['g', 'q'], ['a', 'o'],
];

/** One OCR slip somewhere in the text ("Blvd" read "8lvd", "Fremont" read "Frernont"). */
export function ocrSlip(r: Rng, s: string): string {
  for (let tries = 0; tries < 6; tries++) {
    const [from, to] = pick(r, OCR);
    const at = s.indexOf(from, int(r, 0, Math.max(0, s.length - 1)));
    const idx = at >= 0 ? at : s.indexOf(from);
    if (idx >= 0) return s.slice(0, idx) + to + s.slice(idx + from.length);
  }
  return s;
}

/** One typing slip in a word of letters: swap, drop, or double a letter. */
export function typo(r: Rng, s: string): string {
  const letters: number[] = [];
  for (let i = 1; i < s.length - 1; i++) if (/[A-Za-z]/.test(s[i] as string) && /[A-Za-z]/.test(s[i + 1] as string)) letters.push(i);
  if (letters.length === 0) return s;
  const i = pick(r, letters);
  const kind = int(r, 0, 2);
  if (kind === 0) return s.slice(0, i) + (s[i + 1] as string) + (s[i] as string) + s.slice(i + 2);
  if (kind === 1) return s.slice(0, i) + s.slice(i + 1);
  return s.slice(0, i) + (s[i] as string) + s.slice(i);
}

/** The street part only gets the slip; the house number stays legible (or takes an OCR slip). */
export function slipAddressLine(r: Rng, line: string): string {
  const sp = line.indexOf(' ');
  if (sp < 0) return typo(r, line);
  const num = line.slice(0, sp);
  const rest = line.slice(sp + 1);
  if (chance(r, 0.2)) return `${ocrSlip(r, num)} ${rest}`;
  return `${num} ${chance(r, 0.5) ? typo(r, rest) : ocrSlip(r, rest)}`;
}

export function zipVariant(r: Rng, zip: string | null): string {
  if (!zip) return '';
  const x = r();
  if (x < 0.3) return `${zip}-${digits(r, 4)}`;
  if (x < 0.34) return `${zip}${digits(r, 4)}`;
  if (x < 0.38 && zip.startsWith('0')) return zip.slice(1);
  return zip;
}

export function caseVariant(r: Rng, s: string): string {
  const x = r();
  if (x < 0.18) return s.toUpperCase();
  return s;
}

const LEGAL = /,?\s+(Inc\.?|LLC|L\.L\.C\.|Co\.|Corp\.?|Corporation|Company|Ltd\.?|LP|PLLC|P\.C\.)$/i;

export function dropLegal(name: string): string {
  let s = name;
  for (let i = 0; i < 2; i++) s = s.replace(LEGAL, '');
  return s.trim();
}

export function normName(s: string): string {
  return dropLegal(s).toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, ' ').trim();
}

/** The vendor's name as a bill header prints it. */
export function payeeVariant(r: Rng, name: string, aliases: readonly string[]): string {
  const x = r();
  if (x < 0.32) return name;
  if (x < 0.52) return dropLegal(name);
  if (x < 0.64) return name.toUpperCase();
  if (x < 0.72 && aliases.length > 0) return pick(r, aliases);
  if (x < 0.78) return dropLegal(name).toUpperCase().replace(/[.,]/g, '');
  if (x < 0.84) return name.includes('&') ? name.replace('&', 'and') : name.replace(/ and /i, ' & ');
  if (x < 0.9) return typo(r, dropLegal(name));
  if (x < 0.94) return ocrSlip(r, name);
  return name.replace(/^The /, '');
}

export function slug(s: string): string {
  return dropLegal(s).toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '');
}
