/* Properties and units of the client: garden complexes, mid-rises, condos, townhome HOAs,
 * scattered single-family homes, Philadelphia/Baltimore rowhome splits, duplexes, small commercial. */
import { CITIES, LOCAL_STREET_TYPES, LOCAL_STREET_WORDS, METRO_CODES, METRO_WEIGHTS, type CityData } from './geoData';
import {
  COMMERCIAL_SUFFIX, CONDO_SUFFIX, GARDEN_AT, GARDEN_SUFFIX, GENERIC_WORDS, HOA_SUFFIX, MIDRISE_SUFFIX, PLACE_WORDS, normName,
} from './names';
import { type Rng } from './prng';
import { canonical, parseStreet, type Addr, type Street } from './streets';

export type Kind = 'garden' | 'midrise' | 'condo' | 'townhome' | 'portfolio' | 'smallmulti' | 'duplex' | 'commercial' | 'sfr' | 'nounit';
export type Scheme = 'bldgApt' | 'bldgDash' | 'letterBldg' | 'floorApt' | 'condoDash' | 'suite' | 'suiteNum' | 'letter' | 'floorName' | 'numbered' | 'house' | 'sfr';

export interface CityRec {
  data: CityData;
  arterials: Street[];
  locals: Street[];
}

export interface UnitRec {
  id: string;
  propertyId: string;
  label: string;
  scheme: Scheme;
  /** Building (number or letter) and apartment part, for "Bldg 12 Apt 203" forms. */
  bldg: string | null;
  apt: string;
  addr: Addr | null;
  /** City and ZIP of a unit with its own address. */
  city: CityRec | null;
  zip: string | null;
  /** The directory's address text for the unit. */
  addressText: string | null;
}

export interface PropRec {
  id: string;
  name: string;
  aliases: string[];
  kind: Kind;
  metro: string;
  city: CityRec | null;
  addr: Addr | null;
  state: string;
  zip: string | null;
  addressText: string | null;
  units: UnitRec[];
  /** How the property was made a near-twin of another, if it was. */
  twin: 'none' | 'otherStreet' | 'dirTwin' | 'cityTwin' | 'nextDoor' | 'nameTwin';
}

export interface PropertyWorld {
  cities: CityRec[];
  props: PropRec[];
  units: UnitRec[];
  /** Every street name in the set, for typo checks. */
  streetNames: string[];
}

const KIND_WEIGHTS: Record<string, readonly (readonly [Kind, number])[]> = {
  texas: [['garden', 6], ['midrise', 2], ['condo', 2], ['townhome', 2], ['portfolio', 0.4], ['smallmulti', 2], ['duplex', 8], ['commercial', 13], ['sfr', 48], ['nounit', 16]],
  mountain: [['garden', 3], ['midrise', 3], ['condo', 3.5], ['townhome', 3], ['portfolio', 1], ['smallmulti', 4], ['duplex', 12], ['commercial', 8], ['sfr', 46], ['nounit', 16]],
  midatl: [['garden', 3], ['midrise', 4], ['condo', 6], ['townhome', 3], ['portfolio', 0.4], ['smallmulti', 26], ['duplex', 4], ['commercial', 6], ['sfr', 32], ['nounit', 15]],
};
const REGION: Record<string, keyof typeof KIND_WEIGHTS> = {
  Houston: 'texas', DFW: 'texas', 'San Antonio': 'texas', Austin: 'texas', Denver: 'mountain', 'Colorado Springs': 'mountain',
  'Fort Collins': 'mountain', Boise: 'mountain', Spokane: 'mountain', Reno: 'mountain', 'Northern Virginia': 'midatl',
  'Montgomery County': 'midatl', Philadelphia: 'midatl', 'South Jersey': 'midatl', Baltimore: 'midatl',
};

const pad = (n: number, w: number): string => String(n).padStart(w, '0');

export function buildCities(rng: Rng): CityRec[] {
  return CITIES.map((data) => {
    const arterials = data.streets.map(parseStreet);
    const seen = new Set(arterials.map((s) => s.key));
    const locals: Street[] = [];
    while (locals.length < 30) {
      const word = rng.pick(LOCAL_STREET_WORDS);
      const type = rng.pick(LOCAL_STREET_TYPES);
      const dirs = data.gridDirs && rng.chance(0.6) ? `<${rng.pick(data.gridDirs)}>` : '';
      const s = parseStreet(`${dirs}${word} ${type}`);
      if (seen.has(s.key)) continue;
      seen.add(s.key);
      locals.push(s);
    }
    return { data, arterials, locals };
  });
}

function cityWeight(c: CityRec, idxInMetro: number): number {
  return idxInMetro === 0 ? 6 : 1.4;
}

class AddressBook {
  private used = new Set<string>();
  key(city: CityRec, a: Addr): string {
    return `${city.data.city}|${city.data.state}|${a.street.key}|${a.dir}|${a.number}`;
  }
  take(city: CityRec, a: Addr): boolean {
    const k = this.key(city, a);
    if (this.used.has(k)) return false;
    this.used.add(k);
    return true;
  }
}

function randomAddr(rng: Rng, city: CityRec, local: boolean): Addr {
  // Complexes and strip centres line the frontage roads: highways and loops are drawn more often.
  const street = local ? rng.pick(city.locals) : rng.weighted(city.arterials.map((s) => [s, s.alts.length > 0 ? 4 : 1] as const));
  const [lo, hi] = city.data.num;
  let number = rng.int(lo, hi);
  if (!local && rng.chance(0.3)) number = Math.max(lo, Math.round(number / 100) * 100);
  const dir = street.dirOptions.length > 0 ? rng.pick(street.dirOptions) : '';
  return { number, street, dir };
}

function unitCountFor(rng: Rng, kind: Kind): number {
  switch (kind) {
    case 'garden': return rng.chance(0.3) ? rng.int(380, 760) : rng.int(90, 300);
    case 'midrise': return rng.int(40, 180);
    case 'condo': return rng.int(12, 110);
    case 'townhome': return rng.int(8, 60);
    case 'portfolio': return rng.int(10, 45);
    case 'smallmulti': return rng.int(2, 4);
    case 'duplex': return 2;
    case 'commercial': return rng.chance(0.25) ? 0 : rng.int(2, 14);
    default: return 0;
  }
}

export function buildProperties(rng: Rng, propertyCount: number, unitTarget: number): PropertyWorld {
  const cities = buildCities(rng);
  const byMetro = new Map<string, CityRec[]>();
  for (const c of cities) {
    const list = byMetro.get(c.data.metro) ?? [];
    list.push(c);
    byMetro.set(c.data.metro, list);
  }
  const book = new AddressBook();
  const names = new Set<string>();
  const props: PropRec[] = [];
  const codeCounter = new Map<string, number>();

  const uniqueName = (cands: () => string): string | null => {
    for (let i = 0; i < 40; i++) {
      const n = cands();
      const k = normName(n);
      if (k.length > 0 && !names.has(k)) {
        names.add(k);
        return n;
      }
    }
    return null;
  };

  const pickCity = (metro: string): CityRec => {
    const list = byMetro.get(metro) ?? [];
    return rng.weighted(list.map((c, i) => [c, cityWeight(c, i)] as const));
  };

  const placeName = (metro: string): string => (rng.chance(0.78) ? rng.pick(PLACE_WORDS[metro] ?? GENERIC_WORDS) : rng.pick(GENERIC_WORDS));

  const nameFor = (kind: Kind, metro: string, addr: Addr | null, city: CityRec): string | null => {
    const addrName = addr ? canonical(addr) : '';
    switch (kind) {
      case 'garden':
        return uniqueName(() => (rng.chance(0.3) ? `${rng.pick(GARDEN_AT)} ${placeName(metro)}` : `${placeName(metro)} ${rng.pick(GARDEN_SUFFIX)}`));
      case 'midrise':
        return uniqueName(() => {
          const base = rng.chance(0.35) && addr ? addr.street.name : placeName(metro);
          return rng.chance(0.3) ? `The ${base} ${rng.pick(MIDRISE_SUFFIX)}` : `${base} ${rng.pick(MIDRISE_SUFFIX)}`;
        });
      case 'condo':
        return uniqueName(() => `${placeName(metro)} ${rng.pick(CONDO_SUFFIX)}`);
      case 'townhome':
        return uniqueName(() => (rng.chance(0.3) ? `Townes at ${placeName(metro)}` : `${placeName(metro)} ${rng.pick(HOA_SUFFIX)}`));
      case 'portfolio':
        return uniqueName(() => `${rng.pick([city.data.city, placeName(metro)])} ${rng.pick(['Scattered Site Portfolio', 'SFR Portfolio', 'Single Family Portfolio', 'Rental Homes'])}`);
      case 'commercial':
        return uniqueName(() => `${placeName(metro)} ${rng.pick(COMMERCIAL_SUFFIX)}`);
      case 'nounit':
        return uniqueName(() => {
          const r = rng.next();
          if (r < 0.35 && addr) return addrName;
          if (r < 0.6) return `${placeName(metro)} ${rng.pick(['Community Association', 'Master Association', 'Retail Pad', 'Office Building', 'Self Storage', 'Medical Office'])}`;
          return `${placeName(metro)} ${rng.pick(COMMERCIAL_SUFFIX)}`;
        });
      default:
        return addr ? uniqueName(() => addrName) : null;
    }
  };

  const addProperty = (kind: Kind, metro: string, city: CityRec, addr: Addr | null, twin: PropRec['twin']): PropRec | null => {
    if (addr && !book.take(city, addr)) return null;
    const name = nameFor(kind, metro, addr, city);
    if (name === null) return null;
    const id = `P10-${pad(props.length + 1, 4)}`;
    const aliases: string[] = [];
    const code = METRO_CODES[metro] ?? 'XXX';
    if (kind !== 'sfr' && kind !== 'duplex' && kind !== 'smallmulti' && rng.chance(0.55)) {
      const n = (codeCounter.get(code) ?? 100) + rng.int(1, 4);
      codeCounter.set(code, n);
      const alias = rng.chance(0.5) ? `${code}${n}` : `${code}-${n}`;
      names.add(normName(alias));
      aliases.push(alias);
    }
    if ((kind === 'garden' || kind === 'midrise' || kind === 'commercial') && rng.chance(0.25)) {
      const former = uniqueName(() => `${placeName(metro)} ${rng.pick(GARDEN_SUFFIX)}`);
      if (former) aliases.push(former);
    }
    if (kind === 'garden' && /^The /.test(name) && rng.chance(0.5)) {
      const short = name.replace(/^The (\w+) at /, '$1 ');
      const k = normName(short);
      if (short !== name && !names.has(k)) {
        names.add(k);
        aliases.push(short);
      }
    }
    let zip: string | null = rng.pick(city.data.zips);
    if (rng.chance(0.08)) zip = `${zip}-${rng.digits(4)}`;
    let addressText: string | null = addr ? canonical(addr, rng.chance(0.12)) : null;
    if (addressText && rng.chance(0.05)) addressText = addressText.toUpperCase();
    const p: PropRec = {
      id, name, aliases, kind, metro, city: addr ? city : kind === 'portfolio' && rng.chance(0.5) ? city : null,
      addr, state: city.data.state, zip: addr ? zip : null, addressText, units: [], twin,
    };
    if (kind === 'portfolio' && p.city) p.zip = null;
    props.push(p);
    return p;
  };

  // 1. Plain properties, then near-twins of earlier ones.
  let guard = 0;
  while (props.length < propertyCount && guard++ < propertyCount * 50) {
    const twinRoll = props.length > 200 ? rng.next() : 1;
    if (twinRoll < 0.13) {
      const base = rng.pick(props);
      if (!base.addr || !base.city) continue;
      const t = makeTwin(rng, base, cities);
      if (!t) continue;
      const kind: Kind = base.kind === 'sfr' || base.kind === 'smallmulti' || base.kind === 'duplex' ? base.kind : rng.pick(['sfr', 'nounit', 'commercial'] as const);
      addProperty(kind, t.city.data.metro, t.city, t.addr, t.how);
      continue;
    }
    const metro = rng.weighted(METRO_WEIGHTS);
    const kind = rng.weighted(KIND_WEIGHTS[REGION[metro] ?? 'texas'] ?? []);
    const city = pickCity(metro);
    const local = kind === 'sfr' || kind === 'townhome' || kind === 'duplex' || (kind === 'smallmulti' && rng.chance(0.4));
    const addr = kind === 'portfolio' ? null : randomAddr(rng, city, local);
    addProperty(kind, metro, city, addr, 'none');
  }
  if (props.length !== propertyCount) throw new Error(`properties: ${props.length}`);

  // 2. Unit counts, adjusted to the target on the big properties.
  const counts = props.map((p) => unitCountFor(rng, p.kind));
  let total = counts.reduce((a, b) => a + b, 0);
  const big = props.map((p, i) => [p, i] as const).filter(([p]) => p.kind === 'garden' || p.kind === 'midrise' || p.kind === 'condo');
  const bigTotal = big.reduce((a, [, i]) => a + (counts[i] ?? 0), 0);
  const factor = (unitTarget - (total - bigTotal)) / Math.max(1, bigTotal);
  for (const [p, i] of big) {
    const min = p.kind === 'condo' ? 12 : 30;
    const scaled = Math.max(min, Math.min(760, Math.round((counts[i] ?? 0) * factor)));
    total += scaled - (counts[i] ?? 0);
    counts[i] = scaled;
  }
  let step = 0;
  while (total !== unitTarget && big.length > 0 && step++ < 200000) {
    const [p, i] = big[step % big.length] as readonly [PropRec, number];
    const min = p.kind === 'condo' ? 12 : 30;
    const c = counts[i] ?? 0;
    if (total > unitTarget && c > min) {
      const d = Math.min(c - min, total - unitTarget, 7);
      counts[i] = c - d;
      total -= d;
    } else if (total < unitTarget && c < 760) {
      const d = Math.min(760 - c, unitTarget - total, 7);
      counts[i] = c + d;
      total += d;
    }
  }
  if (total !== unitTarget) throw new Error(`units: ${total}`);

  // 3. Unit labels.
  const units: UnitRec[] = [];
  props.forEach((p, i) => {
    const n = counts[i] ?? 0;
    if (n === 0) return;
    for (const u of makeUnits(rng, p, n, book, cities)) {
      u.id = `U10-${pad(units.length + 1, 5)}`;
      units.push(u);
      p.units.push(u);
    }
  });

  const streetNames = new Set<string>();
  for (const c of cities) for (const s of [...c.arterials, ...c.locals]) streetNames.add(s.name.toLowerCase());
  return { cities, props, units, streetNames: [...streetNames] };
}

function makeTwin(rng: Rng, base: PropRec, cities: CityRec[]): { city: CityRec; addr: Addr; how: PropRec['twin'] } | null {
  const city = base.city as CityRec;
  const a = base.addr as Addr;
  const how = rng.weighted([['otherStreet', 30], ['dirTwin', 25], ['cityTwin', 30], ['nextDoor', 15]] as const);
  if (how === 'otherStreet') {
    const pool = [...city.arterials, ...city.locals].filter((s) => s.key !== a.street.key);
    const street = rng.pick(pool);
    return { city, addr: { number: a.number, street, dir: street.dirOptions.length > 0 ? rng.pick(street.dirOptions) : '' }, how };
  }
  if (how === 'dirTwin') {
    const others = a.street.dirOptions.filter((d) => d !== a.dir);
    if (others.length === 0) return null;
    return { city, addr: { number: a.number, street: a.street, dir: rng.pick(others) }, how };
  }
  if (how === 'cityTwin') {
    const options: { city: CityRec; street: Street }[] = [];
    for (const c of cities) {
      if (c === city) continue;
      for (const s of [...c.arterials, ...c.locals]) if (s.key === a.street.key) options.push({ city: c, street: s });
    }
    if (options.length === 0) return null;
    const o = rng.pick(options);
    const dir = o.street.dirOptions.includes(a.dir) ? a.dir : o.street.dirOptions.length > 0 ? rng.pick(o.street.dirOptions) : '';
    return { city: o.city, addr: { number: a.number, street: o.street, dir }, how };
  }
  const delta = rng.pick([2, 4, -2, -4, 6]);
  if (a.number + delta < 1) return null;
  return { city, addr: { number: a.number + delta, street: a.street, dir: a.dir }, how };
}

const ORD = ['1st', '2nd', '3rd', '4th'];
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

function blankUnit(p: PropRec, label: string, scheme: Scheme, bldg: string | null, apt: string): UnitRec {
  return { id: '', propertyId: p.id, label, scheme, bldg, apt, addr: null, city: null, zip: null, addressText: null };
}

function makeUnits(rng: Rng, p: PropRec, n: number, book: AddressBook, cities: CityRec[]): UnitRec[] {
  const out: UnitRec[] = [];
  switch (p.kind) {
    case 'garden': {
      const perBldg = rng.int(8, 24);
      const nb = Math.ceil(n / perBldg);
      const scheme: Scheme = nb <= LETTERS.length && rng.chance(0.2) ? 'letterBldg' : rng.chance(0.5) ? 'bldgApt' : 'bldgDash';
      for (let k = 0; k < n; k++) {
        const b = Math.floor(k / perBldg) + 1;
        const j = (k % perBldg) + 1;
        const floor = Math.floor((j - 1) / Math.ceil(perBldg / 3)) + 1;
        const inFloor = ((j - 1) % Math.ceil(perBldg / 3)) + 1;
        const apt = `${floor}${pad(inFloor, 2)}`;
        if (scheme === 'bldgApt') out.push(blankUnit(p, `${b}${pad(j, 2)}`, scheme, String(b), `${b}${pad(j, 2)}`));
        else if (scheme === 'bldgDash') out.push(blankUnit(p, `${b}-${apt}`, scheme, String(b), apt));
        else {
          const letter = LETTERS[b - 1] ?? 'Z';
          out.push(blankUnit(p, `${letter}${apt}`, scheme, letter, apt));
        }
      }
      return out;
    }
    case 'midrise':
    case 'condo': {
      const perFloor = rng.int(6, 18);
      const dash = p.kind === 'condo' && (p.metro === 'Austin' || rng.chance(0.25));
      const perBldg = dash ? rng.int(8, 30) : n;
      for (let k = 0; k < n; k++) {
        const b = Math.floor(k / perBldg) + 1;
        const j = k % perBldg;
        const floor = Math.floor(j / perFloor) + (p.kind === 'midrise' ? 2 : 1);
        const apt = `${floor}${pad((j % perFloor) + 1, 2)}`;
        if (dash) out.push(blankUnit(p, `${b}-${apt}`, 'condoDash', String(b), apt));
        else out.push(blankUnit(p, apt, 'floorApt', null, apt));
      }
      return out;
    }
    case 'commercial': {
      const style = rng.weighted([['suite', 45], ['suiteNum', 35], ['letter', 20]] as const);
      for (let k = 0; k < n; k++) {
        if (style === 'letter') out.push(blankUnit(p, LETTERS[k] ?? `Z${k}`, 'letter', null, LETTERS[k] ?? `Z${k}`));
        else {
          const num = String(100 + k * 10 + (rng.chance(0.2) ? 5 : 0));
          out.push(blankUnit(p, style === 'suite' ? `Suite ${num}` : num, style, null, num));
        }
      }
      return out;
    }
    case 'smallmulti': {
      const philly = p.metro === 'Philadelphia' || p.metro === 'South Jersey';
      if (philly || rng.chance(0.5)) {
        const labels = n >= 3 && rng.chance(0.4) ? [...ORD.slice(0, n - 1).map((o) => `${o} Fl`), 'Rear'] : ORD.slice(0, n).map((o) => `${o} Fl`);
        for (const l of labels) out.push(blankUnit(p, l, 'floorName', null, l));
      } else {
        const labels = rng.chance(0.4) ? ['Basement', ...ORD.slice(0, n - 1).map((o) => `${o} Fl`)] : Array.from({ length: n }, (_, i) => String(i + 1));
        for (const l of labels) out.push(blankUnit(p, l, /^\d+$/.test(l) ? 'numbered' : 'floorName', null, l));
      }
      return out;
    }
    case 'duplex': {
      const labels = rng.pick([['A', 'B'], ['Upper', 'Lower'], ['1', '2'], ['Front', 'Rear']]);
      for (const l of labels) out.push(blankUnit(p, l, l.length === 1 && /\d/.test(l) ? 'numbered' : 'letter', null, l));
      return out;
    }
    case 'townhome': {
      const city = p.city as CityRec;
      const base = p.addr as Addr;
      const streets = [base.street, rng.pick(city.locals)];
      let num = base.number + 2;
      for (let k = 0; k < n; k++) {
        const street = streets[k % 2 === 0 || streets[1] === base.street ? 0 : 1] as Street;
        const a: Addr = { number: num, street, dir: street === base.street ? base.dir : street.dirOptions[0] ?? '' };
        num += 2;
        if (!book.take(city, a)) continue;
        const u = blankUnit(p, String(a.number), 'house', null, String(a.number));
        u.addr = a;
        u.addressText = canonical(a, rng.chance(0.1));
        out.push(u);
      }
      while (out.length < n) {
        const a: Addr = { number: num, street: base.street, dir: base.dir };
        num += 2;
        if (!book.take(city, a)) continue;
        const u = blankUnit(p, String(a.number), 'house', null, String(a.number));
        u.addr = a;
        u.addressText = canonical(a);
        out.push(u);
      }
      return out;
    }
    case 'portfolio': {
      const metroCities = cities.filter((c) => c.data.metro === p.metro);
      while (out.length < n) {
        const city = rng.pick(metroCities);
        const a = randomAddr(rng, city, true);
        if (!book.take(city, a)) continue;
        const zip = rng.pick(city.data.zips);
        const u = blankUnit(p, canonical(a), 'sfr', null, canonical(a));
        u.addr = a;
        u.city = city;
        u.zip = zip;
        u.addressText = `${canonical(a)}, ${city.data.city}, ${city.data.state} ${zip}`;
        out.push(u);
      }
      return out;
    }
    default:
      return out;
  }
}
