/** What printing, scanning and people do to text: typos, OCR confusions, abbreviations, case. */
import { type GenVendor } from './model';
import { type Rng } from './random';

const OCR: readonly (readonly [string, string])[] = [
  ['O', '0'], ['0', 'O'], ['l', '1'], ['1', 'l'], ['I', '1'], ['S', '5'], ['5', 'S'], ['B', '8'], ['8', 'B'], ['rn', 'm'], ['m', 'rn'], ['cl', 'd'], ['e', 'c'], ['a', 'o'], ['h', 'b'],
];

/** One keyboard slip in a word of four letters or more: swap, drop, double or neighbour key. */
export function typo(rng: Rng, s: string): string {
  const words = s.split(' ');
  const idx = words.map((w, i) => [w, i] as const).filter(([w]) => /^[A-Za-z]{4,}$/.test(w)).map(([, i]) => i);
  if (idx.length === 0) return s;
  const wi = rng.pick(idx);
  const w = words[wi] ?? '';
  const p = rng.int(1, w.length - 2);
  const kind = rng.int(0, 3);
  let out = w;
  if (kind === 0) out = w.slice(0, p) + (w[p + 1] ?? '') + (w[p] ?? '') + w.slice(p + 2);
  else if (kind === 1) out = w.slice(0, p) + w.slice(p + 1);
  else if (kind === 2) out = w.slice(0, p) + (w[p] ?? '') + w.slice(p);
  else out = w.slice(0, p) + rng.pick(['a', 'e', 'i', 'o', 'r', 'n']) + w.slice(p + 1);
  words[wi] = out;
  return words.join(' ');
}

/** One OCR confusion somewhere in the text. */
export function ocr(rng: Rng, s: string): string {
  const options = OCR.filter(([a]) => s.includes(a));
  if (options.length === 0) return s;
  const [a, b] = rng.pick(options);
  const positions: number[] = [];
  for (let i = s.indexOf(a); i >= 0; i = s.indexOf(a, i + 1)) positions.push(i);
  const at = rng.pick(positions);
  return s.slice(0, at) + b + s.slice(at + a.length);
}

export function maybeNoise(rng: Rng, s: string, pTypo: number, pOcr: number): string {
  let out = s;
  if (rng.chance(pTypo)) out = typo(rng, out);
  if (rng.chance(pOcr)) out = ocr(rng, out);
  return out;
}

const ABBR: readonly (readonly [RegExp, string])[] = [
  [/\bPlumbing\b/, 'Plbg'], [/\bHeating\b/, 'Htg'], [/\bElectrical\b/, 'Elec'], [/\bElectric\b/, 'Elec'], [/\bServices\b/, 'Svcs'], [/\bService\b/, 'Svc'],
  [/\bConstruction\b/, 'Constr'], [/\bCompany\b/, 'Co'], [/\bManagement\b/, 'Mgmt'], [/\bMaintenance\b/, 'Maint'], [/\bLandscaping\b/, 'Landscpg'],
  [/\bBrothers\b/, 'Bros'], [/\bAssociates\b/, 'Assoc'], [/\bAssociation\b/, 'Assn'], [/\bEnvironmental\b/, 'Env'], [/\bMechanical\b/, 'Mech'],
  [/\bDepartment\b/, 'Dept'], [/\bCommission\b/, 'Comm'], [/\bNational\b/, 'Natl'], [/\bHomeowners\b/, 'HOA'], [/\bCommunity\b/, 'Comm'],
  [/\bProtection\b/, 'Prot'], [/\bCooling\b/, 'Clg'], [/\bContractors\b/, 'Contr'], [/\bDistributors\b/, 'Dist'], [/\bInsurance\b/, 'Ins'],
];
/** Public bodies and associations: nobody prints "Inc" after them. */
const PUBLIC: readonly string[] = ['water', 'municipal', 'hoa', 'electric', 'gas'];
const FORM_RE = /,?\s*\b(Inc\.?|LLC|L\.L\.C\.|Co\.|Corp\.?|Company|Corporation|P\.C\.|LLP)$/;

export function stripForm(name: string): string {
  return name.replace(FORM_RE, '').trim();
}

export function abbreviate(rng: Rng, name: string): string {
  let out = name;
  for (const [re, rep] of ABBR) if (re.test(out) && rng.chance(0.7)) out = out.replace(re, rep);
  return out;
}

function initials(name: string): string {
  return stripForm(name).split(/\s+/).filter((w) => /^[A-Z]/.test(w) && !['&', 'and', 'of', 'the'].includes(w)).map((w) => w[0]).join('');
}

/** The payee as a bill prints it: the name, its dba, abbreviations, another legal form, caps, typos. */
export function payeeVariant(rng: Rng, v: GenVendor): string {
  const dba = v.name.includes(' dba ') ? v.name.split(' dba ')[1] ?? v.name : null;
  const base = dba && rng.chance(0.6) ? dba : v.aliases.length > 0 && rng.chance(0.25) ? rng.pick(v.aliases) : v.name;
  const r = rng.next();
  let out = base;
  if (r < 0.35) out = base;
  else if (r < 0.52) out = stripForm(base);
  else if (r < 0.62) out = PUBLIC.includes(v.kind) ? base : `${stripForm(base)} ${rng.pick(['Inc', 'LLC', 'Inc.', 'Co'])}`;
  else if (r < 0.72) out = base.toUpperCase();
  else if (r < 0.8) out = abbreviate(rng, base);
  else if (r < 0.85) out = base.replace(/ & /g, ' and ').replace(/'/g, '');
  else if (r < 0.88 && initials(base).length >= 3) out = `${initials(base)}${rng.chance(0.5) ? ` ${rng.pick(['Inc', 'LLC'])}` : ''}`;
  else if (r < 0.93) out = typo(rng, base);
  else out = ocr(rng, base);
  if (v.careOf && rng.chance(0.35)) out = `${out} c/o ${v.careOf}`;
  return out;
}

/** An account number as a bill prints it: separators moved or dropped, leading zeros lost, a label. */
export function accountVariant(rng: Rng, acct: string): string {
  const r = rng.next();
  let out = acct;
  if (r < 0.5) out = acct;
  else if (r < 0.68) out = acct.replace(/[\s-]/g, '');
  else if (r < 0.78) out = acct.replace(/[\s]/g, '-');
  else if (r < 0.86) out = acct.replace(/^0+/, '');
  else if (r < 0.92) out = acct.replace(/-/g, ' ');
  else out = acct.replace(/(\d{4})(?=\d)/g, '$1 ').replace(/\s+/g, ' ');
  if (rng.chance(0.08)) out = `${rng.pick(['Acct# ', 'Account # ', 'Acct No. ', 'A/C '])}${out}`;
  return out;
}

export function caps(rng: Rng, s: string, pUpper: number): string {
  return rng.chance(pUpper) ? s.toUpperCase() : s;
}
