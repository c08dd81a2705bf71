/*
 * Coding history: how each vendor's earlier bills were coded. Most vendors code the same way
 * every time; some moved to another account recently (the most recent coding wins); vendors
 * with several services or supply categories were coded per line item.
 */
import type { PastCoding } from '../../../src/server/directory/resolver/types';
import { GL } from './gl';
import { type VendorModel } from './models';
import { type Rng } from './prng';

const SWITCH: Readonly<Record<string, string>> = {
  [GL.plumbing]: GL.general, [GL.electrical]: GL.general, [GL.hvac]: GL.general, [GL.appliance]: GL.applianceCapital, [GL.roof]: GL.roofCapital,
  [GL.painting]: '6430-00', [GL.cleaning]: GL.janitorial, [GL.flooring]: '1540-00', [GL.landscaping]: GL.trees, [GL.pool]: GL.landscaping,
  [GL.pest]: GL.general, [GL.locks]: GL.general, [GL.general]: '6430-00', [GL.glass]: GL.general, [GL.restoration]: GL.general,
  [GL.gates]: GL.general, [GL.pressure]: GL.janitorial, [GL.fire]: GL.alarm, [GL.elevator]: GL.general, [GL.security]: GL.alarm,
  [GL.backflow]: GL.fire, [GL.towing]: GL.security, [GL.supplies]: GL.general, [GL.laundry]: GL.general, [GL.advertising]: GL.software,
  '6150-00': GL.water, [GL.permits]: GL.taxes, [GL.trees]: GL.landscaping, [GL.janitorial]: GL.cleaning, [GL.alarm]: GL.fire,
  [GL.trash]: GL.bulkTrash, [GL.cable]: GL.phone, [GL.hoa]: GL.groundLease, [GL.legal]: '7110-00', [GL.shutters]: GL.general,
  [GL.seismic]: '1500-00', [GL.propane]: GL.gas,
};

const START = Date.UTC(2023, 0, 3);
const SPAN_DAYS = 900;

function stamps(rng: Rng, n: number): string[] {
  const ms = new Set<number>();
  while (ms.size < n) ms.add(START + rng.int(SPAN_DAYS) * 86400000 + rng.int(86400) * 1000);
  return [...ms].sort((a, b) => a - b).map((t) => new Date(t).toISOString());
}

function describe(rng: Rng, line: string): string {
  const r = rng.next();
  if (r < 0.6) return line;
  if (r < 0.75) return line.toUpperCase();
  if (r < 0.9) return `${line} - ${rng.pick(['Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'])} ${rng.pick(['2023', '2024', '2025'])}`;
  return `${rng.range(1, 12)} x ${line}`;
}

export function buildHistory(rng: Rng, vendors: readonly VendorModel[]): PastCoding[] {
  const out: PastCoding[] = [];
  for (const v of vendors) {
    const first = v.services[0];
    if (!first) throw new Error(`vendor ${v.id} has no service`);
    if (v.lineCoded) {
      v.defaultGl = rng.chance(0.7) ? first.gl : null;
      v.truthGl = first.gl;
      v.services.forEach((s) => {
        const n = rng.range(2, 5);
        const times = stamps(rng, n);
        for (const at of times) out.push({ vendorId: v.id, glAccount: s.gl, description: describe(rng, rng.pick(s.lines)), at });
      });
      continue;
    }
    if (v.kind !== 'trade' && v.kind !== 'hoa') v.defaultGl = rng.chance(0.85) ? first.gl : null;
    const base = v.defaultGl ?? first.gl;
    const hasHistory = rng.chance(v.kind === 'trade' ? 0.5 : 0.7);
    if (!hasHistory) {
      v.truthGl = base;
      continue;
    }
    const n = rng.range(1, 10);
    const times = stamps(rng, n);
    const switched = n >= 3 && rng.chance(0.12) && SWITCH[base] !== undefined;
    const newGl = switched ? (SWITCH[base] as string) : base;
    const recent = switched ? rng.range(2, Math.min(3, n - 1)) : 0;
    times.forEach((at, i) => {
      let gl = i >= n - recent ? newGl : base;
      if (i < n - 1 && !switched && n >= 4 && rng.chance(0.04)) gl = SWITCH[base] ?? base;
      out.push({ vendorId: v.id, glAccount: gl, description: null, at });
    });
    v.truthGl = newGl;
  }
  return rng.shuffle(out);
}
