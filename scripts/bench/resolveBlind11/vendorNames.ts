/*
 * Local business names and the forms a bill prints them in: Inc/LLC/Co swaps, "and" for "&",
 * trade-word abbreviations (Plbg, Svcs, Maint), dba lines, upper case, a slip of the keys.
 */
import { BUSINESS_STEMS, FIRST_NAMES, LEGAL_SUFFIXES, SURNAMES } from './names';
import { typo } from './noise';
import { type Rng } from './prng';
import { type Trade } from './gl';

export interface BusinessName {
  /** The name without a legal suffix: "Garcia & Sons Plumbing". */
  core: string;
  suffix: string;
  /** The owner's legal entity when the business trades under another name. */
  legal: string | null;
}

export function withSuffix(core: string, suffix: string): string {
  if (!suffix) return core;
  return suffix.startsWith(',') ? `${core}${suffix}` : `${core} ${suffix}`;
}

export function businessName(rng: Rng, trade: Trade, region: string): BusinessName {
  const noun = rng.pick(trade.nouns);
  const stems = [...(BUSINESS_STEMS[region] ?? []), ...(BUSINESS_STEMS.any ?? [])];
  const surname = rng.pick(SURNAMES);
  let suffix = rng.weighted(LEGAL_SUFFIXES);
  let core: string;
  const pattern = rng.weighted<string>([['surname', 5], ['stem', 6], ['initials', 2], ['pair', 1], ['first', 1], ['spanish', 1]]);
  switch (pattern) {
    case 'surname':
      if (suffix === '& Sons' || suffix === 'Bros') {
        core = `${surname} ${suffix} ${noun}`;
        suffix = rng.pick(['', 'Inc', 'LLC']);
      } else core = `${surname} ${noun}`;
      break;
    case 'initials': {
      const a = String.fromCharCode(65 + rng.int(26));
      const b = String.fromCharCode(65 + rng.int(26));
      core = rng.chance(0.5) ? `${a}&${b} ${noun}` : `${a}${b} ${noun}`;
      break;
    }
    case 'pair':
      core = `${surname} & ${rng.pick(SURNAMES)} ${noun}`;
      break;
    case 'first':
      core = `${rng.pick(FIRST_NAMES)}'s ${noun}`;
      break;
    case 'spanish':
      core = trade.key === 'landscaping' ? `Jardineria ${surname}` : trade.key === 'cleaning' ? `Limpieza ${rng.pick(['Total', 'Brillante', 'Express'])} ${noun}` : `${rng.pick(['Hermanos', 'Los Compadres', 'El Sol'])} ${noun}`;
      break;
    default:
      core = `${rng.pick(stems)} ${noun}`;
  }
  if (suffix === '& Sons' || suffix === 'Bros') suffix = 'Inc';
  let legal: string | null = null;
  if (rng.chance(0.15)) {
    legal = rng.weighted<string>([
      [`${surname} Enterprises LLC`, 3],
      [`${rng.pick(FIRST_NAMES)} ${surname}`, 2],
      [`${rng.pick(stems)} Holdings Inc`, 1],
      [`${surname} Group LLC`, 1],
    ]);
  }
  return { core, suffix, legal };
}

const ABBREVIATIONS: readonly (readonly [RegExp, readonly string[]])[] = [
  [/\bPlumbing\b/, ['Plbg', 'Plbg.', 'Plumb']],
  [/\bServices\b/, ['Svcs', 'Svcs.', 'Service']],
  [/\bService\b/, ['Svc', 'Svc.', 'Services']],
  [/\bCompany\b/, ['Co', 'Co.']],
  [/\bLandscaping\b/, ['Landscape', 'Lndscpg']],
  [/\bMaintenance\b/, ['Maint', 'Maint.', 'Mntc']],
  [/\bHeating & Air\b/, ['Htg & Air', 'Heating and Air', 'Heating/Air']],
  [/\bAir Conditioning\b/, ['A/C', 'AC']],
  [/\bElectrical\b/, ['Elec', 'Elec.']],
  [/\bElectric\b/, ['Elec', 'Elec.']],
  [/\bRestoration\b/, ['Resto']],
  [/\bExterminating\b/, ['Exterm']],
  [/\bMechanical\b/, ['Mech', 'Mech.']],
  [/\bCorporation\b/, ['Corp', 'Corp.']],
  [/\bDepartment\b/, ['Dept', 'Dept.']],
];

const SUFFIX_SWAPS: Readonly<Record<string, readonly string[]>> = {
  Inc: ['LLC', 'Inc.', ', Inc.', ''], 'Inc.': ['Inc', 'LLC', ''], ', Inc.': ['Inc', ', Inc', ''], LLC: ['Inc', 'L.L.C.', ', LLC', ''],
  Co: ['Company', 'Co.', ''], 'Co.': ['Co', 'Company', ''], Corp: ['Corporation', 'Inc', ''], Company: ['Co', ''], '': ['Inc', 'LLC', ''],
};

/** The business name as one bill prints it. */
export function printedBusinessName(rng: Rng, name: BusinessName, noise: number): string {
  let core = name.core;
  if (rng.chance(0.3 * noise)) {
    const hits = ABBREVIATIONS.filter(([re]) => re.test(core));
    if (hits.length > 0) {
      const [re, forms] = rng.pick(hits);
      core = core.replace(re, rng.pick(forms));
    }
  }
  if (core.includes(' & ') && rng.chance(0.25 * noise)) core = core.replace(' & ', ' and ');
  else if (core.includes(' and ') && rng.chance(0.25 * noise)) core = core.replace(' and ', ' & ');
  if (rng.chance(0.12 * noise)) core = typo(rng, core);
  const suffix = rng.chance(0.35 * noise) ? rng.pick(SUFFIX_SWAPS[name.suffix] ?? ['']) : name.suffix;
  let out = withSuffix(core, suffix);
  if (name.legal && rng.chance(0.25)) out = rng.chance(0.5) ? `${name.legal} dba ${out}` : `${out} (${name.legal})`;
  if (rng.chance(0.25 * noise)) out = out.toUpperCase();
  return out;
}

/** A catalog payee as printed: the payee list plus upper case, abbreviations, a typo. */
export function printedCatalogName(rng: Rng, payees: readonly string[], noise: number): string {
  let out = rng.pick(payees);
  if (rng.chance(0.2 * noise)) {
    const hits = ABBREVIATIONS.filter(([re]) => re.test(out));
    if (hits.length > 0) {
      const [re, forms] = rng.pick(hits);
      out = out.replace(re, rng.pick(forms));
    }
  }
  if (rng.chance(0.06 * noise)) out = typo(rng, out);
  if (rng.chance(0.3 * noise)) out = out.toUpperCase();
  return out;
}
