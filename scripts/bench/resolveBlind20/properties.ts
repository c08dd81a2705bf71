/**
 * 2,000 properties and exactly 20,000 units across the Southeast. Near-twins are made on purpose:
 * Miami grid siblings (same number on SW 8th St / SW 8th Ter / NW 8th St), Peachtree siblings in
 * Atlanta, N/S siblings in St. Petersburg and Birmingham, same number and street in two cities.
 */
import { AddressBook } from './addressBook';
import { METROS, type CitySpec, type MetroSpec } from './geo';
import type { Loc, PropKind, PropRec, UnitRec } from './model';
import { initials, kindName, NameBook } from './names';
import { pad, type Rng } from './prng';
import { gridStreet, parseStreet, streetText, type Street } from './streets';
import { makeShapes, unitDirText } from './units';
import { GENERIC_NAMES, GENERIC_TYPES } from './geo';

export const KIND_COUNTS: readonly (readonly [PropKind, number])[] = [
  ['garden', 370], ['condo', 110], ['senior', 55], ['mhp', 70], ['duplex', 190], ['townhome', 85],
  ['student', 40], ['sfr', 720], ['scattered', 45], ['retail', 175], ['hoa', 140],
];
export const UNIT_TOTAL = 20000;

const UNIT_RANGE: Record<PropKind, readonly [number, number]> = {
  garden: [8, 28], condo: [24, 80], senior: [10, 30], mhp: [15, 45], duplex: [2, 2], townhome: [8, 20],
  student: [24, 48], sfr: [0, 0], scattered: [4, 12], retail: [3, 10], hoa: [3, 10],
};
const OWN_ADDRESS: Record<PropKind, number> = { garden: 0, condo: 0, senior: 1, mhp: 0, duplex: 0.4, townhome: 0.6, student: 0, sfr: 0, scattered: 1, retail: 0, hoa: 1 };

function pickCity(kind: PropKind, rng: Rng): { metro: MetroSpec; city: CitySpec } {
  for (;;) {
    const metro = rng.weighted(METROS.map((m) => [m, m.weight] as const));
    if ((kind === 'mhp' || kind === 'senior') && metro.state !== 'FL' && rng.chance(0.8)) continue;
    const cities = metro.cities.filter((c) => kind !== 'student' || c.university);
    if (cities.length === 0) continue;
    const city = rng.weighted(cities.map((c, i) => [c, i === 0 ? 3 : 1] as const));
    return { metro, city };
  }
}

/** A sibling of an earlier place in the same city: the near-twin a careless match would confuse. */
function siblingStreet(prev: Loc, city: CitySpec, book: AddressBook, rng: Rng): Street | null {
  const st = prev.street;
  if (city.grid && st.pre && /^\d/.test(st.name)) {
    const flip = rng.chance(0.6);
    const type = flip ? rng.pick(['St', 'Ter', 'Ct', 'Pl', 'Ave', 'Ln'].filter((t) => t !== st.type)) : st.type;
    const pre = flip ? st.pre : rng.pick(['NW', 'NE', 'SW', 'SE'].filter((d) => d !== st.pre));
    return { ...st, pre, type };
  }
  const first = st.name.split(' ')[0] ?? '';
  const cands = book.pool(city).filter((s) => s !== st && !s.hwyForms && (s.name === st.name || (first.length > 4 && s.name.startsWith(first))));
  return cands.length > 0 ? rng.pick(cands) : null;
}

export interface Portfolio {
  props: PropRec[];
  units: UnitRec[];
  book: AddressBook;
}

export function makeProperties(rng: Rng): Portfolio {
  const book = new AddressBook(rng.fork('streets'));
  const names = new NameBook();
  const kinds: PropKind[] = rng.shuffle(KIND_COUNTS.flatMap(([k, n]) => Array.from({ length: n }, () => k)));
  const sizes = kinds.map((k) => rng.int(...UNIT_RANGE[k]));
  let diff = UNIT_TOTAL - sizes.reduce((a, b) => a + b, 0);
  for (let i = 0; diff !== 0; i = (i + 1) % kinds.length) {
    const s = sizes[i] ?? 0;
    if (kinds[i] !== 'garden' || (diff < 0 && s <= 6) || (diff > 0 && s >= 64)) continue;
    sizes[i] = s + Math.sign(diff);
    diff -= Math.sign(diff);
  }
  const props: PropRec[] = [];
  const units: UnitRec[] = [];
  const byCity = new Map<string, Loc[]>();
  let twins = 0;
  const twinned = new Set<number>();
  const place = (propIdx: number, unitIdx: number | null, city: CitySpec, st: Street, num: string): Loc => {
    const loc = book.add({ num, street: st, city: city.name, state: city.state, zip: rng.pick(city.zips), propIdx, unitIdx });
    const list = byCity.get(city.name) ?? [];
    list.push(loc);
    byCity.set(city.name, list);
    return loc;
  };
  kinds.forEach((kind, idx) => {
    const { metro, city } = pickCity(kind, rng);
    let loc: Loc | null = null;
    if (kind !== 'scattered') {
      const prevs = (byCity.get(city.name) ?? []).filter((l) => l.unitIdx === null);
      let st: Street | null = null;
      let num = '';
      const prev = prevs.length > 0 ? rng.pick(prevs) : null;
      if (prev && rng.chance(city.grid || city.name === 'Atlanta' ? 0.3 : 0.12)) {
        st = siblingStreet(prev, city, book, rng);
        num = prev.num;
        if (st && !book.free(city.name, num, st)) st = null;
      }
      if (!st && twins < 40 && (kind === 'sfr' || kind === 'duplex') && rng.chance(0.15)) {
        const others = props.filter((p) => p.loc && p.city.name !== city.name && !twinned.has(p.idx) && /^(Main|Church|Oak|Park|Magnolia|Broad) (St|Ave)$/.test(streetText(p.loc.street)) && book.free(city.name, p.loc.num, p.loc.street));
        const other = others.length > 0 ? rng.pick(others) : null;
        if (other?.loc) { st = other.loc.street; num = other.loc.num; twins++; twinned.add(other.idx); twinned.add(idx); }
      }
      if (!st) {
        st = book.street(city, rng, kind === 'mhp');
        num = book.number(city, st, rng);
      }
      loc = place(idx, null, city, st, num);
    }
    const id = `prop_${pad(idx + 1, 4)}`;
    let name: string;
    if (kind === 'sfr' && loc) name = rng.chance(0.5) ? `${loc.num} ${streetText(loc.street)}` : `${loc.num} ${streetText(loc.street)} - ${city.name}`;
    else if (kind === 'duplex' && loc) name = rng.chance(0.5) ? `Duplex - ${loc.num} ${streetText(loc.street)}` : `${loc.num} ${streetText(loc.street)} Duplex`;
    else if (kind === 'scattered') name = names.fresh(() => `${metro.label} Scattered Sites ${rng.pick(['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'])}`, rng);
    else if (rng.chance(0.012)) name = kindName(kind, rng);
    else name = names.fresh(() => kindName(kind, rng), rng);
    names.claim(name);
    const aliases = [`${metro.code}-${pad(idx + 1, 4)}`];
    const ini = initials(name);
    if (kind !== 'sfr' && kind !== 'duplex' && ini.length >= 3 && rng.chance(0.3) && !names.has(ini)) { aliases.push(ini); names.claim(ini); }
    if (kind !== 'sfr' && kind !== 'duplex' && kind !== 'scattered' && rng.chance(0.06)) {
      const old = names.fresh(() => kindName(kind, rng), rng);
      names.claim(old);
      aliases.push(old);
    }
    const prop: PropRec = { idx, id, kind, metro, city, name, aliases, loc, units: [], unitStyle: rng.int(0, 5) };
    props.push(prop);
    const size = sizes[idx] ?? 0;
    const own = rng.chance(OWN_ADDRESS[kind]);
    const shapes = makeShapes(kind === 'scattered' ? 'home' : kind, size, rng);
    const inner: Street[] = [];
    if (own && kind !== 'scattered' && kind !== 'duplex') {
      for (let i = 0; i < rng.int(1, 3); i++) inner.push(parseStreet(`${rng.pick(GENERIC_NAMES)} ${rng.pick(GENERIC_TYPES.filter((t) => t !== 'Ter'))}`));
    }
    let houseNum = rng.int(1, 90) * 10;
    shapes.forEach((shape, j) => {
      const uIdx = units.length;
      let uloc: Loc | null = null;
      if (own && kind === 'scattered') {
        const c = rng.pick(metro.cities);
        const st = c.grid && rng.chance(0.5) ? gridStreet(rng, 1, 160) : book.street(c, rng, false);
        uloc = place(idx, uIdx, c, st, book.number(c, st, rng));
        shape = { k: 'house', label: `${uloc.num} ${streetText(st)}` };
      } else if (own && kind === 'duplex' && loc) {
        const n = String(Number(loc.num) + 2);
        if (j === 1 && book.free(city.name, n, loc.street)) uloc = place(idx, uIdx, city, loc.street, n);
      } else if (own) {
        const st = inner[j % inner.length] ?? rng.pick(book.pool(city));
        do houseNum += rng.pick([2, 4, 6]); while (!book.free(city.name, String(houseNum), st));
        uloc = place(idx, uIdx, city, st, String(houseNum));
      }
      units.push({ idx: uIdx, id: '', propIdx: idx, shape, text: unitDirText(shape, prop.unitStyle), loc: uloc });
      prop.units.push(uIdx);
    });
  });
  const order = rng.shuffle(units.map((_, i) => i));
  order.forEach((u, i) => { const rec = units[u]; if (rec) rec.id = `unit_${pad(i + 1, 5)}`; });
  return { props, units, book };
}
