import type { PastCoding } from '../../../src/server/directory/resolver/types';
import { GL_ACCOUNTS } from './glChart';
import { linesFor } from './lines';
import { type Rng } from './rng';
import type { VendorRec } from './types';

const T0 = Date.UTC(2021, 0, 4);
const T1 = Date.UTC(2025, 5, 27);
const HOUR = 3_600_000;

/** An ISO timestamp for an instant, in one of the shapes exports carry: Z, milliseconds, or a local offset. */
function stamp(r: Rng, ms: number, shape?: 'Z' | 'offset5'): string {
  const kind = shape ?? r.weighted<string>([['Z', 45], ['Zms', 20], ['-05:00', 15], ['-04:00', 10], ['-06:00', 7], ['+00:00', 3]]);
  if (kind === 'Z') return new Date(ms).toISOString().replace('.000Z', 'Z');
  if (kind === 'Zms') return new Date(ms).toISOString();
  const off = kind === 'offset5' ? '-05:00' : kind;
  const minutes = (off.startsWith('-') ? -1 : 1) * (Number(off.slice(1, 3)) * 60 + Number(off.slice(4, 6)));
  return `${new Date(ms + minutes * 60_000).toISOString().slice(0, 19)}${off}`;
}

interface Coding { gl: string; ms: number; desc: string | null; at: string | null }

/**
 * The coding history and each vendor's expected GL: the latest whole-bill coding by instant, else the default.
 * Line codings (with a description) never decide it, even when newer.
 */
export function buildHistory(r: Rng, vendors: readonly VendorRec[]): { history: PastCoding[]; expected: Map<string, string> } {
  const history: PastCoding[] = [];
  const expected = new Map<string, string>();
  const odd = (not: readonly string[]): string => {
    for (;;) {
      const g = r.pick(GL_ACCOUNTS).number;
      if (!not.includes(g)) return g;
    }
  };
  for (const v of vendors) {
    const alt = v.alts.length > 0 ? r.pick(v.alts) : odd([v.gl]);
    const local = v.group === 'local';
    const pattern = r.weighted<string>([['normal', 48], ['reclass', 12], ['oneOffOld', 8], ['oneOffLatest', local ? 3 : 0], ['lineOnly', 14], ['none', local ? 6 : 2], ['tz', 9]]);
    const used = new Set<number>();
    const time = (lo = T0, hi = T1): number => {
      let ms = lo + Math.floor(r.next() * ((hi - lo) / 60_000)) * 60_000 + r.int(0, 59) * 1000;
      while (used.has(ms)) ms += 60_000;
      used.add(ms);
      return ms;
    };
    const times = (n: number): number[] => Array.from({ length: n }, () => time()).sort((a, b) => a - b);
    const whole: Coding[] = [];
    const push = (gl: string, ms: number, atText: string | null = null): void => { whole.push({ gl, ms, desc: null, at: atText }); };
    if (pattern === 'normal') {
      const ts = times(r.int(1, 6));
      ts.forEach((ms, i) => push(i < ts.length - 1 && r.chance(0.15) ? alt : v.gl, ms));
    } else if (pattern === 'reclass') {
      const [from, to] = r.chance(0.7) ? [alt, v.gl] : [v.gl, alt];
      const ts = times(r.int(3, 7));
      const cut = r.int(1, ts.length - 1);
      ts.forEach((ms, i) => push(i < cut ? from : to, ms));
    } else if (pattern === 'oneOffOld' || pattern === 'oneOffLatest') {
      const ts = times(r.int(3, 6));
      const k = pattern === 'oneOffLatest' ? ts.length - 1 : r.int(0, ts.length - 2);
      const g = odd([v.gl, alt]);
      ts.forEach((ms, i) => push(i === k ? g : v.gl, ms));
    } else if (pattern === 'tz') {
      const t = time(T0 + 400 * 24 * HOUR, T1);
      const [late, early] = r.chance(0.5) ? [v.gl, alt] : [alt, v.gl];
      for (const ms of times(r.int(0, 3))) if (ms < t - 48 * HOUR) push(v.gl, ms);
      push(late, t, stamp(r, t, 'offset5'));
      const e = t - 2 * HOUR;
      used.add(e);
      push(early, e, stamp(r, e, 'Z'));
    }
    const latest = whole.reduce<Coding | null>((best, c) => (best === null || c.ms > best.ms ? c : best), null);
    if (latest === null || r.chance(0.3)) v.defaultGl = latest === null ? (r.chance(0.8) ? v.gl : alt) : r.chance(0.5) ? v.gl : alt;
    const truth = latest?.gl ?? v.defaultGl;
    if (truth === null) throw new Error(`blind19: vendor ${v.legal} has no GL`);
    expected.set(v.id, truth);
    const lines: Coding[] = [];
    if (pattern !== 'none') {
      const descs = linesFor(v.cat);
      for (let i = r.chance(0.6) || pattern === 'lineOnly' ? r.int(1, 5) : 0; i > 0; i -= 1) {
        lines.push({ gl: r.chance(0.5) ? v.gl : r.pick([...v.alts, alt]), ms: time(), desc: r.pick(descs), at: null });
      }
      if (latest !== null && r.chance(0.4)) {
        const ms = time(latest.ms + 60_000, Math.max(latest.ms + 120_000, T1 + 30 * 24 * HOUR));
        lines.push({ gl: odd([truth]), ms, desc: r.pick(descs), at: null });
      }
    }
    for (const c of [...whole, ...lines]) {
      history.push({ vendorId: v.id, glAccount: c.gl, description: c.desc, at: c.at ?? stamp(r, c.ms) });
    }
  }
  return { history: r.shuffle(history), expected };
}
