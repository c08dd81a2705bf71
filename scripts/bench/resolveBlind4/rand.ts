/** Small deterministic helpers over a uniform source (the bench's `prng`). */
export class Rng {
  constructor(private readonly u: () => number) {}

  next(): number {
    return this.u();
  }

  int(lo: number, hi: number): number {
    return lo + Math.floor(this.u() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.u() < p;
  }

  pick<T>(xs: readonly T[]): T {
    if (xs.length === 0) throw new Error('pick from empty list');
    return xs[Math.floor(this.u() * xs.length)] as T;
  }

  /** Pick from [value, weight] pairs. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let x = this.u() * total;
    for (const [v, w] of items) {
      x -= w;
      if (x < 0) return v;
    }
    const last = items[items.length - 1];
    if (!last) throw new Error('weighted pick from empty list');
    return last[0];
  }

  shuffle<T>(xs: T[]): T[] {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(this.u() * (i + 1));
      const t = xs[i] as T;
      xs[i] = xs[j] as T;
      xs[j] = t;
    }
    return xs;
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(Math.floor(this.u() * 10));
    return s;
  }
}
