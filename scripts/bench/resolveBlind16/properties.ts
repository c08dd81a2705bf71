/**
 * The portfolio: exactly 2,000 properties and 20,000 units across the fourteen metros, each with
 * the address the directory stores (in its own data-entry style) and, for scattered homes,
 * side-by-side duplexes and some townhomes, units with street addresses of their own.
 */
import { METROS } from './geo';
import type { City, Metro, Place, PropDraft, PropType, UnitDraft } from './model';
import { type Rng, chance, int, pad, pick, pickW, shuffle } from './rng';
import { stripMarks } from './noise';
import { AddressBook, makePlace, pickCity } from './places';
import { type Form, directoryAddress, street } from './streets';
import { unitLabels } from './units';
import { ownerEntity, propertyCode, propertyName, shortName } from './propertyNames';

export const PROPERTY_COUNT = 2000;
export const UNIT_COUNT = 20000;

type Mix = Record<PropType, number>;
const MAINLAND: Mix = { apartments: 22, condo: 8, sfh: 18, scattered: 5, duplex: 11, townhomes: 6, mhp: 6, mixed: 5, resort: 0, office: 7, industrial: 6, cabin: 0 };
const MIX: Record<string, Mix> = {
  hi: { apartments: 15, condo: 25, sfh: 14, scattered: 4, duplex: 6, townhomes: 8, mhp: 0, mixed: 5, resort: 12, office: 6, industrial: 3, cabin: 2 },
  pr: { apartments: 10, condo: 28, sfh: 20, scattered: 4, duplex: 10, townhomes: 5, mhp: 0, mixed: 6, resort: 6, office: 6, industrial: 5, cabin: 0 },
  ak: { apartments: 24, condo: 8, sfh: 14, scattered: 5, duplex: 12, townhomes: 5, mhp: 6, mixed: 3, resort: 2, office: 6, industrial: 5, cabin: 10 },
};
const RESORT_TOWNS = new Set(['Park City', 'Incline Village', 'Stateline', 'Girdwood', 'Santa Fe', 'Estes Park', 'McCall', 'Humacao', 'Dorado', 'San Juan']);
const UNIT_RANGE: Record<PropType, readonly [number, number]> = {
  apartments: [8, 40], condo: [6, 30], sfh: [0, 0], scattered: [3, 12], duplex: [2, 4], townhomes: [4, 16], mhp: [15, 60],
  mixed: [3, 10], resort: [10, 40], office: [2, 15], industrial: [2, 12], cabin: [0, 8],
};
const FLEX: ReadonlySet<PropType> = new Set(['apartments', 'condo', 'mhp', 'resort']);

function mixFor(m: Metro): Mix {
  const base = MIX[m.style === 'hi' ? 'hi' : m.style === 'pr' ? 'pr' : m.style === 'ak' ? 'ak' : ''] ?? { ...MAINLAND };
  const mix = { ...base };
  if (m.cities.some((c) => c.rural) && m.style !== 'ak' && m.style !== 'hi') mix.cabin = 4;
  if (m.cities.some((c) => RESORT_TOWNS.has(c.name)) && mix.resort === 0) mix.resort = 2;
  if (m.key === 'lv') mix.mhp = 9;
  return mix;
}

function cityFor(r: Rng, m: Metro, type: PropType): City {
  if (type === 'resort' && m.style !== 'hi') {
    const towns = m.cities.filter((c) => RESORT_TOWNS.has(c.name));
    if (towns.length > 0) return pick(r, towns);
  }
  if (type === 'cabin') return pickCity(r, m, true);
  return pickCity(r, m);
}

function directoryForm(r: Rng, spanish: boolean): Form {
  return { spell: pickW(r, [['abbr', 80], ['full', 12], ['dots', 8]] as const), caps: chance(r, 0.1), numLast: spanish && chance(r, 0.3), marks: chance(r, 0.65) };
}

function newPlace(r: Rng, book: AddressBook, m: Metro, c: City, rural: boolean, prCondo: string | null): Place {
  for (let tries = 0; ; tries++) {
    const p = makePlace(r, m, c, rural);
    if (prCondo && p.street.kind === 'num') p.street = { ...p.street, urb: `Cond. ${prCondo}`, typeFirst: p.street.typeFirst };
    if (!book.has(p) || tries > 50) {
      book.add(p);
      return p;
    }
  }
}

function writeAddress(r: Rng, p: Place, form: Form): string {
  const a = directoryAddress(p.street, form, chance(r, 0.5));
  return form.marks ? a : stripMarks(a);
}

/** Names and aliases meet under this key: no marks, no case, no punctuation. */
export function nameKey(s: string): string {
  return stripMarks(s).toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

interface Plan {
  m: Metro;
  type: PropType;
  units: number;
}

function plan(r: Rng): Plan[] {
  const plans: Plan[] = [];
  for (const m of METROS) {
    const mix = mixFor(m);
    const entries = (Object.keys(mix) as PropType[]).map((t) => [t, mix[t]] as const);
    for (let i = 0; i < m.properties; i++) {
      const type = pickW(r, entries);
      const [lo, hi] = UNIT_RANGE[type];
      const n = type === 'duplex' ? pickW(r, [[2, 6], [3, 1], [4, 3]] as const) : type === 'cabin' ? (chance(r, 0.35) ? 0 : int(r, 2, hi)) : int(r, lo, hi);
      plans.push({ m, type, units: n });
    }
  }
  let total = plans.reduce((s, p) => s + p.units, 0);
  const flex = plans.filter((p) => FLEX.has(p.type));
  while (total !== UNIT_COUNT) {
    const p = pick(r, flex);
    const [lo, hi] = UNIT_RANGE[p.type];
    if (total < UNIT_COUNT && p.units < hi * 4) {
      p.units++;
      total++;
    } else if (total > UNIT_COUNT && p.units > lo) {
      p.units--;
      total--;
    }
  }
  return plans;
}

export interface Portfolio {
  props: PropDraft[];
  units: UnitDraft[];
  book: AddressBook;
}

export function buildPortfolio(r: Rng): Portfolio {
  const book = new AddressBook();
  const plans = shuffle(r, plan(r));
  const props: PropDraft[] = [];
  const units: UnitDraft[] = [];
  const names = new Set<string>();
  const codes = new Set<string>();
  plans.forEach((pl, idx) => {
    const { m, type } = pl;
    const c = cityFor(r, m, type);
    const spanish = m.spanish;
    const rural = type === 'cabin' || ((type === 'sfh' || type === 'mhp') && c.rural && chance(r, 0.5));
    const condoWord = spanish && (type === 'condo' || type === 'resort') ? 'pending' : null;
    let place: Place | null = type === 'scattered' ? null : newPlace(r, book, m, c, rural, null);
    let name = propertyName(r, m, type, place?.street ?? null, pl.units).replace(/\s+/g, ' ').trim();
    if (condoWord && place && place.street.kind === 'num') {
      const core = name.replace(/^(Condominio Torre|Condominio|Cond\. Torres de|Cond\.|Villas de)\s+/, '').replace(/\s+(Beach Villas|Resort Condominiums)$/, '');
      book.remove(place);
      place = { ...place, street: { ...place.street, urb: `Cond. ${core}` } };
      book.add(place);
    }
    for (let k = 0; names.has(nameKey(name)); k++) name = k < 3 ? `${name.replace(/ (II|III|IV)$/, '')} ${['II', 'III', 'IV'][k] ?? ''}` : `${name} - ${c.name}`;
    names.add(nameKey(name));
    const form = directoryForm(r, spanish);
    const id = `prp-${pad(idx + 1, 4)}`;
    const aliases: string[] = [];
    let code: string | null = null;
    if (chance(r, 0.45)) {
      code = propertyCode(r, m, name, idx + 1);
      if (codes.has(code)) code = `${code}${idx % 10}`;
      if (codes.has(code)) code = null;
      else {
        codes.add(code);
        aliases.push(code);
      }
    }
    const owner = chance(r, 0.25) ? ownerEntity(r, m, name) : null;
    if (owner) aliases.push(owner);
    const short = shortName(name);
    if (short && chance(r, 0.3)) aliases.push(short);
    if (stripMarks(name) !== name && chance(r, 0.5)) aliases.push(stripMarks(name));
    if (chance(r, 0.06)) aliases.push(propertyName(r, m, type, place?.street ?? null, pl.units));
    const kept = aliases.filter((a) => {
      const k = nameKey(a);
      if (k === nameKey(name)) return a !== name;
      if (names.has(k)) return false;
      names.add(k);
      return true;
    });
    if (code && !kept.includes(code)) code = null;
    const prop: PropDraft = {
      idx, id, metro: m, type, name, aliases: kept, code, owner: owner && kept.includes(owner) ? owner : null, place, city: c,
      address: place && !chance(r, 0.01) ? writeAddress(r, place, form) : null,
      dirCity: place || chance(r, 0.6) ? (chance(r, 0.01) ? null : form.marks ? c.name : stripMarks(c.name)) : null,
      dirZip: place && !chance(r, 0.03) ? (chance(r, 0.08) ? `${place.zip}-${place.zip4}` : place.zip) : null,
      units: [], uniqueStreet: false, providers: new Map(),
    };
    props.push(prop);
    addUnits(r, book, prop, pl.units, units, form);
  });
  for (const p of props) p.uniqueStreet = p.place !== null && book.unique(p.place);
  const order = shuffle(r, units.map((u) => u.idx));
  order.forEach((ui, k) => {
    const u = units[ui];
    if (u) u.id = `unt-${pad(k + 1, 5)}`;
  });
  return { props, units, book };
}

function addUnits(r: Rng, book: AddressBook, p: PropDraft, n: number, units: UnitDraft[], form: Form): void {
  if (n === 0) return;
  const m = p.metro;
  const specs = unitLabels(r, p.type, n, m.spanish);
  const own = p.type === 'scattered' || (p.place !== null && p.place.street.kind === 'num' && !m.spanish && m.style !== 'hi' &&
    ((p.type === 'duplex' && chance(r, 0.3)) || (p.type === 'townhomes' && chance(r, 0.3))));
  let base = p.place ? Number.parseInt(p.place.street.num, 10) : 0;
  if (!Number.isFinite(base)) base = 100;
  const used = new Set(specs.map((s) => s.label));
  specs.forEach((spec, i) => {
    let place: Place | null = null;
    let label = spec.label;
    let kind = spec.kind;
    let address: string | null = null;
    if (own && p.type === 'scattered') {
      const c = p.city;
      place = newPlace(r, book, m, c, false, null);
      const line = writeAddress(r, place, form);
      address = chance(r, 0.7) ? `${line}, ${form.marks ? c.name : stripMarks(c.name)}, ${m.state} ${place.zip}` : line;
      const alt = pickW(r, [[label, 4], [`${place.street.num} ${place.street.name}`, 4], [line, 2]] as const);
      if (!used.has(alt)) {
        used.add(alt);
        label = alt;
      }
      kind = 'house';
    } else if (own && p.place) {
      const num = String(base + (p.type === 'duplex' ? i : i + 1) * 2);
      place = { ...p.place, street: { ...p.place.street, num }, zip4: String(int(r, 1, 9999)).padStart(4, '0') };
      book.add(place);
      address = writeAddress(r, place, form);
      if (p.type === 'duplex') label = num;
    }
    units.push({ idx: units.length, id: '', propIdx: p.idx, label, kind, place, address });
    p.units.push(units.length - 1);
  });
  if (own && p.type === 'duplex' && p.place) {
    const nums = p.units.map((u) => units[u]?.place?.street.num ?? '');
    book.remove(p.place);
    p.place = { ...p.place, street: street({ ...p.place.street, num: `${nums[0] ?? ''} & ${nums[nums.length - 1] ?? ''}` }) };
    book.add(p.place);
    p.address = writeAddress(r, p.place, form);
  }
}
