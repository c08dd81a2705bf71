import { type Rng } from './rng';
import { normVendor } from './text';
import type { Trade } from './trades';
import type { MetroDef } from './types';
import { ADJECTIVES, FIRST_NAMES, REGIONAL, SURNAMES } from './words';

export interface LocalName {
  readonly legal: string;
  readonly aliases: string[];
  readonly dba: string | null;
  readonly domain: string;
}

const SUFFIXES: readonly (readonly [string, number])[] = [
  [' Inc.', 3], [', Inc.', 2], [' LLC', 4], [', LLC', 1], [' Co.', 1.5], [' Company', 0.5], [' Corp.', 1], ['', 3], [' Ltd.', 0.3],
];

function base(r: Rng, trade: Trade, metro: MetroDef): string {
  const s = r.pick(SURNAMES);
  const w = r.pick(trade.words);
  if (trade.key === 'legal') {
    return r.pick([`Law Offices of ${r.pick(FIRST_NAMES)} ${s}`, `${s} & ${r.pick(SURNAMES)}`, `${s} Legal Group`, `${s} & Associates`]);
  }
  const regional = REGIONAL[metro.code] ?? ['Metro'];
  const initials = (): string => {
    const abc = 'ABCDEFGHJKLMNPRSTW';
    return `${abc[r.int(0, abc.length - 1)] ?? 'A'}&${abc[r.int(0, abc.length - 1)] ?? 'B'}`;
  };
  return r.weighted<() => string>([
    [() => `${s} ${w}`, 35],
    [() => `${s} & Sons ${w}`, 8],
    [() => `${s} Brothers ${w}`, 5],
    [() => `${r.pick(metro.hoods)} ${w}`, 14],
    [() => `${r.pick(regional)} ${w}`, 8],
    [() => `${r.pick(ADJECTIVES)} ${w}`, 14],
    [() => `${initials()} ${w}`, 9],
    [() => `${r.pick(FIRST_NAMES)}'s ${w}`, 7],
  ])();
}

function slug(s: string): string {
  return normVendor(s).replace(/\band\b/g, '').replace(/[^a-z0-9]/g, '').slice(0, 26);
}

/** A unique legal name for a local contractor, a dba for some, and a web domain. */
export function localName(r: Rng, trade: Trade, metro: MetroDef, taken: Set<string>, domains: Set<string>): LocalName {
  for (let tries = 0; tries < 200; tries += 1) {
    const core = base(r, trade, metro);
    const suffixes = /\b(Co|Company)$/.test(core) ? SUFFIXES.filter(([x]) => !/Co/.test(x)) : SUFFIXES;
    const legal = trade.key === 'legal' ? `${core}${r.pick([', P.C.', ' LLC', '', ', LLP'])}` : `${core}${r.weighted(suffixes)}`;
    const key = normVendor(legal);
    if (taken.has(key)) continue;
    let dba: string | null = null;
    if (trade.key !== 'legal' && r.chance(0.18)) {
      const d = base(r, trade, metro);
      if (!taken.has(normVendor(d)) && normVendor(d) !== key) dba = d;
    }
    const aliases: string[] = [];
    if (dba) aliases.push(dba);
    if (r.chance(0.08)) {
      const former = base(r, trade, metro);
      const fk = normVendor(former);
      if (!taken.has(fk) && fk !== key && former !== dba) aliases.push(former);
    }
    let domain = '';
    for (const d of [`${slug(dba ?? core)}.com`, `${slug(core)}.net`, `${slug(core)}${metro.code.toLowerCase()}.com`, `${slug(core)}${r.int(2, 99)}.com`]) {
      if (!domains.has(d)) { domain = d; break; }
    }
    if (domain === '') continue;
    taken.add(key);
    for (const a of aliases) taken.add(normVendor(a));
    domains.add(domain);
    return { legal, aliases, dba, domain };
  }
  throw new Error(`blind19: cannot name a ${trade.key} vendor in ${metro.code}`);
}
