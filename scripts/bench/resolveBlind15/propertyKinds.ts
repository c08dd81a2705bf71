/** Property kinds of the portfolio and how each numbers its units. */
import type { Region } from './geo';
import { type Rng, at } from './rng';

export type Kind = 'walkup' | 'flats' | 'garden' | 'retail' | 'medical' | 'flex' | 'storage' | 'student' | 'senior';

/** What a unit label means, so that bills can print it their own way. */
export type Shape =
  | { t: 'fr'; floor: number; rear: boolean }
  | { t: 'num'; n: string }
  | { t: 'updown'; up: boolean }
  | { t: 'floor'; floor: number }
  | { t: 'bldg'; b: string; n: string }
  | { t: 'suite'; n: string; word: 'Suite' | 'Unit' }
  | { t: 'bay'; n: number }
  | { t: 'word'; w: string }
  | { t: 'house'; num: string; street: string };

export interface UnitSpec {
  label: string;
  shape: Shape;
  /** Street line of a unit with its own address. */
  address: string | null;
}

export const KIND_WEIGHTS: Record<Region, readonly (readonly [Kind, number])[]> = {
  north: [['walkup', 20], ['flats', 24], ['garden', 7], ['retail', 10], ['medical', 5], ['flex', 6], ['storage', 4], ['student', 7], ['senior', 3]],
  south: [['walkup', 2], ['flats', 22], ['garden', 14], ['retail', 13], ['medical', 6], ['flex', 9], ['storage', 12], ['student', 9], ['senior', 3]],
};

/** Unit-count bounds of the kinds whose count the builder may move to hit the exact total. */
export const COUNT_BOUNDS: Partial<Record<Kind, readonly [number, number]>> = {
  walkup: [3, 10], garden: [8, 72], retail: [3, 16], medical: [4, 24], flex: [3, 16], senior: [30, 150], student: [4, 24],
};

export function drawCount(kind: Kind, rng: Rng): number {
  switch (kind) {
    case 'walkup': return rng.int(3, 9);
    case 'garden': return rng.int(12, 48);
    case 'retail': return rng.int(3, 14);
    case 'medical': return rng.int(5, 22);
    case 'flex': return rng.int(4, 14);
    case 'senior': return rng.int(45, 110);
    case 'student': return rng.int(6, 20);
    default: return 0;
  }
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVW';

function walkup(n: number, rng: Rng): UnitSpec[] {
  const style = rng.pickW([['FR', 4], ['Word', 3], ['Num', 2]] as const);
  const out: UnitSpec[] = [];
  const rearHouse = n >= 4 && rng.chance(0.18);
  const garden = n >= 4 && rng.chance(0.12);
  let left = n - (rearHouse ? 1 : 0) - (garden ? 1 : 0);
  if (garden) out.push({ label: rng.chance(0.5) ? 'Garden' : 'G', shape: { t: 'word', w: 'Garden' }, address: null });
  for (let i = 0; left > 0; i++, left--) {
    const floor = Math.floor(i / 2) + 1;
    const rear = i % 2 === 1;
    if (style === 'Num') out.push({ label: String(i + 1), shape: { t: 'num', n: String(i + 1) }, address: null });
    else if (style === 'FR') out.push({ label: `${floor}${rear ? 'R' : 'F'}`, shape: { t: 'fr', floor, rear }, address: null });
    else out.push({ label: `${floor} ${rear ? 'Rear' : 'Front'}`, shape: { t: 'fr', floor, rear }, address: null });
  }
  if (rearHouse) out.push({ label: 'Rear', shape: { t: 'word', w: 'Rear' }, address: null });
  return out;
}

/** Flats decide their own count: upper/lower, a numbered double, a triple-decker or a fourplex. */
export function flats(num: number, street: string, region: Region, metro: string, rng: Rng): { units: UnitSpec[]; address: string } {
  const triple = metro === 'PVD' || metro === 'HFD';
  const variant = rng.pickW([['updown', region === 'north' ? 5 : 2], ['split', region === 'north' ? 3 : 5], ['floors', triple ? 4 : 1], ['four', 1.5]] as const);
  if (variant === 'updown') {
    return { address: `${num} ${street}`, units: [{ label: 'Lower', shape: { t: 'updown', up: false }, address: null }, { label: 'Upper', shape: { t: 'updown', up: true }, address: null }] };
  }
  if (variant === 'split') {
    const other = num + (rng.chance(0.75) ? 2 : 4);
    const mkU = (x: number): UnitSpec => ({ label: String(x), shape: { t: 'house', num: String(x), street }, address: `${x} ${street}` });
    return { address: `${num}-${other} ${street}`, units: [mkU(num), mkU(other)] };
  }
  if (variant === 'floors') {
    const k = triple ? 3 : rng.int(2, 3);
    const names = ['1st Floor', '2nd Floor', '3rd Floor'];
    return { address: `${num} ${street}`, units: names.slice(0, k).map((label, i) => ({ label, shape: { t: 'floor', floor: i + 1 }, address: null })) };
  }
  return { address: `${num} ${street}`, units: [1, 2, 3, 4].map((i) => ({ label: String(i), shape: { t: 'num', n: String(i) }, address: null })) };
}

function garden(n: number, rng: Rng): { units: UnitSpec[]; buildings: string[] } {
  const per = rng.int(8, 12);
  const nb = Math.max(1, Math.ceil(n / per));
  const style = rng.pickW([['A-101', 4], ['A101', 3], ['1101', 2]] as const);
  const buildings: string[] = [];
  const units: UnitSpec[] = [];
  for (let b = 0; b < nb; b++) buildings.push(style === '1101' ? String(b + 1) : at([...LETTERS], b % LETTERS.length));
  for (let i = 0; i < n; i++) {
    const b = at(buildings, i % nb);
    const k = Math.floor(i / nb);
    const n3 = `${Math.floor(k / 4) + 1}0${(k % 4) + 1}`;
    const label = style === 'A-101' ? `${b}-${n3}` : `${b}${n3}`;
    units.push({ label, shape: { t: 'bldg', b, n: n3 }, address: null });
  }
  return { units, buildings: buildings.map((b) => (style === '1101' ? `Bldg ${b}` : `Building ${b}`)) };
}

function suites(n: number, perFloor: number, word: 'Suite' | 'Unit', step: number): UnitSpec[] {
  const out: UnitSpec[] = [];
  for (let i = 0; i < n; i++) {
    const floor = Math.floor(i / perFloor) + 1;
    const s = String(floor * 100 + (i % perFloor) * step + (step === 1 ? 1 : 0));
    out.push({ label: `${word} ${s}`, shape: { t: 'suite', n: s, word }, address: null });
  }
  return out;
}

function numberedApts(n: number, perFloor: number, firstFloor: number): UnitSpec[] {
  const out: UnitSpec[] = [];
  for (let i = 0; i < n; i++) {
    const floor = firstFloor + Math.floor(i / perFloor);
    const s = `${floor}${String((i % perFloor) + 1).padStart(2, '0')}`;
    out.push({ label: s, shape: { t: 'num', n: s }, address: null });
  }
  return out;
}

/** Units of every kind but flats and scattered student houses, for a count fixed by the builder. */
export function unitsFor(kind: Kind, n: number, rng: Rng): { units: UnitSpec[]; buildings: string[]; docks: number } {
  switch (kind) {
    case 'walkup': return { units: walkup(n, rng), buildings: [], docks: 0 };
    case 'garden': return { ...garden(n, rng), docks: 0 };
    case 'retail': {
      const word = rng.chance(0.7) ? 'Suite' : 'Unit';
      return { units: suites(n, 40, word, rng.chance(0.5) ? 10 : 4), buildings: [], docks: 0 };
    }
    case 'medical': return { units: suites(n, rng.int(4, 8), 'Suite', rng.chance(0.5) ? 10 : 1), buildings: [], docks: 0 };
    case 'flex': {
      const docks = n * rng.int(1, 3) + rng.int(0, 4);
      if (rng.chance(0.65)) return { units: Array.from({ length: n }, (_, i) => ({ label: `Bay ${i + 1}`, shape: { t: 'bay', n: i + 1 } as Shape, address: null })), buildings: [], docks };
      return { units: suites(n, 40, 'Unit', 5), buildings: [], docks };
    }
    case 'storage': {
      const k = rng.pickW([[0, 1], [1, 6], [2, 3]] as const);
      const labels = ['Office', "Manager's Apt"].slice(0, k);
      return { units: labels.map((w) => ({ label: w, shape: { t: 'word', w }, address: null })), buildings: [], docks: 0 };
    }
    case 'student': return { units: numberedApts(n, rng.int(4, 8), 1), buildings: [], docks: 0 };
    case 'senior': return { units: numberedApts(n, rng.int(8, 14), 2), buildings: [], docks: 0 };
    case 'flats': throw new Error('flats build their own units');
  }
}
