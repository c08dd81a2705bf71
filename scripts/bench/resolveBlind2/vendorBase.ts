/*
 * A vendor record as the generator keeps it, and what building one needs: account numbers from a
 * vendor's pattern, phone numbers, EINs, PO boxes, unique names, domains and freemail addresses.
 */
import { pickCity, zipFor } from './address';
import type { UtilityKind, Trade } from './catalog';
import type { Metro } from './geo';
import type { PropGen, UnitGen } from './properties';
import { pad, type Rng } from './random';
import { vendorKey } from './vendorNames';

export interface AccountGen {
  /** As the directory stores it. */
  stored: string;
  /** The number with its usual separators, as the vendor prints it. */
  printed: string;
  prop: PropGen | null;
  unit: UnitGen | null;
  /** What a utility account meters at the site ("IRRIGATION", "HOUSE"); '' for a unit or plain site. */
  service: string;
  kind: UtilityKind | null;
}

export type VendorClass = 'utility' | 'national' | 'local';
export type EmailStyle = 'addr' | 'wild' | 'gmail' | 'none' | 'platform';

export interface VendorGen {
  id: string;
  name: string;
  aliases: string[];
  cls: VendorClass;
  tradeKey: string;
  trade: Trade | null;
  gl: string;
  altGls: readonly string[];
  metro: Metro | null;
  metros: readonly string[];
  domain: string | null;
  senderEmails: string[];
  emailStyle: EmailStyle;
  /** The address it actually sends from when that is not what the directory lists. */
  sendsFrom: string | null;
  platform: string | null;
  remitTo: string | null;
  taxId: string | null;
  defaultPropertyId: string | null;
  accounts: AccountGen[];
  acctPattern: string;
  office: { line1: string; cityLine: string } | null;
  phone: string;
  brand: string | null;
  printNames: readonly string[];
  individual: boolean;
  served: PropGen[];
  billWeight: number;
  utilityKinds: UtilityKind[];
  unitShare: number;
  lines: readonly string[];
  amount: readonly [number, number];
  kinds: readonly string[] | null;
  /** Filled in by the history step. */
  defaultGlAccount: string | null;
  expectedGl: string;
}

export const PLATFORM_SENDERS: Readonly<Record<string, string>> = {
  QuickBooks: 'quickbooks@notification.intuit.com',
  'Bill.com': 'no-reply@bill.com',
  FreshBooks: 'noreply@freshbooks.com',
  Square: 'invoicing@messaging.squareup.com',
  ServiceTitan: 'noreply@servicetitan.com',
  Jobber: 'noreply@getjobber.com',
  'Housecall Pro': 'invoices@housecallpro.com',
  Xero: 'messaging-service@post.xero.com',
};

export const UTILITY_PLATFORMS = [
  'noreply@paymentus.com',
  'donotreply@invoicecloud.net',
  'ebill@billmatrix.com',
  'no-reply@kubra.com',
  'notifications@doxo.com',
];

/** What a utility's bill lines say; line-level codings in the history use them. */
export const UTILITY_LINE_NAMES: Readonly<Record<UtilityKind, readonly string[]>> = {
  electric: ['Energy Charge', 'TDU Delivery Charges', 'Base Charge', 'Customer Charge', 'Fuel Adjustment', 'Sales Tax', 'City Franchise Fee', 'Demand Charge'],
  gas: ['Customer Charge', 'Gas Cost', 'Distribution Charge', 'Pipeline Safety Fee', 'Rider GCR', 'Sales Tax'],
  water: ['Water Usage', 'Water Base Charge', 'Sewer Charge', 'Storm Water Fee', 'Solid Waste Fee', 'Irrigation Usage'],
  trash: ['8 YD FL 3X/WK', 'Fuel/Environmental Recovery Fee', 'Extra Pickup', 'Container Rental', 'Recycling Service', 'Admin Fee'],
  internet: ['Business Internet 300 Mbps', 'Static IP (1)', 'Equipment Fee', 'Business Voice Line', 'Taxes, Surcharges & Fees'],
  phone: ['Business Line', 'Federal Subscriber Line Charge', 'Long Distance', 'Taxes and Surcharges'],
};

export function acctNumber(rng: Rng, pattern: string): string {
  let out = '';
  let first = true;
  for (const ch of pattern) {
    if (ch === '#') {
      out += first ? String(rng.int(1, 9)) : String(rng.int(0, 9));
      first = false;
    } else out += ch;
  }
  return out;
}

export function phone(rng: Rng, metro: Metro | null): string {
  const area = metro ? rng.pick(metro.areaCodes) : rng.pick(['800', '866', '877', '888']);
  return `(${area}) ${rng.int(200, 989)}-${pad(rng.int(0, 9999), 4)}`;
}

export function ein(rng: Rng): string {
  return `${pad(rng.int(10, 98), 2)}-${pad(rng.int(1000000, 9999999), 7)}`;
}

export function poBox(rng: Rng, metro: Metro): string {
  const city = pickCity(rng, metro);
  const box = rng.int(100, 99999);
  const zip = zipFor(rng, city);
  return `PO Box ${box}, ${city.name}, ${city.state} ${zip}-${pad(box % 10000, 4)}`;
}

export interface Book {
  keys: Set<string>;
  domains: Set<string>;
  emails: Set<string>;
}

export function takeName(book: Book, name: string, aliases: readonly string[]): boolean {
  const keys = [name, ...aliases].map(vendorKey);
  if (keys.some((k) => !k || book.keys.has(k))) return false;
  if (new Set(keys).size !== keys.length) return false;
  for (const k of keys) book.keys.add(k);
  return true;
}

export function takeDomain(rng: Rng, book: Book, seed: string, state: string): string {
  const words = seed.split(' ').filter(Boolean);
  const s = words.join('').slice(0, 26) || 'vendor';
  const options = [`${s}.com`, `${s}${state.toLowerCase()}.com`, `${s}.net`, `${s}llc.com`, `${s}inc.com`, `${s}.co`, `${s}${rng.int(2, 99)}.com`];
  if (words.length > 1 && rng.chance(0.2)) options.unshift(`${words.join('-').slice(0, 30)}.com`);
  if (words.length > 2 && rng.chance(0.15)) options.unshift(`${words.map((w) => w[0]).join('')}${words[words.length - 1]}.com`);
  for (const d of options) {
    if (!book.domains.has(d)) {
      book.domains.add(d);
      return d;
    }
  }
  const d = `${s}${rng.int(100, 9999)}.com`;
  book.domains.add(d);
  return d;
}

export function takeFreemail(rng: Rng, book: Book, seed: string): string {
  for (;;) {
    const host = rng.weighted([
      ['gmail.com', 70],
      ['yahoo.com', 12],
      ['hotmail.com', 6],
      ['outlook.com', 5],
      ['att.net', 4],
      ['icloud.com', 3],
    ] as const);
    const e = `${seed.slice(0, 18)}${rng.chance(0.6) ? rng.int(1, 99) : ''}@${host}`;
    if (!book.emails.has(e)) {
      book.emails.add(e);
      return e;
    }
  }
}

export function blankVendor(partial: Partial<VendorGen> & Pick<VendorGen, 'name' | 'cls' | 'tradeKey' | 'gl'>): VendorGen {
  return {
    id: '',
    aliases: [],
    trade: null,
    altGls: [],
    metro: null,
    metros: [],
    domain: null,
    senderEmails: [],
    emailStyle: 'wild',
    sendsFrom: null,
    platform: null,
    remitTo: null,
    taxId: null,
    defaultPropertyId: null,
    accounts: [],
    acctPattern: '',
    office: null,
    phone: '',
    brand: null,
    printNames: [],
    individual: false,
    served: [],
    billWeight: 1,
    utilityKinds: [],
    unitShare: 0,
    lines: [],
    amount: [50, 1000],
    kinds: null,
    defaultGlAccount: null,
    expectedGl: '',
    ...partial,
  };
}

export function addAccount(rng: Rng, v: VendorGen, used: Set<string>, prop: PropGen | null, unit: UnitGen | null, service: string, kind: UtilityKind | null, stripped: boolean): AccountGen {
  for (;;) {
    const printed = acctNumber(rng, v.acctPattern);
    const digits = printed.replace(/[^0-9A-Za-z]/g, '');
    if (used.has(digits)) continue;
    used.add(digits);
    const a: AccountGen = { stored: stripped ? digits : printed, printed, prop, unit, service, kind };
    v.accounts.push(a);
    return a;
  }
}

