/*
 * Units: how the directory labels them ("204", "3-204", "Space 12", "PH2", "Suite 200", "Rear")
 * and the ways a bill writes the same unit ("Bldg 3 Apt 204", "Spc 12", "Penthouse 2", "#A").
 */
import { type Address } from './addresses';
import { type Rng } from './prng';

export type UnitForm = 'num' | 'bldgNum' | 'letterNum' | 'letter' | 'space' | 'ph' | 'suite' | 'position' | 'house';

export interface UnitModel {
  id: string;
  propertyId: string;
  label: string;
  form: UnitForm;
  num: string;
  bldg: string | null;
  /** The unit's own street address, when it has one. */
  address: Address | null;
  dirAddress: string | null;
}

/** How a property writes its unit labels in the directory. */
export type LabelStyle = 0 | 1 | 2 | 3;

export function makeLabel(form: UnitForm, num: string, bldg: string | null, style: LabelStyle): string {
  switch (form) {
    case 'num':
      return style === 1 ? `Apt ${num}` : style === 2 ? `#${num}` : num;
    case 'bldgNum':
      return style === 1 ? `${bldg}${num}` : style === 2 ? `Bldg ${bldg}-${num}` : `${bldg}-${num}`;
    case 'letterNum':
      return style === 1 ? `${bldg}-${num}` : `${bldg}${num}`;
    case 'letter':
      return style === 1 ? `Unit ${num}` : num;
    case 'space':
      return style === 1 ? num : style === 2 ? `Sp ${num}` : style === 3 ? `Lot ${num}` : `Space ${num}`;
    case 'ph':
      return style === 1 ? `PH-${num}` : style === 2 ? `PH ${num}` : `PH${num}`;
    case 'suite':
      return style === 1 ? `Ste ${num}` : style === 2 ? num : `Suite ${num}`;
    case 'position':
    case 'house':
      return num;
  }
}

const NUM_FORMS = ['Apt {n}', '#{n}', 'Unit {n}', 'APT {n}', 'No. {n}', 'Apt. {n}', '# {n}', 'Unit #{n}', 'Apt #{n}'];
const BLDG_FORMS = ['Bldg {b} Apt {n}', 'Unit {b}-{n}', '#{b}-{n}', 'Building {b} Unit {n}', 'Bldg {b} #{n}', 'Apt {b}-{n}', 'Bldg {b}, Unit {n}', 'Bldg. {b} Apt. {n}'];
const LETTER_NUM_FORMS = ['Apt {b}{n}', '#{b}{n}', 'Apt {b}-{n}', 'Bldg {b} Apt {n}', 'Unit {b}{n}', 'Unit {b}-{n}'];
const LETTER_FORMS = ['#{n}', 'Unit {n}', 'Apt {n}', 'Flat {n}', 'Apt. {n}', 'Unit #{n}'];
const SPACE_FORMS = ['Space {n}', 'Spc {n}', 'Sp {n}', 'SP #{n}', 'Lot {n}', '#{n}', 'Space #{n}', 'Spc. {n}', 'Sp. {n}'];
const PH_FORMS = ['PH{n}', 'PH {n}', 'Penthouse {n}', 'Unit PH{n}', '#PH-{n}', 'Apt PH{n}', 'PH-{n}', 'Unit PH-{n}'];
const SUITE_FORMS = ['Ste {n}', 'Suite {n}', '#{n}', 'STE {n}', 'Ste. {n}', 'Suite #{n}'];
const POSITION_FORMS: Readonly<Record<string, readonly string[]>> = {
  Upper: ['Upper Unit', 'Upper', 'Upstairs Unit', 'Unit Upper', 'Upper Flat'],
  Lower: ['Lower Unit', 'Lower', 'Downstairs Unit', 'Unit Lower', 'Lower Flat'],
  Front: ['Front Unit', 'Front House', 'Front'],
  Rear: ['Rear Unit', 'Rear', 'Back House', 'Rear House'],
  Main: ['Main House', 'Main', 'Main Unit'],
  ADU: ['ADU', 'Accessory Dwelling Unit', 'ADU Unit', 'Garage ADU'],
  Cottage: ['Cottage', 'Garden Cottage', 'Cottage Unit'],
};

function fill(template: string, n: string, b: string | null): string {
  return template.replace('{n}', n).replace('{b}', b ?? '');
}

/**
 * The unit as a bill writes it ("Apt 204", "Spc 12", "Bldg 3 #204"). Units with their own
 * address are not written here (the caller prints the address instead).
 */
export function printUnit(rng: Rng, u: UnitModel, upper = false): string {
  let text: string;
  switch (u.form) {
    case 'num':
      text = fill(rng.pick(NUM_FORMS), u.num, null);
      break;
    case 'bldgNum':
      text = rng.chance(0.08) && u.label.length > 2 && !u.label.includes(' ') ? `#${u.label.replace('-', '')}` : fill(rng.pick(BLDG_FORMS), u.num, u.bldg);
      break;
    case 'letterNum':
      text = fill(rng.pick(LETTER_NUM_FORMS), u.num, u.bldg);
      break;
    case 'letter':
      text = fill(rng.pick(LETTER_FORMS), u.num, null);
      break;
    case 'space':
      text = fill(rng.pick(SPACE_FORMS), u.num, null);
      break;
    case 'ph':
      text = fill(rng.pick(PH_FORMS), u.num, null);
      break;
    case 'suite':
      text = fill(rng.pick(SUITE_FORMS), u.num, null);
      break;
    case 'position':
      text = rng.pick(POSITION_FORMS[u.num] ?? [u.num]);
      break;
    case 'house':
      text = u.label;
      break;
  }
  return upper ? text.toUpperCase() : text;
}

/** The unit as extraction lifts it into unitText: sometimes just the bare number. */
export function unitTextFor(rng: Rng, u: UnitModel): string {
  if (u.form === 'num' && rng.chance(0.3)) return u.num;
  if (u.form === 'space' && rng.chance(0.2)) return u.num;
  if (u.form === 'letter' && rng.chance(0.2)) return u.num;
  return printUnit(rng, u);
}
