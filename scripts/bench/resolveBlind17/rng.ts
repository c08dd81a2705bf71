/** The set's one PRNG (mulberry32), forked per phase so phases do not shift one another. */
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

/** A child stream for one phase: the seed mixed with the phase's name (FNV-1a). */
export function fork(seed: number, phase: string): Rng {
  let h = 0x811c9dc5 ^ (seed >>> 0);
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

export function pick<T>(r: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(r() * items.length)] as T;
}

export function weighted<T>(r: Rng, items: readonly (readonly [T, number])[]): T {
  let total = 0;
  for (const [, w] of items) total += w;
  let x = r() * total;
  for (const [item, w] of items) {
    x -= w;
    if (x < 0) return item;
  }
  const last = items[items.length - 1];
  if (!last) throw new Error('weighted pick from an empty list');
  return last[0];
}

export function shuffle<T>(r: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    const a = items[i] as T;
    items[i] = items[j] as T;
    items[j] = a;
  }
  return items;
}

/** Opaque ids, unique within one maker: prefix plus base-36 digits. */
export function idMaker(r: Rng, prefix: string, digits: number): () => string {
  const seen = new Set<string>();
  return () => {
    for (;;) {
      let s = '';
      for (let i = 0; i < digits; i++) s += '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(r() * 36)];
      const id = `${prefix}${s}`;
      if (!seen.has(id)) {
        seen.add(id);
        return id;
      }
    }
  };
}

export function digits(r: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(Math.floor(r() * 10));
  return s;
}

export function zipPlus4(r: Rng, zip: string): string {
  return `${zip}-${digits(r, 4)}`;
}
