import { prng } from '../seedData';

/** A small wrapper over the seeded generator: every draw of the set goes through one of these. */
export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = prng(seed);
  }

  float(): number {
    return this.next();
  }

  /** Inclusive on both ends. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(xs: readonly T[]): T {
    if (xs.length === 0) throw new Error('pick from an empty list');
    return xs[Math.floor(this.next() * xs.length)] as T;
  }

  /** Entries are [value, weight]; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [v, w] of entries) {
      r -= w;
      if (r < 0) return v;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** A picker for a long weighted list: sums once, then each draw is a binary search. */
  sampler<T>(entries: readonly (readonly [T, number])[]): () => T {
    const values = entries.map(([v]) => v);
    const cum: number[] = [];
    let total = 0;
    for (const [, w] of entries) {
      total += w;
      cum.push(total);
    }
    return () => {
      const r = this.next() * total;
      let lo = 0;
      let hi = cum.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((cum[mid] ?? 0) > r) hi = mid;
        else lo = mid + 1;
      }
      return values[lo] as T;
    };
  }

  shuffle<T>(xs: T[]): T[] {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const a = xs[i] as T;
      xs[i] = xs[j] as T;
      xs[j] = a;
    }
    return xs;
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(Math.floor(this.next() * 10));
    return s;
  }
}

export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

export function titleCase(s: string): string {
  return s.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());
}
