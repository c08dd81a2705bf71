/**
 * The street model: "SW 8th St" is {pre SW, name 8th, type St}; "Peachtree St NE" has a post
 * quadrant; highways ("CR 532") keep their printed forms. Matching normalises the name and the
 * type (Street/St/ST), and treats directions as a set, so a misplaced quadrant still matches.
 */
import type { Rng } from './prng';

export interface Street {
  pre: string | null;
  name: string;
  type: string | null;
  post: string | null;
  /** Printed forms of a highway ("CR 532", "County Road 532"); the first is the directory's. */
  hwyForms: readonly string[] | null;
}

export const DIRS = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW']);
const DIR_WORDS: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };

/** Canonical type -> printed forms (first is the directory's abbreviation). */
export const TYPE_FORMS: Record<string, readonly string[]> = {
  St: ['St', 'Street', 'St.', 'Str'], Ave: ['Ave', 'Avenue', 'Av', 'Ave.'], Dr: ['Dr', 'Drive', 'Dr.'], Rd: ['Rd', 'Road', 'Rd.'],
  Ln: ['Ln', 'Lane'], Ct: ['Ct', 'Court', 'Crt'], Cir: ['Cir', 'Circle', 'Cir.'], Way: ['Way', 'Wy'], Blvd: ['Blvd', 'Boulevard', 'Blvd.'],
  Pl: ['Pl', 'Place'], Trl: ['Trl', 'Trail'], Pkwy: ['Pkwy', 'Parkway', 'Pky'], Ter: ['Ter', 'Terrace', 'Terr'], Loop: ['Loop', 'Lp'],
  Run: ['Run'], Cv: ['Cv', 'Cove'], Hwy: ['Hwy', 'Highway'], Pike: ['Pike', 'Pk'],
};
const TYPE_OF_FORM = new Map<string, string>();
for (const [canon, forms] of Object.entries(TYPE_FORMS)) for (const f of forms) TYPE_OF_FORM.set(f.toLowerCase().replace(/\./g, ''), canon);

function hwyForms(kind: string, n: string): string[] {
  switch (kind) {
    case 'CR': return [`CR ${n}`, `County Road ${n}`, `Co Rd ${n}`, `CR-${n}`];
    case 'SR': return [`SR ${n}`, `State Road ${n}`, `State Rd ${n}`, `SR-${n}`];
    case 'US Hwy': return [`US Hwy ${n}`, `US Highway ${n}`, `US-${n}`, `U.S. Hwy ${n}`];
    default: return [`NC Hwy ${n}`, `NC Highway ${n}`, `NC-${n}`];
  }
}

export function parseStreet(text: string): Street {
  const hwy = /^(CR|SR|US Hwy|NC Hwy) (\S+)$/.exec(text);
  if (hwy) return { pre: null, name: text, type: null, post: null, hwyForms: hwyForms(hwy[1] ?? 'CR', hwy[2] ?? '') };
  const tokens = text.split(' ');
  let pre: string | null = null;
  let post: string | null = null;
  let type: string | null = null;
  if (tokens.length > 2 && DIRS.has(tokens[0] ?? '')) pre = tokens.shift() ?? null;
  if (tokens.length > 2 && DIRS.has(tokens[tokens.length - 1] ?? '')) post = tokens.pop() ?? null;
  const last = tokens[tokens.length - 1] ?? '';
  if (tokens.length > 1 && !DIRS.has(tokens[0] ?? '') && TYPE_OF_FORM.has(last.toLowerCase())) {
    type = TYPE_OF_FORM.get(last.toLowerCase()) ?? null;
    tokens.pop();
  }
  return { pre, name: tokens.join(' '), type, post, hwyForms: null };
}

/** Name as a clerk compares it: lower case, "West" = "W", "8th" = "8", no punctuation. */
export function normName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[.,']/g, '')
    .replace(/\b(north|south|east|west)\b/g, (w) => w[0] ?? '')
    .replace(/\b(\d+)(st|nd|rd|th)\b/g, '$1')
    .replace(/\bhighway\b/g, 'hwy')
    .replace(/\s+/g, ' ')
    .trim();
}

export function streetDirs(st: Street): string[] {
  return [st.pre, st.post].filter((d): d is string => d !== null);
}

/** Identity of a street inside a city. */
export function streetKey(st: Street): string {
  return `${st.pre ?? ''}|${normName(st.name)}|${st.type ?? ''}|${st.post ?? ''}`;
}

/** The directory's spelling. */
export function streetText(st: Street): string {
  if (st.hwyForms) return st.hwyForms[0] ?? st.name;
  return [st.pre, st.name, st.type, st.post].filter((p): p is string => p !== null).join(' ');
}

export interface StreetPrint {
  dirMode: 'keep' | 'drop' | 'move' | 'word';
  typeMode: 'abbr' | 'form' | 'drop';
  /** Printed name replacing the real one (a misspelling or an OCR slip). */
  nameAs: string | null;
  /** "SW 8 St" instead of "SW 8th St". */
  plainOrdinal: boolean;
  hwyForm: number;
}

export function printStreet(st: Street, p: StreetPrint, rng: Rng): string {
  if (st.hwyForms) return st.hwyForms[p.hwyForm % st.hwyForms.length] ?? st.name;
  let name = p.nameAs ?? st.name;
  if (p.plainOrdinal) name = name.replace(/\b(\d+)(st|nd|rd|th)\b/, '$1');
  const type = st.type === null || p.typeMode === 'drop' ? null : p.typeMode === 'abbr' ? st.type : rng.pick(TYPE_FORMS[st.type] ?? [st.type]);
  let pre = st.pre;
  let post = st.post;
  if (p.dirMode === 'drop') {
    if (pre && post) post = null;
    else { pre = null; post = null; }
  } else if (p.dirMode === 'move') {
    if (pre && !post) { post = pre; pre = null; } else if (post && !pre) { pre = post; post = null; }
  } else if (p.dirMode === 'word') {
    pre = pre ? DIR_WORDS[pre] ?? pre : null;
    post = post ? DIR_WORDS[post] ?? post : null;
  }
  return [pre, name, type, post].filter((x): x is string => x !== null).join(' ');
}

/** The directions a print shows (as a set: position does not matter to a clerk). */
export function shownDirs(st: Street, p: StreetPrint): string[] {
  if (st.hwyForms) return [];
  if (p.dirMode !== 'drop') return streetDirs(st);
  return st.pre && st.post ? [st.pre] : [];
}

const ORD = (n: number): string => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${s}`;
};

/** A street of a Miami-Dade style grid: "SW 8th St", "SW 8th Ter", "NW 87th Ct"... */
export function gridStreet(rng: Rng, lo: number, hi: number): Street {
  const pre = rng.pick(['NW', 'NE', 'SW', 'SW', 'SE', 'NW']);
  const type = rng.pick(['St', 'Ter', 'Ct', 'Pl', 'Ave', 'St', 'Ave', 'Ln', 'Dr']);
  return { pre, name: ORD(rng.int(lo, hi)), type, post: null, hwyForms: null };
}
