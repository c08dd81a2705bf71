/*
 * How a property's units are labelled in the directory: floor numbers, building-prefixed numbers,
 * floor letters, penthouses, office suites, office-park buildings, retail spaces.
 */
import type { Addr } from './address';
import { pad, type Rng } from './random';

export type UnitKind = 'apt' | 'condo' | 'ph' | 'suite' | 'retail' | 'letter' | 'updown' | 'house';

export interface UnitGen {
  id: string;
  label: string;
  kind: UnitKind;
  /** Building letter or number when the unit number repeats across buildings. */
  bldg: string | null;
  /** The unit's own designation without building or designator: "204", "2B", "PH1", "A", "Upper". */
  core: string;
  addr: Addr | null;
  addrText: string | null;
  /** True when another unit of the property shares the core (so the building must be given). */
  coreShared: boolean;
}

export const LETTERS = 'ABCDEFGHJKLMNPQRSTUVW';

export function unit(label: string, kind: UnitKind, core: string, bldg: string | null = null): UnitGen {
  return { id: '', label, kind, bldg, core, addr: null, addrText: null, coreShared: false };
}

/** Floors of units numbered floor + two digits ("101".."312"). */
export function floorNumbers(n: number, perFloor: number, step = 1, startFloor = 1): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const floor = startFloor + Math.floor(i / perFloor);
    const k = (i % perFloor) * step + (step === 1 ? 1 : 0);
    out.push(`${floor}${pad(k, 2)}`);
  }
  return out;
}

export function split(n: number, parts: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < parts; i++) out.push(Math.floor(n / parts) + (i < n % parts ? 1 : 0));
  return out;
}

export function apartmentUnits(rng: Rng, n: number): UnitGen[] {
  const scheme = rng.weighted([
    ['floorNum', 38],
    ['bldgLetter', 20],
    ['bldg4', 10],
    ['bldgDash', 10],
    ['seq', 12],
    ['floorLetter', 10],
  ] as const);
  if (scheme === 'floorNum') {
    const prefix = rng.weighted([
      ['', 86],
      ['Apt ', 9],
      ['#', 5],
    ] as const);
    return floorNumbers(n, rng.int(4, 14)).map((c) => unit(prefix + c, 'apt', c));
  }
  if (scheme === 'floorLetter') {
    const per = rng.int(3, 8);
    const out: UnitGen[] = [];
    for (let i = 0; i < n; i++) {
      const c = `${1 + Math.floor(i / per)}${LETTERS[i % per]}`;
      out.push(unit(c, 'apt', c));
    }
    return out;
  }
  if (scheme === 'seq') {
    const width = rng.chance(0.2) ? 3 : 0;
    return Array.from({ length: n }, (_, i) => {
      const c = width ? pad(i + 1, width) : String(i + 1);
      return unit(c, 'apt', c);
    });
  }
  const buildings = Math.max(2, Math.min(scheme === 'bldg4' ? 9 : 8, Math.ceil(n / rng.int(8, 16))));
  const sizes = split(n, buildings);
  const out: UnitGen[] = [];
  const fmt = rng.weighted([
    ['dash', 45],
    ['tight', 25],
    ['bldg', 20],
    ['space', 10],
  ] as const);
  const perFloor = rng.int(4, 8);
  const firstBldgNo = scheme === 'bldgDash' ? rng.int(1, 12) : 1;
  sizes.forEach((size, b) => {
    const nums = floorNumbers(size, perFloor);
    for (const c of nums) {
      if (scheme === 'bldg4') {
        const code = `${b + 1}${c}`;
        out.push(unit(code, 'apt', code));
      } else if (scheme === 'bldgLetter') {
        const L = LETTERS[b] ?? 'Z';
        const label = fmt === 'dash' ? `${L}-${c}` : fmt === 'tight' ? `${L}${c}` : fmt === 'bldg' ? `Bldg ${L}-${c}` : `${L} ${c}`;
        out.push(unit(label, 'apt', c, L));
      } else {
        const B = String(firstBldgNo + b);
        const label = fmt === 'bldg' ? `Bldg ${B} #${c}` : `${B}-${c}`;
        out.push(unit(label, 'apt', c, B));
      }
    }
  });
  return out;
}

export function condoUnits(rng: Rng, n: number): UnitGen[] {
  const scheme = rng.weighted([
    ['floorNum', 50],
    ['floorLetter', 35],
    ['unitWord', 15],
  ] as const);
  const per = scheme === 'floorLetter' ? rng.int(2, 6) : rng.int(3, 10);
  const cores: string[] = [];
  for (let i = 0; i < n; i++) {
    const f = 1 + Math.floor(i / per);
    const k = i % per;
    cores.push(scheme === 'floorLetter' ? `${f}${LETTERS[k]}` : `${f}${pad(k + 1, 2)}`);
  }
  const floors = Math.ceil(n / per);
  const penthouse = floors >= 4 && rng.chance(0.4);
  let ph = 0;
  return cores.map((c, i) => {
    if (penthouse && Math.floor(i / per) === floors - 1) {
      ph += 1;
      const label = rng.chance(0.7) ? `PH${ph}` : `PH-${ph}`;
      return unit(label, 'ph', `PH${ph}`);
    }
    return unit(scheme === 'unitWord' ? `Unit ${c}` : c, 'condo', c);
  });
}

export function commercialUnits(rng: Rng, n: number): UnitGen[] {
  const scheme = rng.weighted([
    ['office', 50],
    ['park', 15],
    ['retail', 35],
  ] as const);
  if (scheme === 'retail') {
    const letters = rng.chance(0.55);
    const fmt = rng.weighted([
      ['Suite ', 40],
      ['Unit ', 20],
      ['', 25],
      ['Space ', 15],
    ] as const);
    const hundreds = rng.chance(0.4);
    return Array.from({ length: n }, (_, i) => {
      const c = letters ? (LETTERS[i] ?? `Z${i}`) : String(hundreds ? 100 + i * 4 : i + 1);
      return unit(fmt + c, 'retail', c);
    });
  }
  const fmt = rng.weighted([
    ['Suite ', 42],
    ['Ste ', 15],
    ['', 33],
    ['STE ', 10],
  ] as const);
  if (scheme === 'office') {
    const per = rng.int(2, 6);
    return floorNumbers(n, per, 10, 1).map((c) => unit(fmt + c, 'suite', c));
  }
  const buildings = Math.max(2, Math.min(4, Math.ceil(n / 4)));
  const out: UnitGen[] = [];
  split(n, buildings).forEach((size, b) => {
    const L = LETTERS[b] ?? 'Z';
    for (const c of floorNumbers(size, rng.int(2, 4), 10, 1)) {
      const label = rng.chance(0.5) ? `Bldg ${L} Ste ${c}` : `${L}-${c}`;
      out.push(unit(label, 'suite', c, L));
    }
  });
  // One format per property: keep the first choice for all.
  const bldgFmt = out[0]?.label.startsWith('Bldg') ?? true;
  for (const u of out) u.label = bldgFmt ? `Bldg ${u.bldg} Ste ${u.core}` : `${u.bldg}-${u.core}`;
  return out;
}

