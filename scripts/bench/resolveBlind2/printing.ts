/*
 * How bills write a unit ("Apt 204", "#B-204", "Bldg 12 Unit 204", "Ste. 300", "PH 1", "Upstairs")
 * and a property's name ("Willow Park Apts", "WILLOW PARK", "The Reserve @ Cedar Creek", an alias).
 * A form that drops the building is used only when the unit number is unique in the property.
 */
import { typo } from './address';
import type { PropGen, UnitGen } from './properties';
import type { Rng } from './random';

const DESIGNATORS: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  apt: [['Apt', 30], ['APT', 12], ['Apt.', 6], ['Unit', 20], ['UNIT', 6], ['#', 16], ['Apartment', 4], ['Apt #', 6]],
  condo: [['Unit', 45], ['#', 20], ['Apt', 15], ['UNIT', 10], ['Condo', 4], ['Unit #', 6]],
  suite: [['Suite', 35], ['Ste', 25], ['STE', 15], ['Ste.', 8], ['#', 10], ['Suite #', 4], ['Unit', 3]],
  retail: [['Suite', 30], ['Ste', 20], ['Unit', 20], ['Space', 10], ['SPC', 5], ['#', 15]],
  letter: [['Unit', 40], ['Apt', 25], ['#', 20], ['UNIT', 10], ['Apt.', 5]],
};

const SIDES: Readonly<Record<string, readonly string[]>> = {
  Upper: ['Upper', 'Upper Unit', 'Upstairs', 'UPPER', 'Upper Apt', 'Upstairs Unit'],
  Lower: ['Lower', 'Lower Unit', 'Downstairs', 'LOWER', 'Lower Apt', 'Downstairs Unit'],
  Front: ['Front', 'Front Unit', 'Front House', 'FRONT'],
  Rear: ['Rear', 'Rear Unit', 'Back Unit', 'REAR', 'Rear House'],
};

function join(des: string, core: string): string {
  if (des.endsWith('#')) return `${des}${core}`;
  return `${des} ${core}`;
}

export interface UnitPhrase {
  text: string;
  /** The unit as a field value would hold it ("204", "B-204", "PH1"). */
  bare: string;
  droppedBuilding: boolean;
  ocrSlip: boolean;
}

function ocr(rng: Rng, core: string): string {
  if (core.includes('0')) return core.replace('0', rng.chance(0.7) ? 'O' : 'o');
  if (core.includes('1')) return core.replace('1', 'I');
  return core;
}

/** The unit written the way a bill writes it. Not for houses (their address is the unit). */
export function unitPhrase(rng: Rng, u: UnitGen, ocrChance = 0.015): UnitPhrase {
  let core = u.core;
  let slipped = false;
  if (rng.chance(ocrChance) && /\d/.test(core)) {
    const c = ocr(rng, core);
    slipped = c !== core;
    core = c;
  }
  if (u.kind === 'updown') {
    const text = rng.pick(SIDES[u.core] ?? [u.core]);
    return { text, bare: u.core, droppedBuilding: false, ocrSlip: false };
  }
  if (u.kind === 'ph') {
    const n = core.replace(/^PH/i, '');
    const text = rng.pick([`PH${n}`, `PH ${n}`, `PH-${n}`, `Penthouse ${n}`, `Unit PH${n}`, `#PH${n}`, `Unit PH-${n}`]);
    return { text, bare: `PH${n}`, droppedBuilding: false, ocrSlip: slipped };
  }
  if (u.kind === 'house') {
    // Townhome lots and duplex halves labelled by number: "Lot 14", "#1414".
    return { text: u.label, bare: u.label, droppedBuilding: false, ocrSlip: false };
  }
  const des = rng.weighted(DESIGNATORS[u.kind] ?? DESIGNATORS.apt ?? [['Unit', 1]]);
  const pound = (s: string) => (rng.chance(0.85) ? `#${s}` : `# ${s}`);
  const d = (s: string) => (des === '#' ? pound(s) : join(des, s));
  if (!u.bldg) {
    // A condo "2B" is sometimes written "2-B"; a letter unit is sometimes bare "B".
    let c = core;
    if (/^\d+[A-Z]$/.test(c) && rng.chance(0.12)) c = `${c.slice(0, -1)}-${c.slice(-1)}`;
    if (rng.chance(0.08)) c = c.toLowerCase();
    return { text: d(c), bare: c, droppedBuilding: false, ocrSlip: slipped };
  }
  const B = u.bldg;
  const letter = /^[A-Z]$/.test(B);
  if (!u.coreShared && rng.chance(0.3)) return { text: d(core), bare: core, droppedBuilding: true, ocrSlip: slipped };
  const forms: string[] = letter
    ? [`${B}-${core}`, `${B}${core}`, `Bldg ${B} ${d(core)}`, `Building ${B}, ${d(core)}`, d(`${B}-${core}`), d(`${B}${core}`), `${d(core)}, Bldg ${B}`, `Bldg ${B} #${core}`]
    : [`${B}-${core}`, `Bldg ${B} ${d(core)}`, `Building ${B} ${d(core)}`, d(`${B}-${core}`), `Bldg ${B}, #${core}`, `${d(core)} Bldg ${B}`];
  if (u.kind === 'suite') forms.push(`Bldg ${B} Ste ${core}`, `Building ${B}, Suite ${core}`);
  const text = rng.pick(forms);
  return { text, bare: `${B}-${core}`, droppedBuilding: false, ocrSlip: slipped };
}

const TAIL_SWAPS: readonly [RegExp, readonly string[]][] = [
  [/ Apartment Homes$/, [' Apartments', ' Apts', '']],
  [/ Apartments$/, [' Apts', ' Apt Homes', ' Apartment Homes', ' APTS', '']],
  [/ Apts$/, [' Apartments', '']],
  [/ Townhomes$/, [' Townhouses', ' Townhomes', '']],
  [/ Condominium Owners Association$/, [' COA', ' Condominiums', ' Condo Owners Assn']],
  [/ Condominiums Association, Inc\.$/, [' Condominiums', ' Condo Assn', ' COA']],
  [/ Condominium Association$/, [' Condominiums', ' Condo Assn', ' COA', ' Condos']],
  [/ Condominiums$/, [' Condos', ' Condominium', ' Condominium Assn', '']],
  [/ Condos$/, [' Condominiums', '']],
  [/ Homeowners Association, Inc\.$/, [' HOA', ' Homeowners Assn', ' HOA, Inc.']],
  [/ Homeowners Association$/, [' HOA', ' Homeowners Assn', ' H.O.A.']],
  [/ Townhomes HOA$/, [' Townhomes', ' HOA', ' Townhome Association']],
  [/ Owners Association$/, [' HOA', ' Owners Assn', ' POA']],
  [/ HOA$/, [' Homeowners Association', ' Homeowners Assn', '']],
];

const WORD_ABBREV: readonly [RegExp, string][] = [
  [/\bCrossing\b/, 'Xing'],
  [/\bPointe\b/, 'Pte'],
  [/\bHeights\b/, 'Hts'],
  [/\bVillage\b/, 'Vlg'],
  [/\bCenter\b/, 'Ctr'],
  [/\bPlaza\b/, 'Plz'],
  [/\bBusiness\b/, 'Bus.'],
  [/\bProfessional\b/, 'Prof.'],
  [/\bCreek\b/, 'Crk'],
  [/\bSprings\b/, 'Spgs'],
  [/\bMountain\b/, 'Mtn'],
  [/\bCorporate\b/, 'Corp.'],
  [/\bApartments\b/, 'Apts'],
  [/\bAssociation\b/, 'Assn'],
  [/\bSquare\b/, 'Sq'],
  [/\bMedical\b/, 'Med.'],
];

export type NameForm = 'exact' | 'upper' | 'tail' | 'the' | 'abbrev' | 'typo' | 'alias';

/** A community's name as a vendor writes it. Never drops a phase ("II") or the words that make it unique. */
export function nameVariant(rng: Rng, p: PropGen, allowAlias = true): { text: string; form: NameForm } {
  const formal = p.aliases.filter((a) => a.length > 4);
  const form = rng.weighted([
    ['exact', 36],
    ['upper', 15],
    ['tail', TAIL_SWAPS.some(([re]) => re.test(p.name.name)) ? 22 : 0],
    ['the', /^The | at /.test(p.name.name) ? 6 : 0],
    ['abbrev', WORD_ABBREV.some(([re]) => re.test(p.name.name)) ? 8 : 0],
    ['typo', 5],
    ['alias', allowAlias && p.aliases.length > 0 ? 6 : 0],
  ] as const);
  const name = p.name.name;
  switch (form) {
    case 'exact':
      return { text: name, form };
    case 'upper':
      return { text: name.toUpperCase(), form };
    case 'tail': {
      for (const [re, reps] of TAIL_SWAPS) {
        if (re.test(name)) {
          const rep = rng.pick(reps);
          // Dropping the tail is only safe when the base is not also a street name on its own (it is not, by construction).
          return { text: name.replace(re, rep), form };
        }
      }
      return { text: name, form: 'exact' };
    }
    case 'the': {
      const s = rng.chance(0.5) ? name.replace(/^The /, '') : name.replace(/ at /, ' @ ');
      return { text: s, form };
    }
    case 'abbrev': {
      let s = name;
      for (const [re, rep] of WORD_ABBREV) if (rng.chance(0.7)) s = s.replace(re, rep);
      return { text: s, form: s === name ? 'exact' : 'abbrev' };
    }
    case 'typo': {
      const words = name.split(' ');
      const idx = words.reduce((best, w, i) => (w.length > (words[best] ?? '').length && !/^I+$/.test(w) ? i : best), 0);
      const w = words[idx] ?? '';
      const slipped = typo(rng, w);
      return { text: [...words.slice(0, idx), slipped, ...words.slice(idx + 1)].join(' '), form: slipped === w ? 'exact' : 'typo' };
    }
    case 'alias': {
      const pool = formal.length > 0 && rng.chance(0.8) ? formal : p.aliases;
      return { text: rng.pick(pool), form };
    }
  }
}
