/**
 * What printing, data entry and OCR do to text: marks dropped, the ʻokina as an apostrophe or a
 * backtick, typos, OCR slips, capitals, payees with and without "Inc.", account numbers regrouped.
 */
import { type Rng, chance, int, pick, pickW } from './rng';

const OKINA = /[ʻ‘’]/g;

/** Drops ʻokina, macrons, accents and tildes: "Kapiʻolani" → "Kapiolani", "Bayamón" → "Bayamon". */
export function stripMarks(s: string): string {
  return s.replace(OKINA, '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}

/** Hawaiian and Spanish names as printers and keyboards write them. */
export function marksVariant(r: Rng, s: string): string {
  if (!/[ʻ‘’\u00c0-\u017f]/.test(s)) return s;
  return pickW(r, [
    [() => s, 3],
    [() => stripMarks(s), 5],
    [() => stripMarks(s.replace(OKINA, "'")), 2],
    [() => stripMarks(s.replace(OKINA, '`')), 1],
    [() => s.replace(OKINA, "'"), 1],
  ] as const)();
}

const KEYS: Record<string, string> = {
  a: 's', s: 'a', e: 'r', r: 'e', i: 'o', o: 'i', n: 'm', m: 'n', t: 'r', l: 'k', u: 'y', c: 'v', d: 's', h: 'j', g: 'h', b: 'v', p: 'o', k: 'l', w: 'e', y: 't',
};

/** One keying slip inside a word of five letters or more; numbers are left alone. */
export function typo(r: Rng, s: string): string {
  const spans: [number, number][] = [];
  const re = /[A-Za-z]{5,}/g;
  for (let m = re.exec(s); m; m = re.exec(s)) spans.push([m.index, m.index + m[0].length]);
  if (spans.length === 0) return s;
  const [a, b] = pick(r, spans);
  const i = int(r, a + 1, b - 2);
  const ch = s.charAt(i);
  const kind = int(r, 0, 3);
  if (kind === 0) return s.slice(0, i) + s.charAt(i + 1) + ch + s.slice(i + 2);
  if (kind === 1) return s.slice(0, i) + s.slice(i + 1);
  if (kind === 2) return s.slice(0, i) + ch + s.slice(i);
  const lower = ch.toLowerCase();
  const sub = KEYS[lower] ?? lower;
  return s.slice(0, i) + (ch === lower ? sub : sub.toUpperCase()) + s.slice(i + 1);
}

const OCR: readonly (readonly [RegExp, string])[] = [
  [/O/, '0'], [/0/, 'O'], [/l/, '1'], [/1/, 'l'], [/I/, '1'], [/S/, '5'], [/B/, '8'], [/rn/, 'm'], [/m/, 'rn'],
  [/e/, 'c'], [/h/, 'b'], [/cl/, 'd'], [/ /, ''], [/\./, ','], [/a/, 'o'],
];

/** One or two OCR slips: O for 0, l for 1, rn for m, a lost space. */
export function ocr(r: Rng, s: string): string {
  let out = s;
  const n = chance(r, 0.3) ? 2 : 1;
  for (let k = 0; k < n; k++) {
    const options = OCR.filter(([re]) => re.test(out));
    if (options.length === 0) break;
    const [re, to] = pick(r, options);
    const hits: number[] = [];
    const g = new RegExp(re.source, 'g');
    for (let m = g.exec(out); m; m = g.exec(out)) hits.push(m.index);
    const at = pick(r, hits);
    const len = (re.source.replace(/\\/g, '')).length;
    out = out.slice(0, at) + to + out.slice(at + len);
  }
  return out;
}

export const CORP = /,?\s+(Inc\.?|LLC|L\.L\.C\.|Corp\.?|Corporation|Co\.|Company|Ltd\.?|Limited|LP|PLLC|CSP|P\.C\.)$/i;

const ABBR: readonly (readonly [RegExp, string])[] = [
  [/\bHeating\b/g, 'Htg'], [/\bAir Conditioning\b/g, 'A/C'], [/\bServices\b/g, 'Svcs'], [/\bService\b/g, 'Svc'], [/\bMountain\b/g, 'Mtn'],
  [/\bCompany\b/g, 'Co'], [/\bBrothers\b/g, 'Bros'], [/ and /g, ' & '], [/ & /g, ' and '], [/\bPlumbing\b/g, 'Plbg'], [/\bElectric\b/g, 'Elec'],
  [/\bConstruction\b/g, 'Const'], [/\bManagement\b/g, 'Mgmt'], [/\bMaintenance\b/g, 'Maint'], [/\bLandscaping\b/g, 'Landscape'], [/\bDepartment\b/g, 'Dept'],
  [/\bCounty\b/g, 'Cnty'], [/\bTreasurer\b/g, 'Treas'], [/\bAssociation\b/g, 'Assn'], [/\bUtilities\b/g, 'Utils'], [/\bInternational\b/g, 'Intl'],
  [/\bServicios\b/g, 'Svcs'], [/\bNatural Gas\b/g, 'Nat Gas'], [/\bCommunications\b/g, 'Comm'], [/\bRestoration\b/g, 'Resto'],
];

export function abbreviate(r: Rng, s: string): string {
  const options = ABBR.filter(([re]) => new RegExp(re.source).test(s));
  if (options.length === 0) return s;
  const [re, to] = pick(r, options);
  return s.replace(re, to);
}

/** The payee as a bill prints it, or null when extraction found none. */
/** The name a firm prints: "Republic Services - Colorado" is the directory's, the bill says "Republic Services". */
export function printedName(name: string): string {
  const i = name.indexOf(' - ');
  return i > 0 ? name.slice(0, i) : name;
}

export function payeeVariant(r: Rng, fullName: string, aliases: readonly string[], nullShare = 0.035): string | null {
  if (chance(r, nullShare)) return null;
  const name = printedName(fullName);
  const base = name.replace(CORP, '');
  const alias = aliases.length > 0 ? pick(r, aliases) : base;
  return pickW(r, [
    [() => name, 34],
    [() => base, 20],
    [() => name.toUpperCase(), 9],
    [() => base.toUpperCase(), 6],
    [() => alias, aliases.length > 0 ? 12 : 0],
    [() => abbreviate(r, name), 7],
    [() => typo(r, base), 4],
    [() => stripMarks(name), /[ʻ\u00c0-\u017f]/.test(name) ? 6 : 0],
    [() => `${base} ${pick(r, ['Inc', 'LLC', 'Co.', 'Corp'])}`, CORP.test(name) ? 2 : 0],
    [() => base.replace(/^The /, ''), /^The /.test(base) ? 3 : 0],
  ] as const)();
}

/** Where two printings of one account number meet: letters and digits only, upper case, no leading zeros. */
export function acctKey(a: string): string {
  return a.replace(/[^0-9A-Za-z]/g, '').toUpperCase().replace(/^0+/, '');
}

/** An account number as a bill prints it: regrouped, stripped, with its leading zeros lost. */
export function accountVariant(r: Rng, acct: string): string {
  const bare = acct.replace(/[^0-9A-Za-z]/g, '');
  return pickW(r, [
    [() => acct, 48],
    [() => bare, 18],
    [() => acct.replace(/-/g, ' '), 8],
    [() => bare.replace(/^0+/, ''), /^0/.test(bare) ? 8 : 0],
    [() => bare.replace(/(.{4})(?=.)/g, '$1 '), bare.length > 8 ? 6 : 0],
    [() => acct.replace(/ /g, '-'), / /.test(acct) ? 5 : 0],
    [() => `${bare.slice(0, -1)}-${bare.slice(-1)}`, bare.length > 6 ? 4 : 0],
    [() => `#${acct}`, 3],
  ] as const)();
}
