/* The street model: parsing the notation of geoData.ts and printing an address the ways bills do. */
import { type Rng } from './prng';

export interface Street {
  /** Identity of the road's name across cities: lower-case name without type or directional. */
  key: string;
  name: string;
  /** "Pkwy", "Ave" ... or "" (Broadway, IH 10, Loop 410). */
  type: string;
  dirOptions: readonly string[];
  dirPos: 'pre' | 'post';
  /** Other ways the name and type are written ("I-10", "Interstate 10"). */
  alts: readonly string[];
}

export interface Addr {
  number: number;
  street: Street;
  /** "" when the street has no directional. */
  dir: string;
}

export const TYPES: Record<string, string> = {
  St: 'Street', Ave: 'Avenue', Rd: 'Road', Blvd: 'Boulevard', Dr: 'Drive', Ln: 'Lane', Ct: 'Court', Cir: 'Circle',
  Pkwy: 'Parkway', Fwy: 'Freeway', Expy: 'Expressway', Hwy: 'Highway', Pike: 'Pike', Tpke: 'Turnpike', Way: 'Way',
  Pl: 'Place', Ter: 'Terrace', Trl: 'Trail',
};
const ALT_ABBR: Record<string, string> = {
  Ave: 'Av', Blvd: 'Bl', Pkwy: 'Pky', Expy: 'Expwy', Ln: 'La', Cir: 'Cr', Ct: 'Crt', Trl: 'Tr', Ter: 'Terr', Tpke: 'Tpk',
  Hwy: 'Hwy.', Dr: 'Drv', Rd: 'Rd.', St: 'Str',
};
export const DIRS: Record<string, string> = {
  N: 'North', S: 'South', E: 'East', W: 'West', NW: 'Northwest', NE: 'Northeast', SW: 'Southwest', SE: 'Southeast',
};

export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

export function parseStreet(spec: string): Street {
  const m = /^(?:<([A-Z,]+)>)?([^<=]+?)(?:<([A-Z,]+)>)?(?:=(.*))?$/.exec(spec);
  if (!m) throw new Error(`bad street ${spec}`);
  const pre = m[1];
  const post = m[3];
  const body = (m[2] ?? '').trim();
  const words = body.split(' ');
  const last = words[words.length - 1] ?? '';
  let name = body;
  let type = '';
  if (words.length > 1 && last in TYPES) {
    type = last;
    name = words.slice(0, -1).join(' ');
  }
  const dirs = (pre ?? post ?? '').split(',').filter((d) => d.length > 0);
  return {
    key: nameKey(name),
    name,
    type,
    dirOptions: dirs,
    dirPos: pre !== undefined ? 'pre' : 'post',
    alts: m[4] ? m[4].split('|') : [],
  };
}

/** The address as the directory writes it. */
export function canonical(a: Addr, spellType = false): string {
  const s = a.street;
  const type = s.type === '' ? '' : ' ' + (spellType ? (TYPES[s.type] ?? s.type) : s.type);
  const body = s.name + type;
  if (a.dir === '') return `${a.number} ${body}`;
  return s.dirPos === 'pre' ? `${a.number} ${a.dir} ${body}` : `${a.number} ${body} ${a.dir}`;
}

export interface AddrStyle {
  dir: 'asis' | 'spelled' | 'omit' | 'moved' | 'extra';
  type: 'abbr' | 'full' | 'period' | 'alt';
  /** Index into street.alts, or -1 for the street's own name. */
  alt: number;
  typo: string | null;
  upper: boolean;
  /** The directional printed (canonical form), "" when none is printed. */
  printedDir: string;
}

export function pickStyle(rng: Rng, a: Addr, typos: (name: string) => readonly string[]): AddrStyle {
  const s = a.street;
  let dir: AddrStyle['dir'] = 'asis';
  let printedDir = a.dir;
  if (a.dir !== '') {
    dir = rng.weighted([['asis', 62], ['spelled', 12], ['omit', 16], ['moved', 10]] as const);
    if (dir === 'omit') printedDir = '';
  } else if (rng.chance(0.04)) {
    dir = 'extra';
    printedDir = rng.pick(['N', 'S', 'E', 'W']);
  }
  const alt = s.alts.length > 0 && rng.chance(0.55) ? rng.int(0, s.alts.length - 1) : -1;
  const type = s.type === '' ? 'abbr' : rng.weighted([['abbr', 62], ['full', 22], ['period', 8], ['alt', 8]] as const);
  let typo: string | null = null;
  if (alt < 0 && rng.chance(0.07)) {
    const options = typos(s.name);
    if (options.length > 0) typo = rng.pick(options);
  }
  return { dir, type, alt, typo, upper: rng.chance(0.14), printedDir };
}

/** "12345 Fair Lakes Cir" printed with the style's variations (street line only). */
export function printStreetLine(a: Addr, st: AddrStyle): string {
  const s = a.street;
  let body: string;
  if (st.alt >= 0) {
    body = s.alts[st.alt] ?? s.name;
  } else {
    const name = st.typo ?? s.name;
    let type = s.type;
    if (type !== '') {
      if (st.type === 'full') type = TYPES[type] ?? type;
      else if (st.type === 'period') type = type.endsWith('.') ? type : type + '.';
      else if (st.type === 'alt') type = ALT_ABBR[type] ?? type;
    }
    body = type === '' ? name : `${name} ${type}`;
  }
  let out: string;
  const d = st.printedDir;
  const dirWord = st.dir === 'spelled' ? (DIRS[d] ?? d) : d;
  if (d === '') out = `${a.number} ${body}`;
  else {
    let pos = s.dirPos;
    if (st.dir === 'moved') pos = pos === 'pre' ? 'post' : 'pre';
    if (st.dir === 'extra') pos = 'pre';
    out = pos === 'pre' ? `${a.number} ${dirWord} ${body}` : `${a.number} ${body} ${dirWord}`;
  }
  return st.upper ? out.toUpperCase() : out;
}

/** Plausible misspellings of a street name: a swapped, dropped or doubled letter. */
export function typoCandidates(name: string): string[] {
  const out = new Set<string>();
  const letters = name.split('');
  for (let i = 1; i < letters.length - 1; i++) {
    const c = letters[i] ?? '';
    const n = letters[i + 1] ?? '';
    if (!/[a-z]/.test(c) || !/[a-z]/.test(n)) continue;
    if (c !== n) out.add(name.slice(0, i) + n + c + name.slice(i + 2));
    out.add(name.slice(0, i) + name.slice(i + 1));
    if (i % 3 === 0) out.add(name.slice(0, i) + c + name.slice(i));
  }
  out.delete(name);
  return [...out].filter((t) => t.replace(/[^a-z]/gi, '').length >= 4);
}

export function levenshtein(a: string, b: string, cap = 3): number {
  if (Math.abs(a.length - b.length) >= cap) return cap;
  let prev = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const cur = new Array<number>(b.length + 1);
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin >= cap) return cap;
    prev = cur;
  }
  return Math.min(prev[b.length] ?? cap, cap);
}

const CITY_ABBR: Record<string, readonly string[]> = {
  'Fort Worth': ['Ft Worth', 'Ft. Worth'], 'Fort Collins': ['Ft Collins', 'Ft. Collins'], Philadelphia: ['Phila', 'Philly'],
  Baltimore: ['Balto'], 'Colorado Springs': ['Colo Springs', 'Colorado Spgs'], 'Spokane Valley': ['Spokane Vly'],
  'San Antonio': ['San Antonio'], 'Sugar Land': ['Sugarland'], 'Farmers Branch': ['Farmers Br'], 'Silver Spring': ['Silver Spg'],
};

export interface CityStyle {
  mode: 'none' | 'city' | 'cityZip' | 'cityZip4' | 'zipOnly';
  abbrev: boolean;
}

export function printCityLine(rng: Rng, city: string, state: string, zip: string, cs: CityStyle, upper: boolean): string {
  if (cs.mode === 'none') return '';
  const c = cs.abbrev && CITY_ABBR[city] ? rng.pick(CITY_ABBR[city] as readonly string[]) : city;
  const sep = rng.chance(0.7) ? ', ' : ' ';
  const zip5 = zip.slice(0, 5);
  const z = cs.mode === 'cityZip4' ? `${zip5}-${rng.digits(4)}` : zip5;
  let out: string;
  if (cs.mode === 'zipOnly') out = `${state} ${z}`;
  else if (cs.mode === 'city') out = `${c}${sep}${state}`;
  else out = `${c}${sep}${state} ${z}`;
  return upper ? out.toUpperCase() : out;
}
