import { prng } from '../seedData';

/** The one seeded random source of the set; every choice goes through it, in a fixed order. */
export class Rng {
  private readonly r: () => number;

  constructor(seed: number) {
    this.r = prng(seed);
  }

  float(): number {
    return this.r();
  }

  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.r() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.r() < p;
  }

  pick<T>(arr: readonly T[]): T {
    if (arr.length === 0) throw new Error('pick from an empty list');
    return arr[Math.floor(this.r() * arr.length)] as T;
  }

  weighted<T>(pairs: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of pairs) total += w;
    let x = this.r() * total;
    for (const [v, w] of pairs) {
      x -= w;
      if (x < 0) return v;
    }
    const last = pairs[pairs.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** Index into a list of non-negative weights. */
  weightedIndex(weights: readonly number[], total?: number): number {
    let sum = total ?? 0;
    if (total === undefined) for (const w of weights) sum += w;
    let x = this.r() * sum;
    for (let i = 0; i < weights.length; i++) {
      x -= weights[i] as number;
      if (x < 0) return i;
    }
    return weights.length - 1;
  }

  shuffle<T>(arr: T[]): T[] {
    for (let i = arr.length - 1; i > 0; i--) {
      const j = Math.floor(this.r() * (i + 1));
      const t = arr[i] as T;
      arr[i] = arr[j] as T;
      arr[j] = t;
    }
    return arr;
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(Math.floor(this.r() * 10));
    return s;
  }
}
