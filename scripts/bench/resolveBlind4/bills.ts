/*
 * 10,000 bills with known answers. Each bill picks a vendor (weighted by how often its trade
 * bills), a site consistent with that vendor, then decides what the paper shows and what
 * extraction made of it.
 */
import type { BillInput } from '../../../src/server/directory/resolver/types';
import { ocrSlip, renderCityLine, renderStreet, streetCanon, type Addr } from './addressFormat';
import { billToLines, layout, type TextParts } from './billText';
import type { Portfolio, Property, Unit } from './buildings';
import { MANAGER, officeFor } from './geo';
import { FIRST_NAMES, SURNAMES } from './names';
import type { Rng } from './rand';
import { TRADES, trade, type TradeKey } from './trades';
import { norm, servesKind, type Account, type Vendor } from './vendors';
import { renderUnit } from './unitFormat';

export interface Bill {
  input: BillInput;
  expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string };
}

/** What the generator chose, for the mix report. */
export interface BillTags {
  trade: TradeKey;
  propMode: string;
  unitMode: string;
  payeeMode: string;
  senderMode: string;
  noise: string[];
}

const PLATFORMS = ['quickbooks@notification.intuit.com', 'invoicing@billtrust.com', 'no-reply@servicetitan.com', 'noreply@jobber.com', 'invoices@housecallpro.com', 'invoice@bill.com'];
const UTIL_PLATFORMS = ['no-reply@paymentus.com', 'ebill@billmatrix.com', 'donotreply@invoicecloud.com'];
const STAFF = ['jkowalczyk', 'mrivera', 'tnguyen', 'bsullivan', 'apatel', 'kjohnson', 'maintenance.chi', 'ap'];

export function buildBills(rng: Rng, pf: Portfolio, vendors: Vendor[], glOf: Map<string, string>, n: number, tags: BillTags[]): Bill[] {
  const byTrade = new Map<TradeKey, { v: Vendor; w: number }[]>();
  for (const v of vendors) {
    const list = byTrade.get(v.trade) ?? [];
    list.push({ v, w: 0 });
    byTrade.set(v.trade, list);
  }
  for (const list of byTrade.values()) {
    rng.shuffle(list);
    list.forEach((x, i) => (x.w = 1 / Math.pow(i + 1, 0.6)));
  }
  const propById = new Map(pf.properties.map((p) => [p.id, p]));
  const propsByMetro = new Map<string, Property[]>();
  for (const p of pf.properties) propsByMetro.set(p.metro, [...(propsByMetro.get(p.metro) ?? []), p]);
  const utilAccounts = new Map<TradeKey, { v: Vendor; a: Account }[]>();
  for (const v of vendors)
    if (v.kind === 'utility' || v.trade === 'telecom')
      for (const a of v.accounts) utilAccounts.set(v.trade, [...(utilAccounts.get(v.trade) ?? []), { v, a }]);

  const bills: Bill[] = [];
  const tradeW = TRADES.map((t) => [t.key, t.billW] as const);
  while (bills.length < n) {
    const tk = rng.weighted(tradeW);
    const t = trade(tk);
    let v: Vendor;
    let acct: Account | null = null;
    let p: Property;
    let u: Unit | null = null;
    if (tk === 'electric' || tk === 'gas' || tk === 'water' || tk === 'telecom') {
      const x = rng.pick(utilAccounts.get(tk) ?? []);
      v = x.v;
      acct = x.a;
      p = propById.get(x.a.propertyId as string) as Property;
      u = x.a.unitId ? (p.units.find((y) => y.id === x.a.unitId) ?? null) : null;
    } else {
      v = rng.weighted((byTrade.get(tk) ?? []).map((x) => [x.v, x.w] as const));
      const own = v.accounts.filter((a) => a.propertyId);
      if (own.length && (v.sibling || rng.chance(0.8))) {
        acct = rng.pick(own);
        p = propById.get(acct.propertyId as string) as Property;
      } else if (v.defaultPropertyId && rng.chance(0.6)) {
        p = propById.get(v.defaultPropertyId) as Property;
      } else {
        const pool = v.metros.flatMap((m) => propsByMetro.get(m) ?? []).filter((q) => servesKind(tk, q));
        if (pool.length === 0) continue;
        p = rng.pick(pool);
      }
      if (p.units.length && rng.chance(t.unitP)) u = rng.pick(p.units);
      if (v.accounts.some((a) => a.propertyId === null) && rng.chance(0.5)) acct = v.accounts.find((a) => a.propertyId === null) ?? null;
    }
    if (v.sibling && !acct) continue;
    const tag: BillTags = { trade: tk, propMode: '', unitMode: u ? '' : 'none', payeeMode: '', senderMode: '', noise: [] };
    const input = makeBill(rng, v, p, u, acct, tag, pf);
    const gl = glOf.get(v.id);
    if (!gl) throw new Error(`no gl ${v.id}`);
    bills.push({ input, expected: { propertyId: p.id, unitId: u?.id ?? null, vendorId: v.id, glAccount: gl } });
    tags.push(tag);
  }
  return bills;
}

function date(rng: Rng): string {
  return `${String(rng.int(1, 12)).padStart(2, '0')}/${String(rng.int(1, 28)).padStart(2, '0')}/2025`;
}

/** Printed account number: as stored, digits only, re-spaced, or with an OCR slip. */
function printAcct(rng: Rng, a: string, allowSlip: boolean): string {
  const r = rng.next();
  if (r < 0.6) return a;
  if (r < 0.8) return a.replace(/[^0-9A-Za-z]/g, '');
  if (r < 0.92 || !allowSlip) return a.replace(/[-.]/g, ' ');
  return ocrSlip(rng, a);
}

function payeeFor(rng: Rng, v: Vendor, tag: BillTags): string | null {
  const r = rng.next();
  const base = v.aliases.length && rng.chance(v.kind === 'utility' || v.kind === 'national' ? 0.35 : 0.2) ? rng.pick(v.aliases) : v.name;
  if (r < 0.42) return (tag.payeeMode = 'name'), base;
  if (r < 0.58) return (tag.payeeMode = 'upper'), base.toUpperCase();
  if (r < 0.7) {
    tag.payeeMode = 'suffix';
    const stripped = base.replace(/,? (Inc\.?|LLC|Co\.|Corp\.|Ltd\.)$/, '');
    if (stripped !== base) return stripped;
    return `${base.replace(/ & /, ' and ')}${rng.pick([', Inc.', ' LLC', ' Inc', ''])}`;
  }
  if (r < 0.8) {
    tag.payeeMode = 'abbrev';
    return base
      .replace('Plumbing', 'Plbg')
      .replace('Heating', 'Htg')
      .replace('Electrical', 'Elec.')
      .replace(/Electric\b/, 'Elec')
      .replace('Services', 'Svcs')
      .replace('Service', 'Svc')
      .replace('Company', 'Co')
      .replace('Construction', 'Constr.')
      .replace('Maintenance', 'Maint.')
      .replace('Brothers', 'Bros')
      .replace('Associates', 'Assoc.')
      .replace('Department', 'Dept.');
  }
  if (r < 0.86 && v.printedExtra.length) return (tag.payeeMode = 'legalName'), rng.pick(v.printedExtra);
  if (r < 0.88 && v.aliases.length === 0 && v.kind === 'local') return (tag.payeeMode = 'tradeOnly'), v.name.replace(/^\S+ /, '').replace(/,? (Inc\.|LLC|Co\.|Corp\.|Ltd\.)$/, '');
  if (r < 0.92) return (tag.payeeMode = 'ocr'), ocrSlip(rng, base);
  if (r < 0.98) return (tag.payeeMode = 'missing'), null;
  return (tag.payeeMode = 'managerAsPayee'), rng.pick(MANAGER.short);
}

function senderFor(rng: Rng, v: Vendor, tag: BillTags): string | null {
  const r = rng.next();
  const util = v.kind === 'utility' || v.kind === 'national';
  if (r < 0.58) {
    tag.senderMode = 'vendor';
    const reg = v.senderEmails.filter((e) => !e.startsWith('@'));
    if (reg.length && rng.chance(0.6)) return rng.pick(reg);
    return rng.pick(v.fromAddresses);
  }
  if (r < 0.72) return (tag.senderMode = 'platform'), rng.pick(util ? UTIL_PLATFORMS : PLATFORMS);
  if (r < 0.8) return (tag.senderMode = 'forwardedByStaff'), `${rng.pick(STAFF)}@${MANAGER.domain}`;
  if (r < 0.85 && v.domain) {
    tag.senderMode = 'personalUnregistered';
    return `${norm(v.name).replace(/ /g, '').slice(0, 16)}${rng.int(1, 99)}@gmail.com`;
  }
  return (tag.senderMode = 'none'), null;
}

function makeBill(rng: Rng, v: Vendor, p: Property, u: Unit | null, acct: Account | null, tag: BillTags, _pf: Portfolio): BillInput {
  const t = trade(v.trade);
  const utility = v.kind === 'utility' || v.trade === 'telecom';
  const office = officeFor(p.metro);
  const upper = utility ? rng.chance(0.8) : rng.chance(0.12);
  const U = (s: string): string => (upper ? s.toUpperCase() : s);
  const acctPrinted = acct && (utility || v.sibling || acct.propertyId === null || rng.chance(0.7)) ? acct.accountNumber : null;

  // --- where: which address is printed, and the unit
  const uniqueOwn = !!(u?.own && !u.ownShared);
  const addr: Addr = u?.own ?? p.addr;
  const forbidFirst = p.units.some((x) => x.own && !x.ownShared && x.own.num === p.addr.num.split('-')[0]);
  const firstOnly = !u?.own && p.addr.num.includes('-') && !forbidFirst && rng.chance(0.4);
  const street = U(renderStreet(rng, addr, { keepDir: p.twin, firstNumberOnly: firstOnly }));
  const withCity = p.twin || rng.chance(utility ? 0.85 : 0.6);
  const city = withCity ? U(renderCityLine(rng, addr)) : null;
  const unitStr = u ? U(renderUnit(rng, u)) : null;
  const labelNeeded = !!u && !uniqueOwn;
  const labelUniqueInProp = !!u && !p.dupLabels.has(u.label);

  // property evidence
  let propMode: string;
  const paperwork = v.trade === 'insurance' || v.trade === 'legal' || v.trade === 'accounting' || v.trade === 'taxappeal';
  if (utility) propMode = acctPrinted && rng.chance(0.12) ? 'accountOnly' : 'address';
  else if (v.defaultPropertyId === p.id && !u && rng.chance(0.4)) propMode = 'defaultOnly';
  else if (v.trade === 'supply') propMode = rng.pick(['jobName', 'address', 'jobName']);
  else if (paperwork) propMode = rng.weighted([['name', 0.5], ['address', 0.3], ['both', 0.2]] as const);
  else propMode = rng.weighted([['address', 0.74], ['both', 0.1], ['name', 0.08], ['addressInTextOnly', 0.08]] as const);
  // The name alone cannot place a unit that needs its entrance address.
  if ((propMode === 'name' || propMode === 'jobName') && u && (u.own || !labelUniqueInProp)) propMode = 'both';
  tag.propMode = propMode;

  // unit placement
  let unitMode = 'none';
  if (u) {
    if (utility) unitMode = propMode === 'accountOnly' ? 'viaAccount' : labelNeeded || rng.chance(0.5) ? 'inline' : 'viaOwnAddress';
    else if (uniqueOwn && rng.chance(0.7)) unitMode = 'viaOwnAddress';
    else if (propMode === 'name' || propMode === 'jobName') unitMode = rng.pick(['propertyText', 'field', 'description']);
    else unitMode = rng.weighted([['inline', 0.38], ['ownLine', 0.15], ['field', 0.18], ['description', 0.13], ['textOnly', 0.08], ['propertyText', 0.08]] as const);
  }
  tag.unitMode = unitMode;

  // --- the printed site block
  const siteLines: string[] = [];
  const serviceAddresses: string[] = [];
  let propertyText: string | null = null;
  let unitText: string | null = null;
  const descUnit = unitMode === 'description';
  const notes: string[] = [];
  const shownName = rng.chance(0.5) || !p.aliases.length ? p.name : rng.pick(p.aliases);
  if (propMode === 'address' || propMode === 'both' || propMode === 'addressInTextOnly') {
    let first = street;
    if (unitMode === 'inline') first = `${street}${rng.pick([' ', ', ', ' - ', '  '])}${unitStr}`;
    const block = [first];
    if (unitMode === 'ownLine') block.push(unitStr as string);
    if (city) block.push(city);
    siteLines.push(...block);
    const joined = utility || rng.chance(0.5) ? block.join(utility ? ' ' : ', ') : block.join('\n');
    if (propMode !== 'addressInTextOnly') serviceAddresses.push(joined);
    if (propMode === 'both') propertyText = shownName;
  } else if (propMode === 'name') {
    propertyText = paperworkName(rng, p, v.trade);
    siteLines.push(propertyText);
  } else if (propMode === 'jobName') {
    const job = rng.chance(0.5) ? shownName : streetCanon(p.addr).replace(/ (Ave|St|Blvd|Rd)$/, '');
    propertyText = rng.pick([`Job: ${job}`, `Job Name: ${job}`, `PO: ${job}`, job]);
    siteLines.push(propertyText);
  }
  if (unitMode === 'field') unitText = unitStr;
  if (unitMode === 'propertyText') propertyText = `${propertyText ?? shownName}${rng.pick([' - ', ', ', ' '])}${unitStr}`;
  if (unitMode === 'textOnly') notes.push(rng.pick([`Work performed in ${unitStr}.`, `Tenant called re: ${unitStr}.`, `Location in building: ${unitStr}`, `Access via management - ${unitStr}`]));
  if (unitMode === 'viaOwnAddress' && uniqueOwn && rng.chance(0.3) && !utility) unitText = unitStr;

  // --- line items
  const nLines = utility ? rng.int(1, 3) : rng.int(1, 4);
  const pool = u && t.unitLines.length ? t.unitLines : t.lines;
  const lines: { description: string; amount: number }[] = [];
  for (let i = 0; i < nLines; i++) {
    let d = utility ? utilityLine(rng, v.trade, i) : rng.pick(pool);
    if (i === 0 && descUnit) d = rng.chance(0.5) ? `${unitStr}: ${d}` : `${d} - ${unitStr}`;
    lines.push({ description: d, amount: Math.round(rng.next() * 90000) / 100 + 25 });
  }
  if (!utility && rng.chance(0.2)) lines.push({ description: rng.pick(['Trip charge', 'Labor', 'Materials', 'Sales tax', 'Fuel surcharge', 'After-hours premium']), amount: Math.round(rng.next() * 20000) / 100 });

  // --- vendor evidence
  const payee = payeeFor(rng, v, tag);
  const sender = senderFor(rng, v, tag);
  const headerName = tag.payeeMode === 'tradeOnly' ? v.name : v.kind === 'person' && v.aliases.length && rng.chance(0.5) ? rng.pick(v.aliases) : tag.payeeMode === 'legalName' && payee ? payee : rng.chance(0.7) ? v.name : rng.pick([v.name, ...v.aliases]);
  const headerLines = utility || v.kind === 'national' ? [v.header.phone] : [v.header.street, v.header.cityLine, `Tel ${v.header.phone}${v.domain && rng.chance(0.5) ? `   www.${v.domain}` : ''}`];
  const weakName = tag.payeeMode === 'legalName' || tag.payeeMode === 'tradeOnly' || tag.payeeMode === 'missing' || tag.payeeMode === 'managerAsPayee' || tag.payeeMode === 'ocr';
  const senderWeak = tag.senderMode !== 'vendor';
  let remit = v.remitTo && rng.chance(0.65) ? v.remitTo : null;
  let taxLine = v.taxId && rng.chance(0.2) ? `${rng.pick(['FEIN', 'Fed Tax ID', 'EIN', 'Tax ID #'])}: ${v.taxId}` : null;
  if (weakName && senderWeak && !remit && !taxLine && !acctPrinted) {
    if (v.remitTo) remit = v.remitTo;
    else if (v.taxId) taxLine = `FEIN: ${v.taxId}`;
  }
  if (remit && rng.chance(0.3)) remit = remit.replace(/^PO Box/, rng.pick(['P.O. Box', 'POB', 'PO BOX', 'P O Box']));

  // --- extraction of account numbers
  const accountNumbers: string[] = [];
  const invoiceNo = utility ? '' : `${rng.pick(['', 'INV-', 'W', '2025-'])}${rng.int(1000, 999999)}`;
  let accountLine: string | null = null;
  if (acctPrinted) {
    const shown = printAcct(rng, acctPrinted, propMode !== 'accountOnly');
    accountLine = `${rng.pick(['Account Number', 'Account #', 'Acct No.', 'Customer #', v.trade === 'insurance' ? 'Policy Number' : 'Account'])}: ${shown}`;
    accountNumbers.push(shown);
  }

  // --- noise: what a careful clerk sees through
  const owner = p.kind === 'condo' ? p.name : p.llc;
  const billTo = billToLines(rng, office, utility || rng.chance(0.3) ? owner : null, upper);
  const officeLine = `${office.street} ${office.suite}, ${office.cityLine}`;
  if (rng.chance(0.04) && (propMode !== 'defaultOnly')) {
    serviceAddresses.unshift(officeLine);
    tag.noise.push('billToInServiceAddresses');
  }
  if (remit && /Box/i.test(remit) && rng.chance(0.05)) {
    serviceAddresses.push(remit);
    tag.noise.push('remitInServiceAddresses');
  }
  if (!utility && rng.chance(0.03)) {
    accountNumbers.push(invoiceNo);
    tag.noise.push('invoiceNoAsAccount');
  }
  if (propMode === 'address' && rng.chance(0.02)) {
    propertyText = rng.pick(MANAGER.short);
    tag.noise.push('managerAsPropertyText');
  }
  if (unitText === null && rng.chance(0.015) && !p.units.some((x) => office.suite.endsWith(` ${x.label}`))) {
    unitText = office.suite;
    tag.noise.push('officeSuiteAsUnit');
  }
  if (serviceAddresses.length && rng.chance(0.03)) {
    serviceAddresses[serviceAddresses.length - 1] = ocrSlip(rng, serviceAddresses[serviceAddresses.length - 1] as string);
    tag.noise.push('ocrInServiceAddress');
  }
  const preamble: string[] = [];
  if (v.trade === 'legal' && u) preamble.push(`Re: ${owner} v. ${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}, ${siteLines.join(' ')}`.trim());
  if (v.trade === 'insurance') preamble.push(`Named Insured: ${owner}`);
  if (utility && rng.chance(0.5)) preamble.push(`Service Period: ${date(rng)} - ${date(rng)}`);
  if (v.trade === 'boiler' && rng.chance(0.3)) preamble.push(rng.pick(['Technician: #14', 'Work Order 55812', 'Called in by: building engineer']));

  const siteLabel = utility ? rng.pick(['Service Address', 'Service Location', 'Premises', 'SERVICE ADDRESS']) : rng.pick(['Job Site', 'Service Location', 'Property', 'Location', 'Job Address', 'Ship To', 'Site']);
  let textSite = siteLines.slice();
  if (textSite.length && rng.chance(0.08)) {
    textSite = textSite.map((l, i) => (i === 0 ? ocrSlip(rng, l) : l));
    tag.noise.push('ocrInText');
  }
  const parts: TextParts = {
    headerName: upper ? headerName.toUpperCase() : headerName,
    headerLines, utility, invoiceNo, date: date(rng), accountLine, billTo, siteLabel, siteLines: textSite, preamble, notes, lines, remit, taxLine,
  };
  const text = layout(rng, parts);
  return {
    payee,
    senderEmail: sender,
    accountNumbers,
    serviceAddresses,
    propertyText,
    unitText,
    text,
    lineItems: lines.map((l) => ({ description: l.description })),
  };
}

function paperworkName(rng: Rng, p: Property, tk: TradeKey): string {
  const owner = p.kind === 'condo' ? p.name : p.llc;
  const nm = rng.chance(0.5) ? owner : rng.chance(0.5) || !p.aliases.length ? p.name : rng.pick(p.aliases);
  if (tk === 'insurance') return rng.pick([`Location: ${nm}`, nm, `Insured Location - ${nm}`]);
  if (tk === 'legal') return rng.pick([`Client: ${nm}`, `Matter: ${nm}`, nm]);
  return rng.pick([`Client: ${nm}`, nm, `Re: ${nm}`]);
}

function utilityLine(rng: Rng, tk: TradeKey, i: number): string {
  const L: Record<string, string[]> = {
    electric: ['Delivery Service Charge', 'Supply - Energy Charge', 'Customer Charge', 'Distribution Facilities Charge', 'Taxes and Fees'],
    gas: ['Gas Delivery Charge', 'Natural Gas Supply', 'Customer Charge', 'Storage Service Charge', 'Taxes'],
    water: ['Water Usage', 'Sewer Charge', 'Meter Charge', 'Stormwater Fee'],
    telecom: ['Business Internet 300 Mbps', 'Equipment Fee', 'Voice Line', 'Regulatory Recovery Fee'],
  };
  const list = L[tk] ?? ['Service'];
  return list[i % list.length] as string;
}
