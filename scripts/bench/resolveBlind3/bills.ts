import type { BillInput } from '../../../src/server/directory/resolver/types';
import type { BillParts } from './billText';
import { layoutBill } from './billText';
import { UTILITY_LINES, WORK } from './lineItems';
import { MANAGER } from './manager';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { normName } from './placeIndex';
import type { Portfolio, PropModel, UnitModel } from './portfolio';
import type { PrintedSite, SiteContext, SiteOpts } from './printing';
import { money, printAccount, printDate, printPropertyName, printSite, printUnit, thousands, unitFieldValue } from './printing';
import { slipWord } from './addresses';
import type { Rng } from './rng';
import type { VendorIndex } from './vendorIndex';
import type { AccountModel, VendorModel } from './vendorModel';

/*
 * 10,000 bills with known answers. Each bill is what extraction hands over: payee, sender,
 * account numbers, service addresses, property/unit text, the whole text, line items — with
 * the printing habits and extraction slips of real mail. Every bill carries at least one
 * signal a careful clerk with the directory open could use to pin the property, the unit (when
 * the bill is for one) and the vendor; hard cases keep exactly that and no more.
 */

export interface BillCase {
  input: BillInput;
  expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string };
  /** Tags describing the case (for the mix report, not part of the set). */
  tags: string[];
}

export type Category =
  | 'electric' | 'gas' | 'water' | 'trash' | 'telecom' | 'bulkCable' | 'utilityBilling' | 'tax' | 'hoa' | 'national'
  | 'franchise' | 'local' | 'soleProp' | 'service';

export const BILL_PLAN: readonly (readonly [Category, number])[] = [
  ['electric', 1350], ['gas', 500], ['water', 950], ['trash', 480], ['telecom', 420], ['bulkCable', 60], ['utilityBilling', 140],
  ['tax', 150], ['hoa', 200], ['national', 1000], ['franchise', 300], ['local', 3600], ['soleProp', 520], ['service', 330],
];

const UNIT_P: Readonly<Record<string, number>> = {
  plumbing: 0.6, hvac: 0.55, electrical: 0.4, appliance: 0.85, handyman: 0.55, locksmith: 0.6, glass: 0.4, garageDoor: 0.25,
  painting: 0.8, cleaning: 0.8, janitorial: 0.15, flooring: 0.85, resurfacing: 0.9, drywall: 0.6, junk: 0.5, pest: 0.25,
  restoration: 0.6, roofing: 0.1, fence: 0.05, contractor: 0.3, concrete: 0.05, tree: 0.03, landscaping: 0.03, fire: 0.1,
  signage: 0.1, septic: 0.2, legal: 0.92, inspection: 0.7, supplies: 0.12, paintSupply: 0.1, plumbingSupply: 0.08,
  applianceSupply: 0.35, hvacSupply: 0.1, foundation: 0.1,
};

/** Other services on a combined municipal bill. */
const COMBINED_LINES: Readonly<Record<string, readonly string[]>> = {
  water: ['Water Service', 'Water Usage Charge'], sewer: ['Wastewater Service', 'Sewer Charge'], trash: ['Solid Waste Fee', 'Sanitation', 'Garbage Collection'],
  drainage: ['Drainage Fee', 'Stormwater Fee'], electric: ['Electric Service'], gas: ['Natural Gas Service', 'Gas Charges'],
};

/** Work descriptions that only make sense at a community or commercial site. */
const COMMUNITY_WORDS = /clubhouse|bldg|building|breezeway|leasing|RTU|parking|pool|lobby|elevator|suite|monument|pylon|boiler|chiller|laundry|storefront|mailbox|day porter|restroom|compactor|tenant panel|ADA|meter room|commercial/i;

const KIND_UNIT_FACTOR: Readonly<Record<string, number>> = { hoa: 0.12, retail: 0.7, office: 0.6, storage: 0.3, mhp: 0.5, mixed: 0.9 };

const PLATFORMS: readonly (readonly [string, string])[] = [
  ['quickbooks@notification.intuit.com', 'QuickBooks'], ['no-reply@bill.com', 'BILL'], ['noreply@freshbooks.com', 'FreshBooks'],
  ['messenger@messaging.squareup.com', 'Square'], ['no-reply@servicetitan.com', 'ServiceTitan'], ['noreply@housecallpro.com', 'Housecall Pro'],
  ['invoices@jobber.com', 'Jobber'], ['noreply@billtrust.com', 'Billtrust'], ['ebill@paymentus.com', 'Paymentus'], ['notification@invoicecloud.net', 'InvoiceCloud'],
];

export interface World {
  portfolio: Portfolio;
  vendors: readonly VendorModel[];
  vendorById: Map<string, VendorModel>;
  vindex: VendorIndex;
  gl: Map<string, string | null>;
}

interface Ev {
  propStrong: boolean;
  unitStrong: boolean;
  vendorStrong: boolean;
}

// ---------------------------------------------------------------- small printers

function managerBlock(rng: Rng, p: PropModel, careOf: string | null): string[] {
  const o = p.metro.office;
  const name = rng.pick(MANAGER.printed);
  const lines: string[] = [];
  if (careOf) lines.push(careOf, `c/o ${name}`);
  else lines.push(name);
  if (rng.chance(0.35)) lines.push(rng.pick(['Attn: Accounts Payable', 'ATTN: AP', 'Attn: AP Dept', `Attn: ${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`]));
  const r = rng.float();
  if (r < 0.5) lines.push(`${o.street} ${o.suite}`, `${o.city}, ${o.state} ${o.zip}`);
  else if (r < 0.85) lines.push(`PO Box ${MANAGER.centralAp.poBox}`, `${MANAGER.centralAp.city}, ${MANAGER.centralAp.state} ${MANAGER.centralAp.zip}`);
  else lines.push(`PO Box ${o.poBox}`, `${o.city}, ${o.state} ${o.poZip}`);
  return rng.chance(0.2) ? lines.map((l) => l.toUpperCase()) : lines;
}

function remitLines(rng: Rng, v: VendorModel, stale: boolean): string[] | null {
  if (!v.remit) return null;
  const r = v.remit;
  const line = stale ? `PO Box ${rng.range(1000, 99999)}` : r.line;
  const lineV = r.kind === 'po' ? rng.pick([line, line.replace('PO Box', 'P.O. Box'), line.toUpperCase(), line.replace('PO Box', 'Post Office Box'), line.replace('PO Box', 'P O BOX')]) : line;
  const zip = rng.chance(0.7) ? r.zip : r.zip.slice(0, 5);
  const out: string[] = [];
  if (r.dept) out.push(r.dept);
  out.push(lineV, `${r.city}${rng.chance(0.8) ? ',' : ''} ${r.state} ${zip}`);
  return out;
}

function payeeVariant(rng: Rng, v: VendorModel): string {
  const pool: [string, number][] = [[v.name, 5]];
  for (const a of v.aliases) pool.push([a, 2]);
  if (v.spec) for (const pr of v.spec.print) pool.push([pr, 4]);
  for (const u of v.unlistedNames) pool.push([u, v.cls === 'soleProp' ? 4 : 1.2]);
  if (v.cls === 'soleProp' && v.aliases.length > 0) pool.push([v.aliases[0] as string, 6]);
  let t = rng.weighted(pool);
  const r = rng.float();
  if (r < 0.18) t = t.toUpperCase();
  else if (r < 0.24) t = t.replace(/,? (LLC|Inc\.?|L\.L\.C\.|Co\.|Corp\.)$/, '');
  else if (r < 0.28 && /\bLLC$/.test(t)) t = t.replace(/ LLC$/, ', L.L.C.');
  else if (r < 0.3) t = t.replace(/&/g, 'and');
  return t;
}

function ocr(rng: Rng, s: string): string {
  const words = s.split(' ');
  const i = words.findIndex((w) => /^[A-Za-z]{6,}$/.test(w));
  if (i < 0) return s;
  words[i] = slipWord(words[i] as string, rng);
  return words.join(' ');
}

function pickSender(rng: Rng, v: VendorModel, cat: Category): { email: string | null; how: 'vendor' | 'platform' | 'scan' | 'staff' | 'none'; platform: string | null } {
  const w: Record<string, readonly [number, number, number, number, number]> = {
    utility: [60, 8, 22, 5, 5], national: [65, 10, 15, 5, 5], local: [58, 17, 12, 9, 4], franchise: [58, 17, 12, 9, 4],
    soleProp: [68, 10, 10, 8, 4], service: [60, 12, 15, 9, 4], tax: [20, 0, 70, 0, 10], hoa: [60, 0, 30, 0, 10],
  };
  const cls = ['electric', 'gas', 'water', 'trash', 'telecom', 'bulkCable', 'utilityBilling'].includes(cat) ? 'utility' : cat;
  const [a, b, c, d, e] = w[cls] ?? [60, 10, 15, 10, 5];
  const how = rng.weighted([['vendor', v.senders.length > 0 ? a : 0], ['platform', b], ['scan', c], ['staff', d], ['none', e]] as const);
  switch (how) {
    case 'vendor':
      return { email: rng.weighted(v.senders.map((s) => [s.email, s.listed ? 4 : 1] as const)), how, platform: null };
    case 'platform': {
      const util = cls === 'utility';
      const opts = PLATFORMS.filter(([, n]) => (util ? ['Paymentus', 'InvoiceCloud', 'Billtrust'].includes(n) : !['Paymentus', 'InvoiceCloud'].includes(n)));
      const [email, name] = rng.pick(opts);
      return { email, how, platform: name };
    }
    case 'scan':
      return { email: rng.pick(MANAGER.scanners), how, platform: null };
    case 'staff':
      return { email: `${rng.pick(MANAGER.staff)}@${MANAGER.domain}`, how, platform: null };
    default:
      return { email: null, how, platform: null };
  }
}

function invoiceNo(rng: Rng): string {
  return rng.weighted([[String(rng.range(1000, 99999)), 5], [`INV-${rng.range(10000, 999999)}`, 3], [`${rng.range(2024, 2025)}-${rng.digits(4)}`, 2], [`${rng.hex(2).toUpperCase()}${rng.digits(6)}`, 1]] as const);
}

function billDate(rng: Rng): Date {
  return new Date(Date.UTC(2025, 4, 1) + rng.int(106) * 86400000);
}

function amountFor(rng: Rng, cat: string): number {
  const ranges: Record<string, readonly [number, number]> = {
    electric: [28, 4200], gas: [25, 1800], water: [30, 9500], trash: [85, 3200], telecom: [45, 650], bulkCable: [2500, 28000],
    utilityBilling: [150, 2400], tax: [1200, 185000], hoa: [45, 1200], legal: [150, 1450], supplies: [18, 4800],
  };
  const [lo, hi] = ranges[cat] ?? [75, 6500];
  return Math.round((lo + (hi - lo) * Math.pow(rng.float(), 2.2)) * 100) / 100;
}

function splitAmount(rng: Rng, total: number, n: number): number[] {
  const w = Array.from({ length: n }, (_, i) => (i === 0 ? 3 : 1) * (0.2 + rng.float()));
  const s = w.reduce((a, b) => a + b, 0);
  const out = w.map((x) => Math.round((total * x) / s * 100) / 100);
  const diff = Math.round((total - out.reduce((a, b) => a + b, 0)) * 100) / 100;
  out[0] = Math.round(((out[0] ?? 0) + diff) * 100) / 100;
  return out;
}

function sharesAddress(p: PropModel): string | null {
  const own = p.units.filter((u) => u.ownAddr && u.ownAddr.street === p.addr.street);
  if (own.some((u) => u.ownAddr?.num === p.addr.num)) {
    const nums = own.map((u) => Number(u.ownAddr?.num)).filter((n) => Number.isFinite(n));
    return `${Math.min(...nums)}-${Math.max(...nums)}`;
  }
  return null;
}

// ---------------------------------------------------------------- the builder

export class BillBuilder {
  private readonly siteIndex;

  constructor(private readonly rng: Rng, private readonly world: World) {
    const ix = world.portfolio.index;
    this.siteIndex = {
      looseCityCount: ix.looseCityCount.bind(ix),
      looseAllCount: ix.looseAllCount.bind(ix),
      numCityCount: ix.numCityCount.bind(ix),
      numZipCount: ix.numZipCount.bind(ix),
    };
  }

  private nameStrong(text: string, p: PropModel): boolean {
    const s = this.world.portfolio.index.names.get(normName(text));
    return !!s && s.size === 1 && s.has(p.id);
  }

  /** Can a clerk tell this vendor at all (without an account)? Used to skip hopeless twins. */
  vendorTellable(v: VendorModel): boolean {
    const vi = this.world.vindex;
    return vi.nameStrong(v.name, v) || vi.remitStrong(v) || !!v.taxId || v.senders.some((s) => vi.senderStrong(s.email, v));
  }

  private site(p: PropModel, u: UnitModel | null, o: Partial<SiteContext>, opts: SiteOpts): PrintedSite {
    const ctx: SiteContext = { prop: p, unit: u, useOwn: false, bldgNum: null, unitPlace: 'inline', note: null, range: null, ...o };
    if (ctx.useOwn && (!ctx.unit || !ctx.unit.ownAddr)) ctx.useOwn = false;
    // A small building whose units carry their own house numbers: the building as a whole is "1421-1423".
    if (!ctx.useOwn && !ctx.bldgNum) ctx.range = sharesAddress(p);
    return printSite(this.rng, ctx, opts, this.siteIndex);
  }

  /** Unit placement for a unit-level bill: where extraction/clerk finds the unit. */
  private unitPlacement(u: UnitModel, byAccount: boolean): 'own' | 'inline' | 'line' | 'field' | 'desc' | 'none' {
    const rng = this.rng;
    if (u.ownAddr && rng.chance(0.75)) return 'own';
    return rng.weighted([['inline', 42], ['line', 13], ['field', 16], ['desc', byAccount ? 6 : 18], ['none', byAccount ? 23 : 0]] as const);
  }

  build(cat: Category, v: VendorModel, p: PropModel, u: UnitModel | null, acct: AccountModel | null): BillCase {
    const isUtil = ['electric', 'gas', 'water', 'trash', 'telecom', 'bulkCable', 'utilityBilling'].includes(cat);
    if (isUtil) return this.utility(cat, v, p, u, acct);
    if (cat === 'tax') return this.tax(v, p, acct);
    if (cat === 'hoa') return this.hoa(v, p, acct);
    return this.invoice(cat, v, p, u, acct);
  }

  private finish(
    cat: Category, v: VendorModel, p: PropModel, u: UnitModel | null, parts: BillParts, ev: Ev, fields: {
      payee: string | null; sender: string | null; accountNumbers: string[]; serviceAddresses: string[]; propertyText: string | null;
      unitText: string | null; lineItems: string[];
    }, tags: string[],
  ): BillCase {
    const rng = this.rng;
    const vi = this.world.vindex;
    // Fallbacks so every bill stays answerable.
    if (!ev.vendorStrong) {
      if (vi.nameStrong(v.name, v)) {
        parts.footer.push(`Make checks payable to: ${v.name}`);
        tags.push('fallback-vendor-name');
      } else if (v.taxId) {
        parts.headerLines.push(`Federal Tax ID: ${v.taxId}`);
        tags.push('fallback-vendor-taxid');
      } else if (v.remit && vi.remitStrong(v)) {
        parts.remit = remitLines(rng, v, false);
        tags.push('fallback-vendor-remit');
      } else if (v.senders.some((s) => vi.senderStrong(s.email, v))) {
        const s = v.senders.find((x) => vi.senderStrong(x.email, v));
        parts.headerLines.push(`Email: ${s?.email ?? ''}`);
        tags.push('fallback-vendor-email');
      } else if (v.accounts.some((a) => a.propertyId === p.id)) {
        const a = v.accounts.find((x) => x.propertyId === p.id) as AccountModel;
        const printed = printAccount(rng, a.formatted);
        parts.siteExtra.push(`Account #: ${printed}`);
        fields.accountNumbers.push(printed);
        tags.push('fallback-vendor-account');
      } else {
        throw new Error(`vendor ${v.name} not identifiable on bill`);
      }
    }
    if (!ev.propStrong) {
      if (p.hasAddress) {
        const s = this.site(p, null, { unitPlace: 'none' }, { upper: 0, noCity: 0, plus4: 0.2, slip: 0 });
        parts.siteExtra.push(`Property Address: ${s.lines.join(', ')}`);
        fields.serviceAddresses.push(s.lines.join(', '));
        tags.push('fallback-prop-address');
      } else if (this.nameStrong(p.name, p)) {
        parts.siteExtra.push(`Property: ${p.name}`);
        fields.propertyText = fields.propertyText ?? p.name;
        tags.push('fallback-prop-name');
      } else {
        parts.siteExtra.push(`Property: ${p.name} - ${p.city.name}, ${p.city.state}`);
        fields.propertyText = fields.propertyText ?? `${p.name} - ${p.city.name}`;
        tags.push('fallback-prop-name-city');
      }
    }
    if (u && !ev.unitStrong) {
      const us = printUnit(u, rng);
      parts.siteExtra.push(`Unit: ${us}`);
      fields.unitText = fields.unitText ?? us;
      tags.push('fallback-unit');
    }
    const text = layoutBill(parts, rng.int(4));
    const gl = this.world.gl.get(v.id);
    if (!gl) throw new Error(`no GL for vendor ${v.name}`);
    return {
      input: {
        payee: fields.payee,
        senderEmail: fields.sender,
        accountNumbers: fields.accountNumbers,
        serviceAddresses: fields.serviceAddresses,
        propertyText: fields.propertyText,
        unitText: fields.unitText,
        text,
        lineItems: fields.lineItems.map((description) => ({ description })),
      },
      expected: { propertyId: p.id, unitId: u ? u.id : null, vendorId: v.id, glAccount: gl },
      tags: [cat, ...tags],
    };
  }

  private commonVendor(v: VendorModel, cat: Category, tags: string[]): { payee: string | null; header: string; sender: string | null; preamble: string[]; strong: boolean; stale: boolean } {
    const rng = this.rng;
    const vi = this.world.vindex;
    let printed = payeeVariant(rng, v);
    let slipped = false;
    if (rng.chance(0.025)) {
      printed = ocr(rng, printed);
      slipped = true;
      tags.push('payee-ocr');
    }
    const payee = rng.chance(0.02) ? null : printed;
    if (!payee) tags.push('payee-missing');
    const snd = pickSender(rng, v, cat);
    tags.push(`sender-${snd.how}`);
    const preamble: string[] = [];
    if (snd.how === 'platform' && snd.platform) {
      preamble.push(rng.pick([`Invoice from ${printed} via ${snd.platform}`, `${printed} sent you an invoice`, `New bill from ${printed} (${snd.platform})`, `You have a new invoice from ${printed}`]));
    } else if (snd.how === 'staff' && rng.chance(0.6) && v.senders.length > 0) {
      const orig = rng.pick(v.senders).email;
      preamble.push('---------- Forwarded message ---------', `From: ${printed} <${orig}>`, `Subject: ${rng.pick(['Invoice', 'Your bill is ready', 'Statement', 'Invoice attached'])}`);
    }
    const stale = !!v.remit && rng.chance(0.02);
    if (stale) tags.push('remit-stale');
    const strongName = !slipped && vi.nameStrong(printed, v);
    const strongSender = vi.senderStrong(snd.email, v) || (preamble.length === 3 && v.senders.some((s) => preamble[1]?.includes(s.email) && vi.senderStrong(s.email, v)));
    const strongRemit = !stale && vi.remitStrong(v);
    if (!strongName) tags.push('payee-weak');
    return { payee, header: printed, sender: snd.email, preamble, strong: strongName || strongSender || strongRemit, stale };
  }

  // ------------------------------------------------------------ utility statement

  private utility(cat: Category, v: VendorModel, p: PropModel, u: UnitModel | null, acct: AccountModel | null): BillCase {
    const rng = this.rng;
    const tags: string[] = [];
    const cv = this.commonVendor(v, cat, tags);
    const ev: Ev = { propStrong: false, unitStrong: false, vendorStrong: cv.strong };
    const fields = { payee: cv.payee, sender: cv.sender, accountNumbers: [] as string[], serviceAddresses: [] as string[], propertyText: null as string | null, unitText: null as string | null, lineItems: [] as string[] };

    // Where
    const role = acct?.role ?? 'house';
    const notes: Record<string, readonly string[]> = {
      house: ['HOUSE', 'HSE', 'COMMON AREA', 'CA LIGHTS', ''], pool: ['POOL', 'POOL PUMP', 'POOL EQUIP'], irrigation: ['IRRIG', 'IRRIGATION', 'SPRINKLER'],
      gate: ['GATE', 'ENTRY GATE', 'GATE OPR'], office: ['OFFICE', 'LEASING OFC', 'OFC'], elevatorLine: ['ELEV', 'ELEVATOR PHONE', 'ELEV 1'],
      master: ['MASTER METER', 'MASTER', ''], building: [''], service: [''], bulk: [''], parcel: [''], vacant: [''], unitMeter: [''],
    };
    const note = rng.chance(0.3) ? rng.pick(notes[role] ?? ['']) || null : null;
    let place: ReturnType<BillBuilder['unitPlacement']> = 'none';
    if (u) {
      place = this.unitPlacement(u, true);
      tags.push(`unit-${place}`);
    }
    const site = this.site(p, u, {
      useOwn: place === 'own',
      bldgNum: acct?.bldgNum ?? null,
      unitPlace: place === 'inline' ? 'inline' : place === 'line' ? 'line' : 'none',
      note,
    }, { upper: 0.55, noCity: 0.02, plus4: 0.45, slip: 0.03 });
    if (acct?.bldgNum) tags.push('building-address');
    ev.propStrong = site.strongProperty;
    ev.unitStrong = site.strongUnit && !!u;

    // Account
    let accountLine: string | null = null;
    if (acct) {
      const masked = !u && site.strongProperty && rng.chance(0.04) && (cat === 'trash' || cat === 'telecom' || cat === 'electric');
      if (masked) {
        const c = acct.formatted.replace(/[^A-Za-z0-9]/g, '');
        const shown = rng.chance(0.5) ? `XXXXXX${c.slice(-4)}` : `****${c.slice(-4)}`;
        accountLine = `Account Number: ${shown}`;
        fields.accountNumbers.push(shown);
        tags.push('account-masked');
      } else {
        const printed = printAccount(rng, acct.formatted);
        accountLine = `${rng.pick(['Account Number:', 'Account #:', 'ACCOUNT NO.', 'Acct:', 'Customer Account:', 'Account:'])} ${printed}`;
        if (rng.chance(0.96)) fields.accountNumbers.push(printed);
        else tags.push('account-not-extracted');
        ev.propStrong = true;
        if (u && acct.unitId === u.id) ev.unitStrong = true;
        ev.vendorStrong = true;
      }
    }
    if (!ev.propStrong) tags.push('weak-site');

    // Customer name
    const cn = rng.float();
    let customer: string;
    let careOf: string | null = null;
    if (cn < 0.35) {
      const pn = printPropertyName(rng, p, 0.6);
      customer = pn.text;
      careOf = pn.text;
      if (rng.chance(0.8)) fields.propertyText = pn.text;
      if (pn.exact && this.nameStrong(pn.text, p)) ev.propStrong = true;
    } else if (cn < 0.6) {
      customer = p.owner.toUpperCase();
      careOf = p.owner;
      tags.push('customer-owner');
    } else {
      customer = rng.pick(MANAGER.printed);
    }

    const siteLines = site.lines;
    const serviceStr = rng.chance(0.5) ? siteLines.join('\n') : siteLines.join(', ');
    const extractionSlip = rng.float();
    if (extractionSlip < 0.04) tags.push('service-address-not-extracted');
    else fields.serviceAddresses.push(serviceStr);
    const billTo = managerBlock(rng, p, careOf);
    if (extractionSlip > 0.97) {
      fields.serviceAddresses.push(billTo.slice(-2).join(', '));
      tags.push('billto-in-service-addresses');
    }
    const siteExtra: string[] = [`Customer Name: ${customer}`];
    if (u && place === 'field') {
      const uv = unitFieldValue(u, rng);
      siteExtra.push(`${rng.pick(['Unit:', 'Unit #:', 'Apt:', 'Premise Unit:'])} ${uv}`);
      fields.unitText = uv;
      ev.unitStrong = true;
    } else if (u && place === 'line' && rng.chance(0.7)) {
      fields.unitText = siteLines[1] ?? null;
    } else if (u && place === 'inline' && rng.chance(0.25)) {
      fields.unitText = printUnit(u, rng);
    }

    // Charges
    const d = billDate(rng);
    const ds = rng.int(5);
    const kindKey = cat === 'bulkCable' ? 'bulkCable' : cat === 'utilityBilling' ? 'utilityBilling' : cat;
    const texasOnly = /TDU|PUC|Gross Receipts/;
    const retailProvider = v.spec?.premiseLabel === 'ESI ID';
    const base = (UTILITY_LINES[kindKey] ?? ['Service']).filter((l) => retailProvider || !texasOnly.test(l));
    const items: { description: string; amount: number }[] = [];
    const total = amountFor(rng, cat);
    const names = rng.sample(base, rng.range(2, Math.min(5, base.length)));
    for (const ex of v.spec?.extras ?? []) if (rng.chance(0.7)) names.push(rng.pick(COMBINED_LINES[ex] ?? [ex]));
    const uniq = [...new Set(names)];
    names.splice(0, names.length, ...uniq);
    if (u && place === 'desc') {
      const us = printUnit(u, rng);
      names.push(rng.pick([`Vacant unit service - ${us}`, `${us} - vacant`, `Service for ${us}`]));
      ev.unitStrong = true;
    }
    const amounts = splitAmount(rng, total, names.length);
    names.forEach((n, i) => items.push({ description: n, amount: amounts[i] ?? 0 }));
    fields.lineItems = names;

    const detail: string[] = [];
    const start = new Date(d.getTime() - 33 * 86400000);
    detail.push(`Service Period: ${printDate(start, ds)} - ${printDate(new Date(d.getTime() - 3 * 86400000), ds)}`);
    if (cat === 'electric') {
      if (v.spec?.premiseLabel) detail.push(`${v.spec.premiseLabel}: 1044372${rng.digits(10)}`);
      detail.push(`Meter Number: ${rng.digits(9)}   Usage: ${thousands(total / (0.09 + 0.06 * rng.float()))} kWh`);
    } else if (cat === 'gas') detail.push(`Meter #: ${rng.digits(8)}   Usage: ${thousands(total / (0.9 + 0.6 * rng.float()))} CCF`);
    else if (cat === 'water') detail.push(`Meter #: ${rng.digits(8)}   Usage: ${thousands(total / (7 + 6 * rng.float()))} kgal`);
    else if (cat === 'trash') detail.push(`Service: ${rng.pick(['8 YD Front Load 3x/week', '6 YD FEL 2x/week', '30 YD Compactor', '95 gal cart weekly', '4 YD FEL 1x/week'])}`);
    if (rng.chance(0.05)) {
      fields.accountNumbers.push(rng.digits(9));
      tags.push('extra-number-extracted');
    }

    const payTo = cv.payee ?? cv.header;
    const stub: string[] = [];
    if (acct) stub.push(`Account Number ${printAccount(rng, acct.formatted)}    Amount Due $${money(total)}`);
    if (rng.chance(0.4)) stub.push(`Service Address: ${siteLines[0]}`);
    stub.push(`Make checks payable to ${rng.chance(0.6) ? payTo : v.name}`);
    const parts: BillParts = {
      layout: 'utility',
      preamble: cv.preamble,
      headerName: rng.chance(0.5) ? cv.header.toUpperCase() : cv.header,
      headerLines: [v.web ?? '', `Customer Service ${v.phone}`].filter(Boolean),
      title: rng.pick(['STATEMENT', 'Your Monthly Statement', 'UTILITY BILL', 'Bill Summary', `${cat === 'electric' ? 'Electric' : cat === 'gas' ? 'Natural Gas' : cat === 'water' ? 'Water & Sewer' : 'Service'} Statement`]),
      meta: [`Statement Date: ${printDate(d, ds)}`, `Due Date: ${printDate(new Date(d.getTime() + 21 * 86400000), ds)}`],
      billToLabel: rng.pick(['Mailing Address:', 'Bill To:', 'Customer:']),
      billTo,
      siteLabel: rng.pick(['Service Address:', 'SERVICE LOCATION', 'Premise Address:', 'Service Location:']),
      site: siteLines,
      siteExtra,
      accountLine,
      detail,
      items,
      total,
      remitLabel: rng.pick(['Remit Payment To:', 'Mail payment to:', 'Please remit to:']),
      remitName: cv.header,
      remit: remitLines(rng, v, cv.stale),
      stub,
      footer: rng.chance(0.5) ? ['Pay online, by phone or by mail. A late fee may apply to balances not received by the due date.'] : [],
    };
    if (u) tags.push('unit-level');
    return this.finish(cat, v, p, u, parts, ev, fields, tags);
  }

  // ------------------------------------------------------------ tax statement

  private tax(v: VendorModel, p: PropModel, acct: AccountModel | null): BillCase {
    const rng = this.rng;
    const tags: string[] = [];
    const cv = this.commonVendor(v, 'tax', tags);
    const ev: Ev = { propStrong: false, unitStrong: true, vendorStrong: cv.strong };
    const fields = { payee: cv.payee, sender: cv.sender, accountNumbers: [] as string[], serviceAddresses: [] as string[], propertyText: null as string | null, unitText: null as string | null, lineItems: [] as string[] };
    const site = this.site(p, null, { unitPlace: 'none' }, { upper: 0.8, noCity: 0.25, plus4: 0, slip: 0.02 });
    ev.propStrong = site.strongProperty;
    let accountLine: string | null = null;
    if (acct) {
      const printed = printAccount(rng, acct.formatted);
      accountLine = `${rng.pick(['Account No:', 'Parcel ID:', 'PARCEL NUMBER', 'Account Number:', 'Property ID:'])} ${printed}`;
      fields.accountNumbers.push(printed);
      ev.propStrong = true;
      ev.vendorStrong = true;
    }
    fields.serviceAddresses.push(site.lines.join(' '));
    const d = billDate(rng);
    const total = amountFor(rng, 'tax');
    const names = rng.sample(UTILITY_LINES['tax'] ?? ['Tax'], rng.range(2, 4));
    const amounts = splitAmount(rng, total, names.length);
    fields.lineItems = names;
    const parts: BillParts = {
      layout: 'tax', preamble: cv.preamble, headerName: cv.header.toUpperCase(), headerLines: [v.web ?? '', v.phone].filter(Boolean),
      title: rng.pick(['2024 PROPERTY TAX STATEMENT', '2025 Real Estate Tax Bill', 'Second Half 2024 Tax Bill', 'Delinquent Tax Notice']),
      meta: [`Statement Date: ${printDate(d, 0)}`],
      billToLabel: 'Owner:', billTo: managerBlock(rng, p, p.owner.toUpperCase()),
      siteLabel: rng.pick(['Property Location:', 'Situs Address:', 'Property Address:']), site: site.lines,
      siteExtra: [`Legal Description: ${rng.pick(['LOT', 'LT'])} ${rng.range(1, 40)} ${rng.pick(['BLK', 'BLOCK'])} ${rng.range(1, 20)} ${rng.pick(['ADDN', 'SUBD', 'ADDITION', 'PH 2'])}`],
      accountLine, detail: [`Assessed Value: $${thousands(rng.range(90, 40000) * 1000)}`],
      items: names.map((n, i) => ({ description: n, amount: amounts[i] ?? 0 })), total,
      remitLabel: 'Make checks payable to:', remitName: cv.header, remit: remitLines(rng, v, false), stub: [], footer: ['Taxes not paid by January 31 are delinquent and accrue penalty and interest.'],
    };
    return this.finish('tax', v, p, null, parts, ev, fields, tags);
  }

  // ------------------------------------------------------------ HOA statement

  private hoa(v: VendorModel, p: PropModel, acct: AccountModel | null): BillCase {
    const rng = this.rng;
    const tags: string[] = [];
    const cv = this.commonVendor(v, 'hoa', tags);
    const ev: Ev = { propStrong: false, unitStrong: true, vendorStrong: cv.strong };
    const fields = { payee: cv.payee, sender: cv.sender, accountNumbers: [] as string[], serviceAddresses: [] as string[], propertyText: null as string | null, unitText: null as string | null, lineItems: [] as string[] };
    let site: PrintedSite | null = null;
    if (rng.chance(0.9)) {
      site = this.site(p, null, { unitPlace: 'none' }, { upper: 0.2, noCity: 0.2, plus4: 0, slip: 0.02 });
      ev.propStrong = site.strongProperty;
      fields.serviceAddresses.push(site.lines.join(', '));
    } else tags.push('no-site');
    let accountLine: string | null = null;
    if (acct && rng.chance(0.92)) {
      const printed = printAccount(rng, acct.formatted);
      accountLine = `Account #: ${printed}`;
      fields.accountNumbers.push(printed);
      ev.propStrong = true;
      ev.vendorStrong = true;
    }
    if (!ev.propStrong && v.defaultPropertyId === p.id && ev.vendorStrong) {
      ev.propStrong = true;
      tags.push('default-property');
    }
    const d = billDate(rng);
    const total = amountFor(rng, 'hoa');
    const names = [rng.pick(['Quarterly Assessment', 'Monthly Dues', 'Annual Assessment', 'Semi-Annual Assessment']), ...rng.sample(['Late Fee', 'Special Assessment', 'Reserve Contribution', 'Collection Fee', 'Violation Fine'], rng.range(0, 2))];
    const amounts = splitAmount(rng, total, names.length);
    fields.lineItems = names;
    const hoaName = cv.header.replace(/ c\/o .*$/i, '');
    const parts: BillParts = {
      layout: 'hoa', preamble: cv.preamble, headerName: hoaName, headerLines: [v.hoaManager ? `c/o ${v.hoaManager}` : '', v.phone].filter(Boolean),
      title: rng.pick(['Statement of Account', 'Assessment Notice', 'Quarterly Assessment Statement', 'Coupon']),
      meta: [`Statement Date: ${printDate(d, 1)}`],
      billToLabel: 'Owner:', billTo: managerBlock(rng, p, p.owner),
      siteLabel: 'Property:', site: site ? site.lines : null, siteExtra: [], accountLine, detail: [],
      items: names.map((n, i) => ({ description: n, amount: amounts[i] ?? 0 })), total,
      remitLabel: 'Make checks payable to:', remitName: `${hoaName}${v.hoaManager ? ` c/o ${v.hoaManager}` : ''}`, remit: remitLines(rng, v, false), stub: [], footer: [],
    };
    return this.finish('hoa', v, p, null, parts, ev, fields, tags);
  }

  // ------------------------------------------------------------ invoices (trades, suppliers, services)

  private invoice(cat: Category, v: VendorModel, p: PropModel, u: UnitModel | null, acct: AccountModel | null): BillCase {
    const rng = this.rng;
    const tags: string[] = [];
    const cv = this.commonVendor(v, cat, tags);
    const ev: Ev = { propStrong: false, unitStrong: false, vendorStrong: cv.strong };
    const fields = { payee: cv.payee, sender: cv.sender, accountNumbers: [] as string[], serviceAddresses: [] as string[], propertyText: null as string | null, unitText: null as string | null, lineItems: [] as string[] };
    const supplier = cat === 'national' && /Supply|supplies|paint|appliance|office|janitorial|hvacSupply|plumbingSupply/i.test(v.kind);
    const legal = v.kind === 'legal';

    // Header
    const headerLines: string[] = [];
    if (v.shop) headerLines.push(v.shop.line, v.shop.cityLine);
    headerLines.push(`${rng.pick(['Phone:', 'Ph:', 'Tel', 'Office:'])} ${v.phone}`);
    if (v.senders[0] && rng.chance(0.45)) headerLines.push(`Email: ${v.senders[0].email}`);
    if (v.web && rng.chance(0.5)) headerLines.push(v.web);
    if (v.taxId && rng.chance(cat === 'soleProp' ? 0.1 : 0.18)) {
      headerLines.push(`${rng.pick(['Fed Tax ID:', 'EIN:', 'Tax ID #', 'FEIN:'])} ${v.taxId}`);
      ev.vendorStrong = true;
      tags.push('taxid-printed');
    }
    if (v.person && v.person !== cv.header && rng.chance(0.5)) headerLines.unshift(v.person);

    // Where: address, name, both
    let place: ReturnType<BillBuilder['unitPlacement']> = 'none';
    if (u) {
      place = this.unitPlacement(u, !!acct?.unitId);
      tags.push(`unit-${place}`, 'unit-level');
    }
    const isSfr = p.kind === 'sfr';
    const onlyDefault = v.defaultPropertyId === p.id && rng.chance(0.2) && !u;
    const showAddr = !onlyDefault && (isSfr || rng.chance(0.78) || place === 'own' || place === 'inline' || place === 'line');
    const showName = !onlyDefault && !isSfr && (rng.chance(0.55) || !showAddr);
    if (showAddr) tags.push('job-address');
    if (showName) tags.push('job-name');
    const siteLines: string[] = [];
    let site: PrintedSite | null = null;
    if (showAddr) {
      site = this.site(p, u, { useOwn: place === 'own', unitPlace: place === 'inline' ? 'inline' : place === 'line' ? 'line' : 'none' }, { upper: 0.15, noCity: 0.12, plus4: 0.05, slip: 0.035 });
      ev.propStrong = site.strongProperty;
      ev.unitStrong = !!u && site.strongUnit;
      siteLines.push(...site.lines);
    }
    let nameLine: string | null = null;
    if (showName) {
      const pn = printPropertyName(rng, p, 0.15);
      nameLine = pn.text;
      if (pn.exact && this.nameStrong(pn.text, p)) ev.propStrong = true;
      else tags.push('name-ambiguous-or-inexact');
    }
    if (onlyDefault) tags.push('default-property-only');
    if (v.defaultPropertyId === p.id && ev.vendorStrong && !ev.propStrong) {
      ev.propStrong = true;
      tags.push('default-property');
    }
    const siteExtra: string[] = [];
    const nameInBlock = nameLine !== null && siteLines.length > 0 && rng.chance(0.5);
    if (nameLine !== null) {
      if (nameInBlock) siteLines.unshift(nameLine);
      else siteExtra.push(`${rng.pick(['Property:', 'Community:', 'Job Name:', 'Customer:', 'Location:', 'Property Name:'])} ${nameLine}`);
      if (rng.chance(0.85)) fields.propertyText = nameLine;
    }
    if (siteLines.length > 0) {
      const joined = rng.chance(0.5) ? siteLines.join('\n') : siteLines.join(', ');
      const slip = rng.float();
      if (slip < 0.05) tags.push('service-address-not-extracted');
      else fields.serviceAddresses.push(nameInBlock ? siteLines.slice(1).join(rng.chance(0.5) ? '\n' : ', ') : joined);
      if (slip > 0.965 && v.shop) {
        fields.serviceAddresses.push(`${v.shop.line}, ${v.shop.cityLine}`);
        tags.push('vendor-address-in-service-addresses');
      }
    }
    if (!fields.propertyText && site && rng.chance(0.05)) fields.propertyText = siteLines[nameInBlock ? 1 : 0] ?? null;

    // Unit field / description
    let unitDesc: string | null = null;
    if (u) {
      if (place === 'field') {
        const uv = unitFieldValue(u, rng);
        siteExtra.push(`${rng.pick(u.residential ? ['Unit:', 'Unit #:', 'Apt:', 'Apt #:'] : ['Suite:', 'Unit:', 'Space:'])} ${uv}`);
        fields.unitText = uv;
        ev.unitStrong = true;
      } else if (place === 'desc') {
        unitDesc = printUnit(u, rng);
        ev.unitStrong = true;
      } else if (place === 'line' && rng.chance(0.7)) {
        fields.unitText = site?.lines[1] ?? null;
      } else if (place === 'inline' && rng.chance(0.3)) {
        fields.unitText = printUnit(u, rng);
      }
    }
    if (rng.chance(0.3)) siteExtra.push(`${rng.pick(['Work Order #:', 'WO#', 'PO #:', 'Ticket #'])} ${rng.range(10000, 999999)}`);
    if (legal) {
      const tenant = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
      siteExtra.unshift(`Re: ${rng.pick(['Eviction', 'Forcible Detainer', 'Dispossessory', 'Lease Default'])} - ${tenant}`);
    }

    // Account
    let accountLine: string | null = null;
    if (acct && rng.chance(0.88)) {
      const printed = printAccount(rng, acct.formatted);
      accountLine = `${rng.pick(['Customer #:', 'Account #:', 'Acct:', 'Customer No.', 'Account Number:', 'Cust ID:'])} ${printed}`;
      if (rng.chance(0.93)) fields.accountNumbers.push(printed);
      ev.vendorStrong = true;
      if (acct.propertyId === p.id) ev.propStrong = true;
      if (u && acct.unitId === u.id) ev.unitStrong = true;
    }
    if (rng.chance(0.04)) {
      fields.accountNumbers.push(rng.chance(0.5) ? invoiceNo(rng) : String(rng.range(10000, 999999)));
      tags.push('extra-number-extracted');
    }

    // Lines
    const lib = WORK[v.kind];
    const items: { description: string; amount: number }[] = [];
    const names: string[] = [];
    if (lib) {
      const small = p.kind === 'sfr' || p.kind === 'duplex' || p.kind === 'plex';
      const siteWork = small ? lib.prop.filter((d) => !COMMUNITY_WORDS.test(d)) : lib.prop;
      const main = u && lib.unit.length > 0
        ? rng.pick(lib.unit)
        : small && lib.unit.length > 0 && (siteWork.length === 0 || rng.chance(0.7))
          ? rng.pick(lib.unit)
          : rng.pick(siteWork.length > 0 ? siteWork : lib.prop.length > 0 ? lib.prop : lib.unit);
      names.push(unitDesc ? rng.pick([`${unitDesc} - ${main}`, `${main} (${unitDesc})`, `${unitDesc}: ${main}`, `${main} at ${unitDesc}`]) : main);
      for (const ex of rng.sample(lib.extra, rng.range(0, 2))) names.push(ex);
    } else {
      const lines = UTILITY_LINES[v.kind] ?? ['Services rendered'];
      const main = rng.pick(lines);
      names.push(unitDesc ? `${main} - ${unitDesc}` : main);
      if (rng.chance(0.4)) names.push(rng.pick(lines));
    }
    const total = amountFor(rng, supplier ? 'supplies' : legal ? 'legal' : 'trade');
    const amounts = splitAmount(rng, total, names.length);
    names.forEach((n, i) => items.push({ description: n, amount: amounts[i] ?? 0 }));
    fields.lineItems = names;

    const d = billDate(rng);
    const ds = rng.int(5);
    const meta = [`${rng.pick(['Invoice #:', 'Invoice No.', 'INVOICE #', 'Inv #'])} ${invoiceNo(rng)}`, `${rng.pick(['Date:', 'Invoice Date:', 'Date of Service:'])} ${printDate(d, ds)}`];
    if (rng.chance(0.5)) meta.push(`Terms: ${rng.pick(['Net 30', 'Due on receipt', 'Net 15', 'Net 45'])}`);
    const remitName = rng.chance(0.5) ? v.name : cv.header;
    const parts: BillParts = {
      layout: supplier ? 'supplier' : 'invoice',
      preamble: cv.preamble,
      headerName: cv.header,
      headerLines,
      title: supplier ? rng.pick(['INVOICE', 'Invoice', 'SALES INVOICE']) : rng.pick(['INVOICE', 'Invoice', 'SERVICE INVOICE', 'STATEMENT', 'Work Order Invoice', 'BILL']),
      meta,
      billToLabel: supplier ? 'Sold To:' : rng.pick(['Bill To:', 'BILL TO', 'Customer:', 'Billing Address:']),
      billTo: managerBlock(rng, p, rng.chance(0.05) ? p.owner : null),
      siteLabel: supplier ? 'Ship To:' : rng.pick(['Job Location:', 'Service Address:', 'Job Site:', 'Location:', 'Service Location:', 'Job Address:', 'Property Address:']),
      site: siteLines.length > 0 ? siteLines : null,
      siteExtra,
      accountLine,
      detail: [],
      items,
      total,
      remitLabel: rng.pick(['Please remit payment to:', 'Remit To:', 'Make checks payable to:', 'Send payment to:']),
      remitName,
      remit: v.remitText || v.remit ? remitLines(rng, v, cv.stale) : null,
      stub: [],
      footer: rng.pick([['Thank you for your business!'], ['Thank you for your business!', 'A 1.5% monthly finance charge applies to past due balances.'], [`Questions? Call ${v.phone}`], []]),
    };
    if (!v.remitText && v.remit && rng.chance(0.5)) parts.remit = null;
    return this.finish(cat, v, p, u, parts, ev, fields, tags);
  }
}

// ---------------------------------------------------------------- choosing who and where

export function chooseUnit(rng: Rng, v: VendorModel, p: PropModel): UnitModel | null {
  if (p.units.length === 0) return null;
  const base = UNIT_P[v.kind] ?? 0;
  const f = KIND_UNIT_FACTOR[p.kind] ?? 1;
  return rng.chance(base * f) ? rng.pick(p.units) : null;
}
