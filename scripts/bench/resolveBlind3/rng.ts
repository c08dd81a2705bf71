import { prng } from '../seedData';

/** A seeded random source with the small helpers the generators need. */
export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = prng(seed);
  }

  /** An independent stream, so one stage's draws do not shift another's. */
  fork(tag: number): Rng {
    return new Rng((Math.floor(this.next() * 0x7fffffff) ^ Math.imul(tag + 1, 0x9e3779b1)) >>> 0);
  }

  float(): number {
    return this.next();
  }

  /** 0 … n-1. */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** lo … hi inclusive. */
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

  /** Picks by weight: [[value, weight], …]. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [v, w] of items) {
      r -= w;
      if (r < 0) return v;
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

  sample<T>(items: readonly T[], k: number): T[] {
    return this.shuffle([...items]).slice(0, Math.min(k, items.length));
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(10));
    return s;
  }

  /** A digit string that does not start with 0. */
  number(n: number): string {
    return String(1 + this.int(9)) + this.digits(n - 1);
  }

  hex(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += '0123456789abcdef'[this.int(16)];
    return s;
  }
}

/** Weighted picks from a fixed list: cumulative weights + binary search. */
export class WeightedPicker<T> {
  private readonly cum: number[] = [];
  private readonly total: number;

  constructor(private readonly items: readonly T[], weights: readonly number[]) {
    let t = 0;
    for (let i = 0; i < items.length; i++) {
      t += Math.max(0, weights[i] ?? 0);
      this.cum.push(t);
    }
    this.total = t;
    if (items.length === 0 || t <= 0) throw new Error('WeightedPicker needs positive weights');
  }

  pick(rng: Rng): T {
    const r = rng.float() * this.total;
    let lo = 0;
    let hi = this.cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cum[mid] as number) > r) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}
