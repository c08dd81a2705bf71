/**
 * How a building's units are numbered and how the directory labels them: garden complexes with
 * buildings ("4-210", "4210", "Bldg 4 Unit 210", "A101"), parks by space or lot, strip suites,
 * plexes by letter or number, duplex halves by letter, floor or their own house numbers.
 */
import type { Rng } from './rng';

export type UnitShape =
  | { kind: 'bldg'; bldg: string; num: string }
  | { kind: 'num'; num: string }
  | { kind: 'letter'; num: string }
  | { kind: 'word'; num: string }
  | { kind: 'space'; num: string; word: 'Space' | 'Lot' | 'Spc' | 'Site' | '' }
  | { kind: 'suite'; num: string; word: 'Suite' | 'Ste' | 'Unit' }
  | { kind: 'house'; num: string };

export interface UnitPlan {
  shape: UnitShape;
  label: string;
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVW';

export function gardenUnits(rng: Rng, size: number): UnitPlan[] {
  const perBldg = rng.int(8, 24);
  const floors = rng.int(2, 3);
  const buildings = Math.ceil(size / perBldg);
  const drawn = buildings > LETTERS.length ? rng.pick(['dash', 'fused', 'words', 'flat'] as const)
    : rng.weighted([['dash', 40], ['fused', 20], ['words', 10], ['letter', 15], ['flat', 15]] as const);
  const style = drawn === 'flat' && size > 360 ? 'dash' : drawn;
  const out: UnitPlan[] = [];
  if (style === 'flat') {
    const perFloor = Math.ceil(size / 4);
    for (let i = 0; i < size; i++) {
      const num = String((Math.floor(i / perFloor) + 1) * 100 + (i % perFloor) + 1);
      out.push({ shape: { kind: 'num', num }, label: num });
    }
    return out;
  }
  const perFloor = Math.ceil(perBldg / floors);
  for (let i = 0; i < size; i++) {
    const b = Math.floor(i / perBldg);
    const j = i % perBldg;
    const bldg = style === 'letter' ? LETTERS.charAt(b) : String(b + 1);
    const num = String((Math.floor(j / perFloor) + 1) * 100 + (j % perFloor) + 1);
    const label = style === 'dash' ? `${bldg}-${num}` : style === 'words' ? `Bldg ${bldg} Unit ${num}` : `${bldg}${num}`;
    out.push({ shape: { kind: 'bldg', bldg, num }, label });
  }
  return out;
}

export function parkUnits(rng: Rng, size: number, rv: boolean): UnitPlan[] {
  const word = rv ? 'Site' : rng.weighted([['Space', 40], ['Lot', 30], ['Spc', 10], ['', 20]] as const);
  const out: UnitPlan[] = [];
  for (let i = 1; i <= size; i++) {
    const num = String(i);
    out.push({ shape: { kind: 'space', num, word }, label: word ? `${word} ${num}` : num });
  }
  return out;
}

export function retailUnits(rng: Rng, size: number): UnitPlan[] {
  const style = rng.pick(['hundreds', 'letters', 'plain'] as const);
  const word = style === 'plain' ? 'Unit' : rng.pick(['Suite', 'Suite', 'Ste'] as const);
  const out: UnitPlan[] = [];
  for (let i = 1; i <= size; i++) {
    const num = style === 'hundreds' ? String(100 + i) : style === 'letters' ? LETTERS.charAt(i - 1) : String(i);
    out.push({ shape: { kind: 'suite', num, word }, label: `${word} ${num}` });
  }
  return out;
}

export function smallUnits(rng: Rng, size: number): UnitPlan[] {
  const style = size <= 4 ? rng.pick(['letter', 'num', 'floor'] as const) : rng.pick(['num', 'floor'] as const);
  const out: UnitPlan[] = [];
  const perFloor = Math.ceil(size / (size <= 4 ? 2 : rng.int(2, 3)));
  for (let i = 0; i < size; i++) {
    if (style === 'letter') out.push({ shape: { kind: 'letter', num: LETTERS.charAt(i) }, label: LETTERS.charAt(i) });
    else {
      const num = style === 'num' ? String(i + 1) : String((Math.floor(i / perFloor) + 1) * 100 + (i % perFloor) + 1);
      out.push({ shape: { kind: 'num', num }, label: num });
    }
  }
  return out;
}

/** Duplex halves; 'house' style is decided by the caller, which owns the addresses. */
export function duplexUnits(rng: Rng, oldCity: boolean): UnitPlan[] {
  const style = rng.weighted([['letter', 55], ['words', oldCity ? 30 : 0], ['num', 15]] as const);
  if (style === 'words') return ['Upper', 'Lower'].map((w) => ({ shape: { kind: 'word', num: w }, label: w }));
  if (style === 'num') return ['1', '2'].map((n) => ({ shape: { kind: 'num', num: n }, label: n }));
  return ['A', 'B'].map((n) => ({ shape: { kind: 'letter', num: n }, label: rng.chance(0.2) ? `Unit ${n}` : n }));
}

export function condoUnit(rng: Rng, taken: ReadonlySet<string>): UnitPlan {
  for (;;) {
    const num = String(rng.int(1, 12) * 100 + rng.int(1, 24));
    if (taken.has(num)) continue;
    const label = rng.weighted([[num, 70], [`Unit ${num}`, 20], [`#${num}`, 10]] as const);
    return { shape: { kind: 'num', num }, label };
  }
}
