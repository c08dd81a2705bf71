/*
 * Past codings. Per vendor one of: several bill-level codings (latest wins, maybe differing from
 * the default), none (default applies), only line-level (default, or newest line when no default),
 * or older bill-level plus newer line-level (bill-level still wins). Timestamps come from two
 * exports: UTC "Z" and local offsets, and the array is shuffled.
 */
import type { PastCoding } from '../../../src/server/directory/resolver/types';
import type { Rng } from './rand';
import { trade } from './trades';
import type { Vendor } from './vendors';

function stamp(rng: Rng, ms: number): string {
  const d = new Date(ms);
  if (rng.chance(0.85)) return rng.chance(0.5) ? d.toISOString() : d.toISOString().replace(/\.\d{3}Z$/, 'Z');
  // Same instant written in US Central/Eastern local time.
  const off = rng.pick([-5, -6, -4]);
  const local = new Date(ms + off * 3600_000).toISOString().replace(/\.\d{3}Z$/, '');
  return `${local}${off < 0 ? '-' : '+'}${String(Math.abs(off)).padStart(2, '0')}:00`;
}

const START = Date.UTC(2021, 0, 1);
const END = Date.UTC(2025, 5, 30);

export function buildHistory(rng: Rng, vendors: Vendor[]): { history: PastCoding[]; glOf: Map<string, string> } {
  const history: PastCoding[] = [];
  const glOf = new Map<string, string>();
  for (const v of vendors) {
    const t = trade(v.trade);
    const gls = [t.gl, ...t.altGl];
    const when = (): number => START + Math.floor(rng.next() * (END - START));
    const r = rng.next();
    const bill: { gl: string; at: number }[] = [];
    const line: { gl: string; at: number; d: string }[] = [];
    const descs = [...t.lines, ...t.unitLines];
    if (r < 0.5) {
      const n = rng.int(1, 7);
      for (let i = 0; i < n; i++) bill.push({ gl: rng.chance(0.7) ? t.gl : rng.pick(gls), at: when() });
      if (rng.chance(0.3)) for (let i = 0; i < rng.int(1, 3); i++) line.push({ gl: rng.pick(gls), at: when(), d: rng.pick(descs) });
    } else if (r < 0.72) {
      // no history
    } else if (r < 0.87) {
      for (let i = 0; i < rng.int(1, 4); i++) line.push({ gl: rng.pick(gls), at: when(), d: rng.pick(descs) });
    } else {
      const n = rng.int(1, 3);
      for (let i = 0; i < n; i++) bill.push({ gl: rng.pick(gls), at: START + Math.floor(rng.next() * (END - START) * 0.5) });
      for (let i = 0; i < rng.int(1, 3); i++) line.push({ gl: rng.pick(gls.filter((g) => g !== bill[0]?.gl).concat(t.gl)), at: END - Math.floor(rng.next() * (END - START) * 0.3), d: rng.pick(descs) });
    }
    // Only-line-level vendors without a default need at least one line; vendors with nothing get a default.
    if (bill.length === 0 && line.length === 0 && !v.defaultGlAccount) v.defaultGlAccount = t.gl;
    // Distinct instants so "most recent" is never a tie.
    const used = new Set<number>();
    for (const x of [...bill, ...line]) {
      while (used.has(x.at)) x.at += 60_000;
      used.add(x.at);
    }
    for (const b of bill) history.push({ vendorId: v.id, glAccount: b.gl, description: null, at: stamp(rng, b.at) });
    for (const l of line) history.push({ vendorId: v.id, glAccount: l.gl, description: l.d, at: stamp(rng, l.at) });
    glOf.set(v.id, '');
  }
  rng.shuffle(history);
  const byVendor = new Map<string, PastCoding[]>();
  for (const h of history) byVendor.set(h.vendorId, [...(byVendor.get(h.vendorId) ?? []), h]);
  for (const v of vendors) glOf.set(v.id, expectedGl(v, byVendor.get(v.id) ?? []));
  return { history, glOf };
}

/** The rule, recomputed from the data: newest bill-level coding, else default, else newest line-level. */
export function expectedGl(v: { id: string; defaultGlAccount: string | null }, history: readonly PastCoding[]): string {
  let best: PastCoding | null = null;
  let bestLine: PastCoding | null = null;
  for (const h of history) {
    if (h.vendorId !== v.id) continue;
    if (h.description === null) {
      if (!best || Date.parse(h.at) > Date.parse(best.at)) best = h;
    } else if (!bestLine || Date.parse(h.at) > Date.parse(bestLine.at)) bestLine = h;
  }
  const gl = best?.glAccount ?? v.defaultGlAccount ?? bestLine?.glAccount;
  if (!gl) throw new Error(`no GL for ${v.id}`);
  return gl;
}
