/**
 * How bills print an address: suffixes and directions abbreviated, spelt out, dotted or
 * dropped; ordinals as words; OCR slips in the house number and typos in the street name;
 * capitals; city, state spelt or coded, ZIP or ZIP+4 or none; the unit inline, on its own line
 * or fused to the house number.
 */
import type { Addr, Place } from './address';
import type { UnitRec } from './properties';
import { mulberry32 } from './rng';
import { DIRS, LEADS, STATES, TYPES, ordinalWords } from './usps';

export interface AddrStyle {
  caps: boolean;
  suffix: 'abbr' | 'full' | 'drop' | 'dot';
  dir: 'abbr' | 'full' | 'drop' | 'dot';
  ordinal: 'num' | 'word' | 'bare';
  lead: number;
  ocrHouse: boolean;
  typo: boolean;
  seed: number;
  city: boolean;
  state: 'code' | 'full' | 'none';
  zip: '5' | '9' | 'none';
  sep: 'comma' | 'newline';
}

export const PLAIN: AddrStyle = { caps: false, suffix: 'abbr', dir: 'abbr', ordinal: 'num', lead: 0, ocrHouse: false, typo: false, seed: 1, city: true, state: 'code', zip: '5', sep: 'comma' };

/** One slip in a word: a neighbour key, a dropped or doubled letter, two letters swapped. */
export function typo(word: string, seed: number): string {
  const r = mulberry32(seed);
  const letters = [...word].map((c, i) => (/[a-z]/i.test(c) && i > 0 ? i : -1)).filter((i) => i > 0);
  if (letters.length === 0) return word;
  const i = letters[Math.floor(r() * letters.length)] ?? 1;
  const c = word.charAt(i);
  const near: Record<string, string> = { a: 's', e: 'r', i: 'o', o: 'i', u: 'y', n: 'm', m: 'n', r: 't', t: 'r', s: 'a', l: 'k', c: 'v', d: 'f', h: 'j' };
  const op = Math.floor(r() * 4);
  if (op === 0) return word.slice(0, i) + (near[c.toLowerCase()] ?? 'e') + word.slice(i + 1);
  if (op === 1) return word.slice(0, i) + word.slice(i + 1);
  if (op === 2) return word.slice(0, i) + c + word.slice(i);
  return i + 1 < word.length ? word.slice(0, i) + word.charAt(i + 1) + c + word.slice(i + 2) : word.slice(0, i);
}

function name(a: Addr, s: AddrStyle): string {
  let n = a.name;
  const m = /^(\d+)(st|nd|rd|th)$/.exec(n);
  if (m && a.lead === null) {
    if (s.ordinal === 'word') n = ordinalWords(Number(m[1])) ?? n;
    else if (s.ordinal === 'bare') n = m[1] ?? n;
  }
  if (s.typo) {
    const words = n.split(' ');
    const k = words.reduce((best, w, i) => (/^[A-Za-z]{5,}$/.test(w) && w.length > (words[best]?.length ?? 0) ? i : best), -1);
    if (k >= 0) words[k] = typo(words[k] ?? '', s.seed);
    n = words.join(' ');
  }
  return n;
}

function house(h: string, s: AddrStyle): string {
  if (!s.ocrHouse || !/^\d{3,}$/.test(h)) return h;
  const inner = [...h].map((c, i) => (i > 0 && i < h.length - 1 && (c === '0' || c === '1') ? i : -1)).filter((i) => i > 0);
  const i = inner[s.seed % Math.max(1, inner.length)];
  return i === undefined ? h : h.slice(0, i) + (h.charAt(i) === '0' ? 'O' : 'l') + h.slice(i + 1);
}

export function printStreet(a: Addr, s: AddrStyle, fusedUnit: string | null = null): string {
  const leadForms = a.lead === null ? [] : a.lead === 'Hwy' ? [a.leadLabel ?? 'Hwy', 'Highway', 'Hwy'] : LEADS[a.lead] ?? [a.lead];
  const lead = a.lead === null ? null : s.lead === 0 ? a.leadLabel : leadForms[s.lead % leadForms.length] ?? a.leadLabel;
  if (a.box !== null) return `${lead === 'Rural Route' || lead === 'Rte' ? lead : 'RR'} ${a.name}${s.sep === 'comma' && s.lead % 2 === 1 ? ',' : ''} Box ${a.box}`;
  const dir = (d: string | null) => (d === null || s.dir === 'drop' ? null : s.dir === 'full' ? DIRS[d] ?? d : s.dir === 'dot' ? `${d.split('').join('.')}.` : d);
  const type = a.type === null || s.suffix === 'drop' ? null : s.suffix === 'full' ? TYPES[a.type] ?? a.type : s.suffix === 'dot' && a.type !== 'Way' && a.type !== 'Loop' ? `${a.type}.` : a.type;
  const h = fusedUnit !== null && /^\d+$/.test(a.house) ? `${a.house}${fusedUnit}` : house(a.house, s);
  return [h, dir(a.pre), lead, name(a, s), type, dir(a.post)].filter((x): x is string => !!x).join(' ');
}

export function printPlace(p: Place, s: AddrStyle): string | null {
  if (!s.city) return null;
  const state = s.state === 'none' ? '' : s.state === 'full' ? STATES[p.state] ?? p.state : p.state;
  const zip = s.state === 'none' || s.zip === 'none' ? '' : s.zip === '9' ? `${p.zip}-${p.zip4}` : p.zip;
  return [`${p.city}${state ? ',' : ''}`, state, zip].filter(Boolean).join(' ').replace(/,$/, '');
}

export function printAddress(a: Addr, p: Place, s: AddrStyle, unit: { inline?: string | null; line?: string | null; fused?: string | null } = {}): string {
  const street = printStreet(a, s, unit.fused ?? null) + (unit.inline ? `${s.sep === 'comma' ? ', ' : ' '}${unit.inline}` : '');
  const parts = [street, unit.line ?? null, printPlace(p, s)].filter((x): x is string => !!x);
  const text = parts.join(s.sep === 'comma' ? ', ' : '\n');
  return s.caps ? text.toUpperCase() : text;
}

/** The unit as a bill writes it; `field` allows the bare forms an extraction field holds. */
export function unitPhrase(u: UnitRec, variant: number, field: boolean): string {
  const sh = u.shape;
  const pick = (list: string[]) => list[variant % list.length] ?? list[0] ?? u.label;
  switch (sh.kind) {
    case 'bldg': return pick([`Bldg ${sh.bldg} Unit ${sh.num}`, `Bldg ${sh.bldg}, Apt ${sh.num}`, `Apt ${sh.bldg}-${sh.num}`, `#${sh.bldg}${sh.num}`, `Unit ${sh.bldg}-${sh.num}`, `Building ${sh.bldg} #${sh.num}`, ...(field ? [`${sh.bldg}-${sh.num}`, u.label] : [])]);
    case 'num': return pick([`Apt ${sh.num}`, `#${sh.num}`, `Unit ${sh.num}`, `Apt. ${sh.num}`, ...(field ? [sh.num, u.label] : [])]);
    case 'letter': return pick([`Unit ${sh.num}`, `Apt ${sh.num}`, `#${sh.num}`, ...(field ? [sh.num] : [])]);
    case 'word': {
      const alt = sh.num === 'Upper' ? 'Upstairs' : sh.num === 'Lower' ? 'Downstairs' : sh.num.toUpperCase();
      return pick([sh.num, `${sh.num} Unit`, `Unit ${sh.num}`, alt]);
    }
    case 'space': return pick(u.label.startsWith('Site') ? [`Site ${sh.num}`, `#${sh.num}`, `Space ${sh.num}`] : [`Spc ${sh.num}`, `Space ${sh.num}`, `Lot ${sh.num}`, `Sp ${sh.num}`, `#${sh.num}`, `Space #${sh.num}`]);
    case 'suite': return pick([`Ste ${sh.num}`, `Suite ${sh.num}`, `#${sh.num}`, `Unit ${sh.num}`]);
    case 'house': return pick(field ? [sh.num, `Unit ${sh.num}`] : [`Unit ${sh.num}`]);
  }
}
