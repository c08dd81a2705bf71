/*
 * The set's only source of randomness: mulberry32, seeded once and forked per phase. A fork's
 * seed depends on the root seed and the fork's label only, so adding draws to one phase never
 * shifts another phase's output.
 */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [lo, hi], both inclusive. */
  int(lo: number, hi: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  shuffle<T>(items: T[]): T[];
  /** k distinct items (fewer when the list is shorter), in random order. */
  sample<T>(items: readonly T[], k: number): T[];
  digits(n: number): string;
  fork(label: string): Rng;
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The item at index i, or an error: keeps strict index checks quiet without `!`. */
export function at<T>(items: readonly T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new Error(`index ${i} out of range (${items.length})`);
  return item;
}

export function makeRng(seed: number, path = 'root'): Rng {
  const draw = mulberry32((seed ^ fnv1a(path)) >>> 0);
  const rng: Rng = {
    next: draw,
    int(lo, hi) {
      return lo + Math.floor(draw() * (hi - lo + 1));
    },
    chance(p) {
      return draw() < p;
    },
    pick(items) {
      if (items.length === 0) throw new Error('pick from an empty list');
      return at(items, Math.floor(draw() * items.length));
    },
    weighted(items) {
      let total = 0;
      for (const [, w] of items) total += w;
      let r = draw() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      return at(items, items.length - 1)[0];
    },
    shuffle(items) {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(draw() * (i + 1));
        const tmp = at(items, i);
        items[i] = at(items, j);
        items[j] = tmp;
      }
      return items;
    },
    sample(items, k) {
      return rng.shuffle([...items]).slice(0, Math.max(0, k));
    },
    digits(n) {
      let out = '';
      for (let i = 0; i < n; i++) out += String(Math.floor(draw() * 10));
      return out;
    },
    fork(label) {
      return makeRng(seed, `${path}/${label}`);
    },
  };
  return rng;
}
