/**
 * The vendors' coding history and their default GL accounts. A bill's expected GL account is
 * the account of the vendor's most recent whole-bill coding (description null), by instant;
 * without one, the vendor's default. Histories mix both kinds, reclassify, flip back, and some
 * vendors have only line-level codings or none at all.
 */
import type { PastCoding } from '../../../src/server/directory/resolver/types';
import type { VendorDraft } from './model';
import { type Rng, at, chance, int, pick, pickW, shuffle } from './rng';
import { category } from './categories';

const START = Date.UTC(2021, 0, 4);
const END = Date.UTC(2025, 5, 27, 23, 0, 0);
const FALLBACK_ALT = ['6250', '6900', '6480', '6255'];

type Scenario = 'defaultOnly' | 'consistent' | 'reclass' | 'flipflop' | 'noDefault' | 'lineOnly' | 'lineNewer';

function times(r: Rng, n: number): number[] {
  const set = new Set<number>();
  while (set.size < n) set.add(START + Math.floor((r() * (END - START)) / 1000) * 1000);
  return [...set].sort((a, b) => a - b);
}

const OFFSETS: Record<string, number> = { CO: -7, UT: -7, ID: -7, NM: -7, NV: -8, AK: -9, HI: -10, PR: -4 };

function iso(r: Rng, ms: number, state: string): string {
  const f = pickW(r, [['z', 85], ['bare', 10], ['offset', 5]] as const);
  const z = new Date(ms).toISOString();
  if (f === 'z') return z;
  if (f === 'bare') return z.replace(/\.\d{3}Z$/, 'Z');
  const off = OFFSETS[state] ?? -7;
  const local = new Date(ms + off * 3600_000).toISOString().slice(0, 19);
  const sign = off < 0 ? '-' : '+';
  return `${local}${sign}${String(Math.abs(off)).padStart(2, '0')}:00`;
}

function codingCount(r: Rng, v: VendorDraft): number {
  switch (v.group) {
    case 'utility': return int(r, 6, 40);
    case 'gov': return int(r, 2, 10);
    case 'hoa': return int(r, 3, 20);
    case 'chain': return int(r, 2, 25);
    default: return pickW(r, [[int(r, 1, 3), 4], [int(r, 3, 8), 4], [int(r, 8, 16), 2]] as const);
  }
}

export interface History {
  history: PastCoding[];
  expected: Map<VendorDraft, string>;
}

export function buildHistory(r: Rng, vendors: readonly VendorDraft[], stateOf: (v: VendorDraft) => string): History {
  const history: PastCoding[] = [];
  const expected = new Map<VendorDraft, string>();
  for (const v of vendors) {
    const cat = category(v.cat);
    const g0 = at(cat.gl, 0);
    const alts = cat.gl.length > 1 ? cat.gl.slice(1) : FALLBACK_ALT;
    const alt = pick(r, alts);
    const descs = v.spanish && cat.es.length > 0 ? cat.es : cat.items;
    let sc: Scenario = pickW(r, [['defaultOnly', 16], ['consistent', 30], ['reclass', 15], ['flipflop', 5], ['noDefault', 12], ['lineOnly', 10], ['lineNewer', 12]] as const);
    let n = codingCount(r, v);
    if (sc === 'defaultOnly') n = 0;
    if (n < 2 && (sc === 'reclass' || sc === 'flipflop' || sc === 'lineNewer')) sc = 'consistent';
    const ts = times(r, n);
    const rows: { gl: string; desc: string | null; ms: number }[] = [];
    let dflt: string | null = chance(r, 0.85) ? g0 : alt;
    const whole = (i: number, gl: string) => rows.push({ gl, desc: null, ms: at(ts, i) });
    const line = (i: number, gl: string) => rows.push({ gl, desc: pick(r, descs), ms: at(ts, i) });
    switch (sc) {
      case 'defaultOnly':
        break;
      case 'consistent': {
        if (chance(r, 0.15)) dflt = null;
        const odd = chance(r, 0.2) && n > 3 ? int(r, 0, n - 2) : -1;
        ts.forEach((_t, i) => (chance(r, 0.15) && i < n - 1 ? line(i, pick(r, [g0, alt])) : whole(i, i === odd ? alt : g0)));
        break;
      }
      case 'reclass': {
        const k = int(r, 1, Math.min(3, n - 1));
        ts.forEach((_t, i) => (i >= n - k ? whole(i, alt) : chance(r, 0.12) ? line(i, g0) : whole(i, g0)));
        break;
      }
      case 'flipflop': {
        const back = chance(r, 0.5);
        const a = back ? g0 : alt;
        const b = back ? alt : g0;
        ts.forEach((_t, i) => whole(i, i === n - 1 ? a : i >= Math.floor(n / 2) ? b : a));
        break;
      }
      case 'noDefault': {
        dflt = null;
        const last = pick(r, cat.gl);
        ts.forEach((_t, i) => (i === n - 1 ? whole(i, last) : chance(r, 0.2) ? line(i, pick(r, cat.gl)) : whole(i, chance(r, 0.7) ? last : pick(r, [...cat.gl, alt]))));
        break;
      }
      case 'lineOnly':
        if (dflt === null) dflt = g0;
        ts.forEach((_t, i) => line(i, pick(r, [g0, alt, ...cat.gl])));
        break;
      case 'lineNewer': {
        if (chance(r, 0.3)) dflt = null;
        const x = pick(r, [g0, g0, alt]);
        const k = int(r, 1, Math.min(4, n - 1));
        ts.forEach((_t, i) => (i >= n - k ? line(i, pick(r, [...cat.gl, alt].filter((g) => g !== x).concat(FALLBACK_ALT[0] ?? '6250'))) : whole(i, x)));
        break;
      }
    }
    let latest: { gl: string; ms: number } | null = null;
    for (const row of rows) if (row.desc === null && (!latest || row.ms > latest.ms)) latest = row;
    if (!latest && dflt === null) dflt = g0;
    v.defaultGl = dflt;
    expected.set(v, latest ? latest.gl : (dflt ?? g0));
    const state = stateOf(v);
    for (const row of rows) history.push({ vendorId: v.id, glAccount: row.gl, description: row.desc, at: iso(r, row.ms, state) });
  }
  return { history: shuffle(r, history), expected };
}
