/*
 * The seeded random source and the ways a document prints what the directory holds:
 * street spellings, names, account numbers, OCR slips.
 */
import { prng } from '../seedData';

export interface Rng {
  r: () => number;
  int(lo: number, hi: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  shuffle<T>(items: T[]): T[];
}

export function makeRng(seed: number): Rng {
  const r = prng(seed);
  const rng: Rng = {
    r,
    int: (lo, hi) => lo + Math.floor(r() * (hi - lo + 1)),
    pick: (items) => items[Math.floor(r() * items.length)]!,
    chance: (p) => r() < p,
    weighted: (items) => {
      const total = items.reduce((s, [, w]) => s + w, 0);
      let x = r() * total;
      for (const [item, w] of items) {
        x -= w;
        if (x < 0) return item;
      }
      return items[items.length - 1]![0];
    },
    shuffle: (items) => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(r() * (i + 1));
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    },
  };
  return rng;
}

const DIRS: Record<string, readonly string[]> = {
  N: ['North', 'N.'], S: ['South', 'S.'], E: ['East', 'E.'], W: ['West', 'W.'],
  NE: ['Northeast', 'N.E.'], NW: ['Northwest', 'N.W.'], SE: ['Southeast', 'S.E.'], SW: ['Southwest', 'S.W.'],
};
const TYPES: Record<string, readonly string[]> = {
  St: ['Street', 'St.', 'ST'], Ave: ['Avenue', 'Ave.', 'Av'], Blvd: ['Boulevard', 'Blvd.', 'Bl'], Rd: ['Road', 'Rd.'],
  Dr: ['Drive', 'Dr.'], Pkwy: ['Parkway', 'Pkwy.', 'Pky'], Cir: ['Circle', 'Cir.'], Trl: ['Trail', 'Tr'],
  Hwy: ['Highway', 'Hwy.'],
};

export function stripAccents(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** A street ("E Speedway Blvd") as a document might print it. */
export function streetVariant(rng: Rng, street: string): string {
  const tokens = street.split(' ');
  const out = tokens.map((tok, i) => {
    const isFirst = i === 0 && tokens.length > 2;
    const isPost = i === tokens.length - 1 && tokens.length > 2 && TYPES[tokens[i - 1]!] !== undefined;
    if ((isFirst || isPost) && DIRS[tok] && rng.chance(0.35)) return rng.pick(DIRS[tok]);
    if (i > 0 && TYPES[tok] && rng.chance(0.4)) return rng.pick(TYPES[tok]);
    if (tok === 'FM' && i === 0 && rng.chance(0.6)) return rng.pick(['Farm to Market Rd', 'F.M.', 'FM Road', 'Farm-to-Market Road']);
    if (tok === 'Expressway' && rng.chance(0.6)) return rng.pick(['Expy', 'Expwy', 'Exp']);
    if (tok === 'Route' && rng.chance(0.5)) return rng.pick(['Rte', 'Rt']);
    if (tok === 'Avenue' && i === 0 && rng.chance(0.5)) return 'Ave';
    if (tok === 'Mt' && rng.chance(0.5)) return 'Mount';
    return tok;
  });
  let s = out.join(' ');
  if (rng.chance(0.3)) s = stripAccents(s);
  if (rng.chance(0.2)) s = s.replace(/'/g, '');
  return s;
}

export function cityLine(rng: Rng, city: string, state: string, zip: string): string {
  const stateNames: Record<string, string> = {
    TX: 'Texas', NM: 'New Mexico', AZ: 'Arizona', OK: 'Oklahoma', KS: 'Kansas', NE: 'Nebraska', ND: 'North Dakota', SD: 'South Dakota', MN: 'Minnesota', CO: 'Colorado',
  };
  const z = rng.chance(0.3) ? `${zip}-${String(rng.int(1, 9999)).padStart(4, '0')}` : zip;
  const st = rng.chance(0.1) ? stateNames[state]! : state;
  const c = rng.chance(0.3) ? stripAccents(city) : city;
  return rng.chance(0.6) ? `${c}, ${st} ${z}` : `${c} ${st} ${z}`;
}

/** An OCR slip: one confusable character swapped, or a letter dropped. */
export function ocrSlip(rng: Rng, s: string): string {
  const swaps: [string, string][] = [['l', '1'], ['O', '0'], ['m', 'rn'], ['S', '5'], ['e', 'c'], ['i', 'l'], ['B', '8'], ['rn', 'm'], ['a', 'o'], ['h', 'b']];
  for (const [from, to] of rng.shuffle(swaps.slice())) {
    const idxs: number[] = [];
    for (let i = s.indexOf(from, 1); i >= 0; i = s.indexOf(from, i + 1)) idxs.push(i);
    if (idxs.length > 0) {
      const i = rng.pick(idxs);
      return s.slice(0, i) + to + s.slice(i + from.length);
    }
  }
  const i = rng.int(1, Math.max(1, s.length - 2));
  return s.slice(0, i) + s.slice(i + 1);
}

/** Company name as a letterhead or payee line might show it (same company, different print). */
export function nameVariant(rng: Rng, name: string): string {
  let s = name;
  const k = rng.int(0, 5);
  if (k === 0) s = s.toUpperCase();
  else if (k === 1) s = s.replace(/,? (LLC|Inc\.|Co\.|Corporation|Company|Ltd)$/i, '');
  else if (k === 2) s = s.replace(/ & /g, ' and ');
  else if (k === 3) s = s.replace(/\./g, '').replace(/,/g, '');
  else if (k === 4) s = s.replace(/ and /g, ' & ').toUpperCase();
  return s;
}

export function fillFormat(rng: Rng, format: string): string {
  let out = '';
  for (const ch of format) {
    if (ch === '#') out += String(rng.int(0, 9));
    else if (ch === 'A') out += String.fromCharCode(65 + rng.int(0, 25));
    else out += ch;
  }
  return out;
}

/** Digits and letters only, upper case, no leading zeros: the identity of an account number. */
export function accountKey(s: string): string {
  return s.toUpperCase().replace(/[^0-9A-Z]/g, '').replace(/^0+/, '');
}

export type AccountPrint = 'asis' | 'nosep' | 'spaces' | 'zeros' | 'labelled' | 'masked';

/** An account number as the bill prints it. */
export function accountPrint(rng: Rng, acct: string, how: AccountPrint): string {
  const bare = acct.replace(/[^0-9A-Za-z]/g, '');
  switch (how) {
    case 'asis':
      return acct;
    case 'nosep':
      return bare;
    case 'spaces':
      return /[-\s]/.test(acct) ? acct.replace(/[-\s]+/g, ' ') : bare.replace(/(.{4})(?=.)/g, '$1 ');
    case 'zeros':
      return /^0/.test(bare) ? bare.replace(/^0+/, '') : `00${acct}`;
    case 'labelled':
      return `${rng.pick(['Account #', 'Acct No.', 'Acct#', 'Customer No', 'Account Number:'])} ${acct}`;
    case 'masked':
      return `${rng.pick(['****', 'XXXX', 'xxxxxx', '*****-'])}${bare.slice(-4)}`;
  }
}

export function money(n: number): string {
  const [whole, cents] = n.toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents!}`;
}
