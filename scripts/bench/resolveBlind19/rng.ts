/** The blind set's randomness: mulberry32 streams, one per phase, forked from the seed by a label. */
export class Rng {
  private state: number;
  private readonly root: number;

  constructor(seed: number) {
    this.root = seed >>> 0;
    this.state = this.root;
  }

  /** A uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An independent stream: depends on this stream's seed and the label, never on what was drawn. */
  fork(label: string): Rng {
    let h = (this.root ^ 0x811c9dc5) >>> 0;
    for (let i = 0; i < label.length; i += 1) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193) >>> 0;
    h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
    return new Rng((h ^ (h >>> 13)) >>> 0);
  }

  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return at(items, Math.floor(this.next() * items.length));
  }

  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let x = this.next() * total;
    for (const [value, w] of items) {
      x -= w;
      if (x < 0) return value;
    }
    return at(items, items.length - 1)[0];
  }

  /** A reusable weighted chooser: cumulative weights and a binary search. */
  chooser<T>(items: readonly (readonly [T, number])[]): () => T {
    const cum: number[] = [];
    let total = 0;
    for (const [, w] of items) {
      total += w;
      cum.push(total);
    }
    return () => {
      const x = this.next() * total;
      let lo = 0;
      let hi = cum.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((cum[mid] ?? 0) > x) hi = mid;
        else lo = mid + 1;
      }
      return at(items, lo)[0];
    };
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      const t = at(out, i);
      out[i] = at(out, j);
      out[j] = t;
    }
    return out;
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i += 1) s += String(this.int(0, 9));
    return s;
  }
}

/** Indexing that fails loudly instead of yielding undefined. */
export function at<T>(items: readonly T[], i: number): T {
  const v = items[i];
  if (v === undefined) throw new Error(`blind19: index ${i} out of range (${items.length})`);
  return v;
}

/** Map lookup that fails loudly. */
export function must<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const v = map.get(key);
  if (v === undefined) throw new Error(`blind19: missing key ${String(key)}`);
  return v;
}
