/** One seeded PRNG (mulberry32), forked per phase by label so phases never shift each other. */

export interface Rng {
  next(): number;
  /** Integer in [lo, hi], both inclusive. */
  int(lo: number, hi: number): number;
  chance(p: number): boolean;
  pick<T>(xs: readonly T[]): T;
  weighted<T>(xs: readonly (readonly [T, number])[]): T;
  shuffle<T>(xs: T[]): T[];
  fork(label: string): Rng;
}

function hashLabel(seed: number, label: string): number {
  let h = (2166136261 ^ seed) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995) >>> 0;
  return (h ^ (h >>> 15)) >>> 0;
}

function mulberry32(start: number): () => number {
  let a = start | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeRng(seed: number, label = 'blind21'): Rng {
  const next = mulberry32(hashLabel(seed, label));
  const rng: Rng = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p) => next() < p,
    pick: <T>(xs: readonly T[]): T => {
      if (xs.length === 0) throw new Error(`pick from empty list (${label})`);
      return xs[Math.floor(next() * xs.length)] as T;
    },
    weighted: <T>(xs: readonly (readonly [T, number])[]): T => {
      const total = xs.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [x, w] of xs) {
        r -= w;
        if (r < 0) return x;
      }
      const last = xs[xs.length - 1];
      if (!last) throw new Error('weighted pick from empty list');
      return last[0];
    },
    shuffle: <T>(xs: T[]): T[] => {
      for (let i = xs.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const t = xs[i] as T;
        xs[i] = xs[j] as T;
        xs[j] = t;
      }
      return xs;
    },
    fork: (child) => makeRng(seed, `${label}/${child}`),
  };
  return rng;
}
