/**
 * The vendors' coding history, and each vendor's expected GL account: the account of its most
 * recent whole-bill coding (description null), else its default GL account.
 */
import type { PastCoding } from '../../../src/server/directory/resolver/types';
import { CAT_GL } from './gl';
import { LINES } from './lines';
import { chance, int, pick, shuffle, type Rng } from './rng';
import { type VendorRec } from './vendorCommon';

const START = Date.UTC(2021, 0, 4);
const END = Date.UTC(2025, 8, 30);

export function makeHistory(r: Rng, vendors: VendorRec[]): { history: PastCoding[]; expectedGl: Map<string, string> } {
  const history: PastCoding[] = [];
  const expectedGl = new Map<string, string>();
  for (const v of vendors) {
    const gl = CAT_GL[v.cat];
    const others = gl.alts.length > 0 ? gl.alts : [gl.main];
    const x = r();
    const mode = x < 0.1 ? 'none' : x < 0.16 ? 'linesOnly' : 'whole';
    if (mode !== 'whole' && !v.defaultGl) v.defaultGl = gl.main;
    // Timestamps strictly increasing per vendor: no two codings share an instant.
    const nWhole = mode === 'whole' ? Math.min(14, 1 + Math.floor(Math.exp(r() * 2.4))) : 0;
    const nLines = mode === 'linesOnly' ? int(r, 1, 5) : mode === 'whole' && chance(r, 0.35) ? int(r, 1, 6) : 0;
    const total = nWhole + nLines;
    const from = START + Math.floor(r() * (END - START) * 0.6);
    const times = Array.from({ length: total }, () => from + Math.floor(r() * (END - from))).sort((a, b) => a - b);
    for (let i = 1; i < times.length; i++) if ((times[i] as number) <= (times[i - 1] as number)) times[i] = (times[i - 1] as number) + 61_000;
    // Which instants are whole-bill and which line-level (line codings can be the newest).
    const slots = shuffle(r, times.map((_, i) => i));
    const wholeIdx = new Set(slots.slice(0, nWhole));
    const current = v.defaultGl && chance(r, 0.72) ? v.defaultGl : pick(r, [gl.main, ...others]);
    const style = r();
    const wholeTimes = times.filter((_, i) => wholeIdx.has(i));
    const reclassAt = style < 0.25 ? int(r, 1, Math.max(1, wholeTimes.length - 1)) : -1;
    const oldGl = pick(r, [gl.main, ...others].filter((g) => g !== current).concat(current === gl.main ? [] : [gl.main]));
    let lastGl = current;
    wholeTimes.forEach((at, i) => {
      let g = current;
      if (reclassAt >= 0 && i < reclassAt) g = oldGl;
      else if (i < wholeTimes.length - 1 && chance(r, 0.08)) g = pick(r, others);
      if (style > 0.9 && i === wholeTimes.length - 1 && wholeTimes.length > 1) {
        g = pick(r, others.filter((o) => o !== current).concat(others.length === 1 && others[0] === current ? [gl.main] : []));
      }
      lastGl = g;
      history.push({ vendorId: v.id, glAccount: g, description: null, at: new Date(at).toISOString() });
    });
    times.forEach((at, i) => {
      if (wholeIdx.has(i)) return;
      history.push({ vendorId: v.id, glAccount: pick(r, [gl.main, ...others]), description: pick(r, LINES[v.cat]), at: new Date(at).toISOString() });
    });
    if (wholeTimes.length > 0) {
      expectedGl.set(v.id, lastGl);
      if (chance(r, 0.12)) v.defaultGl = null;
      else if (chance(r, 0.15)) v.defaultGl = pick(r, [gl.main, ...others]);
    } else {
      expectedGl.set(v.id, v.defaultGl as string);
    }
  }
  return { history: shuffle(r, history), expectedGl };
}
