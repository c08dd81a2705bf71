/*
 * Account numbers: generated from a vendor's pattern, unique across the directory, and
 * printed the way bills show them (with or without dashes and spaces, leading zeros lost,
 * an OCR slip, masked but for the last digits).
 */
import { ocrDigits } from './noise';
import { type Rng } from './prng';

export class AccountNumbers {
  private readonly used = new Set<string>();

  make(rng: Rng, pattern: string): string {
    for (let tries = 0; tries < 50; tries++) {
      let out = '';
      let first = true;
      for (const ch of pattern) {
        if (ch === '#') {
          out += String(first && rng.chance(0.7) ? rng.range(1, 9) : rng.int(10));
          first = false;
        } else out += ch;
      }
      const key = out.replace(/[^0-9A-Za-z]/g, '');
      if (!this.used.has(key)) {
        this.used.add(key);
        return out;
      }
    }
    throw new Error(`account pattern ${pattern} exhausted`);
  }
}

/** The number as a bill prints it. `noise` 0..1. */
export function printAccount(rng: Rng, account: string, noise: number): string {
  let out = account;
  const r = rng.next();
  if (r < 0.25 * noise) out = out.replace(/[-\s]/g, '');
  else if (r < 0.4 * noise) out = out.replace(/-/g, ' ');
  else if (r < 0.5 * noise) out = out.replace(/ /g, '-');
  if (/^0\d/.test(out) && rng.chance(0.5 * noise)) out = out.replace(/^0+/, '');
  if (rng.chance(0.05 * noise)) out = ocrDigits(rng, out);
  return out;
}

/** "XXXXXX1234": what a masked statement shows. */
export function maskAccount(account: string): string {
  const digits = account.replace(/[^0-9]/g, '');
  return `${'X'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}
