/**
 * Street lines: one structured form, written once the way the directory stores it and many ways
 * the bills print it (Avenue/Ave/Av., East/E., "450 South 700 East", "Calle Loíza 1905",
 * "MP 42.5 Parks Hwy", "Carr. 2 Km 15 Hm 3", "HC89 Box 410", a hyphen lost from "94-1020").
 */
import type { Street } from './model';
import { type Rng, chance, pick, pickW } from './rng';
import { marksVariant } from './noise';

const TYPES: Record<string, readonly string[]> = {
  Ave: ['Avenue', 'Av', 'Ave.'], St: ['Street', 'St.', 'Str'], Blvd: ['Boulevard', 'Blvd.', 'Bl'], Rd: ['Road', 'Rd.'], Dr: ['Drive', 'Dr.'],
  Ln: ['Lane', 'Ln.'], Pkwy: ['Parkway', 'Pky', 'Pkwy.'], Hwy: ['Highway', 'Hwy.', 'Hiway'], Ct: ['Court', 'Ct.'], Pl: ['Place', 'Pl.'],
  Cir: ['Circle', 'Cir.'], Trl: ['Trail', 'Tr'], Way: ['Way'], Expy: ['Expressway', 'Expwy'], Loop: ['Loop'], Ter: ['Terrace'],
};
const SPANISH: Record<string, readonly string[]> = {
  Calle: ['Calle', 'Calle', 'Calle', 'Cll', 'C/'], Avenida: ['Ave.', 'Ave', 'Av.', 'Avda.', 'Avenida'], Camino: ['Camino', 'Cam.'], Paseo: ['Paseo', 'Pso.'],
};
const DIRS: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West' };
const QUADS: Record<string, string> = { NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };

export function parseStreetName(s: string): Pick<Street, 'pre' | 'name' | 'type' | 'typeFirst' | 'post'> {
  const t = s.split(' ');
  let pre = '';
  let post = '';
  let type = '';
  let typeFirst = false;
  if (t.length >= 2 && SPANISH[t[0] ?? ''] !== undefined) {
    type = t.shift() ?? '';
    typeFirst = true;
  } else {
    if (t.length >= 2 && DIRS[t[0] ?? ''] !== undefined) pre = t.shift() ?? '';
    if (t.length >= 2 && QUADS[t[t.length - 1] ?? ''] !== undefined) post = t.pop() ?? '';
    if (t.length >= 2 && TYPES[t[t.length - 1] ?? ''] !== undefined) type = t.pop() ?? '';
  }
  return { pre, name: t.join(' '), type, typeFirst, post };
}

export function street(partial: Partial<Street> & Pick<Street, 'kind' | 'num'>): Street {
  return { route: '', pre: '', name: '', type: '', typeFirst: false, post: '', urb: '', ...partial };
}

export interface Form {
  spell: 'abbr' | 'full' | 'dots';
  caps: boolean;
  /** Puerto Rico: "Calle Loíza 1905" rather than "1905 Calle Loíza". */
  numLast: boolean;
  marks: boolean;
}

export const PLAIN: Form = { spell: 'abbr', caps: false, numLast: false, marks: true };

function dir(d: string, f: Form): string {
  if (d === '') return '';
  const full = DIRS[d] ?? QUADS[d] ?? d;
  if (f.spell === 'full') return full;
  if (f.spell === 'dots') return d.length === 1 ? `${d}.` : `${d.charAt(0)}.${d.charAt(1)}.`;
  return d;
}

function typeWord(t: string, f: Form, r: Rng | null): string {
  if (t === '') return '';
  const spanish = SPANISH[t];
  if (spanish) return r ? pick(r, spanish) : t === 'Avenida' ? 'Ave.' : t;
  const alts = TYPES[t] ?? [];
  if (f.spell === 'full') return alts[0] ?? t;
  if (f.spell === 'dots') return alts.find((a) => a.endsWith('.')) ?? t;
  return r && chance(r, 0.12) && alts.length > 1 ? pick(r, alts.slice(1)) : t;
}

function nameLine(s: Street, f: Form, r: Rng | null): string {
  const name = f.marks || !r ? s.name : marksVariant(r, s.name);
  if (s.typeFirst) return [typeWord(s.type, f, r), name].join(' ');
  return [dir(s.pre, f), name, typeWord(s.type, f, r), dir(s.post, f)].filter((x) => x !== '').join(' ');
}

function boxLine(s: Street, r: Rng | null): string {
  if (s.kind === 'pobox') {
    if (!r) return `PO Box ${s.num}`;
    return pick(r, [`PO Box ${s.num}`, `P.O. Box ${s.num}`, `POB ${s.num}`, `Post Office Box ${s.num}`, `PO BOX ${s.num}`, `P O Box ${s.num}`]);
  }
  if (s.kind === 'hc') {
    if (!r) return `HC ${s.route} Box ${s.num}`;
    return pick(r, [`HC ${s.route} Box ${s.num}`, `HC${s.route} Box ${s.num}`, `H.C. ${s.route} Box ${s.num}`, `HC ${s.route} BOX ${s.num}`, `Hc ${s.route} Bx ${s.num}`]);
  }
  if (!r) return `RR ${s.route} Box ${s.num}`;
  return pick(r, [`RR ${s.route} Box ${s.num}`, `Rural Route ${s.route} Box ${s.num}`, `R.R. ${s.route}, Box ${s.num}`, `Rt ${s.route} Box ${s.num}`, `RR${s.route} BOX ${s.num}`]);
}

function mileLine(s: Street, f: Form, r: Rng | null): string {
  const road = nameLine(s, f, r);
  if (!r) return `Mile ${s.num} ${road}`;
  return pick(r, [`Mile ${s.num} ${road}`, `MP ${s.num} ${road}`, `Mi ${s.num} ${road}`, `${s.num} Mile ${road}`, `${road} Mile ${s.num}`, `${road} MP ${s.num}`]);
}

function kmLine(s: Street, r: Rng | null): string {
  if (!r) return `Carr. ${s.route} Km ${s.num}`;
  const [km, hm] = s.num.split('.');
  const road = pick(r, [`Carr. ${s.route}`, `Carretera ${s.route}`, `PR-${s.route}`, `Carr ${s.route}`, `Road ${s.route}`, `Carr. #${s.route}`]);
  const post = pick(r, [`Km ${s.num}`, `KM ${s.num}`, `Km. ${s.num}`, hm ? `Km ${km ?? ''} Hm ${hm}` : `Km ${s.num}`]);
  return `${road} ${post}`;
}

function houseNumber(s: Street, r: Rng | null): string {
  if (!r || !s.num.includes('-')) return s.num;
  if (/^[A-Z]-/.test(s.num)) return pickW(r, [[s.num, 6], [s.num.replace('-', ''), 3]]);
  return pickW(r, [[s.num, 14], [s.num.replace('-', ''), 2], [s.num.replace('-', ' '), 1]]);
}

/** The street line alone (no urbanización), canonical when r is null, a printed variant otherwise. */
export function streetLine(s: Street, f: Form, r: Rng | null = null): string {
  let out: string;
  if (s.kind === 'pobox' || s.kind === 'hc' || s.kind === 'rr') out = boxLine(s, r);
  else if (s.kind === 'mile') out = mileLine(s, f, r);
  else if (s.kind === 'km') out = kmLine(s, r);
  else {
    const num = houseNumber(s, r);
    const line = nameLine(s, f, r);
    out = s.typeFirst && f.numLast ? `${line} ${r && chance(r, 0.4) ? '#' : ''}${num}` : `${num} ${line}`;
  }
  return f.caps ? out.toUpperCase() : out;
}

export function urbLine(s: Street, r: Rng | null): string {
  if (s.urb === '') return '';
  if (!r) return s.urb;
  const name = s.urb.replace(/^(Urb\.|Cond\.|Bo\.)\s*/, '');
  const kind = s.urb.slice(0, s.urb.indexOf('.') + 1);
  const variants: Record<string, readonly string[]> = {
    'Urb.': [`Urb. ${name}`, `URB ${name}`, `Urbanización ${name}`, `Urb ${name}`, name],
    'Cond.': [`Cond. ${name}`, `Condominio ${name}`, `COND ${name}`, `Cond ${name}`],
    'Bo.': [`Bo. ${name}`, `Barrio ${name}`, `BO ${name}`],
  };
  return marksVariant(r, pick(r, variants[kind] ?? [s.urb]));
}

/** The directory's address field: the street line, with the urbanización before or after it. */
export function directoryAddress(s: Street, f: Form, urbFirst: boolean): string {
  const line = streetLine(s, f);
  const urb = f.caps ? s.urb.toUpperCase() : s.urb;
  if (urb === '') return line;
  return urbFirst ? `${urb}, ${line}` : `${line}, ${urb}`;
}

/** A key under which two printings of one street line meet: no marks, no case, abbreviated. */
export function streetKey(s: Street): string {
  return streetLine(s, PLAIN).normalize('NFD').replace(/[\u0300-\u036fʻ'`.]/g, '').toUpperCase();
}

export function randomForm(r: Rng, spanish: boolean): Form {
  return {
    spell: pickW(r, [['abbr', 8], ['full', 2], ['dots', 1]] as const),
    caps: chance(r, 0.35),
    numLast: spanish && chance(r, 0.4),
    marks: chance(r, 0.4),
  };
}
