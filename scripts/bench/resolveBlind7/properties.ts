/*
 * The client's 2,000 properties and 20,000 units: single-family farmhouses and village homes,
 * duplexes (Upper/Lower, A/B, or two street numbers), small-town walk-ups, seniors' buildings,
 * New England mill lofts ("3R"), manufactured-home communities ("Lot 47", "Site 12", lots
 * with their own addresses on internal lanes), farm labour housing (bunkhouses, houses,
 * trailers), resort cabins and chalets, commercial strips ("Suite 3" / "Unit 3"), scattered-site
 * homes whose units are street addresses, and main-street "Block" buildings (storefront + flats).
 */
import { type Region, type RegionId, type Town } from './geography';
import { APT_SUFFIX, FEATURES, LAND, NATURE, SURNAMES, propertyCore } from './names';
import { type Rng, at, pad } from './rand';
import { type Addr, type Road, boxRoute, canonicalLine, countyRoads, lineForms, looseKey, mileRoads, stdRoad, streetNumber, townRoads } from './streets';

export type PropType = 'sfr' | 'duplex' | 'apt' | 'seniors' | 'mill' | 'mhc' | 'farm' | 'resort' | 'commercial' | 'scattered' | 'mixed';

export type UnitKind =
  | 'aptnum' | 'aptword' | 'updown' | 'loft' | 'loftword' | 'lot' | 'lotbare' | 'site' | 'space' | 'cabin' | 'chalet' | 'cottage'
  | 'named' | 'bunk' | 'house' | 'trailer' | 'suite' | 'unitc' | 'combare' | 'hcode' | 'addrlabel';

export interface UnitRec {
  id: string;
  label: string;
  kind: UnitKind;
  core: string;
  /** Printed forms, the directory's first. */
  forms: string[];
  addr: Addr | null;
  /** What the directory stores as the unit's address. */
  addressText: string | null;
}

export interface PropRec {
  id: string;
  type: PropType;
  region: Region;
  town: Town;
  zip: string;
  addr: Addr | null;
  line: string | null;
  rural: boolean;
  name: string;
  aliases: string[];
  owner: string | null;
  oldBox: Addr | null;
  units: UnitRec[];
}

export const GL_SEGMENT: Record<PropType, string> = {
  sfr: '10', duplex: '10', apt: '10', mill: '10', scattered: '10', mixed: '10', commercial: '20', mhc: '30', resort: '40', seniors: '50', farm: '60',
};

const BASE_WEIGHTS: Record<PropType, number> = {
  sfr: 21, duplex: 20, apt: 21, seniors: 6, mill: 3, mhc: 8.5, farm: 3, resort: 5.5, commercial: 7.5, scattered: 2.5, mixed: 2,
};

const REGION_FACTORS: Partial<Record<RegionId, Partial<Record<PropType, number>>>> = {
  wi: { mill: 0, resort: 1.5, farm: 1.2 },
  mn: { mill: 0, resort: 1.7, farm: 0.8 },
  ia: { mill: 0, resort: 0.4, farm: 1.2 },
  ne: { mill: 4, mixed: 2, resort: 1.2, farm: 0.5 },
  ny: { mill: 2, mixed: 1.5, resort: 1.2 },
  pa: { mill: 2, mixed: 1.5, resort: 0.7 },
  app: { mill: 0, farm: 0, mhc: 1.5, resort: 0.8, mixed: 0.6 },
  delta: { mill: 0, resort: 0.2, mhc: 1.4, mixed: 0.6, farm: 1.2 },
  la: { mill: 0, resort: 0.6, mhc: 1.4, mixed: 0.6, farm: 1.0 },
  mtn: { mill: 0, resort: 1.5, mhc: 1.2, farm: 1.1, mixed: 0.6 },
  ak: { mill: 0, farm: 0, resort: 1.8, mhc: 1.2, mixed: 0.6 },
};

const RURAL_SHARE: Record<PropType, number> = {
  sfr: 0.5, duplex: 0.1, apt: 0, seniors: 0, mill: 0, mhc: 0.6, farm: 1, resort: 0.9, commercial: 0.12, scattered: 0, mixed: 0,
};

const UNIT_RANGE: Record<PropType, [number, number]> = {
  sfr: [0, 0], duplex: [2, 4], apt: [4, 20], seniors: [18, 54], mill: [12, 36], mhc: [12, 52], farm: [3, 10], resort: [4, 16], commercial: [3, 10], scattered: [3, 8], mixed: [3, 9],
};

export const TOTAL_PROPERTIES = 2000;
export const TOTAL_UNITS = 20000;

interface Draft {
  type: PropType;
  region: Region;
  town: Town;
  units: number;
}

/** Everything the directory knows by street line, for the generator's fairness checks. */
export interface LineIndex {
  used: Set<string>;
  loose: Map<string, number>;
  looseCity: Map<string, number>;
  looseZip: Map<string, number>;
}

export function lineKey(line: string, town: Town): string {
  return `${line.toLowerCase()}|${town.name}|${town.state}`;
}

function registerLine(index: LineIndex, line: string, town: Town, zip: string): void {
  index.used.add(lineKey(line, town));
  const lk = looseKey(line);
  index.loose.set(lk, (index.loose.get(lk) ?? 0) + 1);
  const kc = `${lk}|${town.name}|${town.state}`;
  index.looseCity.set(kc, (index.looseCity.get(kc) ?? 0) + 1);
  const kz = `${lk}|${zip}`;
  index.looseZip.set(kz, (index.looseZip.get(kz) ?? 0) + 1);
}

export interface PropertyWorld {
  properties: PropRec[];
  index: LineIndex;
  townRoads: Map<string, Road[]>;
}

function unitKindsFor(rng: Rng, type: PropType, n: number): { kind: UnitKind; labels: string[] } {
  const nums = (start: number, count: number): string[] => Array.from({ length: count }, (_, i) => String(start + i));
  const floors = (count: number, perFloor: number, first = 1): string[] => {
    const out: string[] = [];
    for (let f = first; out.length < count; f++) for (let u = 1; u <= perFloor && out.length < count; u++) out.push(`${f}${pad(u, 2)}`);
    return out;
  };
  const letters = 'ABCDEFGHJKLMNP'.split('');
  switch (type) {
    case 'duplex': {
      const s = rng.weighted<string>([['updown', n <= 3 ? 3 : 0], ['ab', 3], ['num', 3]]);
      if (s === 'updown') return { kind: 'updown', labels: ['Upper', 'Lower', 'Rear'].slice(0, n) };
      if (s === 'ab') return { kind: 'aptnum', labels: letters.slice(0, n) };
      return { kind: 'aptnum', labels: nums(1, n) };
    }
    case 'apt': {
      const s = rng.weighted<string>([['num', 4], ['floors', n > 6 ? 4 : 0], ['word', 1.5], ['ab', n <= 8 ? 1.5 : 0], ['ns', n <= 10 && n % 2 === 0 ? 1 : 0]]);
      if (s === 'num') return { kind: 'aptnum', labels: nums(1, n) };
      if (s === 'floors') return { kind: 'aptnum', labels: floors(n, rng.int(4, 8)) };
      if (s === 'word') return { kind: 'aptword', labels: nums(1, n).map((x) => `Apt ${x}`) };
      if (s === 'ab') {
        const out: string[] = [];
        for (let f = 1; out.length < n; f++) for (const l of ['A', 'B']) if (out.length < n) out.push(`${f}${l}`);
        return { kind: 'aptnum', labels: out };
      }
      const out: string[] = [];
      for (let f = 1; out.length < n; f++) for (const l of ['N', 'S']) if (out.length < n) out.push(`${f}${l}`);
      return { kind: 'aptnum', labels: out };
    }
    case 'seniors':
      return { kind: 'aptnum', labels: floors(n, rng.int(8, 20)) };
    case 'mill': {
      const s = rng.weighted<string>([['rf', 3], ['loft', 1.5], ['floors', 2]]);
      if (s === 'rf') {
        const out: string[] = [];
        const sides = rng.pick([['F', 'R'], ['F', 'R', 'C'], ['N', 'S', 'R'], ['E', 'W']]);
        for (let f = 1; out.length < n; f++) for (const l of sides) if (out.length < n) out.push(`${f}${l}`);
        return { kind: 'loft', labels: out };
      }
      if (s === 'loft') return { kind: 'loftword', labels: nums(1, n).map((x) => `Loft ${x}`) };
      return { kind: 'aptnum', labels: floors(n, rng.int(6, 12)) };
    }
    case 'mhc': {
      const start = rng.chance(0.3) ? rng.int(2, 12) : 1;
      const all = nums(start, n + rng.int(0, 6));
      const picked = rng.sample(all, n).sort((a, b) => Number(a) - Number(b));
      const s = rng.weighted<string>([['lot', 5], ['lotbare', 3], ['site', 2], ['space', 1]]);
      if (s === 'lot') return { kind: 'lot', labels: picked.map((x) => `Lot ${x}`) };
      if (s === 'site') return { kind: 'site', labels: picked.map((x) => `Site ${x}`) };
      if (s === 'space') return { kind: 'space', labels: picked.map((x) => `Space ${x}`) };
      return { kind: 'lotbare', labels: picked };
    }
    case 'farm': {
      const s = rng.weighted<string>([['bunk', 2], ['house', 3], ['trailer', 1.5], ['num', 1]]);
      if (s === 'bunk') return { kind: 'bunk', labels: letters.slice(0, n).map((l) => `Bunkhouse ${l}`) };
      if (s === 'house') return { kind: 'house', labels: nums(1, n).map((x) => `House ${x}`) };
      if (s === 'trailer') return { kind: 'trailer', labels: nums(1, n).map((x) => `Trailer ${x}`) };
      return { kind: 'unitc', labels: nums(1, n).map((x) => `Unit ${x}`) };
    }
    case 'resort': {
      const s = rng.weighted<string>([['cabin', 6], ['chalet', n <= 12 ? 2 : 0], ['cottage', 2], ['named', n <= 10 ? 1.2 : 0]]);
      if (s === 'cabin') return { kind: 'cabin', labels: nums(1, n).map((x) => `Cabin ${x}`) };
      if (s === 'chalet') return { kind: 'chalet', labels: letters.slice(0, n).map((l) => `Chalet ${l}`) };
      if (s === 'cottage') return { kind: 'cottage', labels: nums(1, n).map((x) => `Cottage ${x}`) };
      const pool = ["Eagle's Nest", 'Loon Landing', 'Bear Den', 'Moose Lodge', 'Trout Haven', 'Spruce Hideaway', 'Otter Slide', 'Owl Roost', 'Fox Run', 'Heron Point', "Fisherman's Rest", 'Birch Bark', 'Wolf Track', 'Elk Horn'];
      return { kind: 'named', labels: rng.sample(pool, n) };
    }
    case 'commercial': {
      const s = rng.weighted<string>([['suite', 4], ['unitc', 2.5], ['letter', 1], ['combare', 1.5]]);
      if (s === 'suite') return { kind: 'suite', labels: (rng.chance(0.4) ? floors(n, 20, 1) : nums(1, n)).map((x) => `Suite ${x}`) };
      if (s === 'unitc') return { kind: 'unitc', labels: nums(1, n).map((x) => `Unit ${x}`) };
      if (s === 'letter') return { kind: 'suite', labels: letters.slice(0, n).map((l) => `Suite ${l}`) };
      return { kind: 'combare', labels: floors(n, 20, 1) };
    }
    case 'mixed': {
      const shops = Math.min(2, n - 1);
      return { kind: 'aptnum', labels: [...floors(shops, 2, 1).map((x) => `Suite ${x}`), ...floors(n - shops, 4, 2)] };
    }
    default:
      return { kind: 'aptnum', labels: nums(1, n) };
  }
}

const CARDINALS = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];

export function unitForms(kind: UnitKind, label: string): { core: string; forms: string[] } {
  const tail = label.replace(/^(Apt|Lot|Site|Space|Cabin|Chalet|Cottage|Bunkhouse|House|Trailer|Suite|Unit|Loft)\s+/, '');
  const core = tail.toLowerCase().replace(/[^a-z0-9]/g, '');
  const n = Number(tail);
  switch (kind) {
    case 'aptnum': {
      if (label.startsWith('Suite ')) return { core, forms: [label, `Ste ${tail}`, `Unit ${tail}`, `#${tail}`, `Suite #${tail}`] };
      const forms = [label, `Apt ${label}`, `#${label}`, `Unit ${label}`, `Apt. ${label}`, `APT ${label}`, `Apartment ${label}`, `Unit #${label}`];
      const m = /^(\d+)([A-Z])$/.exec(label);
      if (m) forms.push(`Apt ${m[1]}-${m[2]}`, `${m[1]}-${m[2]}`);
      return { core, forms };
    }
    case 'aptword':
      return { core, forms: [label, `#${tail}`, `Unit ${tail}`, `Apartment ${tail}`, `Apt #${tail}`] };
    case 'updown': {
      const map: Record<string, string[]> = {
        Upper: ['Upper', 'Upper Unit', 'Upstairs', 'Upper Apt', 'Upper Flat'],
        Lower: ['Lower', 'Lower Unit', 'Downstairs', 'Lower Apt', 'Lower Flat'],
        Rear: ['Rear', 'Rear Unit', 'Rear Apt', 'Back Apt'],
      };
      return { core, forms: map[label] ?? [label] };
    }
    case 'loft': {
      const m = /^(\d+)([A-Z])$/.exec(label);
      const dash = m ? `${m[1]}-${m[2]}` : label;
      return { core, forms: [label, `Unit ${label}`, `#${label}`, `Apt ${label}`, dash, `Loft ${label}`, `Unit ${dash}`] };
    }
    case 'loftword':
      return { core, forms: [label, `Loft #${tail}`, `#${tail}`, `Unit ${tail}`] };
    case 'lot':
      return { core, forms: [label, `Lot #${tail}`, `LOT ${tail}`, `#${tail}`, n < 100 ? `Lot ${pad(n, 3)}` : `Lot No. ${tail}`, `Space ${tail}`] };
    case 'lotbare':
      return { core, forms: [label, `Lot ${tail}`, `Lot #${tail}`, `#${tail}`, `Space ${tail}`, `Lot No. ${tail}`] };
    case 'site':
      return { core, forms: [label, `Site #${tail}`, `Lot ${tail}`, `#${tail}`, `SITE ${tail}`] };
    case 'space':
      return { core, forms: [label, `Sp ${tail}`, `Lot ${tail}`, `#${tail}`, `Space #${tail}`] };
    case 'cabin': {
      const forms = [label, `Cabin #${tail}`, `CABIN ${tail}`, `Cab ${tail}`];
      if (n <= 12) forms.push(`Cabin ${CARDINALS[n] ?? tail}`);
      return { core, forms };
    }
    case 'chalet':
      return { core, forms: [label, `Chalet-${tail}`, `CHALET ${tail}`, `Chalet "${tail}"`] };
    case 'cottage':
      return { core, forms: [label, `Cottage #${tail}`, `Cott. ${tail}`, `COTTAGE ${tail}`] };
    case 'named':
      return { core, forms: [label, label.replace(/'/g, ''), `${label} Cabin`, label.toUpperCase()] };
    case 'bunk':
      return { core, forms: [label, `Bunk House ${tail}`, `Bunkhouse "${tail}"`, `BUNKHOUSE ${tail}`] };
    case 'house':
      return { core, forms: [label, `House #${tail}`, `Hse ${tail}`, `HOUSE ${tail}`] };
    case 'trailer':
      return { core, forms: [label, `Trailer #${tail}`, `TRAILER ${tail}`, `Trlr ${tail}`] };
    case 'suite':
      return { core, forms: [label, `Ste ${tail}`, `Unit ${tail}`, `#${tail}`, `STE ${tail}`, `Suite #${tail}`] };
    case 'unitc':
      return { core, forms: [label, `Suite ${tail}`, `Ste. ${tail}`, `#${tail}`, `Unit #${tail}`] };
    case 'combare':
      return { core, forms: [label, `Suite ${label}`, `Ste ${label}`, `Unit ${label}`, `#${label}`] };
    case 'hcode':
      return { core, forms: [label, `Unit ${label}`, `House ${label}`] };
    case 'addrlabel':
      return { core: label.toLowerCase().replace(/[^a-z0-9]/g, ''), forms: [label] };
  }
}

function titleCore(name: string): string {
  return name.replace(/\s+(Apartments|Senior Apartments|Mobile Home Park|Manufactured Home Community|MHC|MHP|Senior Living)$/, '');
}

function propertyName(rng: Rng, d: Draft, line: string | null): string {
  const r = d.region.id;
  const nat = (): string => rng.pick(NATURE[r]);
  const land = (): string => rng.pick(LAND);
  const sur = (): string => rng.pick(SURNAMES[r]);
  const town = d.town.name;
  switch (d.type) {
    case 'sfr':
      return rng.weighted<() => string>([
        [() => `${line ?? 'House'} - ${town}`, 5],
        [() => `${sur()} ${rng.pick(['House', 'Farmhouse', 'Homestead', 'Place'])}`, 3],
        [() => `${nat()} ${rng.pick(['Cottage', 'Cabin', 'House'])}`, 1.5],
        [() => `${town} Rental #${rng.int(1, 40)}`, 1],
      ])();
    case 'duplex':
      return rng.weighted<() => string>([
        [() => `${line ?? town} Duplex`, 4],
        [() => `${sur()} Duplex`, 2],
        [() => `${nat()} ${rng.pick(['Duplex', 'Twin Homes', 'Flats'])}`, 2],
      ])();
    case 'apt':
      return rng.weighted<() => string>([
        [() => `${nat()} ${land()} Apartments`, 3],
        [() => `${nat()} ${rng.pick(APT_SUFFIX)}`, 4],
        [() => `${town} ${rng.pick(APT_SUFFIX)}`, 1.5],
        [() => `${line ? line.replace(/^\S+\s+/, '') : nat()} Apartments`, 1.5],
        [() => `The ${nat()}`, 0.7],
        [() => `${rng.pick(FEATURES[r])} ${rng.pick(['Apartments', 'Flats', 'Commons'])}`, 1],
      ])();
    case 'seniors':
      return rng.weighted<() => string>([
        [() => `${nat()} ${rng.pick(['Manor', 'Place', 'Court', 'Terrace', 'Crest'])} Senior Apartments`, 4],
        [() => `${town} Senior Housing`, 1.5],
        [() => `${nat()} Place Senior Living`, 1.5],
        [() => `${land()}view Senior Residences`, 1.5],
        [() => `Heritage ${rng.pick(['Place', 'House', 'Manor', 'Commons'])} of ${town}`, 1],
      ])();
    case 'mill':
      return rng.weighted<() => string>([
        [() => `${town} Mill Lofts`, 2],
        [() => `The Lofts at ${sur()} Mill`, 2],
        [() => `${sur()} Mill Apartments`, 2],
        [() => `Mill No. ${rng.int(1, 5)} Lofts`, 1],
        [() => `${rng.pick(FEATURES[r])} Mill Residences`, 1],
        [() => `Old ${rng.pick(['Woolen', 'Tannery', 'Paper', 'Shoe', 'Cutlery', 'Box'])} Mill Lofts`, 1.5],
      ])();
    case 'mhc':
      return rng.weighted<() => string>([
        [() => `${nat()} ${land()} Mobile Home Park`, 3],
        [() => `${nat()} Estates MHC`, 2],
        [() => `${land()}side Manufactured Home Community`, 1.5],
        [() => `${town} Mobile Home Court`, 1],
        [() => `${nat()} Acres MHP`, 2],
        [() => `${nat()} ${land()} Village`, 1],
      ])();
    case 'farm':
      return rng.weighted<() => string>([
        [() => `${sur()} Farms Labor Housing`, 2],
        [() => `${nat()} Valley Farmworker Housing`, 1.5],
        [() => `${sur()} ${r === 'ne' || r === 'ny' ? 'Orchards' : r === 'la' ? 'Cane Farm' : r === 'mtn' ? 'Potato Farm' : 'Dairy'} Housing`, 2],
        [() => `${town} Farm Labor Camp`, 1],
      ])();
    case 'resort':
      return rng.weighted<() => string>([
        [() => `${nat()} Lake Resort`, r === 'wi' || r === 'mn' ? 3 : 1],
        [() => `${nat()} Hollow Cabins`, 2],
        [() => `${nat()} Ridge Chalets`, 1.2],
        [() => `${nat()} ${land()} Cottages`, 1.2],
        [() => `${rng.pick(FEATURES[r])} Lodge & Cabins`, 1.5],
        [() => `${sur()}'s ${r === 'la' ? 'Fishing Camp' : r === 'app' ? 'Trail Cabins' : 'Resort'}`, 1.5],
      ])();
    case 'commercial':
      return rng.weighted<() => string>([
        [() => `${town} Plaza`, 2],
        [() => `${line ? line.replace(/^\S+\s+/, '') : 'Hwy'} Commons`, 1.5],
        [() => `${rng.pick(['Depot', 'Mill', 'Courthouse', 'Railroad'])} Square Shops`, 1],
        [() => `${nat()} ${rng.pick(['Center', 'Plaza', 'Professional Building', 'Business Center'])}`, 2.5],
        [() => `${town} Shopping Center`, 1],
      ])();
    case 'scattered':
      return rng.pick([`${town} Scattered Sites`, `${d.town.county} ${d.region.countyWord} Scattered Homes`, `${town} Homes Program`, `${town} Infill Homes`]);
    case 'mixed':
      return rng.pick([`${sur()} Block`, 'Opera House Block', 'Masonic Block', `${town} Hotel Building`, 'Odd Fellows Building', `${sur()} Building`, 'Union Block', 'Kittredge Block']);
  }
}

export function buildProperties(rng: Rng, regions: Region[], officeKeys: Set<string>): PropertyWorld {
  /* 1. drafts: region, town, type, unit count */
  const drafts: Draft[] = [];
  for (const region of regions) {
    const townWeights = region.towns.map((t) => [t, rng.int(1, 5) + (t.zips.length > 1 ? 6 : 0)] as const);
    const typeWeights = (Object.keys(BASE_WEIGHTS) as PropType[]).map((t) => [t, BASE_WEIGHTS[t] * (REGION_FACTORS[region.id]?.[t] ?? 1)] as const);
    for (let i = 0; i < region.properties; i++) {
      const type = rng.weighted(typeWeights);
      const [lo, hi] = UNIT_RANGE[type];
      drafts.push({ type, region, town: rng.weighted(townWeights), units: lo === 0 ? 0 : rng.int(lo, hi) });
    }
  }
  if (drafts.length !== TOTAL_PROPERTIES) throw new Error(`drafted ${drafts.length} properties`);
  /* exactly 20,000 units: nudge the flexible buildings */
  const flexible = drafts.filter((d) => d.type === 'apt' || d.type === 'mhc' || d.type === 'seniors');
  let total = drafts.reduce((s, d) => s + d.units, 0);
  let guard = 0;
  while (total !== TOTAL_UNITS && guard++ < 200000) {
    const d = rng.pick(flexible);
    const [lo, hi] = UNIT_RANGE[d.type];
    if (total > TOTAL_UNITS && d.units > lo) {
      d.units--;
      total--;
    } else if (total < TOTAL_UNITS && d.units < hi + 12) {
      d.units++;
      total++;
    }
  }
  if (total !== TOTAL_UNITS) throw new Error(`units ${total}`);

  /* 2. addresses */
  const index: LineIndex = { used: new Set(officeKeys), loose: new Map(), looseCity: new Map(), looseZip: new Map() };
  const townRoadCache = new Map<string, Road[]>();
  const countyRoadCache = new Map<string, Road[]>();
  const gridLetter = new Map<string, string>();
  const roadsOf = (town: Town): Road[] => {
    const k = `${town.name}|${town.state}`;
    let r = townRoadCache.get(k);
    if (!r) {
      r = townRoads(rng, town.region, town);
      townRoadCache.set(k, r);
    }
    return r;
  };
  const ruralOf = (town: Town): Road[] => {
    let r = countyRoadCache.get(town.countyKey);
    if (!r) {
      r = countyRoads(rng, town.region, town.state, town.county);
      countyRoadCache.set(town.countyKey, r);
    }
    const miles = mileRoads(town);
    if (miles.length > 0 && rng.chance(0.65)) return miles;
    const boxes = r.filter((x) => x.kind === 'box');
    if (boxes.length > 0 && rng.chance(0.15)) return boxes;
    return r.filter((x) => x.kind !== 'box');
  };
  const numberOn = (road: Road): string => {
    let l = gridLetter.get(road.key);
    if (!l) {
      l = rng.pick(['N', 'W', 'E', 'S']);
      gridLetter.set(road.key, l);
    }
    return streetNumber(rng, road, l);
  };
  const free = (a: Addr, town: Town): boolean => {
    for (const f of lineForms(a).slice(0, 1)) if (index.used.has(lineKey(f, town))) return false;
    return true;
  };

  const props: PropRec[] = [];
  const ruralByCounty = new Map<string, PropRec[]>();
  const namesByTown = new Map<string, Set<string>>();
  let codeSeq = 100;
  for (const d of drafts) {
    const zip = rng.pick(d.town.zips);
    const rural = rng.chance(RURAL_SHARE[d.type]);
    let addr: Addr | null = null;
    let town = d.town;
    if (d.type !== 'scattered') {
      const earlier = ruralByCounty.get(town.countyKey) ?? [];
      if (rural && earlier.length > 0 && rng.chance(0.14)) {
        /* near-twin of an earlier rural property in the same county */
        const twin = rng.pick(earlier);
        const tAddr = twin.addr;
        if (tAddr) {
          const mode = rng.int(0, 2);
          const sameCounty = d.region.towns.filter((t) => t.countyKey === town.countyKey && t !== twin.town);
          let cand: Addr | null = null;
          if (mode === 0 && sameCounty.length > 0 && tAddr.road.kind !== 'mile') {
            town = rng.pick(sameCounty);
            cand = { road: tAddr.road, num: tAddr.num };
          } else if (mode === 1) {
            cand = { road: tAddr.road, num: twistNumber(rng, tAddr.num) };
          } else {
            const others = ruralOf(town).filter((r) => r.key !== tAddr.road.key && r.kind === tAddr.road.kind && r.numStyle === tAddr.road.numStyle);
            if (others.length > 0) cand = { road: rng.pick(others), num: tAddr.num };
          }
          if (cand && free(cand, town)) addr = cand;
        }
      }
      for (let tries = 0; !addr && tries < 60; tries++) {
        const onHighway = !rural && town.region === 'ak' && ['commercial', 'mhc', 'sfr', 'duplex'].includes(d.type) && mileRoads(town).length > 0 && rng.chance(0.4);
        const road = rural ? rng.pick(ruralOf(town)) : onHighway ? rng.pick(mileRoads(town)) : rng.pick(roadsOf(town));
        const cand: Addr = { road, num: numberOn(road) };
        if (free(cand, town)) addr = cand;
      }
      if (!addr) throw new Error('no free address');
    }
    const townZip = town === d.town ? zip : rng.pick(town.zips);
    let line: string | null = null;
    let units: UnitRec[] = [];
    let oldBox: Addr | null = null;

    /* units and their own addresses */
    const { kind, labels } = unitKindsFor(rng, d.type, d.units);
    const unitAddr: (Addr | null)[] = labels.map(() => null);
    let unitAddrFull = false;
    let finalKind: UnitKind = kind;
    let finalLabels = labels;
    if (d.type === 'duplex' && addr && addr.road.kind === 'std' && /^\d+$/.test(addr.num) && d.units <= 3 && rng.chance(0.4)) {
      const base = Number(addr.num) - (Number(addr.num) % 2);
      const nums = labels.map((_, i) => String(base + 2 + i * 2));
      const cands = nums.map((num) => ({ road: addr!.road, num }));
      const rangeAddr: Addr = { road: addr.road, num: rng.chance(0.7) ? `${at(nums, 0)}-${at(nums, nums.length - 1)}` : nums.join(' & ') };
      if (cands.every((c) => free(c, town)) && free(rangeAddr, town)) {
        addr = rangeAddr;
        cands.forEach((c, i) => (unitAddr[i] = c));
        if (rng.chance(0.5)) {
          finalKind = 'addrlabel';
          finalLabels = nums;
        }
      }
    }
    if (d.type === 'mhc' && (kind === 'lot' || kind === 'lotbare') && rng.chance(0.3)) {
      const lanes = rng.sample(NATURE[d.region.id], rng.int(1, 3)).map((n) => stdRoad(n, rng.pick(['Ln', 'Cir', 'Dr', 'Ct'] as const)));
      const per = Math.ceil(labels.length / lanes.length);
      const cands = labels.map((l, i) => ({ road: at(lanes, Math.floor(i / per)), num: l.replace(/^Lot /, '') }));
      if (cands.every((c) => free(c, town))) cands.forEach((c, i) => (unitAddr[i] = c));
    }
    if (d.type === 'scattered') {
      const style = rng.weighted<string>([['addrlabel', 3], ['hcode', 2], ['house', 2]]);
      unitAddrFull = rng.chance(0.5);
      const got: Addr[] = [];
      for (let tries = 0; got.length < labels.length && tries < 400; tries++) {
        const road = rng.pick(roadsOf(town));
        const cand: Addr = { road, num: numberOn(road) };
        if (free(cand, town) && !got.some((g) => canonicalLine(g) === canonicalLine(cand))) got.push(cand);
      }
      if (got.length < labels.length) throw new Error('scattered addresses');
      got.forEach((g, i) => (unitAddr[i] = g));
      if (style === 'addrlabel') {
        finalKind = 'addrlabel';
        finalLabels = got.map((g) => canonicalLine(g));
      } else if (style === 'hcode') {
        finalKind = 'hcode';
        finalLabels = got.map((_, i) => `H${i + 1}`);
      } else {
        finalKind = 'house';
        finalLabels = got.map((_, i) => `House ${i + 1}`);
      }
    }
    if (d.type === 'farm' && addr && addr.road.kind === 'std' && /^[NSEW]?\d+$/.test(addr.num) && rng.chance(0.35)) {
      const m = /^([NSEW]?)(\d+)$/.exec(addr.num);
      if (m) {
        const cands = labels.map((_, i) => ({ road: addr!.road, num: `${m[1]}${Number(m[2]) + 6 + i * 4}` }));
        if (cands.every((c) => free(c, town))) cands.forEach((c, i) => (unitAddr[i] = c));
      }
    }

    if (addr) {
      line = canonicalLine(addr);
      registerLine(index, line, town, townZip);
    }
    const seenCore = new Set<string>();
    units = finalLabels.map((label, i) => {
      const { core, forms } = unitForms(finalKind, label);
      if (seenCore.has(core)) throw new Error(`unit core ${core} twice`);
      seenCore.add(core);
      const ua = unitAddr[i] ?? null;
      let addressText: string | null = null;
      if (ua) {
        const l = canonicalLine(ua);
        registerLine(index, l, town, townZip);
        addressText = unitAddrFull ? `${l}, ${town.name}, ${town.state} ${townZip}` : l;
      }
      return { id: '', label, kind: finalKind, core, forms, addr: ua, addressText };
    });

    /* old rural-route address kept as an alias */
    if (rural && addr && addr.road.kind !== 'box' && ['app', 'delta', 'pa', 'ny', 'ne', 'mn'].includes(d.region.id) && rng.chance(d.region.id === 'app' || d.region.id === 'delta' ? 0.3 : 0.08)) {
      for (let tries = 0; tries < 20 && !oldBox; tries++) {
        const rr = rng.chance(d.region.id === 'app' ? 0.5 : 0.85);
        const cand: Addr = { road: boxRoute(rr ? 'RR' : 'HC', rr ? rng.int(1, 6) : rng.int(60, 89)), num: String(rng.int(1, 480)) };
        if (free(cand, town)) oldBox = cand;
      }
      if (oldBox) registerLine(index, canonicalLine(oldBox), town, townZip);
    }

    /* name, unique (by core) within the town */
    const tk = `${town.name}|${town.state}`;
    const taken = namesByTown.get(tk) ?? new Set<string>();
    namesByTown.set(tk, taken);
    let name = '';
    for (let tries = 0; tries < 30; tries++) {
      name = propertyName(rng, { ...d, town }, line);
      if (!taken.has(propertyCore(name))) break;
      name = `${name} ${rng.pick(['II', 'East', 'West', 'North', 'South'])}`;
      if (!taken.has(propertyCore(name))) break;
    }
    taken.add(propertyCore(name));

    const aliases: string[] = [];
    let owner: string | null = null;
    const core = titleCore(name);
    if (rng.chance(0.4)) {
      owner = rng.weighted<string>([
        [`${core} ${rng.pick(['LP', 'LLC', 'Limited Partnership', 'Housing LP', 'Associates'])}`, 3],
        [`${town.name} ${rng.pick(NATURE[d.region.id])} Partners LLC`, 1],
      ]);
      aliases.push(owner);
    }
    if (core !== name && rng.chance(0.45)) aliases.push(core);
    if (rng.chance(0.25)) aliases.push(`${town.state}-${codeSeq++}`);
    if (rng.chance(0.08)) aliases.push(`formerly ${propertyName(rng, { ...d, town }, line)}`.replace(/^formerly /, ''));
    if (oldBox) aliases.push(canonicalLine(oldBox));
    if (rng.chance(0.06)) {
      const nick: Partial<Record<PropType, string[]>> = {
        mill: ['The Mill', 'Mill Building'],
        seniors: ['Senior Tower', 'The Highrise'],
        mhc: ['The Trailer Court', 'The Park'],
        mixed: ['The Block', 'Old Hotel'],
        apt: ['Old Creamery', 'Old School Apartments', 'The Annex'],
        resort: ['The Camp', 'The Lodge'],
      };
      const pool = nick[d.type];
      if (pool) aliases.push(rng.pick(pool));
    }

    const rec: PropRec = { id: '', type: d.type, region: d.region, town, zip: townZip, addr, line, rural: rural && d.type !== 'scattered', name, aliases: [...new Set(aliases)].filter((a) => a !== name), owner, oldBox, units };
    props.push(rec);
    if (rec.rural && addr) {
      const list = ruralByCounty.get(town.countyKey) ?? [];
      list.push(rec);
      ruralByCounty.set(town.countyKey, list);
    }
  }

  /* 3. ids, in an order unrelated to geography */
  rng.shuffle(props);
  props.forEach((p, i) => (p.id = `p7-${pad(i + 1, 4)}`));
  const allUnits = rng.shuffle(props.flatMap((p) => p.units));
  allUnits.forEach((u, i) => (u.id = `u7-${pad(i + 1, 5)}`));
  return { properties: props, index, townRoads: townRoadCache };
}

function twistNumber(rng: Rng, num: string): string {
  const m = /^([A-Z]?)(\d+)$/.exec(num);
  if (!m) return num;
  const [, pre, digits] = m as unknown as [string, string, string];
  if (digits.length >= 3 && rng.chance(0.5)) {
    const i = rng.int(0, digits.length - 2);
    const a = digits.split('');
    const t = a[i] as string;
    a[i] = a[i + 1] as string;
    a[i + 1] = t;
    if (a[0] !== '0' && a.join('') !== digits) return `${pre}${a.join('')}`;
  }
  return `${pre}${Number(digits) + rng.pick([-4, -2, 2, 4, 6, 10])}`;
}
