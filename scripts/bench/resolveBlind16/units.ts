/**
 * Unit labels of many shapes (the directory's "3B", "Space 17", "Bldg 2 Ste 110", "Upper",
 * "Casa 5", "Cabin 3") and the ways a bill prints them ("Apt. 3-B", "Sp 17", "Building 2, Suite 110").
 */
import type { PropType, UnitKind } from './model';
import { type Rng, chance, int, pick, pickW } from './rng';

export interface LabelSpec {
  label: string;
  kind: UnitKind;
}

function letter(i: number): string {
  return String.fromCharCode(65 + i);
}

/** n distinct labels for a property of the given type, in one scheme per property. */
export function unitLabels(r: Rng, type: PropType, n: number, spanish: boolean): LabelSpec[] {
  const out: LabelSpec[] = [];
  const push = (label: string, kind: UnitKind) => out.push({ label, kind });
  switch (type) {
    case 'apartments':
    case 'condo':
    case 'resort': {
      const scheme = pickW(r, [['floorNum', 6], ['floorLetter', 3], ['bldgNum', 2], ['villa', type === 'resort' ? 2 : 0], ['high', type === 'apartments' ? 0 : 3]] as const);
      const perFloor = scheme === 'floorLetter' ? int(r, 2, 6) : int(r, 4, 12);
      const base = scheme === 'high' ? int(r, 2, 20) : 0;
      const bldgs = 'ABCDEFGH';
      for (let i = 0; i < n; i++) {
        const floor = Math.floor(i / perFloor) + 1;
        const k = (i % perFloor) + 1;
        if (scheme === 'floorNum') push(`${floor}${String(k).padStart(2, '0')}`, 'apt');
        else if (scheme === 'high') push(`${floor + base}${String(k).padStart(2, '0')}`, 'apt');
        else if (scheme === 'floorLetter') push(`${floor}${letter(k - 1)}`, 'apt');
        else if (scheme === 'villa') push(`Villa ${i + 1}`, 'villa');
        else {
          const b = bldgs.charAt(Math.floor(i / (perFloor * 3)) % bldgs.length);
          const j = i % (perFloor * 3);
          push(`${b}-${Math.floor(j / perFloor) + 1}${String((j % perFloor) + 1).padStart(2, '0')}`, 'apt');
        }
      }
      break;
    }
    case 'mhp': {
      const word = pickW(r, [['Space ', 4], ['Lot ', 3], ['', 3], ['Sp ', 1]] as const);
      for (let i = 0; i < n; i++) push(`${word}${i + 1}`, word.startsWith('Lot') ? 'lot' : 'space');
      break;
    }
    case 'mixed': {
      const shops = Math.max(1, Math.min(n - 1, int(r, 1, 4)));
      for (let i = 0; i < n; i++) {
        if (i < shops) push(pick(r, ['Ste ', 'Suite ']) + String(100 + i * 2), 'suite');
        else push(String(200 + (i - shops) + 1), 'apt');
      }
      break;
    }
    case 'office': {
      const word = pickW(r, [['Suite ', 5], ['Ste ', 3], ['', 2]] as const);
      for (let i = 0; i < n; i++) push(`${word}${(Math.floor(i / 6) + 1) * 100 + ((i % 6) + 1) * 10}`, 'suite');
      break;
    }
    case 'industrial': {
      const scheme = pickW(r, [['bldg', 4], ['letter', 3], ['bay', 2]] as const);
      for (let i = 0; i < n; i++) {
        if (scheme === 'bldg') push(`Bldg ${Math.floor(i / 4) + 1} Ste ${((i % 4) + 1) * 10 + 100}`, 'bldgSuite');
        else if (scheme === 'letter') push(i < 26 ? letter(i) : `${letter(i - 26)}${letter(i - 26)}`, 'letter');
        else push(`Bay ${i + 1}`, 'bay');
      }
      break;
    }
    case 'duplex': {
      const scheme = spanish ? 'casa' : pickW(r, [['updown', n === 2 ? 4 : 0], ['letter', 4], ['num', 2]] as const);
      for (let i = 0; i < n; i++) {
        if (scheme === 'casa') push(`Casa ${i + 1}`, 'casa');
        else if (scheme === 'updown') push(i === 0 ? 'Upper' : 'Lower', 'updown');
        else if (scheme === 'letter') push(letter(i), 'letter');
        else push(String(i + 1), 'num');
      }
      break;
    }
    case 'townhomes': {
      const scheme = spanish ? 'casa' : pickW(r, [['num', 5], ['letter', 1]] as const);
      for (let i = 0; i < n; i++) push(scheme === 'casa' ? `Casa ${i + 1}` : scheme === 'letter' ? letter(i % 26) + (i >= 26 ? '2' : '') : String(i + 1), scheme === 'casa' ? 'casa' : scheme === 'letter' ? 'letter' : 'num');
      break;
    }
    case 'cabin':
      for (let i = 0; i < n; i++) push(chance(r, 0.85) ? `Cabin ${i + 1}` : `Cabin ${letter(i)}`, 'cabin');
      break;
    case 'scattered':
    case 'sfh':
      for (let i = 0; i < n; i++) push(`Home ${i + 1}`, 'house');
      break;
  }
  const seen = new Set<string>();
  return out.filter((u) => (seen.has(u.label) ? false : (seen.add(u.label), true)));
}

function splitNum(label: string): string {
  const m = /^(\d+)([A-Z])$/.exec(label);
  return m ? `${m[1] ?? ''}-${m[2] ?? ''}` : label;
}

/** The unit as a bill prints it. spanish: Puerto Rican wording. */
export function printUnit(r: Rng, label: string, kind: UnitKind, spanish: boolean): string {
  const bare = label.replace(/^(Space|Sp|Lot|Suite|Ste|Villa|Casa|Cabin|Bay)\s+/i, '');
  switch (kind) {
    case 'apt':
      return pickW(r, [
        [`Apt ${label}`, 6], [`#${label}`, 4], [`Unit ${label}`, 4], [`APT ${label}`, 2], [`Apt. ${splitNum(label)}`, 1],
        [`Apartment ${label}`, 1], [`Apto ${label}`, spanish ? 5 : 0], [`Apt #${label}`, 1], [`Ste ${label}`, 0],
      ] as const);
    case 'suite':
      return pickW(r, [[`Ste ${bare}`, 5], [`Suite ${bare}`, 4], [`#${bare}`, 2], [`STE ${bare}`, 1], [`Oficina ${bare}`, spanish ? 3 : 0], [`Local ${bare}`, spanish ? 2 : 0]] as const);
    case 'space':
      return pickW(r, [[`Space ${bare}`, 5], [`Sp ${bare}`, 3], [`SPC ${bare}`, 2], [`Space #${bare}`, 2], [`#${bare}`, 1], [`Site ${bare}`, 1]] as const);
    case 'lot':
      return pickW(r, [[`Lot ${bare}`, 6], [`LOT #${bare}`, 2], [`Lot #${bare}`, 2], [`Space ${bare}`, 1]] as const);
    case 'bldgSuite': {
      const m = /^Bldg (\d+) Ste (\d+)$/.exec(label);
      const b = m?.[1] ?? '1';
      const s = m?.[2] ?? '100';
      return pick(r, [`Building ${b}, Suite ${s}`, `Bldg ${b} #${s}`, `BLDG ${b} STE ${s}`, `Bldg. ${b}, Ste. ${s}`, `Bldg ${b} Ste ${s}`, `Building ${b} Ste ${s}`]);
    }
    case 'letter':
      return pickW(r, [[`Unit ${label}`, 6], [`#${label}`, 3], [`Apt ${label}`, 2], [`Unit-${label}`, 1], [`Ste ${label}`, 1]] as const);
    case 'updown':
      return label === 'Upper'
        ? pick(r, ['Upper', 'Upper Unit', 'UPPR', 'Upstairs', 'Upper Level'])
        : pick(r, ['Lower', 'Lower Unit', 'LWR', 'Basement Apt', 'Lower Level', 'Garden Level']);
    case 'casa':
      return pick(r, [`Casa ${bare}`, `Casa #${bare}`, `CASA ${bare}`, `Casa Núm. ${bare}`]);
    case 'cabin':
      return pick(r, [`Cabin ${bare}`, `Cabin #${bare}`, `CABIN ${bare}`]);
    case 'villa':
      return pick(r, [`Villa ${bare}`, `Villa #${bare}`, `VILLA ${bare}`, `Unit V${bare}`]);
    case 'bay':
      return pick(r, [`Bay ${bare}`, `Bay #${bare}`, `Dock Bay ${bare}`, `Unit ${bare}`]);
    case 'num':
      return pickW(r, [[`Unit ${label}`, 5], [`#${label}`, 3], [`Townhome ${label}`, 1], [`TH ${label}`, 1], [`Apt ${label}`, 1]] as const);
    case 'house':
      return label;
  }
}
