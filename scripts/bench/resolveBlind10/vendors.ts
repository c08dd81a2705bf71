/* Vendors with their accounts, sender e-mails, remit-to and tax ids; their GL history; the expected GL. */
import type { PastCoding } from '../../../src/server/directory/resolver/types';
import { SERVICE_GL, SERVICE_LINES, TRADES, UTILITIES, type Service, type TradeDef } from './catalog';
import { normName } from './names';
import { type Rng } from './prng';
import { type CityRec, type PropRec, type PropertyWorld, type UnitRec } from './properties';
import { GENERIC_PREFIX, LEGAL_SUFFIX, NATIONALS, NATIONAL_GL, NATIONAL_LINES, REGION_PREFIX, SURNAMES } from './tradeNames';

export interface AcctRec {
  number: string;
  propertyId: string | null;
  unitId: string | null;
  /** Shared on purpose with another vendor's account. */
  collides: boolean;
}

export interface VendorRec {
  id: string;
  name: string;
  aliases: string[];
  senderEmails: string[];
  remitTo: string | null;
  taxId: string | null;
  defaultGl: string | null;
  defaultPropertyId: string | null;
  accounts: AcctRec[];
  kind: 'utility' | 'national' | 'trade';
  service: Service | null;
  tradeKey: string;
  metros: string[];
  /** Domain its staff write from, or null for free-mail users. */
  domain: string | null;
  /** Bill-level GL families. */
  glFamily: readonly string[];
  lines: readonly string[];
  dba: { legal: string; trade: string } | null;
  twinOf: string | null;
  gl: string;
  glSource: 'bill' | 'default' | 'line';
  /** Vendor's own shop address (trades). */
  shop: string | null;
}

export const REGION_OF: Record<string, string> = {
  Houston: 'texas', DFW: 'texas', 'San Antonio': 'texas', Austin: 'texas', Denver: 'mountain', 'Colorado Springs': 'mountain',
  'Fort Collins': 'mountain', Boise: 'mountain', Spokane: 'mountain', Reno: 'mountain', 'Northern Virginia': 'midatl',
  'Montgomery County': 'midatl', Philadelphia: 'midatl', 'South Jersey': 'midatl', Baltimore: 'midatl',
};

export const normAcct = (s: string): string => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
const pad = (n: number, w: number): string => String(n).padStart(w, '0');

export function fillPattern(rng: Rng, pattern: string): string {
  let out = '';
  for (const ch of pattern) {
    if (ch === '#') out += String(rng.int(0, 9));
    else if (ch === 'A') out += 'ABCDEFGHJKLMNPRSTUVWXYZ'[rng.int(0, 22)];
    else out += ch;
  }
  return out;
}

function servesCity(area: readonly string[], c: CityRec): boolean {
  for (const a of area) {
    if (a.startsWith('@')) {
      const [city, st] = a.slice(1).split('|');
      if (city === c.data.city && (st === undefined || st === c.data.state)) return true;
    } else if (a === c.data.metro) return true;
  }
  return false;
}

export interface VendorWorld {
  vendors: VendorRec[];
  history: PastCoding[];
}

export function buildVendors(rng: Rng, world: PropertyWorld, vendorCount: number): VendorWorld {
  const vendors: VendorRec[] = [];
  const nameKeys = new Set<string>();
  const domains = new Set<string>();
  const taxIds = new Set<string>();
  const newTax = (): string => {
    for (;;) {
      const t = `${rng.pick(['74', '76', '75', '84', '82', '54', '52', '23', '22', '27', '20', '46', '45', '87', '88', '91', '93'])}-${rng.digits(7)}`;
      if (!taxIds.has(t)) {
        taxIds.add(t);
        return t;
      }
    }
  };
  const claim = (names: string[]): boolean => {
    const keys = [...new Set(names.map((n) => normName(n).replace(/ /g, '')))];
    if (keys.some((k) => nameKeys.has(k) || k.length === 0)) return false;
    for (const k of keys) nameKeys.add(k);
    return true;
  };
  const base = (partial: Partial<VendorRec> & Pick<VendorRec, 'name' | 'kind'>): VendorRec => ({
    id: `V10-${pad(vendors.length + 1, 5)}`, aliases: [], senderEmails: [], remitTo: null, taxId: null, defaultGl: null,
    defaultPropertyId: null, accounts: [], service: null, tradeKey: '', metros: [], domain: null, glFamily: [], lines: [],
    dba: null, twinOf: null, gl: '', glSource: 'bill', shop: null, ...partial,
  });

  const propsByCity = new Map<CityRec, PropRec[]>();
  for (const p of world.props) {
    const c = p.city;
    if (!c) continue;
    const l = propsByCity.get(c) ?? [];
    l.push(p);
    propsByCity.set(c, l);
  }
  const unitCity = (u: UnitRec, p: PropRec): CityRec | null => u.city ?? p.city;
  const propOf = new Map(world.props.map((p) => [p.id, p] as const));

  // --- Utilities, plus a municipal utility for cities no water vendor covers.
  const utilDefs = [...UTILITIES];
  for (const c of world.cities) {
    const covered = UTILITIES.some(
      (u) => servesCity(u.area, c) && (u.service === 'water' || u.service === 'muni' || [u.name, ...u.aliases].some((n) => n.startsWith(`City of ${c.data.city}`))),
    );
    if (covered) continue;
    const slug = c.data.city.toLowerCase().replace(/[^a-z]/g, '');
    const taken = utilDefs.some((u) => [u.name, ...u.aliases].some((n) => normName(n) === normName(`${c.data.city} Utilities`)));
    if (taken) continue;
    utilDefs.push({
      name: `City of ${c.data.city} Utility Billing`, aliases: [`${c.data.city} Utilities`], domains: [`@${slug}${c.data.state.toLowerCase()}.gov`],
      remit: `PO Box ${rng.int(100, 9999)}, ${c.data.city}, ${c.data.state} ${c.data.zips[0] ?? ''}`, service: 'muni',
      area: [`@${c.data.city}|${c.data.state}`], acct: rng.pick(['######-######', '#######-##', '##-#####-##']), unitShare: 0.03,
    });
  }
  for (const d of utilDefs) {
    if (!claim([d.name, ...d.aliases])) throw new Error(`utility name clash ${d.name}`);
    const v = base({
      name: d.name, kind: 'utility', aliases: [...d.aliases], senderEmails: [...d.domains], remitTo: d.remit,
      taxId: rng.chance(0.6) ? newTax() : null, service: d.service, tradeKey: d.service,
      metros: [...new Set(world.cities.filter((c) => servesCity(d.area, c)).map((c) => c.data.metro))],
      domain: (d.domains[0] ?? '@x.com').slice(1), glFamily: SERVICE_GL[d.service], lines: SERVICE_LINES[d.service],
    });
    for (const dm of d.domains) domains.add(dm);
    if (rng.chance(0.25)) v.senderEmails.push(`ebill-${d.name.toLowerCase().replace(/[^a-z]/g, '').slice(0, 12)}@invoicecloud.net`);
    const used = new Set<string>();
    const newNumber = (): string => {
      for (;;) {
        const n = fillPattern(rng, d.acct);
        if (!used.has(normAcct(n))) {
          used.add(normAcct(n));
          return n;
        }
      }
    };
    const cities = world.cities.filter((c) => servesCity(d.area, c));
    const served = new Set(cities);
    const propShare: Record<Service, number> = { electric: 0.75, rep: 0.3, gas: 0.35, water: 0.8, muni: 0.8, waste: 0.28, telecom: 0.22 };
    for (const c of cities) {
      for (const p of propsByCity.get(c) ?? []) {
        if (!p.addr) continue;
        if (!rng.chance(propShare[d.service])) continue;
        const big = p.kind === 'garden' || p.kind === 'midrise' || p.kind === 'commercial';
        const n = big && (d.service === 'electric' || d.service === 'rep' || d.service === 'water') ? rng.int(1, 3) : 1;
        for (let i = 0; i < n; i++) v.accounts.push({ number: newNumber(), propertyId: p.id, unitId: null, collides: false });
      }
    }
    if (d.unitShare > 0) {
      for (const u of world.units) {
        const p = propOf.get(u.propertyId) as PropRec;
        const c = unitCity(u, p);
        if (!c || !served.has(c)) continue;
        const share = d.unitShare * (p.kind === 'smallmulti' || p.kind === 'portfolio' || p.kind === 'townhome' ? 2.5 : 1);
        if (!rng.chance(share)) continue;
        v.accounts.push({ number: newNumber(), propertyId: rng.chance(0.85) ? p.id : null, unitId: u.id, collides: false });
      }
    }
    vendors.push(v);
  }

  // --- National service companies.
  for (const n of NATIONALS) {
    if (!claim([n.name, ...n.aliases])) throw new Error(`national clash ${n.name}`);
    const v = base({
      name: n.name, kind: 'national', aliases: [...n.aliases], senderEmails: [`@${n.domain}`], remitTo: n.remit, taxId: newTax(),
      tradeKey: n.trade, metros: Object.keys(REGION_OF), domain: n.domain, glFamily: NATIONAL_GL[n.trade] ?? ['6400'],
      lines: NATIONAL_LINES[n.trade] ?? ['Service'],
    });
    domains.add(`@${n.domain}`);
    const used = new Set<string>();
    for (const p of world.props) {
      if (p.kind === 'sfr' || p.kind === 'duplex' || !rng.chance(n.share * (p.units.length > 50 ? 4 : 1))) continue;
      let num = fillPattern(rng, n.acct);
      while (used.has(normAcct(num))) num = fillPattern(rng, n.acct);
      used.add(normAcct(num));
      v.accounts.push({ number: num, propertyId: p.id, unitId: null, collides: false });
    }
    if (n.companyAccount) v.accounts.push({ number: fillPattern(rng, n.acct), propertyId: null, unitId: null, collides: false });
    vendors.push(v);
  }

  // --- Local trades.
  const tradePool = (region: string): TradeDef[] => TRADES.filter((t) => !t.regions || t.regions.includes(region));
  const metros = Object.keys(REGION_OF);
  const metroWeights = metros.map((m) => [m, world.props.filter((p) => p.metro === m).length + 5] as const);
  const twinQueue: VendorRec[] = [];
  const propsOfMetro = new Map<string, PropRec[]>();
  for (const p of world.props) propsOfMetro.set(p.metro, [...(propsOfMetro.get(p.metro) ?? []), p]);
  let guard = 0;
  while (vendors.length < vendorCount && guard++ < vendorCount * 30) {
    const twinBase = twinQueue.length > 0 && rng.chance(0.5) ? twinQueue.shift() : undefined;
    const metro = twinBase ? (twinBase.metros[0] as string) : rng.weighted(metroWeights);
    const region = REGION_OF[metro] ?? 'texas';
    const t = twinBase ? (TRADES.find((x) => x.trade === twinBase.tradeKey) as TradeDef) : rng.weighted(tradePool(region).map((x) => [x, x.weight] as const));
    const word = rng.pick(t.words);
    let core: string;
    if (twinBase) {
      const baseCore = twinBase.dba ? twinBase.dba.trade : twinBase.name;
      const stripped = baseCore.replace(/,? (LLC|Inc\.|Co\.|Corp\.|L\.L\.C\.|Ltd)$/, '');
      core = rng.chance(0.6) ? `${stripped} ${rng.pick(['& Sons', 'Services', 'Pros', 'of ' + metro, 'Group', 'Solutions', 'Contractors'])}` : stripped.replace(' ', '');
    } else {
      const r = rng.next();
      if (r < 0.35) core = `${rng.pick(REGION_PREFIX[metro] ?? GENERIC_PREFIX)} ${word}`;
      else if (r < 0.6) core = `${rng.pick(GENERIC_PREFIX)} ${word}`;
      else if (r < 0.8) core = `${rng.pick(SURNAMES)} ${word}`;
      else if (r < 0.9) core = `${rng.pick(SURNAMES)} ${rng.pick(['& Sons', 'Bros', 'Family'])} ${word}`;
      else core = `${'ABCDEFGHJKLMNPRSTW'[rng.int(0, 17)]}&${'ABCDEFGHJKLMNPRSTW'[rng.int(0, 17)]} ${word}`;
    }
    const suffix = rng.weighted(LEGAL_SUFFIX);
    const isDba = !twinBase && rng.chance(0.16);
    let name = core + suffix;
    const aliases: string[] = [];
    let dba: VendorRec['dba'] = null;
    if (isDba) {
      const legal = rng.chance(0.6) ? `${rng.pick(SURNAMES)} ${rng.pick(['Enterprises', 'Holdings', 'Services Group', 'Ventures', 'Industries'])} LLC` : `${'ABCDEFGHJKLMNPRSTW'[rng.int(0, 17)]}${'ABCDEFGHJKLMNPRSTW'[rng.int(0, 17)]}${'ABCDEFGHJKLMNPRSTW'[rng.int(0, 17)]} Holdings Inc.`;
      dba = { legal, trade: core };
      if (rng.chance(0.5)) {
        name = legal;
        aliases.push(core);
      } else {
        name = core;
        aliases.push(legal);
      }
    }
    if (!claim([name, ...aliases])) continue;
    const slug = core.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]/g, '');
    let domain: string | null = null;
    const emails: string[] = [];
    if (rng.chance(0.72)) {
      let d = `${slug}.com`;
      if (domains.has(`@${d}`)) d = `${slug}${rng.pick(['tx', 'co', 'llc', 'inc', 'services', 'pro'])}.com`;
      if (domains.has(`@${d}`)) d = `${slug}${rng.int(1, 99)}.net`;
      if (!domains.has(`@${d}`)) {
        domain = d;
        domains.add(`@${d}`);
        emails.push(`@${d}`);
      }
    }
    if (domain === null || rng.chance(0.12)) {
      const free = `${slug.slice(0, 18)}${rng.chance(0.5) ? rng.int(1, 99) : ''}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'aol.com', 'icloud.com'])}`;
      if (!domains.has(free)) {
        domains.add(free);
        emails.push(free);
      }
    }
    if (emails.length === 0) continue;
    const cityList = world.cities.filter((c) => c.data.metro === metro);
    const shopCity = rng.pick(cityList.length > 0 ? cityList : world.cities);
    const shopStreet = rng.pick(shopCity.arterials);
    const shop = `${rng.int(100, 9999)} ${shopStreet.dirOptions.length > 0 ? rng.pick(shopStreet.dirOptions) + ' ' : ''}${shopStreet.name}${shopStreet.type ? ' ' + shopStreet.type : ''}${rng.chance(0.4) ? ` Ste ${rng.int(100, 400)}` : ''}, ${shopCity.data.city}, ${shopCity.data.state} ${rng.pick(shopCity.data.zips)}`;
    const remitTo = rng.weighted([
      [shop, 45],
      [`PO Box ${rng.int(1000, 99999)}, ${shopCity.data.city}, ${shopCity.data.state} ${rng.pick(shopCity.data.zips)}`, 35],
      [`Dept ${rng.int(100, 9999)}, PO Box ${rng.int(10000, 999999)}, ${rng.pick(['Carol Stream, IL 60197', 'Dallas, TX 75312', 'Atlanta, GA 30384', 'Charlotte, NC 28260', 'Pasadena, CA 91185'])}`, 10],
      ['', 10],
    ] as const);
    const v = base({
      name, kind: 'trade', aliases, senderEmails: emails, remitTo: remitTo === '' ? null : remitTo, taxId: rng.chance(0.8) ? newTax() : null,
      tradeKey: t.trade, metros: [metro], domain, glFamily: t.gl, lines: t.lines, dba, twinOf: twinBase ? twinBase.id : null, shop,
    });
    const metroProps = propsOfMetro.get(metro) ?? [];
    if (metroProps.length > 0 && rng.chance(0.35)) {
      const pattern = rng.pick(['C-#####', '#####', 'CUST######', '###-####', 'A####']);
      const used = new Set<string>();
      const n = rng.int(1, 6);
      for (let i = 0; i < n; i++) {
        const num = fillPattern(rng, pattern);
        if (used.has(normAcct(num))) continue;
        used.add(normAcct(num));
        v.accounts.push({ number: num, propertyId: rng.chance(0.92) ? rng.pick(metroProps).id : null, unitId: null, collides: false });
      }
    }
    if (metroProps.length > 0 && rng.chance(0.11)) {
      const big = metroProps.filter((p) => p.kind !== 'sfr' && p.kind !== 'duplex');
      v.defaultPropertyId = rng.pick(big.length > 0 ? big : metroProps).id;
    }
    vendors.push(v);
    if (!twinBase && rng.chance(0.07)) twinQueue.push(v);
  }
  if (vendors.length !== vendorCount) throw new Error(`vendors: ${vendors.length}`);

  // --- The same account number held at two vendors (different properties).
  const withAccts = vendors.filter((v) => v.accounts.length > 3);
  for (let i = 0; i < 90; i++) {
    const a = rng.pick(withAccts);
    const b = rng.pick(withAccts);
    if (a === b) continue;
    const src = rng.pick(a.accounts);
    const dst = rng.pick(b.accounts);
    if (src.collides || dst.collides || src.propertyId === dst.propertyId) continue;
    if (b.accounts.some((x) => normAcct(x.number) === normAcct(src.number))) continue;
    dst.number = src.number;
    dst.collides = true;
    src.collides = true;
  }

  const history = buildHistory(rng, vendors);
  return { vendors, history };
}

// ------------------------------------------------------------------------------------------------
// GL history

const START = Date.UTC(2021, 0, 4);
const END = Date.UTC(2025, 5, 30);

/** One instant written the ways exports write it: Z, milliseconds, offsets. */
export function writeInstant(rng: Rng, ms: number, style?: 'z' | 'ms' | 'offset'): string {
  const s = style ?? rng.weighted([['z', 40], ['ms', 30], ['offset', 30]] as const);
  if (s === 'z') return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
  if (s === 'ms') return new Date(ms).toISOString();
  const off = rng.pick([-7, -6, -5, -4, -8, 0, 2, 5]);
  const local = new Date(Math.floor(ms / 1000) * 1000 + off * 3600000).toISOString().slice(0, 19);
  const sign = off < 0 ? '-' : '+';
  return `${local}${sign}${pad(Math.abs(off), 2)}:00`;
}

function buildHistory(rng: Rng, vendors: VendorRec[]): PastCoding[] {
  const rows: PastCoding[] = [];
  for (const v of vendors) {
    const source = rng.weighted([['bill', 60], ['default', 27], ['line', 13]] as const);
    const fam = v.glFamily.length > 0 ? v.glFamily : ['6400'];
    const other = (): string => rng.pick(['6400', '6600', '6730', '1510', ...fam]);
    if (source !== 'line' || rng.chance(0.1)) v.defaultGl = source === 'line' ? null : rng.chance(0.7) ? (fam[0] as string) : other();
    if (source === 'line') v.defaultGl = null;
    if (source === 'default' && v.defaultGl === null) v.defaultGl = fam[0] as string;
    if (source === 'bill' && rng.chance(0.35)) v.defaultGl = null;
    const n = rng.int(3, 7);
    const mine: { gl: string; desc: string | null; ms: number; at: string }[] = [];
    const billRows = source === 'bill' ? Math.max(1, Math.min(n, rng.int(1, 4))) : 0;
    for (let i = 0; i < n; i++) {
      const isBill = i < billRows;
      const ms = START + Math.floor(rng.next() * (END - START));
      const gl = rng.chance(0.6) ? rng.pick(fam) : other();
      mine.push({ gl, desc: isBill ? null : rng.pick(v.lines), ms, at: '' });
    }
    // A later-looking text that is the earlier instant: the newest bill-level row written with a
    // negative offset so that, compared as text, an older row written in Z sorts after it.
    const bills = mine.filter((r) => r.desc === null).sort((a, b) => b.ms - a.ms);
    if (bills.length >= 2 && rng.chance(0.45)) {
      const newest = bills[0] as (typeof mine)[number];
      const second = bills[1] as (typeof mine)[number];
      second.ms = newest.ms - rng.int(1, 4) * 3600000 - rng.int(0, 59) * 60000;
      if (second.gl === newest.gl) second.gl = fam.find((g) => g !== newest.gl) ?? '6400';
      const off = rng.pick([5, 6, 7]);
      const local = new Date(Math.floor(newest.ms / 1000) * 1000 - off * 3600000).toISOString().slice(0, 19);
      newest.at = `${local}-0${off}:00`;
      second.at = writeInstant(rng, second.ms, 'z');
    }
    // Line-level rows newer than every bill-level row, so "newest row" is not "newest bill-level row".
    if (bills.length > 0 && rng.chance(0.4)) {
      const line = mine.find((r) => r.desc !== null);
      if (line) line.ms = END + rng.int(1, 20) * 86400000;
    }
    for (const r of mine) if (r.at === '') r.at = writeInstant(rng, r.ms);
    const own: PastCoding[] = mine.map((r) => ({ vendorId: v.id, glAccount: r.gl, description: r.desc, at: r.at }));
    rows.push(...own);
    const exp = expectedGl(v.defaultGl, own);
    if (exp.gl === null) throw new Error(`no GL for ${v.id}`);
    v.gl = exp.gl;
    v.glSource = exp.source;
  }
  return rng.shuffle(rows);
}

/** The product's GL rule, on parsed instants. Ties on the deciding instant are refused. */
export function expectedGl(defaultGl: string | null, rows: readonly PastCoding[]): { gl: string | null; source: 'bill' | 'default' | 'line' } {
  const newest = (list: readonly PastCoding[]): string | null => {
    let best: PastCoding | null = null;
    let bestMs = -Infinity;
    let tie = false;
    for (const r of list) {
      const ms = Date.parse(r.at);
      if (Number.isNaN(ms)) throw new Error(`bad instant ${r.at}`);
      if (ms > bestMs) {
        best = r;
        bestMs = ms;
        tie = false;
      } else if (ms === bestMs && best && best.glAccount !== r.glAccount) tie = true;
    }
    if (tie) throw new Error('tie in history');
    return best ? best.glAccount : null;
  };
  const bill = newest(rows.filter((r) => r.description === null));
  if (bill !== null) return { gl: bill, source: 'bill' };
  if (defaultGl !== null) return { gl: defaultGl, source: 'default' };
  return { gl: newest(rows.filter((r) => r.description !== null)), source: 'line' };
}
