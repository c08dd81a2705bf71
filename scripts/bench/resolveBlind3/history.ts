import type { PastCoding } from '../../../src/server/directory/resolver/types';
import { KIND_GL } from './glChart';
import { UTILITY_LINES, WORK } from './lineItems';
import type { Rng } from './rng';
import type { VendorModel } from './vendorModel';

/*
 * Past codings (what AP did with each vendor's earlier bills), 2022-01 … 2025-06. Vendors whose
 * bills were coded as a whole (most), vendors coded per line (supply houses, contractors with
 * labor + materials), vendors recoded once (moved from repairs to capital, a utility split into
 * house/vacant), stray one-off codings, and new vendors with no history. Rows come roughly in
 * time order, except a block migrated from the previous system appended at the end.
 */

const START = Date.UTC(2022, 0, 3);
const END = Date.UTC(2025, 5, 27);

function libFor(kind: string): readonly string[] {
  const w = WORK[kind];
  if (w) return [...w.prop, ...w.unit, ...w.extra];
  return UTILITY_LINES[kind] ?? ['Services'];
}

export function buildHistory(rng: Rng, vendors: readonly VendorModel[]): PastCoding[] {
  const rows: PastCoding[] = [];
  for (const v of vendors) {
    const gls = KIND_GL[v.kind] ?? ['6160'];
    const primary = gls[0] as string;
    const alt = gls.length > 1 ? rng.pick(gls.slice(1)) : primary;
    const active = v.weight > 0 || v.cls === 'utility' || v.cls === 'tax' || v.cls === 'hoa';
    const r = rng.float();
    const scenario = !active ? (r < 0.35 ? 'bill' : r < 0.45 ? 'line' : 'none') : r < 0.62 ? 'bill' : r < 0.77 ? 'line' : 'none';
    const times = new Set<number>();
    const time = (lo: number, hi: number): string => {
      for (;;) {
        const t = lo + Math.floor(rng.float() * (hi - lo) / 1000) * 1000;
        if (!times.has(t)) {
          times.add(t);
          return new Date(t).toISOString();
        }
      }
    };
    const lib = libFor(v.kind);
    if (scenario === 'bill') {
      const n = v.cls === 'utility' ? rng.range(6, 30) : rng.weighted([[rng.range(1, 3), 5], [rng.range(4, 12), 4], [rng.range(13, 40), 1]] as const);
      // The vendor's current coding; a quarter were recoded at some point.
      const current = rng.chance(0.82) ? primary : alt;
      const recodedAt = rng.chance(0.25) ? START + rng.float() * (END - START) : null;
      const before = current === primary ? alt : primary;
      const lastStart = START + rng.float() * (END - START) * 0.6;
      const mine: PastCoding[] = [];
      for (let i = 0; i < n; i++) {
        const at = time(i === 0 ? lastStart : START, END);
        const t = Date.parse(at);
        let gl = recodedAt !== null && t < recodedAt ? before : current;
        if (rng.chance(0.06)) gl = rng.pick(gls);
        mine.push({ vendorId: v.id, glAccount: gl, description: null, at });
      }
      // Usually the latest bill-level coding is the vendor's current one (a stray one-off may be last).
      let latest: PastCoding | null = null;
      for (const row of mine) if (!latest || row.at > latest.at) latest = row;
      if (latest && recodedAt === null && rng.chance(0.9)) latest.glAccount = current;
      rows.push(...mine);
      // Some bills of the same vendor were split per line (labor vs materials), some lately.
      if (rng.chance(0.3)) {
        for (let i = rng.range(1, 6); i > 0; i--) rows.push({ vendorId: v.id, glAccount: rng.pick(gls.length > 1 ? gls : ['6510', primary]), description: rng.pick(lib), at: time(START, END) });
      }
    } else if (scenario === 'line') {
      const n = rng.range(2, 14);
      for (let i = 0; i < n; i++) rows.push({ vendorId: v.id, glAccount: rng.chance(0.7) ? primary : rng.pick(gls.length > 1 ? gls : [primary, '6510']), description: rng.pick(lib), at: time(START, END) });
    }
    if (scenario !== 'bill' && !v.defaultGl && (scenario === 'none' || rng.chance(0.3))) v.defaultGl = primary;
  }
  rows.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  // Rows migrated from the previous accounting system were loaded after go-live (2023-02).
  const cut = '2023-01-01T00:00:00.000Z';
  const migrated = rows.filter((r) => r.at < cut);
  const live = rows.filter((r) => r.at >= cut);
  return [...live, ...migrated];
}

/** The GL the set expects: newest bill-level coding, else the vendor default, else newest line-level. */
export function expectedGl(vendorId: string, defaultGl: string | null, history: readonly PastCoding[]): string | null {
  let bill: PastCoding | null = null;
  let line: PastCoding | null = null;
  for (const h of history) {
    if (h.vendorId !== vendorId) continue;
    if (h.description === null) {
      if (!bill || h.at > bill.at) bill = h;
    } else if (!line || h.at > line.at) line = h;
  }
  if (bill) return bill.glAccount;
  if (defaultGl) return defaultGl;
  return line ? line.glAccount : null;
}

export function expectedGlIndex(vendors: readonly VendorModel[], history: readonly PastCoding[]): Map<string, string | null> {
  const bill = new Map<string, PastCoding>();
  const line = new Map<string, PastCoding>();
  for (const h of history) {
    const m = h.description === null ? bill : line;
    const cur = m.get(h.vendorId);
    if (!cur || h.at > cur.at) m.set(h.vendorId, h);
  }
  const out = new Map<string, string | null>();
  for (const v of vendors) out.set(v.id, bill.get(v.id)?.glAccount ?? v.defaultGl ?? line.get(v.id)?.glAccount ?? null);
  return out;
}
