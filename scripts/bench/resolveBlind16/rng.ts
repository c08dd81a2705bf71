/**
 * The blind set's only source of randomness: mulberry32, one stream per phase, each forked from
 * the seed by an FNV-1a hash of the phase's name, so a change to one phase leaves the others alone.
 */
export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function fork(seed: number, phase: string): Rng {
  let h = (0x811c9dc5 ^ Math.imul(seed | 0, 0x9e3779b1)) >>> 0;
  for (let i = 0; i < phase.length; i++) {
    h ^= phase.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return mulberry32(h);
}

export function int(r: Rng, lo: number, hi: number): number {
  return lo + Math.floor(r() * (hi - lo + 1));
}

export function chance(r: Rng, p: number): boolean {
  return r() < p;
}

export function at<T>(xs: readonly T[], i: number): T {
  if (i < 0 || i >= xs.length) throw new Error(`index ${i} out of range ${xs.length}`);
  return xs[i] as T;
}

export function pick<T>(r: Rng, xs: readonly T[]): T {
  if (xs.length === 0) throw new Error('pick from an empty list');
  return at(xs, Math.floor(r() * xs.length));
}

export function pickW<T>(r: Rng, xs: readonly (readonly [T, number])[]): T {
  let total = 0;
  for (const [, w] of xs) total += w;
  let x = r() * total;
  for (const [v, w] of xs) {
    x -= w;
    if (x < 0) return v;
  }
  const last = xs[xs.length - 1];
  if (!last) throw new Error('pickW from an empty list');
  return last[0];
}

export function shuffle<T>(r: Rng, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    const t = xs[i] as T;
    xs[i] = xs[j] as T;
    xs[j] = t;
  }
  return xs;
}

export function sample<T>(r: Rng, xs: readonly T[], k: number): T[] {
  return shuffle(r, xs.slice()).slice(0, Math.max(0, Math.min(k, xs.length)));
}

export function pad(n: number, w: number): string {
  return String(n).padStart(w, '0');
}

/** "#" a digit, "9" a digit 1-9, "@" an upper-case letter; anything else is copied. */
export function pattern(r: Rng, pat: string): string {
  let out = '';
  for (const ch of pat) {
    if (ch === '#') out += String(int(r, 0, 9));
    else if (ch === '9') out += String(int(r, 1, 9));
    else if (ch === '@') out += String.fromCharCode(65 + int(r, 0, 25));
    else out += ch;
  }
  return out;
}

/** A weighted choice over a list, with a precomputed cumulative table (for the bill loop). */
export class Picker<T> {
  private readonly cum: number[] = [];
  private readonly total: number;
  constructor(private readonly items: readonly T[], weight: (t: T) => number) {
    let s = 0;
    for (const it of items) {
      s += Math.max(0, weight(it));
      this.cum.push(s);
    }
    this.total = s;
  }
  get size(): number {
    return this.items.length;
  }
  next(r: Rng): T {
    if (this.items.length === 0 || this.total <= 0) throw new Error('Picker is empty');
    const x = r() * this.total;
    let lo = 0;
    let hi = this.cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at(this.cum, mid) > x) hi = mid;
      else lo = mid + 1;
    }
    return at(this.items, lo);
  }
}
