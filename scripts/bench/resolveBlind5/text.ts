/* Printing habits: street/unit/city variants, OCR slips, timestamps (blind-5 set). */

export type Rng = () => number;
export const pick = <T>(r: Rng, a: readonly T[]): T => a[Math.floor(r() * a.length)]!;
export const int = (r: Rng, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
export const digits = (r: Rng, pattern: string): string => pattern.replace(/#/g, () => String(Math.floor(r() * 10)));

const SUF: Record<string, string> = { St: 'Street', Ave: 'Avenue', Blvd: 'Boulevard', Rd: 'Road', Dr: 'Drive', Pkwy: 'Parkway', Hwy: 'Highway', Pl: 'Place' };
const DIR: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest' };
export const DIRS = new Set(Object.keys(DIR));
const SUF_WORDS = new Set([...Object.keys(SUF), ...Object.values(SUF), 'Way'].map((s) => s.toLowerCase()));

/** Number + street core (no directionals, no trailing suffix): two sites never share it, so dropping a directional is safe. */
export function streetKey(num: string, street: string): string {
  const t = street.split(' ').filter((w) => !DIRS.has(w));
  if (t.length > 1 && SUF_WORDS.has(t[t.length - 1]!.toLowerCase())) t.pop();
  return `${num}|${t.join(' ').toLowerCase().replace(/^third$/, '3rd')}`;
}

export function expandStreet(street: string): string {
  if (street.startsWith('Ave of')) return street.replace('Ave of', 'Avenue of');
  if (street.startsWith('MLK')) return street.replace('MLK', 'Martin Luther King');
  const t = street.split(' ');
  return t.map((w, i) => (DIR[w] ? DIR[w] : i > 0 && SUF[w] ? SUF[w] : w)).join(' ');
}

/** A street as a bill prints it, from the directory's form. */
export function printStreet(r: Rng, street: string): string {
  const base = street.replace(/\b(Street|Avenue|Boulevard|Road|Drive|Parkway|Highway|Place)\b/g, (w) => Object.keys(SUF).find((k) => SUF[k] === w) ?? w);
  const x = r();
  let s: string;
  if (x < 0.4) s = street;
  else if (x < 0.6) s = expandStreet(base);
  else if (x < 0.75) s = base.replace(/\b(St|Ave|Blvd|Rd|Dr)\b(?!\s+of)/, '$1.');
  else if (x < 0.85) s = base.split(' ').filter((w, i, a) => !(DIRS.has(w) && a.length > 2) || i === -1).join(' ');
  else s = base.replace(/^Third\b/, '3rd').replace(/^Ave of/, 'Avenue of');
  return s;
}

const OCR: [RegExp, string][] = [[/l/, '1'], [/o/, '0'], [/m/, 'rn'], [/e/, 'c'], [/S/, '5'], [/i/, 'l'], [/B/, '8'], [/a/, 'o']];
/** One OCR slip or transposition inside the longest word (≥ 5 letters), else unchanged. */
export function slip(r: Rng, s: string): string {
  const words = s.split(' ');
  let bi = -1;
  words.forEach((w, i) => { if (/^[A-Za-z]{5,}$/.test(w) && (bi < 0 || w.length > words[bi]!.length)) bi = i; });
  if (bi < 0) return s;
  let w = words[bi]!;
  if (r() < 0.5) {
    const k = int(r, 1, w.length - 3);
    w = w.slice(0, k) + w[k + 1] + w[k] + w.slice(k + 2);
  } else {
    const opts = OCR.filter(([re]) => re.test(w.slice(1)));
    if (opts.length) { const [re, to] = pick(r, opts); w = w[0] + w.slice(1).replace(re, to); }
  }
  words[bi] = w;
  return words.join(' ');
}

/** How a unit label is printed. */
export function printUnit(r: Rng, label: string, mhp: boolean): string {
  if (/^Suite /.test(label)) { const n = label.slice(6); return pick(r, [`Suite ${n}`, `Ste ${n}`, `STE ${n}`, `Ste. ${n}`, `#${n}`]); }
  if (/^Space /.test(label) || mhp) { const n = label.replace(/^Space /, ''); return pick(r, [`Space ${n}`, `Sp ${n}`, `SPC ${n}`, `Spc. ${n}`, `Lot ${n}`, `#${n}`]); }
  if (/House|ADU|Main/.test(label)) {
    if (label === 'ADU') return pick(r, ['ADU', 'Rear ADU', 'ADU (rear)', 'Back unit - ADU']);
    if (label === 'Rear House') return pick(r, ['Rear House', 'REAR HOUSE', 'rear house', 'Rear Unit']);
    if (label === 'Front House') return pick(r, ['Front House', 'FRONT HOUSE', 'Front Unit']);
    return pick(r, [label, label.toUpperCase(), `${label} (front)`]);
  }
  return pick(r, [`Apt ${label}`, `Apt. ${label}`, `#${label}`, `Unit ${label}`, `UNIT ${label}`, `APT ${label}`, `# ${label}`]);
}

export function fmtTs(ms: number, style: 'Z' | 'ms' | '-07:00' | '-08:00'): string {
  if (style === 'ms') return new Date(ms).toISOString();
  if (style === 'Z') return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const off = style === '-07:00' ? 7 : 8;
  return new Date(ms - off * 3600000).toISOString().replace(/\.\d{3}Z$/, style);
}

export function normName(s: string): string {
  return s.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9 ]/g, ' ').split(/\s+/).filter((w) => w && !['inc', 'llc', 'co', 'corp', 'company', 'the', 'and', 'lp'].includes(w)).join(' ');
}

export function money(r: Rng, lo: number, hi: number): string {
  return (lo + r() * (hi - lo)).toFixed(2);
}
