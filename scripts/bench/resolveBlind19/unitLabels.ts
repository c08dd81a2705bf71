import { type Rng } from './rng';
import type { Kind, MetroDef } from './types';

/** How many units a building has and how they are labelled; large buildings flex to hit the total. */
export interface UnitPlan {
  count: number;
  readonly style: string;
  readonly rear: boolean;
}

const LARGE: Readonly<Partial<Record<Kind, readonly [number, number, number, number]>>> = {
  garden: [16, 220, 24, 150],
  midrise: [16, 180, 20, 110],
  senior: [24, 200, 40, 140],
};

export function largeBounds(kind: Kind): readonly [number, number] | null {
  const b = LARGE[kind];
  return b ? [b[0], b[1]] : null;
}

export function planUnits(kind: Kind, metro: MetroDef, r: Rng): UnitPlan {
  const large = LARGE[kind];
  if (large) return { count: r.int(large[2], large[3]), style: kind === 'garden' ? r.pick(['dash', 'tight']) : 'num', rear: false };
  switch (kind) {
    case 'sfr': case 'rowhouse': case 'trinity': case 'parking': return { count: 0, style: '', rear: false };
    case 'twin': case 'frontRear': case 'alley': case 'double': case 'duplex': return { count: 2, style: '', rear: false };
    case 'rowConverted': {
      if (metro.code === 'DC' && r.chance(0.6)) return { count: 3, style: 'B', rear: false };
      return { count: r.int(2, 3), style: r.pick(['F', 'N']), rear: false };
    }
    case 'rowBlock': return { count: r.int(3, 6), style: '', rear: false };
    case 'tripleDecker': return { count: 3, style: r.pick(['N', 'F']), rear: false };
    case 'fourFamily': return { count: 4, style: '', rear: false };
    case 'fourplex': {
      const rear = (metro.code === 'MSP' || metro.code === 'KC') && r.chance(0.35);
      return { count: rear ? 5 : 4, style: '', rear };
    }
    case 'walkup': {
      const rear = metro.code === 'CIN' && r.chance(0.35);
      const n = r.int(6, 12);
      return { count: rear ? n + 1 : n, style: r.pick(['N', 'FL']), rear };
    }
    case 'mixedUse': {
      const n = r.int(2, 4);
      return { count: n, style: n <= 3 && r.chance(0.5) ? 'F' : 'N', rear: false };
    }
    default: return { count: 0, style: '', rear: false };
  }
}

const BLDG = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const pad2 = (k: number): string => String(k).padStart(2, '0');

function gardenLabels(n: number, style: string, r: Rng): string[] {
  const perFloor = Math.ceil(r.int(10, 24) / 3);
  const out: string[] = [];
  for (let b = 0; out.length < n; b += 1) {
    const letter = BLDG[b];
    if (letter === undefined) throw new Error('blind19: garden complex ran out of building letters');
    for (let f = 1; f <= 3 && out.length < n; f += 1) {
      for (let k = 1; k <= perFloor && out.length < n; k += 1) {
        out.push(style === 'dash' ? `${letter}-${f}${pad2(k)}` : `${letter}${f}${pad2(k)}`);
      }
    }
  }
  return out;
}

function towerLabels(n: number, perFloorMin: number, perFloorMax: number, floorsMax: number, r: Rng): string[] {
  const perFloor = Math.max(r.int(perFloorMin, perFloorMax), Math.ceil(n / floorsMax));
  const out: string[] = [];
  for (let f = r.pick([1, 2]); out.length < n; f += 1) {
    for (let k = 1; k <= perFloor && out.length < n; k += 1) out.push(`${f}${pad2(k)}`);
  }
  if (n >= 30 && r.chance(0.25)) {
    out[out.length - 1] = 'PH2';
    out[out.length - 2] = 'PH1';
  }
  return out;
}

/** The unit labels, in the directory's own spelling. Block groups get placeholders, replaced by house numbers. */
export function unitLabels(kind: Kind, plan: UnitPlan, r: Rng): string[] {
  const n = plan.count;
  const seq = (k: number, f: (i: number) => string): string[] => Array.from({ length: k }, (_v, i) => f(i + 1));
  const floors = (k: number): string[] => seq(k, (i) => `${i}F`);
  switch (kind) {
    case 'garden': return gardenLabels(n, plan.style, r);
    case 'midrise': return towerLabels(n, 4, 10, 16, r);
    case 'senior': return towerLabels(n, 8, 16, 12, r);
    case 'twin': return ['A', 'B'];
    case 'frontRear': return ['Front', 'Rear'];
    case 'alley': return ['Front', 'Alley'];
    case 'double': return ['Up', 'Down'];
    case 'duplex': return ['Upper', 'Lower'];
    case 'fourFamily': return ['A', 'B', 'C', 'D'];
    case 'fourplex': return plan.rear ? ['1', '2', '3', '4', 'Rear'] : ['1', '2', '3', '4'];
    case 'rowConverted':
      if (plan.style === 'B') return ['Basement', '1', '2'];
      return plan.style === 'F' ? floors(n) : seq(n, String);
    case 'tripleDecker': return plan.style === 'F' ? floors(3) : ['1', '2', '3'];
    case 'walkup': {
      const k = plan.rear ? n - 1 : n;
      const main = plan.style === 'FL' ? seq(k, (i) => `${Math.ceil(i / 2)}${i % 2 === 1 ? 'A' : 'B'}`) : seq(k, String);
      return plan.rear ? [...main, 'Rear'] : main;
    }
    case 'rowBlock': return seq(n, (i) => `house ${i}`);
    case 'mixedUse': return plan.style === 'F' ? ['Store', ...seq(n - 1, (i) => `${i + 1}F`)] : ['Store', ...seq(n - 1, String)];
    default: return [];
  }
}
