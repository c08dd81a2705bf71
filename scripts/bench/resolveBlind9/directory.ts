/**
 * Properties and units of one client: Lakefront & Magnolia Residential, a manager with offices in
 * Chicago and Atlanta. Kinds: scattered single-family homes, small multifamily in each city's
 * local form, courtyard buildings, garden-style communities, mid-rises, HOA / condo associations
 * and a few commercial strips.
 */
import type { DirectoryProperty, DirectoryUnit } from '../../../src/server/directory/resolver/types';
import { CITIES, type City, type Street, fullKey, streetText } from './geo';
import { type Rng, norm, pad } from './rng';

export type Kind = 'sfr' | 'small' | 'courtyard' | 'garden' | 'midrise' | 'hoa' | 'commercial';
export type UnitStyle =
  | 'flat' // Chicago "1","2","3","Garden"
  | 'frontrear' // Chicago "1F","1R"
  | 'mkeRange' // Milwaukee lower/upper with own numbers
  | 'mkeA' // Milwaukee upper at "2315A"
  | 'updown' // Cleveland double "Up"/"Down"
  | 'upperlower' // Detroit / Twin Cities / NOLA camelback flats
  | 'pghRear' // Pittsburgh "Front"/"Rear" with a rear house address
  | 'plex' // fourplex "1".."4"
  | 'letters' // "A".."D"
  | 'sideAddr' // southern duplex "A"/"B" each with its own number
  | 'nolaHalf' // shotgun double "A" + "B" at 2418 1/2
  | 'nolaRange' // shotgun double "2418"/"2420" each with own address
  | 'courtyard' // "4806-2E"
  | 'gardenLetter' // "C-204"
  | 'gardenNum' // "12-204"
  | 'gardenPlain' // "12204"
  | 'midNum' // "1204"
  | 'midLetter' // "12B"
  | 'condo' // "3B" / "204"
  | 'townhome' // house numbers with own addresses
  | 'suite' // "Suite 110"
  | 'none';

export interface UnitX {
  u: DirectoryUnit;
  /** Street-number string of its own address, if any ("2317", "2418 1/2", "1422 Rear"). */
  ownNum: string | null;
  ownStreet: Street | null;
  /** Courtyard entrance number. */
  entrance: number | null;
}

export interface PropX {
  p: DirectoryProperty;
  kind: Kind;
  style: UnitStyle;
  city: City;
  street: Street | null;
  /** Street number as the directory writes it ("2315-2317", "4800-4812", "1422"). */
  num: string | null;
  zip4: string;
  units: UnitX[];
  unitByLabel: Map<string, UnitX>;
  entrances: number[];
  /** The word(s) used to build the name, for twins. */
  stem: string;
  /** Another property's name differs from this one only slightly. */
  nameTwin: boolean;
}

export const MGMT = {
  name: 'Lakefront & Magnolia Residential LLC',
  short: 'Lakefront & Magnolia',
  domain: 'lakefrontmagnolia.com',
  offices: [
    { line1: '225 W Wacker Dr, Suite 1500', city: 'Chicago', state: 'IL', zip: '60606-1228', street: 'W|Wacker|Dr', num: 225, cityKey: 'chi' },
    { line1: '3340 Peachtree Rd NE, Suite 1200', city: 'Atlanta', state: 'GA', zip: '30326-1048', street: '|Peachtree|Rd|NE', num: 3340, cityKey: 'atl' },
  ],
  forwards: ['ap@lakefrontmagnolia.com', 'invoices@lakefrontmagnolia.com', 'scans@lakefrontmagnolia.com', 'payables@lfmres.com', 'noreply-scan@lakefrontmagnolia.com'],
};

const TREES = ['Magnolia', 'Cypress', 'Willow', 'Laurel', 'Oak', 'Maple', 'Birch', 'Cedar', 'Hickory', 'Sycamore', 'Dogwood', 'Azalea', 'Camellia', 'Jasmine', 'Heron', 'Lakeshore', 'Lakeview', 'Harbor', 'Riverside', 'Bluff', 'Summit', 'Hillcrest', 'Parkview', 'Fairview', 'Brookhaven', 'Ashford', 'Kingsley', 'Hawthorne', 'Sterling', 'Ansley', 'Inman', 'Ormewood', 'Kirkwood', 'Druid', 'Mockingbird', 'Whitehall', 'Ravenswood', 'Bucktown', 'Andersonville', 'Edgewater', 'Bay View', 'Riverwest', 'Corktown', 'Woodbridge', 'Ohio City', 'Tremont', 'Lawrenceville', 'Bloomfield', 'Longfellow', 'Powderhorn', 'Como', 'Plaza Midwood', 'Dilworth', 'Germantown', 'Cooper-Young', 'Avondale', 'Crestwood', 'Marigny', 'Bywater', 'Irish Channel', 'Ardsley', 'Wagener', 'Hampton Park', 'Live Oak', 'Pecan', 'Palmetto', 'Sweetgum', 'Redbud', 'Chestnut', 'Linden', 'Juniper', 'Spruce', 'Aspen', 'Tamarack', 'Prairie', 'Lantern', 'Foundry', 'Millrace', 'Canal', 'Depot', 'Trolley', 'Carriage', 'Stonegate', 'Briarwood', 'Fox Run', 'Quail Hollow', 'Whispering Pines', 'Windsor', 'Ashley', 'Belle Meade', 'Sylvan', 'Highland', 'Glen Iris', 'Forest Park', 'Wildwood', 'Sandpiper', 'Pelican', 'Cardinal', 'Bluebird', 'Kestrel', 'Osprey'];
const GARDEN_B = ['Apartments', 'Commons', 'Crossing', 'Pointe', 'Landing', 'Village', 'Park', 'Ridge', 'Terrace', 'Station', 'Flats', 'Gardens', 'Court', 'Place', 'Square', 'Hills', 'Grove', 'Manor', 'Residences', 'Townhomes', 'Trace', 'Run', 'Chase'];
const PLACES: Record<string, string[]> = {
  Chicago: ['Lincoln Square', 'Logan Square', 'the Lake', 'Ravenswood', 'Hyde Park'], Milwaukee: ['Bay View', 'Riverwest', 'Washington Heights', 'the Lake'],
  Detroit: ['Palmer Park', 'Corktown', 'Woodward', 'Rouge Park', 'the Mile'], Cleveland: ['Ohio City', 'Shaker Square', 'Edgewater', 'Tremont'],
  Pittsburgh: ['Lawrenceville', 'the Strip', 'Squirrel Hill', 'Mount Washington'], 'Twin Cities': ['Lake Harriet', 'Loring Park', 'Como Lake', 'Cathedral Hill'],
  Atlanta: ['Peachtree', 'Old Fourth Ward', 'Lenox', 'Grant Park', 'Sandy Springs'], Charlotte: ['Plaza Midwood', 'Dilworth', 'NoDa', 'South End'],
  Nashville: ['Shelby Bottoms', 'Germantown', 'the Gulch', 'Inglewood'], Memphis: ['Overton Square', 'Cooper-Young', 'Midtown', 'Chickasaw Gardens'],
  Birmingham: ['Five Points', 'Forest Park', 'Crestwood', 'Glen Iris'], 'New Orleans': ['the Marigny', 'Bayou St John', 'Mid-City', 'the Irish Channel'],
  Savannah: ['Ardsley Park', 'Thomas Square', 'Midtown'], Charleston: ['Ashley River', 'Wagener Terrace', 'Hampton Park', 'James Island'],
};
const GENERIC = new Set(['the', 'apartments', 'apartment', 'apts', 'apt', 'homes', 'condominium', 'condominiums', 'condo', 'condos', 'association', 'assn', 'homeowners', 'hoa', 'coa', 'owners', 'assoc', 'inc', 'llc', 'of', 'and']);

/** A name's distinctive words, for the uniqueness guard on names and aliases. */
export function looseName(s: string): string {
  return norm(s)
    .split(' ')
    .filter((w) => !GENERIC.has(w))
    .join(' ');
}

interface Ctx {
  r: Rng;
  used: Map<string, Set<number>>;
  looseNames: Set<string>;
  props: PropX[];
  synthetic: Set<string>;
}

function take(ctx: Ctx, city: City, st: Street, lo: number, hi: number): boolean {
  const k = fullKey(city, st);
  let s = ctx.used.get(k);
  if (!s) ctx.used.set(k, (s = new Set()));
  for (let n = lo; n <= hi; n++) if (s.has(n)) return false;
  for (let n = lo; n <= hi; n++) s.add(n);
  return true;
}

function claimName(ctx: Ctx, name: string): boolean {
  const l = looseName(name);
  if (!l || ctx.looseNames.has(l)) return false;
  ctx.looseNames.add(l);
  return true;
}

const KIND_COUNTS: [Kind, number][] = [
  ['sfr', 760], ['small', 700], ['courtyard', 140], ['hoa', 200], ['commercial', 100], ['garden', 60], ['midrise', 40],
];

function kindCityWeight(kind: Kind, c: City): number {
  const se = ['Atlanta', 'Charlotte', 'Nashville', 'Memphis', 'Birmingham', 'Savannah', 'Charleston', 'New Orleans'].includes(c.metro);
  switch (kind) {
    case 'sfr': return c.weight * (['Detroit', 'Memphis', 'Birmingham', 'Atlanta', 'Cleveland'].includes(c.metro) ? 1.6 : 0.8);
    case 'small': return c.weight * (se && c.metro !== 'New Orleans' ? 0.6 : 1.3);
    case 'courtyard': return c.metro === 'Chicago' ? c.weight * 3 : ['Twin Cities', 'Milwaukee', 'Cleveland', 'Detroit'].includes(c.metro) ? c.weight * 0.5 : 0;
    case 'garden': return se ? c.weight * 2 : ['Detroit', 'Twin Cities'].includes(c.metro) && c.key !== 'det' && c.key !== 'ham' ? c.weight : 0.05 * c.weight;
    case 'midrise': return ['chi', 'atl', 'clt', 'nsh', 'mpls', 'pgh', 'cle', 'det', 'nola', 'mke', 'evn'].includes(c.key) ? c.weight : 0;
    case 'hoa': return c.weight * (se ? 1.5 : 0.8);
    case 'commercial': return c.weight;
    default: return c.weight;
  }
}

function styleFor(r: Rng, kind: Kind, c: City): UnitStyle {
  switch (kind) {
    case 'sfr': return 'none';
    case 'courtyard': return 'courtyard';
    case 'garden': return r.pick(['gardenLetter', 'gardenLetter', 'gardenNum', 'gardenPlain'] as const);
    case 'midrise': return r.chance(0.7) ? 'midNum' : 'midLetter';
    case 'hoa': return r.chance(0.3) ? 'townhome' : 'condo';
    case 'commercial': return 'suite';
    default:
  }
  switch (c.metro) {
    case 'Chicago': return r.weighted([['flat', 5], ['frontrear', 3], ['letters', 1]] as const);
    case 'Milwaukee': return r.weighted([['mkeRange', 5], ['mkeA', 3], ['upperlower', 2]] as const);
    case 'Detroit': return r.weighted([['upperlower', 5], ['letters', 2], ['plex', 1]] as const);
    case 'Cleveland': return r.weighted([['updown', 6], ['plex', 1], ['letters', 1]] as const);
    case 'Pittsburgh': return r.weighted([['pghRear', 4], ['plex', 2], ['flat', 2]] as const);
    case 'Twin Cities': return r.weighted([['plex', 5], ['upperlower', 3]] as const);
    case 'New Orleans': return r.weighted([['nolaHalf', 4], ['nolaRange', 3], ['upperlower', 2]] as const);
    default: return r.weighted([['letters', 4], ['sideAddr', 3], ['plex', 2]] as const);
  }
}

/** Numbers the street number covers: how much of the street the property takes. */
function spanFor(style: UnitStyle, r: Rng): { span: number; fmt: (n: number) => string } {
  switch (style) {
    case 'mkeRange':
    case 'sideAddr':
      return { span: 2, fmt: (n) => `${n}-${n + 2}` };
    case 'nolaRange':
      return { span: 2, fmt: (n) => `${n}-${n + 2}` };
    case 'courtyard': {
      const e = r.int(2, 6);
      return { span: (e - 1) * 2, fmt: (n) => `${n}-${n + (e - 1) * 2}` };
    }
    default:
      return { span: 0, fmt: (n) => String(n) };
  }
}

function addrText(num: string, st: Street): string {
  return `${num} ${streetText(st)}`;
}

function mkUnit(p: PropX, label: string, ownNum: string | null = null, entrance: number | null = null, ownStreet: Street | null = null): void {
  const st = ownStreet ?? p.street;
  const u: DirectoryUnit = { id: '', propertyId: p.p.id, unit: label, address: ownNum && st ? addrText(ownNum, st) : null };
  const x: UnitX = { u, ownNum, ownStreet: ownNum ? st : null, entrance };
  p.units.push(x);
}

function buildUnits(r: Rng, p: PropX, n: number, base: number): void {
  const s = p.style;
  const L = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  if (n <= 0) return;
  switch (s) {
    case 'flat': {
      const list = n >= 4 ? ['Garden', '1', '2', '3'] : n === 3 ? (r.chance(0.5) ? ['1', '2', '3'] : ['Garden', '1', '2']) : ['1', '2'];
      list.slice(0, n).forEach((l) => mkUnit(p, l));
      return;
    }
    case 'frontrear': {
      const list = ['1F', '1R', '2F', '2R', '3F', '3R'];
      list.slice(0, Math.max(2, Math.min(6, n))).forEach((l) => mkUnit(p, l));
      return;
    }
    case 'mkeRange':
      mkUnit(p, 'Lower', String(base));
      mkUnit(p, 'Upper', String(base + 2));
      return;
    case 'mkeA':
      mkUnit(p, 'Lower');
      mkUnit(p, 'Upper', `${base}A`);
      return;
    case 'updown':
      mkUnit(p, 'Down');
      mkUnit(p, 'Up');
      return;
    case 'upperlower':
      mkUnit(p, 'Lower');
      mkUnit(p, 'Upper');
      return;
    case 'pghRear':
      mkUnit(p, 'Front');
      mkUnit(p, 'Rear', `${base} Rear`);
      return;
    case 'plex':
      for (let i = 1; i <= Math.max(2, Math.min(4, n)); i++) mkUnit(p, String(i));
      return;
    case 'letters':
      for (let i = 0; i < Math.max(2, Math.min(4, n)); i++) mkUnit(p, L[i]!);
      return;
    case 'sideAddr':
      mkUnit(p, 'A', String(base));
      mkUnit(p, 'B', String(base + 2));
      return;
    case 'nolaHalf':
      mkUnit(p, 'A');
      mkUnit(p, 'B', `${base} 1/2`);
      return;
    case 'nolaRange':
      mkUnit(p, String(base), String(base));
      mkUnit(p, String(base + 2), String(base + 2));
      return;
    case 'courtyard': {
      const sides = r.pick([['E', 'W'], ['N', 'S'], ['F', 'R']]);
      let made = 0;
      for (let fl = 1; fl <= 4 && made < n; fl++)
        for (const e of p.entrances)
          for (const sd of sides) {
            if (made >= n) break;
            mkUnit(p, `${e}-${fl}${sd}`, null, e);
            made++;
          }
      return;
    }
    case 'gardenLetter':
    case 'gardenNum':
    case 'gardenPlain': {
      const perFloor = r.pick([4, 4, 6, 8]);
      const floors = r.pick([2, 3, 3]);
      let made = 0;
      for (let b = 1; made < n; b++)
        for (let f = 1; f <= floors && made < n; f++)
          for (let k = 1; k <= perFloor && made < n; k++) {
            const apt = `${f}${pad(k, 2)}`;
            const lbl = s === 'gardenLetter' ? `${L[(b - 1) % L.length]}${b > L.length ? String(Math.floor((b - 1) / L.length)) : ''}-${apt}` : s === 'gardenNum' ? `${b}-${apt}` : `${b}${apt}`;
            mkUnit(p, lbl);
            made++;
          }
      return;
    }
    case 'midNum':
    case 'midLetter': {
      const perFloor = s === 'midLetter' ? r.int(4, 8) : r.int(6, 14);
      let made = 0;
      for (let f = 2; made < n; f++)
        for (let k = 1; k <= perFloor && made < n; k++) {
          mkUnit(p, s === 'midLetter' ? `${f}${L[k - 1]}` : `${f}${pad(k, 2)}`);
          made++;
        }
      return;
    }
    case 'condo': {
      const letter = r.chance(0.4);
      const perFloor = letter ? r.int(2, 6) : r.int(4, 12);
      let made = 0;
      for (let f = 1; made < n; f++)
        for (let k = 1; k <= perFloor && made < n; k++) {
          mkUnit(p, letter ? `${f}${L[k - 1]}` : `${f}${pad(k, 2)}`);
          made++;
        }
      return;
    }
    case 'townhome': {
      const st = p.street!;
      let num = base + 2;
      for (let i = 0; i < n; i++) {
        mkUnit(p, String(num), String(num), null, st);
        num += r.pick([2, 2, 4]);
      }
      return;
    }
    case 'suite': {
      const step = r.pick([1, 2, 5, 10]);
      const start = r.pick([100, 101, 110, 200]);
      for (let i = 0; i < n; i++) mkUnit(p, `Suite ${start + i * step}`);
      return;
    }
    default:
  }
}

function smallCount(r: Rng, style: UnitStyle): number {
  if (r.chance(0.08)) return 0;
  switch (style) {
    case 'flat': return r.int(2, 4);
    case 'frontrear': return r.pick([4, 6, 6]);
    case 'plex': return r.int(2, 4);
    case 'letters': return r.int(2, 4);
    default: return 2;
  }
}

function propName(r: Rng, kind: Kind, c: City, num: string, st: Street | null, addr: string | null): { name: string; stem: string } {
  const A = r.pick(TREES);
  switch (kind) {
    case 'sfr': return { name: addr!, stem: A };
    case 'small': {
      if (r.chance(0.65)) return { name: addr!, stem: A };
      const what = c.metro === 'Chicago' ? r.pick(['Two-Flat', 'Three-Flat', 'Flats']) : c.metro === 'Milwaukee' ? 'Duplex' : c.metro === 'Cleveland' ? 'Double' : c.metro === 'Twin Cities' ? 'Fourplex' : c.metro === 'New Orleans' ? 'Double' : 'Duplex';
      return { name: `${num.split('-')[0]} ${st!.core} ${what}`, stem: st!.core };
    }
    case 'courtyard': return r.chance(0.5) ? { name: `${A} Court Apartments`, stem: A } : r.chance(0.5) ? { name: `The ${A} Courts`, stem: A } : { name: `${st!.core} Courtyard ${num.split('-')[0]}`, stem: st!.core };
    case 'garden': return r.chance(0.55) ? { name: `${A} ${r.pick(GARDEN_B)}`, stem: A } : r.chance(0.5) ? { name: `The Reserve at ${A}`, stem: A } : { name: `${A} at ${r.pick(PLACES[c.metro] ?? ['the Park'])}`, stem: A };
    case 'midrise': return r.chance(0.4) ? { name: `The ${A}`, stem: A } : r.chance(0.5) ? { name: `${A} Lofts`, stem: A } : { name: `${num} ${st!.core}`, stem: st!.core };
    case 'hoa': return r.chance(0.5) ? { name: `${A} ${r.pick(['Condominium Association', 'Condominium Assn', 'Owners Association'])}`, stem: A } : r.chance(0.5) ? { name: `${A} ${r.pick(['Townhomes', 'Village', 'Park', 'Commons'])} HOA`, stem: A } : { name: `${num || r.int(100, 999)} ${st ? st.core : A} Condominium Association`, stem: st ? st.core : A };
    case 'commercial': return { name: r.chance(0.5) ? `${A} ${r.pick(['Plaza', 'Shopping Center', 'Square Retail', 'Commons Retail', 'Market'])}` : `${st!.core} ${r.pick(['Plaza', 'Commons', 'Retail Center', 'Strip Center'])}`, stem: A };
    default: return { name: addr ?? A, stem: A };
  }
}

function twinName(r: Rng, name: string): string {
  const alts: [RegExp, string][] = [[/Terrace\b/, 'Terraces'], [/Pointe\b/, 'Point'], [/Commons\b/, 'Common'], [/Gardens\b/, 'Garden'], [/Court\b/, 'Courts'], [/Courts\b/, 'Court'], [/Village\b/, 'Villas'], [/Lofts\b/, 'Loft'], [/Crossing\b/, 'Crossings'], [/Landing\b/, 'Landings']];
  for (const [re, to] of r.shuffle(alts.slice())) if (re.test(name)) return name.replace(re, to);
  return `${name} ${r.pick(['East', 'West', 'North', 'South', 'II'])}`;
}

function aliasesFor(r: Rng, ctx: Ctx, p: PropX): string[] {
  const out: string[] = [];
  const add = (a: string) => {
    if (claimName(ctx, a)) out.push(a);
  };
  const n = p.p.name;
  switch (p.kind) {
    case 'garden':
    case 'midrise':
    case 'courtyard':
      if (r.chance(0.5)) add(`${r.pick(TREES)} ${r.pick(GARDEN_B)}`); // former name
      if (r.chance(0.3)) add(n.replace(/^The /, '').split(' ').map((w) => w[0]).join('').toUpperCase() + (r.chance(0.5) ? ' Apts' : ''));
      if (p.num && p.street && r.chance(0.4)) add(`${p.num.split('-')[0]} ${p.street.core}`);
      break;
    case 'hoa':
      if (r.chance(0.5)) add(`${p.stem} ${r.pick(['Condos', 'COA', 'Owners Assoc', 'Townhome Association'])} ${r.int(1, 9) > 7 ? 'Inc' : ''}`.trim());
      break;
    case 'commercial':
      if (r.chance(0.5)) add(`${p.stem} ${r.pick(['Center', 'Retail', 'Shops'])}`);
      break;
    case 'sfr':
      if (r.chance(0.2) && p.num && p.street) add(`${p.street.core} ${p.num} LLC`);
      break;
    case 'small':
      if (r.chance(0.25) && p.num && p.street) add(`${p.num.split('-')[0]} ${p.street.core} ${r.pick(['LLC', 'Investors LLC', 'Holdings'])}`);
      break;
    default:
  }
  return out;
}

export interface DirBuild {
  props: PropX[];
  units: UnitX[];
  used: Map<string, Set<number>>;
}

export function buildDirectory(r: Rng, unitTarget: number): DirBuild {
  const ctx: Ctx = { r, used: new Map(), looseNames: new Set(), props: [], synthetic: new Set() };
  // Reserve the management company's offices so no property sits there.
  for (const o of MGMT.offices) {
    const [pre = '', core = '', sfx = '', post = ''] = o.street.split('|');
    const city = CITIES.find((c) => c.key === o.cityKey)!;
    take(ctx, city, { pre, core, sfx, post, alts: [] }, o.num, o.num);
  }
  const kinds: Kind[] = [];
  for (const [k, n] of KIND_COUNTS) for (let i = 0; i < n; i++) kinds.push(k);
  r.shuffle(kinds);

  const rawSize: number[] = [];
  kinds.forEach((kind, i) => {
    const cityW = CITIES.map((c) => [c, kindCityWeight(kind, c)] as const).filter(([, w]) => w > 0);
    let city = r.weighted(cityW);
    const style = styleFor(r, kind, city);
    let street: Street | null = null;
    let num: string | null = null;
    let base = 0;
    const { span, fmt } = spanFor(style, r);
    const twinRoll = r.next();
    for (let attempt = 0; attempt < 400 && !num; attempt++) {
      if (style === 'townhome') {
        const core = `${r.pick(TREES)} ${r.pick(['Walk', 'Commons', 'Glen', 'Hollow', 'Creek', 'Meadow', 'Bend'])}`;
        street = { pre: '', core, sfx: r.pick(['Ln', 'Way', 'Cir', 'Ct', 'Trl', 'Dr']), post: '', alts: [] };
        if (ctx.synthetic.has(`${city.key}|${core}`) || city.streets.some((s) => s.core === core)) continue;
        ctx.synthetic.add(`${city.key}|${core}`);
        base = r.pick([100, 200, 1000, 2000]);
        take(ctx, city, street, base, base + 400);
        num = String(base);
        break;
      }
      // Near-twins on purpose: same number on another street of the city, or the same
      // number and street text in another city.
      const sameCity = ctx.props.filter((q) => q.city === city && q.street && q.num && q.style !== 'townhome');
      if (attempt < 3 && twinRoll < 0.2 && sameCity.length > 0) {
        const prev = r.pick(sameCity);
        const sameCore = city.streets.filter((s) => s.core === prev.street!.core && s !== prev.street);
        street = sameCore.length && r.chance(0.6) ? r.pick(sameCore) : r.pick(city.streets);
        base = parseInt(prev.num!, 10);
      } else if (attempt < 3 && twinRoll >= 0.2 && twinRoll < 0.28 && ctx.props.length > 10) {
        const prev = ctx.props[r.int(0, ctx.props.length - 1)]!;
        if (!prev.street || !prev.num || prev.style === 'townhome') continue;
        const others = CITIES.filter((c) => c !== prev.city && kindCityWeight(kind, c) > 0 && c.streets.some((s) => streetText(s) === streetText(prev.street!)));
        if (!others.length) continue;
        city = r.pick(others);
        street = city.streets.find((s) => streetText(s) === streetText(prev.street!))!;
        base = parseInt(prev.num, 10);
      } else {
        street = r.pick(city.streets);
        base = r.int(city.lo, city.hi - span);
        if (style === 'mkeRange' || style === 'sideAddr' || style === 'nolaRange') base -= base % 2;
      }
      if (!take(ctx, city, street, base, base + span)) {
        street = null;
        continue;
      }
      num = fmt(base);
    }
    if (!num || !street) throw new Error('no address');
    const id = `p9-${pad(i + 1, 4)}`;
    const noAddr = kind === 'hoa' && r.chance(0.3);
    const addr = noAddr ? null : `${num} ${streetText(street)}`;
    let nm = propName(r, kind, city, num, street, addr);
    let tries = 0;
    let twinSrc: PropX | null = null;
    const twinIt = kind !== 'sfr' && kind !== 'small' && r.chance(0.12) && ctx.props.length > 20;
    if (twinIt) {
      const pool = ctx.props.filter((q) => q.city.metro === city.metro && q.kind === kind && !q.nameTwin && (!q.street || q.stem !== q.street.core));
      const src = pool.length ? r.pick(pool) : null;
      if (src) {
        nm = { name: twinName(r, src.p.name), stem: src.stem };
        twinSrc = src;
      }
    }
    while (!claimName(ctx, nm.name)) {
      nm = tries++ < 20 ? propName(r, kind, city, num, street, addr) : { name: `${nm.name} ${city.name}`, stem: nm.stem };
      if (tries > 40) nm = { name: `${nm.name} ${i}`, stem: nm.stem };
    }
    const zip = r.pick(city.zips);
    const p: DirectoryProperty = { id, name: nm.name, aliases: [], address: addr, city: city.name, state: city.state, zip };
    const x: PropX = { p, kind, style, city, street, num, zip4: pad(r.int(1000, 9899), 4), units: [], unitByLabel: new Map(), entrances: [], stem: nm.stem, nameTwin: false };
    if (twinSrc && looseName(nm.name) !== looseName(twinSrc.p.name) && nm.name.includes(twinSrc.stem)) x.nameTwin = twinSrc.nameTwin = true;
    if (style === 'courtyard') {
      const ends = num.split('-').map(Number);
      for (let e = ends[0]!; e <= (ends[1] ?? ends[0]!); e += 2) x.entrances.push(e);
    }
    Object.assign(p, { aliases: aliasesFor(r, ctx, x) });
    ctx.props.push(x);
    // Unit counts: fixed for the small kinds, sized later for the big ones.
    let size = 0;
    if (kind === 'small') size = smallCount(r, style);
    else if (kind === 'courtyard') size = Math.min(x.entrances.length * 8, r.int(x.entrances.length * 4, x.entrances.length * 8));
    else if (kind === 'hoa') size = r.chance(0.45) ? 0 : style === 'townhome' ? r.int(10, 50) : Math.round(12 + 60 * r.next() ** 2);
    else if (kind === 'commercial') size = r.chance(0.1) ? 0 : r.int(3, 16);
    else if (kind === 'garden') size = -(80 + 420 * r.next() ** 2);
    else if (kind === 'midrise') size = -(40 + 300 * r.next() ** 2);
    rawSize.push(size);
    void base;
    (x as PropX & { base: number }).base = base;
  });
  // Size the garden communities and mid-rises so the total is exactly the target.
  const fixed = rawSize.filter((s) => s >= 0).reduce((a, b) => a + b, 0);
  const big = rawSize.map((s, i) => [i, -s] as const).filter(([, s]) => s > 0);
  const want = unitTarget - fixed;
  const sumBig = big.reduce((a, [, s]) => a + s, 0);
  const sizes = rawSize.map((s) => (s >= 0 ? s : 0));
  let acc = 0;
  big.forEach(([i, s]) => {
    sizes[i] = Math.max(20, Math.round((s * want) / sumBig));
    acc += sizes[i]!;
  });
  let diff = want - acc;
  const order = big.map(([i]) => i).sort((a, b) => sizes[b]! - sizes[a]!);
  for (let k = 0; diff !== 0; k = (k + 1) % order.length) {
    const i = order[k]!;
    const d = diff > 0 ? 1 : -1;
    sizes[i] = sizes[i]! + d;
    diff -= d;
  }
  const units: UnitX[] = [];
  ctx.props.forEach((x, i) => {
    const base = (x as PropX & { base: number }).base;
    buildUnits(r, x, sizes[i]!, base);
    for (const u of x.units) x.unitByLabel.set(u.u.unit, u);
  });
  // Small kinds may make a different count than asked (e.g. a duplex always has two);
  // even out against the largest mid-rises / gardens.
  let total = ctx.props.reduce((a, x) => a + x.units.length, 0);
  const bigs = ctx.props.filter((x) => x.kind === 'garden' || x.kind === 'midrise').sort((a, b) => b.units.length - a.units.length);
  for (let k = 0; total > unitTarget; k = (k + 1) % bigs.length) {
    const u = bigs[k]!.units.pop()!;
    bigs[k]!.unitByLabel.delete(u.u.unit);
    total--;
  }
  let k2 = 0;
  while (total < unitTarget) {
    const x = bigs[k2 % bigs.length]!;
    k2++;
    const before = x.units.length;
    const keep = x.units.slice();
    x.units.length = 0;
    buildUnits(r.fork(k2), x, before + 1, 0);
    if (x.units.length !== before + 1) {
      x.units = keep;
      continue;
    }
    // keep the labels the earlier build made where possible
    x.unitByLabel = new Map(x.units.map((u) => [u.u.unit, u]));
    total++;
  }
  let uid = 0;
  for (const x of ctx.props)
    for (const u of x.units) {
      u.u.id = `u9-${pad(++uid, 5)}`;
      units.push(u);
    }
  return { props: ctx.props, units, used: ctx.used };
}
