/*
 * Roads and street lines. A road has several printed forms, the first being the directory's:
 * "County Road K" / "Co Rd K" / "CTH K", "State Hwy 57" / "STH 57" / "WI-57", "RR 2 Box 45" /
 * "Rural Route 2, Box 45", "Mile 5.5 Richardson Hwy" / "MP 5.5 Richardson Hwy", Idaho's grid
 * "1234 N 3000 E" / "1234 North 3000 East".
 */
import { type RegionId, type Town } from './geography';
import { type Rng } from './rand';

export type NumStyle = 'town' | 'wigrid' | 'rural5' | 'rural4' | 'rural3' | 'idgrid' | 'box' | 'mile';

export interface Road {
  key: string;
  kind: 'std' | 'box' | 'mile';
  forms: readonly string[];
  numStyle: NumStyle;
  /** Mile roads: the mileposts along the town's stretch. */
  miles?: readonly [number, number];
}

export interface Addr {
  road: Road;
  num: string;
}

type Dir = 'N' | 'S' | 'E' | 'W' | 'NE' | 'NW' | 'SE' | 'SW';
const DIRS: Record<Dir, string[]> = {
  N: ['N', 'North', 'N.'],
  S: ['S', 'South', 'S.'],
  E: ['E', 'East', 'E.'],
  W: ['W', 'West', 'W.'],
  NE: ['NE', 'Northeast', 'N.E.'],
  NW: ['NW', 'Northwest', 'N.W.'],
  SE: ['SE', 'Southeast', 'S.E.'],
  SW: ['SW', 'Southwest', 'S.W.'],
};

type StreetType = 'St' | 'Ave' | 'Rd' | 'Dr' | 'Ln' | 'Ct' | 'Pl' | 'Blvd' | 'Cir' | 'Ter' | 'Hwy' | 'Pkwy' | 'Way' | 'Trl' | 'Loop';
const TYPES: Record<StreetType, string[]> = {
  St: ['St', 'Street', 'St.'],
  Ave: ['Ave', 'Avenue', 'Av'],
  Rd: ['Rd', 'Road', 'Rd.'],
  Dr: ['Dr', 'Drive', 'Dr.'],
  Ln: ['Ln', 'Lane'],
  Ct: ['Ct', 'Court'],
  Pl: ['Pl', 'Place'],
  Blvd: ['Blvd', 'Boulevard'],
  Cir: ['Cir', 'Circle'],
  Ter: ['Ter', 'Terrace'],
  Hwy: ['Hwy', 'Highway'],
  Pkwy: ['Pkwy', 'Parkway'],
  Way: ['Way'],
  Trl: ['Trl', 'Trail'],
  Loop: ['Loop'],
};

function product(parts: readonly (readonly string[])[], cap = 14): string[] {
  let acc: string[] = [''];
  for (const part of parts) {
    const next: string[] = [];
    for (const a of acc) for (const p of part) next.push(a && p ? `${a} ${p}` : a || p);
    acc = next.slice(0, 64);
  }
  return [...new Set(acc)].slice(0, cap);
}

export function stdRoad(name: string | readonly string[], type: StreetType | '', pre: Dir | '' = '', post: Dir | '' = '', numStyle: NumStyle = 'town'): Road {
  const names = typeof name === 'string' ? [name] : name;
  const parts: string[][] = [];
  if (pre) parts.push(DIRS[pre]);
  parts.push([...names]);
  if (type) parts.push(TYPES[type]);
  if (post) parts.push(DIRS[post]);
  const forms = product(parts);
  return { key: (forms[0] ?? '').toLowerCase(), kind: 'std', forms, numStyle };
}

function special(forms: string[], numStyle: NumStyle): Road {
  return { key: (forms[0] ?? '').toLowerCase(), kind: 'std', forms, numStyle };
}

export function wiCountyRoad(letter: string, numStyle: NumStyle): Road {
  return special([`County Road ${letter}`, `County Rd ${letter}`, `Co Rd ${letter}`, `CTH ${letter}`, `County Hwy ${letter}`, `Cty Rd ${letter}`], numStyle);
}
export function wiStateHwy(n: number, numStyle: NumStyle): Road {
  return special([`State Hwy ${n}`, `State Highway ${n}`, `STH ${n}`, `Hwy ${n}`, `WI-${n}`], numStyle);
}
export function usHwy(n: number, numStyle: NumStyle, post: Dir | '' = ''): Road {
  const p = post ? DIRS[post] : [''];
  const forms: string[] = [];
  for (const base of [`US Hwy ${n}`, `US Highway ${n}`, `Hwy ${n}`, `US-${n}`, `USH ${n}`]) for (const d of p) forms.push(d ? `${base} ${d}` : base);
  const canonical = post ? `US Hwy ${n} ${post}` : `US Hwy ${n}`;
  return special([canonical, ...forms.filter((f) => f !== canonical)].slice(0, 12), numStyle);
}
export function mnCountyRoad(n: number): Road {
  return special([`County Road ${n}`, `County Rd ${n}`, `Co Rd ${n}`, `CR ${n}`, `Co. Rd. ${n}`], 'rural5');
}
export function mnStateHwy(n: number): Road {
  return special([`State Hwy ${n}`, `Hwy ${n}`, `MN-${n}`, `State Highway ${n}`, `TH ${n}`], 'rural5');
}
export function iaCountyRoad(code: string): Road {
  return special([`County Road ${code}`, `Co Rd ${code}`, `CR ${code}`, `County Rd ${code}`], 'rural4');
}
export function nyStateRoute(n: number): Road {
  return special([`State Route ${n}`, `State Rte ${n}`, `NY-${n}`, `Route ${n}`, `Rte ${n}`, `NYS Route ${n}`], 'rural4');
}
export function nyCountyRoute(n: number): Road {
  return special([`County Route ${n}`, `County Rte ${n}`, `Co Rte ${n}`, `CR ${n}`, `County Rt ${n}`], 'rural4');
}
export function paStateRoute(n: number): Road {
  return special([`State Route ${n}`, `SR ${n}`, `State Rte ${n}`, `Route ${n}`], 'rural4');
}
export function paTownshipRoad(n: number): Road {
  return special([`Township Road ${n}`, `Twp Rd ${n}`, `T-${n}`, `TR ${n}`, `Township Rd ${n}`], 'rural4');
}
export function neRoute(state: string, n: number): Road {
  return special([`Route ${n}`, `Rte ${n}`, `${state} Route ${n}`, `${state}-${n}`, `Rt. ${n}`], 'rural3');
}
export function appRoute(state: string, n: number): Road {
  if (state === 'KY') return special([`KY Hwy ${n}`, `KY ${n}`, `KY-${n}`, `Kentucky Highway ${n}`, `Hwy ${n}`], 'rural4');
  if (state === 'VA') return special([`State Route ${n}`, `Rt ${n}`, `VA-${n}`, `Route ${n}`], 'rural4');
  if (state === 'TN') return special([`State Hwy ${n}`, `TN-${n}`, `Hwy ${n}`, `Highway ${n}`], 'rural4');
  return special([`State Route ${n}`, `WV Route ${n}`, `Rt ${n}`, `WV-${n}`, `Route ${n}`], 'rural4');
}
export function deltaHwy(state: string, n: number, post: Dir, us: boolean): Road {
  const d = DIRS[post];
  const full = at0(d.slice(1, 2));
  if (us) return special([`Hwy ${n} ${post}`, `Highway ${n} ${full}`, `US Hwy ${n} ${post}`, `US-${n} ${post}`, `Hwy ${n} ${full}`], 'rural4');
  return special([`Hwy ${n} ${post}`, `Highway ${n} ${full}`, `${state}-${n} ${post}`, `State Hwy ${n} ${post}`], 'rural4');
}
export function laHwy(n: number): Road {
  return special([`LA Hwy ${n}`, `LA-${n}`, `Hwy ${n}`, `Louisiana Highway ${n}`, `LA ${n}`, `State Hwy ${n}`], 'rural5');
}
export function mtUsHwy(n: number, post: Dir | ''): Road {
  if (!post) return special([`US Hwy ${n}`, `US Highway ${n}`, `Hwy ${n}`, `US-${n}`], 'rural4');
  const full = at0(DIRS[post].slice(1, 2));
  return special([`US Hwy ${n} ${post}`, `US Highway ${n} ${full}`, `Hwy ${n} ${post}`, `US-${n} ${post}`, `Highway ${n} ${full}`], 'rural4');
}
export function idGridRoad(d1: 'N' | 'S' | 'E' | 'W', n: number, d2: 'N' | 'S' | 'E' | 'W'): Road {
  const f1 = DIRS[d1];
  const f2 = DIRS[d2];
  return special([`${d1} ${n} ${d2}`, `${f1[1]} ${n} ${f2[1]}`, `${d1} ${n} ${f2[1]}`, `${f1[2]} ${n} ${f2[2]}`], 'idgrid');
}
export function wyRoad(n: number | string, lane: boolean): Road {
  if (lane) return special([`Lane ${n}`, `Ln ${n}`], 'rural3');
  return special([`Road ${n}`, `Rd ${n}`, `County Road ${n}`, `CR ${n}`], 'rural3');
}
export function boxRoute(kind: 'RR' | 'HC', n: number): Road {
  const forms = kind === 'RR' ? [`RR ${n}`, `Rural Route ${n}`, `R.R. ${n}`, `Rural Rte ${n}`] : [`HC ${n}`, `HC${n}`, `H.C. ${n}`, `Highway Contract ${n}`];
  return { key: (forms[0] ?? '').toLowerCase(), kind: 'box', forms, numStyle: 'box' };
}
export function mileRoad(name: string, long: string, lo: number, hi: number): Road {
  return { key: name.toLowerCase(), kind: 'mile', forms: [name, long], numStyle: 'mile', miles: [lo, hi] };
}

function at0(xs: readonly string[]): string {
  const v = xs[0];
  if (v === undefined) throw new Error('empty');
  return v;
}

/** Every printed form of a street line; the first is the directory's. */
export function lineForms(a: Addr): string[] {
  const { road, num } = a;
  if (road.kind === 'box') {
    const out: string[] = [];
    for (const f of road.forms) out.push(`${f} Box ${num}`);
    out.push(`${at0(road.forms)}, Box ${num}`, `${at0(road.forms)} Bx ${num}`);
    return out;
  }
  if (road.kind === 'mile') {
    const [short, long] = [at0(road.forms), road.forms[1] ?? at0(road.forms)];
    return [`Mile ${num} ${short}`, `Mile ${num} ${long}`, `MP ${num} ${short}`, `Milepost ${num} ${short}`, `${num} Mile ${short}`, `Mi ${num} ${long}`];
  }
  return road.forms.map((f) => `${num} ${f}`);
}

export function canonicalLine(a: Addr): string {
  return at0(lineForms(a));
}

const GENERIC = new Set(
  (
    'st street ave avenue av rd road dr drive ln lane ct court pl place blvd boulevard cir circle ter terrace hwy highway ' +
    'pkwy parkway way trl trail loop n s e w ne nw se sw north south east west northeast northwest southeast southwest ' +
    'county co cty cth sth ush us state route rte rt sr tr twp township t la louisiana wi wis mn th ny nys vt nh me ma ' +
    'wv ky kentucky va tn ms ar mt id wy ak cr mile mi mp milepost rr rural hc h c contract box bx of'
  ).split(' '),
);

/** A deliberately coarse key: number and the distinctive words of the road only. */
export function looseKey(line: string): string {
  const tokens = line
    .toLowerCase()
    .replace(/[.,#']/g, ' ')
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((t) => t && !GENERIC.has(t));
  return tokens.join(' ');
}

/* ------------------------------------------------------------------ */
/* Street-name pools                                                   */
/* ------------------------------------------------------------------ */

const ORDINALS: [string, string][] = [
  ['1st', 'First'],
  ['2nd', 'Second'],
  ['3rd', 'Third'],
  ['4th', 'Fourth'],
  ['5th', 'Fifth'],
  ['6th', 'Sixth'],
  ['7th', 'Seventh'],
  ['8th', 'Eighth'],
];

const COMMON_NAMES = [
  'Main', 'Elm', 'Oak', 'Maple', 'Pine', 'Cedar', 'Birch', 'Spruce', 'Walnut', 'Chestnut', 'Church', 'School', 'Mill',
  'River', 'Depot', 'Railroad', 'Water', 'Bridge', 'Pleasant', 'Prospect', 'High', 'Park', 'Center', 'Union',
  'Washington', 'Lincoln', 'Jefferson', 'Franklin', 'Grant', 'Division', 'Front', 'Lake', 'Summit', 'Hill', 'Spring',
  'Academy', 'Liberty', 'Highland', 'Grove', 'Cherry', 'Poplar', 'Sunset', 'Meadow', 'Fairview', 'Madison', 'Clark',
];

const REGIONAL_TOWN_NAMES: Record<RegionId, string[]> = {
  wi: ['Stewart', 'Grand', 'Forest', 'Scott', 'Sturgeon Eddy', 'Genesee', 'Cottage', 'Badger', 'Tomahawk', 'Wisconsin', 'Normal', 'Brawley'],
  mn: ['Laurel', 'Norwood', 'Oak', 'Kingwood', 'Broadway', 'Gilmore', 'Mississippi', 'Paul Bunyan', 'Excelsior', 'Pokegama', 'Lakeshore'],
  ia: ['Water', 'Winnebago', 'Montgomery', 'Mill', 'Pleasant Hill', 'Heivly', 'Locust', 'Greene', 'Allamakee', 'Riverside'],
  ne: ['Pearl', 'Green', 'Common', 'Eastern', 'Portland', 'Railroad', 'Summer', 'Winter', 'Bank', 'Canal', 'Federal', 'Pine', 'Cottage', 'Western'],
  ny: ['Genesee', 'Chemung', 'Union', 'Front', 'Market', 'Ferry', 'Canal', 'Erie', 'Albany', 'State', 'Court', 'Mohawk'],
  pa: ['Market', 'Locust', 'Pine', 'Queen', 'Bridge', 'Allegheny', 'Mill', 'Main', 'Broad', 'Center', 'Penn', 'Susquehanna'],
  app: ['Stratton', 'Kanawha', 'Court', 'Railroad', 'Pike', 'Coal', 'Mountain', 'Depot', 'Hambley', 'Ball Park', 'Jefferson', 'Greenbrier'],
  delta: ['Martin Luther King Jr', 'Delta', 'Cotton', 'Levee', 'Magnolia', 'Sunflower', 'Cherry', 'Pecan', 'Victoria', 'Alexander', 'Broadway'],
  la: ['Canal', 'Bayou', 'St. Peter', 'St. Mary', 'Evangeline', 'Cypress', 'Magnolia', 'Jefferson', 'Teche', 'Landry', 'Plantation', 'Levert'],
  mtn: ['Bitterroot', 'Railroad', 'Mill', 'Sawtooth', 'Antelope', 'Elk', 'Big Horn', 'Sheridan', 'Fremont', 'Pioneer', 'Teton', 'Depot'],
  ak: ['Fireweed', 'Spenard', 'Northern Lights', 'Muldoon', 'Boniface', 'Lake Otis', 'Dimond', 'Abbott', 'Tudor', 'Lucille', 'Seldon', 'Badger', 'Cushman', 'College', 'Bogard', 'Kalifornsky Beach'],
};

const RURAL_NAMED: Record<RegionId, string[]> = {
  wi: ['Town Hall', 'Pine Lake', 'Tower', 'Bluebird', 'Partridge', 'Cranberry', 'Hemlock', 'Poplar Grove', 'Sunny Vale', 'Deer Trail', 'Fawn', 'Timber'],
  mn: ['Pine Lake', 'Gull Lake', 'Ossawinnamakee', 'Mission', 'Nokay Lake', 'Sylvan', 'Round Lake', 'Nisswa', 'Birchdale', 'Bass Lake'],
  ia: ['Quail', 'Pheasant', 'Yellow River', 'Balsam', 'Cattle Creek', 'Ridge', 'Valley', 'Oriole', 'Upper Bluffton'],
  ne: ['Darling Hill', 'Town Farm', 'Pleasant Valley', 'North', 'Brook', 'Sugarhouse', 'Kirby Mountain', 'Bean Hill', 'Ridge', 'Mill Brook', 'Cross', 'Tannery'],
  ny: ['Bear Swamp', 'Dutch Hill', 'Ridge', 'Sand Hill', 'Cold Spring', 'Plank', 'Irish Hill', 'Murray Hill', 'Schoolhouse', 'Cemetery'],
  pa: ['Pine Creek', 'Stony Fork', 'Charleston', 'Bear Run', 'Sawmill', 'Laurel Hill', 'Little Marsh', 'Catlin Hollow', 'Mudlick', 'Fall Brook'],
  app: ['Big Creek', 'Right Fork Beaver Creek', 'Left Fork Troublesome', 'Dry Branch Hollow', 'Shop Hollow', 'Lick Fork', 'Rockhouse', 'Bull Creek', 'Caney Fork', 'Island Creek', 'Mud River', 'Buffalo Creek'],
  delta: ['Levee', 'Old Rosedale', 'Deer Creek', 'Gin', 'Plantation', 'Bogue', 'Swan Lake', 'Cotton Row', 'Mound', 'Rice Mill'],
  la: ['E Bayou', 'W Bayou', 'Cypress', 'Ducros', 'Coulee', 'Sugar Mill', 'Catahoula', 'Bayou Blue', 'Canal', 'Savoie'],
  mtn: ['Eastside', 'Old Darby', 'Bell Crossing', 'Willow Creek', 'Sleeping Child', 'Burnt Fork', 'Skalkaho', 'Mill Creek', 'Antelope', 'Sage'],
  ak: ['Chena Pump', 'Farmers Loop', 'Knik-Goose Bay', 'Palmer-Fishhook', 'Old Steese', 'Nash', 'Beaver Creek', 'Funny River', 'Skyline', 'Gold Mine'],
};

/** In-town streets of one town. */
export function townRoads(rng: Rng, region: RegionId, _town: Town): Road[] {
  const roads: Road[] = [];
  const seen = new Set<string>();
  const add = (r: Road): void => {
    if (seen.has(r.key)) return;
    seen.add(r.key);
    roads.push(r);
  };
  add(stdRoad('Main', 'St'));
  const n = rng.int(14, 22);
  const names = [...COMMON_NAMES, ...REGIONAL_TOWN_NAMES[region], ...REGIONAL_TOWN_NAMES[region]];
  for (let i = 0; i < n * 3 && roads.length < n; i++) {
    const roll = rng.next();
    if (roll < 0.12) {
      const [a, b] = rng.pick(ORDINALS);
      add(stdRoad([a, b], rng.pick(['St', 'Ave'] as const), rng.chance(0.3) ? rng.pick(['N', 'S', 'E', 'W'] as const) : ''));
      continue;
    }
    const name = rng.pick(names);
    if (name === 'Martin Luther King Jr') {
      add(stdRoad(['Martin Luther King Jr', 'MLK Jr', 'M L King', 'Dr Martin Luther King Jr'], 'Dr'));
      continue;
    }
    const type = rng.weighted<StreetType>([
      ['St', 10], ['Ave', 5], ['Rd', 3], ['Dr', 2], ['Ln', 1.5], ['Ct', 1], ['Pl', 0.5], ['Blvd', 0.5], ['Ter', 0.5], ['Way', 0.4], ['Cir', 0.4], ['Pkwy', region === 'ak' ? 1 : 0.1], ['Loop', region === 'ak' ? 0.8 : 0],
    ]);
    const pre = rng.chance(0.22) ? rng.pick(['N', 'S', 'E', 'W'] as const) : '';
    add(stdRoad(name, type, pre));
  }
  if (region === 'delta' && rng.chance(0.7)) add(stdRoad(['Martin Luther King Jr', 'MLK Jr', 'M L King', 'Dr Martin Luther King Jr'], 'Dr'));
  if (rng.chance(0.35)) {
    // the near-twin of Main St in many small towns
    add(stdRoad('Main', 'St', rng.pick(['N', 'S', 'E', 'W'] as const)));
  }
  return roads;
}

/** Rural roads of one county (shared by its towns, so the same road runs through neighbours). */
export function countyRoads(rng: Rng, region: RegionId, state: string, county: string): Road[] {
  const roads: Road[] = [];
  const seen = new Set<string>();
  const add = (r: Road): void => {
    if (seen.has(r.key)) return;
    seen.add(r.key);
    roads.push(r);
  };
  const named = (k: number, style: NumStyle, type: StreetType = 'Rd'): void => {
    for (const name of rng.sample(RURAL_NAMED[region], k)) {
      const forms = name.includes('Hollow') ? [name, name.replace('Hollow', 'Holw')] : [name];
      add(stdRoad(forms, type, '', '', style));
    }
  };
  switch (region) {
    case 'wi': {
      const style: NumStyle = ['Shawano', 'Langlade', 'Taylor', 'Price', 'Clark', 'Waupaca', 'Forest'].includes(county) ? 'wigrid' : 'rural5';
      const letters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'M', 'N', 'O', 'P', 'Q', 'U', 'W', 'X', 'Y', 'Z', 'KK', 'NN', 'JJ', 'FF', 'DD', 'MM'];
      for (const l of rng.sample(letters, rng.int(6, 10))) add(wiCountyRoad(l, style));
      const hwys = [13, 17, 22, 29, 32, 47, 49, 52, 55, 64, 73, 97, 107, 153];
      for (const h of rng.sample(hwys, rng.int(2, 3))) add(wiStateHwy(h, style));
      if (rng.chance(0.5)) add(usHwy(rng.pick([8, 10, 45, 51]), style));
      named(rng.int(3, 5), style);
      break;
    }
    case 'mn': {
      for (let i = 0; i < rng.int(5, 8); i++) add(mnCountyRoad(rng.int(1, 148)));
      for (const h of rng.sample([6, 18, 25, 27, 34, 64, 84, 87, 200, 210, 371], 2)) add(mnStateHwy(h));
      for (let i = 0; i < 3; i++) add(stdRoad(`${rng.int(11, 46) * 10}th`, rng.pick(['St', 'Ave'] as const), '', rng.pick(['NE', 'NW', 'SE', 'SW'] as const), 'rural5'));
      named(rng.int(3, 4), 'rural5');
      break;
    }
    case 'ia': {
      for (let i = 0; i < rng.int(3, 5); i++) add(iaCountyRoad(`${rng.pick(['A', 'B', 'V', 'W', 'X'])}${rng.int(10, 68)}`));
      for (let i = 0; i < 4; i++) add(stdRoad(`${rng.int(11, 39) * 10}th`, 'St', '', '', 'rural4'));
      for (const n of rng.sample(['Quail', 'Pheasant', 'Oriole', 'Raven', 'Vine', 'Yankee', 'Balsam', 'Timber'], 3)) add(stdRoad(n, 'Ave', '', '', 'rural4'));
      add(usHwy(rng.pick([18, 52, 63]), 'rural4'));
      named(2, 'rural4');
      break;
    }
    case 'ne': {
      for (const n of rng.sample([2, 5, 9, 10, 12, 14, 15, 100, 105, 114, 116, 122], rng.int(2, 3))) add(neRoute(state, n));
      named(rng.int(6, 9), 'rural3');
      break;
    }
    case 'ny': {
      for (const n of rng.sample([8, 10, 11, 12, 17, 20, 23, 28, 30, 37, 56, 68, 206, 417], 2)) add(nyStateRoute(n));
      for (let i = 0; i < rng.int(3, 5); i++) add(nyCountyRoute(rng.int(1, 60)));
      named(rng.int(4, 6), 'rural4');
      break;
    }
    case 'pa': {
      for (let i = 0; i < 2; i++) add(paStateRoute(rng.pick([6, 44, 49, 120, 144, 220, 287, 349, 414, 660, 1011, 2007, 3001, 4015])));
      for (let i = 0; i < rng.int(3, 5); i++) add(paTownshipRoad(rng.int(300, 799)));
      named(rng.int(4, 6), 'rural4');
      break;
    }
    case 'app': {
      for (const n of rng.sample([3, 7, 10, 15, 20, 28, 80, 83, 92, 119, 160, 421], 2)) add(appRoute(state, n));
      named(rng.int(6, 9), 'rural4');
      for (let i = 0; i < 2; i++) add(boxRoute('HC', rng.int(60, 89)));
      for (let i = 0; i < 2; i++) add(boxRoute('RR', rng.int(1, 6)));
      break;
    }
    case 'delta': {
      add(deltaHwy(state, state === 'MS' ? 61 : 65, rng.pick(['N', 'S'] as const), true));
      add(deltaHwy(state, state === 'MS' ? rng.pick([1, 8, 12, 32, 448]) : rng.pick([1, 4, 20, 44, 159]), rng.pick(['N', 'S', 'E', 'W'] as const), false));
      add(deltaHwy(state, state === 'MS' ? rng.pick([49, 82]) : rng.pick([49, 79, 278]), rng.pick(['E', 'W'] as const), true));
      named(rng.int(3, 5), 'rural4');
      add(boxRoute('RR', rng.int(1, 4)));
      break;
    }
    case 'la': {
      for (const n of rng.sample([1, 20, 24, 31, 56, 57, 82, 85, 93, 182, 308, 343, 3235], rng.int(2, 4))) add(laHwy(n));
      if (rng.chance(0.5)) add(usHwy(90, 'rural5'));
      named(rng.int(3, 5), 'rural5');
      break;
    }
    case 'mtn': {
      if (state === 'MT') {
        for (const n of rng.sample([2, 12, 87, 89, 93, 191, 212], 2)) add(mtUsHwy(n, rng.pick(['N', 'S', ''] as const)));
        named(rng.int(4, 6), 'rural4');
      } else if (state === 'ID') {
        for (let i = 0; i < rng.int(4, 6); i++) {
          const ns = rng.chance(0.5);
          add(idGridRoad(ns ? rng.pick(['N', 'S'] as const) : rng.pick(['E', 'W'] as const), rng.int(1, 45) * 100, ns ? rng.pick(['E', 'W'] as const) : rng.pick(['N', 'S'] as const)));
        }
        add(mtUsHwy(rng.pick([20, 26, 30, 91, 93, 95]), ''));
        named(2, 'rural4');
      } else {
        for (let i = 0; i < rng.int(3, 5); i++) add(wyRoad(rng.int(1, 29), false));
        for (let i = 0; i < rng.int(1, 3); i++) add(wyRoad(`${rng.int(8, 14)}${rng.pick(['', '', 'H', '1/2'])}`, true));
        add(mtUsHwy(rng.pick([14, 16, 20, 26, 85, 189, 191]), ''));
        named(2, 'rural3');
      }
      break;
    }
    case 'ak': {
      named(rng.int(3, 5), 'rural4');
      break;
    }
  }
  return roads;
}

/** Alaska: the mileposts of the highways near each town. */
const AK_MILES: Record<string, [string, string, number, number][]> = {
  Valdez: [['Richardson Hwy', 'Richardson Highway', 2, 30]],
  Glennallen: [['Glenn Hwy', 'Glenn Highway', 180, 189], ['Richardson Hwy', 'Richardson Highway', 110, 118]],
  'Delta Junction': [['Richardson Hwy', 'Richardson Highway', 262, 275], ['Alaska Hwy', 'Alaska Highway', 1405, 1422]],
  Tok: [['Alaska Hwy', 'Alaska Highway', 1310, 1316], ['Tok Cutoff', 'Tok Cut-Off', 0, 5]],
  'North Pole': [['Richardson Hwy', 'Richardson Highway', 345, 350]],
  Fairbanks: [['Chena Hot Springs Rd', 'Chena Hot Springs Road', 2, 20], ['Steese Hwy', 'Steese Highway', 5, 12], ['Elliott Hwy', 'Elliott Highway', 1, 10]],
  Soldotna: [['Sterling Hwy', 'Sterling Highway', 90, 97], ['Kalifornsky Beach Rd', 'K-Beach Road', 15, 22]],
  Kenai: [['Kenai Spur Hwy', 'Kenai Spur Highway', 1, 12]],
  Homer: [['Sterling Hwy', 'Sterling Highway', 165, 172], ['East End Rd', 'East End Road', 1, 12]],
  Seward: [['Seward Hwy', 'Seward Highway', 2, 10]],
  Wasilla: [['Parks Hwy', 'Parks Highway', 38, 52]],
  'Big Lake': [['Big Lake Rd', 'Big Lake Road', 1, 6], ['Parks Hwy', 'Parks Highway', 52, 57]],
  Palmer: [['Glenn Hwy', 'Glenn Highway', 40, 49], ['Palmer-Fishhook Rd', 'Palmer Fishhook Road', 1, 10]],
  'Eagle River': [['Eagle River Rd', 'Eagle River Road', 1, 12]],
  Kodiak: [['Chiniak Hwy', 'Chiniak Highway', 3, 12]],
};

export function mileRoads(town: Town): Road[] {
  if (town.state !== 'AK') return [];
  return (AK_MILES[town.name] ?? []).map(([a, b, lo, hi]) => mileRoad(a, b, lo, hi));
}

export function streetNumber(rng: Rng, road: Road, prefixLetter: string): string {
  switch (road.numStyle) {
    case 'town':
      return String(rng.weighted([[rng.int(1, 99), 3], [rng.int(100, 999), 5], [rng.int(1000, 2999), 2]]));
    case 'wigrid':
      return `${prefixLetter}${rng.int(1000, 9999)}`;
    case 'rural5':
      return String(rng.weighted([[rng.int(1000, 9999), 4], [rng.int(10000, 49999), 6]]));
    case 'rural4':
      return String(rng.int(100, 9999));
    case 'rural3':
      return String(rng.int(10, 1999));
    case 'idgrid':
      return String(rng.int(10, 49) * 100 + rng.int(0, 99));
    case 'box':
      return String(rng.int(1, 480));
    case 'mile': {
      const [lo, hi] = road.miles ?? [1, 10];
      const m = rng.int(lo * 2, hi * 2) / 2;
      return Number.isInteger(m) ? String(m) : m.toFixed(1);
    }
  }
}
