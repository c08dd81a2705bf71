/**
 * Units by kind: garden apartments by building number or letter, student beds ("204-B", "204-2"),
 * senior apartments and cottages, retail suites, a storage office, build-to-rent homes and the
 * sides of doubles with their own street addresses. And the ways a bill spells each one.
 */
import type { PropertyModel, UnitModel, UnitStyle } from './model';
import type { SiteAddress } from './registry';
import { at, type Rng } from './rng';

export interface UnitSeed {
  style: UnitStyle;
  label: string;
  bldg: string | null;
  num: string;
  bed: string | null;
  site: SiteAddress | null;
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

function gardenSeeds(count: number, rng: Rng): UnitSeed[] {
  const style = rng.weighted<UnitStyle>([['plain', 4], ['bldgNum', 3.5], ['bldgLetter', 2.5]]);
  const perBldg = rng.int(8, 16);
  const floors = rng.int(2, 3);
  const perFloor = Math.ceil(perBldg / floors);
  const dash = rng.chance(0.5);
  const out: UnitSeed[] = [];
  const buildings = Math.ceil(count / perBldg);
  for (let b = 1; b <= buildings && out.length < count; b++) {
    for (let f = 1; f <= floors && out.length < count; f++) {
      for (let k = 1; k <= perFloor && out.length < count; k++) {
        const num = `${f}${String(k).padStart(2, '0')}`;
        const letter = at([...LETTERS], b - 1);
        if (style === 'plain') {
          const label = buildings > 1 ? `${b}${num}` : num;
          out.push({ style, label, bldg: null, num: label, bed: null, site: null });
        } else if (style === 'bldgNum') out.push({ style, label: `${b}-${num}`, bldg: String(b), num, bed: null, site: null });
        else out.push({ style, label: dash ? `${letter}-${num}` : `${letter}${num}`, bldg: letter, num, bed: null, site: null });
      }
    }
  }
  return out;
}

function studentSeeds(count: number, rng: Rng): UnitSeed[] {
  const style = rng.chance(0.6) ? 'bedLetter' : 'bedNumber';
  const dash = style === 'bedNumber' || rng.chance(0.6);
  const out: UnitSeed[] = [];
  let apt = 100;
  while (out.length < count) {
    apt += rng.int(1, 3);
    if (apt % 100 > 40) apt = (Math.floor(apt / 100) + 1) * 100 + 1;
    const beds = rng.int(2, 4);
    for (let k = 0; k < beds && out.length < count; k++) {
      const bed = style === 'bedLetter' ? at([...'ABCD'], k) : String(k + 1);
      out.push({ style, label: dash ? `${apt}-${bed}` : `${apt}${bed}`, bldg: null, num: String(apt), bed, site: null });
    }
  }
  return out;
}

function seniorSeeds(count: number, rng: Rng): UnitSeed[] {
  const cottages = rng.chance(0.4) ? Math.min(rng.int(2, 6), Math.floor(count / 3)) : 0;
  const out: UnitSeed[] = [];
  for (let i = 1; i <= cottages; i++) out.push({ style: 'cottage', label: `Cottage ${i}`, bldg: null, num: String(i), bed: null, site: null });
  let n = 100;
  while (out.length < count) {
    n += 1;
    if (n % 100 > 30) n = (Math.floor(n / 100) + 1) * 100 + 1;
    out.push({ style: 'senior', label: String(n), bldg: null, num: String(n), bed: null, site: null });
  }
  return out;
}

function retailSeeds(count: number, rng: Rng): UnitSeed[] {
  const prefix = rng.weighted<string>([['Suite ', 5], ['Ste ', 2], ['', 3]]);
  const step = rng.pick([5, 10, 100]);
  const start = step === 100 ? 100 : rng.pick([100, 101, 200]);
  return Array.from({ length: count }, (_, i) => {
    const num = String(start + i * step);
    return { style: 'suite' as const, label: `${prefix}${num}`, bldg: null, num, bed: null, site: null };
  });
}

/** Seeds for the kinds whose units carry no street address of their own. */
export function plainSeeds(p: PropertyModel, count: number, rng: Rng): UnitSeed[] {
  switch (p.kind) {
    case 'garden': return gardenSeeds(count, rng);
    case 'student': return studentSeeds(count, rng);
    case 'senior': return seniorSeeds(count, rng);
    case 'retail': return retailSeeds(count, rng);
    case 'storage': return ['Office', 'Mgr Apt'].slice(0, count).map((label) => ({ style: 'storage' as const, label, bldg: null, num: label, bed: null, site: null }));
    case 'duplex': {
      const pair = p.metro.code === 'NOL' && rng.chance(0.5) ? ['Upper', 'Lower'] : rng.chance(0.6) ? ['A', 'B'] : ['1', '2'];
      return pair.map((label) => ({ style: 'side' as const, label, bldg: null, num: label, bed: null, site: null }));
    }
    default: return [];
  }
}

const SIDE_WORDS: Readonly<Record<string, readonly string[]>> = {
  Upper: ['Upper', 'Upstairs', 'Upper Unit', 'UPPER'],
  Lower: ['Lower', 'Downstairs', 'Lower Unit', 'LOWER'],
  Office: ['Office', 'Leasing Office', 'OFFICE', 'Mgmt Office'],
  'Mgr Apt': ['Mgr Apt', "Manager's Apartment", 'MGR APT', 'Manager Apt'],
};

/** The unit as a bill prints it, in the unit field or beside the address. */
export function renderUnit(u: UnitModel, rng: Rng): string {
  const n = u.num;
  const b = u.bldg ?? '';
  const bed = u.bed ?? '';
  switch (u.style) {
    case 'plain':
    case 'senior':
      return rng.pick([`Apt ${n}`, `#${n}`, `Unit ${n}`, `APT ${n}`, `Apt. ${n}`, `Apartment ${n}`, `No. ${n}`]);
    case 'bldgNum':
      return rng.pick([`Bldg ${b} Apt ${n}`, `Bldg ${b}, Unit ${n}`, `${b}-${n}`, `Building ${b} #${n}`, `Apt ${n} Bldg ${b}`, `BLDG ${b} UNIT ${n}`, `Unit ${b}-${n}`]);
    case 'bldgLetter':
      return rng.pick([`Bldg ${b} Apt ${n}`, `Unit ${b}${n}`, `${b}-${n}`, `Apt ${b}${n}`, `Building ${b}, Unit ${n}`, `#${b}${n}`, `APT ${b}-${n}`]);
    case 'bedLetter':
      return rng.pick([`Unit ${n} Bed ${bed}`, `${n}-${bed}`, `Apt ${n} Bedroom ${bed}`, `${n}${bed}`, `Unit ${n}${bed}`, `Apt ${n}, Bed ${bed}`]);
    case 'bedNumber':
      return rng.pick([`Apt ${n} Rm ${bed}`, `${n}-${bed}`, `Unit ${n} Room ${bed}`, `Apt ${n} Bedroom ${bed}`, `Unit ${n} Bed ${bed}`]);
    case 'cottage':
      return rng.pick([`Cottage ${n}`, `Cottage #${n}`, `COTTAGE ${n}`]);
    case 'suite':
      return rng.pick([`Ste ${n}`, `Suite ${n}`, `#${n}`, `Ste. ${n}`, `Unit ${n}`, `STE ${n}`, `Space ${n}`]);
    case 'storage':
      return rng.pick(SIDE_WORDS[n] ?? [n]);
    case 'lot':
      return rng.pick([`Lot ${n}`, `Lot #${n}`, `LOT ${n}`, `Homesite ${n}`]);
    case 'house':
      return rng.pick([`Unit ${n}`, `#${n}`, `${n} side`, n]);
    case 'side':
      return SIDE_WORDS[n] !== undefined ? rng.pick(SIDE_WORDS[n] ?? [n]) : rng.pick([`Unit ${n}`, `Apt ${n}`, `Side ${n}`, `#${n}`]);
  }
}
