import type { Rng } from './rng';
import { ordinal } from './text';

/*
 * Unit labels by local custom, and the ways documents print each one. Every printed form names one
 * unit of its property only (checked by the set's own fairness check, not by any resolver logic).
 */

export type UnitStyle =
  | 'nycLetter'
  | 'brownstone'
  | 'floorN'
  | 'hudsonFR'
  | 'dcRow'
  | 'num3'
  | 'seq'
  | 'letters'
  | 'tower4'
  | 'bldgApt'
  | 'twoTower'
  | 'prApt'
  | 'student'
  | 'parking'
  | 'storage'
  | 'townhome'
  | 'scattered';

export type UnitKind = 'res' | 'bed' | 'park' | 'store' | 'retail' | 'cabana';

export interface UnitSpec {
  label: string;
  /** With a designator ("Apt 4B", "#4B", "Penthouse 2"). */
  forms: string[];
  /** As a bare label ("4B"), for a "Unit:" field. */
  bare: string[];
  kind: UnitKind;
}

/** Styles whose count is set by the building's shape, not scaled. */
export const FIXED_STYLES: ReadonlySet<UnitStyle> = new Set(['brownstone', 'floorN', 'hudsonFR', 'dcRow', 'letters']);

export const MIN_UNITS: Partial<Record<UnitStyle, number>> = {
  nycLetter: 4,
  num3: 4,
  seq: 4,
  tower4: 6,
  bldgApt: 6,
  twoTower: 8,
  prApt: 3,
  student: 8,
  parking: 8,
  storage: 8,
  townhome: 3,
  scattered: 2,
};

const LETTERS = 'ABCDEFGH';

function spec(label: string, forms: string[], bare: string[], kind: UnitKind = 'res'): UnitSpec {
  return { label, forms, bare, kind };
}

function numForms(l: string, es: boolean): string[] {
  const f = [`Apt ${l}`, `#${l}`, `Unit ${l}`, `APT ${l}`, `Apartment ${l}`, `No. ${l}`];
  if (es) f.push(`Apto. ${l}`, `Apartamento ${l}`);
  return f;
}

export interface UnitOpts {
  es: boolean;
  penthouse: boolean;
  stores: number;
  cabanas: number;
  parking: number;
  labelWord: string;
  basementWord: 'Garden' | 'Gdn' | 'Bsmt';
  floorWord: 'Floor' | 'Fl';
  rearWord: 'Rear' | 'Carriage House';
}

/** n units of a style. Labels are unique within the building. */
export function makeUnits(style: UnitStyle, n: number, rng: Rng, o: UnitOpts): UnitSpec[] {
  const out: UnitSpec[] = [];
  switch (style) {
    case 'nycLetter': {
      const res = n - o.stores;
      const per = Math.max(2, Math.min(8, rng.int(3, 8)));
      const floors = Math.ceil(res / per);
      let made = 0;
      for (let f = 1; f <= floors && made < res; f++) {
        const top = f === floors && o.penthouse && floors >= 5;
        for (let i = 0; i < per && made < res; i++, made++) {
          if (top) {
            const k = i + 1;
            out.push(spec(`PH${k}`, [`PH${k}`, `Apt PH${k}`, `Penthouse ${k}`, `PH-${k}`, `#PH${k}`], [`PH${k}`, `PH-${k}`]));
          } else {
            const l = `${f}${LETTERS[i] ?? 'H'}`;
            const d = `${f}-${LETTERS[i] ?? 'H'}`;
            out.push(spec(l, [`Apt ${l}`, `APT ${l}`, `#${l}`, `Apt. ${d}`, `Apartment ${l}`, `Unit ${l}`], [l, d]));
          }
        }
      }
      for (let s = 1; s <= o.stores; s++) out.push(spec(`Store ${s}`, [`Store ${s}`, `Store #${s}`, `Retail Store ${s}`], [`Store ${s}`], 'retail'));
      return out;
    }
    case 'brownstone': {
      const b = o.basementWord;
      const bForms = b === 'Bsmt' ? ['Basement Apt', 'BSMT', 'Bsmt Apt', 'Basement'] : ['Garden Apt', 'GDN', 'Garden Fl', 'Garden Level', 'Gdn Apt'];
      out.push(spec(b, bForms, b === 'Bsmt' ? ['Bsmt', 'Basement'] : ['Garden', 'Gdn']));
      if (n >= 2) out.push(spec('Parlor', ['Parlor Fl', 'Parlor Floor', 'PARLOR', 'Parlor Apt'], ['Parlor']));
      for (let f = 3; out.length < n; f++) {
        out.push(spec(String(f), [`${ordinal(f)} Fl`, `Apt ${f}`, `${ordinal(f)} Floor`, `Fl ${f}`], [String(f)]));
      }
      return out;
    }
    case 'floorN': {
      for (let f = 1; f <= n; f++) {
        const label = o.floorWord === 'Floor' ? `${ordinal(f)} Floor` : `${ordinal(f)} Fl`;
        const first = ['First', 'Second', 'Third'][f - 1] ?? ordinal(f);
        out.push(spec(label, [`${ordinal(f)} Fl`, `${ordinal(f)} Floor`, `${first} Floor`, `Fl ${f}`, `${f}FL`], [label, `${ordinal(f)} Fl`]));
      }
      return out;
    }
    case 'hudsonFR': {
      for (let f = 1; out.length < n; f++) {
        for (const side of ['F', 'R'] as const) {
          if (out.length >= n) break;
          const word = side === 'F' ? 'Front' : 'Rear';
          const l = `${f}${side}`;
          out.push(spec(l, [`Apt ${l}`, `${ordinal(f)} Fl ${word}`, `${ordinal(f)} Floor ${word}`, `#${l}`, `${f}-${side}`, `Apt ${f} ${word}`], [l, `${f}-${side}`]));
        }
      }
      return out;
    }
    case 'dcRow': {
      out.push(spec(o.basementWord === 'Bsmt' ? 'Bsmt' : 'Basement', ['Basement Unit', 'Bsmt', 'English Basement', 'Basement Apt', 'Lower Level', 'Basement'], ['Basement', 'Bsmt']));
      for (let i = 1; out.length < n - (n >= 4 ? 1 : 0); i++) {
        out.push(spec(`Unit ${i}`, [`Unit ${i}`, `#${i}`, `Apt ${i}`], [`Unit ${i}`, String(i)]));
      }
      if (out.length < n) {
        if (o.rearWord === 'Rear') out.push(spec('Rear', ['Rear', 'Rear Unit', 'Rear Apt'], ['Rear']));
        else out.push(spec('Carriage House', ['Carriage House', 'Carriage Hse', 'Rear Carriage House'], ['Carriage House']));
      }
      return out;
    }
    case 'num3': {
      const per = rng.int(4, 12);
      for (let f = 1; out.length < n; f++) {
        for (let i = 1; i <= per && out.length < n; i++) {
          const l = String(f * 100 + i);
          out.push(spec(l, numForms(l, o.es), [l]));
        }
      }
      return out;
    }
    case 'seq': {
      for (let i = 1; i <= n; i++) {
        const l = String(i);
        out.push(spec(l, [`#${l}`, `Apt ${l}`, `Unit ${l}`, `Apt. ${l}`, `No. ${l}`], [l]));
      }
      return out;
    }
    case 'letters': {
      for (let i = 0; i < n; i++) {
        const l = LETTERS[i] ?? 'H';
        out.push(spec(l, [`Unit ${l}`, `Apt ${l}`, `#${l}`, `Apt. ${l}`], [l]));
      }
      return out;
    }
    case 'tower4': {
      const specials = o.cabanas + o.parking;
      const res = Math.max(1, n - specials);
      const per = rng.int(2, 8);
      const start = rng.int(2, 5);
      const floors = Math.ceil(res / per);
      let made = 0;
      for (let f = start; made < res; f++) {
        const top = f === start + floors - 1 && o.penthouse && floors >= 6;
        for (let i = 1; i <= per && made < res; i++, made++) {
          if (top) {
            const k = LETTERS[i - 1] ?? 'H';
            out.push(spec(`PH-${k}`, [`PH-${k}`, `Penthouse ${k}`, `PH${k}`, `Unit PH-${k}`, `PH ${k}`], [`PH-${k}`, `PH${k}`]));
          } else {
            const l = String(f * 100 + i);
            out.push(spec(l, [`Unit ${l}`, `#${l}`, `Apt ${l}`, `UNIT ${l}`, ...(o.es ? [`Apto. ${l}`, `Apt. ${l}`] : [])], [l]));
          }
        }
      }
      for (let c = 1; c <= o.cabanas; c++) out.push(spec(`Cabana ${c}`, [`Cabana ${c}`, `Cabana #${c}`], [`Cabana ${c}`], 'cabana'));
      for (let p = 1; p <= o.parking; p++) {
        const l = `P-${p + 10}`;
        out.push(spec(l, [`Parking Space ${l}`, `Stall P${p + 10}`, `Space ${l}`, `Parking ${l}`], [l, `P${p + 10}`], 'park'));
      }
      return out;
    }
    case 'bldgApt': {
      const floors = rng.int(2, 3);
      const per = rng.int(3, 8);
      for (let b = 1; out.length < n; b++) {
        for (let f = 1; f <= floors && out.length < n; f++) {
          for (let i = 1; i <= per && out.length < n; i++) {
            const apt = String(f * 100 + i);
            const l = `${b}-${apt}`;
            out.push(
              spec(l, [`Bldg ${b} Apt ${apt}`, `# ${l}`, `Building ${b}, Unit ${apt}`, `Bldg ${b} #${apt}`, `Apt ${l}`, `Unit ${b}${apt}`, `BLDG ${b} UNIT ${apt}`], [l, `Bldg ${b} - ${apt}`]),
            );
          }
        }
      }
      return out;
    }
    case 'twoTower': {
      const per = rng.int(4, 8);
      const half = Math.ceil(n / 2);
      for (const t of ['A', 'B']) {
        let made = 0;
        for (let f = 2; made < half && out.length < n; f++) {
          for (let i = 1; i <= per && made < half && out.length < n; i++, made++) {
            const apt = String(f * 100 + i);
            const l = `${t}${apt}`;
            out.push(spec(l, [`Tower ${t} #${apt}`, `${t}-${apt}`, `Unit ${l}`, `Twr ${t} Apt ${apt}`, `Tower ${t} Unit ${apt}`], [l, `${t}-${apt}`]));
          }
        }
      }
      return out;
    }
    case 'prApt': {
      for (let f = 1; out.length < n; f++) {
        for (let i = 0; i < 4 && out.length < n; i++) {
          const le = LETTERS[i] ?? 'D';
          const l = `${f}-${le}`;
          out.push(spec(l, [`Apt ${l}`, `Apto. ${f}${le}`, `Apt. ${f}${le}`, `# ${f}${le}`, `Apartamento ${l}`, `Apt ${f}${le}`], [l, `${f}${le}`]));
        }
      }
      return out;
    }
    case 'student': {
      const per = rng.int(4, 10);
      for (let f = 1; out.length < n; f++) {
        for (let a = 1; a <= per && out.length < n; a++) {
          const apt = String(f * 100 + a);
          const beds = rng.int(2, 4);
          for (let b = 0; b < beds && out.length < n; b++) {
            const le = LETTERS[b] ?? 'D';
            const l = `${apt}-${le}`;
            out.push(
              spec(l, [`Apt ${apt} Bed ${le}`, `#${apt}${le}`, `Unit ${apt} Bedroom ${le}`, `Rm ${l}`, `Apt ${l}`, `Apt ${apt}, Bedroom ${le}`], [l, `${apt}${le}`, `${apt} ${le}`], 'bed'),
            );
          }
        }
      }
      return out;
    }
    case 'parking': {
      for (let i = 1; i <= n; i++) {
        const l = `P-${i}`;
        out.push(spec(l, [`Space ${l}`, `Stall ${i}`, `Parking Space ${i}`, `Space #${l}`, `Stall P${i}`], [l, `P${i}`], 'park'));
      }
      return out;
    }
    case 'storage': {
      for (let i = 1; i <= n; i++) {
        const l = `S-${100 + i}`;
        out.push(spec(l, [`Storage Unit ${l}`, `Unit S${100 + i}`, `Locker ${l}`, `Storage ${l}`], [l, `S${100 + i}`], 'store'));
      }
      return out;
    }
    case 'townhome': {
      for (let i = 1; i <= n; i++) {
        const l = `${o.labelWord}${i}`;
        out.push(spec(l, o.labelWord ? [l, `${l}`.toUpperCase()] : [`Unit ${l}`, `#${l}`], [l]));
      }
      return out;
    }
    case 'scattered':
      // Labels come from the homes' own addresses; see properties.ts.
      for (let i = 1; i <= n; i++) out.push(spec(`Home ${i}`, [`Home ${i}`], [`Home ${i}`]));
      return out;
  }
}
