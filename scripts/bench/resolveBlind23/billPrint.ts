/**
 * How bills print everything but the address: payees (exact, without the legal form, capitals,
 * alias or dba, misspelt, a payment platform), account numbers (as filed, re-spaced, masked to
 * the last four, with an extra group, leading zeros dropped), remit-to lines, property text.
 */
import { PLATFORMS } from './catalogFirms';
import { PROP_SHORT } from './names';
import type { PropRec } from './properties';
import { mulberry32 } from './rng';
import { typo } from './printing';
import { STATES } from './usps';
import type { VendorRec } from './vendorBase';

export type PayeeMode = 'exact' | 'noForm' | 'caps' | 'alias' | 'typo' | 'platform' | 'dba' | 'none';
export type AcctMode = 'filed' | 'respaced' | 'masked' | 'extra' | 'nozeros';
export type PropTextMode = 'none' | 'name' | 'alias' | 'code' | 'short' | 'caps' | 'typo';

const pickBy = <T>(list: readonly T[], seed: number): T | undefined => list[Math.abs(seed) % Math.max(1, list.length)];
const FORM_TAIL = /,?\s+(?:LLC|L\.L\.C\.|Inc\.?|Co\.?|Corp\.?|Company|Corporation|Ltd\.?|LP)$/i;

export function printPayee(v: VendorRec, mode: PayeeMode, seed: number): string | null {
  const aliases = v.aliases.filter((a) => a !== v.name);
  switch (mode) {
    case 'none': return null;
    case 'noForm': return v.name.replace(FORM_TAIL, '');
    case 'caps': return (seed % 2 === 0 ? v.name : v.name.replace(FORM_TAIL, '')).toUpperCase();
    case 'alias': return pickBy(aliases, seed) ?? v.name;
    case 'typo': return typo(v.name.replace(FORM_TAIL, ''), seed);
    case 'platform': return pickBy(PLATFORMS[v.platform ?? '']?.payees ?? [], seed) ?? v.name;
    case 'dba': return aliases.length > 0 ? `${v.name} dba ${pickBy(aliases, seed) ?? ''}` : v.name;
    default: return v.name;
  }
}

export function printAccount(number: string, mode: AcctMode, seed: number): string {
  const r = mulberry32(seed);
  const alnum = number.replace(/[^A-Za-z0-9]/g, '');
  switch (mode) {
    case 'respaced': {
      const size = 3 + Math.floor(r() * 2);
      const sep = [' ', '-', ''][Math.floor(r() * 3)] ?? ' ';
      return (alnum.match(new RegExp(`.{1,${size}}`, 'g')) ?? [alnum]).join(sep);
    }
    case 'masked': {
      if (alnum.length < 7) return number;
      const last = alnum.slice(-4);
      return [`${'X'.repeat(alnum.length - 4)}${last}`, `****${last}`, `****-${last}`, `ending in ${last}`, `•••• ${last}`][Math.floor(r() * 5)] ?? `****${last}`;
    }
    case 'extra': return `${number}${['-01', ' 001', '-2', ' 0001', '-00'][Math.floor(r() * 5)] ?? '-01'}`;
    case 'nozeros': return number.replace(/^0+(?=\d)/, '');
    default: return number;
  }
}

export function printRemit(remit: string, seed: number): string {
  const r = mulberry32(seed);
  let s = remit;
  if (r() < 0.3) s = s.replace(/\bPO Box\b/, r() < 0.5 ? 'P.O. Box' : 'P O BOX');
  if (r() < 0.3) s = s.replace(/\b(\d{5})-\d{4}\b/, '$1');
  if (r() < 0.15) s = s.replace(/, ([A-Z]{2}) (\d{5})/, (_m, st: string, z: string) => `, ${STATES[st] ?? st} ${z}`);
  if (r() < 0.35) {
    const parts = s.split(', ');
    if (parts.length >= 3) s = `${parts.slice(0, -2).join('\n')}\n${parts.slice(-2).join(', ')}`;
  }
  if (r() < 0.25) s = s.toUpperCase();
  return s;
}

const PREFIXES = ['', 'Job site: ', 'Property: ', 'Location: ', 'Re: ', 'Site: ', ''];

export function printPropText(p: PropRec, mode: PropTextMode, seed: number): string | null {
  const others = p.aliases.filter((a) => a !== p.code);
  let text: string | null;
  switch (mode) {
    case 'none': return null;
    case 'alias': text = pickBy(others, seed) ?? p.name; break;
    case 'code': text = p.code; break;
    case 'short': text = PROP_SHORT.reduce((s, [re, to]) => s.replace(re, to), p.name); break;
    case 'caps': text = p.name.toUpperCase(); break;
    case 'typo': text = typo(p.name, seed); break;
    default: text = p.name;
  }
  return `${pickBy(PREFIXES, seed >> 3) ?? ''}${text}`;
}
