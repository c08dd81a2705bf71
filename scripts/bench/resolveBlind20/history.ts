/**
 * About 25,000 past codings. Most are whole-bill (description null), some per line item with a
 * description. Timestamps mix "Z", milliseconds and UTC offsets, and for a share of vendors the
 * latest whole-bill coding by instant is not the latest by string order; a per-line coding often
 * comes after it. The expected GL: the vendor's latest whole-bill coding by instant, else its
 * defaultGlAccount.
 */
import type { PastCoding } from '../../../src/server/directory/resolver/types';
import { LINE_GL, SERVICE_GL } from './gl';
import type { VendorRec } from './model';
import { pad, type Rng } from './prng';

const START = Date.UTC(2022, 0, 1);
const END = Date.UTC(2025, 5, 30);

/** An ISO form of the instant: Z, Z with milliseconds, or a local time with its offset. */
export function isoForm(ms: number, form: number): string {
  const base = new Date(ms).toISOString();
  if (form === 0) return base.replace(/\.\d{3}Z$/, 'Z');
  if (form === 1) return base;
  const offsets = [-4, -5, -6, 0];
  const off = offsets[(form - 2) % offsets.length] ?? -5;
  const local = new Date(ms + off * 3600000).toISOString();
  const sign = off < 0 ? '-' : '+';
  const suffix = `${sign}${pad(Math.abs(off), 2)}:00`;
  return form % 2 === 0 ? local.replace(/\.\d{3}Z$/, suffix) : local.replace(/Z$/, suffix);
}

/** Each vendor's latest whole-bill coding by instant (not by string order). */
export function latestWholeBillGl(codings: readonly PastCoding[]): Map<string, string> {
  const best = new Map<string, { at: number; gl: string }>();
  for (const c of codings) {
    if (c.description !== null) continue;
    const at = Date.parse(c.at);
    if (Number.isNaN(at)) throw new Error(`bad timestamp ${c.at}`);
    const cur = best.get(c.vendorId);
    if (!cur || at > cur.at) best.set(c.vendorId, { at, gl: c.glAccount });
  }
  return new Map([...best].map(([v, b]) => [v, b.gl]));
}

export interface HistoryStats {
  total: number;
  wholeBill: number;
  perLine: number;
  stringOrderTraps: number;
  vendorsByDefault: number;
  defaultOverridden: number;
}

export function makeHistory(vendors: VendorRec[], rng: Rng): { history: PastCoding[]; stats: HistoryStats } {
  const history: PastCoding[] = [];
  const stats: HistoryStats = { total: 0, wholeBill: 0, perLine: 0, stringOrderTraps: 0, vendorsByDefault: 0, defaultOverridden: 0 };
  for (const v of vendors) {
    const n = v.kind === 'utility' ? rng.int(15, 50) : v.kind === 'tax' ? rng.int(8, 25) : v.kind === 'assessment' ? rng.int(2, 10) : v.kind === 'national' ? rng.int(30, 90) : rng.weighted([[0, 16], [1, 12], [2, 12], [3, 12], [4, 10], [5, 9], [6, 8], [8, 8], [10, 7], [14, 6]] as const);
    const gls = SERVICE_GL[v.service] ?? ['6200'];
    const times = Array.from({ length: n }, () => rng.int(START, END));
    times.sort((a, b) => a - b);
    const entries: { ms: number; gl: string; description: string | null }[] = times.map((ms) => {
      if (rng.chance(0.22)) {
        const [description, gl] = rng.pick(LINE_GL);
        return { ms, gl, description };
      }
      return { ms, gl: rng.chance(0.6) ? gls[0] ?? '6200' : rng.pick(gls), description: null };
    });
    const whole = entries.filter((e) => e.description === null);
    // Trap: the last two whole-bill codings differ, an hour or two apart, with forms whose string order is reversed.
    const trap = whole.length >= 2 && rng.chance(0.25);
    if (trap) {
      const last = whole[whole.length - 1];
      const prev = whole[whole.length - 2];
      if (last && prev) {
        prev.ms = last.ms - rng.int(20, 110) * 60000;
        const alt = gls.filter((g) => g !== last.gl);
        prev.gl = alt.length > 0 ? rng.pick(alt) : '6200';
        if (rng.chance(0.6)) entries.push({ ms: last.ms + rng.int(1, 48) * 3600000, gl: rng.pick(LINE_GL)[1], description: rng.pick(LINE_GL)[0] });
      }
    }
    const seen = new Set<number>();
    for (const e of entries) {
      while (seen.has(e.ms)) e.ms += 1000;
      seen.add(e.ms);
    }
    const lastWhole = whole.reduce<{ ms: number; gl: string } | null>((b, e) => (b === null || e.ms > b.ms ? e : b), null);
    const prevWhole = trap ? whole[whole.length - 2] : undefined;
    for (const e of entries) {
      let form = rng.int(0, 9);
      if (trap && e === lastWhole) form = 2 + 4 * rng.int(0, 1) + 1; // a -05:00 or -06:00... local time reads earlier
      if (trap && e === prevWhole) form = rng.int(0, 1); // UTC reads later
      history.push({ vendorId: v.id, glAccount: e.gl, description: e.description, at: isoForm(e.ms, form) });
    }
    if (trap) stats.stringOrderTraps++;
    stats.total += entries.length;
    stats.wholeBill += whole.length;
    stats.perLine += entries.length - whole.length;
    if (whole.length === 0) stats.vendorsByDefault++;
    else if (lastWhole && v.defaultGl !== lastWhole.gl) stats.defaultOverridden++;
    if (whole.length > 0 && rng.chance(0.15)) v.defaultGl = null;
    if (whole.length === 0 && v.defaultGl === null) v.defaultGl = gls[0] ?? '6200';
  }
  return { history: rng.shuffle(history), stats };
}
