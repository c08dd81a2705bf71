/** Account numbers drawn from a vendor's pattern, unique across the client after normalisation. */
import type { AccountRec } from './model';
import type { Rng } from './prng';
import { normAccount } from './vendorNames';

export class AccountBook {
  readonly all: AccountRec[] = [];
  readonly byNorm = new Map<string, number>();

  constructor(private readonly rng: Rng) {}

  private draw(pattern: string): string {
    return pattern.replace(/#/g, () => String(this.rng.int(0, 9)));
  }

  /** A new account of the vendor; returns its index. */
  open(pattern: string, vendorIdx: number, propIdx: number | null, unitIdx: number | null): number {
    for (let i = 0; i < 500; i++) {
      const number = this.draw(pattern);
      const norm = normAccount(number);
      if (norm.length < 4 || this.byNorm.has(norm)) continue;
      const idx = this.all.length;
      this.all.push({ number, norm, vendorIdx, propIdx, unitIdx });
      this.byNorm.set(norm, idx);
      return idx;
    }
    throw new Error(`account pattern exhausted: ${pattern}`);
  }
}
