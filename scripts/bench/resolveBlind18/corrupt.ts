/**
 * How print and OCR damage text: one-letter typos, look-alike glyphs, and the index that proves a
 * damaged name still points at one thing only (a symmetric-deletion index: two strings within one
 * edit, transpositions included, share a deletion variant).
 */
import { at, type Rng } from './rng';

const NEAR_KEYS: Readonly<Record<string, string>> = {
  a: 'sq', b: 'vn', c: 'xv', d: 'sf', e: 'wr', f: 'dg', g: 'fh', h: 'gj', i: 'uo', j: 'hk', k: 'jl', l: 'k', m: 'n', n: 'bm', o: 'ip', p: 'o', r: 'et', s: 'ad', t: 'ry', u: 'yi', v: 'cb', w: 'qe', y: 'tu', z: 'x',
};

export function normName(s: string): string {
  return s.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9 ]/g, ' ').replace(/\s+/g, ' ').trim();
}

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur.push(Math.min(at(prev, j) + 1, at(cur, j - 1) + 1, at(prev, j - 1) + cost));
    }
    prev = cur;
  }
  return at(prev, b.length);
}

/** One edit inside a word, never its first letter: drop, swap, double or hit a neighbouring key. */
export function typoWord(word: string, rng: Rng): string {
  const i = rng.int(1, word.length - 2);
  const c = word[i] ?? '';
  const op = rng.int(0, 3);
  if (op === 0) return word.slice(0, i) + word.slice(i + 1);
  if (op === 1) return word.slice(0, i) + (word[i + 1] ?? '') + c + word.slice(i + 2);
  if (op === 2) return word.slice(0, i) + c + word.slice(i);
  const near = NEAR_KEYS[c.toLowerCase()];
  if (near === undefined) return word.slice(0, i) + word.slice(i + 1);
  const r = rng.pick(near.split(''));
  return word.slice(0, i) + (c === c.toUpperCase() ? r.toUpperCase() : r) + word.slice(i + 1);
}

/** A typo in one alphabetic word of five letters or more; null when there is none to damage. */
export function typoPhrase(s: string, rng: Rng): string | null {
  const words = s.split(' ');
  const idx = words.map((w, i) => (/^[A-Za-z]{5,}$/.test(w) ? i : -1)).filter((i) => i >= 0);
  if (idx.length === 0) return null;
  const k = rng.pick(idx);
  words[k] = typoWord(at(words, k), rng);
  return words.join(' ');
}

const OCR_PAIRS: readonly (readonly [RegExp, string])[] = [[/rn/, 'm'], [/m/, 'rn'], [/l/, '1'], [/O/, '0'], [/e/, 'c'], [/S/, '5'], [/cl/, 'd'], [/i/, 'l'], [/B/, '8']];

/** One look-alike slip in the letters of a phrase ("Westheimer" -> "Westheirner"); null if none applies. */
export function ocrPhrase(s: string, rng: Rng): string | null {
  const options = OCR_PAIRS.filter(([re]) => re.test(s));
  if (options.length === 0) return null;
  const [re, to] = rng.pick(options);
  const hits: number[] = [];
  const g = new RegExp(re.source, 'g');
  for (let m = g.exec(s); m !== null; m = g.exec(s)) hits.push(m.index);
  const pos = rng.pick(hits);
  const len = re.source.length;
  return s.slice(0, pos) + to + s.slice(pos + len);
}

const DIGIT_LOOKALIKE: Readonly<Record<string, string>> = { '0': 'O', '1': 'l', '5': 'S', '8': 'B', '6': 'G' };

/** A house number with one digit read as its look-alike letter ("4500" -> "45O0"). */
export function ocrNumber(num: string, rng: Rng): string {
  const idx = [...num].map((c, i) => (DIGIT_LOOKALIKE[c] !== undefined ? i : -1)).filter((i) => i >= 0);
  if (idx.length === 0) return num;
  const i = rng.pick(idx);
  return num.slice(0, i) + (DIGIT_LOOKALIKE[num[i] ?? ''] ?? '') + num.slice(i + 1);
}

function deletions(s: string): string[] {
  const out = [s];
  for (let i = 0; i < s.length; i++) out.push(s.slice(0, i) + s.slice(i + 1));
  return out;
}

/** Which owners' names lie within one edit of a string (normalized first). */
export class NearIndex {
  private readonly map = new Map<string, string[]>();
  private readonly seen = new Set<string>();

  add(name: string, owner: string): void {
    const n = normName(name);
    const key = `${owner}\u0000${n}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    for (const d of deletions(n)) {
      const list = this.map.get(d);
      if (list === undefined) this.map.set(d, [owner]);
      else if (!list.includes(owner)) list.push(owner);
    }
  }

  owners(name: string): Set<string> {
    const found = new Set<string>();
    for (const d of deletions(normName(name))) for (const o of this.map.get(d) ?? []) found.add(o);
    return found;
  }

  /** True when the string is within one edit of this owner's names and of no one else's. */
  pointsOnlyTo(name: string, owner: string): boolean {
    const o = this.owners(name);
    return o.size === 1 && o.has(owner);
  }
}
