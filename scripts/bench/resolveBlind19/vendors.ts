import { type FixedDef, UTILITIES } from './catalogUtilities';
import { LICENSE, NATIONAL, TAX } from './catalogPublic';
import { METROS } from './metros';
import { type Rng } from './rng';
import { normVendor } from './text';
import { TRADES, TRADE_BY_KEY } from './trades';
import type { Group, MetroDef, Platform, VendorRec } from './types';
import { localName } from './vendorNames';

export const VENDOR_COUNT = 5000;

const SERVICE_GL: Readonly<Record<string, readonly [string, string]>> = {
  electric: ['5120', '5122 5125'], gas: ['5130', '5132'], water: ['5105', '5110 5115'], sewer: ['5110', '5115 5105'],
  waterSewer: ['5105', '5110 5115 7110'], tax: ['7105', '7107 7110'], license: ['7115', '7158 7160 7162'],
  uniforms: ['6239', '6194'], telecom: ['5150', '5155 7154'], advertising: ['7146', '7138'], screening: ['7148', '7138'],
  office: ['7142', '7140'], printing: ['7144', '7142'],
};

/** Streets for contractors' shops and remit-to addresses; none is a street the portfolio sits on. */
export const COMMERCIAL_STREETS: readonly string[] = [
  'Commerce Dr', 'Industrial Hwy', 'Enterprise Way', 'Corporate Blvd', 'Progress Dr', 'Business Center Dr', 'Distribution Dr',
  'Technology Pkwy', 'Executive Dr', 'Park Center Dr', 'Trade Center Rd', 'Warehouse Rd', 'Freight Ln', 'Depot Rd', 'Tradesman Way',
];

function glOf(service: string): readonly [string, readonly string[]] {
  const fixed = SERVICE_GL[service];
  if (fixed) return [fixed[0], fixed[1].split(' ')];
  const trade = TRADE_BY_KEY.get(service);
  if (!trade) throw new Error(`blind19: no GL for service ${service}`);
  return [trade.gl, trade.alts];
}

function phone(r: Rng, area: string): string {
  return `(${area}) 555-01${r.digits(2)}`;
}

function fixedVendor(r: Rng, d: FixedDef, group: Group, taxIds: Set<string>): VendorRec {
  const [gl, alts] = glOf(d.service);
  const metro = d.cities ? METROS.find((m) => m.cities.some((c) => c.key === d.cities?.[0])) ?? null : null;
  return {
    id: '', legal: d.legal, aliases: [...d.aliases], dba: null, group, cat: d.service, gl, alts,
    metro: metro?.code ?? null, cities: d.cities ? new Set(d.cities) : null, emails: [...d.emails], platform: d.platform,
    remit: d.remit, taxId: r.chance(0.5) ? taxId(r, taxIds) : null, defaultGl: null, defaultProp: null, accounts: [],
    acctFmt: d.fmt, acctLabel: d.label, phone: phone(r, metro?.area ?? '800'), activity: group === 'utility' ? 1 : r.int(1, 10),
  };
}

function taxId(r: Rng, used: Set<string>): string {
  for (;;) {
    const t = `${r.int(20, 99)}-${r.digits(7)}`;
    if (!used.has(t)) { used.add(t); return t; }
  }
}

const FREE_MAIL = ['gmail.com', 'yahoo.com', 'comcast.net', 'verizon.net', 'aol.com', 'outlook.com'];
const ACCT_FORMATS = ['C-#####', '#####', 'ACCT-####', '######-##', 'SVC####', '####', 'CUST ######', '##-####'];

function localVendor(r: Rng, metro: MetroDef, taken: Set<string>, domains: Set<string>, taxIds: Set<string>, emails: Set<string>): VendorRec {
  const trade = r.weighted(TRADES.map((t) => [t, t.weight * (metro.tradeBoost[t.key] ?? 1)] as const));
  const n = localName(r, trade, metro, taken, domains);
  const platform: Platform | null = r.weighted<Platform | null>([['quickbooks', 25], ['billcom', 10], [null, 65]]);
  const list: string[] = [];
  const own = (local: string): string => `${local}@${n.domain}`;
  const style = r.weighted<string>([['own', 55], ['domain', 15], ['free', 15], ['none', 15]]);
  if (style === 'own') list.push(own(r.pick(['billing', 'office', 'ar', 'invoices', 'accounts', 'info'])));
  if (style === 'domain') list.push(`@${n.domain}`);
  if (style === 'free') {
    const addr = `${n.domain.replace(/\.(com|net)$/, '').replace(/\d+$/, '')}${r.chance(0.3) ? r.int(1, 99) : ''}@${r.pick(FREE_MAIL)}`;
    if (!emails.has(addr)) list.push(addr);
  }
  if (platform === 'quickbooks' && r.chance(0.04)) list.push('quickbooks@notification.intuit.com');
  for (const e of list) emails.add(e);
  const remitStyle = r.weighted<string>([['street', 55], ['box', 25], ['none', 20]]);
  const main = metro.cities[0];
  const zip = main ? main.zips[0] ?? '' : '';
  const remit = remitStyle === 'street' && main
    ? `${r.int(100, 9899)} ${r.pick(COMMERCIAL_STREETS)}, ${main.name}, ${main.state} ${zip}`
    : remitStyle === 'box' && main ? `PO Box ${r.int(100, 99999)}, ${main.name}, ${main.state} ${zip}` : null;
  return {
    id: '', legal: n.legal, aliases: n.aliases, dba: n.dba, group: 'local', cat: trade.key, gl: trade.gl, alts: trade.alts,
    metro: metro.code, cities: new Set(metro.cities.map((c) => c.key)), emails: list, platform, remit,
    taxId: r.chance(0.7) ? taxId(r, taxIds) : null, defaultGl: null, defaultProp: null, accounts: [],
    acctFmt: r.pick(ACCT_FORMATS), acctLabel: r.pick(['Customer #', 'Account #', 'Acct No.', 'Cust ID', 'Client #']),
    phone: phone(r, metro.area), activity: r.int(1, 12),
  };
}

/** Five thousand vendors: utilities, collectors, licensing offices, national firms, and local trades. */
export function buildVendors(r: Rng): VendorRec[] {
  const taxIds = new Set<string>();
  const taken = new Set<string>();
  const domains = new Set<string>();
  const emails = new Set<string>();
  const out: VendorRec[] = [];
  const groups: readonly (readonly [readonly FixedDef[], Group])[] = [[UTILITIES, 'utility'], [TAX, 'tax'], [LICENSE, 'license'], [NATIONAL, 'national']];
  for (const [defs, group] of groups) {
    for (const d of defs) {
      const k = normVendor(d.legal);
      if (taken.has(k)) throw new Error(`blind19: duplicate vendor ${d.legal}`);
      taken.add(k);
      for (const e of d.emails) emails.add(e);
      out.push(fixedVendor(r, d, group, taxIds));
    }
  }
  for (const v of out) for (const a of v.aliases) taken.add(normVendor(a));
  const fixed = out.length;
  const total = METROS.reduce((s, m) => s + m.count, 0);
  let made = 0;
  METROS.forEach((m, i) => {
    const share = i === METROS.length - 1 ? VENDOR_COUNT - fixed - made : Math.round(((VENDOR_COUNT - fixed) * m.count) / total);
    for (let k = 0; k < share; k += 1) out.push(localVendor(r, m, taken, domains, taxIds, emails));
    made += share;
  });
  const order = r.shuffle(out);
  order.forEach((v, i) => { v.id = `V19-${String(i + 1).padStart(4, '0')}`; });
  if (order.length !== VENDOR_COUNT) throw new Error(`blind19: ${order.length} vendors`);
  return order;
}

const DIR_TOKENS = new Set(['N', 'S', 'E', 'W', 'NW', 'NE', 'SE', 'SW']);
const TYPE_TOKENS = new Set(['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Pl', 'Ln', 'Ct', 'Pkwy', 'Way', 'Hwy']);

/** House numbers and streets of the fixed vendors' street remit-to addresses, kept off the portfolio. */
export function remitSpots(): (readonly [number, string])[] {
  const out: (readonly [number, string])[] = [];
  for (const d of [...UTILITIES, ...TAX, ...LICENSE, ...NATIONAL]) {
    const toks = (d.remit.split(',')[0] ?? '').trim().split(/\s+/);
    const num = Number(toks[0]);
    if (!Number.isInteger(num) || toks[0] === undefined || !/^\d+$/.test(toks[0])) continue;
    const rest = toks.slice(1);
    if (rest.length > 1 && DIR_TOKENS.has(rest[0] ?? '')) rest.shift();
    while (rest.length > 1 && (DIR_TOKENS.has(rest[rest.length - 1] ?? '') || TYPE_TOKENS.has(rest[rest.length - 1] ?? ''))) rest.pop();
    out.push([num, rest.join(' ')]);
  }
  return out;
}
