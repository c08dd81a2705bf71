/**
 * The clerk's unit decision, once vendor and property are settled: every unit clue the bill
 * prints (a unit's own address, a unit written in an address, in the unit field or after the
 * property's name, a unit-level account) must point to the same single unit of that property.
 */
import type { AddrEntry, Tuple } from './clerkIndex';

export interface AddrClue { props: Set<string>; entries: AddrEntry[]; unit: string | null }

export const inter = (a: ReadonlySet<string>, b: ReadonlySet<string>): Set<string> => new Set([...a].filter((x) => b.has(x)));
export const interAll = (sets: readonly Set<string>[]): Set<string> | null => (sets.length === 0 ? null : sets.reduce((a, b) => inter(a, b)));

/** The unit id; null when nothing printed names a unit; false when what is printed does not single one out. */
export function decideUnit(units: readonly { id: string; key: string }[], v: string, p: string, unitTexts: readonly string[], addrClues: readonly AddrClue[], acctClues: readonly Tuple[][]): string | null | false {
  let cand: Set<string> | null = null;
  const apply = (s: Set<string>) => { cand = cand ? inter(cand, s) : s; };
  const byKey = (k: string) => new Set(units.filter((u) => u.key === k).map((u) => u.id));
  for (const c of addrClues) {
    const mine = c.entries.filter((e) => e.propertyId === p);
    if (mine.length > 0 && mine.every((e) => e.unitId !== null)) apply(new Set(mine.map((e) => e.unitId ?? '')));
    if (c.unit !== null) apply(byKey(c.unit));
  }
  for (const k of unitTexts) apply(byKey(k));
  for (const ts of acctClues) {
    const mine = ts.filter((t) => t.vendorId === v && t.propertyId === p);
    if (mine.length > 0 && mine.every((t) => t.unitId !== null)) apply(new Set(mine.map((t) => t.unitId ?? '')));
  }
  const final = cand as Set<string> | null;
  if (final === null) return null;
  return final.size === 1 ? [...final][0] ?? false : false;
}
