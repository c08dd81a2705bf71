/**
 * Units by the shape of the property they belong to, the directory's spelling of each, the ways a
 * bill prints them, and the key a clerk reads back ("Bldg 4 Apt 212", "4-212" and "#4212" are all
 * g:4:212). A printed key may hold "*": "Apt 310" of a by-the-bed student unit is bed:310:*.
 */
import type { Rng } from './prng';

export type UnitShape =
  | { k: 'g'; bldg: string; apt: string }
  | { k: 'c'; code: string }
  | { k: 'lot'; n: number }
  | { k: 'ab'; letter: string }
  | { k: 'v'; n: number }
  | { k: 't'; n: number }
  | { k: 'bed'; apt: string; bed: string }
  | { k: 'ste'; n: string }
  | { k: 'home'; n: number }
  | { k: 'house'; label: string };

export function unitKey(s: UnitShape): string {
  switch (s.k) {
    case 'g': return `g:${s.bldg}:${s.apt}`;
    case 'c': return `c:${s.code.replace(/[^A-Z0-9]/gi, '').toUpperCase()}`;
    case 'lot': return `lot:${s.n}`;
    case 'ab': return `ab:${s.letter}`;
    case 'v': return `v:${s.n}`;
    case 't': return `t:${s.n}`;
    case 'bed': return `bed:${s.apt}:${s.bed}`;
    case 'ste': return `ste:${s.n}`;
    case 'home': return `home:${s.n}`;
    case 'house': return `house:${s.label}`;
  }
}

/** The directory's spelling; style is fixed per property. */
export function unitDirText(s: UnitShape, style: number): string {
  switch (s.k) {
    case 'g': return [`${s.bldg}-${s.apt}`, `Bldg ${s.bldg} Apt ${s.apt}`, `${s.bldg}${s.apt}`][style % 3] ?? `${s.bldg}-${s.apt}`;
    case 'c': return s.code;
    case 'lot': return `Lot ${s.n}`;
    case 'ab': return style % 2 === 0 ? s.letter : `Unit ${s.letter}`;
    case 'v': return `Villa ${s.n}`;
    case 't': return style % 2 === 0 ? String(s.n) : `TH ${s.n}`;
    case 'bed': return style % 2 === 0 ? `${s.apt}-${s.bed}` : `${s.apt}${s.bed}`;
    case 'ste': return style % 2 === 0 ? `Suite ${s.n}` : `Ste ${s.n}`;
    case 'home': return `Lot ${s.n}`;
    case 'house': return s.label;
  }
}

export interface PrintedUnit {
  text: string;
  key: string;
}

/** A printed unit; partial prints only the apartment (garden without building, student without bed). */
export function printUnit(s: UnitShape, rng: Rng, partial: boolean): PrintedUnit | null {
  const key = unitKey(s);
  switch (s.k) {
    case 'g': {
      if (partial) return rng.chance(0.7) ? { text: `Apt ${s.apt}`, key: `g:*:${s.apt}` } : { text: `Bldg ${s.bldg}`, key: `g:${s.bldg}:*` };
      const b = s.bldg;
      const a = s.apt;
      return { text: rng.pick([`Bldg ${b} Apt ${a}`, `Bldg ${b}, Unit ${a}`, `${b}-${a}`, `#${b}${a}`, `Apt ${b}${a}`, `Building ${b} #${a}`, `Unit ${b}-${a}`, `BLDG ${b} APT ${a}`]), key };
    }
    case 'c': {
      const m = /^(PH|TH)-?(\d+)$/.exec(s.code);
      if (m) {
        const [, kind, n] = m;
        const word = kind === 'PH' ? 'Penthouse' : 'Townhouse';
        return { text: rng.pick([`${kind}${n}`, `${kind} ${n}`, `${kind}-${n}`, `${word} ${n}`, `Unit ${s.code}`]), key };
      }
      return { text: rng.pick([`Unit ${s.code}`, `#${s.code}`, `Apt ${s.code}`, `Apt. ${s.code}`, `UNIT ${s.code}`, `# ${s.code}`]), key };
    }
    case 'lot': return { text: rng.pick([`Lot ${s.n}`, `Lot #${s.n}`, `Space ${s.n}`, `Sp ${s.n}`, `Site ${s.n}`, `LOT ${s.n}`]), key };
    case 'ab': return { text: rng.pick([`Unit ${s.letter}`, `Apt ${s.letter}`, `# ${s.letter}`, `Side ${s.letter}`, `Unit ${s.letter.toLowerCase()}`]), key };
    case 'v': return { text: rng.pick([`Villa ${s.n}`, `Villa #${s.n}`, `Unit ${s.n}`, `VILLA ${s.n}`]), key };
    case 't': return { text: rng.pick([`Unit ${s.n}`, `TH ${s.n}`, `Townhome ${s.n}`, `#${s.n}`]), key };
    case 'bed':
      if (partial) return { text: rng.pick([`Apt ${s.apt}`, `Unit ${s.apt}`]), key: `bed:${s.apt}:*` };
      return { text: rng.pick([`Apt ${s.apt} Bed ${s.bed}`, `${s.apt}${s.bed}`, `Unit ${s.apt}-${s.bed}`, `Rm ${s.apt}${s.bed}`, `Bedroom ${s.bed}, Apt ${s.apt}`]), key };
    case 'ste': return { text: rng.pick([`Suite ${s.n}`, `Ste ${s.n}`, `Ste. ${s.n}`, `#${s.n}`, `Unit ${s.n}`, `STE ${s.n}`]), key };
    case 'home': return { text: rng.pick([`Lot ${s.n}`, `Home ${s.n}`, `Lot #${s.n}`]), key };
    case 'house': return null;
  }
}

/** The unit fused to the house number ("1421B", "3200-104"), where a bill would do that. */
export function fusedNumber(num: string, s: UnitShape, rng: Rng): PrintedUnit | null {
  if (s.k === 'ab') return { text: rng.pick([`${num}${s.letter}`, `${num}-${s.letter}`]), key: unitKey(s) };
  if (s.k === 'ste') return { text: `${num}-${s.n}`, key: unitKey(s) };
  return null;
}

/** Whether a printed key (with "*" for a part not printed) fits a unit's key. */
export function keyFits(printed: string, key: string): boolean {
  const a = printed.split(':');
  const b = key.split(':');
  if (a.length !== b.length) return false;
  return a.every((part, i) => part === '*' || part === b[i]);
}

/** Units of each shape for a property holding n of them. */
export function makeShapes(kind: string, n: number, rng: Rng): UnitShape[] {
  const out: UnitShape[] = [];
  if (kind === 'garden') {
    const letters = rng.chance(0.3);
    const perBldg = rng.int(6, 12);
    for (let i = 0; out.length < n; i++) {
      const bldg = letters ? String.fromCharCode(65 + Math.floor(i / perBldg)) : String(1 + Math.floor(i / perBldg));
      const j = i % perBldg;
      out.push({ k: 'g', bldg, apt: String(100 * (1 + (j % 3)) + 1 + Math.floor(j / 3)) });
    }
  } else if (kind === 'condo') {
    const ph = Math.min(rng.int(0, 4), Math.floor(n / 10));
    const th = Math.min(rng.int(0, 6), Math.floor(n / 8));
    const perFloor = rng.int(2, 8);
    for (let i = 1; i <= ph; i++) out.push({ k: 'c', code: `PH${i}` });
    for (let i = 1; i <= th; i++) out.push({ k: 'c', code: `TH-${i}` });
    for (let i = 0; out.length < n; i++) out.push({ k: 'c', code: `${2 + Math.floor(i / perFloor)}${String(1 + (i % perFloor)).padStart(2, '0')}` });
  } else if (kind === 'student') {
    for (let apt = 101; out.length < n; apt += apt % 100 >= 12 ? 89 : 1) {
      const beds = rng.int(2, 4);
      for (let b = 0; b < beds && out.length < n; b++) out.push({ k: 'bed', apt: String(apt), bed: String.fromCharCode(65 + b) });
    }
  } else {
    const start = rng.int(1, 3) === 1 ? rng.int(1, 20) : 1;
    const hundreds = rng.chance(0.5);
    for (let i = 0; out.length < n; i++) {
      if (kind === 'mhp') out.push({ k: 'lot', n: start + i });
      else if (kind === 'duplex') out.push({ k: 'ab', letter: String.fromCharCode(65 + i) });
      else if (kind === 'senior') out.push({ k: 'v', n: start + i });
      else if (kind === 'townhome') out.push({ k: 't', n: start + i });
      else if (kind === 'retail') out.push({ k: 'ste', n: String(hundreds ? 100 + start + i : start + i) });
      else out.push({ k: 'home', n: start + i });
    }
  }
  return out;
}
