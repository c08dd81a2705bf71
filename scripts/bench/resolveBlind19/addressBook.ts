import { TYPE_FULL } from './geoParse';
import { NearIndex, coreKey } from './text';
import type { Addr, PropRec, UnitRec } from './types';

/** What a printed address shows of the truth: which parts a clerk can lean on. */
export interface Facets {
  readonly pre: 'ok' | 'drop';
  /** "wrong": a misprinted DC quadrant, which a clerk must look past. */
  readonly suf: 'ok' | 'drop' | 'wrong';
  readonly city: boolean;
  readonly state: boolean;
  readonly zip: boolean;
  /** Street-name keys the print could stand for ("Penn" stands for Penn and Pennsylvania). */
  readonly cores: readonly string[];
}

export interface Entry {
  readonly addr: Addr;
  readonly prop: PropRec;
  readonly unit: UnitRec | null;
}

export function numKey(a: Addr): string {
  switch (a.mod.t) {
    case 'plain': return String(a.base);
    case 'half': return `${a.base} 1/2`;
    case 'range': return `${a.base}-${a.mod.to}`;
    case 'letter': return `${a.base}${a.mod.l}`;
  }
}

/** The house number as the directory writes it: "5410-12", "2014 1/2", "2415A". */
export function numText(a: Addr): string {
  if (a.mod.t === 'range') {
    const to = String(a.mod.to);
    const from = String(a.base);
    return from.length === to.length && from.slice(0, -2) === to.slice(0, -2) ? `${from}-${to.slice(-2)}` : `${from}-${to}`;
  }
  return numKey(a);
}

function spanBases(a: Addr): number[] {
  if (a.mod.t !== 'range') return [a.base];
  const out: number[] = [];
  for (let n = a.base; n <= a.mod.to; n += 1) out.push(n);
  return out;
}

/** The street line as the directory holds it; `full` spells the type out, `comma` puts a comma before a quadrant. */
export function dirLine(a: Addr, full = false, comma = false): string {
  const type = full ? (TYPE_FULL[a.type] ?? a.type) : a.type;
  const parts = [numText(a), a.pre, a.core, type].filter((p): p is string => p !== null && p.length > 0);
  const line = parts.join(' ');
  if (a.suf === null) return line;
  return comma ? `${line}, ${a.suf}` : `${line} ${a.suf}`;
}

export class AddressBook {
  private readonly byKey = new Map<string, Entry[]>();
  private readonly taken = new Set<string>();
  private readonly numCore = new Set<string>();
  /** Every street-name key in the directory, for judging misspellings. */
  readonly cores = new Set<string>();
  private nearIdx: NearIndex | null = null;

  /** The street-name keys, indexed for judging a misspelt street. */
  near(): NearIndex {
    this.nearIdx ??= new NearIndex(this.cores);
    return this.nearIdx;
  }

  private static key(a: Addr, tag: string, n: number): string {
    return `${tag}|${n}|${coreKey(a.core)}|${a.pre ?? ''}|${a.suf ?? ''}|${a.city.key}`;
  }

  /** No other address shares a house number on this street (prefix, suffix and city counted). */
  isFree(a: Addr): boolean {
    const ck = coreKey(a.core);
    for (const n of spanBases(a)) {
      if (n < 1) return false;
      if (this.taken.has(AddressBook.key(a, 'b', n))) return false;
      if (this.taken.has(AddressBook.key(a, 'k', Math.floor(n / 100)))) return false;
      if (this.numCore.has(`${n}|${ck}`)) return false;
    }
    return true;
  }

  /** A whole hundred-block is unused, for a Baltimore block group. */
  blockFree(a: Addr, hundred: number): boolean {
    if (this.taken.has(AddressBook.key(a, 'k', hundred))) return false;
    const ck = coreKey(a.core);
    for (let n = hundred * 100; n < hundred * 100 + 100; n += 1) {
      if (this.taken.has(AddressBook.key(a, 'b', n)) || this.numCore.has(`${n}|${ck}`)) return false;
    }
    return true;
  }

  reserve(a: Addr): void {
    for (const n of spanBases(a)) this.taken.add(AddressBook.key(a, 'b', n));
  }

  reserveBlock(a: Addr, hundred: number): void {
    this.taken.add(AddressBook.key(a, 'k', hundred));
  }

  /** A number and street kept off every city: the manager's offices. */
  reserveEverywhere(n: number, core: string): void {
    this.numCore.add(`${n}|${coreKey(core)}`);
  }

  add(e: Entry): void {
    const ck = coreKey(e.addr.core);
    const k = `${numKey(e.addr)}|${ck}`;
    const list = this.byKey.get(k);
    if (list) list.push(e);
    else this.byKey.set(k, [e]);
    this.cores.add(ck);
    this.nearIdx = null;
  }

  /** Directory addresses a clerk could not rule out, given what the bill prints. */
  candidates(a: Addr, f: Facets): Entry[] {
    const out: Entry[] = [];
    const nk = numKey(a);
    for (const core of new Set(f.cores)) {
      for (const e of this.byKey.get(`${nk}|${core}`) ?? []) {
        const b = e.addr;
        if (f.pre === 'ok' && b.pre !== a.pre) continue;
        if (f.suf === 'ok' && b.suf !== a.suf) continue;
        if (f.city && b.city.name !== a.city.name) continue;
        if (f.state && b.city.state !== a.city.state) continue;
        if (f.zip && b.dirZip && b.zip !== a.zip) continue;
        out.push(e);
      }
    }
    return out;
  }

  /** The unique entry holding exactly this address. */
  entryOf(a: Addr): Entry | null {
    const all = this.candidates(a, { pre: 'ok', suf: 'ok', city: true, state: true, zip: false, cores: [coreKey(a.core)] });
    return all.find((e) => e.addr === a) ?? null;
  }
}
