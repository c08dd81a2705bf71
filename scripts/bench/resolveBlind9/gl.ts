/**
 * Chart of accounts and each vendor's coding history. The product's GL rule: the vendor's most
 * recent bill-level coding (description null, most recent by instant), else its default GL,
 * else its most recent line-level coding. Histories are built with the usual traps: an offset
 * timestamp that is later in time but earlier as text, a millisecond timestamp in the same second
 * as a plain one, a newer line-level row, a default that differs from the history.
 */
import type { PastCoding } from '../../../src/server/directory/resolver/types';
import { type Rng, pad } from './rng';

export const GL_CHART: { number: string; name: string }[] = [
  ['5110', 'Electricity'], ['5115', 'Electricity - Vacant Units'], ['5120', 'Gas'], ['5125', 'Gas - Vacant Units'],
  ['5130', 'Water & Sewer'], ['5135', 'Stormwater Fees'], ['5140', 'Trash Removal'], ['5145', 'Recycling'],
  ['5150', 'Cable & Internet'], ['5160', 'Telephone'], ['5190', 'Utilities - Common Area'], ['5195', 'Utility Billing Service Fee'],
  ['6110', 'Repairs - Plumbing'], ['6115', 'Repairs - Sewer & Drain'], ['6120', 'Repairs - HVAC'], ['6125', 'Boiler Service'],
  ['6130', 'Repairs - Electrical'], ['6140', 'Roofing Repairs'], ['6145', 'Masonry & Tuckpointing'], ['6150', 'Elevator Maintenance'],
  ['6160', 'Pest Control'], ['6170', 'Landscaping'], ['6175', 'Snow Removal'], ['6180', 'Janitorial & Cleaning'],
  ['6190', 'Turnover - Painting'], ['6191', 'Turnover - Cleaning'], ['6192', 'Turnover - Carpet'], ['6195', 'Appliance Repair'],
  ['6200', 'Fire & Life Safety'], ['6210', 'Locksmith'], ['6220', 'Pool Service'], ['6230', 'Gutter Cleaning'],
  ['6240', 'Windows & Glass'], ['6250', 'Flooring Repairs'], ['6260', 'General Repairs'], ['6270', 'Doors & Garage Doors'],
  ['6280', 'Parking Lot & Paving'], ['6290', 'Tree Service'], ['6300', 'Security Services'], ['6310', 'Fencing'],
  ['6320', 'Waterproofing'], ['6330', 'Drywall'], ['6340', 'Carpentry'],
  ['7110', 'Capital - Roof Replacement'], ['7120', 'Capital - HVAC Replacement'], ['7130', 'Capital - Boiler Replacement'],
  ['7140', 'Capital - Appliances'], ['7150', 'Capital - Flooring'], ['7160', 'Capital - Windows'], ['7170', 'Capital - Paving'],
  ['8110', 'Legal Fees'], ['8120', 'Accounting Fees'], ['8130', 'Insurance'], ['8140', 'Permits & Licenses'],
  ['8150', 'Inspections'], ['8160', 'Office Supplies'], ['8170', 'Advertising'], ['8180', 'Bank Fees'],
].map(([number, name]) => ({ number: number!, name: name! }));

const ALL_GL = GL_CHART.map((g) => g.number);

export type GlVariant = 'billLevel' | 'default' | 'lineLevel';

export interface GlPlan {
  rows: PastCoding[];
  defaultGl: string | null;
  expected: string;
  variant: GlVariant;
  traps: string[];
}

const T0 = Date.UTC(2023, 0, 3);
const T1 = Date.UTC(2025, 8, 30);
const HOUR = 3600_000;

function iso19(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}
export function stampZ(ms: number): string {
  return `${iso19(ms)}Z`;
}
export function stampMs(ms: number): string {
  return new Date(ms).toISOString();
}
/** Local wall time with an offset: -300 gives "...-05:00". */
export function stampOff(ms: number, offMin: number, withMs = false): string {
  const local = ms + offMin * 60_000;
  const sign = offMin < 0 ? '-' : '+';
  const a = Math.abs(offMin);
  const frac = withMs ? `.${pad(((local % 1000) + 1000) % 1000, 3)}` : '';
  return `${iso19(local)}${frac}${sign}${pad(Math.floor(a / 60), 2)}:${pad(a % 60, 2)}`;
}

function anyStamp(r: Rng, ms: number): string {
  const k = r.int(0, 9);
  if (k < 3) return stampZ(Math.floor(ms / 1000) * 1000);
  if (k < 5) return stampMs(ms);
  if (k < 9) return stampOff(Math.floor(ms / 1000) * 1000, r.pick([-300, -360, -240, -300]));
  return stampOff(ms, r.pick([-300, -360]), true);
}

/** The GL rule applied to rows of one vendor (used by the generator's own consistency check). */
export function glByRule(rows: readonly PastCoding[], defaultGl: string | null): string | null {
  let best: PastCoding | null = null;
  let bestT = -Infinity;
  for (const x of rows)
    if (x.description === null) {
      const t = Date.parse(x.at);
      if (t > bestT) [best, bestT] = [x, t];
    }
  if (best) return best.glAccount;
  if (defaultGl) return defaultGl;
  bestT = -Infinity;
  for (const x of rows)
    if (x.description !== null) {
      const t = Date.parse(x.at);
      if (t > bestT) [best, bestT] = [x, t];
    }
  return best ? best.glAccount : null;
}

function other(r: Rng, set: readonly string[], not: string): string {
  const c = set.filter((g) => g !== not);
  if (c.length && r.chance(0.8)) return r.pick(c);
  let g = r.pick(ALL_GL);
  while (g === not) g = r.pick(ALL_GL);
  return g;
}

export function planHistory(r: Rng, vendorId: string, gls: readonly string[], lineDescs: readonly string[], variant: GlVariant): GlPlan {
  const rows: PastCoding[] = [];
  const traps: string[] = [];
  const total = r.int(3, 7);
  const line = (gl: string, ms: number, at?: string) => rows.push({ vendorId, glAccount: gl, description: r.pick(lineDescs), at: at ?? anyStamp(r, ms) });
  const bill = (gl: string, ms: number, at?: string) => rows.push({ vendorId, glAccount: gl, description: null, at: at ?? anyStamp(r, ms) });
  const win = r.pick(gls);
  // Winner instant: whole second, leaves room before and after.
  const W = Math.floor((T0 + 200 * 24 * HOUR + r.next() * (T1 - T0 - 260 * 24 * HOUR)) / 1000) * 1000;
  let defaultGl: string | null = null;
  if (variant === 'billLevel') {
    let used = 0;
    const trap = r.next();
    if (trap < 0.15) {
      // Later in time, earlier as text: winner printed in local time with an offset.
      const d = r.int(10, 280) * 60_000;
      const off = r.pick([-300, -360]);
      bill(win, W, stampOff(W, off));
      bill(other(r, gls, win), W - d, stampZ(W - d));
      traps.push('offsetOrder');
      used = 2;
    } else if (trap < 0.25) {
      // Same second: ".250Z" is later than "Z" in time but sorts before it as text.
      const k = r.int(1, 999);
      bill(win, W + k, stampMs(W + k));
      bill(other(r, gls, win), W, stampZ(W));
      traps.push('msOrder');
      used = 2;
    } else {
      bill(win, W);
      used = 1;
    }
    const extraBill = r.int(0, Math.max(0, Math.min(3, total - used - 1)));
    for (let i = 0; i < extraBill; i++) bill(other(r, gls, win), W - r.int(2, 500) * 24 * HOUR);
    used += extraBill;
    const nLine = Math.max(0, total - used);
    let newer = false;
    for (let i = 0; i < nLine; i++) {
      if (!newer && r.chance(0.55)) {
        line(other(r, gls, win), W + r.int(1, 90) * 24 * HOUR);
        newer = true;
      } else line(r.chance(0.5) ? win : other(r, gls, win), W - r.int(1, 600) * 24 * HOUR);
    }
    if (newer) traps.push('newerLineRow');
    if (r.chance(0.35)) {
      defaultGl = other(r, gls, win);
      traps.push('defaultDiffers');
    }
  } else if (variant === 'default') {
    defaultGl = win;
    const nLine = r.chance(0.15) ? 0 : total - r.int(0, 1);
    for (let i = 0; i < nLine; i++) line(other(r, gls, win), W - r.int(-120, 600) * 24 * HOUR);
    if (nLine) traps.push('lineRowsDiffer');
  } else {
    const trap = r.next();
    let used = 0;
    if (trap < 0.2) {
      const d = r.int(10, 280) * 60_000;
      line(win, W, stampOff(W, r.pick([-300, -360])));
      line(other(r, gls, win), W - d, stampZ(W - d));
      traps.push('offsetOrder');
      used = 2;
    } else if (trap < 0.3) {
      const k = r.int(1, 999);
      line(win, W + k, stampMs(W + k));
      line(other(r, gls, win), W, stampZ(W));
      traps.push('msOrder');
      used = 2;
    } else {
      line(win, W);
      used = 1;
    }
    for (let i = used; i < total; i++) line(r.chance(0.4) ? win : other(r, gls, win), W - r.int(1, 600) * 24 * HOUR);
  }
  r.shuffle(rows);
  const got = glByRule(rows, defaultGl);
  if (got !== win) throw new Error(`history plan broke the rule for ${vendorId}: ${got} vs ${win}`);
  return { rows, defaultGl, expected: win, variant, traps };
}
