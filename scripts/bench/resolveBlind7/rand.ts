import { prng } from '../seedData';

/** The one seeded source of randomness for blind set 7; every choice goes through it. */
export class Rng {
  private readonly r: () => number;

  constructor(seed: number) {
    this.r = prng(seed);
  }

  next(): number {
    return this.r();
  }

  /** Integer in [lo, hi], both inclusive. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.r() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.r() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.r() * items.length)] as T;
  }

  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let x = this.r() * total;
    for (const [v, w] of items) {
      x -= w;
      if (x < 0) return v;
    }
    const last = items[items.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.r() * (i + 1));
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    return items;
  }

  sample<T>(items: readonly T[], k: number): T[] {
    return this.shuffle([...items]).slice(0, k);
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(Math.floor(this.r() * 10));
    return s;
  }
}

export function at<T>(items: readonly T[], i: number): T {
  const v = items[i];
  if (v === undefined) throw new Error(`index ${i} out of range (${items.length})`);
  return v;
}

/** Cumulative-weight picker for large lists (binary search). */
export class WeightedList<T> {
  private readonly cum: number[] = [];
  private total = 0;

  constructor(
    private readonly items: readonly T[],
    weight: (item: T) => number,
  ) {
    for (const item of items) {
      this.total += Math.max(0, weight(item));
      this.cum.push(this.total);
    }
    if (this.total <= 0) throw new Error('weighted list with no weight');
  }

  pick(rng: Rng): T {
    const x = rng.next() * this.total;
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

export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
