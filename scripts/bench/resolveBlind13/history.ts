import type { PastCoding } from '../../../src/server/directory/resolver/types';
import { GL_NUMBERS } from './glChart';
import type { VendorRec } from './model';
import { at, type Rng } from './rng';

/*
 * GL EXPECTATION RULE (followed exactly by every bill of this set).
 *
 * The issue: "each bill and line item gets a GL account suggestion from the vendor default and
 * from how the same vendor's bills were coded before (most recent wins)". Hence:
 *
 *   expected GL of a bill = glAccount of the vendor's most recent PastCoding (greatest `at`)
 *                           when the vendor has any history, else the vendor's defaultGlAccount.
 *
 * The history is written so that this is well defined and unambiguous:
 *   - every vendor has a history or a default GL account (never neither); every GL is in the chart;
 *   - a vendor's greatest `at` belongs to exactly one entry, and that entry codes a whole bill
 *     (description null): "most recent" is the same entry whether one reads all entries or only
 *     whole-bill ones; per-line entries of one earlier bill share that bill's timestamp, so ties
 *     exist only below the top;
 *   - timestamps are UTC ISO strings of one shape ("2024-03-05T17:42:10.000Z"), so string order
 *     is time order; all fall in 2022-01-01 .. 2025-06-30, before every bill of the set
 *     (bills are dated July - December 2025);
 *   - the array is shuffled: position means nothing.
 *
 * Patterns, so the rule is actually exercised: a history that always agrees with the default;
 * a vendor recoded lately (older bills on the default, the latest on another account); a
 * vendor whose older bills were mostly on another account but whose latest is on the default
 * (most recent, not most frequent); flip-flopping vendors; vendors with no default whose history
 * decides; and vendors with a default but no history at all.
 */

const START = Date.UTC(2022, 0, 1);
const END = Date.UTC(2025, 5, 30, 23, 59, 59);

type Pattern = 'same' | 'recoded' | 'oldAlt' | 'flip';

function hasHistoryChance(v: VendorRec): number {
  if (v.category === 'utility' || v.category === 'gov') return 0.85;
  if (v.category === 'brand') return 0.8;
  return 0.6;
}

export interface HistoryResult {
  history: PastCoding[];
  /** The expected GL of every bill of the vendor, by vendor index. */
  expectedGl: Map<number, string>;
}

export function buildHistory(rng: Rng, vendors: readonly VendorRec[]): HistoryResult {
  const history: PastCoding[] = [];
  const expectedGl = new Map<number, string>();
  for (const v of vendors) {
    const alts = v.altGl.filter((g) => GL_NUMBERS.has(g) && g !== v.usualGl);
    const has = v.defaultGl === null || rng.chance(hasHistoryChance(v));
    if (!has) {
      expectedGl.set(v.idx, v.defaultGl ?? v.usualGl);
      continue;
    }
    let pattern: Pattern = rng.weighted([['same', 55], ['recoded', 20], ['flip', 15], ['oldAlt', 10]] as const);
    if (alts.length === 0) pattern = 'same';
    const bills = rng.weighted([[1, 20], [2, 20], [rng.int(3, 5), 35], [rng.int(6, 12), 25]] as const);
    const times = new Set<number>();
    while (times.size < bills) times.add(START + Math.floor(rng.next() * (END - START) / 1000) * 1000);
    const sorted = [...times].sort((a, b) => a - b);
    const glOf = (k: number): string => {
      const last = k === bills - 1;
      switch (pattern) {
        case 'same':
          return v.usualGl;
        case 'recoded':
          return k >= bills - (bills > 2 ? 2 : 1) ? at(alts, 0) : v.usualGl;
        case 'oldAlt':
          return last ? v.usualGl : rng.chance(0.8) ? rng.pick(alts) : v.usualGl;
        case 'flip':
          return rng.chance(0.5) ? v.usualGl : rng.pick(alts);
      }
    };
    let latest = v.usualGl;
    sorted.forEach((t, k) => {
      const gl = glOf(k);
      const iso = new Date(t).toISOString();
      const lines = [...v.unitLines, ...v.propLines];
      if (k < bills - 1 && lines.length > 1 && rng.chance(0.35)) {
        const n = rng.int(2, 3);
        for (let j = 0; j < n; j++) {
          const lineGl = j === 0 ? gl : rng.chance(0.7) ? gl : rng.pick([v.usualGl, ...alts]);
          history.push({ vendorId: v.id, glAccount: lineGl, description: rng.pick(lines), at: iso });
        }
      } else {
        history.push({ vendorId: v.id, glAccount: gl, description: null, at: iso });
      }
      latest = gl;
    });
    expectedGl.set(v.idx, latest);
  }
  rng.shuffle(history);
  return { history, expectedGl };
}

/** Checks the rule's preconditions; throws on the first violation. */
export function checkHistory(vendors: readonly VendorRec[], result: HistoryResult): void {
  const byVendor = new Map<string, PastCoding[]>();
  for (const h of result.history) byVendor.set(h.vendorId, [...(byVendor.get(h.vendorId) ?? []), h]);
  for (const v of vendors) {
    const hs = byVendor.get(v.id) ?? [];
    const expected = result.expectedGl.get(v.idx);
    if (!expected || !GL_NUMBERS.has(expected)) throw new Error(`vendor ${v.id} has no valid expected GL`);
    if (hs.length === 0) {
      if (v.defaultGl !== expected) throw new Error(`vendor ${v.id}: no history and expected GL is not the default`);
      continue;
    }
    const top = hs.reduce((m, h) => (h.at > m ? h.at : m), '');
    const tops = hs.filter((h) => h.at === top);
    if (tops.length !== 1 || at(tops, 0).description !== null || at(tops, 0).glAccount !== expected) {
      throw new Error(`vendor ${v.id}: most recent coding is not unique, whole-bill and expected`);
    }
  }
}
