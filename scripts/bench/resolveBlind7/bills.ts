/*
 * Printing the 10,000 bills. Each bill is one vendor's document for one property (and unit,
 * or none), read by an imperfect extractor. What the document shows is chosen per bill
 * (payee, sender, account-number format, service address form, property and unit labels),
 * then the generator checks, with the directory at hand, that a careful reader could still
 * name the vendor, the property and the unit, and adds the missing clue when not.
 */
import type { BillInput } from '../../../src/server/directory/resolver/types';
import { CLIENT, type Region, countyLabel, officeLines } from './geography';
import { acctNorm, digitsOnly, printAccount } from './accounts';
import { isUnitCapable, tradeItems, utilityItems, type Item } from './lineItems';
import { propertyCore, vendorCore } from './names';
import { type CityMode, cased, cityLine, fmtDate, money, nameVariant, ocrNoise, ocrSlip } from './printing';
import { type PropRec, type PropertyWorld, type UnitRec } from './properties';
import { type Rng, WeightedList } from './rand';
import { type Addr, lineForms, looseKey } from './streets';
import { type AcctRec, type TradeKind, type VendorKind, type VendorRec, type VendorWorld } from './vendors';

export interface Expected7 {
  propertyId: string;
  unitId: string | null;
  vendorId: string;
  glAccount: string;
}

export interface Bill7 {
  input: BillInput;
  expected: Expected7;
}

/** Tallies of the variants actually drawn (for the data sheet). */
export type Tally = Map<string, number>;

const UTILITY_PLATFORMS = ['noreply@invoicecloud.net', 'ebill@paymentus.com', 'statements@municipalonlinepayments.com', 'notifications@doxo.com'];
const TRADE_PLATFORMS = ['quickbooks@notification.intuit.com', 'messenger@messaging.squareup.com', 'donotreply@billtrust.com', 'notifications@doxo.com'];
const PLATFORM_NAMES: Record<string, string> = {
  'noreply@invoicecloud.net': 'InvoiceCloud',
  'ebill@paymentus.com': 'Paymentus',
  'quickbooks@notification.intuit.com': 'QuickBooks',
  'messenger@messaging.squareup.com': 'Square',
  'donotreply@billtrust.com': 'Billtrust',
  'statements@municipalonlinepayments.com': 'Municipal Online Payments',
  'notifications@doxo.com': 'doxo',
};

const UNIT_SHARE: Partial<Record<VendorKind, number>> = {
  plumbing: 0.6, hvac: 0.55, electrical: 0.45, appliance: 0.9, roofing: 0.1, handyman: 0.6, well: 0.05, septic: 0.05, pest: 0.45, painting: 0.7,
  flooring: 0.9, cleaning: 0.3, turnover: 0.95, locksmith: 0.7, glass: 0.6, chimney: 0.5, hardware: 0.25, watertreat: 0.2, linen: 0.35,
  mhcsetup: 0.95, mhcinfra: 0.1, legal: 0.3,
};

const UTIL_WEIGHT: Partial<Record<VendorKind, number>> = { electric: 1.4, water: 1, sewer: 0.6, propane: 1, oil: 0.8, gas: 0.8, trash: 0.8, telecom: 0.6, tax: 0.8 };

let currentTags: string[] = [];

function bump(t: Tally, k: string): void {
  t.set(k, (t.get(k) ?? 0) + 1);
  currentTags.push(k);
}

export class BillPrinter {
  private readonly propIndex = new Map<string, Set<string>>();
  private readonly propTownIndex = new Map<string, Set<string>>();
  private readonly allAcctNorms = new Set<string>();
  readonly tally: Tally = new Map();
  /** Per bill, the variants drawn (for inspecting the set; not part of it). */
  readonly tags: string[][] = [];

  constructor(
    private readonly rng: Rng,
    private readonly pw: PropertyWorld,
    private readonly vw: VendorWorld,
    private readonly gl: Map<string, string>,
  ) {
    for (const p of pw.properties) {
      for (const n of [p.name, ...p.aliases]) {
        const k = propertyCore(n);
        const s = this.propIndex.get(k) ?? new Set<string>();
        s.add(p.id);
        this.propIndex.set(k, s);
        const kt = `${k}|${p.town.name}|${p.town.state}`;
        const st = this.propTownIndex.get(kt) ?? new Set<string>();
        st.add(p.id);
        this.propTownIndex.set(kt, st);
      }
    }
    for (const k of vw.acctIndex.keys()) this.allAcctNorms.add(k);
  }

  printAll(n: number): Bill7[] {
    const rng = this.rng;
    const billable = this.vw.vendors.filter((v) => this.gl.has(v.id));
    const utils = billable.filter((v) => v.utility && v.accounts.some((a) => a.prop));
    const trades = billable.filter((v) => !v.utility && v.serves.length > 0);
    const activity = new Map<string, number>();
    for (const v of trades) activity.set(v.id, 0.3 + rng.next() ** 2 * 6);
    const withProp = new Map<VendorRec, AcctRec[]>();
    for (const v of utils) withProp.set(v, v.accounts.filter((a) => a.prop));
    const utilPick = new WeightedList(utils, (v) => Math.sqrt(v.accounts.length) * (UTIL_WEIGHT[v.kind] ?? 1));
    const tradePick = new WeightedList(trades, (v) => activity.get(v.id) ?? 1);
    const bills: Bill7[] = [];
    for (let i = 0; i < n; i++) {
      if (rng.chance(0.47)) {
        const v = utilPick.pick(rng);
        const acct = rng.pick(withProp.get(v) ?? []);
        const prop = acct.prop;
        if (!prop) throw new Error('account without property');
        bills.push(this.bill(v, prop, acct.unit, acct));
      } else {
        const v = tradePick.pick(rng);
        const prop = v.defaultProperty && rng.chance(0.75) ? v.defaultProperty : rng.pick(v.serves);
        const share = UNIT_SHARE[v.kind] ?? 0;
        const unit = prop.units.length > 0 && isUnitCapable(v.kind) && rng.chance(share) ? rng.pick(prop.units) : null;
        const acct = v.accounts.find((a) => a.prop === prop) ?? v.accounts.find((a) => a.prop === null) ?? null;
        bills.push(this.bill(v, prop, unit, acct));
      }
    }
    return bills;
  }

  private uniqueVendorName(text: string, v: VendorRec): boolean {
    const ids = this.vw.nameIndex.get(vendorCore(text));
    return !!ids && ids.size === 1 && ids.has(v.id);
  }

  private uniquePropName(text: string, p: PropRec, withTown: boolean): boolean {
    const k = propertyCore(text);
    const ids = withTown ? this.propTownIndex.get(`${k}|${p.town.name}|${p.town.state}`) : this.propIndex.get(k);
    return !!ids && ids.size === 1 && ids.has(p.id);
  }

  /** A street address as printed; falls back to safer forms when the short one would be ambiguous. */
  private printAddr(addr: Addr, p: PropRec, unitForm: string | null, opts: { upper: boolean; forceFull: boolean; allowNone: boolean }): string {
    const rng = this.rng;
    const forms = lineForms(addr);
    const canonical = forms[0] ?? '';
    const lk = looseKey(canonical);
    const idx = this.pw.index;
    const lc = idx.looseCity.get(`${lk}|${p.town.name}|${p.town.state}`) ?? 0;
    const lz = idx.looseZip.get(`${lk}|${p.zip}`) ?? 0;
    const lg = idx.loose.get(lk) ?? 0;
    let mode: CityMode = opts.forceFull
      ? 'full'
      : rng.weighted<CityMode>([['full', 44], ['zip4', 16], ['cityOnly', 10], ['zipOnly', 5], ['altTown', p.town.townOf ? 10 : 0], ['none', opts.allowNone ? 12 : 0]]);
    if (mode === 'none' && lg !== 1) mode = 'full';
    const strict = ((mode === 'full' || mode === 'zip4' || mode === 'cityOnly') && lc > 1) || ((mode === 'zipOnly' || mode === 'altTown') && lz > 1);
    const form = strict ? canonical : rng.chance(0.45) ? canonical : rng.pick(forms);
    bump(this.tally, `addr.city.${mode}`);
    if (form !== canonical) bump(this.tally, 'addr.street.variantForm');
    let street = cased(rng, form, opts.upper);
    let unitLine: string | null = null;
    if (unitForm) {
      const style = rng.weighted<string>([['space', 3], ['comma', 3], ['nextLine', 2], ['before', 1]]);
      bump(this.tally, `unit.inAddress.${style}`);
      const u = cased(rng, unitForm, opts.upper);
      if (style === 'space') street = `${street} ${u}`;
      else if (style === 'comma') street = `${street}, ${u}`;
      else if (style === 'before') street = `${u}, ${street}`;
      else unitLine = u;
    }
    const city = cityLine(rng, p.town, p.zip, mode, opts.upper);
    const newline = unitLine !== null || rng.chance(0.45);
    const parts = [street, unitLine, city].filter((x): x is string => !!x);
    if (newline && city && (p.region.id === 'la' || p.rural) && rng.chance(0.12)) parts.push(cased(rng, countyLabel(p.region, p.town), opts.upper));
    return parts.join(newline ? '\n' : ', ');
  }

  private bill(v: VendorRec, p: PropRec, unit: UnitRec | null, acct: AcctRec | null): Bill7 {
    const rng = this.rng;
    const t = this.tally;
    currentTags = [];
    this.tags.push(currentTags);
    const region: Region = p.region;
    const glAccount = this.gl.get(v.id);
    if (!glAccount) throw new Error('no GL');
    const isTax = v.kind === 'tax';
    const upper = v.utility && rng.chance(0.35);
    const scanned = rng.chance(0.25);
    bump(t, `kind.${v.utility ? 'utility' : 'trade'}`);
    bump(t, unit ? 'level.unit' : 'level.property');

    /* ---------------- vendor clues ---------------- */
    const payeeMode = rng.weighted<string>([
      ['exact', 30], ['variant', 18], ['alias', v.aliases.length > 0 ? 12 : 0], ['dbaFull', v.dba ? 5 : 0], ['upper', 6], ['ocr', 8], ['null', 13], ['manager', 2], ['trunc', 4],
    ]);
    bump(t, `payee.${payeeMode}`);
    let payee: string | null;
    let payeeStrong = false;
    switch (payeeMode) {
      case 'exact':
        payee = rng.chance(0.6) ? v.display : v.name;
        break;
      case 'variant':
        payee = nameVariant(rng, v.display);
        break;
      case 'alias':
        payee = rng.pick(v.aliases);
        break;
      case 'dbaFull':
        payee = `${v.name} ${rng.pick(['d/b/a', 'dba', 'DBA'])} ${v.dba ?? v.display}`;
        payeeStrong = this.uniqueVendorName(v.name, v) || this.uniqueVendorName(v.dba ?? v.display, v);
        break;
      case 'upper':
        payee = v.display.toUpperCase();
        break;
      case 'ocr':
        payee = ocrSlip(rng, v.display);
        break;
      case 'manager':
        payee = rng.pick([CLIENT.legal, CLIENT.short, CLIENT.legal.toUpperCase()]);
        break;
      case 'trunc':
        payee = v.display.slice(0, rng.int(14, 22)).trim();
        break;
      default:
        payee = null;
    }
    if (payee && (payeeMode === 'variant' || payeeMode === 'ocr' || payeeMode === 'trunc')) {
      /* a reworded or damaged payee must not read as another vendor's exact name */
      const ids = this.vw.nameIndex.get(vendorCore(payee));
      if (ids && !ids.has(v.id)) {
        payee = v.display;
        bump(t, 'payee.revertedFromOtherVendorsName');
      }
    }
    if (payee && payeeMode !== 'dbaFull' && payeeMode !== 'ocr' && payeeMode !== 'trunc' && payeeMode !== 'manager') payeeStrong = this.uniqueVendorName(payee, v);

    const listedExact = v.senderEmails.filter((e) => !e.startsWith('@'));
    const listedDomain = v.senderEmails.find((e) => e.startsWith('@'))?.slice(1) ?? null;
    let senderMode = rng.weighted<string>([['listed', 30], ['domainOther', 12], ['platform', 11], ['staff', 16], ['null', 25], ['unlisted', 6]]);
    if (scanned) senderMode = rng.chance(0.7) ? 'null' : 'staff';
    if (senderMode === 'listed' && listedExact.length === 0 && !listedDomain) senderMode = 'platform';
    if (senderMode === 'domainOther' && !v.domain) senderMode = 'unlisted';
    let sender: string | null = null;
    switch (senderMode) {
      case 'listed':
        sender = listedExact.length > 0 && (!listedDomain || rng.chance(0.5)) ? rng.pick(listedExact) : rng.pick(v.emails.filter((e) => listedDomain && e.endsWith(`@${listedDomain}`)).concat([`billing@${listedDomain ?? 'x'}`]));
        break;
      case 'domainOther': {
        const others = v.emails.filter((e) => !v.senderEmails.includes(e) && e.endsWith(`@${v.domain ?? ''}`));
        sender = others.length > 0 ? rng.pick(others) : `noreply@${v.domain ?? ''}`;
        break;
      }
      case 'platform':
        sender = rng.pick(v.utility ? UTILITY_PLATFORMS : TRADE_PLATFORMS);
        break;
      case 'staff':
        sender = rng.pick(CLIENT.staff);
        break;
      case 'unlisted': {
        const others = v.emails.filter((e) => !v.senderEmails.includes(e) && !(listedDomain && e.endsWith(`@${listedDomain}`)));
        sender = others.length > 0 ? rng.pick(others) : null;
        break;
      }
      default:
        sender = null;
    }
    bump(t, `sender.${senderMode}`);
    const senderStrong = !!sender && (v.senderEmails.includes(sender) || (!!listedDomain && sender.endsWith(`@${listedDomain}`)));

    let letterMode = rng.weighted<string>([['name', 70], ['dba', v.dba ? 12 : 0], ['garbled', scanned ? 25 : 6], ['none', 8]]);
    let letterName: string | null = letterMode === 'name' ? v.display : letterMode === 'dba' ? (v.dba ?? v.display) : letterMode === 'garbled' ? ocrNoise(rng, v.display, 0.35) : null;
    let letterStrong = letterName !== null && letterMode !== 'garbled' && this.uniqueVendorName(letterName, v);
    let showRemit = !!v.remitTo && rng.chance(0.72);
    let showTax = !!v.taxId && rng.chance(0.18);
    const forwardFrom = senderMode === 'staff' && rng.chance(0.4) ? rng.pick(v.emails) : null;
    const forwardStrong = !!forwardFrom && (v.senderEmails.includes(forwardFrom) || (!!listedDomain && forwardFrom.endsWith(`@${listedDomain}`)));

    /* ---------------- account numbers ---------------- */
    const accountNumbers: string[] = [];
    let acctPrinted: { text: string; full: boolean } | null = null;
    if (acct) {
      const p0 = v.utility ? 0.9 : acct.prop ? 0.55 : 0.4;
      if (rng.chance(p0)) {
        acctPrinted = printAccount(rng, acct.number);
        accountNumbers.push(acctPrinted.text);
        bump(t, acctPrinted.full ? 'acct.printed' : 'acct.masked');
        if (acctPrinted.text !== acct.number && acctPrinted.full) bump(t, 'acct.reformatted');
      }
    }
    const acctVendorStrong = !!acctPrinted && acctPrinted.full && !!acct && (this.vw.acctIndex.get(acctNorm(acct.number))?.size ?? 0) === 1;
    const acctPropStrong = !!acctPrinted && acctPrinted.full && !!acct && acct.prop === p;
    const acctUnitStrong = acctPropStrong && !!acct && !!unit && acct.unit === unit;

    /* fix the vendor clue if the reader would have none */
    let vendorStrong = payeeStrong || senderStrong || letterStrong || showRemit || showTax || acctVendorStrong || forwardStrong;
    if (!vendorStrong) {
      bump(t, 'fix.vendor');
      if (v.remitTo) showRemit = true;
      else if (v.taxId) showTax = true;
      else if (this.uniqueVendorName(v.display, v)) {
        letterMode = 'name';
        letterName = v.display;
        letterStrong = true;
      } else throw new Error(`vendor ${v.id} cannot be told apart`);
      vendorStrong = true;
    }

    /* ---------------- property clues ---------------- */
    const defaultOnly = v.defaultProperty === p && !acctPropStrong && rng.chance(0.45);
    let serviceAddress: string | null = null;
    let addrIsUnitOwn = false;
    let unitInAddress = false;
    let propStrong = acctPropStrong;
    let unitStrong = unit === null || acctUnitStrong;
    const unitForm = (): string => {
      if (!unit) return '';
      const forms = unit.forms;
      return rng.chance(0.4) ? (forms[0] ?? unit.label) : rng.pick(forms);
    };
    /* inside running text a bare "3" or "2B" would not read as a unit: keep a word or "#" */
    const unitWordForm = (): string => {
      if (!unit) return '';
      if (unit.kind === 'addrlabel') return unit.label;
      const worded = unit.forms.filter((f) => /[A-Za-z]{2,}|#/.test(f));
      return worded.length > 0 ? rng.pick(worded) : `Unit ${unit.label}`;
    };
    if (!defaultOnly) {
      const pAddr = rng.chance(v.utility ? (acctPropStrong ? 0.8 : 0.9) : isTax ? 0.8 : 0.7);
      if (pAddr) {
        let target: Addr | null = p.addr;
        if (unit?.addr && rng.chance(0.75)) {
          target = unit.addr;
          addrIsUnitOwn = true;
          bump(t, 'unit.byOwnAddress');
        } else if (p.oldBox && rng.chance(0.35)) {
          target = p.oldBox;
          bump(t, 'addr.oldRuralRoute');
        }
        if (target) {
          const withUnit = !!unit && !addrIsUnitOwn && rng.chance(0.35);
          serviceAddress = this.printAddr(target, p, withUnit ? unitWordForm() : null, { upper, forceFull: false, allowNone: true });
          unitInAddress = withUnit;
          propStrong = true;
          if (addrIsUnitOwn || withUnit) unitStrong = true;
        }
      }
    } else bump(t, 'prop.vendorDefaultOnly');

    let propertyText: string | null = null;
    let propNameInText: string | null = null;
    let nameClue = false;
    if (!defaultOnly) {
      const ptMode = rng.weighted<string>([
        ['null', v.utility ? 48 : 30], ['name', 18], ['alias', p.aliases.length > 0 ? 9 : 0], ['variant', 8], ['nameTown', 6], ['town', 4], ['typo', 3], ['upper', 4],
      ]);
      bump(t, `propertyText.${ptMode}`);
      switch (ptMode) {
        case 'name':
          propertyText = p.name;
          break;
        case 'alias':
          propertyText = rng.pick(p.aliases);
          break;
        case 'variant':
          propertyText = p.name
            .replace('Apartments', rng.pick(['Apts', 'Apts.', 'Apartment']))
            .replace('Mobile Home Park', 'MHP')
            .replace('Manufactured Home Community', 'MHC')
            .replace('Senior Apartments', 'Sr Apts')
            .replace(' & ', ' and ');
          break;
        case 'nameTown':
          propertyText = `${p.name} - ${p.town.name}`;
          break;
        case 'town':
          propertyText = `${p.town.name}, ${p.town.state}`;
          break;
        case 'typo': {
          propertyText = ocrSlip(rng, p.name);
          const ids = this.propIndex.get(propertyCore(propertyText));
          if (ids && !ids.has(p.id)) propertyText = p.name;
          break;
        }
        case 'upper':
          propertyText = p.name.toUpperCase();
          break;
      }
      if (propertyText && ptMode !== 'town' && ptMode !== 'typo') {
        if (ptMode === 'nameTown' ? this.uniquePropName(p.name, p, true) : this.uniquePropName(propertyText, p, false)) {
          propStrong = true;
          nameClue = true;
        }
      }
      if (!propertyText && rng.chance(0.1)) {
        propNameInText = rng.chance(0.7) ? p.name : rng.pick([p.name, ...p.aliases]);
        if (this.uniquePropName(propNameInText, p, false)) {
          propStrong = true;
          nameClue = true;
        }
        bump(t, 'prop.nameOnlyInText');
      }
    }
    const billToOwner = !defaultOnly && !!p.owner && rng.chance(0.12);
    if (billToOwner && p.owner && this.uniquePropName(p.owner, p, false)) {
      propStrong = true;
      nameClue = true;
    }
    if (defaultOnly) propStrong = true;
    if (!propStrong) {
      bump(t, 'fix.property');
      const target = unit?.addr ?? p.addr ?? p.oldBox;
      if (target) {
        addrIsUnitOwn = !!unit?.addr && target === unit.addr;
        serviceAddress = this.printAddr(target, p, null, { upper, forceFull: true, allowNone: false });
        if (addrIsUnitOwn) unitStrong = true;
      } else {
        propertyText = `${p.name} - ${p.town.name}`;
        nameClue = true;
      }
      propStrong = true;
    }
    const clues = [serviceAddress ? 'address' : '', nameClue ? 'name' : '', acctPropStrong ? 'account' : '', defaultOnly ? 'vendorDefault' : ''].filter(Boolean).join('+');
    bump(t, `propClues.${clues}`);

    /* ---------------- unit clues ---------------- */
    let unitText: string | null = null;
    let unitInLine: string | null = null;
    let unitInBody: string | null = null;
    if (unit) {
      if (rng.chance(0.55)) unitText = unit.kind === 'addrlabel' ? unit.label : unitForm();
      else if (!unitStrong || rng.chance(0.3)) {
        if (rng.chance(0.6)) unitInLine = unitWordForm();
        else unitInBody = unitWordForm();
      }
      if (unitText || unitInLine || unitInBody) unitStrong = true;
      if (!unitStrong) {
        bump(t, 'fix.unit');
        unitText = unitForm();
        unitStrong = true;
      }
      if (unitText) bump(t, 'unit.unitText');
      if (unitInLine) bump(t, 'unit.onlyInLineItem');
      if (unitInBody) bump(t, 'unit.onlyInBody');
      if (!unitText && !unitInLine && !unitInBody && !unitInAddress && !addrIsUnitOwn) bump(t, 'unit.onlyByAccount');
    } else if (p.units.length > 0 && rng.chance(0.07)) {
      unitText = rng.pick(['Common Area', 'House Meter', 'CA', 'Office', 'Grounds', 'Whole site', 'N/A', 'Common']);
      bump(t, 'unit.pseudoUnitTextOnPropertyBill');
    }

    /* ---------------- line items ---------------- */
    let items: Item[];
    let meter: string | null = null;
    if (v.utility) {
      const u = utilityItems(rng, v.kind, region.id);
      items = u.items;
      meter = u.meter;
    } else items = tradeItems(rng, v.kind, !!unit);
    if (unitInLine) {
      const it = items[0];
      if (it) it.description = rng.chance(0.6) ? `${it.description} - ${unitInLine}` : `${unitInLine}: ${it.description}`;
    }

    /* ---------------- distractors ---------------- */
    const slips: string[] = [];
    let slipLabel = 'Reference:';
    if (rng.chance(0.12)) {
      const kind = meter && rng.chance(0.6) ? 'meter' : rng.pick(v.utility ? (v.kind === 'propane' || v.kind === 'oil' ? ['tank', 'invoice', 'po'] : v.kind === 'electric' ? ['maploc', 'invoice', 'po'] : ['invoice', 'po']) : ['invoice', 'po', 'workorder']);
      slipLabel = kind === 'meter' ? 'Meter No.' : kind === 'tank' ? rng.pick(['Tank S/N', 'Tank serial']) : kind === 'maploc' ? rng.pick(['Map Loc', 'Map location', 'Location No.']) : kind === 'po' ? 'PO #' : kind === 'workorder' ? 'Work Order' : rng.pick(['Reference:', 'Ticket #', 'Ref No.']);
      let s = '';
      if (kind === 'meter' && meter) s = meter;
      else if (kind === 'invoice') s = `${rng.int(10000, 999999)}`;
      else if (kind === 'po') s = `PO-${rng.int(1000, 9999)}`;
      else if (kind === 'workorder') s = `WO${rng.int(10000, 99999)}`;
      else if (kind === 'tank') s = `${rng.int(100000, 9999999)}`;
      else s = `${rng.int(1, 40)}-${rng.int(10, 99)}-${String(rng.int(1, 999)).padStart(3, '0')}`;
      if (s && !this.allAcctNorms.has(acctNorm(s)) && !(acct && digitsOnly(acct.number).endsWith(digitsOnly(s).slice(-4)))) {
        slips.push(s);
        accountNumbers.splice(rng.int(0, accountNumbers.length), 0, s);
        bump(t, `slip.account.${kind}`);
      }
    }
    const serviceAddresses: string[] = [];
    if (serviceAddress) serviceAddresses.push(serviceAddress);
    if (v.remitTo && showRemit && rng.chance(0.07)) {
      serviceAddresses.splice(rng.int(0, serviceAddresses.length), 0, v.remitTo);
      bump(t, 'slip.address.remitTo');
    }
    const office = region.office;
    if (rng.chance(0.04)) {
      serviceAddresses.splice(rng.int(0, serviceAddresses.length), 0, officeLines(office).join(rng.chance(0.5) ? '\n' : ', '));
      bump(t, 'slip.address.billTo');
    }

    /* ---------------- the document text ---------------- */
    const statementMs = Date.UTC(2025, 0, 6) + rng.int(0, 290) * 86400000;
    const date = fmtDate(rng, statementMs);
    const due = fmtDate(rng, statementMs + rng.int(10, 30) * 86400000);
    const invoiceNo = rng.pick([`INV-${rng.int(10000, 99999)}`, String(rng.int(100000, 999999)), `${rng.int(24, 25)}-${rng.int(1000, 9999)}`]);
    const L: string[] = [];
    if (senderMode === 'staff') {
      L.push('---------- Forwarded message ---------');
      if (forwardFrom) L.push(`From: ${v.display} <${forwardFrom}>`);
      else L.push(`From: ${rng.pick(['Accounts Receivable', 'Billing', 'Office'])} <${rng.pick(['scan', 'copier', 'mailroom'])}@${CLIENT.domain}>`);
      L.push(`Subject: ${rng.pick(['Invoice', 'Statement', 'Bill', 'FW: invoice'])} ${invoiceNo}`, '');
    }
    if (letterName) L.push(upper ? letterName.toUpperCase() : letterName);
    if (letterMode !== 'none') {
      L.push(v.street, v.cityLine, `Phone ${v.phone}${v.website ? `  ${v.website}` : ''}`);
      if (v.emails[0] && rng.chance(0.4) && letterMode !== 'garbled') L.push(`Email: ${rng.pick(v.emails.filter((e) => !e.startsWith('noreply')).concat(v.emails.slice(0, 1)))}`);
    } else L.push(`Phone ${v.phone}`);
    L.push('');
    const coop = /Cooperative|Co-op|Association|Membership/.test(v.name);
    L.push(
      isTax
        ? rng.pick(['2024 REAL ESTATE TAX STATEMENT', 'PROPERTY TAX BILL', 'REAL PROPERTY TAX NOTICE'])
        : v.utility
          ? rng.pick(coop ? ['MEMBER STATEMENT', 'STATEMENT', 'MEMBER BILL'] : v.kind === 'propane' || v.kind === 'oil' ? ['DELIVERY INVOICE', 'STATEMENT', 'INVOICE', 'DELIVERY TICKET / INVOICE'] : ['STATEMENT', 'UTILITY BILL', 'SERVICE STATEMENT', 'BILLING STATEMENT'])
          : rng.pick(['INVOICE', 'Invoice', 'STATEMENT', 'WORK ORDER / INVOICE']),
    );
    L.push(`${isTax ? 'Bill No.' : v.utility ? 'Statement No.' : 'Invoice #'} ${invoiceNo}    Date: ${date}    Due: ${due}`);
    if (acctPrinted && acct) {
      const label = isTax ? rng.pick(['Parcel No.', 'Parcel ID:', 'Tax Key:', 'Map/Lot:', 'Assessment No.']) : v.utility ? rng.pick(['Account No.', 'Account Number:', 'Acct #', 'Member/Location:', 'Customer Account:']) : rng.pick(['Customer #', 'Cust No.', 'Account:']);
      L.push(`${label} ${acctPrinted.text}`);
    }
    for (const s of slips) L.push(`${slipLabel} ${s}`);
    if (v.utility && !isTax) {
      const from = statementMs - rng.int(28, 33) * 86400000;
      L.push(`Service period: ${fmtDate(rng, from)} - ${fmtDate(rng, statementMs - 86400000)}`);
      if (meter && !slips.includes(meter) && rng.chance(0.5)) L.push(`Meter ${meter}   Prev ${rng.int(1000, 49999)}   Pres ${rng.int(50000, 99999)}`);
      if (acct && acctPrinted && !unit) L.push(`Description: ${acct.label}`);
    }
    L.push('');
    L.push(rng.pick(['BILL TO:', 'Bill To', 'SOLD TO:', 'Customer:', 'Mail to:']));
    if (billToOwner && p.owner) L.push(p.owner, `c/o ${CLIENT.legal}`);
    else L.push(rng.chance(0.8) ? CLIENT.legal : CLIENT.short.toUpperCase());
    if (rng.chance(0.5)) L.push(rng.pick(['Attn: Accounts Payable', `Attn: ${office.label}`, 'Attn: AP Dept']));
    L.push(...officeLines(office));
    L.push('');
    if (serviceAddress || propertyText || unitText) {
      L.push(isTax ? rng.pick(['Property location:', 'Property address:', 'Site address:']) : v.utility ? rng.pick(['SERVICE LOCATION:', 'Service Address:', 'Premises:', 'Location of service:']) : rng.pick(['Job site:', 'JOB LOCATION:', 'Service address:', 'Ship to:', 'Work performed at:']));
      if (propertyText) L.push(propertyText);
      if (serviceAddress) L.push(serviceAddress);
      if (unitText) L.push(`${rng.pick(['Unit:', 'Apt/Unit:', 'Location:', ''])} ${unitText}`.trim());
      L.push('');
    }
    if (propNameInText) L.push(`${rng.pick(['Re:', 'Property:', 'For:', 'Job:'])} ${propNameInText}`, '');
    if (unitInBody) L.push(`${rng.pick(['Work done in', 'Location:', 'Tenant unit:', 'Per your request -'])} ${unitInBody}`, '');
    if (isTax) {
      L.push(`Owner: ${p.owner ?? CLIENT.legal}`);
      if (rng.chance(0.6)) L.push(`Legal: ${rng.pick([`Lot ${rng.int(1, 24)} Blk ${rng.int(1, 9)} Original Plat of ${p.town.name}`, `SE 1/4 NW 1/4 Sec ${rng.int(1, 36)} T${rng.int(20, 48)}N R${rng.int(2, 12)}E`, `Part of Lot ${rng.int(1, 40)}, ${p.town.name} Village`, `${rng.int(1, 40)}.${rng.int(10, 99)} AC in Sec ${rng.int(1, 36)}`])}`);
      L.push(`Tax district: ${countyLabel(region, p.town)}`, '');
    }
    const itemLines = items.map((it) => `${it.description.padEnd(44, ' ')} ${money(it.amount).padStart(10, ' ')}`);
    L.push(`${'DESCRIPTION'.padEnd(44, ' ')} ${'AMOUNT'.padStart(10, ' ')}`);
    const total = items.reduce((s, it) => s + it.amount, 0);
    const body = [...itemLines, `${'TOTAL DUE'.padEnd(44, ' ')} ${('$' + money(total)).padStart(10, ' ')}`].join('\n');
    L.push(scanned ? ocrNoise(rng, body, 0.02) : body);
    L.push('');
    if (showRemit && v.remitTo) {
      const parts = v.remitTo.split(', ');
      const remitLines = [...parts.slice(0, -2), parts.slice(-2).join(', ')];
      L.push(rng.pick(['Please remit to:', 'REMIT TO:', 'Make checks payable to:', 'Mail payment to:']));
      if (rng.chance(0.6)) L.push(rng.chance(0.5) ? v.display : v.name);
      L.push(rng.chance(0.5) ? v.remitTo : remitLines.join('\n'));
    }
    if (showTax && v.taxId) L.push(`${rng.pick(['Fed ID', 'Federal Tax ID:', 'EIN', 'TIN:'])} ${rng.chance(0.8) ? v.taxId : v.taxId.replace('-', '')}`);
    const footer = isTax
      ? rng.pick(['Taxes not paid by the due date are delinquent and accrue interest.', 'Pay in person at the courthouse, by mail, or online.', 'Keep this portion for your records.'])
      : v.utility
      ? rng.pick([
          coop ? 'Your cooperative - owned by the members it serves.' : 'Thank you for your prompt payment.',
          'Payments received after the due date are subject to a 1.5% late charge.',
          'Call before you dig: 811.',
          'Office hours Mon-Fri 8:00-4:30. Night drop box at the office.',
          v.kind === 'electric' ? 'Report outages 24/7 at the number above.' : 'Questions about your bill? Call the office.',
        ])
      : rng.pick(['Thank you for your business!', 'Terms: Net 30. 1.5% per month on past due balances.', 'We appreciate you!', 'Payment due upon receipt.', 'Questions? Call the office.']);
    L.push(scanned ? ocrNoise(rng, footer, 0.03) : footer);
    if (senderMode === 'platform' && sender) L.push(`This ${v.utility ? 'bill' : 'invoice'} was delivered by ${PLATFORM_NAMES[sender] ?? 'a billing service'} on behalf of ${v.display}.`);
    const text = L.join('\n');

    if (!vendorStrong || !propStrong || !unitStrong) throw new Error('unanswerable bill');
    return {
      input: {
        payee,
        senderEmail: sender,
        accountNumbers,
        serviceAddresses,
        propertyText,
        unitText,
        text,
        lineItems: items.map((it) => ({ description: it.description })),
      },
      expected: { propertyId: p.id, unitId: unit ? unit.id : null, vendorId: v.id, glAccount },
    };
  }
}

export type { TradeKind };
