/** The blind resolve set's own seeded PRNG (mulberry32) and the string helpers its guards use. */

export class Rng {
  private a: number;

  constructor(seed: number) {
    this.a = seed >>> 0;
  }

  next(): number {
    this.a = (this.a + 0x6d2b79f5) >>> 0;
    let t = this.a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return at(items, Math.floor(this.next() * items.length));
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let x = this.next() * total;
    for (const [value, w] of entries) {
      x -= w;
      if (x < 0) return value;
    }
    return at(entries, entries.length - 1)[0];
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const t = at(items, i);
      items[i] = at(items, j);
      items[j] = t;
    }
    return items;
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
}

export function at<T>(items: readonly T[], i: number): T {
  const v = items[i];
  if (v === undefined) throw new Error(`index ${i} out of ${items.length}`);
  return v;
}

/** Exact counts, shuffled: the bill mix comes out as documented, in no particular order. */
export function deck<T extends string>(r: Rng, counts: Readonly<Record<T, number>>): T[] {
  const out: T[] = [];
  for (const [k, n] of Object.entries(counts) as [T, number][]) for (let i = 0; i < n; i++) out.push(k);
  return r.shuffle(out);
}

/** Lower case, letters and digits, "&" as "and", single spaces: how the guards compare names. */
export function norm(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Levenshtein distance, giving up (returning max + 1) once it must exceed max. */
export function lev(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = new Array<number>(b.length + 1);
  let cur = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[b.length] ?? max + 1;
}

const KEYBOARD: Record<string, string> = {
  a: 'qs', b: 'vn', c: 'xv', d: 'sf', e: 'wr', f: 'dg', g: 'fh', h: 'gj', i: 'uo', j: 'hk', k: 'jl', l: 'k', m: 'n',
  n: 'bm', o: 'ip', p: 'o', q: 'w', r: 'et', s: 'ad', t: 'ry', u: 'yi', v: 'cb', w: 'qe', x: 'zc', y: 'tu', z: 'x',
};

/** One or two human typos (neighbouring key, dropped, doubled or swapped letter) inside words of 4+ letters, never the first letter. */
export function typo(r: Rng, s: string, edits: 1 | 2): string {
  let out = s;
  for (let e = 0; e < edits; e++) {
    const spots: number[] = [];
    for (const m of out.matchAll(/[A-Za-z]{4,}/g)) for (let i = (m.index ?? 0) + 1; i < (m.index ?? 0) + m[0].length; i++) spots.push(i);
    if (spots.length === 0) return out;
    const i = r.pick(spots);
    const ch = out.charAt(i);
    const lower = ch.toLowerCase();
    const op = r.weighted([['sub', 4], ['del', 3], ['dup', 2], ['swap', 2]] as const);
    if (op === 'sub') {
      const n = r.pick([...(KEYBOARD[lower] ?? 'e')]);
      out = out.slice(0, i) + (ch === lower ? n : n.toUpperCase()) + out.slice(i + 1);
    } else if (op === 'del') out = out.slice(0, i) + out.slice(i + 1);
    else if (op === 'dup') out = out.slice(0, i) + ch + out.slice(i);
    else if (i + 1 < out.length && /[A-Za-z]/.test(out.charAt(i + 1))) out = out.slice(0, i) + out.charAt(i + 1) + ch + out.slice(i + 2);
    else out = out.slice(0, i) + out.slice(i + 1);
  }
  return out;
}

/** A 26-letter histogram: half its L1 difference is a lower bound on the edit distance, a cheap first filter. */
export function hist(s: string): Int16Array {
  const h = new Int16Array(27);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i) - 97;
    h[c >= 0 && c < 26 ? c : 26] = (h[c >= 0 && c < 26 ? c : 26] ?? 0) + 1;
  }
  return h;
}

/** True when the histograms alone show the edit distance exceeds `limit`. */
export function histFar(a: Int16Array, b: Int16Array, limit: number): boolean {
  let d = 0;
  for (let i = 0; i < 27; i++) {
    d += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
    if (d > 2 * limit) return true;
  }
  return false;
}

export const titleCase = (s: string) => s.replace(/\b([a-z])/g, (c) => c.toUpperCase());
