/**
 * Making vendor records: a unique name (its legal suffix aside), a mail domain, a remit-to that is
 * a lockbox, a PO box or the shop's own street address, a federal tax ID, and the billing platform
 * some send through (Paymentus, InvoiceCloud, bill.com, QuickBooks, ServiceTitan...).
 */
import type { Category } from './catalog';
import { normName } from './corrupt';
import type { Metro } from './geoTypes';
import type { Platform, VendorModel } from './model';
import { at, type Rng } from './rng';
import type { SiteMaker } from './sites';
import { renderStreet } from './streets';

export const PLATFORMS: Readonly<Record<string, Platform>> = {
  paymentus: { name: 'Paymentus', email: 'noreply@paymentus.com', footer: 'Pay online or by phone through Paymentus. A convenience fee may apply.' },
  invoicecloud: { name: 'InvoiceCloud', email: 'no-reply@invoicecloud.net', footer: 'Powered by InvoiceCloud - view and pay your bill online.' },
  billcom: { name: 'BILL', email: 'receivables@hq.bill.com', footer: 'Pay this invoice securely with BILL (bill.com).' },
  quickbooks: { name: 'QuickBooks', email: 'quickbooks@notification.intuit.com', footer: 'Review and pay this invoice online. Powered by QuickBooks.' },
  servicetitan: { name: 'ServiceTitan', email: 'noreply@servicetitan.com', footer: 'Invoice sent via ServiceTitan.' },
  jobber: { name: 'Jobber', email: 'no-reply@jobber.com', footer: 'Sent with Jobber. Pay online with card or ACH.' },
  fieldroutes: { name: 'FieldRoutes', email: 'invoices@fieldroutes.com', footer: 'Powered by FieldRoutes.' },
  skimmer: { name: 'Skimmer', email: 'billing@getskimmer.com', footer: 'Sent via Skimmer pool service software.' },
  cinc: { name: 'CINC Systems', email: 'noreply@cincsystems.net', footer: 'Log in to the homeowner portal (CINC Systems) to pay.' },
  appfolio: { name: 'AppFolio', email: 'donotreply@appfolio.com', footer: 'Pay online through your AppFolio owner portal.' },
};

const PLATFORM_ODDS: Readonly<Record<Category, readonly (readonly [string | null, number])[]>> = {
  electric: [[null, 8], ['paymentus', 2]], water: [[null, 5], ['paymentus', 3], ['invoicecloud', 3]], gas: [[null, 8], ['paymentus', 2]], trash: [[null, 9], ['paymentus', 1]],
  telecom: [[null, 1]], tax: [[null, 7], ['invoicecloud', 2], ['paymentus', 1]], hoa: [[null, 3], ['cinc', 4], ['appfolio', 3]], pest: [[null, 5], ['fieldroutes', 3], ['quickbooks', 2]],
  pool: [[null, 5], ['skimmer', 4], ['quickbooks', 1]], lawn: [[null, 6], ['quickbooks', 2], ['jobber', 2]], trade: [[null, 5], ['quickbooks', 2], ['billcom', 1], ['servicetitan', 1.5], ['jobber', 1]],
  national: [[null, 8], ['billcom', 2]],
};

const LOCKBOXES = ['Dallas, TX 75266', 'Houston, TX 77210', 'Atlanta, GA 30353', 'Charlotte, NC 28260', 'Carol Stream, IL 60197', 'Philadelphia, PA 19170', 'Pasadena, CA 91185', 'Louisville, KY 40290', 'Cincinnati, OH 45274', 'Chicago, IL 60693', 'Birmingham, AL 35246', 'Memphis, TN 38101', 'New Orleans, LA 70160', 'Nashville, TN 37230'];
const EIN_PREFIXES = ['20', '26', '27', '45', '46', '47', '58', '62', '63', '64', '72', '74', '75', '76', '81', '82', '83', '84', '85', '86', '87', '88', '92', '93'];

export interface VendorSpec {
  core: string;
  suffix: string;
  category: Category;
  trade: string;
  metros: readonly string[];
  gl: string;
  alts: readonly string[];
  unitShare: number;
  lines: readonly string[];
  dba?: string | null;
  franchise?: boolean;
  domain?: string | null;
  aliases?: readonly string[];
  /** The metro whose city the remit-to sits in; null for a national lockbox. */
  home: Metro | null;
  weight?: number;
}

const STOP = new Set(['and', 'the', 'of', 'co', 'company', 'inc', 'llc', 'corp', 'corporation', 'services', 'service', 'ltd', 'lp']);

/** Two names with the same key would be one vendor to a clerk ("Garza's Plumbing Co." and "Garza Plumbing"). */
export function nameKey(s: string): string {
  return normName(s.replace(/'s\b/gi, '').replace(/\bL\.L\.C\.|\bL\.P\./gi, ' ')).split(' ').filter((w) => !STOP.has(w)).join(' ');
}

export class VendorKit {
  readonly vendors: VendorModel[] = [];
  private readonly names = new Set<string>();
  private readonly domains = new Set<string>();
  private readonly eins = new Set<string>();
  private readonly boxes = new Set<string>();

  constructor(private readonly rng: Rng, private readonly sites: SiteMaker) {}

  /** Claims a name (legal suffix aside); false if another vendor holds it. */
  take(name: string): boolean {
    const key = nameKey(name);
    if (this.names.has(key)) return false;
    this.names.add(key);
    return true;
  }

  isFree(name: string): boolean {
    return !this.names.has(nameKey(name));
  }

  private domainFor(core: string): string {
    const words = core.toLowerCase().replace(/&/g, ' ').replace(/[^a-z0-9 ]/g, '').split(' ').filter((w) => w !== '' && w !== 'of' && w !== 'the' && w !== 'and');
    const joined = words.join('');
    const slug = joined.length <= 20 ? joined : `${words[0] ?? ''}${words.slice(1).map((w) => w[0] ?? '').join('')}`;
    const civic = /^(city|town|county)|district|authority|board|system|parish|sheriff|treasur|trustee|tax/.test(core.toLowerCase());
    for (let i = 0; ; i++) {
      const tld = civic ? this.rng.pick(['org', 'gov', 'us']) : this.rng.weighted<string>([['com', 8], ['net', 1], ['biz', 0.3], ['co', 0.3]]);
      const d = `${slug}${i === 0 ? '' : i + 1}.${tld}`;
      if (!this.domains.has(d)) {
        this.domains.add(d);
        return d;
      }
    }
  }

  private remit(home: Metro | null): string[] {
    for (;;) {
      if (home !== null && this.rng.chance(0.22)) {
        const city = at(home.cities, 0);
        const s = this.sites.single(home, city, at(city.zips, 0));
        return [`${s.number} ${renderStreet(s.street, this.rng)}${this.rng.chance(0.3) ? ` Ste ${this.rng.int(100, 400)}` : ''}`, `${city.name}, ${city.state} ${s.zip}`];
      }
      const box = String(this.rng.chance(0.5) ? this.rng.int(100, 99999) : this.rng.int(200000, 989999));
      const where = home === null ? this.rng.pick(LOCKBOXES) : `${at(home.cities, 0).name}, ${at(home.cities, 0).state} ${at(at(home.cities, 0).zips, 0)}`;
      const key = `${box}|${where}`;
      if (this.boxes.has(key)) continue;
      this.boxes.add(key);
      return [`${this.rng.pick(['PO Box', 'P.O. Box', 'PO BOX', 'Dept'])} ${box}`, `${where}-${box.padStart(4, '0').slice(-4)}`];
    }
  }

  private ein(): string {
    for (;;) {
      const e = `${this.rng.pick(EIN_PREFIXES)}-${String(this.rng.int(1000000, 9999999))}`;
      if (!this.eins.has(e)) {
        this.eins.add(e);
        return e;
      }
    }
  }

  create(spec: VendorSpec): VendorModel {
    const legal = spec.suffix === '' ? spec.core : spec.suffix.startsWith(',') ? `${spec.core}${spec.suffix}` : `${spec.core} ${spec.suffix}`;
    const domain = spec.domain === undefined ? this.domainFor(spec.dba ?? spec.core) : spec.domain;
    const platformKey = this.rng.weighted(PLATFORM_ODDS[spec.category]);
    const platform = platformKey === null ? null : (PLATFORMS[platformKey] ?? null);
    const remitLines = this.remit(spec.home);
    const aliases = (spec.aliases ?? []).filter((a) => this.take(a));
    if (spec.dba && !aliases.includes(spec.dba)) {
      if (!this.isFree(spec.dba)) throw new Error(`dba ${spec.dba} already names another vendor`);
      this.take(spec.dba);
      aliases.push(spec.dba);
    }
    const emails: string[] = [];
    if (domain !== null) {
      const box = this.rng.pick(['billing', 'ar', 'invoices', 'accounting', 'ebill', 'statements', 'office', 'noreply']);
      const mode = this.rng.weighted<string>([['address', 4], ['domain', spec.franchise ? 0 : 3], ['none', 1.5]]);
      const local = spec.franchise ? spec.core.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 30) : box;
      if (mode === 'address') emails.push(`${local}@${domain}`);
      if (mode === 'domain') emails.push(`@${domain}`);
    }
    if (platform !== null && this.rng.chance(0.25)) emails.push(platform.email);
    const tax = spec.category === 'tax' || spec.category === 'water' || spec.category === 'electric' ? this.rng.chance(0.2) : this.rng.chance(0.65);
    const v: VendorModel = {
      dir: { id: '', name: legal, aliases, senderEmails: emails, remitTo: remitLines.join(', '), taxId: tax ? this.ein() : null, defaultGlAccount: null, defaultPropertyId: null, accounts: [] },
      category: spec.category, trade: spec.trade, metros: new Set(spec.metros), core: spec.core, dba: spec.dba ?? null, franchise: spec.franchise ?? false, domain, platform, remitLines,
      gl: spec.gl, alts: spec.alts, unitShare: spec.unitShare, lines: spec.lines, accounts: [], printForms: [], weight: spec.weight ?? 0.2 + this.rng.float() ** 2 * 3,
    };
    this.vendors.push(v);
    return v;
  }
}
