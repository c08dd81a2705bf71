/** Unit shapes by building type, their directory labels, and how bills print them. */
import { chance, int, pick, shuffle, type Rng } from './rng';

export type PropKind = 'coop' | 'condo' | 'brownstone' | 'garden' | 'sro' | 'adu' | 'mixed' | 'mhp' | 'marina' | 'garage' | 'office' | 'warehouse' | 'sfr' | 'fourplex';
export type UnitKind = 'apt' | 'floor' | 'bldgApt' | 'room' | 'house' | 'store' | 'space' | 'slip' | 'stall' | 'suite' | 'officeFloor' | 'dock' | 'bay';

export interface UnitSpec {
  kind: UnitKind;
  /** The directory's label for the unit. */
  label: string;
  a: string;
  b: string;
}

const pad = (n: number, w: number): string => String(n).padStart(w, '0');
export const ordinal = (n: number): string => {
  const t = n % 100;
  if (t >= 11 && t <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};
const LETTERS = 'ABCDEFGHJK';

/** Unit-count range per building type (the set scales counts to hit exactly 20,000). */
export const UNIT_RANGE: Record<PropKind, readonly [number, number]> = {
  coop: [8, 40], condo: [6, 36], brownstone: [2, 5], garden: [8, 30], sro: [10, 40], adu: [2, 3], mixed: [2, 8],
  mhp: [12, 45], marina: [10, 40], garage: [0, 20], office: [3, 20], warehouse: [1, 10], sfr: [0, 0], fourplex: [2, 4],
};

function take(r: Rng, all: UnitSpec[], n: number, sort = true): UnitSpec[] {
  const seen = new Set<string>();
  const uniq = all.filter((u) => !seen.has(u.label.toLowerCase()) && seen.add(u.label.toLowerCase()));
  const chosen = shuffle(r, uniq).slice(0, n);
  return sort ? chosen.sort((x, y) => x.label.localeCompare(y.label, 'en', { numeric: true })) : chosen;
}

/** `n` distinct units of a building of this type. */
export function makeUnits(r: Rng, kind: PropKind, n: number): UnitSpec[] {
  if (n <= 0) return [];
  const out: UnitSpec[] = [];
  const style = int(r, 0, 2);
  switch (kind) {
    case 'coop':
    case 'fourplex':
    case 'condo': {
      if (kind === 'fourplex') {
        const letters = chance(r, 0.5);
        for (let i = 1; i <= n; i++) {
          const a = letters ? (LETTERS[i - 1] as string) : String(i);
          out.push({ kind: 'apt', a, b: '', label: style === 0 ? `Unit ${a}` : a });
        }
        return out;
      }
      const frontRear = kind === 'coop' && chance(r, 0.4);
      const perFloor = frontRear ? 2 : int(r, 3, 8);
      const numeric = kind === 'condo' && chance(r, 0.7);
      const floors = Math.ceil(n / perFloor) + 2;
      for (let f = 1 + (kind === 'coop' ? 1 : 0); f <= floors + 1; f++) {
        for (let k = 0; k < perFloor; k++) {
          const a = numeric ? `${f}${pad(k + 1, 2)}` : `${f}${frontRear ? (k === 0 ? 'F' : 'R') : LETTERS[k]}`;
          out.push({ kind: 'apt', a, b: '', label: style === 2 ? `Apt ${a}` : a });
        }
      }
      const units = take(r, out, n);
      if (n >= 6 && chance(r, 0.45)) {
        const ph = chance(r, 0.5) ? ['PH-A', 'PH-B'] : ['PH1', 'PH2'];
        units.splice(-2, 2, ...ph.map((a) => ({ kind: 'apt' as const, a, b: '', label: style === 2 ? `Apt ${a}` : a })));
      }
      return units;
    }
    case 'brownstone': {
      const floors = ['Garden', 'Parlor', '3', '4', 'Top'].slice(0, n);
      return floors.map((a) => ({ kind: 'floor' as const, a, b: '', label: /\d/.test(a) ? (style === 0 ? `Fl ${a}` : `${ordinal(Number(a))} Floor`) : a === 'Top' ? 'Top Floor' : a }));
    }
    case 'garden': {
      const buildings = Math.max(2, Math.ceil(n / 8));
      for (let bI = 0; bI < buildings + 1; bI++) {
        for (let f = 1; f <= 3; f++) for (let k = 1; k <= 4; k++) {
          const a = LETTERS[bI] as string;
          const b = `${f}${pad(k, 2)}`;
          out.push({ kind: 'bldgApt', a, b, label: style === 0 ? `${a}-${b}` : style === 1 ? `${a}${b}` : `Bldg ${a} #${b}` });
        }
      }
      return take(r, out, n);
    }
    case 'sro':
      for (let f = 1; f <= Math.ceil(n / 12) + 2; f++) for (let k = 1; k <= 16; k++) {
        const a = `${f}${pad(k, 2)}`;
        out.push({ kind: 'room', a, b: '', label: style === 0 ? `Room ${a}` : a });
      }
      return take(r, out, n);
    case 'adu': {
      const main = pick(r, ['Front House', 'Main House']);
      const others = shuffle(r, ['Rear House', 'ADU', 'Garage Unit']);
      if (chance(r, 0.3)) others[0] = 'Back Cottage';
      return [main, ...others].slice(0, n).map((a) => ({ kind: 'house' as const, a, b: '', label: a }));
    }
    case 'mixed': {
      const stores = Math.min(n - 1, int(r, 1, 2));
      const storeWord = pick(r, ['Store', 'Retail']);
      for (let i = 0; i < stores; i++) {
        const a = storeWord === 'Store' ? (LETTERS[i] as string) : String(i + 1);
        out.push({ kind: 'store', a, b: '', label: `${storeWord} ${a}` });
      }
      const fr = chance(r, 0.6);
      const res: UnitSpec[] = [];
      for (let f = 2; f <= 6; f++) for (let k = 1; k <= 3; k++) {
        const a = fr ? `${f}${k === 1 ? 'F' : k === 2 ? 'R' : 'M'}` : `${f}0${k}`;
        res.push({ kind: 'apt', a, b: '', label: style === 1 ? `Apt ${a}` : a });
      }
      return [...out, ...take(r, res, n - stores)];
    }
    case 'mhp':
      for (let i = 1; i <= n * 2; i++) out.push({ kind: 'space', a: String(i), b: '', label: style === 0 ? `Space ${i}` : style === 1 ? `Sp ${i}` : String(i) });
      return take(r, out, n);
    case 'marina': {
      const docks = Math.max(2, Math.ceil(n / 12));
      for (let d = 0; d < docks + 1; d++) for (let k = 1; k <= 24; k++) {
        const a = LETTERS[d] as string;
        const b = pad(k, 2);
        out.push({ kind: 'slip', a, b, label: style === 0 ? `${a}-${b}` : style === 1 ? `Slip ${a}-${b}` : `${a}${b}` });
      }
      return take(r, out, n);
    }
    case 'garage':
      if (chance(r, 0.5)) {
        for (let i = 1; i <= 250; i++) out.push({ kind: 'stall', a: String(i), b: '', label: `Space ${i}` });
      } else {
        for (let l = 1; l <= 3; l++) for (let k = 1; k <= 60; k++) out.push({ kind: 'stall', a: `P${l}`, b: pad(k, 3), label: `P${l}-${pad(k, 3)}` });
      }
      return take(r, out, n);
    case 'office': {
      const floors = int(r, Math.max(4, n), 40);
      const whole = new Set<number>();
      for (let f = 2; f <= floors; f++) {
        if (chance(r, 0.15)) {
          whole.add(f);
          out.push({ kind: 'officeFloor', a: String(f), b: '', label: style === 0 ? `Fl ${f}` : `Floor ${f}` });
          continue;
        }
        for (const s of [0, 10, 20, 50]) out.push({ kind: 'suite', a: String(f * 100 + s), b: '', label: style === 1 ? `Ste ${f * 100 + s}` : `Suite ${f * 100 + s}` });
      }
      return take(r, out, n);
    }
    case 'warehouse':
      for (let i = 1; i <= 24; i++) out.push({ kind: 'dock', a: String(i), b: '', label: style === 0 ? `Door ${i}` : `Dock Door ${i}` });
      for (let i = 0; i < 6; i++) out.push({ kind: 'bay', a: LETTERS[i] as string, b: '', label: `Bay ${LETTERS[i]}` });
      return take(r, out, n);
    case 'sfr':
      return [];
  }
}

function floorWords(r: Rng, a: string): string {
  if (a === 'Garden') return pick(r, ['Garden', 'Garden Apt', 'Garden Level', 'Grdn Fl', 'GARDEN UNIT', 'Garden Fl']);
  if (a === 'Parlor') return pick(r, ['Parlor', 'Parlor Fl', 'Parlor Floor', 'PARLOR LEVEL', 'Parlour Fl']);
  if (a === 'Top') return pick(r, ['Top Fl', 'Top Floor', 'TOP FLOOR']);
  const n = Number(a);
  return pick(r, [`Fl ${n}`, `${ordinal(n)} Fl`, `Floor ${n}`, `${ordinal(n)} Floor`, `${ordinal(n).toUpperCase()} FL`]);
}

/** The unit as a bill prints it ("Apt 4R", "Dock C Slip 14", "Rm 214"). */
export function unitVariant(r: Rng, u: UnitSpec): string {
  const { a, b } = u;
  switch (u.kind) {
    case 'apt': {
      const m = /^(\d+)([A-Z])$/.exec(a);
      const forms = [`Apt ${a}`, `Apt. ${a}`, `#${a}`, `Unit ${a}`, `APT ${a}`, a, `Apartment ${a}`];
      if (m) forms.push(`Apt ${m[1]}-${m[2]}`, `#${m[1]} ${m[2]}`);
      if (a.startsWith('PH')) forms.push(a.replace('-', ''), `Penthouse ${a.slice(-1)}`, `PH ${a.slice(-1)}`);
      return pick(r, forms);
    }
    case 'floor':
      return floorWords(r, a);
    case 'bldgApt':
      return pick(r, [`Unit ${a}-${b}`, `Bldg ${a} Apt ${b}`, `${a}${b}`, `${a}-${b}`, `Building ${a}, Unit ${b}`, `Apt ${a}${b}`, `Bldg. ${a} #${b}`]);
    case 'room':
      return pick(r, [`Rm ${a}`, `Room ${a}`, `RM #${a}`, `#${a}`, `Room No. ${a}`]);
    case 'house':
      if (a === 'Rear House') return pick(r, ['Rear House', 'Back House', 'Rear Hse', 'REAR UNIT', 'Rear']);
      if (a === 'Front House') return pick(r, ['Front House', 'Front', 'FRONT HSE', 'Front Unit']);
      if (a === 'Main House') return pick(r, ['Main House', 'Main', 'MAIN HSE']);
      if (a === 'ADU') return pick(r, ['ADU', 'Accessory Dwelling Unit', 'ADU Unit', 'A.D.U.']);
      if (a === 'Garage Unit') return pick(r, ['Garage Unit', 'Garage Apt', 'Over Garage Unit', 'GARAGE APT']);
      return pick(r, ['Back Cottage', 'Cottage', 'Rear Cottage', 'BACK COTTAGE']);
    case 'store':
      return /\d/.test(a)
        ? pick(r, [`Retail ${a}`, `Retail Unit ${a}`, `Store ${a}`, `Storefront #${a}`, `RETAIL ${a}`])
        : pick(r, [`Store ${a}`, `Storefront ${a}`, `Store-${a}`, `Ground Fl Store ${a}`, `STORE ${a}`]);
    case 'space':
      return pick(r, [`Space ${a}`, `Sp ${a}`, `Sp. ${a}`, `Lot ${a}`, `Site #${a}`, `#${a}`, `SPACE ${a}`]);
    case 'slip': {
      const n = String(Number(b));
      return pick(r, [`Slip ${a}-${b}`, `Slip ${a}${b}`, `Dock ${a} Slip ${n}`, `${a}-${b}`, `Berth ${a}-${n}`, `SLIP ${a} ${b}`, `Slip ${a}-${n}`]);
    }
    case 'stall':
      if (b) {
        const n = String(Number(b));
        return pick(r, [`Level ${a} Space ${n}`, `${a}-${n}`, `${a} #${b}`, `Space ${a}-${b}`, `Stall ${a}-${b}`]);
      }
      return pick(r, [`Space ${a}`, `Stall ${a}`, `Sp ${a}`, `Parking Space #${a}`, `Spot ${a}`]);
    case 'suite':
      return pick(r, [`Ste ${a}`, `Suite ${a}`, `STE. ${a}`, `#${a}`, `Suite #${a}`, `STE ${a}`]);
    case 'officeFloor': {
      const n = Number(a);
      return pick(r, [`Fl ${n}`, `Floor ${n}`, `${ordinal(n)} Floor`, `FL. ${n}`, `Entire ${ordinal(n)} Fl`]);
    }
    case 'dock':
      return pick(r, [`Dock Door ${a}`, `Door #${a}`, `Dock ${a}`, `DD${a}`, `Loading Dock ${a}`, `Dock Door #${a}`]);
    case 'bay':
      return pick(r, [`Bay ${a}`, `Bay-${a}`, `BAY ${a}`, `Warehouse Bay ${a}`]);
  }
}
