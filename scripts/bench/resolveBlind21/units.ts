/** Unit counts and labels per kind of property, and the rebalance to exactly 20,000 units. */
import type { PropType } from './geo';
import type { Rng } from './prng';

/** [min, max] units a property of this type can have; the first pair is the usual draw. */
export const UNIT_RANGE: Readonly<Record<PropType, readonly [number, number, number, number]>> = {
  sfrHoa: [0, 0, 0, 0], sfrAdu: [2, 2, 2, 2], fourplex: [4, 4, 4, 4], bungalowCourt: [6, 10, 6, 10], smallApt: [6, 12, 6, 12],
  garden: [24, 96, 16, 192], mhp: [40, 140, 30, 180], student: [24, 96, 20, 120], senior: [30, 100, 20, 120], storage: [1, 3, 1, 3],
  mixedUse: [6, 20, 6, 26], stripRetail: [4, 14, 4, 14], farmworker: [6, 20, 6, 20],
};
const ELASTIC: readonly PropType[] = ['mhp', 'garden', 'student', 'senior'];
const LETTERS = 'ABCDEFGHJK';

export function drawUnitCount(rng: Rng, type: PropType): number {
  const [lo, hi] = UNIT_RANGE[type];
  return rng.int(lo, hi);
}

/** Moves counts of elastic properties one at a time until the total is exact. */
export function rebalance(types: readonly PropType[], counts: number[], target: number): void {
  let diff = target - counts.reduce((s, n) => s + n, 0);
  const elastic = types.map((t, i) => [t, i] as const).filter(([t]) => ELASTIC.includes(t)).map(([, i]) => i);
  for (let pass = 0; diff !== 0 && pass < 1000; pass++) {
    let moved = false;
    for (const i of elastic) {
      if (diff === 0) break;
      const [, , min, max] = UNIT_RANGE[types[i] as PropType];
      const n = counts[i] as number;
      if (diff > 0 && n < max) { counts[i] = n + 1; diff--; moved = true; }
      else if (diff < 0 && n > min) { counts[i] = n - 1; diff++; moved = true; }
    }
    if (!moved) break;
  }
  if (diff !== 0) throw new Error(`cannot rebalance units: ${diff} left`);
}

/** The unit labels of a property ("3B", "Space 47", "4-210", "Suite 101"). */
export function unitLabels(type: PropType, count: number, rng: Rng): string[] {
  const out: string[] = [];
  switch (type) {
    case 'sfrHoa': break;
    case 'sfrAdu': out.push('Main House', 'ADU'); break;
    case 'fourplex': case 'bungalowCourt': for (let i = 0; i < count; i++) out.push(LETTERS[i] ?? `Z${i}`); break;
    case 'smallApt': for (let i = 0; i < count; i++) out.push(`${Math.floor(i / 4) + 1}${'ABCD'[i % 4]}`); break;
    case 'garden': {
      const perBldg = rng.pick([8, 12, 16, 24]);
      const perFloor = perBldg / 2;
      for (let i = 0; i < count; i++) {
        const j = i % perBldg;
        out.push(`${Math.floor(i / perBldg) + 1}-${(Math.floor(j / perFloor) + 1) * 100 + (j % perFloor) + 1}`);
      }
      break;
    }
    case 'mhp': for (let i = 1; i <= count; i++) out.push(`Space ${i}`); break;
    case 'student': case 'senior': for (let i = 0; i < count; i++) out.push(String((Math.floor(i / 30) + 1) * 100 + (i % 30) + 1)); break;
    case 'storage': out.push(...['Office', 'Mgr Apt', 'Office 2'].slice(0, count)); break;
    case 'mixedUse': {
      const retail = Math.min(count - 4, rng.int(2, 6));
      for (let i = 0; i < retail; i++) out.push(`Suite ${101 + i}`);
      for (let i = 0; i < count - retail; i++) out.push(String((Math.floor(i / 12) + 2) * 100 + (i % 12) + 1));
      break;
    }
    case 'stripRetail': for (let i = 0; i < count; i++) out.push(`Suite ${100 + i * 10}`); break;
    case 'farmworker': for (let i = 1; i <= count; i++) out.push(`Cabin ${i}`); break;
  }
  if (out.length !== count) throw new Error(`unit labels for ${type}: ${out.length} != ${count}`);
  return out;
}
