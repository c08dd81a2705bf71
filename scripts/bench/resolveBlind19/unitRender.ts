import { type Rng } from './rng';
import type { PropRec, UnitRec } from './types';

const ORD = ['', '1st', '2nd', '3rd', '4th'];
const WORD = ['', 'First', 'Second', 'Third', 'Fourth'];

const NAMED: Readonly<Record<string, readonly string[]>> = {
  Up: ['Up', 'Upstairs', 'Upper', 'UP', 'Up Unit', 'Upper Flat', '2nd Fl'],
  Down: ['Down', 'Downstairs', 'Dn', 'Lower', 'DN', '1st Fl', 'Down Unit'],
  Upper: ['Upper', 'Upper Unit', 'UPR', 'Upstairs', 'Upper Flat', 'Up'],
  Lower: ['Lower', 'Lower Unit', 'LWR', 'Downstairs', 'Lower Flat', 'Lwr Unit'],
  Front: ['Front', 'Front House', 'FRT', 'Front Unit'],
  Rear: ['Rear', 'Rear House', 'REAR', 'Rr', 'Rear Unit'],
  Alley: ['Alley House', 'Alley', 'Back Alley House'],
  Store: ['Store', 'Storefront', 'Commercial', 'Retail', 'Store Front', "Comm'l Unit"],
  Basement: ['Basement', 'Bsmt', 'English Basement', 'Basement Apt', 'Lower Level', 'LL'],
};

/** Every way a bill writes this unit; the first ones carry a prefix and read well inside an address. */
export function unitForms(p: PropRec, u: UnitRec): { inline: string[]; bare: string[] } {
  const l = u.label;
  const named = NAMED[l];
  if (named) return { inline: [...named], bare: [...named] };
  let m = /^(\d)F$/.exec(l);
  if (m) {
    const f = Number(m[1]);
    const forms = [`${ORD[f] ?? l} Floor`, `${ORD[f] ?? l} Fl`, `Fl ${f}`, `${WORD[f] ?? l} Floor`, `Apt ${l}`, `Unit ${l}`, `${f}FL`];
    return { inline: forms, bare: [l, ...forms] };
  }
  m = /^([A-Z])-?(\d{3})$/.exec(l);
  if (m) {
    const [b, n] = [m[1] ?? '', m[2] ?? ''];
    const forms = [`Apt ${b}-${n}`, `Bldg ${b} Apt ${n}`, `Building ${b}, Unit ${n}`, `#${b}${n}`, `Unit ${b}-${n}`, `Apt ${n} Bldg ${b}`, `Apt ${b}${n}`];
    return { inline: forms, bare: [`${b}-${n}`, `${b}${n}`, ...forms] };
  }
  if (/^PH\d$/.test(l)) {
    const k = l.slice(2);
    const forms = [`PH${k}`, `PH ${k}`, `Penthouse ${k}`, `Unit PH${k}`, `Apt PH-${k}`];
    return { inline: forms, bare: forms };
  }
  if (/^\d+$/.test(l) || /^\d[AB]$/.test(l) || /^[A-D]$/.test(l)) {
    const forms = [`Apt ${l}`, `Apt. ${l}`, `Unit ${l}`, `#${l}`, `# ${l}`, `APT ${l}`, `No. ${l}`];
    if (/^[A-D]$/.test(l) && p.kind === 'fourFamily') forms.push(`Flat ${l}`);
    const floorish = (p.kind === 'tripleDecker' || p.kind === 'rowConverted') && /^[1-3]$/.test(l);
    if (floorish) forms.push(`${ORD[Number(l)] ?? l} Floor`, `${ORD[Number(l)] ?? l} Fl`, `Fl ${l}`);
    return { inline: forms, bare: [l, ...forms] };
  }
  return { inline: [`Unit ${l}`], bare: [l, `Unit ${l}`] };
}

export type UnitMode = 'field' | 'inline' | 'line' | 'text';

/** One printing of the unit for where it sits on the bill; digits may carry an OCR slip a clerk reads through. */
export function renderUnit(r: Rng, p: PropRec, u: UnitRec, mode: UnitMode): string {
  const f = unitForms(p, u);
  let s = r.pick(mode === 'field' ? f.bare : f.inline);
  if (/\d{3}/.test(s) && r.chance(0.03)) s = s.replace(/0/, 'O');
  if (mode !== 'text') return s;
  return r.pick([`Unit: ${s}`, `Location: ${s}`, `${s} - tenant reports issue`, `Work performed in ${s}`, `Apartment/Unit: ${s}`]);
}
