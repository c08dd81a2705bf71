/* The blind-8 bills: what an imperfect extractor read from each document, and the answer. */
import type { BillInput } from '../../../src/server/directory/resolver/types';
import { MANAGER, PLATFORMS } from './geo';
import { snKey, vendorKey, type Account, type Built, type PropMeta, type UnitMeta, type VendorMeta } from './directory';
import { accountKey, accountPrint, cityLine, money, nameVariant, ocrSlip, streetVariant, stripAccents, type AccountPrint, type Rng } from './text';

export interface BillPlan {
  input: BillInput;
  vendor: VendorMeta;
  prop: PropMeta;
  unit: UnitMeta | null;
  /** Variant tags, for the data sheet's shares. */
  tags: string[];
}

const UTIL_LINES: Record<string, readonly string[]> = {
  electric: ['Energy charge {n} kWh', 'Customer charge', 'Fuel / power cost recovery', 'Transmission cost recovery', 'Security lighting 100W HPS'],
  gas: ['Gas delivery {n} CCF', 'Customer charge', 'Cost of gas', 'Weather normalization adj.'],
  water: ['Water usage {n} gal', 'Sewer service', 'Storm water fee', 'Water base charge'],
  trash: ['Front-load 6 yd x 2/wk', 'Roll-off haul and disposal', 'Fuel & environmental fee', 'Recycling 96 gal cart'],
  internet: ['Bulk internet 300 Mbps', 'Static IP', 'Modem lease', 'Business voice line'],
};
const PROPERTY_LEVEL_HINT: Record<string, readonly string[]> = {
  electric: ['HOUSE', 'HSE MTR', 'COMMON AREA LTG', 'CLUBHOUSE', 'IRRIGATION PUMP', 'LAUNDRY BLDG', 'OFFICE'],
  gas: ['BOILER', 'LAUNDRY', 'COMMON', 'POOL HEATER'],
  water: ['MASTER METER', 'IRRIG', 'MAIN', 'FIRE LINE'],
  trash: ['DUMPSTER ENCLOSURE', 'COMPACTOR', ''],
  internet: ['LEASING OFFICE', 'CLUBHOUSE WIFI', ''],
};

/** The unit as a document labels it. */
export function unitLabel(rng: Rng, u: UnitMeta): string {
  const { style, major, minor } = u;
  switch (style) {
    case 'apt':
      return rng.pick([`Apt ${minor}`, `Apt. ${minor}`, `Unit ${minor}`, `#${minor}`, `APT ${minor}`, `Unit #${minor}`]);
    case 'bapt':
      return rng.pick([`Bldg ${major} Apt ${minor}`, `Apt ${major}${minor}`, `#${major}-${minor}`, `Building ${major}, Unit ${minor}`, `Unit ${major}-${minor}`, `${major}${minor}`]);
    case 'bed':
      return rng.pick([`Apt ${major} Bed ${minor}`, `${major}${minor}`, `Unit ${major} Bedroom ${minor}`, `Rm ${major}-${minor}`, `Apt ${major}, Bedroom ${minor}`, `${major}-${minor}`]);
    case 'letter':
      return /^\d/.test(minor) ? rng.pick([`Apt ${minor}`, `#${minor}`, `Unit ${minor}`]) : rng.pick([`Unit ${minor}`, `Apt ${minor}`, `#${minor}`, `Apt. ${minor}`, `UNIT ${minor}`]);
    case 'site':
      return rng.pick([`Site ${minor}`, `Site #${minor}`]);
    case 'lot':
      return rng.pick([`Lot ${minor}`, `Lot #${minor}`, `LT ${minor}`, `LOT ${minor}`]);
    case 'space':
      return rng.pick([`Space ${minor}`, `Sp ${minor}`, `Spc #${minor}`, `SPACE ${minor}`]);
    case 'suite':
      return rng.pick([`Suite ${minor}`, `Ste ${minor}`, `#${minor}`, `STE. ${minor}`]);
    case 'condo':
      return rng.pick([`Unit ${minor}, Bldg ${major}`, `Bldg ${major} #${minor}`, `Building ${major} Unit ${minor}`, `${major}-${minor}`, `Unit ${major}${minor}`]);
  }
}

/** The property's name as a document shows it. */
function propertyNameVariant(rng: Rng, b: Built, p: PropMeta): string {
  const k = rng.int(0, 9);
  if (p.row.aliases.length > 0 && k <= 2) return rng.pick(p.row.aliases);
  let s = p.row.name;
  if (p.kind !== 'sfh' && k === 3 && b.coreCount.get(vendorKey(p.core)) === 1 && p.core.split(' ').length > 1 && !/^(The|Casa|Las|Villas) /.test(p.core) && p.core !== p.town.city) {
    s = p.core;
  } else if (k <= 6) {
    s = s.replace('Apartments', rng.pick(['Apts', 'APTS', 'Apt Homes'])).replace('Senior', 'Sr.').replace('Mobile Home Park', 'MHP')
      .replace('Condominiums', 'Condos').replace('Manufactured Home Community', 'MHC').replace('Student Living', 'Student Lvg');
  }
  if (rng.chance(0.2)) s = s.toUpperCase();
  if (rng.chance(0.3)) s = stripAccents(s);
  // a house named by its street address needs its town when that address recurs elsewhere
  if (p.kind === 'sfh' && stripAccents(s).toLowerCase() === stripAccents(p.row.name).toLowerCase() && b.streetNumberCount.get(snKey(p.number!, p.street!)) !== 1) s = `${s}, ${p.town.city}`;
  return s;
}

interface Printed {
  lines: string[];
  /** True when the unit went onto the address. */
  withUnit: boolean;
}

function printAddress(rng: Rng, b: Built, number: string, street: string, p: PropMeta, unit: string | null, hint: string | null): Printed {
  const first = `${number} ${streetVariant(rng, street)}`;
  const unique = b.streetNumberCount.get(snKey(number, street)) === 1;
  const city = unique && rng.chance(0.2) ? null : cityLine(rng, p.town.city, p.town.state, p.row.zip!);
  const lines: string[] = [];
  const upper = rng.chance(0.25);
  if (unit && rng.chance(0.6)) lines.push(`${first}${rng.chance(0.5) ? ' ' : ', '}${unit}`);
  else {
    lines.push(hint ? `${first} ${hint}` : first);
    if (unit) lines.push(unit);
  }
  if (city) lines.push(city);
  return { lines: upper ? lines.map((l) => l.toUpperCase()) : lines, withUnit: unit !== null };
}

function payeeFor(rng: Rng, b: Built, v: VendorMeta, tags: string[]): { payee: string | null; letterhead: string; needStrong: boolean } {
  const name = v.row.name;
  const alias = v.row.aliases.length > 0 ? rng.pick(v.row.aliases) : null;
  const k = rng.weighted([['exact', 28], ['variant', 20], ['alias', alias ? 16 : 0], ['dba', alias && !v.utility ? 4 : 0], ['ocr', 10], ['null', 14], ['manager', 4]] as const);
  tags.push(`payee:${k}`);
  switch (k) {
    case 'exact':
      return { payee: name, letterhead: name, needStrong: false };
    case 'variant': {
      const s = nameVariant(rng, name);
      return { payee: s, letterhead: s, needStrong: vendorKey(s) !== vendorKey(name) };
    }
    case 'alias':
      return { payee: alias!, letterhead: alias!, needStrong: false };
    case 'dba':
      return { payee: `${name} dba ${alias!}`, letterhead: `${name}\nd/b/a ${alias!}`, needStrong: false };
    case 'ocr': {
      let s = ocrSlip(rng, alias && rng.chance(0.4) ? alias : name);
      if (b.vendorKeys.has(vendorKey(s))) s = name.toUpperCase();
      return { payee: s, letterhead: rng.chance(0.5) ? s : name, needStrong: true };
    }
    case 'null':
      return { payee: null, letterhead: rng.chance(0.7) ? (alias ?? name) : ocrSlip(rng, name), needStrong: true };
    case 'manager':
      return { payee: rng.pick(MANAGER.shortNames), letterhead: alias ?? name, needStrong: true };
  }
}

function senderFor(rng: Rng, v: VendorMeta, tags: string[]): string | null {
  const k = rng.weighted([['exact', v.exactEmail ? 32 : 0], ['domain', v.domain ? 14 : 0], ['platform', 16], ['staff', 14], ['null', 24]] as const);
  tags.push(`email:${k}`);
  switch (k) {
    case 'exact':
      return rng.chance(0.15) ? v.exactEmail!.toUpperCase() : v.exactEmail;
    case 'domain':
      return `${rng.pick(['billing', 'ar', 'noreply', 'accounting', 'statements', 'jsmith'])}@${v.domain!}`;
    case 'platform':
      return rng.pick(PLATFORMS);
    case 'staff':
      return rng.pick(MANAGER.staff);
    case 'null':
      return null;
  }
}

function invoiceNo(rng: Rng): string {
  return rng.pick([`INV-${rng.int(10000, 99999)}`, `${rng.int(100000, 999999)}`, `W/O ${rng.int(1000, 9999)}`, `2025-${rng.int(100, 9999)}`]);
}

/** Builds one bill. `path` chooses the situation; all choices come from rng. */
export function buildBill(
  rng: Rng,
  b: Built,
  path: 'utility' | 'trade' | 'default',
  v: VendorMeta,
  prop: PropMeta,
  unit: UnitMeta | null,
  account: Account | null,
): BillPlan {
  const tags: string[] = [`path:${path}`, `kind:${prop.kind}`, unit ? 'level:unit' : 'level:property'];
  const isUtil = path === 'utility';
  const utilKind = v.utility ?? 'electric';
  const { payee, letterhead, needStrong } = payeeFor(rng, b, v, tags);
  const senderEmail = senderFor(rng, v, tags);

  // How the property is shown.
  const accountNumbers: string[] = [];
  const serviceAddresses: string[] = [];
  let propertyText: string | null = null;
  let unitText: string | null = null;
  const lineItems: { description: string }[] = [];
  const bodyLines: string[] = [];

  const ownAddress = unit?.street ? unit : null;
  const canAddress = ownAddress !== null || prop.street !== null;
  let showAddress = false;
  let showName = false;
  let printedAccount: string | null = null;
  let acctHow: AccountPrint | null = null;
  if (path !== 'default') {
    showAddress = canAddress && rng.chance(isUtil ? 0.78 : 0.68);
    showName = rng.chance(isUtil ? 0.1 : 0.45) || (!canAddress && !account);
    if (account) {
      acctHow = rng.weighted([['asis', 38], ['nosep', 20], ['spaces', 14], ['zeros', 9], ['labelled', 10], ['masked', showAddress ? 9 : 0]] as const);
      tags.push(`acct:${acctHow}`);
    }
    if (!showAddress && !showName && (!account || acctHow === 'masked')) {
      if (canAddress && rng.chance(0.6)) showAddress = true;
      else showName = true;
    }
    if (account && !showAddress && !showName) tags.push('property:account-only');
    else if (showName && !showAddress && !account) tags.push('property:name-only');
  } else {
    tags.push('property:vendor-default');
  }

  // How the unit is shown.
  let unitForm: 'text' | 'inline' | 'line-item' | 'own-address' | 'account' | 'body' | null = null;
  if (unit) {
    const unitAccount = account !== null && account.unitId === unit.row.id && acctHow !== 'masked';
    if (ownAddress && showAddress && rng.chance(0.75)) unitForm = 'own-address';
    else {
      unitForm = rng.weighted([
        ['text', 42], ['inline', showAddress ? 24 : 0], ['line-item', 14], ['body', 6], ['account', unitAccount ? 14 : 0],
      ] as const);
    }
    tags.push(`unit:${unitForm}`);
  }
  const label = unit ? unitLabel(rng, unit) : null;
  if (unitForm === 'text') unitText = label;

  if (account && acctHow) {
    printedAccount = accountPrint(rng, account.accountNumber, acctHow);
    accountNumbers.push(printedAccount);
  }
  if (rng.chance(isUtil ? 0.12 : 0.06)) {
    // a meter or invoice number read as an account number
    for (;;) {
      const stray = isUtil ? `${rng.int(10, 99)}${rng.int(100000, 999999)}${rng.pick(['', 'M', 'E'])}` : `INV${rng.int(10000, 99999)}`;
      if (!b.accountKeys.has(accountKey(stray))) {
        accountNumbers.push(stray);
        tags.push('acct:stray-number');
        break;
      }
    }
  }

  let serviceBlock: string[] = [];
  if (showAddress) {
    const hint = isUtil && !unit && prop.units.length > 0 && rng.chance(0.5) ? rng.pick(PROPERTY_LEVEL_HINT[utilKind]!) || null : null;
    let printed: Printed;
    if (unitForm === 'own-address') printed = printAddress(rng, b, ownAddress!.number!, ownAddress!.street!, prop, null, null);
    else if (prop.street) printed = printAddress(rng, b, prop.number!, prop.street, prop, unitForm === 'inline' ? label : null, hint);
    else printed = printAddress(rng, b, unit!.number!, unit!.street!, prop, unitForm === 'inline' ? label : null, null);
    serviceBlock = printed.lines;
    const inField = rng.chance(0.88);
    if (inField) serviceAddresses.push(rng.chance(0.7) ? printed.lines.join('\n') : printed.lines.join(', '));
    else tags.push('address:text-only');
  }
  if (rng.chance(0.06)) {
    const office = rng.pick(MANAGER.offices);
    serviceAddresses.push(rng.chance(0.5) ? `${office[0]}\n${office[1]}, ${office[2]} ${office[3]}` : v.row.remitTo!);
    tags.push('address:stray-billto-or-remit');
  }
  if (showName) {
    const n = propertyNameVariant(rng, b, prop);
    if (rng.chance(0.8)) propertyText = rng.chance(0.3) ? `${rng.pick(['Job site:', 'Property:', 'Location:', 'Community:'])} ${n}` : n;
    else tags.push('name:text-only');
    bodyLines.push(`${rng.pick(['Property', 'Job Site', 'Location', 'Re'])}: ${n}`);
  }
  if (unitForm === 'body') bodyLines.push(`${rng.pick(['Unit', 'Location in property', 'Resident unit'])}: ${label!}`);

  // Line items.
  if (isUtil) {
    const lines = UTIL_LINES[utilKind]!;
    const nItems = rng.int(2, 4);
    for (let i = 0; i < nItems; i++) lineItems.push({ description: lines[i % lines.length]!.replace('{n}', String(rng.int(80, 42000))) });
    if (unitForm === 'line-item') lineItems[0] = { description: `${lineItems[0]!.description} - ${label!}` };
  } else {
    const t = v.trade!;
    const jobs = unit ? t.unitJobs : prop.units.length > 0 || t.unitJobs.length === 0 ? t.siteJobs : [...t.siteJobs, ...t.unitJobs];
    const job = rng.pick(jobs);
    const main = unitForm === 'line-item' ? (rng.chance(0.5) ? `${label!} - ${job}` : `${job} (${label!})`) : job;
    lineItems.push({ description: main });
    const extras = ['Labor 2.5 hrs', 'Materials', 'Trip charge', 'Parts', 'Disposal fee', 'After-hours premium', 'Sales tax'];
    for (let i = rng.int(0, 3); i > 0; i--) lineItems.push({ description: rng.pick(extras) });
  }
  const amounts = lineItems.map(() => rng.int(1200, 180000) / 100);
  const total = amounts.reduce((s, a) => s + a, 0);

  // Vendor strength: a misread payee still leaves an exact identity somewhere.
  const showRemit = needStrong || rng.chance(0.7);
  const showTax = v.row.taxId !== null && (needStrong || rng.chance(0.3));
  if (needStrong && !showTax && !v.row.remitTo) throw new Error('vendor without a strong signal');

  // The whole text.
  const office = rng.pick(MANAGER.offices);
  const date = `${String(rng.int(1, 12)).padStart(2, '0')}/${String(rng.int(1, 28)).padStart(2, '0')}/2025`;
  const t: string[] = [];
  t.push(letterhead);
  if (v.exactEmail && rng.chance(0.3)) t.push(v.exactEmail);
  t.push(`Phone (${rng.int(200, 989)}) ${rng.int(200, 999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`);
  if (showTax) t.push(rng.pick([`Fed Tax ID: ${v.row.taxId!}`, `EIN ${v.row.taxId!}`, `TIN: ${v.row.taxId!.replace('-', '')}`]));
  t.push('');
  t.push(isUtil ? rng.pick(['STATEMENT', 'UTILITY BILL', 'Your Monthly Statement']) : rng.pick(['INVOICE', 'Invoice', 'SERVICE INVOICE', 'Statement']));
  t.push(`${isUtil ? 'Statement date' : 'Invoice #'}: ${isUtil ? date : `${invoiceNo(rng)}   Date: ${date}`}`);
  if (printedAccount) t.push(/^[A-Z]/i.test(printedAccount) && !/^\d/.test(printedAccount) && printedAccount.includes(' ') ? printedAccount : `Account: ${printedAccount}`);
  for (const extra of accountNumbers.slice(printedAccount ? 1 : 0)) t.push(isUtil ? `Meter #: ${extra}` : `Ref: ${extra}`);
  t.push('');
  t.push('Bill To:');
  t.push(rng.chance(0.5) ? MANAGER.name : rng.pick(MANAGER.shortNames));
  if (rng.chance(0.4)) t.push('Attn: Accounts Payable');
  t.push(office[0]);
  t.push(`${office[1]}, ${office[2]} ${office[3]}`);
  t.push('');
  if (serviceBlock.length > 0) {
    t.push(isUtil ? 'Service Address:' : rng.pick(['Service Location:', 'Job Address:', 'Ship To:', 'Work Performed At:']));
    t.push(...serviceBlock);
  }
  t.push(...bodyLines);
  if (unitText && !serviceBlock.some((l) => l.includes(unitText!))) t.push(`${rng.pick(['Unit', 'Apt/Unit', 'Location'])}: ${unitText}`);
  t.push('');
  t.push('Description                                  Amount');
  lineItems.forEach((li, i) => t.push(`${li.description}    ${money(amounts[i]!)}`));
  t.push(`${isUtil ? 'Total Amount Due' : 'TOTAL'}: $${money(total)}`);
  if (isUtil) t.push(`Due by ${String(rng.int(1, 12)).padStart(2, '0')}/${String(rng.int(1, 28)).padStart(2, '0')}/2025`);
  t.push('');
  if (showRemit) t.push(`${rng.pick(['Remit To:', 'Please remit payment to:', 'Make checks payable to'])} ${rng.chance(0.5) ? v.row.name : letterhead.split('\n')[0]!}\n${v.row.remitTo!}`);
  if (path === 'default' && rng.chance(0.5)) t.push(rng.pick(['Thank you for your business!', 'Net 30', 'Monthly contract billing']));

  const input: BillInput = {
    payee,
    senderEmail,
    accountNumbers,
    serviceAddresses,
    propertyText,
    unitText,
    text: t.join('\n'),
    lineItems,
  };
  return { input, vendor: v, prop, unit, tags };
}
