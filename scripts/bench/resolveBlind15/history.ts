/**
 * The vendors' coding history, and the GL rule of the blind set 15:
 *
 *   A bill's expected GL account is the account of the vendor's most recent past coding among its
 *   whole-bill codings (description null) in the history; if the vendor has no whole-bill coding,
 *   the vendor's default GL account. Line-level codings (description set) never decide it, even
 *   when they are newer. Every vendor has one or the other (the builder adds a default otherwise).
 */
import type { PastCoding } from '../../../src/server/directory/resolver/types';
import { GL_NUMBERS } from './glChart';
import { type Rng, at } from './rng';
import type { VendorMeta } from './vendors';

const T0 = Date.UTC(2023, 0, 3, 8, 0, 0);
const T1 = Date.UTC(2025, 5, 27, 18, 0, 0);
const STRAYS = ['6400', '6565', '6580', '1510', '6160'];

function times(n: number, rng: Rng): string[] {
  const seen = new Set<string>();
  while (seen.size < n) {
    const ms = T0 + Math.floor(rng.next() * (T1 - T0));
    seen.add(new Date(ms - (ms % 1000)).toISOString());
  }
  return [...seen];
}

function lineDescriptions(vm: VendorMeta): readonly string[] {
  if (vm.spec) return vm.spec.lines;
  if (vm.trade) return [...vm.trade.common, ...vm.trade.lines.map((l) => l.replace(/\s*\{u\}\s*/g, ' ').trim())];
  return ['Services'];
}

export function buildHistory(vendors: readonly VendorMeta[], rng: Rng): { history: PastCoding[]; expectedGl: Map<string, string> } {
  const history: PastCoding[] = [];
  const expectedGl = new Map<string, string>();
  for (const vm of vendors) {
    const pool = vm.glPool;
    const p = vm.cls === 'utility' ? 0.9 : vm.cls === 'trade' ? 0.6 : vm.cls === 'gov' ? 0.7 : 0.85;
    const hasWhole = vm.v.defaultGlAccount === null || rng.chance(p);
    const drawGl = (): string => (rng.chance(0.04) ? rng.pick(STRAYS) : rng.chance(0.55) ? at(pool, 0) : rng.pick(pool));
    let latest: PastCoding | null = null;
    if (hasWhole) {
      const n = vm.cls === 'utility' ? rng.int(6, 24) : vm.cls === 'trade' ? rng.int(1, 8) : rng.int(2, 12);
      for (const at_ of times(n, rng)) {
        const c: PastCoding = { vendorId: vm.v.id, glAccount: drawGl(), description: null, at: at_ };
        history.push(c);
        if (latest === null || c.at > latest.at) latest = c;
      }
    }
    if (rng.chance(hasWhole ? 0.25 : 0.05)) {
      const descs = lineDescriptions(vm);
      for (const at_ of times(rng.int(1, 6), rng)) history.push({ vendorId: vm.v.id, glAccount: drawGl(), description: rng.pick(descs), at: at_ });
    }
    const gl = latest ? latest.glAccount : vm.v.defaultGlAccount;
    if (gl === null) throw new Error(`vendor ${vm.v.id} has neither history nor a default GL`);
    if (!GL_NUMBERS.has(gl)) throw new Error(`GL ${gl} of ${vm.v.id} is not in the chart`);
    expectedGl.set(vm.v.id, gl);
  }
  return { history: rng.shuffle(history), expectedGl };
}

/** The rule, recomputed from the directory alone (latest whole-bill coding per vendor), to check the builder's answers. */
export function latestWholeBill(history: readonly PastCoding[]): Map<string, PastCoding> {
  const best = new Map<string, PastCoding>();
  for (const c of history) {
    if (c.description !== null) continue;
    const b = best.get(c.vendorId);
    if (b === undefined || c.at > b.at) best.set(c.vendorId, c);
  }
  return best;
}
