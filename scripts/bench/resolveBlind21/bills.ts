/** 10,000 bills, each checked by the careful clerk; a bill the clerk cannot single out is reprinted more cleanly. */
import type { PastCoding } from '../../../src/server/directory/resolver/types';
import type { ResolveSet } from '../resolveSet';
import { renderBill } from './billRender';
import { KIND_QUOTA, makeTargeter, type BillKind } from './billTargets';
import { clerk } from './clerk';
import type { ClerkIndex } from './clerkIndex';
import { expectedGl } from './history';
import { vendorKey } from './normalize';
import type { Rng } from './prng';
import type { PropInfo } from './properties';
import type { VendorInfo } from './vendorTypes';

export interface BillStats {
  byKind: Record<string, number>;
  slips: Record<string, number>;
  levels: [number, number, number];
  noClue: number;
  relyOnDefault: number;
  withUnit: number;
  glFromHistory: number;
  glFromDefault: number;
}

const LEVELS = [0, 0, 0, 1, 1, 2];

export function generateBills(rng: Rng, ix: ClerkIndex, vendors: readonly VendorInfo[], props: readonly PropInfo[], history: readonly PastCoding[]): { bills: ResolveSet['bills']; stats: BillStats } {
  const target = makeTargeter(vendors, props);
  const kinds: BillKind[] = rng.fork('kinds').shuffle(KIND_QUOTA.flatMap(([k, n]) => Array.from({ length: n }, () => k)));
  const histOf = new Map<string, PastCoding[]>();
  for (const h of history) {
    const l = histOf.get(h.vendorId);
    if (l) l.push(h);
    else histOf.set(h.vendorId, [h]);
  }
  const glOf = new Map(vendors.map((v) => [v.v.id, expectedGl(histOf.get(v.v.id) ?? [], v.v.defaultGlAccount)]));
  const stats: BillStats = { byKind: {}, slips: {}, levels: [0, 0, 0], noClue: 0, relyOnDefault: 0, withUnit: 0, glFromHistory: 0, glFromDefault: 0 };
  const bills: ResolveSet['bills'] = [];
  kinds.forEach((kind, i) => {
    const r = rng.fork(`bill${i}`);
    const t = target(r, kind);
    const shared = [t.vi.v.name].some((n) => (ix.vendorsByKey.get(vendorKey(n))?.size ?? 0) > 1);
    for (let attempt = 0; attempt < LEVELS.length; attempt++) {
      const level = LEVELS[attempt] as number;
      const pr = renderBill(r, t, level, shared);
      const ans = clerk(ix, pr.clues);
      const ok = ans.vendorId === t.vi.v.id && ans.propertyId === t.prop.prop.id && ans.usedDefault === (kind === 'vendorDefault') &&
        (!pr.unitPrinted || ans.unitId === t.unit?.unit.id) && (ans.unitId === null || t.prop.units.some((u) => u.unit.id === ans.unitId));
      if (!ok) {
        if (level === 2) throw new Error(`bill ${i} (${kind}, ${t.vi.v.name}, ${t.prop.prop.id}) not singled out even printed cleanly: ${ans.why}\n${JSON.stringify(pr.clues)}`);
        continue;
      }
      const gl = glOf.get(t.vi.v.id);
      if (!gl) throw new Error(`vendor ${t.vi.v.id} has no GL answer`);
      bills.push({ input: pr.input, expected: { propertyId: t.prop.prop.id, unitId: ans.unitId, vendorId: t.vi.v.id, glAccount: gl } });
      stats.byKind[kind] = (stats.byKind[kind] ?? 0) + 1;
      stats.levels[Math.min(attempt, 2) as 0 | 1 | 2]++;
      for (const s of pr.slips) stats.slips[s] = (stats.slips[s] ?? 0) + 1;
      if (ans.usedDefault) { stats.relyOnDefault++; stats.noClue++; }
      if (ans.unitId) stats.withUnit++;
      if ((histOf.get(t.vi.v.id) ?? []).some((h) => h.description === null)) stats.glFromHistory++;
      else stats.glFromDefault++;
      break;
    }
  });
  return { bills, stats };
}
