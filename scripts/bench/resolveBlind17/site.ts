/** How a bill shows where the work or service was: address, property name, unit, or nothing. */
import { type PropRec, type UnitRec } from './properties';
import { chance, pick, weighted, type Rng } from './rng';
import { caseVariant, numberVariant, ocrSlip, slipAddressLine, streetVariant, typo, zipVariant } from './text';
import { unitVariant } from './units';

export type ClueMode = 'addr' | 'addrTypo' | 'name' | 'nameAddr' | 'acctOnly' | 'textOnly' | 'code' | 'none';

export interface SiteRender {
  serviceAddresses: string[];
  propertyText: string | null;
  unitText: string | null;
  /** Lines for the bill text's site block (label included). */
  lines: string[];
}

const STATE_NAME: Record<string, string> = { WA: 'Washington', OR: 'Oregon', CA: 'California', NY: 'New York', NJ: 'New Jersey' };
const NAME_ABBR: readonly (readonly [RegExp, string])[] = [
  [/Apartments\b/, 'Apts'], [/Gardens\b/, 'Gdns'], [/Building\b/, 'Bldg'], [/Condominiums?\b/, 'Condos'], [/Mobile Home Park\b/, 'MHP'],
  [/Tower\b/, 'Twr'], [/Center\b/, 'Ctr'], [/Owners Corp\b/, 'Owners Corp.'], [/Distribution Center\b/, 'DC'], [/Residence\b/, 'Res.'],
  [/Yacht Harbor\b/, 'Yacht Hbr'], [/Village\b/, 'Vlg'], [/Manufactured Home Community\b/, 'MHC'], [/Industrial Park\b/, 'Ind. Park'],
];

export function chooseMode(r: Rng): ClueMode {
  return weighted(r, [['addr', 50], ['addrTypo', 11], ['name', 9], ['nameAddr', 7], ['acctOnly', 7], ['textOnly', 5], ['code', 2], ['none', 1.5]] as const);
}

export function nameVariant(r: Rng, p: PropRec): string {
  const named = p.aliases.filter((a) => a !== p.code);
  let s = named.length > 0 && chance(r, 0.3) ? pick(r, named) : p.name;
  const x = r();
  if (x < 0.3) for (const [re, to] of NAME_ABBR) s = s.replace(re, to);
  else if (x < 0.42) s = s.toUpperCase();
  else if (x < 0.5) s = typo(r, s);
  else if (x < 0.56) s = s.replace(/^The /, '');
  return s;
}

function cityLine(r: Rng, p: PropRec, slip: boolean): string {
  const city = chance(r, 0.72) ? p.city.name : chance(r, 0.85) ? pick(r, p.city.alt) : '';
  const state = chance(r, 0.04) ? (STATE_NAME[p.city.state] as string) : chance(r, 0.03) ? '' : p.city.state;
  let zip = chance(r, 0.06) ? '' : zipVariant(r, p.zip);
  if (slip && zip && chance(r, 0.25)) zip = ocrSlip(r, zip);
  const c = slip && city && chance(r, 0.25) ? typo(r, city) : city;
  const sep = pick(r, [', ', ' ', ', ']);
  return [c, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(sep);
}

/** The street line: house number and street as printed, from the property or the unit's own address. */
function streetLine(r: Rng, p: PropRec, unit: UnitRec | null, useUnitAddr: boolean): string {
  const base = useUnitAddr && unit?.address ? unit.address : `${p.number} ${p.street}`;
  const m = /^(\d+(?:-\d+)?(?: 1\/2)?) (.*)$/.exec(base);
  if (!m) return base;
  return `${numberVariant(r, m[1] as string)} ${streetVariant(r, m[2] as string)}`;
}

export function renderSite(r: Rng, mode: ClueMode, p: PropRec, unit: UnitRec | null, unitFromAccount: boolean, label: string): SiteRender {
  const out: SiteRender = { serviceAddresses: [], propertyText: null, unitText: null, lines: [] };
  if (mode === 'none') return out;
  const useUnitAddr = !!unit?.address && chance(r, 0.55);
  const uText = unit ? unitVariant(r, unit.spec) : null;
  // Where the unit goes: inline, its own line, the unit field, or nowhere (when the account or address carries it).
  const wantsAddr = mode === 'addr' || mode === 'addrTypo' || mode === 'nameAddr' || mode === 'textOnly';
  const canOmit = unitFromAccount || (useUnitAddr && wantsAddr);
  type Place = 'inline' | 'ownLine' | 'field' | 'omit' | 'inName';
  let place: Place = unit ? weighted<Place>(r, [['inline', 30], ['ownLine', 20], ['field', 35], ['omit', canOmit ? 15 : 0]]) : 'omit';
  if (mode === 'name' || mode === 'code') place = unit ? weighted<Place>(r, [['field', 70], ['inName', 20], ['omit', canOmit ? 10 : 0]]) : 'omit';
  if (mode === 'acctOnly') place = unit ? weighted<Place>(r, [['field', 85], ['omit', canOmit ? 15 : 0]]) : 'omit';
  if (!unit && chance(r, 0.06)) out.unitText = pick(r, ['Common Area', 'House', 'HOUSE METER', 'CA-LIGHTS', 'Bldg', 'Common', 'Laundry Rm']);

  if (wantsAddr) {
    let line1 = streetLine(r, p, unit, useUnitAddr);
    if (mode === 'addrTypo') line1 = slipAddressLine(r, line1);
    if (place === 'inline' && uText) line1 = `${line1}${pick(r, [' ', ', ', ' ', ' - '])}${uText}`;
    const cl = cityLine(r, p, mode === 'addrTypo');
    const parts = place === 'ownLine' && uText ? [line1, uText, cl] : [line1, cl];
    const multi = place === 'ownLine' || chance(r, 0.4);
    let addr = multi ? parts.filter(Boolean).join('\n') : parts.filter(Boolean).join(', ');
    if (place !== 'ownLine' && chance(r, 0.05)) addr = line1; // street only, city left off
    addr = caseVariant(r, addr);
    if (mode !== 'textOnly') out.serviceAddresses.push(addr);
    out.lines.push(`${label}:`, ...addr.split('\n').map((l) => `  ${l}`));
  }
  if (mode === 'name' || mode === 'nameAddr') {
    const nm = nameVariant(r, p);
    const withUnit = place === 'inName' && uText ? `${nm} - ${uText}` : nm;
    out.propertyText = chance(r, 0.3) ? `${pick(r, ['Job site', 'Property', 'Location', 'Community', 'Site'])}: ${withUnit}` : withUnit;
    out.lines.unshift(`${pick(r, ['Property', 'Job Site', 'Location', 'Community'])}: ${withUnit}`);
  }
  if (mode === 'code') {
    const c = chance(r, 0.5) ? p.code : p.code.replace('-', ' ');
    const withUnit = place === 'inName' && uText ? `${c} ${uText}` : c;
    out.propertyText = `Prop ${withUnit}`;
    out.lines.push(`Property Code: ${withUnit}`);
  }
  if (place === 'field' && uText) {
    out.unitText = uText;
    out.lines.push(`${pick(r, ['Unit', 'Apt/Suite', 'Unit #', 'Space/Unit', 'Location detail'])}: ${uText}`);
  }
  return out;
}
