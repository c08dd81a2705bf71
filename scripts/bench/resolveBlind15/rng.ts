/**
 * The one seeded PRNG of the blind set 15: mulberry32, forked per phase so that the draws of one
 * phase (properties, vendors, history, bills) never shift those of another.
 */
export function at<T>(arr: readonly T[], i: number): T {
  const v = arr[i];
  if (v === undefined) throw new Error(`index ${i} out of range (${arr.length})`);
  return v;
}

export class Rng {
  private s: number;

  constructor(seed: number) {
    this.s = seed >>> 0;
  }

  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A child generator for one phase, seeded from this one and the phase's label. */
  fork(label: string): Rng {
    let h = 2166136261 ^ Math.floor(this.next() * 4294967296);
    for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 16777619);
    return new Rng(h >>> 0);
  }

  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(arr: readonly T[]): T {
    return at(arr, Math.floor(this.next() * arr.length));
  }

  /** Pick from [value, weight] pairs. */
  pickW<T>(pairs: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of pairs) total += w;
    let x = this.next() * total;
    for (const [v, w] of pairs) {
      x -= w;
      if (x < 0) return v;
    }
    return at(pairs, pairs.length - 1)[0];
  }

  shuffle<T>(arr: readonly T[]): T[] {
    const out = arr.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = at(out, i);
      out[i] = at(out, j);
      out[j] = tmp;
    }
    return out;
  }

  sample<T>(arr: readonly T[], k: number): T[] {
    return this.shuffle(arr).slice(0, Math.max(0, Math.min(k, arr.length)));
  }

  /** n random digits, leading zeros allowed. */
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(Math.floor(this.next() * 10));
    return s;
  }

  /** Fill a pattern: '#' a digit, 'A' an upper-case letter, anything else kept. */
  fill(pattern: string): string {
    let s = '';
    for (const c of pattern) {
      if (c === '#') s += String(Math.floor(this.next() * 10));
      else if (c === 'A') s += String.fromCharCode(65 + Math.floor(this.next() * 26));
      else s += c;
    }
    return s;
  }
}

/** A weighted table for many draws from one large list (binary search over the running sums). */
export class WeightedTable<T> {
  private readonly items: readonly T[];
  private readonly sums: number[] = [];
  private readonly total: number;

  constructor(items: readonly T[], weight: (t: T) => number) {
    this.items = items;
    let acc = 0;
    for (const it of items) {
      acc += Math.max(0, weight(it));
      this.sums.push(acc);
    }
    this.total = acc;
    if (items.length === 0 || acc <= 0) throw new Error('WeightedTable: nothing to draw');
  }

  draw(rng: Rng): T {
    const x = rng.next() * this.total;
    let lo = 0;
    let hi = this.sums.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at(this.sums, mid) > x) hi = mid;
      else lo = mid + 1;
    }
    return at(this.items, lo);
  }
}
