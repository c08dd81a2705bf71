/** What printing and OCR do to a name, an address or an account number. */
import type { Rng } from './prng';
import { formatStreet, type StreetParts, type StreetStyle } from './street';

/** One OCR confusion: 0/O, 1/l, 5/S in digits; m -> rn, o -> 0, l -> 1 in letters. */
export function ocrSlipNumber(rng: Rng, n: string): string {
  const idx = [...n].map((ch, i) => ('015'.includes(ch) ? i : -1)).filter((i) => i >= 0);
  if (idx.length === 0) return n;
  const i = rng.pick(idx);
  const to = { '0': 'O', '1': 'l', '5': 'S' }[n[i] as '0' | '1' | '5'];
  return n.slice(0, i) + to + n.slice(i + 1);
}

export function ocrSlipWord(rng: Rng, w: string): string {
  const opts: [RegExp, string][] = [[/m/, 'rn'], [/o/, '0'], [/l/, '1'], [/rn/, 'm'], [/s/, '5']];
  const usable = opts.filter(([re]) => re.test(w));
  if (usable.length === 0) return w;
  const [re, to] = rng.pick(usable);
  return w.replace(re, to);
}

/** One typing slip in a word of five letters or more: a swap, a drop or a double. */
export function misspell(rng: Rng, text: string): string {
  const words = text.split(' ');
  const idx = words.map((w, i) => (/^[A-Za-z]{5,}$/.test(w) ? i : -1)).filter((i) => i >= 0);
  if (idx.length === 0) return text;
  const wi = rng.pick(idx);
  const w = words[wi] as string;
  const p = rng.int(1, w.length - 2);
  const kind = rng.int(0, 2);
  words[wi] = kind === 0 ? w.slice(0, p) + w[p + 1] + w[p] + w.slice(p + 2) : kind === 1 ? w.slice(0, p) + w.slice(p + 1) : w.slice(0, p) + w[p] + w.slice(p);
  return words.join(' ');
}

export interface StreetPrint { text: string; slips: string[] }

/** A street line as a bill prints it; level 0 slips freely, 1 a little, 2 not at all. */
export function printStreet(rng: Rng, p: StreetParts, level: number, fusedUnit: string | null): StreetPrint {
  const slips: string[] = [];
  const free = level === 0 ? 1 : level === 1 ? 0.4 : 0;
  const style: StreetStyle = { dir: 'abbr', suffix: 'abbr' };
  if (rng.chance(0.25)) style.suffix = 'full';
  if (rng.chance(0.1)) style.suffix = 'dotted';
  if (p.dir && rng.chance(0.2)) style.dir = 'full';
  if (p.suffix && rng.chance(0.1 * free)) { style.suffix = 'drop'; slips.push('suffixDropped'); }
  if (p.dir && rng.chance(0.22 * free)) { style.dir = rng.chance(0.5) ? 'drop' : 'moved'; slips.push(style.dir === 'drop' ? 'dirDropped' : 'dirMoved'); }
  let num = String(p.number);
  if (rng.chance(0.08 * free)) { const s = ocrSlipNumber(rng, num); if (s !== num) { num = s; slips.push('ocrNumber'); } }
  style.number = fusedUnit ? `${num}${fusedUnit}` : num;
  let name = p.name;
  const roll = rng.next();
  if (roll < 0.08 * free) { const s = ocrSlipWord(rng, name); if (s !== name) { name = s; slips.push('ocrStreet'); } }
  else if (roll < 0.16 * free) { const s = misspell(rng, name); if (s !== name) { name = s; slips.push('streetTypo'); } }
  if (name === 'Hwy 1' && rng.chance(0.4)) name = 'Highway 1';
  let text = formatStreet({ ...p, name }, style);
  if (rng.chance(0.2)) text = text.toUpperCase();
  return { text, slips };
}

/** Re-spaced, masked, or with an extra check group. */
export function printAccount(rng: Rng, acct: string, level: number): { text: string; slip: string | null } {
  const digits = acct.replace(/[^0-9A-Za-z]/g, '');
  const free = level === 0 ? 1 : 0;
  const r = rng.next();
  if (free && r < 0.12 && digits.length >= 8) return { text: rng.pick([`****${digits.slice(-4)}`, `XXXXXX${digits.slice(-4)}`, `xxxx-xxxx-${digits.slice(-4)}`]), slip: 'masked' };
  if (free && r < 0.2 && digits.length >= 7) return { text: `${acct}-${String(rng.int(0, 99)).padStart(2, '0')}`, slip: 'checkGroup' };
  if (r < 0.4 && digits.length >= 6) {
    const groups = digits.match(/.{1,4}/g) ?? [digits];
    return { text: rng.pick([digits, groups.join(' '), groups.join('-')]), slip: 'respaced' };
  }
  return { text: acct, slip: null };
}
