/*
 * The 2,000 properties and 20,000 units: garden and mid-rise apartments, condo HOAs with
 * penthouses, Florida "Bldg 3 Apt 204" condos, mobile-home parks with spaces, San Francisco
 * flats and multi-address buildings, LA duplexes and ADUs with "1/2" addresses, scattered
 * single-family portfolios, Oahu walk-ups and Keys condos on the Overseas Hwy.
 */
import type { DirectoryProperty } from '../../../src/server/directory/resolver/types';
import { type Address, addressLine, parseStreet, type Street, streetText } from './addresses';
import { CITIES, type City, type CityTag, citiesOfMetro } from './geo';
import { type Rng, WeightedTable } from './prng';
import { NamePool, nameProperty, type PropertyKind, resetCodes } from './propertyNames';
import { type LabelStyle, makeLabel, type UnitForm, type UnitModel } from './units';

export interface PropertyModel {
  id: string;
  kind: PropertyKind;
  city: City;
  address: Address | null;
  name: string;
  short: string | null;
  aliases: string[];
  owner: string | null;
  code: string | null;
  former: string | null;
  dir: DirectoryProperty;
  units: UnitModel[];
}

export interface PropertyWorld {
  properties: PropertyModel[];
  units: UnitModel[];
  usedAddresses: Set<string>;
  byMetro: Map<string, PropertyModel[]>;
  sharedStems: string[];
}

const KIND_COUNTS: readonly (readonly [PropertyKind, number])[] = [
  ['apartments', 440], ['townhomes', 60], ['condo', 150], ['flcondo', 90], ['keysCondo', 35], ['mhp', 100], ['flats', 140],
  ['multiAddr', 70], ['plex', 415], ['adu', 220], ['scattered', 50], ['commercial', 120], ['hiWalkup', 110],
];

const KIND_TAG: Readonly<Record<PropertyKind, CityTag | null>> = {
  apartments: null, townhomes: null, condo: 'condo', flcondo: 'flcondo', keysCondo: 'keys', mhp: 'mhp', flats: 'flats', multiAddr: 'flats',
  plex: 'plex', adu: 'adu', scattered: 'scattered', commercial: null, hiWalkup: 'hi',
};

const HALF_CITIES = new Set(['Los Angeles', 'Long Beach', 'Pasadena', 'San Diego', 'Santa Ana', 'Oakland', 'San Francisco', 'Sacramento', 'Phoenix', 'Tucson', 'Portland']);
const INTERNAL_STREETS = ['Via Sonora', 'Calle Serena', 'Paseo Verde Ct', 'Camino Arroyo', 'Desert Bloom Ln', 'Alder Ct', 'Coral Reef Cir',
  'Hibiscus Ter', 'Palmetto Ln', 'Mesquite Cir', 'Via Lucia', 'Avenida Sol', 'Kukui Pl', 'Orca Ct', 'Sandpiper Ln', 'Calle Luna'];
const TOTAL_UNITS = 20000;

function addrKey(a: Address): string {
  return `${addressLine(a).toLowerCase()}|${a.city.name}`;
}

function zip4(rng: Rng): string {
  return rng.digits(4);
}

function houseNumber(rng: Rng, city: City, street: Street): { house: string; mile: number | null } {
  if (city.mileMarkers && street.name === 'Overseas') {
    const t = rng.range(city.mileMarkers[0], city.mileMarkers[1]);
    return { house: String(t * 100 + rng.int(10) * 10), mile: t };
  }
  if (city.hiPrefixes) {
    const n = rng.chance(0.6) ? rng.range(1000, 1999) : rng.range(101, 999);
    return { house: `${rng.pick(city.hiPrefixes)}-${n}`, mile: null };
  }
  const [lo, hi] = city.numbers;
  let n = rng.range(lo, hi);
  if (n > 999 && rng.chance(0.3)) n = Math.round(n / 10) * 10;
  return { house: String(n), mile: null };
}

export function newAddress(rng: Rng, city: City, used: Set<string>, street?: Street): Address {
  for (let tries = 0; tries < 60; tries++) {
    const s = street ?? parseStreet(rng.pick(city.streets));
    const { house, mile } = houseNumber(rng, city, s);
    const a: Address = { house, street: s, city, zip: rng.pick(city.zips), zip4: zip4(rng), mileTenths: mile };
    if (!used.has(addrKey(a))) {
      used.add(addrKey(a));
      return a;
    }
  }
  throw new Error(`no free address in ${city.name}`);
}

function withHouse(a: Address, house: string, used: Set<string>): Address | null {
  const b: Address = { ...a, house, mileTenths: null };
  if (used.has(addrKey(b))) return null;
  used.add(addrKey(b));
  return b;
}

function unitCount(rng: Rng, kind: PropertyKind): number {
  switch (kind) {
    case 'apartments': return rng.chance(0.15) ? rng.range(40, 120) : rng.range(8, 40);
    case 'townhomes': return rng.range(8, 24);
    case 'condo': return rng.range(8, 36);
    case 'flcondo': return rng.range(8, 30);
    case 'keysCondo': return rng.range(4, 14);
    case 'mhp': return rng.range(15, 60);
    case 'flats': return rng.range(2, 6);
    case 'multiAddr': return rng.range(2, 4);
    case 'plex': return rng.range(2, 4);
    case 'adu': return rng.chance(0.12) ? 3 : 2;
    case 'scattered': return rng.range(6, 20);
    case 'commercial': return rng.range(2, 8);
    case 'hiWalkup': return rng.range(4, 16);
  }
}

interface UnitDraft {
  form: UnitForm;
  num: string;
  bldg: string | null;
  label?: string;
  address?: Address | null;
  dirAddress?: string | null;
}

function floorNumbers(n: number, perFloor: number, firstFloor = 1): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(`${firstFloor + Math.floor(i / perFloor)}${String((i % perFloor) + 1).padStart(2, '0')}`);
  return out;
}

function draftUnits(rng: Rng, kind: PropertyKind, n: number, main: Address | null, city: City, used: Set<string>): UnitDraft[] {
  const seq = (k: number, from = 1): string[] => Array.from({ length: k }, (_, i) => String(from + i));
  const letters = 'ABCDEFGH'.split('');
  switch (kind) {
    case 'apartments': {
      const scheme = rng.weighted<string>([['floor', 45], ['seq', 20], ['letterNum', 15], ['bldgNum', 12], ['padded', 8]]);
      if (scheme === 'seq') return seq(n).map((num) => ({ form: 'num', num, bldg: null }));
      if (scheme === 'padded') return floorNumbers(n, rng.range(4, 12)).map((num) => ({ form: 'num', num, bldg: null, label: num.padStart(4, '0') }));
      if (scheme === 'floor') return floorNumbers(n, rng.range(4, 16)).map((num) => ({ form: 'num', num, bldg: null }));
      const bldgs = Math.max(2, Math.min(6, Math.ceil(n / 12)));
      const per = Math.ceil(n / bldgs);
      const out: UnitDraft[] = [];
      for (let b = 0; b < bldgs && out.length < n; b++) {
        for (const num of floorNumbers(Math.min(per, n - out.length), rng.range(3, 6))) {
          out.push(scheme === 'letterNum' ? { form: 'letterNum', num, bldg: letters[b] as string } : { form: 'bldgNum', num, bldg: String(b + 1) });
        }
      }
      return out;
    }
    case 'condo':
    case 'keysCondo':
    case 'hiWalkup': {
      const perFloor = rng.range(2, 6);
      const phCount = kind !== 'hiWalkup' && n > 6 && rng.chance(0.5) ? rng.range(1, 3) : 0;
      if (kind === 'hiWalkup' && rng.chance(0.3)) return letters.concat(['J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R']).slice(0, n).map((num) => ({ form: 'letter', num, bldg: null }));
      const nums = kind === 'keysCondo' && rng.chance(0.5) ? seq(n - phCount) : floorNumbers(n - phCount, perFloor, kind === 'condo' ? rng.range(1, 2) : 1);
      const out: UnitDraft[] = nums.map((num) => ({ form: 'num', num, bldg: null }));
      const phLetters = rng.chance(0.3);
      for (let i = 0; i < phCount; i++) out.push({ form: 'ph', num: phLetters ? (letters[i] as string) : String(i + 1), bldg: null });
      return out;
    }
    case 'flcondo': {
      const bldgs = rng.range(2, 5);
      const out: UnitDraft[] = [];
      const per = Math.ceil(n / bldgs);
      for (let b = 1; b <= bldgs && out.length < n; b++) {
        for (const num of floorNumbers(Math.min(per, n - out.length), rng.range(2, 4))) out.push({ form: 'bldgNum', num, bldg: String(b) });
      }
      return out;
    }
    case 'mhp': {
      const start = rng.chance(0.8) ? 1 : rng.pick([0, 2, 100]);
      return seq(n, start).map((num) => ({ form: 'space', num, bldg: null }));
    }
    case 'townhomes': {
      if (main && rng.chance(0.4)) {
        const street = parseStreet(rng.pick(INTERNAL_STREETS));
        const base = rng.range(10, 90) * 100 + 1;
        const out: UnitDraft[] = [];
        for (let i = 0; i < n; i++) {
          const a = withHouse({ ...main, street }, String(base + i * 2), used);
          if (!a) continue;
          out.push({ form: 'num', num: String(i + 1), bldg: null, address: a, dirAddress: addressLine(a) });
        }
        return out;
      }
      return seq(n).map((num) => ({ form: 'num', num, bldg: null }));
    }
    case 'flats': {
      if (n === 2 && rng.chance(0.4)) return ['Upper', 'Lower'].map((num) => ({ form: 'position', num, bldg: null }));
      if (rng.chance(0.7)) return letters.slice(0, n).map((num) => ({ form: 'letter', num, bldg: null }));
      return seq(n).map((num) => ({ form: 'num', num, bldg: null }));
    }
    case 'multiAddr': {
      const out: UnitDraft[] = [];
      if (!main) return out;
      const base = Number.parseInt(main.house, 10);
      for (let i = 0; i < n; i++) {
        const house = String(base + i * 2);
        const a = i === 0 ? main : withHouse(main, house, used);
        if (!a) continue;
        out.push({ form: 'house', num: house, bldg: null, label: house, address: a, dirAddress: addressLine(a) });
      }
      return out;
    }
    case 'plex': {
      const half = main !== null && HALF_CITIES.has(city.name) && n === 2 && rng.chance(0.6);
      if (half && main) {
        const rear = withHouse(main, `${main.house} 1/2`, used);
        return [
          { form: 'position', num: 'Front', bldg: null },
          { form: 'position', num: 'Rear', bldg: null, address: rear, dirAddress: rear ? addressLine(rear) : null },
        ];
      }
      if (n === 2 && rng.chance(0.25)) return ['Upper', 'Lower'].map((num) => ({ form: 'position', num, bldg: null }));
      if (rng.chance(0.5)) return letters.slice(0, n).map((num) => ({ form: 'letter', num, bldg: null }));
      if (rng.chance(0.3)) return seq(n, 101).map((num) => ({ form: 'num', num, bldg: null }));
      return seq(n).map((num) => ({ form: 'num', num, bldg: null }));
    }
    case 'adu': {
      const half = main !== null && HALF_CITIES.has(city.name);
      const names = rng.pick([['Main', 'ADU'], ['A', 'B'], ['Front', 'Rear']]);
      const out: UnitDraft[] = names.map((num) => ({ form: num.length === 1 ? 'letter' : 'position', num, bldg: null }));
      if (n === 3) out.push({ form: 'position', num: 'Cottage', bldg: null });
      if (half && main) {
        const rear = withHouse(main, `${main.house} 1/2`, used);
        const second = out[1];
        if (second && rear) {
          second.address = rear;
          second.dirAddress = addressLine(rear);
        }
      }
      return out;
    }
    case 'scattered': {
      const metroCities = citiesOfMetro(city.metro);
      const prefix = rng.pick(['H', 'SF', 'R', 'HM']);
      const full = rng.chance(0.4);
      const out: UnitDraft[] = [];
      const labelStyle = rng.int(10);
      const labels = new Set<string>();
      for (let i = 0; i < n; i++) {
        const c = rng.chance(0.7) ? city : rng.pick(metroCities);
        const a = newAddress(rng, c, used);
        let label = labelStyle < 5 ? addressLine(a) : labelStyle < 8 ? `${prefix}-${String(i + 1).padStart(2, '0')}` : a.house;
        if (labels.has(label)) label = addressLine(a);
        labels.add(label);
        out.push({
          form: 'house', num: label, bldg: null, label, address: a,
          dirAddress: full ? `${addressLine(a)}, ${c.name}, ${c.state} ${a.zip}` : addressLine(a),
        });
      }
      return out;
    }
    case 'commercial': {
      const byFloor = rng.chance(0.5);
      const perFloor = rng.range(2, 4);
      const nums = byFloor
        ? Array.from({ length: n }, (_, i) => `${1 + Math.floor(i / perFloor)}${(i % perFloor) + 1}0`)
        : Array.from({ length: n }, (_, i) => String((i + 1) * 100 + (rng.chance(0.5) ? 0 : 10)));
      return [...new Set(nums)].map((num) => ({ form: 'suite', num, bldg: null }));
    }
  }
}

function pickCity(rng: Rng, kind: PropertyKind, tables: Map<string, WeightedTable<City>>): City {
  const tag = KIND_TAG[kind];
  const key = tag ?? (kind === 'townhomes' ? 'mainland' : 'all');
  let table = tables.get(key);
  if (!table) {
    const list = CITIES.filter((c) => (tag ? c.tags.includes(tag) : key === 'mainland' ? !c.tags.includes('hi') && !c.tags.includes('keys') : true));
    table = new WeightedTable(list, (c) => c.weight);
    tables.set(key, table);
  }
  return table.pick(rng);
}

function balance(rng: Rng, kinds: PropertyKind[], counts: number[]): void {
  let total = counts.reduce((a, b) => a + b, 0);
  const adjustable = kinds.map((k, i) => [k, i] as const).filter(([k]) => k === 'apartments' || k === 'mhp' || k === 'condo').map(([, i]) => i);
  while (total !== TOTAL_UNITS) {
    const i = rng.pick(adjustable);
    const c = counts[i] as number;
    if (total > TOTAL_UNITS && c > 8) {
      counts[i] = c - 1;
      total--;
    } else if (total < TOTAL_UNITS && c < 150) {
      counts[i] = c + 1;
      total++;
    }
  }
}

function directoryAddress(rng: Rng, a: Address, kind: PropertyKind): string {
  if (kind === 'multiAddr' && a.house.includes('-') && rng.chance(0.3)) return `${a.house.split('-')[0] ?? a.house} ${streetText(a.street)}`;
  if (a.mileTenths !== null && rng.chance(0.35)) return `MM ${(a.mileTenths / 10).toFixed(1)} ${streetText(a.street)}`;
  const line = addressLine(a);
  if (rng.chance(0.06)) return line.replace(/ St$/, ' Street').replace(/ Ave$/, ' Avenue').replace(/ Rd$/, ' Road').replace(/ Blvd$/, ' Boulevard');
  if (rng.chance(0.03)) return line.toUpperCase();
  return line;
}

export function buildProperties(rng: Rng, used: Set<string>): PropertyWorld {
  resetCodes();
  const pool = new NamePool(rng.fork('names'));
  const kinds: PropertyKind[] = [];
  for (const [kind, count] of KIND_COUNTS) for (let i = 0; i < count; i++) kinds.push(kind);
  rng.shuffle(kinds);
  const counts = kinds.map((k) => unitCount(rng, k));
  balance(rng, kinds, counts);
  const tables = new Map<string, WeightedTable<City>>();
  const properties: PropertyModel[] = [];
  const units: UnitModel[] = [];
  const byMetro = new Map<string, PropertyModel[]>();
  let unitSerial = 0;
  kinds.forEach((kind, index) => {
    const city = pickCity(rng, kind, tables);
    const n = counts[index] as number;
    let main = kind === 'scattered' ? null : newAddress(rng, city, used);
    let drafts = draftUnits(rng, kind, n, main, city, used);
    if (kind === 'multiAddr' && main && drafts.length > 1) main = { ...main, house: `${main.house}-${drafts[drafts.length - 1]?.num ?? main.house}` };
    if (drafts.length === 0) drafts = [{ form: 'num', num: '1', bldg: null }];
    while (drafts.length < n) drafts = drafts.concat(drafts.slice(0, n - drafts.length).map((d, i) => ({ ...d, num: `${d.num}${String.fromCharCode(65 + i)}`, label: undefined, address: null, dirAddress: null })));
    drafts = drafts.slice(0, n);
    const id = `p11-${String(index + 1).padStart(4, '0')}`;
    const addressName = main ? addressLine(main) : city.name;
    const naming = nameProperty(rng, pool, kind, city, addressName, main ? streetText(main.street) : city.name);
    const style = rng.weighted<LabelStyle>([[0, 80], [1, 9], [2, 7], [3, 4]]);
    const unitModels: UnitModel[] = drafts.map((d) => {
      unitSerial++;
      return {
        id: `u11-${String(unitSerial).padStart(5, '0')}`, propertyId: id, label: d.label ?? makeLabel(d.form, d.num, d.bldg, style),
        form: d.form, num: d.num, bldg: d.bldg, address: d.address ?? null, dirAddress: d.dirAddress ?? null,
      };
    });
    const dirZip = !main ? null : rng.chance(0.08) ? null : rng.chance(0.13) ? `${main.zip}-${main.zip4}` : main.zip;
    const dir: DirectoryProperty = {
      id, name: naming.name, aliases: naming.aliases,
      address: main && !rng.chance(0.025) ? directoryAddress(rng, main, kind) : null,
      city: rng.chance(0.03) ? null : city.name, state: city.state, zip: dirZip,
    };
    const p: PropertyModel = { id, kind, city, address: main, ...naming, dir, units: unitModels };
    properties.push(p);
    units.push(...unitModels);
    const list = byMetro.get(city.metro) ?? [];
    list.push(p);
    byMetro.set(city.metro, list);
  });
  return { properties, units, usedAddresses: used, byMetro, sharedStems: pool.shared };
}
