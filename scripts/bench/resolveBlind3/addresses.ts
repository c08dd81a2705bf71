import type { City, Street } from './geography';
import { DIR_FULL, ORDINAL_WORDS, SUFFIX_ABBR, SUFFIX_ALT } from './geography';
import type { Rng } from './rng';

/*
 * Street addresses and how people print them: USPS abbreviations or spelled out, with a dot or
 * without, directionals spelled out, ordinal words, the many ways to write a state highway or
 * county road, rural route boxes, ZIP or ZIP+4, upper case, and the slips OCR and typists make.
 */

export interface Addr {
  /** House number ("4820"), or the box number for a rural route. */
  num: string;
  street: Street;
}

export interface StreetStyle {
  suffix: 'abbr' | 'full' | 'dot' | 'alt' | 'none';
  dir: 'abbr' | 'full' | 'dot' | 'none';
  ordinalWord: boolean;
  /** Which of a route's spellings. */
  routeForm: number;
}

export const CANONICAL_STYLE: StreetStyle = { suffix: 'abbr', dir: 'abbr', ordinalWord: false, routeForm: 0 };

const STATE_NAMES: Readonly<Record<string, string>> = {
  TX: 'Texas', AZ: 'Arizona', GA: 'Georgia', NC: 'North Carolina', SC: 'South Carolina', FL: 'Florida', OH: 'Ohio',
  MO: 'Missouri', KS: 'Kansas',
};

export function stateName(code: string): string {
  return STATE_NAMES[code] ?? code;
}

function dirText(d: string, style: StreetStyle['dir']): string {
  if (style === 'full') return DIR_FULL[d] ?? d;
  if (style === 'dot') return d.length === 1 ? `${d}.` : d.split('').join('.') + '.';
  return d;
}

function suffixText(s: string, style: StreetStyle['suffix'], rng: Rng | null): string {
  const abbr = SUFFIX_ABBR[s] ?? s;
  switch (style) {
    case 'full':
      return s;
    case 'dot':
      return abbr === s ? s : `${abbr}.`;
    case 'alt': {
      const alts = SUFFIX_ALT[s] ?? [];
      return alts.length > 0 && rng ? rng.pick(alts) : abbr;
    }
    case 'none':
      return '';
    default:
      return abbr;
  }
}

function nameText(name: string, style: StreetStyle): string {
  const m = /^(\d+)(st|nd|rd|th)$/.exec(name);
  if (m && style.ordinalWord) {
    const n = Number(m[1]);
    const w = ORDINAL_WORDS[n];
    if (w) return w;
  }
  return name;
}

function routeText(street: Street, state: string, form: number): string {
  const n = street.name;
  switch (street.route) {
    case 'US':
      return [`US Highway ${n}`, `US Hwy ${n}`, `U.S. ${n}`, `Hwy ${n}`, `US-${n}`, `U S Highway ${n}`][form % 6] as string;
    case 'SH':
      if (state === 'TX') return [`State Highway ${n}`, `State Hwy ${n}`, `SH ${n}`, `Hwy ${n}`, `TX-${n}`, `St Hwy ${n}`][form % 6] as string;
      return [`State Route ${n}`, `St Rt ${n}`, `SR ${n}`, `Hwy ${n}`, `${state}-${n}`, `State Rte ${n}`][form % 6] as string;
    case 'FM':
      return [`FM ${n}`, `Farm to Market Road ${n}`, `FM Road ${n}`, `F.M. ${n}`, `Farm-to-Market ${n}`, `FM Rd ${n}`][form % 6] as string;
    case 'CR':
      return [`County Road ${n}`, `CR ${n}`, `Co Rd ${n}`, `County Rd ${n}`, `Co. Rd. ${n}`, `CR-${n}`][form % 6] as string;
    default:
      return n;
  }
}

/** "4820 Preston Rd", "1200 N 32nd St", "14501 State Highway 71 W", "RR 2 Box 145". */
export function renderStreetLine(a: Addr, state: string, style: StreetStyle, rng: Rng | null = null): string {
  const s = a.street;
  if (s.kind === 'rr') {
    return [`Rural Route ${s.name} Box ${a.num}`, `RR ${s.name} Box ${a.num}`, `R.R. ${s.name}, Box ${a.num}`, `RR${s.name} BOX ${a.num}`, `Rt ${s.name} Box ${a.num}`][style.routeForm % 5] as string;
  }
  const parts: string[] = [a.num];
  if (s.pre && style.dir !== 'none') parts.push(dirText(s.pre, style.dir));
  if (s.kind === 'route') {
    parts.push(routeText(s, state, style.routeForm));
  } else {
    parts.push(nameText(s.name, style));
    if (s.suffix) {
      const t = suffixText(s.suffix, style.suffix, rng);
      if (t) parts.push(t);
    }
  }
  if (s.post && style.dir !== 'none') parts.push(dirText(s.post, style.dir));
  return parts.join(' ');
}

export function renderCityLine(city: City, zip: string | null, zip4: string | null, opts: { comma: boolean; stateFull: boolean; plus4: boolean; altCity: string | null }): string {
  const name = opts.altCity ?? city.name;
  const st = opts.stateFull ? stateName(city.state) : city.state;
  const z = zip ? (opts.plus4 && zip4 ? `${zip}-${zip4}` : zip) : '';
  return `${name}${opts.comma ? ',' : ''} ${st}${z ? ' ' + z : ''}`.trim();
}

// ---------------------------------------------------------------- keys (for fairness checks)

function coreName(s: Street): string {
  if (s.kind === 'route') return `r${s.name}`;
  if (s.kind === 'rr') return `rr${s.name}`;
  return s.name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Number + directionals + name + suffix: what makes the address distinct as stored. */
export function strictKey(a: Addr): string {
  const s = a.street;
  return [a.num, s.pre ?? '', coreName(s), s.suffix ?? '', s.post ?? ''].join('|').toLowerCase();
}

/** Number + name only: what survives a bill that drops the directional or the suffix. */
export function looseKey(a: Addr): string {
  return `${a.num}|${coreName(a.street)}`.toLowerCase();
}

export function cityKey(c: City): string {
  return `${c.name}|${c.state}`.toLowerCase();
}

// ---------------------------------------------------------------- slips

const KEY_NEIGHBOURS: Readonly<Record<string, string>> = {
  a: 'sq', b: 'vn', c: 'xv', d: 'sf', e: 'wr', f: 'dg', g: 'fh', h: 'gj', i: 'uo', j: 'hk', k: 'jl', l: 'k', m: 'n',
  n: 'bm', o: 'ip', p: 'o', r: 'et', s: 'ad', t: 'ry', u: 'yi', v: 'cb', w: 'qe', y: 'tu', z: 'x',
};

const OCR_SWAPS: readonly (readonly [RegExp, string])[] = [
  [/rn/, 'm'], [/m/, 'rn'], [/l/, '1'], [/o/, '0'], [/O/, '0'], [/S/, '5'], [/B/, '8'], [/e/, 'c'], [/cl/, 'd'], [/I/, 'l'], [/h/, 'b'],
];

/** One human-readable slip in a word of 5+ letters: a neighbouring key, a dropped, doubled or swapped letter, or an OCR confusion. */
export function slipWord(word: string, rng: Rng): string {
  if (word.length < 5) return word;
  const kind = rng.int(5);
  const i = 1 + rng.int(word.length - 2);
  const ch = word[i] as string;
  switch (kind) {
    case 0: {
      const n = KEY_NEIGHBOURS[ch.toLowerCase()];
      if (!n) return word.slice(0, i) + word.slice(i + 1);
      const r = n[rng.int(n.length)] as string;
      return word.slice(0, i) + (ch === ch.toUpperCase() ? r.toUpperCase() : r) + word.slice(i + 1);
    }
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    case 2:
      return word.slice(0, i) + ch + word.slice(i);
    case 3: {
      const nx = word[i + 1];
      if (!nx) return word.slice(0, i) + word.slice(i + 1);
      return word.slice(0, i) + nx + ch + word.slice(i + 2);
    }
    default: {
      for (const [re, to] of rng.shuffle([...OCR_SWAPS])) {
        if (re.test(word.slice(1))) return word[0] + word.slice(1).replace(re, to);
      }
      return word.slice(0, i) + word.slice(i + 1);
    }
  }
}

/** A slip in the longest word of a printed line (never in the house number). */
export function slipLine(line: string, rng: Rng): string {
  const words = line.split(' ');
  let best = -1;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (/^[A-Za-z]{5,}$/.test(w) && (best < 0 || w.length > (words[best] as string).length)) best = i;
  }
  if (best < 0) return line;
  words[best] = slipWord(words[best] as string, rng);
  return words.join(' ');
}
