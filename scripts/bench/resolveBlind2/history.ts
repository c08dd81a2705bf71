/*
 * Past codings and default GL accounts, and the answer they imply: the vendor's most recent
 * bill-level coding (description null), else its default GL account, else its newest line-level
 * coding. Histories include older codings to other accounts, and line-level codings newer than the
 * last bill-level one, so only the rule above gives the answer.
 */
import type { PastCoding } from '../../../src/server/directory/resolver/types';
import type { Rng } from './random';
import type { VendorGen } from './vendors';

const START = Date.UTC(2022, 0, 3);
const END = Date.UTC(2025, 5, 27);

export interface HistoryMix {
  billLevel: number;
  defaultOnly: number;
  lineOnly: number;
  /** Vendors whose latest bill-level coding differs from their default GL account. */
  historyOverridesDefault: number;
  /** Vendors with a line-level coding newer than the answer, to another account. */
  newerLineElsewhere: number;
}

function times(rng: Rng, n: number): number[] {
  const set = new Set<number>();
  while (set.size < n) set.add(START + Math.floor(rng.float() * (END - START) / 1000) * 1000);
  return [...set].sort((a, b) => a - b);
}

export function buildHistory(rng: Rng, vendors: VendorGen[]): { history: PastCoding[]; mix: HistoryMix } {
  const history: PastCoding[] = [];
  const mix: HistoryMix = { billLevel: 0, defaultOnly: 0, lineOnly: 0, historyOverridesDefault: 0, newerLineElsewhere: 0 };
  for (const v of vendors) {
    const alts = v.altGls.length > 0 ? v.altGls : ['6010'];
    const mode = rng.weighted([
      ['bill', v.cls === 'utility' ? 80 : 62],
      ['default', v.cls === 'utility' ? 18 : 28],
      ['line', v.cls === 'utility' ? 2 : 10],
    ] as const);
    const other = () => (rng.chance(0.7) ? v.gl : rng.pick(alts));
    const line = () => rng.pick(v.lines.length > 0 ? v.lines : ['Services']);
    if (mode === 'bill') {
      mix.billLevel += 1;
      const n = rng.int(1, 9);
      const ts = times(rng, n + rng.int(0, 4));
      const answer = rng.chance(0.82) ? v.gl : rng.pick(alts);
      // Which of the codings were for the bill as a whole: a random n of them, interleaved with line-level ones.
      const isBill = rng.shuffle(ts.map((_, i) => i < n));
      const lastBill = Math.max(...ts.filter((_, i) => isBill[i]));
      let newerElsewhere = false;
      ts.forEach((at, i) => {
        if (isBill[i]) {
          history.push({ vendorId: v.id, glAccount: at === lastBill ? answer : other(), description: null, at: new Date(at).toISOString() });
        } else {
          const gl = rng.chance(0.5) ? rng.pick(alts) : v.gl;
          if (at > lastBill && gl !== answer) newerElsewhere = true;
          history.push({ vendorId: v.id, glAccount: gl, description: line(), at: new Date(at).toISOString() });
        }
      });
      if (newerElsewhere) mix.newerLineElsewhere += 1;
      if (rng.chance(0.45)) {
        v.defaultGlAccount = rng.chance(0.75) ? v.gl : rng.pick(alts);
        if (v.defaultGlAccount !== answer) mix.historyOverridesDefault += 1;
      }
      v.expectedGl = answer;
    } else if (mode === 'default') {
      mix.defaultOnly += 1;
      v.defaultGlAccount = rng.chance(0.88) ? v.gl : rng.pick(alts);
      if (rng.chance(0.35)) {
        for (const at of times(rng, rng.int(1, 4))) {
          history.push({ vendorId: v.id, glAccount: rng.chance(0.5) ? rng.pick(alts) : v.gl, description: line(), at: new Date(at).toISOString() });
        }
      }
      v.expectedGl = v.defaultGlAccount;
    } else {
      mix.lineOnly += 1;
      const ts = times(rng, rng.int(1, 6));
      let newest = v.gl;
      ts.forEach((at, i) => {
        const gl = i === ts.length - 1 ? (rng.chance(0.8) ? v.gl : rng.pick(alts)) : other();
        newest = gl;
        history.push({ vendorId: v.id, glAccount: gl, description: line(), at: new Date(at).toISOString() });
      });
      v.expectedGl = newest;
    }
  }
  return { history: rng.shuffle(history), mix };
}
