/*
 * The client's chart of accounts (expense bases x property-type segments: -00 general,
 * -10 residential, -20 commercial, -30 manufactured housing, -40 resort, -50 seniors,
 * -60 farm labour) and the coding history of its vendors' earlier bills: bill-level rows
 * (description null) and line-level rows, at ISO instants written in several offsets
 * (Z, .000Z, -05:00 ... -09:00 for Alaska) so that text order and time order sometimes differ.
 */
import type { PastCoding } from '../../../src/server/directory/resolver/types';
import { type Rng, pad } from './rand';
import { type VendorKind, type VendorRec } from './vendors';

const BASES: [string, string][] = [
  ['5100', 'Electricity'], ['5110', 'Electricity - Vacant Units'], ['5120', 'Water'], ['5130', 'Sewer'], ['5140', 'Water & Sewer'],
  ['5150', 'Propane'], ['5155', 'Heating Oil'], ['5160', 'Natural Gas'], ['5170', 'Trash & Recycling'], ['5180', 'Telephone & Internet'],
  ['5190', 'Cable TV'], ['6100', 'Repairs - Plumbing'], ['6110', 'Repairs - Heating & Cooling'], ['6120', 'Repairs - Electrical'],
  ['6130', 'Repairs - Appliances'], ['6140', 'Repairs - Roofing'], ['6150', 'Repairs - General'], ['6160', 'Well & Pump Service'],
  ['6170', 'Septic Pumping & Repair'], ['6180', 'Snow Removal'], ['6190', 'Grounds - Mowing & Landscaping'], ['6200', 'Tree Service'],
  ['6210', 'Pest Control'], ['6220', 'Painting & Decorating'], ['6230', 'Flooring'], ['6240', 'Cleaning & Janitorial'],
  ['6250', 'Turnover Cleaning'], ['6260', 'Locks & Keys'], ['6270', 'Glass & Windows'], ['6280', 'Chimney & Stove Service'],
  ['6290', 'Road & Driveway Grading'], ['6300', 'Elevator Maintenance'], ['6310', 'Fire Alarm & Sprinkler'], ['6320', 'Generator Service'],
  ['6330', 'Supplies - Hardware & Lumber'], ['6340', 'Water Treatment'], ['6350', 'Pool & Hot Tub'], ['6360', 'Linen & Laundry Service'],
  ['6370', 'Docks & Waterfront'], ['6380', 'Home Setup & Moves'], ['6390', 'Park Utility Infrastructure'], ['7100', 'Real Estate Taxes'],
  ['7110', 'Special Assessments'], ['7120', 'Insurance'], ['7200', 'Advertising'], ['7210', 'Legal'], ['7220', 'Accounting & Audit'],
  ['7400', 'Capital - Roof Replacement'], ['7410', 'Capital - Flooring Replacement'], ['7420', 'Capital - Appliances'], ['7430', 'Capital - Site Work'],
];

const SEGMENTS: [string, string][] = [
  ['00', 'General'], ['10', 'Residential'], ['20', 'Commercial'], ['30', 'Manufactured Housing'], ['40', 'Resort'], ['50', 'Seniors'], ['60', 'Farm Labor'],
];

export function glChart(): { number: string; name: string }[] {
  const out: { number: string; name: string }[] = [];
  for (const [b, n] of BASES) for (const [s, sn] of SEGMENTS) out.push({ number: `${b}-${s}`, name: `${n} - ${sn}` });
  out.push({ number: '2000-00', name: 'Accounts Payable' }, { number: '1150-00', name: 'Tenant Receivables' }, { number: '8100-00', name: 'Owner Distributions' });
  return out;
}

const KIND_BASES: Record<VendorKind, string[]> = {
  electric: ['5100', '5110'], water: ['5120', '5140'], sewer: ['5130', '5140'], propane: ['5150'], oil: ['5155'], gas: ['5160'], trash: ['5170'],
  telecom: ['5180', '5190'], tax: ['7100', '7110'], plumbing: ['6100', '6160'], hvac: ['6110', '6280'], electrical: ['6120'], appliance: ['6130', '7420'],
  roofing: ['6140', '7400'], handyman: ['6150', '6220'], well: ['6160', '6340'], septic: ['6170'], snow: ['6180', '6290'], lawn: ['6190', '6200'],
  tree: ['6200'], pest: ['6210'], painting: ['6220', '6250'], flooring: ['6230', '7410'], cleaning: ['6240'], turnover: ['6250', '6240'], locksmith: ['6260'],
  glass: ['6270'], chimney: ['6280'], grading: ['6290', '7430'], elevator: ['6300'], fire: ['6310'], generator: ['6320'], hardware: ['6330', '6150'],
  watertreat: ['6340'], pool: ['6350'], linen: ['6360'], dock: ['6370'], mhcsetup: ['6380'], mhcinfra: ['6390', '7430'], advertising: ['7200'],
  legal: ['7210'], accounting: ['7220'], insurance: ['7120'],
};

const LINE_TEXT: Partial<Record<VendorKind, string[]>> = {
  electric: ['Energy charge', 'Facility charge', 'Power cost adjustment', 'Security light rental'],
  water: ['Water usage', 'Base charge', 'Fire protection charge'],
  propane: ['Propane delivered', 'Tank rental', 'Hazmat fee'],
  tax: ['First half installment', 'Special assessment - sidewalk', 'Lottery credit'],
  plumbing: ['Service call', 'Labor', 'Parts', 'Water heater'],
  hvac: ['Furnace cleaning', 'Ignitor', 'Labor'],
  snow: ['Plowing', 'Sanding', 'Roof shoveling'],
  lawn: ['Mowing', 'Spring cleanup', 'Mulch'],
  hardware: ['Lumber', 'Paint', 'Furnace filters'],
};

export interface GlPlan {
  defaultGl: string | null;
  history: PastCoding[];
  profile: 'billLevel' | 'defaultAndLines' | 'linesOnly' | 'defaultOnly' | 'none';
}

const START = Date.UTC(2022, 0, 3);
const END = Date.UTC(2025, 8, 30);
const OFFSETS = [0, 0, 0, -4, -5, -6, -7, -9];

/** An instant written as an ISO timestamp with the given offset (minutes: 0 means "Z"). */
export function isoAt(ms: number, offsetHours: number, millis: boolean): string {
  if (offsetHours === 0) {
    const s = new Date(ms).toISOString();
    return millis ? s : s.replace(/\.\d{3}Z$/, 'Z');
  }
  const local = new Date(ms + offsetHours * 3600000).toISOString().replace(/Z$/, '');
  const sign = offsetHours < 0 ? '-' : '+';
  return `${millis ? local : local.replace(/\.\d{3}$/, '')}${sign}${pad(Math.abs(offsetHours), 2)}:00`;
}

export function planGl(rng: Rng, v: VendorRec, alaska: boolean): GlPlan {
  const bases = KIND_BASES[v.kind];
  const segs = [v.segment, v.segment, v.segment, '00', rng.pick(['10', '30', '40', '50'])];
  const gl = (): string => `${rng.pick(bases)}-${rng.pick(segs)}`;
  const profile = rng.weighted<GlPlan['profile']>([['billLevel', 55], ['defaultAndLines', 22], ['linesOnly', 10], ['defaultOnly', 10], ['none', 3]]);
  const history: PastCoding[] = [];
  const usedMs = new Set<number>();
  const instant = (): number => {
    for (;;) {
      const ms = START + Math.floor(rng.next() * (END - START) / 60000) * 60000 + rng.int(0, 59) * 1000;
      if (!usedMs.has(ms)) {
        usedMs.add(ms);
        return ms;
      }
    }
  };
  const stamp = (ms: number): string => isoAt(ms, alaska && rng.chance(0.4) ? -9 : rng.pick(OFFSETS), rng.chance(0.3));
  const lineDesc = (): string => rng.pick(LINE_TEXT[v.kind] ?? ['Labor', 'Materials', 'Service', 'Trip charge']);
  const row = (glAccount: string, description: string | null, ms: number, at?: string): void => {
    history.push({ vendorId: v.id, glAccount, description, at: at ?? stamp(ms) });
  };

  let defaultGl: string | null = null;
  if (profile === 'billLevel') {
    if (rng.chance(0.5)) defaultGl = gl();
    const n = rng.int(1, 8);
    for (let i = 0; i < n; i++) row(gl(), null, instant());
    if (n >= 1 && rng.chance(0.15)) {
      /* the most recent bill-level row reads earlier than an older one when compared as text */
      const last = Math.max(...history.map((h) => Date.parse(h.at)));
      const t = last + rng.int(1, 40) * 86400000 + rng.int(2, 6) * 3600000;
      const older = t - rng.int(1, 4) * 3600000 - 60000 * rng.int(1, 50);
      const newGl = gl();
      let oldGl = gl();
      if (oldGl === newGl) oldGl = `${bases[0]}-${v.segment === '00' ? '10' : '00'}`;
      const tNew = isoAt(t, -9, false);
      const tOld = isoAt(older, 0, rng.chance(0.5));
      if (tNew < tOld && t < END + 60 * 86400000) {
        row(newGl, null, t, tNew);
        row(oldGl === newGl ? `${bases[0]}-20` : oldGl, null, older, tOld);
      }
    }
    const lines = rng.int(0, 5);
    for (let i = 0; i < lines; i++) row(gl(), lineDesc(), instant());
    if (rng.chance(0.3)) {
      /* a newer line-level coding that differs */
      const last = Math.max(...history.map((h) => Date.parse(h.at)));
      row(`${rng.pick(bases)}-${rng.pick(['00', '20', '60'])}`, lineDesc(), last + rng.int(1, 20) * 86400000);
    }
  } else if (profile === 'defaultAndLines') {
    defaultGl = gl();
    const lines = rng.int(1, 5);
    for (let i = 0; i < lines; i++) row(rng.chance(0.7) ? `${rng.pick(bases)}-${rng.pick(['00', '20', '40', '60'])}` : gl(), lineDesc(), instant());
  } else if (profile === 'linesOnly') {
    const lines = rng.int(1, 6);
    for (let i = 0; i < lines; i++) row(gl(), lineDesc(), instant());
    if (rng.chance(0.25)) {
      const last = Math.max(...history.map((h) => Date.parse(h.at)));
      const t = last + rng.int(1, 30) * 86400000 + rng.int(2, 6) * 3600000;
      const older = t - rng.int(1, 4) * 3600000;
      const a = gl();
      let b = gl();
      if (a === b) b = `${bases[0]}-${v.segment === '40' ? '50' : '40'}`;
      const tNew = isoAt(t, -9, false);
      const tOld = isoAt(older, 0, false);
      if (tNew < tOld) {
        row(a, lineDesc(), t, tNew);
        row(b, lineDesc(), older, tOld);
      }
    }
  } else if (profile === 'defaultOnly') {
    defaultGl = gl();
  }
  rng.shuffle(history);
  return { defaultGl, history, profile };
}
