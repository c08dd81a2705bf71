/**
 * Vendors: the region's utilities and haulers (many accounts each, by property and by unit) and
 * about 4,900 trades with e-mail domains, tax ids, remit-to addresses, d/b/a names, some with a
 * default property, and their coding history.
 */
import type { DirectoryVendor, PastCoding } from '../../../src/server/directory/resolver/types';
import type { PropX, UnitX } from './directory';
import { CITIES, type City, fullKey, streetText } from './geo';
import { type GlPlan, type GlVariant, planHistory } from './gl';
import { type Rng, norm, pad } from './rng';
import { ADJS, FACTORS, FIRSTS, LOCKBOX_CITIES, PLACEWORDS, STATE_EIN, SURNAMES, TRADES, type Trade } from './trades';
import { UTILITIES, type UtilDef } from './utilities';

export interface AcctX {
  num: string;
  prop: PropX | null;
  unit: UnitX | null;
  service: string;
}

export interface VendorX {
  v: DirectoryVendor;
  kind: 'utility' | 'trade';
  util: UtilDef | null;
  trade: Trade | null;
  metro: string;
  cities: City[];
  /** The d/b/a name, when the vendor trades under one. */
  dba: string | null;
  domain: string | null;
  personal: string | null;
  office: { line: string; cityLine: string } | null;
  accounts: AcctX[];
  gl: GlPlan;
  jobs: string[];
  twin: boolean;
}

const LEGAL = new Set(['inc', 'llc', 'co', 'company', 'corp', 'corporation', 'the', 'ltd', 'and', 'l', 'c']);
export function looseVendor(s: string): string {
  return norm(s)
    .split(' ')
    .filter((w) => !LEGAL.has(w))
    .join(' ');
}

function fill(r: Rng, fmt: string): string {
  return fmt.replace(/#/g, () => String(r.int(0, 9)));
}

export function acctKey(s: string): string {
  return s.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

interface VCtx {
  r: Rng;
  names: Set<string>;
  domains: Set<string>;
  taxIds: Set<string>;
  accts: Set<string>;
  used: Map<string, Set<number>>;
}

function claim(set: Set<string>, k: string): boolean {
  if (!k || set.has(k)) return false;
  set.add(k);
  return true;
}

function newAcct(c: VCtx, fmt: string): string {
  for (;;) {
    const a = fill(c.r, fmt);
    if (!/[1-9]/.test(a.replace(/^\D+/, '').slice(-4))) continue;
    if (claim(c.accts, acctKey(a))) return a;
  }
}

function taxId(c: VCtx, state: string): string {
  for (;;) {
    const t = `${c.r.pick(STATE_EIN[state] ?? ['27'])}-${pad(c.r.int(1000000, 9999999), 7)}`;
    if (claim(c.taxIds, t)) return t;
  }
}

function officeIn(c: VCtx, city: City): { line: string; cityLine: string } {
  for (;;) {
    const st = c.r.pick(city.streets);
    const n = c.r.int(city.lo, city.hi);
    const k = fullKey(city, st);
    let s = c.used.get(k);
    if (!s) c.used.set(k, (s = new Set()));
    if (s.has(n)) continue;
    s.add(n);
    const suite = c.r.chance(0.3) ? `, ${c.r.pick(['Suite', 'Ste', 'Unit'])} ${c.r.int(1, 40) * (c.r.chance(0.5) ? 10 : 1)}` : '';
    return { line: `${n} ${streetText(st)}${suite}`, cityLine: `${city.name}, ${city.state} ${c.r.pick(city.zips)}` };
  }
}

function tradeName(r: Rng, t: Trade, metro: string): string {
  const w = r.pick(t.words);
  const k = r.int(0, 9);
  if (k < 3) return `${r.pick(SURNAMES)} ${w}`;
  if (k < 4) return `${r.pick(SURNAMES)} ${r.pick(['& Sons', 'Bros.', 'Brothers', '& Daughters'])} ${w}`;
  if (k < 6) return `${r.pick(PLACEWORDS[metro] ?? ['Southern'])} ${w}`;
  if (k < 8) return `${r.pick(ADJS)} ${w}`;
  if (k < 9) return `${'ABCDEGHJKLMPRST'[r.int(0, 14)]}&${'ABCDEGHJKLMPRST'[r.int(0, 14)]} ${w}`;
  return `${r.pick(FIRSTS)}'s ${w}`;
}

function legalSuffix(r: Rng): string {
  return r.pick(['', ' Inc.', ', Inc.', ' LLC', ', LLC', ' Co.', ' Inc', ' LLC', ' Corp.']);
}

function twinOf(r: Rng, name: string, t: Trade): string {
  const base = name.replace(/,? (Inc\.?|LLC|Co\.|Corp\.)$/, '');
  const k = r.int(0, 3);
  if (k === 0) {
    const w = t.words.find((x) => base.endsWith(x));
    const sib = t.words.filter((x) => x !== w);
    if (w && sib.length) return base.slice(0, base.length - w.length) + r.pick(sib);
  }
  if (k === 1) return base.replace(/^(\S+)/, (m) => `${m} ${r.pick(['& Sons', 'Bros.', 'Family'])}`);
  if (k === 2) return `${r.pick(['North', 'South', 'West', 'Metro', 'Greater'])} ${base}`;
  return base.replace(/(\w)(\w)(\s)/, (_m, a: string, b: string, s: string) => `${a}${b === 'i' ? 'y' : b === 'y' ? 'i' : b + b}${s}`);
}

function slugOf(name: string): string {
  return looseVendor(name).replace(/\band\b/g, '').replace(/[^a-z0-9]/g, '').slice(0, 22);
}

function domainFor(c: VCtx, name: string, metroAbbr: string): string {
  const s = slugOf(name);
  for (const cand of [`${s}.com`, `${s}${metroAbbr}.com`, `${s}.net`, `${s}-${metroAbbr}.com`, `${s}${c.r.int(2, 99)}.com`]) if (claim(c.domains, cand)) return cand;
  for (;;) {
    const d = `${s}${c.r.int(100, 999)}.com`;
    if (claim(c.domains, d)) return d;
  }
}

const METRO_ABBR: Record<string, string> = { Chicago: 'chi', Milwaukee: 'mke', Detroit: 'det', Cleveland: 'cle', Pittsburgh: 'pgh', 'Twin Cities': 'mn', Atlanta: 'atl', Charlotte: 'clt', Nashville: 'nash', Memphis: 'mem', Birmingham: 'bham', 'New Orleans': 'nola', Savannah: 'sav', Charleston: 'chs' };
const METROS = Object.keys(METRO_ABBR);

function glVariant(r: Rng, utility: boolean): GlVariant {
  return r.weighted([['billLevel', utility ? 80 : 68], ['default', 18], ['lineLevel', utility ? 2 : 14]] as const);
}

export interface VendorBuild {
  vendors: VendorX[];
  history: PastCoding[];
}

export function buildVendors(r: Rng, props: PropX[], used: Map<string, Set<number>>, total: number): VendorBuild {
  const c: VCtx = { r, names: new Set(), domains: new Set(), taxIds: new Set(), accts: new Set(), used };
  const vendors: VendorX[] = [];
  const propsByCity = new Map<string, PropX[]>();
  for (const p of props) {
    const l = propsByCity.get(p.city.key) ?? [];
    l.push(p);
    propsByCity.set(p.city.key, l);
  }
  let vid = 0;
  const nextId = () => `v9-${pad(++vid, 4)}`;

  // Utilities.
  const sharedDomain = new Set<string>();
  for (const u of UTILITIES) {
    claim(c.names, looseVendor(u.name));
    u.aliases.forEach((a) => claim(c.names, looseVendor(a)));
    if (!claim(c.domains, u.domain)) sharedDomain.add(u.domain);
    const cities = CITIES.filter((ci) => [...ci.electric, ...ci.gas, ...ci.water, ...ci.waste].includes(u.key) || u.kind === 'telecom');
    const id = nextId();
    const elec = ['Customer charge', 'Distribution charge', 'Electric supply', 'Transmission service', 'Taxes and fees', 'Energy efficiency rider'];
    const gas = ['Customer charge', 'Gas supply', 'Delivery charge', 'Pipeline replacement rider', 'Taxes and fees'];
    const lines = u.kind === 'waste' ? ['Container service 8 yd', 'Fuel/environmental recovery fee', 'Recycling service', 'Extra pickup'] : u.kind === 'water' ? ['Water charge', 'Sewer charge', 'Stormwater fee', 'Meter charge'] : u.kind === 'telecom' ? ['Business internet', 'Voice line', 'Equipment fee'] : u.kind === 'electric' ? elec : u.kind === 'gas' ? gas : [...elec, 'Gas supply', 'Gas delivery charge'];
    const gl = planHistory(r, id, u.gl, lines, glVariant(r, true));
    const v: DirectoryVendor = { id, name: u.name, aliases: u.aliases, senderEmails: [`@${u.domain}`], remitTo: u.remit, taxId: taxId(c, cities[0]?.state ?? 'IL'), defaultGlAccount: gl.defaultGl, defaultPropertyId: null, accounts: [] };
    vendors.push({ v, kind: 'utility', util: u, trade: null, metro: cities[0]?.metro ?? 'Chicago', cities, dba: null, domain: u.domain, personal: null, office: null, accounts: [], gl, jobs: lines, twin: false });
  }
  const byKey = new Map(vendors.map((x) => [x.util!.key, x]));

  // Utility accounts: house meters and vacant-unit accounts.
  for (const p of props) {
    const multi = p.kind !== 'sfr';
    const add = (key: string, service: string, unit: UnitX | null) => {
      const vx = byKey.get(key)!;
      vx.accounts.push({ num: newAcct(c, vx.util!.fmt), prop: p, unit, service });
    };
    const ci = p.city;
    if (r.chance(multi ? 0.85 : 0.45)) add(r.pick(ci.electric), 'electric', null);
    if (r.chance(multi ? 0.12 : 0.02)) add(r.pick(ci.electric), 'electric', null);
    if (r.chance(multi ? 0.55 : 0.35)) add(r.pick(ci.gas), 'gas', null);
    if (r.chance(multi ? 0.8 : 0.6)) add(r.pick(ci.water), 'water', null);
    if (r.chance(p.kind === 'sfr' ? 0.05 : p.kind === 'small' ? 0.35 : 0.7)) add(r.pick(ci.waste), 'waste', null);
    if (multi && r.chance(0.08)) add(r.pick(['comcast', 'att', ...(ci.metro === 'Charlotte' ? ['spectrum'] : [])]), 'telecom', null);
    for (const u of p.units) {
      if (r.chance(0.12)) add(r.pick(ci.electric), 'electric', u);
      if (r.chance(0.035)) add(r.pick(ci.gas), 'gas', u);
    }
  }
  // A few master accounts with no property (haulers' summary accounts).
  for (const x of vendors)
    if (x.util!.kind === 'waste') for (let i = r.int(1, 3); i > 0; i--) x.accounts.push({ num: newAcct(c, x.util!.fmt), prop: null, unit: null, service: 'waste' });

  // Trades.
  const weights = TRADES.map((t) => [t, t.weight] as const);
  const tradeList: VendorX[] = [];
  while (vendors.length < total) {
    const metro = r.weighted(METROS.map((m) => [m, CITIES.filter((ci) => ci.metro === m).reduce((a, ci) => a + ci.weight, 0)] as const));
    let t = r.weighted(weights);
    const north = ['Chicago', 'Milwaukee', 'Detroit', 'Cleveland', 'Pittsburgh', 'Twin Cities'].includes(metro);
    if ((t.where === 'N' && !north) || (t.where === 'S' && north)) t = r.weighted(weights.filter(([x]) => x.where === ''));
    const cities = CITIES.filter((ci) => ci.metro === metro);
    const home = r.weighted(cities.map((ci) => [ci, ci.weight] as const));
    let name = '';
    let twin = false;
    const sameTrade = tradeList.filter((x) => x.trade === t && x.metro === metro);
    for (let k = 0; k < 50; k++) {
      twin = k < 3 && sameTrade.length > 0 && r.chance(0.09);
      name = twin ? twinOf(r, r.pick(sameTrade).v.name, t) + legalSuffix(r) : tradeName(r, t, metro) + legalSuffix(r);
      if (!c.names.has(looseVendor(name))) break;
    }
    if (!claim(c.names, looseVendor(name))) continue;
    let dba: string | null = null;
    let dirName = name;
    const aliases: string[] = [];
    if (r.chance(0.15)) {
      const owner = r.chance(0.5) ? `${r.pick(SURNAMES)} ${r.pick(['Enterprises', 'Holdings', 'Group', 'Services', 'Ventures'])}${r.pick([' LLC', ' Inc.', ', LLC'])}` : `${'ABCDEGHJKLMPRST'[r.int(0, 14)]}${'ABCDEGHJKLMPRST'[r.int(0, 14)]}${'ABCDEGHJKLMPRST'[r.int(0, 14)]} ${r.pick(['Group', 'Holdings', 'Partners'])} LLC`;
      if (claim(c.names, looseVendor(owner))) {
        dba = name.replace(/,? (Inc\.?|LLC|Co\.|Corp\.)$/, '');
        if (r.chance(0.55)) {
          dirName = owner;
          aliases.push(dba);
        } else {
          dirName = dba;
          aliases.push(owner);
        }
      }
    }
    const id = nextId();
    const gl = planHistory(r, id, t.gl, t.jobs, glVariant(r, false));
    const emailKind = r.weighted([['domain', 68], ['personal', 20], ['none', 12]] as const);
    const domain = emailKind === 'domain' ? domainFor(c, dba ?? name, METRO_ABBR[metro]!) : null;
    let personal: string | null = null;
    if (emailKind === 'personal' || (domain && r.chance(0.05))) {
      for (;;) {
        const p = `${slugOf(dba ?? name).slice(0, 16)}${r.chance(0.6) ? r.int(1, 99) : ''}@${r.pick(['gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com', 'att.net', 'comcast.net', 'bellsouth.net'])}`;
        if (claim(c.domains, p)) {
          personal = p;
          break;
        }
      }
    }
    const senderEmails = [...(domain ? [`@${domain}`] : []), ...(personal ? [personal] : [])];
    const office = officeIn(c, home);
    const rk = r.int(0, 19);
    const remitTo = rk < 9 ? `${office.line}, ${office.cityLine}` : rk < 15 ? `PO Box ${r.int(100, 99999)}, ${home.name}, ${home.state} ${r.pick(home.zips)}-${pad(r.int(1, 9999), 4)}` : rk < 18 ? `${r.chance(0.5) ? r.pick(FACTORS) + ', ' : ''}Dept ${r.int(1000, 9999)}, PO Box ${r.int(100000, 999999)}, ${r.pick(LOCKBOX_CITIES)}-${pad(r.int(1, 9999), 4)}` : null;
    const mine = cities.flatMap((ci) => propsByCity.get(ci.key) ?? []);
    let defaultPropertyId: string | null = null;
    if (mine.length && r.chance(0.1)) {
      const big = mine.filter((p) => p.kind !== 'sfr' && p.kind !== 'small');
      defaultPropertyId = r.pick(big.length ? big : mine).p.id;
    }
    const v: DirectoryVendor = { id, name: dirName, aliases, senderEmails, remitTo, taxId: r.chance(0.8) ? taxId(c, home.state) : null, defaultGlAccount: gl.defaultGl, defaultPropertyId, accounts: [] };
    const x: VendorX = { v, kind: 'trade', util: null, trade: t, metro, cities, dba, domain, personal, office, accounts: [], gl, jobs: t.jobs, twin };
    if (mine.length && r.chance(0.22)) {
      const fmt = r.pick(['C-#####', 'CUST####', '##-####', 'LMR-####', '#####', 'A/C ######']);
      for (let i = r.int(1, 4); i > 0; i--) {
        const p = r.pick(mine);
        x.accounts.push({ num: newAcct(c, fmt), prop: p, unit: null, service: t.key });
      }
    }
    vendors.push(x);
    tradeList.push(x);
  }
  const history: PastCoding[] = [];
  for (const x of vendors) {
    (x.v as { accounts: DirectoryVendor['accounts'] }).accounts = x.accounts.map((a) => ({ accountNumber: a.num, propertyId: a.prop ? a.prop.p.id : null, unitId: a.unit ? a.unit.u.id : null }));
    for (const h of x.gl.rows) history.push(h);
  }
  r.shuffle(history);
  void sharedDomain;
  return { vendors, history };
}
