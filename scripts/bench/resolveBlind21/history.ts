/**
 * About 25,000 past codings. Timestamps come in mixed ISO forms (Z, milliseconds, offsets) so that string
 * order and instant order disagree; the GL rule reads instants.
 */
import type { PastCoding } from '../../../src/server/directory/resolver/types';
import type { Rng } from './prng';
import type { VendorInfo } from './vendorTypes';

const START = Date.UTC(2022, 0, 3);
const END = Date.UTC(2025, 5, 28);
const HOUR = 3600000;
const FILLER_GL = ['6300', '6510', '6060', '6090', '6050'];

type Form = 'Z' | 'ms' | '-08:00' | '-07:00' | '+00:00';

export function formatInstant(ms: number, form: Form): string {
  if (form === 'ms') return new Date(ms).toISOString();
  if (form === 'Z') return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const off = form === '-08:00' ? -8 : form === '-07:00' ? -7 : 0;
  return new Date(ms + off * HOUR).toISOString().replace(/\.\d{3}Z$/, form);
}

function historySize(rng: Rng, vi: VendorInfo): number {
  switch (vi.cat) {
    case 'utility': return rng.int(30, 80);
    case 'tax': return rng.int(20, 40);
    case 'mello': return rng.int(4, 12);
    case 'hoa': return rng.int(5, 15);
    case 'national': return rng.int(20, 60);
    case 'trade': return rng.weighted([[0, 18], [1, 10], [2, 10], [3, 12], [4, 12], [5, 12], [6, 10], [8, 8], [10, 8]] as const);
  }
}

export type Trap = 'plain' | 'recoded' | 'lineLatest' | 'stringOrder' | 'msOrder' | 'none';

/** Writes a vendor's codings; returns which trap its history holds. */
export function vendorHistory(rng: Rng, vi: VendorInfo, out: PastCoding[]): Trap {
  let n = historySize(rng, vi);
  if (vi.v.defaultGlAccount === null && n < 2) n = 2;
  if (n === 0) return 'none';
  const vendorId = vi.v.id;
  const rows: { ms: number; gl: string; description: string | null; form: Form }[] = [];
  const form = (): Form => rng.weighted([['Z', 40], ['ms', 25], ['-08:00', 12], ['-07:00', 13], ['+00:00', 10]] as const);
  const lineShare = vi.cat === 'trade' || vi.cat === 'national' ? 0.3 : 0.12;
  for (let i = 0; i < n; i++) {
    const ms = START + Math.floor(rng.next() * ((END - START) / 1000)) * 1000;
    if (rng.chance(lineShare)) rows.push({ ms, gl: rng.chance(0.6) ? vi.gl : rng.pick([vi.alt, ...FILLER_GL]), description: rng.pick(vi.lines), form: form() });
    else rows.push({ ms, gl: rng.chance(0.8) ? vi.gl : vi.alt, description: null, form: form() });
  }
  let whole = rows.filter((r) => r.description === null);
  if (whole.length === 0) {
    const r = rows[0] as (typeof rows)[number];
    r.description = null;
    whole = [r];
  }
  whole.sort((a, b) => b.ms - a.ms);
  const latest = whole[0] as (typeof rows)[number];
  const trap: Trap = rng.weighted([['plain', 50], ['recoded', 20], ['lineLatest', 14], ['stringOrder', 11], ['msOrder', 5]] as const);
  if (trap === 'recoded') latest.gl = vi.alt;
  const other = latest.gl === vi.gl ? vi.alt : vi.gl;
  if (trap === 'lineLatest') rows.push({ ms: latest.ms + rng.int(1, 240) * 60000, gl: other, description: rng.pick(vi.lines), form: rng.pick(['Z', 'ms'] as const) });
  if (trap === 'stringOrder') {
    latest.form = rng.pick(['-08:00', '-07:00'] as const);
    rows.push({ ms: latest.ms - rng.int(1, 5) * HOUR, gl: other, description: null, form: 'Z' });
  }
  if (trap === 'msOrder') {
    latest.ms += rng.int(1, 999);
    latest.form = 'ms';
    rows.push({ ms: latest.ms - (latest.ms % 1000), gl: other, description: null, form: 'Z' });
  }
  for (const r of rows) if (r !== latest && r.description === null && r.ms === latest.ms && r.gl !== latest.gl) r.ms -= 1000;
  for (const r of rows) {
    const f = r.form === 'ms' || r.ms % 1000 === 0 ? r.form : 'ms';
    out.push({ vendorId, glAccount: r.gl, description: r.description, at: formatInstant(r.ms, f) });
  }
  return trap;
}

/** The expected GL: the vendor's latest whole-bill coding (description null) by instant, else its default. */
export function expectedGl(history: readonly PastCoding[], defaultGl: string | null): string | null {
  let best: PastCoding | null = null;
  let bestMs = -Infinity;
  for (const h of history) {
    if (h.description !== null) continue;
    const ms = Date.parse(h.at);
    if (Number.isNaN(ms)) throw new Error(`bad timestamp ${h.at}`);
    if (ms > bestMs) { best = h; bestMs = ms; }
    else if (ms === bestMs && best && best.glAccount !== h.glAccount) throw new Error(`tie at ${h.at} for ${h.vendorId}`);
  }
  return best ? best.glAccount : defaultGl;
}
