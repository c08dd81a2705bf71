/*
 * The portfolio: 2,000 buildings of the kinds a Midwest/Northeast manager runs, with 20,000 units
 * labelled the way each kind is labelled in practice.
 */
import { addrKey, streetCanon, type Addr } from './addressFormat';
import { CITIES, OFFICES, type City, type Metro } from './geo';
import type { Rng } from './rand';

export type Kind = 'twoFlat' | 'threeFlat' | 'greystone' | 'sixFlat' | 'walkUp' | 'courtyard' | 'condo' | 'mixedUse' | 'townRow' | 'singleFamily' | 'midrise';

export type UnitKind = 'num' | 'alnum' | 'floor' | 'side' | 'garden' | 'basement' | 'rear' | 'updown' | 'store' | 'town';

export interface Unit {
  id: string;
  label: string;
  kind: UnitKind;
  /** The label without an entrance prefix ("2N" for "5403-2N"). */
  core: string;
  floor: number;
  /** F/R/E/W/N/S for side units, Upper/Lower for duplexes. */
  side: string;
  own: Addr | null;
  /** True when other units share the own address (a courtyard entrance). */
  ownShared: boolean;
}

export interface Property {
  id: string;
  kind: Kind;
  name: string;
  aliases: string[];
  addr: Addr;
  metro: Metro;
  units: Unit[];
  /** Another property shares number and street name in another city: bills always print the city. */
  twin: boolean;
  /** Owner entity, used on insurance/legal paperwork. */
  llc: string;
  /** Condo association or named building: bills may use the name. */
  named: boolean;
  /** Unit labels occurring more than once (courtyard entrances). */
  dupLabels: Set<string>;
}

const KIND_WEIGHTS: readonly (readonly [Kind, number])[] = [
  ['twoFlat', 18], ['threeFlat', 15], ['greystone', 8], ['sixFlat', 10], ['walkUp', 17], ['courtyard', 7], ['condo', 8],
  ['mixedUse', 8], ['townRow', 4], ['singleFamily', 3], ['midrise', 2],
];

const FLEX: Partial<Record<Kind, [number, number]>> = { walkUp: [10, 24], courtyard: [20, 54], condo: [6, 40], midrise: [36, 110] };

const NAME_WORDS = [
  'Belden', 'Kensington', 'Sheffield', 'Windsor', 'Bristol', 'Ashbury', 'Carlton', 'Marlowe', 'Hawthorne', 'Linden', 'Birchwood',
  'Elmhurst', 'Whitehall', 'Ellsworth', 'Rosedale', 'Somerset', 'Cambridge', 'Lexington', 'Chatham', 'Fairview', 'Glenview',
  'Briar', 'Stratford', 'Waverly', 'Ardmore', 'Melrose', 'Beaumont', 'Devonshire', 'Hampton', 'Claridge', 'Lenox', 'Aldine',
  'Cornell', 'Wellington', 'Ainslie', 'Greenbriar', 'Parkside', 'Lakeside', 'Harbor', 'Bellevue', 'Regent', 'Ambassador',
];
const NAME_FORMS = ['The {w}', '{w} Apartments', '{w} Court', '{w} Courts', '{w} Arms', '{w} Manor', '{w} Flats', '{w} House', '{w} Terrace', '{w} Lofts'];

export interface Portfolio {
  properties: Property[];
  /** addrKey -> property index; includes unit own addresses. */
  keys: Map<string, number>;
}

export function buildPortfolio(rng: Rng, nProps: number, nUnits: number): Portfolio {
  const used = new Set<string>(OFFICES.map((o) => o.key));
  const keys = new Map<string, number>();
  const names = new Set<string>();
  const byCore = new Map<string, Property[]>(); // street name + number → props, for twins

  // 1) kinds and unit counts, adjusted to the exact total.
  const specs = Array.from({ length: nProps }, () => {
    const city = rng.weighted(CITIES.map((c) => [c, c.weight] as const));
    const kind = rng.weighted(KIND_WEIGHTS);
    const f = FLEX[kind];
    return { city, kind, count: f ? rng.int(f[0], f[1]) : 0 };
  });
  const flexIdx = specs.map((s, i) => (FLEX[s.kind] ? i : -1)).filter((i) => i >= 0);

  // 2) build each property (fixed kinds pick their own counts), then trim/pad flex ones.
  const props: Property[] = [];
  let unitSeq = 0;
  let twins = 0;
  specs.forEach((spec, i) => {
    const p = makeProperty(rng, i, spec.city, spec.kind, spec.count, used, byCore, twins < 24);
    if (p.twin) twins++;
    props.push(p);
  });
  let total = props.reduce((s, p) => s + p.units.length, 0);
  while (total !== nUnits) {
    const i = rng.pick(flexIdx);
    const p = props[i] as Property;
    const f = FLEX[p.kind] as [number, number];
    if (total > nUnits && p.units.length > f[0]) {
      // drop the highest unit that is not the only one at its address
      p.units.pop();
      total--;
    } else if (total < nUnits && p.units.length < f[1] + 30) {
      extendUnits(p);
      total++;
    }
  }
  // 3) names, ids, keys
  props.forEach((p, i) => {
    nameProperty(rng, p, names);
    registerKey(keys, addrKey(p.addr.num.split('-')[0] as string, p.addr.street), i, p.twin);
    for (const n of rangeNumbers(p.addr.num)) registerKey(keys, addrKey(n, p.addr.street), i, p.twin);
    const labels = new Map<string, number>();
    for (const u of p.units) {
      u.id = `U-${String(300001 + unitSeq++)}`;
      labels.set(u.label, (labels.get(u.label) ?? 0) + 1);
      if (u.own) registerKey(keys, addrKey(u.own.num, u.own.street), i, p.twin);
    }
    p.dupLabels = new Set([...labels].filter(([, n]) => n > 1).map(([l]) => l));
  });
  return { properties: props, keys };
}

function registerKey(keys: Map<string, number>, k: string, i: number, twin: boolean): void {
  if (!twin) keys.set(k, i);
}

function rangeNumbers(num: string): string[] {
  const m = /^(\d+)-(\d+)$/.exec(num);
  if (!m) return [num];
  const out: string[] = [];
  for (let n = Number(m[1]); n <= Number(m[2]); n += 2) out.push(String(n));
  return out;
}

function makeProperty(
  rng: Rng, i: number, city: City, kind: Kind, flexCount: number, used: Set<string>, byCore: Map<string, Property[]>, allowTwin: boolean,
): Property {
  const span = kind === 'courtyard' ? rng.int(2, 5) * 2 : kind === 'townRow' ? rng.int(4, 9) * 2 : kind === 'mixedUse' ? 4 : 0;
  // Twins: reuse a number + street name that exists in another city of the same metro (Oak Park Ave in Oak Park and Berwyn).
  let street = rng.pick(city.streets);
  let base = roundNum(rng, city);
  let twin = false;
  if (allowTwin && span === 0 && rng.chance(0.1)) {
    for (const ps of byCore.values()) {
      const other = ps[0] as Property;
      if (other.addr.city === city || other.twin || other.addr.num.includes('-')) continue;
      const same = city.streets.find((s) => s.name === other.addr.street.name);
      if (!same) continue;
      street = same;
      base = Number(other.addr.num);
      twin = true;
      other.twin = true;
      break;
    }
  }
  for (let tries = 0; !twin; tries++) {
    let ok = true;
    for (let n = base; n <= base + span; n += 2) if (used.has(addrKey(String(n), street))) ok = false;
    if (ok) break;
    street = rng.pick(city.streets);
    base = roundNum(rng, city);
    if (tries > 200) throw new Error('address space exhausted');
  }
  for (let n = base; n <= base + span; n += 2) used.add(addrKey(String(n), street));
  const zip = rng.pick(city.zips);
  const num = kind === 'courtyard' || kind === 'townRow' ? `${base}-${base + span}` : String(base);
  const addr: Addr = { num, street, city, zip };
  const p: Property = {
    id: `P-${String(10001 + i)}`, kind, name: '', aliases: [], addr, metro: city.metro, units: [], twin, llc: '', named: false, dupLabels: new Set(),
  };
  const k = addrKey(String(base), street);
  byCore.set(k, [...(byCore.get(k) ?? []), p]);
  const at = (n: number): Addr => ({ num: String(n), street, city, zip });
  const U = (label: string, kindU: UnitKind, floor: number, side = '', own: Addr | null = null, core = label, ownShared = false): Unit => ({
    id: '', label, kind: kindU, core, floor, side, own, ownShared,
  });
  const units = p.units;
  const west = city.metro === 'CHI' || city.metro === 'MKE' || city.metro === 'CLE' || city.metro === 'DET';
  switch (kind) {
    case 'twoFlat': {
      if (city.metro === 'MKE' || city.metro === 'CLE' || rng.chance(0.1)) {
        // Milwaukee duplex / Cleveland up-and-down double; some with a separate upper address.
        const sep = city.metro === 'MKE' && rng.chance(0.4) && !used.has(addrKey(String(base + 2), street));
        if (sep) {
          used.add(addrKey(String(base + 2), street));
          addr.num = `${base}-${base + 2}`;
        }
        units.push(U('Lower', 'updown', 1, 'Lower', sep ? at(base) : null));
        units.push(U('Upper', 'updown', 2, 'Upper', sep ? at(base + 2) : null));
      } else {
        const fl = rng.chance(0.5) ? ['1', '2'] : ['1st Fl', '2nd Fl'];
        units.push(U(fl[0] as string, 'floor', 1), U(fl[1] as string, 'floor', 2));
        if (rng.chance(0.35)) units.unshift(U(rng.chance(0.6) ? 'Garden' : 'G', 'garden', 0));
      }
      if (west && rng.chance(0.12)) units.push(U(rng.chance(0.5) ? 'Rear' : 'Coach House', 'rear', 1));
      break;
    }
    case 'threeFlat': {
      for (let f = 1; f <= 3; f++) units.push(U(String(f), 'floor', f));
      if (city.metro === 'BOS' || city.metro === 'PHL') {
        if (rng.chance(0.2)) units.unshift(U(rng.chance(0.5) ? 'B' : 'Bsmt', 'basement', 0));
      } else if (rng.chance(0.3)) units.unshift(U('Garden', 'garden', 0));
      if (west && rng.chance(0.08)) units.push(U('Rear', 'rear', 1));
      break;
    }
    case 'greystone': {
      const sides = rng.pick([['F', 'R'], ['E', 'W'], ['N', 'S']]);
      const floors = rng.int(2, 3);
      if (rng.chance(0.5)) units.push(U('Garden', 'garden', 0));
      for (let f = 1; f <= floors; f++) {
        if (rng.chance(0.5)) units.push(U(String(f), 'floor', f));
        else for (const s of sides) units.push(U(`${f}${s}`, 'side', f, s));
      }
      break;
    }
    case 'sixFlat': {
      const sides = rng.pick([['F', 'R'], ['E', 'W'], ['N', 'S']]);
      for (let f = 1; f <= 3; f++) for (const s of sides) units.push(U(`${f}${s}`, 'side', f, s));
      if (rng.chance(0.3)) units.unshift(U('Garden', 'garden', 0));
      break;
    }
    case 'walkUp':
    case 'condo':
    case 'midrise': {
      const style = kind === 'midrise' ? 'num3' : rng.pick(['alpha', 'num3', 'seq']);
      p.units = [];
      for (let n = 0; n < flexCount; n++) p.units.push(nthUnit(style, n, kind === 'midrise' ? 10 : 4));
      (p as { unitStyle?: string }).unitStyle = style;
      break;
    }
    case 'courtyard': {
      const entrances = span / 2 + 1;
      const prefixed = rng.chance(0.45);
      const per = Math.max(1, Math.round(flexCount / entrances));
      for (let e = 0; e < entrances; e++) {
        const en = base + e * 2;
        for (let k2 = 0; k2 < per; k2++) {
          const f = Math.floor(k2 / 2) + 1;
          const core = `${f}${k2 % 2 === 0 ? 'N' : 'S'}`;
          units.push(U(prefixed ? `${en}-${core}` : core, 'alnum', f, '', at(en), core, true));
        }
      }
      (p as { perEntrance?: number }).perEntrance = per;
      break;
    }
    case 'mixedUse': {
      const stores = rng.int(1, 2);
      for (let s = 1; s <= stores; s++) units.push(U(rng.chance(0.5) ? `Store ${s}` : `Store ${String.fromCharCode(64 + s)}`, 'store', 1, '', at(base + 2 * s)));
      const floors = rng.int(1, 3);
      for (let f = 2; f <= floors + 1; f++) {
        if (rng.chance(0.5)) units.push(U(`${f}F`, 'side', f, 'F'), U(`${f}R`, 'side', f, 'R'));
        else units.push(U(`${f}`, 'floor', f));
      }
      break;
    }
    case 'townRow': {
      for (let n = base; n <= base + span; n += 2) units.push(U(String(n), 'town', 1, '', at(n)));
      break;
    }
    case 'singleFamily':
      break;
  }
  return p;
}

function roundNum(rng: Rng, city: City): number {
  const n = rng.int(city.numLo, city.numHi);
  return n - (n % 2);
}

/** Unit n of a numbered building: "1A".."4D", "101".."410", or "1".."24". */
function nthUnit(style: string, n: number, perFloor: number): Unit {
  const floor = Math.floor(n / perFloor) + 1;
  const pos = n % perFloor;
  let label: string;
  let kind: UnitKind = 'num';
  if (style === 'alpha') {
    label = `${floor}${String.fromCharCode(65 + pos)}`;
    kind = 'alnum';
  } else if (style === 'num3') {
    label = `${floor}${String(pos + 1).padStart(2, '0')}`;
  } else label = String(n + 1);
  return { id: '', label, kind, core: label, floor, side: '', own: null, ownShared: false };
}

function extendUnits(p: Property): void {
  if (p.kind === 'courtyard') {
    const last = p.units[p.units.length - 1] as Unit;
    const sameEntrance = p.units.filter((u) => u.own?.num === last.own?.num).length;
    const f = Math.floor(sameEntrance / 2) + 1;
    const core = `${f}${sameEntrance % 2 === 0 ? 'N' : 'S'}`;
    const prefixed = last.label.includes('-');
    p.units.push({ ...last, id: '', core, floor: f, label: prefixed ? `${last.own?.num}-${core}` : core });
    return;
  }
  const style = (p as { unitStyle?: string }).unitStyle ?? 'seq';
  p.units.push(nthUnit(style, p.units.length, p.kind === 'midrise' ? 10 : 4));
}

function nameProperty(rng: Rng, p: Property, names: Set<string>): void {
  const s = p.addr.street;
  const first = p.addr.num.split('-')[0] as string;
  const short = `${p.addr.num} ${s.pre ? s.pre + ' ' : ''}${s.name}`;
  const take = (n: string): boolean => {
    const k = n.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (names.has(k)) return false;
    names.add(k);
    return true;
  };
  const big = p.kind === 'walkUp' || p.kind === 'courtyard' || p.kind === 'midrise';
  if (p.kind === 'condo') {
    p.named = true;
    const w = rng.chance(0.5) ? `${first} ${s.pre ? s.pre + ' ' : ''}${s.name}` : rng.pick(NAME_WORDS);
    let name = `${w} Condominium Association`;
    if (!take(name)) name = `${short} Condominium Association`;
    take(name);
    p.name = name;
    p.aliases.push(name.replace('Condominium Association', 'Condo Assn'));
    if (name.startsWith(w) && rng.chance(0.5) && take(`${w} Condominiums`)) p.aliases.push(`${w} Condominiums`);
  } else if (big && rng.chance(0.8)) {
    p.named = true;
    let name = '';
    for (let t = 0; t < 12 && !name; t++) {
      const w = rng.chance(0.35) ? s.name : rng.chance(0.3) ? rng.pick(p.addr.city.neighborhoods) : rng.pick(NAME_WORDS);
      const n = rng.pick(NAME_FORMS).replace('{w}', w);
      if (take(n)) name = n;
    }
    if (!name) {
      name = `${s.name} ${p.kind === 'courtyard' ? 'Courtyard' : 'Apartments'} ${first}`;
      take(name);
    }
    p.name = name;
    p.aliases.push(streetCanon(p.addr));
    if (p.kind === 'courtyard' && p.addr.num.includes('-')) p.aliases.push(`${p.addr.num.split('-')[0]}-${(p.addr.num.split('-')[1] as string).slice(-2)} ${s.pre ? s.pre + ' ' : ''}${s.name}`);
  } else {
    let name = rng.chance(0.6) ? short : streetCanon(p.addr);
    if (!take(name)) {
      name = `${name} - ${p.addr.city.name}`;
      take(name);
    }
    p.name = name;
    if (p.kind === 'mixedUse' && rng.chance(0.5)) {
      const n = `${s.name} ${rng.pick(['Commons', 'Building', 'Block', 'Storefronts'])} ${first}`;
      if (take(n)) p.aliases.push(n);
    }
  }
  const llcBase = rng.chance(0.6) ? `${first} ${s.name}` : `${p.named ? p.name.replace(/^The /, '').replace(/ Condominium Association$/, '') : s.name + ' ' + first}`;
  if (p.kind === 'condo') p.llc = p.name;
  else {
    const forms = ['LLC', 'Holdings LLC', 'Partners LP', 'Owner LLC', `${p.addr.city.name} LLC`, `${p.id.slice(2)} LLC`];
    let llc = `${llcBase} ${rng.pick(forms)}`;
    for (const f of forms) {
      if (take(llc)) break;
      llc = `${llcBase} ${f}`;
    }
    p.llc = llc;
    p.aliases.push(llc);
  }
  if (rng.chance(0.2)) {
    const code = (s.name.replace(/[^A-Za-z]/g, '').slice(0, 4) + first).toUpperCase();
    if (take(code)) p.aliases.push(code);
  }
}
