/** Pieces of a bill: the property's name as people write it, the unit's placement, the lines. */
import { type GenProp, type GenUnit, type GenVendor, type VendorKind } from './model';
import { maybeNoise, typo } from './noise';
import { type Rng } from './random';
import { ROMAN } from './names';
import { stripKind } from './properties';

/** How often each kind of vendor prints the site address, the account, a property name; how often the job is in one unit. */
export const SHOW: Record<VendorKind, { addr: number; acct: number; ptext: number; unitJob: number }> = {
  trade: { addr: 0.8, acct: 0.8, ptext: 0.3, unitJob: 0.5 },
  electric: { addr: 0.93, acct: 0.97, ptext: 0.02, unitJob: 0 },
  gas: { addr: 0.93, acct: 0.97, ptext: 0.02, unitJob: 0 },
  water: { addr: 0.9, acct: 0.97, ptext: 0.02, unitJob: 0 },
  cable: { addr: 0.85, acct: 0.97, ptext: 0.05, unitJob: 0 },
  trash: { addr: 0.75, acct: 0.9, ptext: 0.1, unitJob: 0 },
  oil: { addr: 0.85, acct: 0.85, ptext: 0.1, unitJob: 0 },
  supplier: { addr: 0.45, acct: 0.7, ptext: 0.6, unitJob: 0.12 },
  hoa: { addr: 0.85, acct: 0.9, ptext: 0.05, unitJob: 0 },
  nationalSfr: { addr: 0.85, acct: 0.7, ptext: 0.1, unitJob: 0 },
  legal: { addr: 0.85, acct: 0.3, ptext: 0.3, unitJob: 0.9 },
  insurance: { addr: 0.5, acct: 0.9, ptext: 0.7, unitJob: 0 },
  software: { addr: 0.2, acct: 0.9, ptext: 0.85, unitJob: 0 },
  advertising: { addr: 0.3, acct: 0.6, ptext: 0.9, unitJob: 0 },
  accounting: { addr: 0.2, acct: 0.5, ptext: 0.95, unitJob: 0 },
  senior: { addr: 0.6, acct: 0.6, ptext: 0.5, unitJob: 0.05 },
  student: { addr: 0.6, acct: 0.7, ptext: 0.5, unitJob: 0 },
  municipal: { addr: 0.92, acct: 0.95, ptext: 0.05, unitJob: 0 },
  laundry: { addr: 0.7, acct: 0.8, ptext: 0.4, unitJob: 0 },
  security: { addr: 0.6, acct: 0.6, ptext: 0.5, unitJob: 0 },
};

export const UTILITY_KINDS: readonly VendorKind[] = ['electric', 'gas', 'water', 'cable', 'trash'];


/** A property's name as a contractor or a staff member writes it. */
export function propNameVariant(rng: Rng, p: GenProp): string {
  const alias = p.aliases.length > 0 ? rng.pick(p.aliases).replace(/^fka /, '') : p.name;
  const short = p.shortName ?? p.name;
  return rng.weighted<string>([
    [p.name, 40], [short, p.shortName ? 15 : 0], [alias, 12], [p.name.toUpperCase(), 10], [typo(rng, p.name), 10], [`${p.name} - ${p.place.city}`, p.name.includes(' - ') ? 0 : 8], [`${short} (${p.place.city})`, 5],
  ]);
}

export function ownerEntity(rng: Rng, p: GenProp): string {
  if (p.kind === 'sfr') return `CRP SFR Holdings ${rng.pick(ROMAN.slice(0, 6))} LLC`;
  return rng.chance(0.5) ? `${stripKind(p.name)} ${rng.pick(['LLC', 'Realty Trust', 'Owner LLC', 'Associates LP'])}` : `Charlesgate Fund ${rng.pick(ROMAN.slice(0, 8))} LLC`;
}

/** The lines of the bill, as printed (line-coded vendors print their descriptions as coded before). */
export function billLines(rng: Rng, v: GenVendor): string[] {
  const lines = v.lines;
  if (v.kind === 'hoa') {
    const [assessment = 'Assessment', special = 'Special Assessment', late = 'Late Fee', fine = 'Violation Fine', gate = 'Gate Remote'] = lines;
    const r = rng.next();
    if (r < 0.08) return [special];
    if (r < 0.16) return [assessment, special];
    const out = [assessment];
    if (rng.chance(0.15)) out.push(late);
    if (rng.chance(0.05)) out.push(fine);
    if (rng.chance(0.03)) out.push(gate);
    return out;
  }
  if (v.kind === 'supplier') return rng.shuffle([...lines]).slice(0, rng.int(1, 6));
  if (v.lineCoded) {
    const out = lines.filter((_, i) => i === 0 || rng.chance(0.75));
    if (rng.chance(0.1) && out.length > 1) rng.shuffle(out);
    return out;
  }
  const first = lines[0] ?? 'Services';
  const n = rng.int(1, Math.min(4, lines.length));
  const picked = rng.shuffle([...lines]).slice(0, n);
  if (rng.chance(0.3) && !picked.includes(first)) picked.unshift(first);
  return picked;
}

/** Where the unit shows up on the bill. */
export type UnitWhere = 'field' | 'inline' | 'ownLine' | 'line' | 'extra' | 'none';

export function unitWhere(rng: Rng, v: GenVendor): UnitWhere {
  if (UTILITY_KINDS.includes(v.kind)) return rng.weighted<UnitWhere>([['inline', 60], ['ownLine', 10], ['field', 10], ['none', 20]]);
  return rng.weighted<UnitWhere>([['field', 30], ['inline', 26], ['ownLine', 10], ['line', v.lineCoded ? 0 : 13], ['extra', 9], ['none', 12]]);
}

const ISSUES = ['no hot water', 'leak under sink', 'outlet not working', 'door sticking', 'mice', 'clogged tub', 'no heat', 'smoke detector chirping'];
const TENANTS = ['J. Alvarez', 'M. Chen', 'T. Okafor', 'R. Gallagher', 'S. Patel', 'L. Nguyen', 'D. Moreau', 'K. Brennan', 'A. Silva', 'P. Haddad'];

export function unitMention(rng: Rng, unitText: string, v: GenVendor): string {
  if (v.kind === 'legal') return `Re: ${rng.pick(['Charlesgate Residential', 'Landlord'])} v. ${rng.pick(TENANTS)}, ${unitText}`;
  return rng.pick([
    `Resident: ${rng.pick(TENANTS)} - ${unitText}`, `Work performed in ${unitText}`, `Notes: tenant in ${unitText} reported ${rng.pick(ISSUES)}`,
    `Access: key in lockbox, ${unitText}`, `Work order #${rng.int(1000, 99999)} ${unitText}`,
  ]);
}

export function lineWithUnit(rng: Rng, line: string, unitText: string): string {
  return rng.pick([`${unitText} - ${line}`, `${line} (${unitText})`, `${line} @ ${unitText}`, `${unitText}: ${line}`]);
}

export function houseCodeOrLine(rng: Rng, u: GenUnit): string {
  if (u.label.k !== 'house') return u.text;
  const a = u.label.addr;
  return rng.chance(0.5) ? u.label.code : maybeNoise(rng, `${a.number} ${a.street.forms[1] ?? a.street.key}`, 0.05, 0.02);
}

export function spuriousNumber(rng: Rng): string {
  return rng.pick([`INV-${rng.int(10000, 99999)}`, `Meter # ${rng.int(1000000, 99999999)}`, `PO ${rng.int(1000, 9999)}`, `WO-${rng.int(10000, 99999)}`, `Route ${rng.int(10, 99)}`]);
}
