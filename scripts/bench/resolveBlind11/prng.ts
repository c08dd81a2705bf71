/*
 * Seeded PRNG for the blind set 11 generator (mulberry32 with named sub-streams), so that the
 * whole set is a pure function of the seed.
 */

function hashLabel(label: string): number {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** A uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An independent stream derived from this one's seed and a label. */
  fork(label: string): Rng {
    return new Rng((this.state ^ hashLabel(label)) >>> 0);
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [lo, hi], both ends included. */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)] as T;
  }

  /** Picks by weight; the weights need not sum to one. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    const last = items[items.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const a = items[i] as T;
      items[i] = items[j] as T;
      items[j] = a;
    }
    return items;
  }

  /** A few distinct items. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = items.slice();
    this.shuffle(copy);
    return copy.slice(0, Math.min(n, copy.length));
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(10));
    return s;
  }
}

/** Picks from a table of cumulative weights prepared once (fast for big lists). */
export class WeightedTable<T> {
  private readonly cumulative: number[] = [];
  private total = 0;

  constructor(private readonly items: readonly T[], weight: (item: T) => number) {
    for (const item of items) {
      this.total += Math.max(0, weight(item));
      this.cumulative.push(this.total);
    }
  }

  pick(rng: Rng): T {
    const r = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] as number) > r) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}
