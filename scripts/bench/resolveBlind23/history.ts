/**
 * The coding history (~25,000 past codings) and the GL rule that decides every bill's answer:
 * the vendor's most recent whole-bill coding (description null), most recent by instant with
 * the time-zone offset honoured; if the vendor has none, its defaultGlAccount.
 * Decoys: later per-line codings to other accounts, an older majority account, and pairs of
 * codings whose text order and instant order disagree ("…T23:30:00-07:00" vs "…T05:00:00Z").
 */
import type { PastCoding } from '../../../src/server/directory/resolver/types';
import { GL_ACCOUNTS } from './gl';
import type { Rng } from './rng';
import type { VendorRec } from './vendorBase';

export const HISTORY_TARGET = 25_000;
const START = Date.UTC(2021, 0, 4);
const END = Date.UTC(2025, 5, 27);
const OFFSETS = [0, 0, -7, -6, -5, -7, -6];

export function iso(ms: number, offsetHours: number, rng: Rng): string {
  const local = new Date(ms + offsetHours * 3_600_000).toISOString();
  const body = rng.chance(0.3) ? local.slice(0, 23) : local.slice(0, 19);
  if (offsetHours === 0) return body + (rng.chance(0.7) ? 'Z' : '+00:00');
  return `${body}${offsetHours < 0 ? '-' : '+'}${String(Math.abs(offsetHours)).padStart(2, '0')}:00`;
}

const volume = (rng: Rng, v: VendorRec): number =>
  v.kind === 'utility' ? rng.int(100, 200) : v.kind === 'hauler' ? rng.int(25, 60) : v.kind === 'treasurer' ? rng.int(10, 30)
    : v.kind === 'hoa' ? rng.int(4, 16) : v.kind === 'branch' ? rng.int(2, 12) : rng.chance(0.22) ? 0 : rng.int(1, 5);

/** Another account a clerk might have used once for this vendor. */
function otherGl(rng: Rng, v: VendorRec, not: string): string {
  const own = v.gls.filter((g) => g !== not);
  if (own.length > 0 && rng.chance(0.8)) return rng.pick(own);
  for (;;) {
    const g = rng.pick(['5100', '6520', '5400', '6900', '5440', '1500']);
    if (g !== not) return g;
  }
}

export function buildHistory(rng: Rng, vendors: readonly VendorRec[]): PastCoding[] {
  const out: PastCoding[] = [];
  const lineOf = (v: VendorRec) => rng.pick(v.lines.length > 0 ? v.lines : ['Service']);
  for (const v of vendors) {
    const primary = v.gls[0] ?? '5100';
    let n = volume(rng, v);
    if (n === 0 && v.defaultGl === null) n = 1;
    if (n === 0) continue;
    const scenario = v.defaultGl === null ? rng.weighted([['plain', 68], ['shifted', 25], ['zones', 7]] as const)
      : rng.weighted([['plain', 58], ['shifted', 22], ['lines', 14], ['zones', 6]] as const);
    const times = Array.from({ length: n }, () => START + Math.floor(rng.float() * ((END - START) / 1000)) * 1000).sort((a, b) => a - b).map((t, i) => t + i * 61_000);
    const whole = times.map(() => scenario !== 'lines' && rng.chance(0.6));
    if (scenario !== 'lines' && !whole.includes(true)) whole[rng.int(0, n - 1)] = true;
    if (scenario === 'zones' && n >= 2 && whole.filter(Boolean).length < 2) { whole[n - 1] = true; whole[n - 2] = true; }
    const lastWhole = whole.lastIndexOf(true);
    const prevWhole = lastWhole > 0 ? whole.lastIndexOf(true, lastWhole - 1) : -1;
    const latestGl = scenario === 'shifted' ? otherGl(rng, v, primary) : rng.chance(0.75) ? primary : otherGl(rng, v, primary);
    times.forEach((t, i) => {
      let at = iso(t, rng.pick(OFFSETS), rng);
      if (!whole[i]) { out.push({ vendorId: v.id, glAccount: rng.chance(0.45) ? otherGl(rng, v, primary) : primary, description: lineOf(v), at }); return; }
      let gl = i === lastWhole ? latestGl : scenario === 'shifted' ? primary : rng.chance(0.7) ? primary : otherGl(rng, v, primary);
      if (scenario === 'zones' && prevWhole >= 0 && i === prevWhole) {
        // Three hours before the latest whole-bill coding, written in UTC: its text sorts after the latest's.
        at = iso((times[lastWhole] ?? t) - 3 * 3_600_000, 0, rng);
        gl = otherGl(rng, v, latestGl);
      }
      if (scenario === 'zones' && prevWhole >= 0 && i === lastWhole) at = iso(t, -7, rng);
      out.push({ vendorId: v.id, glAccount: gl, description: null, at });
    });
  }
  balance(rng, vendors, out);
  return rng.shuffle(out);
}

/** Brings the history to the target size with per-line codings only, which never move the rule. */
function balance(rng: Rng, vendors: readonly VendorRec[], out: PastCoding[]): void {
  const ids = new Set(out.map((c) => c.vendorId));
  const withHistory = vendors.filter((v) => ids.has(v.id));
  while (out.length < HISTORY_TARGET) {
    const v = rng.pick(withHistory);
    const t = START + Math.floor(rng.float() * ((END - START) / 1000)) * 1000;
    out.push({ vendorId: v.id, glAccount: rng.pick(v.gls.length > 0 ? v.gls : ['5100']), description: rng.pick(v.lines.length > 0 ? v.lines : ['Service']), at: iso(t, rng.pick(OFFSETS), rng) });
  }
  if (out.length > HISTORY_TARGET) {
    const lines = out.map((c, i) => (c.description !== null ? i : -1)).filter((i) => i >= 0);
    const drop = new Set(rng.sample(lines, out.length - HISTORY_TARGET));
    const kept = out.filter((_, i) => !drop.has(i));
    out.length = 0;
    out.push(...kept);
  }
}

/** The GL rule. */
export function glFor(v: { id: string; defaultGlAccount: string | null }, byVendor: ReadonlyMap<string, readonly PastCoding[]>): string | null {
  let best: PastCoding | null = null;
  let bestAt = -Infinity;
  for (const c of byVendor.get(v.id) ?? []) {
    if (c.description !== null) continue;
    const at = Date.parse(c.at);
    if (at > bestAt) { best = c; bestAt = at; }
  }
  return best ? best.glAccount : v.defaultGlAccount;
}

export const CHART_NUMBERS: ReadonlySet<string> = new Set(GL_ACCOUNTS.map((g) => g.number));
