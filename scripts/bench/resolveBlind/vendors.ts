/** The blind set's vendors (utilities per city, trades), their accounts, e-mail, remit-to and GL coding history. */
import type { DirectoryVendor, PastCoding } from '../../../src/server/directory/resolver/types';
import { type Places } from './directory';
import { type Rng, at, hist, norm } from './core';
import { poBox } from './address';
import { BRANDS, CITIES, CODED_FEES, type City, SURNAMES, TRADES, type Trade, UTILITY_KINDS, type UtilityKind, VENDOR_SUFFIXES, glAccounts } from './words';

export type GlClass = 'recent' | 'history' | 'default' | 'historyNoDefault' | 'none';
export type EmailKind = 'domain' | 'exact' | 'none';

export interface VendorMeta {
  v: DirectoryVendor;
  /** The name without its legal suffix, and that normalised. */
  core: string;
  utility: UtilityKind | null;
  trade: Trade | null;
  items: readonly string[];
  glClass: GlClass;
  expectedGl: string | null;
  emailKind: EmailKind;
  domain: string | null;
  /** Account numbers this vendor shares with another vendor (each for a different property). */
  collided: Set<string>;
}

export interface Vendors {
  vendors: VendorMeta[];
  history: PastCoding[];
  glAccounts: { number: string; name: string }[];
  /** Every account number in the directory, as letters and digits only. */
  knownAccounts: Set<string>;
  /** Vendor names and aliases, normalised, with their letter histograms and owner. */
  names: { key: string; h: Int16Array; owner: number }[];
}

export const VENDOR_COUNT = 5000;
export const HISTORY_COUNT = 30000;
export const acctKey = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
const vendorId = (i: number) => `vnd_${(i * 4099 + 65537).toString(36)}`;
const FIRST = ['Mike', 'Dave', 'Tony', 'Rosa', 'Jim', 'Carlos', 'Linda', 'Gary', 'Pat', 'Sal', 'Ray', 'Donna', 'Eddie', 'Frank', 'Lupe'];
const ACCOUNT_FORMATS = ['dash', 'digits', 'check', 'alpha', 'short', 'spaced'] as const;

function accountNumber(r: Rng, f: (typeof ACCOUNT_FORMATS)[number]): string {
  if (f === 'dash') return `${r.digits(4)}-${r.digits(3)}-${r.digits(4)}`;
  if (f === 'digits') return r.digits(r.pick([10, 12]));
  if (f === 'check') return `${r.digits(5)}-${r.digits(1)}`;
  if (f === 'alpha') return r.chance(0.5) ? `${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}-${r.digits(6)}` : `C${r.digits(7)}`;
  if (f === 'short') return String(r.int(100000, 999999));
  return `${r.digits(4)} ${r.digits(4)} ${r.digits(4)}`;
}

export function buildVendors(r: Rng, places: Places): Vendors {
  const gl = glAccounts();
  const glOfBase = (base: number) => gl.filter((g) => g.number === String(base) || g.number.startsWith(`${base}-`)).map((g) => g.number);
  const usedNames = new Set<string>();
  const usedDomains = new Set<string>();
  const names: Vendors['names'] = [];
  const vendors: VendorMeta[] = [];
  const knownAccounts = new Set<string>();
  const propertyNames = new Set(places.names);
  const take = (s: string) => !usedNames.has(norm(s)) && (usedNames.add(norm(s)), true);

  const make = (core: string, utility: UtilityKind | null, trade: Trade | null, city: City, alias: string | null) => {
    const i = vendors.length;
    const suffix = utility ? (/(Company|Department|Commission|Authority|Works|Cooperative)$/.test(core) ? '' : r.weighted([['', 6], [' Co.', 1], [', Inc.', 1], [' LLC', 1]] as const)) : r.weighted(VENDOR_SUFFIXES);
    const words = norm(core).split(' ').filter((w) => w !== 'and');
    let domain: string | null = null;
    for (let k = 0; domain === null; k++) {
      const d = `${(k === 0 && words.length > 2 ? words.slice(0, 2) : words).join('')}${k > 1 ? k : ''}${r.pick(['.com', '.com', '.com', '.net', '.us', '.co'])}`;
      if (!usedDomains.has(d)) domain = d;
    }
    usedDomains.add(domain);
    const emailKind: EmailKind = r.weighted(utility ? ([['domain', 9], ['exact', 1]] as const) : ([['domain', 65], ['exact', 25], ['none', 10]] as const));
    const personal = `${r.pick(FIRST).toLowerCase()}${r.pick(SURNAMES).toLowerCase()}${r.int(1, 99)}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`;
    const senderEmails = emailKind === 'domain' ? [`@${domain}`] : emailKind === 'exact' ? (r.chance(0.4) ? [personal] : [`${r.pick(['billing', 'ar', 'invoices', 'accounting'])}@${domain}`]) : [];
    const remitKind = r.weighted([['po', 7], ['office', 2], ['none', 1]] as const);
    let remitTo: string | null = null;
    if (remitKind === 'po') remitTo = poBox(r, String(r.int(100, 99999)), city);
    if (remitKind === 'office') {
      // Streets no property is on: a vendor's office is never one of the client's buildings.
      const street = r.pick(['Enterprise Way', 'Distribution Dr', 'Technology Pkwy', 'Logistics Blvd', 'Trade Center Dr', 'Gateway Ct']);
      remitTo = `${r.int(100, 9999)} ${street}, ${city.name}, ${city.state} ${r.pick(city.zips)}`;
    }
    const aliases = alias ? [alias] : [];
    const vm: VendorMeta = {
      v: { id: vendorId(i), name: `${core}${suffix}`, aliases, senderEmails, remitTo, taxId: r.chance(0.6) ? `${r.digits(2)}-${r.digits(7)}` : null, defaultGlAccount: null, defaultPropertyId: null, accounts: [] },
      core, utility, trade, items: utility ? UTILITY_KINDS[utility].items : (trade?.items ?? []), glClass: 'none', expectedGl: null, emailKind, domain, collided: new Set(),
    };
    for (const n of [core, ...aliases]) names.push({ key: norm(n), h: hist(norm(n)), owner: i });
    vendors.push(vm);
    return vm;
  };

  const utilityOf = new Map<string, VendorMeta>();
  for (const c of CITIES) {
    for (const kind of Object.keys(UTILITY_KINDS) as UtilityKind[]) {
      const templates: Record<UtilityKind, (b: string) => string[]> = {
        electric: (b) => [`${c.name} Power & Light`, `${c.name} Municipal Electric`, `${b} Energy`, `${c.name} Electric Cooperative`],
        gas: (b) => [`${c.name} Gas Company`, `${b} Natural Gas`, `${c.name} Gas Light`],
        water: () => [`City of ${c.name} Water Department`, `${c.name} Water Works`, `${c.name} Utilities Commission`, `${c.name} Water & Sewer Authority`],
        trash: (b) => [`${b} Waste Services`, `${c.name} Sanitation`, `${b} Disposal`],
        internet: (b) => [`${b} Fiber`, `${b} Communications`, `${b} Broadband`],
      };
      let core = '';
      while (!take((core = r.pick(templates[kind](r.pick(BRANDS)))))) core = '';
      utilityOf.set(`${c.name}|${kind}`, make(core, kind, null, c, null));
    }
  }
  while (vendors.length < VENDOR_COUNT) {
    const trade = r.pick(TRADES);
    const word = r.pick(trade.words);
    const sur = r.pick(SURNAMES);
    const pattern = r.weighted([['sur', 40], ['brand', 30], ['sons', 6], ['bros', 4], ['initials', 8], ['city', 6], ['first', 6]] as const);
    const core =
      pattern === 'sur' ? `${sur} ${word}` : pattern === 'brand' ? `${r.pick(BRANDS)} ${word}` : pattern === 'sons' ? `${sur} & Sons ${word}` : pattern === 'bros' ? `${sur} Brothers ${word}`
        : pattern === 'initials' ? `${String.fromCharCode(65 + r.int(0, 25))}&${String.fromCharCode(65 + r.int(0, 25))} ${word}` : pattern === 'city' ? `${r.pick(CITIES).name} ${word}` : `${r.pick(FIRST)}'s ${word}`;
    if (usedNames.has(norm(core))) continue;
    const dba = r.chance(0.12);
    const legal = dba ? `${r.pick(SURNAMES)} ${r.pick(['Holdings', 'Enterprises', 'Group', 'Ventures', 'Industries'])}` : null;
    if (legal && usedNames.has(norm(legal))) continue;
    const words = core.split(' ');
    const acronym = !dba && words.length >= 3 && r.chance(0.2) ? words.map((w) => w.charAt(0).toUpperCase()).join('').replace(/&/g, '') : null;
    const alias = legal ? core : acronym && acronym.length >= 3 && !usedNames.has(norm(acronym)) && !propertyNames.has(norm(acronym)) ? acronym : null;
    take(core);
    if (legal) take(legal);
    if (acronym && alias === acronym) take(acronym);
    make(legal ?? core, null, trade, r.pick(CITIES), alias);
  }
  addAccounts(r, places, vendors, utilityOf, knownAccounts);
  const history = addCoding(r, vendors, places, glOfBase);
  return { vendors, history, glAccounts: gl, knownAccounts, names };
}

function addAccounts(r: Rng, places: Places, vendors: VendorMeta[], utilityOf: Map<string, VendorMeta>, known: Set<string>): void {
  const formatOf = new Map<VendorMeta, (typeof ACCOUNT_FORMATS)[number]>(vendors.map((vm) => [vm, r.pick(ACCOUNT_FORMATS)]));
  const add = (vm: VendorMeta, propertyId: string, unitId: string | null) => {
    let n = '';
    do n = accountNumber(r, formatOf.get(vm) ?? 'digits');
    while (known.has(acctKey(n)));
    known.add(acctKey(n));
    (vm.v.accounts as { accountNumber: string; propertyId: string | null; unitId: string | null }[]).push({ accountNumber: n, propertyId, unitId });
  };
  const rates: Record<UtilityKind, [number, number]> = { electric: [0.75, 0.6], gas: [0.45, 0.4], water: [0.85, 0.7], trash: [0.6, 0], internet: [0.25, 0] };
  for (const pm of places.props) {
    for (const kind of Object.keys(rates) as UtilityKind[]) {
      const vm = utilityOf.get(`${pm.city.name}|${kind}`);
      if (!vm) continue;
      const [propRate, scatteredRate] = rates[kind];
      if (pm.addr && r.chance(propRate)) add(vm, pm.p.id, null);
      for (const um of pm.units) {
        if (pm.kind === 'scattered' ? r.chance(scatteredRate) : kind === 'electric' && pm.kind === 'multi' && r.chance(0.15)) add(vm, pm.p.id, um.u.id);
      }
    }
  }
  const trades = vendors.filter((vm) => vm.trade !== null);
  for (const vm of trades) {
    if (!r.chance(0.12)) continue;
    for (let k = r.int(1, 6); k > 0; k--) {
      const pm = r.pick(places.props);
      add(vm, pm.p.id, pm.units.length > 0 && r.chance(0.1) ? r.pick(pm.units).u.id : null);
    }
  }
  const owners = vendors.filter((vm) => vm.v.accounts.length > 0);
  for (const vm of owners) {
    for (const acct of vm.v.accounts as { accountNumber: string; propertyId: string | null; unitId: string | null }[]) {
      if (!r.chance(0.015) || vm.collided.has(acct.accountNumber)) continue;
      const other = r.pick(owners);
      const theirs = r.pick(other.v.accounts);
      if (other === vm || other.collided.has(theirs.accountNumber) || theirs.propertyId === acct.propertyId || vm.v.accounts.some((a) => acctKey(a.accountNumber) === acctKey(theirs.accountNumber))) continue;
      acct.accountNumber = theirs.accountNumber;
      vm.collided.add(theirs.accountNumber);
      other.collided.add(theirs.accountNumber);
    }
  }
  known.clear();
  for (const vm of vendors) for (const a of vm.v.accounts) known.add(acctKey(a.accountNumber));
}

/** GL classes, default GLs and exactly 30,000 past codings; a vendor's latest coding is always bill-level. */
function addCoding(r: Rng, vendors: VendorMeta[], places: Places, glOfBase: (b: number) => string[]): PastCoding[] {
  for (const vm of vendors) {
    vm.glClass = r.weighted([['recent', 18], ['history', 40], ['default', 33], ['historyNoDefault', 7], ['none', 2]] as const);
    if (vm.trade && r.chance(0.08)) vm.v.defaultPropertyId = r.pick(places.props).p.id;
  }
  // A vendor with a default property holds no accounts of its own here (its accounts would point elsewhere).
  for (const vm of vendors) if (vm.v.defaultPropertyId && vm.v.accounts.length > 0) vm.v.defaultPropertyId = null;
  const withHistory = vendors.filter((vm) => vm.glClass === 'recent' || vm.glClass === 'history' || vm.glClass === 'historyNoDefault');
  // A recoded vendor keeps a majority of codings on its old account: most recent, not most frequent, decides.
  const least = (vm: VendorMeta) => (vm.glClass === 'recent' ? 5 : 3);
  const counts = withHistory.map((vm) => r.int(least(vm), 16));
  let diff = HISTORY_COUNT - counts.reduce((a, b) => a + b, 0);
  while (diff !== 0) {
    const i = r.int(0, counts.length - 1);
    const c = at(counts, i);
    const step = diff > 0 && c < 30 ? 1 : diff < 0 && c > least(at(withHistory, i)) ? -1 : 0;
    counts[i] = c + step;
    diff -= step;
  }
  const countOf = new Map(withHistory.map((vm, i) => [vm, at(counts, i)]));
  const history: PastCoding[] = [];
  const END = Date.UTC(2025, 5, 30);
  const DAY = 86_400_000;
  for (const vm of vendors) {
    const base = vm.utility ? UTILITY_KINDS[vm.utility].gl : (vm.trade?.gl ?? 6490);
    const pool = [...glOfBase(base), ...(vm.trade?.related ?? []).flatMap(glOfBase)];
    const own = glOfBase(base);
    const other = (not: string) => { let g = not; while (g === not) g = r.pick(pool); return g; };
    const a = r.pick(own);
    if (vm.glClass === 'default') vm.v.defaultGlAccount = vm.expectedGl = r.pick(own);
    if (vm.glClass === 'none' || vm.glClass === 'default') continue;
    const n = countOf.get(vm) ?? 3;
    const gls: string[] = new Array<string>(n).fill(a);
    if (vm.glClass === 'recent') {
      const b = other(a);
      const recoded = r.int(1, 2);
      for (let k = n - recoded; k < n; k++) gls[k] = b;
      if (r.chance(0.2)) gls[n - 1] = other(b);
    } else if (r.chance(0.25)) {
      const x = other(a);
      for (let k = 0; k < r.int(1, 2); k++) gls[k] = x;
    }
    const last = at(gls, n - 1);
    vm.expectedGl = last;
    vm.v.defaultGlAccount = vm.glClass === 'historyNoDefault' ? null : r.weighted([[vm.glClass === 'recent' ? a : last, 6], [other(last), 3], [null, 1]] as const);
    let t = END - r.int(1, 400) * DAY - r.int(0, 86_399) * 1000;
    const stamps: number[] = [];
    for (let k = 0; k < n; k++) {
      stamps.unshift(t);
      t -= r.int(2, 60) * DAY + r.int(0, 86_399) * 1000;
    }
    const lineLevel = r.chance(0.25);
    gls.forEach((g, k) => {
      const line = lineLevel && k < n - 1 && r.chance(0.35);
      history.push({ vendorId: vm.v.id, glAccount: line ? r.pick(pool) : g, description: line ? r.pick(CODED_FEES) : null, at: new Date(at(stamps, k)).toISOString() });
    });
  }
  return r.shuffle(history);
}
