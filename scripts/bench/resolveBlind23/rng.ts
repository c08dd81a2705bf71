/**
 * One seeded PRNG (mulberry32) for the whole set, forked per phase by label so that a phase's
 * draws never shift another's. No Math.random, no clock.
 */
export type Random = () => number;

export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashLabel(label: string): number {
  let h = 2166136261;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export class Rng {
  private constructor(private readonly next: Random) {}

  static from(seed: number): Rng {
    return new Rng(mulberry32(seed));
  }

  /** A child stream; consumes one draw of this one. */
  fork(label: string): Rng {
    return new Rng(mulberry32((Math.floor(this.next() * 4294967296) ^ hashLabel(label)) >>> 0));
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

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('rng.pick: empty list');
    return list[Math.floor(this.next() * list.length)] as T;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [item, w] of entries) {
      r -= w;
      if (r < 0) return item;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('rng.weighted: empty list');
    return last[0];
  }

  shuffle<T>(list: readonly T[]): T[] {
    const out = list.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  sample<T>(list: readonly T[], k: number): T[] {
    return this.shuffle(list).slice(0, Math.max(0, Math.min(k, list.length)));
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(Math.floor(this.next() * 10));
    return s;
  }

  /** Fills a pattern: '#' a digit, 'A' a capital letter, anything else as is. */
  pattern(p: string): string {
    let s = '';
    for (const ch of p) {
      if (ch === '#') s += String(Math.floor(this.next() * 10));
      else if (ch === 'A') s += 'ABCDEFGHJKLMNPRSTUVWXYZ'.charAt(Math.floor(this.next() * 23));
      else s += ch;
    }
    return s;
  }
}
