/*
 * Blind resolver set #5 — a West Coast manager ("Pacific Crest Residential": LA, San Diego, Bay Area,
 * Sacramento, Portland, Seattle and suburbs). 2,000 properties / 20,000 units / 5,000 vendors /
 * 10,000 bills, deterministic from the seed. Written without seeing the resolver or earlier sets.
 *
 * Properties (≈ share): garden apartments 24% (10–26 units, "104"/"215"), dingbats 22% (6–12, "1".."12"),
 * duplex–fourplex 13% ("A".."D", half with own addresses "1234 1/2 …"), SFR + ADU 12% ("Front House"/"ADU",
 * "Main House"/"Rear House"; the back unit often has its own "1/2" address), bungalow courts 8% ("A".."I",
 * half with one street number per bungalow), condo HOAs 6%, mobile home parks 3% ("Space 14" or "14"),
 * mixed-use 6% ("Suite A" retail + "201" flats), small offices 6% ("Suite 100"). Big properties are trimmed
 * so units total exactly 20,000. Directory addresses are 80% abbreviated, 20% spelled out; number + street
 * core (no directional/suffix) is unique across all properties and unit addresses.
 *
 * Vendors: 65 real-named utilities / districts / haulers (PG&E, SCE, SDG&E, LADWP, SMUD, PGE, Seattle City
 * Light, PSE, EBMUD, SFPUC, sanitary districts, Athens, EDCO, Recology, WM, Republic …), each with one
 * account per served property (house meter, unitId null) and ~6% unit-level electric / ~2% gas accounts;
 * the rest are local trades (plumbers, landscapers, pest, pool, HVAC, handymen, sole proprietors, law
 * offices …) named "<Surname> Plumbing", "<Place> Pest Control", "JR Pool Service", "Jose Martinez" with
 * a d/b/a alias; ~4% have a default property; pest/pool/landscape/etc. sometimes keep customer numbers.
 * GL history per vendor: ~62% bill-level codings (some recoded over time; ~15% of those with the newest
 * written at -08:00 so string order ≠ instant order; newer line-level codings to ignore; some with a
 * different defaultGlAccount), ~18% default only (some line-level noise), ~20% line-level only.
 *
 * Bills: ~36% utility statements, ~64% contractor invoices. Every bill has a bill-to block with the manager's
 * office (never the site), usually a remit-to (often a PO box). Site: printed address with abbreviation /
 * expansion / dropped directional / OCR slip or transposition (~8%) / zip+4 / USPS alternate city /
 * uppercase; sometimes only the property name or account number. Unit (when the bill is for one): inline
 * ("#12", "Apt. 12", "Sp 14", "Ste 100"), on its own line, a separate field, only in a line item, or
 * given by the unit's own street address or a unit-level utility account. Property-level bills (landscape,
 * pool, house meters, common area) have unitId null. Extraction slips: bill-to or remit PO box in
 * serviceAddresses (~7% / ~4%), meter or invoice numbers among accountNumbers (~10%), payee null (~4%) or
 * the manager's name (~2%), payee variants (case, suffix, &/and, alias, d/b/a, OCR slip), sender = vendor
 * address/domain, a bill-pay platform, a forwarding staff member, or none (scanned mail).
 */
import type { BillInput, DirectoryData, DirectoryProperty, DirectoryUnit, DirectoryVendor, PastCoding } from '../../src/server/directory/resolver/types';
import { prng } from './seedData';
import { CITIES, GL_ACCOUNTS, NAME_A, NAME_B, OFFICES, PLACES, PLATFORMS, REGION_WEIGHTS, STREETS, SURNAMES, FIRSTS, TRADES, UTILITIES, type CityDef, type Trade, type UtilityDef } from './resolveBlind5/geo';
import { digits, expandStreet, fmtTs, int, money, normName, pick, printStreet, printUnit, slip, streetKey, type Rng } from './resolveBlind5/text';

type Expected = { propertyId: string; unitId: string | null; vendorId: string; glAccount: string };
type Acct = { accountNumber: string; propertyId: string | null; unitId: string | null };
interface P { d: DirectoryProperty; type: string; region: number; city: CityDef; num: string; street: string; units: DirectoryUnit[]; llc: string | null }
interface V { d: DirectoryVendor & { accounts: Acct[]; aliases: string[]; senderEmails: string[] }; region: number; trade: Trade | null; util: UtilityDef | null; weight: number; sole: boolean }

const TYPES: [string, number, number, number][] = [
  ['garden', 0.24, 10, 26], ['dingbat', 0.22, 6, 12], ['plex', 0.13, 2, 4], ['sfr', 0.12, 2, 2], ['bungalow', 0.08, 5, 9],
  ['condo', 0.06, 12, 36], ['mhp', 0.03, 25, 60], ['mixed', 0.06, 5, 12], ['office', 0.06, 3, 10],
];

/** The GL rule: newest bill-level coding (by instant), else default, else newest line-level coding. */
export function expectedGl5(v: DirectoryVendor, history: readonly PastCoding[]): string | null {
  const mine = history.filter((h) => h.vendorId === v.id);
  const newest = (hs: PastCoding[]) => hs.reduce<PastCoding | null>((b, h) => (!b || Date.parse(h.at) > Date.parse(b.at) ? h : b), null);
  return newest(mine.filter((h) => h.description === null))?.glAccount ?? v.defaultGlAccount ?? newest(mine.filter((h) => h.description !== null))?.glAccount ?? null;
}

export function blindResolveSet5(seed = 5005): { directory: DirectoryData; bills: { input: BillInput; expected: Expected }[] } {
  const r: Rng = prng(seed);
  const ch = (p: number) => r() < p;
  const wpick = <T>(items: readonly T[], w: (t: T) => number): T => {
    let x = r() * items.reduce((s, t) => s + w(t), 0);
    for (const t of items) { x -= w(t); if (x < 0) return t; }
    return items[items.length - 1]!;
  };

  // ---------- properties ----------
  const usedKeys = new Set<string>();
  const usedNames = new Set<string>();
  const props: P[] = [];
  const counts: number[] = [];
  const ptypes: (typeof TYPES)[number][] = [];
  for (let i = 0; i < 2000; i++) { const t = wpick(TYPES, (x) => x[1]); ptypes.push(t); counts.push(int(r, t[2], t[3])); }
  let total = counts.reduce((a, b) => a + b, 0);
  const adjustable = ptypes.map((t, i) => (['garden', 'condo', 'mhp', 'dingbat'].includes(t[0]) ? i : -1)).filter((i) => i >= 0);
  for (let k = 0; total !== 20000; k++) {
    const i = adjustable[k % adjustable.length]!;
    if (total > 20000 && counts[i]! > 6) { counts[i]!--; total--; } else if (total < 20000) { counts[i]!++; total++; }
  }
  const uniqName = (f: () => string) => { for (;;) { const n = f(); if (!usedNames.has(normName(n))) { usedNames.add(normName(n)); return n; } } };
  for (let i = 0; i < 2000; i++) {
    const [type] = ptypes[i]!;
    const region = wpick([0, 1, 2, 3, 4, 5], (x) => REGION_WEIGHTS[x]!);
    const city = pick(r, CITIES.filter((c) => c.region === region));
    let num = '', street = '';
    for (;;) {
      street = pick(r, STREETS[region]!);
      num = String(ch(0.6) ? int(r, 100, 4999) : int(r, 5000, 19999));
      if (!usedKeys.has(streetKey(num, street))) break;
    }
    usedKeys.add(streetKey(num, street));
    const A = () => pick(r, NAME_A), B = () => pick(r, NAME_B);
    const addrName = `${num} ${street.replace(/^(N|S|E|W|NE|NW|SE|SW) /, '')}`;
    const name = uniqName(() => {
      switch (type) {
        case 'garden': return `${A()} ${B()}${ch(0.6) ? ' Apartments' : ''}`;
        case 'dingbat': return ch(0.4) ? `${addrName} Apartments` : ch(0.5) ? `The ${A()}` : `${A()} ${B()}`;
        case 'plex': return ch(0.7) ? `${addrName} ${pick(r, ['Duplex', 'Triplex', 'Fourplex', ''])}`.trim() : `${A()} ${B()}`;
        case 'sfr': return `${addrName}${ch(0.5) ? ' (House + ADU)' : ''}`;
        case 'bungalow': return ch(0.5) ? `${A()} Bungalow Court` : `The ${A()} Bungalows`;
        case 'condo': return `${A()} ${B()} ${pick(r, ['HOA', 'Homeowners Association', 'Owners Association'])}`;
        case 'mhp': return `${A()} ${pick(r, ['Mobile Home Park', 'Mobile Estates', 'MHP', 'Manufactured Home Community'])}`;
        case 'mixed': return `${A()} ${pick(r, ['Lofts', 'Station', 'Flats', 'Commons', 'Square'])}`;
        default: return `${A()} ${pick(r, ['Professional Building', 'Plaza', 'Office Park', 'Medical Building'])}`;
      }
    });
    const aliases: string[] = [];
    let llc: string | null = null;
    if (ch(0.45)) { llc = uniqName(() => `${name.replace(/ (Apartments|HOA|Homeowners Association|Owners Association|\(House \+ ADU\))$/, '')} ${pick(r, ['LLC', 'LP', 'Partners LLC', 'Holdings LLC'])}${ch(0.3) ? ' ' + int(r, 2, 9) : ''}`); aliases.push(llc); }
    if (/Apartments$/.test(name) && ch(0.5)) aliases.push(name.replace(/Apartments$/, 'Apts'));
    if (ch(0.15)) aliases.push(uniqName(() => name.replace(/[^A-Za-z0-9 ]/g, '').split(' ').filter(Boolean).map((w) => w.slice(0, 3).toUpperCase()).join('') + int(r, 1, 99)));
    const zip = pick(r, city.zips);
    const p: P = {
      d: { id: `p5-${String(i + 1).padStart(4, '0')}`, name, aliases, address: `${num} ${ch(0.2) ? expandStreet(street) : street}`, city: city.city, state: city.state, zip },
      type, region, city, num, street, units: [], llc,
    };
    const n = counts[i]!;
    const labels: string[] = [];
    const ownAddr: (string | null)[] = [];
    const tryAddr = (nm: string) => { const k = streetKey(nm, street); if (usedKeys.has(k)) return null; usedKeys.add(k); return `${nm} ${street}`; };
    const own = ch(0.5);
    if (type === 'garden' || type === 'condo') { const per = Math.ceil(n / int(r, 2, 3)); for (let u = 0; u < n; u++) labels.push(`${1 + Math.floor(u / per)}${String((u % per) + 1).padStart(2, '0')}`); }
    else if (type === 'dingbat') for (let u = 0; u < n; u++) labels.push(String(u + 1));
    else if (type === 'mhp') { const sp = ch(0.5); for (let u = 0; u < n; u++) labels.push(sp ? `Space ${u + 1}` : String(u + 1)); }
    else if (type === 'plex' || type === 'bungalow') {
      for (let u = 0; u < n; u++) {
        labels.push('ABCDEFGHI'[u]!);
        ownAddr.push(!own || (type === 'plex' && u === 0) ? null : type === 'plex' ? tryAddr(u === 1 ? `${num} 1/2` : u === 2 ? `${+num + 2}` : `${+num + 2} 1/2`) : tryAddr(`${+num + 2 * (u + 1)}`));
      }
    } else if (type === 'sfr') { const [a, b] = pick(r, [['Front House', 'ADU'], ['Main House', 'Rear House'], ['Main', 'ADU']] as const); labels.push(a, b); ownAddr.push(null, own ? tryAddr(`${num} 1/2`) : null); }
    else if (type === 'mixed') { const k = int(r, 1, 3); for (let u = 0; u < n; u++) labels.push(u < k ? `Suite ${'ABC'[u]}` : String(201 + u - k)); }
    else for (let u = 0; u < n; u++) labels.push(`Suite ${u < 4 ? 100 + u * 10 : 200 + (u - 4) * 10}`);
    labels.forEach((l, u) => p.units.push({ id: '', propertyId: p.d.id, unit: l, address: ownAddr[u] ?? null }));
    props.push(p);
  }
  const units: DirectoryUnit[] = [];
  for (const p of props) for (const u of p.units) { (u as { id: string }).id = `u5-${String(units.length + 1).padStart(5, '0')}`; units.push(u); }
  const byRegion = [0, 1, 2, 3, 4, 5].map((g) => props.filter((p) => p.region === g));

  // ---------- vendors ----------
  const vendors: V[] = [];
  const usedCores = new Set<string>();
  const usedAcct = new Set<string>();
  const newAcct = (pat: string) => { for (;;) { const a = digits(r, pat); if (!usedAcct.has(a.replace(/\D/g, ''))) { usedAcct.add(a.replace(/\D/g, '')); return a; } } };
  const utilV = new Map<string, V>();
  for (const u of UTILITIES) {
    const v: V = { d: { id: `v5-${String(vendors.length + 1).padStart(4, '0')}`, name: u.name, aliases: [...u.aliases], senderEmails: [...u.emails], remitTo: u.remit, taxId: ch(0.5) ? digits(r, '##-#######') : null, defaultGlAccount: null, defaultPropertyId: null, accounts: [] }, region: -1, trade: null, util: u, weight: 0, sole: false };
    usedCores.add(normName(u.name)); u.aliases.forEach((a) => usedCores.add(normName(a)));
    vendors.push(v); utilV.set(u.key, v);
  }
  while (vendors.length < 5000) {
    const trade = wpick(TRADES, (t) => t.weight);
    const region = wpick([0, 1, 2, 3, 4, 5], (x) => REGION_WEIGHTS[x]!);
    const word = pick(r, trade.words);
    const x = r();
    let name: string, alias: string | null = null, sole = false;
    if (x < 0.33) name = `${pick(r, SURNAMES)} ${word}`;
    else if (x < 0.45) name = `${pick(r, SURNAMES)} ${pick(r, ['& Sons', 'Bros.', 'Family', '& Daughters'])} ${word}`;
    else if (x < 0.78) name = `${pick(r, PLACES)} ${word}`;
    else if (x < 0.88) name = `${pick(r, ['A', 'B', 'C', 'D', 'E', 'G', 'J', 'K', 'M', 'R', 'S', 'T'])}${pick(r, ['J', 'R', 'M', 'C', 'L', 'P', 'K', 'G'])} ${word}`;
    else { sole = true; const s = pick(r, SURNAMES); name = `${pick(r, FIRSTS)} ${s}`; alias = `${pick(r, [s, s + "'s", pick(r, PLACES)])} ${word}`; }
    if (!sole && ch(0.45)) name += pick(r, [' Inc.', ' LLC', ' Co.', ', Inc.', ' Corp.']);
    if (!sole && ch(0.12)) alias = `${pick(r, PLACES)} ${word}`;
    const cores = [normName(name), ...(alias ? [normName(alias)] : [])];
    if (cores.some((c) => usedCores.has(c)) || new Set(cores).size < cores.length) continue;
    cores.forEach((c) => usedCores.add(c));
    const dom = normName(alias && sole ? alias : name).replace(/ /g, '').slice(0, 22) + pick(r, ['.com', '.com', '.net', 'inc.com', 'ca.com']);
    const emails = sole ? (ch(0.85) ? [`${name.toLowerCase().replace(/ /g, pick(r, ['', '.', '_']))}${ch(0.5) ? int(r, 1, 99) : ''}@${pick(r, ['gmail.com', 'yahoo.com', 'icloud.com', 'outlook.com'])}`] : [])
      : ch(0.9) ? [ch(0.5) ? `@${dom}` : `${pick(r, ['billing', 'office', 'ar', 'invoices', 'accounting', 'info'])}@${dom}`] : [];
    const c = pick(r, CITIES.filter((k) => k.region === region));
    const remit = ch(0.4) ? `PO Box ${int(r, 100, 99999)}, ${c.city}, ${c.state} ${pick(r, c.zips)}` : `${int(r, 100, 19999)} ${pick(r, STREETS[region]!)}${ch(0.3) ? ` Ste ${int(r, 1, 400)}` : ''}, ${c.city}, ${c.state} ${pick(r, c.zips)}`;
    const v: V = {
      d: { id: `v5-${String(vendors.length + 1).padStart(4, '0')}`, name, aliases: alias ? [alias] : [], senderEmails: emails, remitTo: ch(0.9) ? remit : null, taxId: ch(0.6) ? digits(r, '##-#######') : null, defaultGlAccount: null, defaultPropertyId: ch(0.04) ? pick(r, byRegion[region]!).d.id : null, accounts: [] },
      region, trade, util: null, weight: Math.pow(-Math.log(r() + 1e-9), 1.5), sole,
    };
    vendors.push(v);
  }

  // utility accounts
  const utilAccts: { v: V; a: Acct }[] = [];
  for (const p of props) {
    const keys = new Set([p.city.elec, p.city.water, pick(r, p.city.trash), ...(p.city.sewer ? [p.city.sewer] : []), ...(p.type === 'sfr' || ch(0.8) ? [p.city.gas] : [])]);
    for (const k of keys) {
      const v = utilV.get(k)!;
      const a: Acct = { accountNumber: newAcct(v.util!.acct), propertyId: p.d.id, unitId: null };
      v.d.accounts.push(a); utilAccts.push({ v, a });
    }
    for (const u of p.units) for (const [k, pr] of [[p.city.elec, 0.06], [p.city.gas, 0.02]] as const) {
      if (!ch(pr)) continue;
      const v = utilV.get(k)!;
      const a: Acct = { accountNumber: newAcct(v.util!.acct), propertyId: p.d.id, unitId: u.id };
      v.d.accounts.push(a); utilAccts.push({ v, a });
    }
  }

  // ---------- GL history ----------
  const history: PastCoding[] = [];
  const T0 = Date.parse('2022-01-01T00:00:00Z'), SPAN = Date.parse('2025-06-01T00:00:00Z') - T0;
  const style = () => pick(r, ['Z', 'Z', 'ms', '-07:00', '-08:00'] as const);
  for (const v of vendors) {
    const main = v.util ? v.util.gl : v.trade!.gl;
    const alts = v.util ? ['6140', v.util.kind === 'elec' ? '6105' : '6120'] : v.trade!.alt;
    const gl = () => (ch(0.7) ? main : pick(r, alts));
    const items = v.util ? ['Electric charges', 'Gas charges', 'Water usage', 'Sewer service charge', 'Trash service'] : v.trade!.items;
    const times = (n: number, trap: boolean) => {
      const ts = Array.from({ length: n }, () => T0 + Math.floor(r() * SPAN)).sort((a, b) => b - a);
      if (trap && n >= 2) ts[1] = ts[0]! - int(r, 1, 7) * 3600000 - int(r, 0, 59) * 60000;
      return ts.map((t, i) => fmtTs(t, trap ? (i === 0 ? '-08:00' : i === 1 ? 'Z' : style()) : style()));
    };
    const lines = (n: number, trap = false) => times(n, trap).forEach((at) => history.push({ vendorId: v.d.id, glAccount: gl(), description: pick(r, items), at }));
    const x = r();
    if (x < 0.62) {
      times(int(r, 1, 4) + (ch(0.15) ? 1 : 0), ch(0.15)).forEach((at) => history.push({ vendorId: v.d.id, glAccount: gl(), description: null, at }));
      if (ch(0.3)) lines(int(r, 1, 3));
      if (ch(0.35)) v.d.defaultGlAccount = pick(r, [main, ...alts]);
    } else if (x < 0.8) { v.d.defaultGlAccount = gl(); if (ch(0.5)) lines(int(r, 1, 3)); }
    else lines(int(r, 1, 4), ch(0.2));
  }
  // interleave the history
  for (let i = history.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [history[i], history[j]] = [history[j]!, history[i]!]; }

  // ---------- bills ----------
  const staff = ['ap@pacificcrestres.com', 'maintenance@pacificcrestres.com', 'jlopez@pacificcrestres.com', 'propertymgr@pacificcrestres.com'];
  const contractors = vendors.filter((v) => v.trade);
  const cByRegion = [0, 1, 2, 3, 4, 5].map((g) => contractors.filter((v) => v.region === g));
  const pById = new Map(props.map((p) => [p.d.id, p]));
  const uById = new Map(units.map((u) => [u.id, u]));
  const histBy = new Map<string, PastCoding[]>();
  for (const h of history) { const l = histBy.get(h.vendorId) ?? []; l.push(h); histBy.set(h.vendorId, l); }
  const glOf = new Map(vendors.map((v) => [v.d.id, expectedGl5(v.d, histBy.get(v.d.id) ?? [])!]));
  let base = 0;
  const date = (off?: number) => { if (off === undefined) base = Math.floor(r() * 300); const t = new Date(Date.parse('2025-01-02T00:00:00Z') + (base + (off ?? 0)) * 86400000); return `${String(t.getUTCMonth() + 1).padStart(2, '0')}/${String(t.getUTCDate()).padStart(2, '0')}/${t.getUTCFullYear()}`; };
  const printAcct = (a: string) => { const x = r(); return x < 0.6 ? a : x < 0.8 ? a.replace(/[^0-9A-Za-z]/g, '') : x < 0.9 ? a.replace(/-/g, ' ') : a.replace(/ /g, '-'); };
  const cityLine = (p: P, upper: boolean) => {
    const x = r();
    const city = x < 0.1 && p.city.alt ? p.city.alt : x < 0.13 ? slip(r, p.city.city) : p.city.city;
    const zip = ch(0.25) ? `${p.d.zip}-${digits(r, '####')}` : p.d.zip!;
    const s = ch(0.03) ? `${p.city.state} ${zip}` : `${city}, ${p.city.state} ${zip}`;
    return upper ? s.toUpperCase() : s;
  };
  const payeeOf = (v: V) => {
    if (v.util) return ch(0.5) ? pick(r, v.util.printed) : ch(0.5) ? v.d.name : pick(r, [v.d.name, ...v.d.aliases]);
    const x = r(), n = v.d.name;
    if (v.sole && x < 0.35) return pick(r, [`${n} dba ${v.d.aliases[0]}`, `${n} DBA ${v.d.aliases[0]}`, v.d.aliases[0]!]);
    if (x < 0.45) return n;
    if (x < 0.6) return n.toUpperCase();
    if (x < 0.72) return /(Inc\.|LLC|Co\.|Corp\.)$/.test(n) ? n.replace(/,? (Inc\.|LLC|Co\.|Corp\.)$/, '') : `${n} ${pick(r, ['Inc', 'LLC'])}`;
    if (x < 0.8 && v.d.aliases.length) return pick(r, v.d.aliases);
    if (x < 0.88) return n.includes('&') ? n.replace('&', 'and') : n.replace(/,/g, '');
    if (x < 0.95) return slip(r, n);
    return n.replace(/\./g, '');
  };
  const propName = (p: P) => { const x = r(); return x < 0.45 ? p.d.name : x < 0.6 ? p.d.name.toUpperCase() : x < 0.8 && p.d.aliases.length ? pick(r, p.d.aliases) : x < 0.9 ? p.d.name.replace(/^The /, '').replace(/Apartments$/, 'Apts') : slip(r, p.d.name); };

  const bills: { input: BillInput; expected: Expected }[] = [];
  for (let b = 0; b < 10000; b++) {
    const isUtil = ch(0.36);
    let v: V, p: P, unit: DirectoryUnit | null = null, acct: Acct | null = null;
    if (isUtil) {
      const ua = pick(r, utilAccts); v = ua.v; acct = ua.a; p = pById.get(acct.propertyId!)!; unit = acct.unitId ? uById.get(acct.unitId)! : null;
    } else {
      const region = wpick([0, 1, 2, 3, 4, 5], (x) => REGION_WEIGHTS[x]!);
      v = wpick(cByRegion[region]!, (c) => c.weight);
      p = v.d.defaultPropertyId && ch(0.85) ? pById.get(v.d.defaultPropertyId)! : pick(r, byRegion[v.region]!);
      if (p.units.length && ch(v.trade!.unitShare)) unit = pick(r, p.units);
      if (v.trade!.acct && ch(0.35)) {
        acct = v.d.accounts.find((a) => a.propertyId === p.d.id) ?? null;
        if (!acct) { acct = { accountNumber: newAcct(pick(r, ['C-#####', '######', 'CUST-####', '##-####'])), propertyId: p.d.id, unitId: null }; v.d.accounts.push(acct); }
      }
    }
    const upper = isUtil ? ch(0.7) : ch(0.15);
    const U = (s: string) => (upper ? s.toUpperCase() : s);
    const mhp = p.type === 'mhp';
    // how the unit appears
    let unitMode: 'inline' | 'ownline' | 'field' | 'desc' | 'own' | 'acct' | 'none' = 'none';
    if (unit) {
      const x = r();
      if (unit.address && x < 0.6) unitMode = 'own';
      else if (isUtil) unitMode = x < 0.15 ? 'acct' : x < 0.75 ? 'inline' : x < 0.92 ? 'ownline' : 'field';
      else unitMode = x < 0.35 ? 'inline' : x < 0.55 ? 'ownline' : x < 0.75 ? 'field' : 'desc';
    }
    const uPrint = unit ? printUnit(r, unit.unit, mhp) : '';
    const streetLine = unitMode === 'own' ? U(`${unit!.address!.split(' ')[0]}${unit!.address!.includes(' 1/2 ') ? ' 1/2' : ''} ${printStreet(r, unit!.address!.replace(/^\S+( 1\/2)? /, ''))}`)
      : U(`${ch(0.03) ? p.num.replace(/0/, 'O') : p.num} ${ch(0.08) ? slip(r, printStreet(r, p.street)) : printStreet(r, p.street)}`);
    const siteLines = [unitMode === 'inline' ? `${streetLine}${ch(0.5) ? ' ' : ', '}${U(uPrint)}` : streetLine, ...(unitMode === 'ownline' ? [U(uPrint)] : []), cityLine(p, upper)];
    const site = ch(0.5) || unitMode === 'ownline' ? siteLines.join('\n') : siteLines.join(', ');
    const office = OFFICES[p.region]!;
    const [mgr, ...offAddr] = office.split(', ');
    const billTo = [...(p.llc && ch(0.6) ? [p.llc, `c/o ${mgr}`] : ch(0.3) ? [p.d.name, `c/o ${mgr}`] : [mgr!]), offAddr[0]!, offAddr.slice(1).join(', ')];
    const billToAddr = `${offAddr[0]}, ${offAddr.slice(1).join(', ')}`;
    const payee = payeeOf(v);
    const remit = v.d.remitTo;
    const lineItems: { description: string }[] = [];
    const text: string[] = [];
    const accountNumbers: string[] = [];
    const serviceAddresses: string[] = [];
    let propertyText: string | null = null;
    const unitText: string | null = unitMode === 'field' ? (ch(0.5) ? unit!.unit.replace(/^(Space|Suite) /, '') : uPrint) : null;
    const inv = digits(r, pick(r, ['#####', '####', 'INV-######', '2025-####']));
    let addrPlacement: 'field' | 'text' | 'none' = 'field';
    let platformEmail: string | null = null;
    if (isUtil) {
      const meter = digits(r, pick(r, ['########', '1###-####', 'M########']));
      const acctP = printAcct(acct!.accountNumber);
      const items = v.util!.kind === 'elec' ? ['Electric Delivery Charges', 'Generation Charges', 'Taxes and Fees'] : v.util!.kind === 'gas' ? ['Gas Charges', 'Public Purpose Program Surcharge'] : v.util!.kind === 'trash' ? [`${pick(r, ['2', '3', '4'])} YD BIN ${pick(r, ['1X', '2X', '3X'])}/WK`, 'Recycling Service', 'Fuel/Environmental Recovery Fee'] : ['Water Usage', 'Sewer Service Charge', 'Meter Base Charge'];
      items.forEach((d) => lineItems.push({ description: d }));
      text.push(payee, `Customer Service ${digits(r, '1-800-###-####')}`, `ACCOUNT NUMBER ${acctP}`, `Statement Date: ${date()}   Amount Due By: ${date(21)}`, '', ...billTo, '', `SERVICE ADDRESS:`, site, ...(unitText ? [`Unit: ${uPrint}`] : []), `Meter # ${meter}   Service Period ${date(-33)} - ${date(-3)}`);
      if (unit && unitMode !== 'acct' && unitMode !== 'own' && unitMode !== 'field' && ch(0.05)) text.push('Rate: Residential - tenant vacated');
      if (!unit && ch(0.3)) text.push(pick(r, { elec: ['HOUSE METER', 'Common Area Lighting', 'Laundry Room'], gas: ['Central Boiler', 'Laundry Room', 'HOUSE METER'], water: ['Domestic - Master Meter', 'Irrigation', 'Fire Service Line'], sewer: ['Multi-family residential'], trash: ['Commercial Bin Service'] }[v.util!.kind]));
      items.forEach((d) => text.push(`${d}  $${money(r, 5, 900)}`));
      text.push(`TOTAL AMOUNT DUE $${money(r, 30, 4000)}`, '', 'Please return this portion with your payment', ...(remit ? [`Make payable to ${v.d.name}`, remit] : []));
      accountNumbers.push(acctP);
      if (ch(0.1)) accountNumbers.push(meter);
      if (ch(0.06)) addrPlacement = 'text';
      if (ch(0.12)) propertyText = p.llc ?? p.d.name.toUpperCase();
    } else {
      const t = v.trade!;
      const nItems = int(r, 1, 3);
      for (let k = 0; k < nItems; k++) lineItems.push({ description: pick(r, t.items) });
      if (unitMode === 'desc') lineItems[0] = { description: ch(0.5) ? `${uPrint} - ${lineItems[0]!.description}` : `${lineItems[0]!.description} at ${uPrint}` };
      const x = r();
      const namedOnly = ch(0.08);
      addrPlacement = namedOnly ? 'none' : x < 0.12 ? 'text' : 'field';
      const isDefault = v.d.defaultPropertyId === p.d.id;
      if (isDefault && !unit && ch(0.3)) addrPlacement = 'none';
      if (addrPlacement === 'none' && unit && unitMode !== 'field' && unitMode !== 'desc') addrPlacement = 'text';
      if (addrPlacement === 'none' && !(isDefault && !unit) || ch(0.4)) propertyText = propName(p);
      if (addrPlacement === 'none' && !propertyText && !(isDefault && !unit)) propertyText = p.d.name;
      const platform = ch(0.09) ? pick(r, PLATFORMS) : null;
      platformEmail = platform ? platform[0]! : null;
      text.push(...(platform ? [`${platform[1]} ${v.d.name}`, ''] : []), payee, ...(remit && ch(0.6) ? [remit] : []), `${v.trade!.key === 'legal' ? 'State Bar' : 'Lic'} # ${digits(r, '######')}  ${digits(r, '(###) ###-####')}${v.d.senderEmails[0] && !v.d.senderEmails[0].startsWith('@') ? '  ' + v.d.senderEmails[0] : ''}`,
        ...(v.d.taxId && ch(0.4) ? [`EIN ${v.d.taxId}`] : []), `INVOICE ${inv}    Date: ${date()}`, '', 'Bill To:', ...billTo, '');
      if (propertyText) text.push(`${pick(r, ['Property', 'Job Name', 'Community', 'Location'])}: ${propertyText}`);
      if (addrPlacement !== 'none') text.push(`${pick(r, ['Job Site', 'Service Location', 'Service Address', 'Job Address', 'Work Performed At'])}:`, site);
      if (unitText) text.push(`${pick(r, ['Unit', 'Apt/Unit', 'Unit #', 'Space/Unit'])}: ${unitText}`);
      if (acct) { const a = printAcct(acct.accountNumber); accountNumbers.push(a); text.push(`Customer # ${a}`); }
      if (ch(0.05)) accountNumbers.push(inv);
      text.push('', 'Description                          Amount');
      lineItems.forEach((li) => text.push(`${li.description}    ${money(r, 45, 2500)}`));
      text.push(`TOTAL DUE  $${money(r, 60, 6000)}`, `Make checks payable to ${v.d.name}${remit ? ` - ${remit}` : ''}`, 'Thank you for your business!');
    }
    if (addrPlacement === 'field') serviceAddresses.push(site);
    if (ch(0.07)) serviceAddresses.push(ch(0.5) ? billToAddr : billToAddr.toUpperCase());
    if (remit && /PO Box/i.test(remit) && ch(0.05)) serviceAddresses.push(remit);
    if (ch(0.5)) serviceAddresses.reverse();
    // sender and payee slips
    let senderEmail: string | null;
    const se = r();
    const vEmail = v.d.senderEmails[0];
    const ownEmail = vEmail ? (vEmail.startsWith('@') ? `${pick(r, ['billing', 'noreply', 'invoices', 'office', 'ebill'])}${vEmail}` : vEmail) : null;
    if (platformEmail) senderEmail = platformEmail;
    else if (se < (isUtil ? 0.6 : 0.55) && ownEmail) senderEmail = ownEmail;
    else if (se < 0.68) senderEmail = pick(r, staff);
    else senderEmail = null;
    let payeeOut: string | null = payee;
    const pe = r();
    if (pe < 0.04) payeeOut = null;
    else if (pe < 0.06) payeeOut = mgr!;
    bills.push({
      input: { payee: payeeOut, senderEmail, accountNumbers, serviceAddresses, propertyText, unitText, text: text.join('\n'), lineItems },
      expected: { propertyId: p.d.id, unitId: unit ? unit.id : null, vendorId: v.d.id, glAccount: glOf.get(v.d.id)! },
    });
  }

  return {
    directory: {
      properties: props.map((p) => p.d), units, vendors: vendors.map((v) => v.d),
      glAccounts: GL_ACCOUNTS.map(([number, name]) => ({ number, name })), history,
    },
    bills,
  };
}
