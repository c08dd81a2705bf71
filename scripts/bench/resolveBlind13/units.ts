import { type AddressBook, type Metro, metroByKey } from './geo';
import type { Addr, PropRec, UnitRec } from './model';
import { at, type Rng } from './rng';
import { parseStreet } from './streets';
import { pad } from './text';

/*
 * Units with the directory's spelling of each. Within one property every label is unique; the
 * parts (building, number, bed) are kept so bills can print the unit the many other ways.
 */

type Draft = Omit<UnitRec, 'idx' | 'id' | 'propIdx'>;

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

function letter(i: number): string {
  return LETTERS.charAt(i % LETTERS.length) + (i >= LETTERS.length ? String(Math.floor(i / LETTERS.length) + 1) : '');
}

/** Three-digit apartment numbers floor by floor: 101, 102, ... 201, 202 ... */
function floorNumbers(count: number, floors: number): string[] {
  const perFloor = Math.ceil(count / floors);
  const out: string[] = [];
  for (let k = 0; k < count; k++) out.push(`${Math.floor(k / perFloor) + 1}${pad((k % perFloor) + 1, 2)}`);
  return out;
}

function garden(rng: Rng, p: PropRec, count: number): Draft[] {
  if (count >= 16 && rng.chance(0.75)) {
    const nb = Math.min(12, Math.max(2, Math.round(count / rng.int(6, 12))));
    const letters = rng.chance(0.25);
    const style = letters ? rng.pick(['dash', 'concat']) : rng.weighted([['dash', 4], ['bldgUnit', 2], ['concat', 2.5], ['bldgHash', 1.5]] as const);
    const floors = rng.int(2, 3);
    const out: Draft[] = [];
    for (let b = 0; b < nb; b++) {
      const bldg = letters ? letter(b) : String(b + 1);
      p.buildings.push(bldg);
      const n = Math.floor(count / nb) + (b < count % nb ? 1 : 0);
      for (const num of floorNumbers(n, floors)) {
        const label =
          style === 'dash' ? `${bldg}-${num}` : style === 'concat' ? `${bldg}${num}` : style === 'bldgUnit' ? `Bldg ${bldg} Unit ${num}` : `Bldg ${bldg} #${num}`;
        out.push({ label, form: 'bldgApt', bldg, num, bed: null, ownAddr: null });
      }
    }
    return out;
  }
  const style = rng.weighted([['num', 7], ['alnum', 1.5], ['seq', 1.5]] as const);
  if (style === 'seq') return Array.from({ length: count }, (_x, k) => ({ label: String(k + 1), form: 'apt', bldg: null, num: String(k + 1), bed: null, ownAddr: null }));
  if (style === 'alnum') {
    const perFloor = Math.ceil(count / 3);
    return Array.from({ length: count }, (_x, k) => {
      const num = `${Math.floor(k / perFloor) + 1}${letter(k % perFloor)}`;
      return { label: num, form: 'apt', bldg: null, num, bed: null, ownAddr: null };
    });
  }
  return floorNumbers(count, rng.int(2, 4)).map((num) => ({ label: num, form: 'apt', bldg: null, num, bed: null, ownAddr: null }));
}

function student(rng: Rng, count: number): Draft[] {
  const beds = rng.int(2, 4);
  const apts = floorNumbers(Math.ceil(count / beds), rng.int(2, 4));
  const style = rng.weighted([['dash', 5], ['concat', 3], ['word', 2]] as const);
  const out: Draft[] = [];
  for (let k = 0; k < count; k++) {
    const apt = at(apts, Math.floor(k / beds));
    const bed = 'ABCD'.charAt(k % beds);
    const label = style === 'dash' ? `${apt}-${bed}` : style === 'concat' ? `${apt}${bed}` : `${apt} Bed ${bed}`;
    out.push({ label, form: 'bed', bldg: null, num: apt, bed, ownAddr: null });
  }
  return out;
}

function senior(rng: Rng, count: number): Draft[] {
  const cottages = count >= 10 && rng.chance(0.5) ? Math.floor(count * 0.2) : 0;
  const apts = floorNumbers(count - cottages, rng.int(1, 3)).map((num): Draft => ({ label: num, form: 'apt', bldg: null, num, bed: null, ownAddr: null }));
  for (let c = 1; c <= cottages; c++) apts.push({ label: `Cottage ${c}`, form: 'cottage', bldg: null, num: String(c), bed: null, ownAddr: null });
  return apts;
}

function strip(rng: Rng, count: number): Draft[] {
  const style = rng.weighted([['ste', 4], ['suite', 3], ['space', 3]] as const);
  return Array.from({ length: count }, (_x, k): Draft => {
    if (style === 'ste') return { label: `Ste ${100 + k * 10}`, form: 'suite', bldg: null, num: String(100 + k * 10), bed: null, ownAddr: null };
    if (style === 'suite') return { label: `Suite ${letter(k)}`, form: 'suite', bldg: null, num: letter(k), bed: null, ownAddr: null };
    return { label: `Space ${k + 1}`, form: 'space', bldg: null, num: String(k + 1), bed: null, ownAddr: null };
  });
}

function office(rng: Rng, count: number): Draft[] {
  const word = rng.chance(0.6) ? 'Suite' : 'Ste';
  const perFloor = rng.int(2, 5);
  return Array.from({ length: count }, (_x, k): Draft => {
    const num = String((Math.floor(k / perFloor) + 1) * 100 + (k % perFloor) * 10);
    return { label: `${word} ${num}`, form: 'suite', bldg: null, num, bed: null, ownAddr: null };
  });
}

function internalStreets(rng: Rng, metro: Metro, n: number): ReturnType<typeof parseStreet>[] {
  const types = ['Ct', 'Ln', 'Way', 'Pl', 'Cir', 'Loop', 'Dr'];
  return Array.from({ length: n }, () => parseStreet(`${rng.pick(metro.spec.localNames)} ${rng.pick(types)}`));
}

function ownAddress(rng: Rng, book: AddressBook, p: PropRec, streets: ReturnType<typeof parseStreet>[]): Addr | null {
  const street = rng.pick(streets);
  const a = book.onStreet(rng, street, p.addr.city, 10, 2999);
  return a ? { ...a, zip: p.addr.zip } : null;
}

function hoa(rng: Rng, book: AddressBook, metro: Metro, p: PropRec, count: number): Draft[] {
  const style = rng.weighted([['tower', 3.5], ['letter', 2.5], ['townhome', 4]] as const);
  if (style === 'tower') return floorNumbers(count, rng.int(2, 8)).map((num): Draft => ({ label: num, form: 'apt', bldg: null, num, bed: null, ownAddr: null }));
  if (style === 'letter') {
    const nb = Math.max(1, Math.ceil(count / rng.int(4, 8)));
    return Array.from({ length: count }, (_x, k): Draft => {
      const bldg = letter(k % nb);
      const num = String(Math.floor(k / nb) + 1);
      if (!p.buildings.includes(bldg)) p.buildings.push(bldg);
      return { label: `${bldg}-${num}`, form: 'letter', bldg, num, bed: null, ownAddr: null };
    });
  }
  const streets = internalStreets(rng, metro, rng.int(1, 3));
  return Array.from({ length: count }, (_x, k): Draft => ({ label: String(k + 1), form: 'townhome', bldg: null, num: String(k + 1), bed: null, ownAddr: ownAddress(rng, book, p, streets) }));
}

function mhc(rng: Rng, book: AddressBook, metro: Metro, p: PropRec, count: number): Draft[] {
  const word = rng.weighted([['Lot', 5], ['Space', 3.5], ['Site', 1.5]] as const);
  const form = word === 'Lot' ? 'lot' : word === 'Space' ? 'space' : 'site';
  const withAddr = rng.chance(0.45);
  const streets = withAddr ? internalStreets(rng, metro, rng.int(1, 3)) : [];
  let n = 0;
  return Array.from({ length: count }, (): Draft => {
    n += rng.chance(0.1) ? 2 : 1;
    return { label: `${word} ${n}`, form, bldg: null, num: String(n), bed: null, ownAddr: withAddr ? ownAddress(rng, book, p, streets) : null };
  });
}

function smallmf(rng: Rng, count: number): Draft[] {
  const names = count === 2 && rng.chance(0.3) ? ['Upper', 'Lower'] : rng.chance(0.5) ? ['A', 'B', 'C', 'D'] : ['1', '2', '3', '4'];
  return names.slice(0, count).map((num): Draft => ({ label: num, form: 'letter', bldg: null, num, bed: null, ownAddr: null }));
}

export function buildUnits(rng: Rng, metros: readonly Metro[], book: AddressBook, props: PropRec[], counts: readonly number[]): UnitRec[] {
  const units: UnitRec[] = [];
  props.forEach((p, i) => {
    const count = at(counts, i);
    if (count === 0) return;
    const metro = metroByKey(metros, p.metro);
    const r = rng.fork(`units-${p.id}`);
    const drafts =
      p.kind === 'garden' ? garden(r, p, count)
      : p.kind === 'student' ? student(r, count)
      : p.kind === 'senior' ? senior(r, count)
      : p.kind === 'strip' ? strip(r, count)
      : p.kind === 'office' ? office(r, count)
      : p.kind === 'hoa' ? hoa(r, book, metro, p, count)
      : p.kind === 'mhc' ? mhc(r, book, metro, p, count)
      : smallmf(r, count);
    for (const d of drafts) {
      const idx = units.length;
      units.push({ ...d, idx, id: `U13-${String(idx + 1).padStart(5, '0')}`, propIdx: p.idx });
      p.units.push(idx);
    }
  });
  return units;
}
