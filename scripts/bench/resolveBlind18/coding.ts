/**
 * Each vendor's default GL account and coding history, and the GL account its bills should get:
 * the account of its most recent whole-bill coding (description null, latest `at` as an instant),
 * else its default. Line-level codings never decide it, however recent. Histories mix steady
 * coding, reclassifications, one-off recodings, line-only coding, none at all, and timestamps
 * written in more than one ISO form (with and without milliseconds, a few with a UTC offset).
 */
import type { PastCoding } from '../../../src/server/directory/resolver/types';
import type { VendorModel } from './model';
import { at, type Rng } from './rng';

const START = Date.UTC(2021, 0, 4, 12);
const END = Date.UTC(2025, 5, 27, 12);

type Scenario = 'stable' | 'reclass' | 'oneOffOld' | 'oneOffNew' | 'lineOnly' | 'none' | 'nullDefault' | 'offsetTrap';

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** An instant written as ISO: mostly with milliseconds, some without, a few in Central or Eastern time. */
function iso(ms: number, rng: Rng, form?: 'z' | 'offset'): string {
  const f = form ?? rng.weighted<string>([['ms', 8], ['z', 1.2], ['offset', 0.8]]);
  if (f === 'ms') return new Date(ms).toISOString();
  if (f === 'z') return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const hours = rng.chance(0.6) ? 6 : 5;
  const d = new Date(ms - hours * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}-0${hours}:00`;
}

function instants(n: number, rng: Rng): number[] {
  const set = new Set<number>();
  while (set.size < n) set.add(START + Math.floor((rng.float() * (END - START)) / 1000) * 1000);
  return [...set].sort((a, b) => a - b);
}

/** The rule, computed from the history as given. */
export function expectedGl(vendorId: string, defaultGl: string | null, history: readonly PastCoding[]): string | null {
  let best: PastCoding | null = null;
  let bestMs = -Infinity;
  for (const h of history) {
    if (h.vendorId !== vendorId || h.description !== null) continue;
    const ms = Date.parse(h.at);
    if (Number.isNaN(ms)) throw new Error(`bad timestamp ${h.at}`);
    if (ms > bestMs) {
      best = h;
      bestMs = ms;
    }
  }
  return best?.glAccount ?? defaultGl;
}

/** Sets each vendor's default GL and returns the shuffled history of all of them. */
export function codeVendors(vendors: readonly VendorModel[], rng: Rng): PastCoding[] {
  const history: PastCoding[] = [];
  for (const v of vendors) {
    const id = v.dir.id;
    const alts = v.alts.length > 0 ? v.alts : ['6300'];
    const alt = rng.pick(alts);
    const odd = rng.pick([...alts, '6300', '6540', '5210'].filter((g) => g !== v.gl));
    const scenario = rng.weighted<Scenario>([['stable', 30], ['reclass', 15], ['oneOffOld', 10], ['oneOffNew', 4], ['lineOnly', 14], ['none', 17], ['nullDefault', 8], ['offsetTrap', 1]]);
    const whole = (gl: string, ms: number, form?: 'z' | 'offset'): void => { history.push({ vendorId: id, glAccount: gl, description: null, at: iso(ms, rng, form) }); };
    const line = (ms: number): void => { history.push({ vendorId: id, glAccount: rng.chance(0.5) ? rng.pick(alts) : rng.pick([v.gl, odd]), description: rng.pick(v.lines), at: iso(ms, rng) }); };
    const t = instants(12, rng);
    const lines = rng.int(0, scenario === 'lineOnly' ? 6 : 4);
    const lineTimes = rng.sample(t, Math.max(lines, scenario === 'lineOnly' ? 1 : 0));
    switch (scenario) {
      case 'stable': {
        v.dir.defaultGlAccount = rng.chance(0.9) ? v.gl : null;
        for (const ms of rng.sample(t.slice(0, 9), rng.int(2, 5))) whole(v.gl, ms);
        break;
      }
      case 'reclass': {
        v.dir.defaultGlAccount = rng.weighted<string | null>([[v.gl, 7], [alt, 2], [null, 1]]);
        const cut = rng.int(3, 8);
        for (const ms of rng.sample(t.slice(0, cut), rng.int(1, 3))) whole(v.gl, ms);
        for (const ms of rng.sample(t.slice(cut), rng.int(1, 3))) whole(alt, ms);
        break;
      }
      case 'oneOffOld': {
        v.dir.defaultGlAccount = rng.chance(0.8) ? v.gl : null;
        whole(odd, at(t, rng.int(0, 4)));
        for (const ms of rng.sample(t.slice(5), rng.int(1, 4))) whole(v.gl, ms);
        break;
      }
      case 'oneOffNew': {
        v.dir.defaultGlAccount = rng.chance(0.8) ? v.gl : null;
        for (const ms of rng.sample(t.slice(0, 10), rng.int(1, 4))) whole(v.gl, ms);
        whole(odd, at(t, 11));
        break;
      }
      case 'lineOnly':
      case 'none':
        v.dir.defaultGlAccount = v.gl;
        break;
      case 'nullDefault': {
        v.dir.defaultGlAccount = null;
        for (const ms of rng.sample(t, rng.int(1, 4))) whole(rng.chance(0.7) ? v.gl : alt, ms);
        break;
      }
      case 'offsetTrap': {
        // The latest whole-bill coding is written in Central time, so as text it sorts before an earlier one in UTC.
        v.dir.defaultGlAccount = rng.chance(0.5) ? v.gl : null;
        const day = Math.floor(at(t, 11) / 86400_000) * 86400_000;
        const latest = day + rng.int(13, 17) * 3600_000;
        whole(v.gl, at(t, 2));
        whole(v.gl, latest - 2 * 3600_000, 'z');
        whole(alt === v.gl ? odd : alt, latest, 'offset');
        break;
      }
    }
    if (scenario !== 'none') for (const ms of lineTimes) line(ms);
  }
  return rng.shuffle(history);
}
