/**
 * Comparable keys for names, shared by the generator (to keep names unique) and the model clerk
 * (to read what a bill prints): vendor names without legal forms, property names with their
 * usual abbreviations folded, account numbers without punctuation or leading zeros.
 */
import { stripDiacritics } from './usps';

const FORMS = new Set(['inc', 'incorporated', 'llc', 'co', 'corp', 'corporation', 'company', 'ltd', 'lp', 'llp', 'pllc', 'pc', 'pa', 'lc']);

const words = (s: string): string[] =>
  stripDiacritics(s).toLowerCase().replace(/&/g, ' and ').replace(/['’`]/g, '').replace(/\bl\.l\.c\b/g, 'llc')
    .replace(/[^a-z0-9]+/g, ' ').trim().split(' ').filter(Boolean);

/** "The Ortega Plumbing Co., Inc." -> "ortegaplumbing". */
export function vendorKey(s: string): string {
  const t = words(s);
  if (t[0] === 'the' && t.length > 1) t.shift();
  while (t.length > 1 && FORMS.has(t[t.length - 1] ?? '')) t.pop();
  return t.join('');
}

/** A payee line may join two names ("X LLC dba Y", "X c/o Y"); each part is a name. */
export function payeeParts(s: string): string[] {
  return s.split(/\s+(?:dba|d\/b\/a|d\.b\.a\.|aka|c\/o|fka)\s+/i).map((x) => x.trim()).filter(Boolean);
}

const PROP_SYN: Readonly<Record<string, string>> = {
  apts: 'apartments', apt: 'apartments', apartment: 'apartments', condos: 'condominiums', condo: 'condominiums',
  condominium: 'condominiums', townhouses: 'townhomes', townhome: 'townhomes', twnhms: 'townhomes', ctr: 'center',
  sq: 'square', vlg: 'village', hts: 'heights', gdns: 'gardens', pt: 'pointe', mhc: 'mhp', mkt: 'market', res: 'residences',
  est: 'estates', mtn: 'mountain',
};
const PROP_PHRASES: readonly [RegExp, string][] = [
  [/\bmobile home park\b/g, 'mhp'], [/\bmobile home community\b/g, 'mhp'], [/\bmanufactured home community\b/g, 'mhp'],
  [/\brv park\b/g, 'rv resort'], [/\bshopping center\b/g, 'center'], [/\bapartment homes\b/g, 'apartments'],
];

/** "The Sandia Vista Apts." and "Sandia Vista Apartments" -> "sandiavistaapartments". */
export function propKey(s: string): string {
  let line = words(s).join(' ');
  for (const [re, to] of PROP_PHRASES) line = line.replace(re, to);
  const t = line.split(' ').filter(Boolean).map((w) => PROP_SYN[w] ?? w);
  if (t[0] === 'the' && t.length > 1) t.shift();
  return t.join('');
}

/** Ways a document shortens a property name (inverse of the folding above). */
export const PROP_SHORT: readonly [RegExp, string][] = [
  [/\bApartments\b/, 'Apts'], [/\bCondominiums\b/, 'Condos'], [/\bTownhomes\b/, 'Twnhms'], [/\bCenter\b/, 'Ctr'],
  [/\bVillage\b/, 'Vlg'], [/\bHeights\b/, 'Hts'], [/\bGardens\b/, 'Gdns'], [/\bMobile Home Park\b/, 'MHP'],
  [/\bResidences\b/, 'Res'], [/\bEstates\b/, 'Est'], [/\bSquare\b/, 'Sq'],
];

/** "00412-7" -> "4127"; "53-0012345678-9" -> "5300123456789". */
export function acctKey(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/^0+(?=.)/, '');
}
