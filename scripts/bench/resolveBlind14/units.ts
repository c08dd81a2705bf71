/** Unit layouts per property kind, with the ways bills name each unit. */
import { type AddrBook, concreteStreet, line, streetCore } from './addrBook';
import { type Addr, type PropM, type UnitM } from './model';
import { type Rng } from './rng';
import { innerStreets } from './theme';

type Mk = (label: string, o: { addr?: Addr | null; bldg?: Addr | null; dirAddr?: string | null; says: string[]; inAddr: string[]; zip?: string }) => void;

const pad = (n: number, w: number): string => String(n).padStart(w, '0');
const aptSays = (l: string): string[] => [`Apt ${l}`, `Unit ${l}`, `#${l}`, `Apt. ${l}`, `APT ${l}`, `Apartment ${l}`, `Apt #${l}`];
const suiteSays = (l: string): string[] => [`Suite ${l}`, `Ste ${l}`, `Ste. ${l}`, `#${l}`, `STE ${l}`, `Unit ${l}`];

function scattered(rng: Rng, p: PropM, n: number, book: AddrBook, mk: Mk): void {
  const streets = Array.from({ length: rng.int(2, 6) }, () => concreteStreet(rng, rng.pick(p.city.residential)));
  const conv = rng.weighted([['core', 5], ['seq', 2], ['full', 3]] as const);
  let house = 0;
  let left = n;
  while (left > 0) {
    house += 1;
    const zip = rng.chance(0.7) ? p.zip : rng.pick(p.city.zips);
    const a = book.take(rng, p.city, streets, 200, 4999);
    const seq = `H-${pad(house, 2)}`;
    const name = conv === 'core' ? `${a.num} ${streetCore(a.street)}` : conv === 'seq' ? seq : line(a);
    if (left >= 2 && rng.chance(0.35)) {
      if (rng.chance(0.5)) {
        // Side-by-side duplex: each half has its own number.
        const b = { num: String(Number(a.num) + 2), street: a.street };
        const bOk = book.claim(p.city, b);
        const other = bOk ? b : book.take(rng, p.city, streets, 200, 4999);
        mk(name, { addr: a, dirAddr: line(a), says: [name], inAddr: [], zip });
        const n2 = conv === 'core' ? `${other.num} ${streetCore(other.street)}` : conv === 'seq' ? `H-${pad(house, 2)}B` : line(other);
        mk(n2, { addr: other, dirAddr: line(other), says: [n2], inAddr: [], zip });
      } else {
        // Up-and-down two-family: one number, two units.
        for (const k of ['1', '2']) {
          const l = conv === 'seq' ? `${seq}-${k}` : `${a.num}-${k}`;
          const sub = rng.chance(0.5) ? [`Unit ${k}`, `#${k}`, `Apt ${k}`] : [`Unit ${k}`, `Apt ${k}`, k === '1' ? 'Lower' : 'Upper'];
          mk(l, { addr: a, dirAddr: `${line(a)} Unit ${k}`, says: [l, `${a.num} #${k}`], inAddr: sub, zip });
        }
      }
      left -= 2;
    } else {
      mk(name, { addr: a, dirAddr: line(a), says: [name], inAddr: [], zip });
      left -= 1;
    }
  }
}

function townhome(rng: Rng, p: PropM, n: number, book: AddrBook, mk: Mk): void {
  if (rng.chance(0.6)) {
    const streets = rng.sample(innerStreets, rng.int(1, 3));
    const base = rng.int(1, 60) * 100;
    let num = base + rng.int(0, 20);
    for (let i = 0; i < n; i++) {
      let a = { num: String(num), street: rng.pick(streets) };
      num += rng.pick([1, 2, 2, 4]);
      if (!book.claim(p.city, a)) a = book.take(rng, p.city, streets, base, base + 999);
      const l = rng.chance(0.85) ? a.num : line(a);
      mk(l, { addr: a, dirAddr: line(a), says: [`Unit ${a.num}`, `#${a.num}`, a.num], inAddr: [] });
    }
    return;
  }
  const per = rng.int(4, 8);
  const dash = rng.chance(0.5);
  for (let i = 0; i < n; i++) {
    const b = Math.floor(i / per) + 1;
    const letter = String.fromCharCode(65 + (i % per));
    const l = dash ? `${b}-${letter}` : `${b}${letter}`;
    mk(l, { says: [`Bldg ${b} Unit ${letter}`, `${b}${letter}`, `Unit ${b}-${letter}`, `#${b}${letter}`, `Building ${b}, Unit ${letter}`], inAddr: [`Bldg ${b} Unit ${letter}`, `#${b}${letter}`, `Unit ${l}`] });
  }
}

function garden(rng: Rng, p: PropM, n: number, book: AddrBook, mk: Mk): void {
  const style = n <= 30 ? rng.weighted([['floor', 6], ['letter', 2], ['bldgAddr', 2]] as const) : rng.weighted([['letter', 4], ['bldgAddr', 3], ['bldgNum', 3]] as const);
  const perFloor = rng.int(2, 8);
  const floors = rng.int(2, 3);
  const perBldg = perFloor * floors;
  const bldgs: Addr[] = [];
  const listed = rng.chance(0.6);
  for (let i = 0; i < n; i++) {
    const b = Math.floor(i / perBldg);
    const f = Math.floor((i % perBldg) / perFloor) + 1;
    const apt = `${f}${pad((i % perFloor) + 1, 2)}`;
    if (style === 'floor') {
      const l = b === 0 ? apt : `${b + 1}${apt}`;
      mk(l, { says: aptSays(l), inAddr: aptSays(l) });
    } else if (style === 'letter') {
      const L = String.fromCharCode(65 + b);
      const l = `${L}-${apt}`;
      mk(l, { says: [`Bldg ${L} Apt ${apt}`, l, `${L}${apt}`, `Apt ${L}${apt}`, `Unit ${l}`], inAddr: [`Apt ${L}-${apt}`, `Bldg ${L} Apt ${apt}`, `#${L}${apt}`] });
    } else if (style === 'bldgNum') {
      const l = `${b + 1}${apt}`;
      mk(l, { says: [`Apt ${l}`, `Bldg ${b + 1} Apt ${apt}`, `#${l}`, `Unit ${l}`], inAddr: [`Apt ${l}`, `#${l}`, `Bldg ${b + 1} #${apt}`] });
    } else {
      if (!bldgs[b]) {
        const prev = bldgs[b - 1] ?? p.addr;
        const cand = prev ? { num: String(Number(prev.num) + (b === 0 ? 0 : 4)), street: prev.street } : null;
        bldgs[b] = cand && (b === 0 || book.claim(p.city, cand)) ? cand : book.take(rng, p.city, p.city.arterials);
      }
      const ba = bldgs[b] as Addr;
      const l = `${ba.num}-${apt}`;
      mk(l, { bldg: ba, dirAddr: listed ? line(ba) : null, says: [l, `${ba.num} Apt ${apt}`], inAddr: [`Apt ${apt}`, `#${apt}`, `Unit ${apt}`] });
    }
  }
  p.buildings.push(...bldgs);
}

function condo(rng: Rng, _p: PropM, n: number, _book: AddrBook, mk: Mk): void {
  const ph = Math.min(n - 1, rng.int(1, 3));
  const perFloor = rng.int(4, 10);
  const phStyle = rng.pick(['PH#', 'PH-L', 'PH #']);
  for (let i = 0; i < n - ph; i++) {
    let f = Math.floor(i / perFloor) + 2;
    if (f >= 13) f += 1;
    const l = `${f}${pad((i % perFloor) + 1, 2)}`;
    mk(l, { says: [`Unit ${l}`, `#${l}`, `Apt ${l}`, `UNIT ${l}`, `Condo ${l}`], inAddr: [`Unit ${l}`, `#${l}`, `Apt ${l}`] });
  }
  for (let k = 1; k <= ph; k++) {
    const L = String.fromCharCode(64 + k);
    const l = phStyle === 'PH#' ? `PH${k}` : phStyle === 'PH-L' ? `PH-${L}` : `PH ${k}`;
    const x = phStyle === 'PH-L' ? L : String(k);
    mk(l, { says: [`Penthouse ${x}`, `PH${x}`, `PH-${x}`, `Unit PH${x}`, `PH ${x}`], inAddr: [`PH${x}`, `Penthouse ${x}`, `Unit PH-${x}`] });
  }
}

function mixed(rng: Rng, p: PropM, n: number, book: AddrBook, mk: Mk): void {
  const retail = Math.max(1, Math.min(n - 1, rng.int(1, 3)));
  const own = p.addr !== null && rng.chance(0.4);
  for (let i = 0; i < retail; i++) {
    const l = `${100 + i}`;
    let a: Addr | null = null;
    if (own && p.addr) {
      const c = { num: String(Number(p.addr.num) + 2 * (i + 1)), street: p.addr.street };
      a = book.claim(p.city, c) ? c : null;
    }
    mk(`Suite ${l}`, { addr: a, dirAddr: a ? line(a) : null, says: suiteSays(l), inAddr: suiteSays(l) });
  }
  const letters = rng.chance(0.5);
  for (let i = 0; i < n - retail; i++) {
    const f = Math.floor(i / 4) + 2;
    const l = letters ? `${f}${String.fromCharCode(65 + (i % 4))}` : `${f}0${(i % 4) + 1}`;
    mk(l, { says: aptSays(l), inAddr: aptSays(l) });
  }
}

function mhp(rng: Rng, p: PropM, n: number, book: AddrBook, mk: Mk): void {
  const word = rng.pick(['Lot', 'Space', 'Site']);
  const bare = rng.chance(0.3);
  const streets = rng.chance(0.4) ? rng.sample(innerStreets, rng.int(1, 3)) : null;
  for (let i = 1; i <= n; i++) {
    const l = bare ? String(i) : `${word} ${i}`;
    let a: Addr | null = null;
    if (streets) {
      const c = { num: String(i), street: rng.pick(streets) };
      a = book.claim(p.city, c) ? c : book.take(rng, p.city, streets, 1, 400);
    }
    const says = [`${word} ${i}`, `${word} #${i}`, word === 'Space' ? `Sp ${i}` : `Lot ${i}`, `#${i}`];
    mk(l, { addr: a, dirAddr: a ? line(a) : null, says, inAddr: a ? [] : [`${word} ${i}`, `#${i}`, `${word} ${i}`] });
  }
}

function office(rng: Rng, p: PropM, n: number, book: AddrBook, mk: Mk): void {
  const nb = p.addr && n >= 4 ? rng.int(1, 3) : 1;
  const bldgs: Addr[] = [];
  if (p.addr) bldgs.push(p.addr);
  while (bldgs.length < nb) {
    const c = { num: String(Number(p.addr?.num ?? 100) + 10 * bldgs.length), street: p.addr?.street ?? '' };
    bldgs.push(book.claim(p.city, c) ? c : book.take(rng, p.city, p.city.routes));
  }
  for (let i = 0; i < n; i++) {
    const b = i % nb;
    const l = `${(Math.floor(i / nb / 3) + 1) * 100 + (Math.floor(i / nb) % 3) * 10}`;
    const ba = nb > 1 ? (bldgs[b] as Addr) : null;
    mk(`Suite ${l}`, { bldg: ba, dirAddr: ba ? line(ba) : null, says: suiteSays(l), inAddr: suiteSays(l) });
  }
  if (nb > 1) p.buildings.push(...bldgs);
}

export function layoutUnits(rng: Rng, p: PropM, n: number, book: AddrBook, nextId: () => string): void {
  const mk: Mk = (label, o) => {
    const u: UnitM = {
      dir: { id: nextId(), propertyId: p.dir.id, unit: label, address: o.dirAddr ?? null },
      prop: p, addr: o.addr ?? null, bldgAddr: o.bldg ?? null, zip: o.zip ?? p.zip, says: o.says, inAddr: o.inAddr, needsSite: false,
    };
    p.units.push(u);
  };
  const f = { scattered, townhome, garden, condo, mixed, mhp, office }[p.kind];
  f(rng, p, n, book, mk);
  const seen = new Map<string, number>();
  for (const u of p.units) seen.set(u.dir.unit, (seen.get(u.dir.unit) ?? 0) + 1);
  for (const u of p.units) u.needsSite = (seen.get(u.dir.unit) ?? 0) > 1;
  if (p.units.length !== n) throw new Error(`${p.dir.name}: laid out ${p.units.length} units, wanted ${n}`);
}
