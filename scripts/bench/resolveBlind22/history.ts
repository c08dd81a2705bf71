/** About 25,000 past codings: most whole-bill (description null), some per line; ISO instants in mixed forms. */
import { type PastCoding } from '../../../src/server/directory/resolver/types';
import { type Rng } from './rng';
import { type VendorInfo } from './vendors';

const START = Date.UTC(2022, 0, 3);
const SPAN = Date.UTC(2025, 8, 30) - START;

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** One instant written as Z, with milliseconds, or with a New York / UTC offset. */
export function isoForm(ms: number, form: number): string {
  const d0 = new Date(ms);
  const month = d0.getUTCMonth();
  const offMin = form === 3 ? 0 : month >= 3 && month <= 9 ? -240 : -300;
  const d = new Date(ms + (form >= 2 ? offMin * 60000 : 0));
  const base = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  if (form === 0) return `${base}Z`;
  if (form === 1) return `${base}.${pad(d.getUTCMilliseconds(), 3)}Z`;
  const sign = offMin < 0 ? '-' : '+';
  return `${base}${form === 4 ? `.${pad(d.getUTCMilliseconds(), 3)}` : ''}${sign}${pad(Math.floor(Math.abs(offMin) / 60))}:${pad(Math.abs(offMin) % 60)}`;
}

export function buildHistory(rng: Rng, vendors: readonly VendorInfo[]): PastCoding[] {
  const out: PastCoding[] = [];
  for (const vi of vendors) {
    const v = vi.v;
    const big = vi.kind !== 'local';
    let n = big ? rng.int(6, 24) : rng.int(0, 9);
    if (!v.defaultGlAccount) n = Math.max(n, 2);
    const codes = [v.defaultGlAccount ?? vi.alt[0] ?? '6800', ...vi.alt];
    // A share of vendors were reclassed: their recent whole-bill codings use another account.
    const reclass = rng.chance(0.25) && codes.length > 1 ? rng.pick(codes.slice(1)) : null;
    const times = Array.from({ length: n }, () => START + Math.floor(rng.next() * SPAN)).sort((a, b) => a - b);
    const used = new Set<number>();
    let wholeSeen = false;
    times.forEach((t0, i) => {
      let t = t0 + rng.int(0, 999);
      while (used.has(Math.floor(t / 1000))) t += 1000;
      used.add(Math.floor(t / 1000));
      const last = i === n - 1;
      const perLine = (rng.chance(0.28) || (last && rng.chance(0.35))) && !(last && !wholeSeen && !v.defaultGlAccount);
      const gl = perLine ? rng.pick(codes) : reclass && i > n / 2 ? reclass : (codes[0] as string);
      if (!perLine) wholeSeen = true;
      out.push({ vendorId: v.id, glAccount: gl, description: perLine ? rng.pick(vi.lines) : null, at: isoForm(t, rng.int(0, 4)) });
    });
    // Some vendors' last two whole-bill codings sort one way as text and the other way by instant.
    if (n > 0 && rng.chance(0.08) && codes.length > 1) {
      const t1 = START + SPAN + rng.int(1, 20) * 86400000 + 2 * 3600000;
      const t2 = t1 + rng.int(1, 3) * 3600000;
      out.push({ vendorId: v.id, glAccount: codes[0] as string, description: null, at: isoForm(t1, 0) });
      out.push({ vendorId: v.id, glAccount: codes[1] as string, description: null, at: isoForm(t2, 2) });
    }
  }
  return out;
}

/** The GL rule: the vendor's latest whole-bill coding (description null) by instant, else its default. */
export function expectedGls(vendors: readonly { id: string; defaultGlAccount: string | null }[], history: readonly PastCoding[]): Map<string, string | null> {
  const best = new Map<string, { at: number; gl: string }>();
  for (const h of history) {
    if (h.description !== null) continue;
    const at = Date.parse(h.at);
    if (Number.isNaN(at)) throw new Error(`bad timestamp ${h.at}`);
    const b = best.get(h.vendorId);
    if (!b || at > b.at) best.set(h.vendorId, { at, gl: h.glAccount });
    else if (at === b.at && h.glAccount !== b.gl) throw new Error(`tie for ${h.vendorId}`);
  }
  return new Map(vendors.map((v) => [v.id, best.get(v.id)?.gl ?? v.defaultGlAccount]));
}
