/**
 * Bills as extraction reads them, each with its known answer. Every bill carries at least one
 * cue a careful human can follow to the property (account, guarded address, name or alias, the
 * vendor's default property) and to the vendor (payee, sender domain, tax id, account); the
 * unit is expected only when the bill names it (designation, own address, line item, note, or a
 * unit-level account).
 */
import type { BillInput } from '../../../src/server/directory/resolver/types';
import { MGMT, type PropX, type UnitX } from './directory';
import { type AddrIndex, dates, money, pickUnitForm, printAccount, printAddress } from './print';
import { type Rng, pad } from './rng';
import { type AcctX, type VendorX, looseVendor } from './vendors';

export interface Expected {
  propertyId: string;
  unitId: string | null;
  vendorId: string;
  glAccount: string;
}
export interface TaggedBill {
  input: BillInput;
  expected: Expected;
  tags: Record<string, string>;
}

function legalVariant(r: Rng, name: string): string {
  const m = /,? (Inc\.?|LLC|Co\.|Corp\.)$/.exec(name);
  if (m) return name.slice(0, m.index);
  return `${name}${r.pick([', Inc.', ' LLC', ' Inc', ', LLC'])}`;
}

function typoName(r: Rng, name: string): string {
  const words = name.split(' ');
  let best = 0;
  words.forEach((w, i) => {
    if (w.length > words[best]!.length) best = i;
  });
  const w = words[best]!;
  if (w.length < 5) return name;
  const i = r.int(1, w.length - 3);
  words[best] = r.chance(0.5) ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2) : w.slice(0, i) + w.slice(i + 1);
  return words.join(' ');
}

const AREA: Record<string, string[]> = {
  Chicago: ['312', '773', '708', '847'], Milwaukee: ['414', '262'], Detroit: ['313', '248', '586'], Cleveland: ['216', '440'], Pittsburgh: ['412'],
  'Twin Cities': ['612', '651'], Atlanta: ['404', '678', '770'], Charlotte: ['704', '980'], Nashville: ['615', '629'], Memphis: ['901'],
  Birmingham: ['205'], 'New Orleans': ['504'], Savannah: ['912'], Charleston: ['843'],
};
function phone(r: Rng, metro: string): string {
  return `(${r.pick(AREA[metro] ?? ['800'])}) ${r.int(200, 989)}-${pad(r.int(0, 9999), 4)}`;
}

interface Pools {
  utilW: (readonly [VendorX, number])[];
  trades: VendorX[];
  propsByCity: Map<string, PropX[]>;
  propById: Map<string, PropX>;
  domainCount: Map<string, number>;
  all: PropX[];
  vendorNames: Set<string>;
}

export function buildBills(r: Rng, props: PropX[], vendors: VendorX[], ix: AddrIndex, count: number): TaggedBill[] {
  const propsByCity = new Map<string, PropX[]>();
  for (const p of props) propsByCity.set(p.city.key, [...(propsByCity.get(p.city.key) ?? []), p]);
  const domainCount = new Map<string, number>();
  for (const x of vendors) for (const e of x.v.senderEmails) domainCount.set(e, (domainCount.get(e) ?? 0) + 1);
  const pools: Pools = {
    utilW: vendors.filter((x) => x.kind === 'utility' && x.accounts.length > 0).map((x) => [x, x.accounts.length ** 0.85] as const),
    trades: vendors.filter((x) => x.kind === 'trade'),
    propsByCity,
    propById: new Map(props.map((p) => [p.p.id, p])),
    domainCount,
    all: props,
    vendorNames: new Set(vendors.flatMap((x) => [x.v.name, ...x.v.aliases].map(looseVendor))),
  };
  const out: TaggedBill[] = [];
  for (let i = 0; i < count; i++) out.push(oneBill(r, pools, ix, i));
  return out;
}

function oneBill(r: Rng, P: Pools, ix: AddrIndex, i: number): TaggedBill {
  const tags: Record<string, string> = {};
  const utility = r.chance(0.47);
  const vx = utility ? r.weighted(P.utilW) : r.pick(P.trades);
  tags.vendorKind = utility ? (vx.util!.kind === 'waste' ? 'hauler' : vx.util!.kind === 'telecom' ? 'telecom' : 'utility') : 'trade';
  let prop: PropX;
  let unit: UnitX | null = null;
  let acct: AcctX | null = null;
  const local = vx.cities.flatMap((c) => P.propsByCity.get(c.key) ?? []);
  let isDefault = false;
  if (utility) {
    acct = r.pick(vx.accounts);
    if (acct.prop) {
      prop = acct.prop;
      unit = acct.unit;
    } else {
      const cand = local.filter((p) => p.kind !== 'sfr' && p.p.address);
      prop = r.pick(cand.length ? cand : P.all.filter((p) => p.p.address));
      tags.masterAccount = 'yes';
    }
  } else {
    const roll = r.next();
    if (vx.v.defaultPropertyId && roll < 0.65) {
      prop = P.propById.get(vx.v.defaultPropertyId)!;
      isDefault = true;
    } else if (vx.accounts.length && roll < 0.8) {
      acct = r.pick(vx.accounts);
      prop = acct.prop!;
    } else prop = r.pick(local.length && r.chance(0.93) ? local : P.all);
    if (prop.p.id === vx.v.defaultPropertyId) isDefault = true;
    if (prop.units.length && r.chance(0.65)) unit = r.pick(prop.units);
  }
  tags.propertyKind = prop.kind;
  tags.metro = prop.city.metro;

  // ---- property cues ----
  let printAcct = false;
  let maskAcct = false;
  let addrWhich: 'prop' | 'unit' | 'none' = 'none';
  let printName = false;
  const unitOwn = unit && unit.ownNum ? unit : null;
  if (utility) {
    printAcct = r.chance(0.96) || !prop.p.address;
    maskAcct = printAcct && !!acct!.prop && !!(prop.p.address || unitOwn) && r.chance(0.15);
    const needAddr = !printAcct || maskAcct || !acct!.prop;
    if (needAddr || r.chance(0.93)) addrWhich = unitOwn && r.chance(0.8) ? 'unit' : prop.p.address ? 'prop' : unitOwn ? 'unit' : 'none';
    if (!prop.p.address && addrWhich === 'none') printName = true;
    if (!printAcct && addrWhich === 'none') printName = true;
  } else {
    const opts: [string, number][] = [['name', 22]];
    if (prop.p.address) opts.push(['addr', 40], ['name+addr', 22]);
    if (acct) opts.push(['acct', 14]);
    if (unitOwn) opts.push(['unitAddr', 35]);
    if (isDefault) opts.push(['default', 80]);
    const pick = r.weighted(opts);
    if (pick === 'name') printName = true;
    if (pick === 'addr') addrWhich = 'prop';
    if (pick === 'name+addr') [printName, addrWhich] = [true, 'prop'];
    if (pick === 'unitAddr') addrWhich = 'unit';
    if (pick === 'acct') printAcct = true;
    if (acct && pick !== 'acct' && r.chance(0.4)) printAcct = true;
  }

  // ---- unit cue ----
  let unitCue = 'none';
  if (unit) {
    if (utility) {
      if (addrWhich === 'unit') unitCue = 'unitAddress';
      else unitCue = r.weighted([['addrLine', 55], ['unitText', 28], ['acctOnly', printAcct && !maskAcct ? 12 : 0]] as const);
      if (addrWhich === 'none' && unitCue === 'addrLine') unitCue = 'unitText';
    } else {
      if (addrWhich === 'unit') unitCue = 'unitAddress';
      else unitCue = r.weighted([['unitText', 35], ['addrLine', addrWhich === 'prop' ? 20 : 0], ['lineItem', 15], ['textOnly', 6], ['missing', 14]] as const);
    }
  }
  const expectUnit = unit && unitCue !== 'missing' ? unit : null;
  tags.unitCue = unit ? unitCue : prop.units.length ? 'propertyLevel(hasUnits)' : 'propertyLevel(noUnits)';

  // ---- address ----
  const serviceAddresses: string[] = [];
  let addrLinesForText: string[] = [];
  let entrancePrinted = false;
  let unitForm: string | null = null;
  const upper = utility && r.chance(0.55);
  if (addrWhich !== 'none') {
    let num: string;
    let st;
    if (addrWhich === 'unit') {
      num = unitOwn!.ownNum!;
      st = unitOwn!.ownStreet!;
      tags.addrKind = 'unitOwnAddress';
    } else {
      num = prop.num!;
      st = prop.street!;
      tags.addrKind = 'propertyAddress';
      if (prop.style === 'courtyard' && r.chance(0.55)) {
        const e = unit && unit.entrance !== null && unitCue !== 'missing' ? unit.entrance : r.pick(prop.entrances);
        num = String(e);
        entrancePrinted = true;
        tags.addrKind = 'courtyardEntrance';
      } else if (/^\d+-\d+$/.test(num) && r.chance(0.35)) {
        const [a, b] = num.split('-') as [string, string];
        num = `${a}-${b.slice(-2)}`;
        tags.addrKind = 'shortRange';
      }
    }
    const pr = printAddress(r, ix, { num, st, propId: prop.p.id, city: prop.city, zip: prop.p.zip!, zip4: prop.zip4, upper, allowDegrade: true });
    tags.addrForm = pr.tags.length ? pr.tags.join('+') : 'plain';
    if (ix.hasTwin(prop.p.id, num, st, prop.city)) tags.addrTwin = 'sameNumberAndStreetName';
    else if (ix.numberTwinInCity(prop.p.id, num, prop.city)) tags.addrTwin = 'sameNumberOtherStreetSameCity';
    let line1 = pr.line1;
    let line2: string | null = null;
    if (unit && (unitCue === 'addrLine' || (unitCue === 'unitText' && r.chance(0.4)))) {
      unitForm = pickUnitForm(r, prop, unit, entrancePrinted);
      if (upper) unitForm = unitForm.toUpperCase();
      if (r.chance(0.5)) line1 = `${line1}${r.chance(0.5) ? ', ' : ' '}${unitForm}`;
      else line2 = unitForm;
    }
    const lines = [line1, ...(line2 ? [line2] : []), ...(pr.cityLine ? [pr.cityLine] : [])];
    const multi = r.chance(0.5);
    serviceAddresses.push(multi ? lines.join('\n') : lines.join(', '));
    addrLinesForText = lines;
  }
  if (prop.kind === 'small' && prop.units.length === 0 && !utility && r.chance(0.3)) tags.unitCue = 'unitNotInDirectory';

  // ---- names ----
  let propertyText: string | null = null;
  if (printName) {
    const names = [prop.p.name, ...prop.p.aliases];
    let nm = r.chance(0.7) ? prop.p.name : r.pick(names);
    if (nm !== prop.p.name) tags.nameForm = 'alias';
    else if (prop.kind !== 'sfr' && prop.kind !== 'small' && r.chance(0.3)) {
      const v = nm.replace(/^The /, '').replace(/ Apartments$/, r.pick([' Apts', ' Apartment Homes', ''])).replace(/ Condominium Association$/, r.pick([' Condo Assn', ' Condominium Assoc.', ' COA']));
      if (v.trim()) nm = v.trim();
      tags.nameForm = nm === prop.p.name ? 'exact' : 'shortened';
    } else tags.nameForm = 'exact';
    if (r.chance(0.15)) {
      nm = nm.toUpperCase();
      tags.nameForm += '+upper';
    }
    const prefix = utility ? r.pick(['Premise: ', 'Customer Name: ', '']) : r.pick(['Job Site: ', 'Property: ', 'Re: ', 'Location: ', 'Community: ', '']);
    propertyText = `${prefix}${nm}`;
  }

  // ---- unit text / line items / notes ----
  let unitText: string | null = null;
  if (unit && unitCue === 'unitText') {
    unitText = unitForm ?? pickUnitForm(r, prop, unit, entrancePrinted);
    if (upper) unitText = unitText.toUpperCase();
  }
  if (tags.unitCue === 'unitNotInDirectory') unitText = r.pick(['Unit 2', 'Upper', 'Apt 1', '#2']);
  const items: string[] = [];
  const nItems = utility ? r.int(2, 5) : r.int(1, 4);
  for (let k = 0; k < nItems; k++) items.push(r.pick(vx.jobs));
  let noteLine: string | null = null;
  if (unit && (unitCue === 'lineItem' || unitCue === 'textOnly')) {
    const f = pickUnitForm(r, prop, unit, entrancePrinted);
    if (unitCue === 'lineItem') items[r.int(0, items.length - 1)] = r.chance(0.5) ? `${f} - ${r.pick(vx.jobs)}` : `${r.pick(vx.jobs)} (${f})`;
    else noteLine = r.pick([`Notes: tenant in ${f} reported the problem; access by maintenance key.`, `Work performed in ${f} per PM request.`, `Tenant: ${r.pick(['J. Ramirez', 'T. Coleman', 'A. Nguyen', 'K. Olson', 'D. Washington'])}, ${f}`]);
  }
  if (!unit && !utility && prop.units.length && r.chance(0.25)) noteLine = r.pick(['Common area', 'Work performed in laundry room', 'Boiler room', 'Exterior / grounds', 'Hallway and stairwell', prop.style === 'gardenLetter' ? `Bldg ${prop.units[0]!.u.unit.split('-')[0]} breezeway` : 'Basement']);
  const lineItems = items.map((d) => ({ description: d }));

  // ---- vendor cues ----
  const v = vx.v;
  const pk = r.weighted([['exact', 35], ['legalVariant', 18], ['alias', v.aliases.length ? 12 : 0], ['dbaCombo', vx.dba ? 6 : 0], ['upper', 8], ['typo', 7], ['none', 7]] as const);
  const emailKind = r.weighted([['vendorDomain', vx.domain ? 52 : 0], ['vendorPersonal', vx.personal ? 40 : 0], ['forwarded', 30], ['none', 10]] as const);
  let taxPrinted = !!v.taxId && r.chance(utility ? 0.05 : 0.3);
  const acctStrong = printAcct && !maskAcct;
  let payeeKind: string = pk;
  const senderStrong = (emailKind === 'vendorDomain' && P.domainCount.get(`@${vx.domain}`) === 1) || emailKind === 'vendorPersonal';
  if (!(['exact', 'legalVariant', 'alias', 'dbaCombo', 'upper'].includes(payeeKind) || senderStrong || taxPrinted || acctStrong)) {
    if (v.taxId && r.chance(0.5)) taxPrinted = true;
    else payeeKind = 'exact';
  }
  let payee: string | null;
  const otherName = vx.dba ? [v.name, ...v.aliases].find((n) => n !== vx.dba) ?? v.name : v.name;
  switch (payeeKind) {
    case 'exact': payee = v.name; break;
    case 'legalVariant': payee = legalVariant(r, v.name); break;
    case 'alias': payee = r.pick(v.aliases); break;
    case 'dbaCombo': payee = `${otherName} ${r.pick(['dba', 'd/b/a', 'DBA'])} ${vx.dba}`; break;
    case 'upper': payee = v.name.toUpperCase(); break;
    case 'typo':
      payee = typoName(r, v.name);
      // A typo that lands on another vendor's name would be a wrong cue, not a noisy one.
      if (payee === v.name || P.vendorNames.has(looseVendor(payee))) [payee, payeeKind] = [v.name, 'exact'];
      break;
    default: payee = null;
  }
  tags.payee = payeeKind;
  tags.sender = emailKind === 'vendorDomain' && P.domainCount.get(`@${vx.domain}`)! > 1 ? 'sharedDomain' : emailKind;
  tags.taxIdPrinted = taxPrinted ? 'yes' : 'no';
  const senderEmail = emailKind === 'vendorDomain' ? `${r.pick(['billing', 'invoices', 'ar', 'office', 'accounting', vx.util ? vx.util.from : 'service'])}@${vx.domain}` : emailKind === 'vendorPersonal' ? vx.personal : emailKind === 'forwarded' ? r.pick(MGMT.forwards) : null;

  // ---- account ----
  const accountNumbers: string[] = [];
  let acctText: string | null = null;
  if (printAcct && acct) {
    const pa = printAccount(r, acct.num, maskAcct);
    tags.account = pa.tag;
    const label = r.pick(['Account # ', 'Account Number: ', 'Acct No. ', 'Customer # ', '']);
    acctText = pa.text;
    accountNumbers.push(r.chance(0.3) ? `${label}${pa.text}` : pa.text);
  } else tags.account = acct ? 'notPrinted' : 'none';
  tags.propertyCue = [acctStrong && acct?.prop ? 'account' : '', maskAcct ? 'maskedAccount' : '', addrWhich !== 'none' ? (addrWhich === 'unit' ? 'unitAddress' : 'address') : '', printName ? 'name' : '', !acctStrong && addrWhich === 'none' && !printName ? 'vendorDefault' : ''].filter(Boolean).join('+');
  if (tags.propertyCue === 'vendorDefault' && !isDefault) throw new Error('bill without property cue');

  // ---- text ----
  const T: string[] = [];
  const shownName = payee ?? '';
  if (shownName) T.push(shownName);
  if (vx.dba && payeeKind !== 'dbaCombo' && r.chance(0.3)) T.push(`${r.pick(['dba', 'd/b/a', 'Doing business as'])} ${vx.dba}`);
  if (vx.util?.tagline) T.push(vx.util.tagline);
  if (vx.office) T.push(`${vx.office.line}, ${vx.office.cityLine}`);
  if (!utility) T.push(`Phone ${phone(r, vx.metro)}${vx.domain && r.chance(0.6) ? `  www.${vx.domain}` : ''}`);
  if (taxPrinted) T.push(`${r.pick(['Federal Tax ID', 'FEIN', 'EIN', 'Tax ID #'])}: ${r.chance(0.8) ? v.taxId : v.taxId!.replace('-', '')}`);
  T.push(utility ? r.pick(['Your Monthly Statement', 'Bill Summary', 'Statement of Account', 'Service Bill']) : `INVOICE #${r.int(1000, 99999)}`);
  const [issued, due] = dates(r);
  T.push(`${utility ? 'Statement Date' : 'Invoice Date'}: ${issued}    Due: ${due}`);
  if (acctText) T.push(`${utility ? 'Account Number' : r.pick(['Customer #', 'Account', 'Cust No.'])}: ${acctText}`);
  const office = r.pick(MGMT.offices);
  const billTo = [`Bill To: ${r.chance(0.5) ? MGMT.name : MGMT.name.toUpperCase()}`, office.line1, `${office.city}, ${office.state} ${office.zip}`];
  if (utility) T.push(...billTo);
  if (propertyText) T.push(propertyText);
  if (addrLinesForText.length) T.push(`${utility ? r.pick(['Service Address', 'Service Location', 'Premise Address']) : r.pick(['Service Location', 'Job Address', 'Site', 'Service Address'])}: ${addrLinesForText.join('\n')}`);
  if (unitText) T.push(`${r.pick(['Unit: ', 'Apt: ', ''])}${unitText}`);
  if (!utility) T.push(...billTo);
  T.push('Description                                Amount');
  for (const d of items) T.push(`${d}    $${money(r, 12, 900)}`);
  if (noteLine) T.push(noteLine);
  if (tags.unitCue === 'unitNotInDirectory' && unitText) T.push(`Location: ${unitText}`);
  T.push(`Total Amount Due: $${money(r, 40, 4000)}`);
  if (v.remitTo) T.push(`${r.pick(['Please remit to', 'Remit Payment To', 'Make checks payable and mail to', 'Send payment to'])}: ${v.remitTo}`);
  if (utility) T.push(`Questions? Visit ${vx.domain} or call ${r.chance(0.7) ? '1-800-' + pad(r.int(200, 999), 3) + '-' + pad(r.int(0, 9999), 4) : phone(r, prop.city.metro)}`);
  else T.push(r.pick(['Thank you for your business!', 'Net 30. 1.5% monthly late fee.', 'Payment due upon receipt.']));

  const input: BillInput = {
    payee,
    senderEmail,
    accountNumbers,
    serviceAddresses,
    propertyText,
    unitText,
    text: T.join('\n'),
    lineItems,
  };
  tags.glVariant = vx.gl.variant;
  tags.glTraps = vx.gl.traps.length ? vx.gl.traps.join('+') : 'none';
  if (vx.twin) tags.vendorTwin = 'yes';
  if (prop.nameTwin) tags.propertyNameTwin = 'yes';
  void i;
  return { input, expected: { propertyId: prop.p.id, unitId: expectUnit ? expectUnit.u.id : null, vendorId: v.id, glAccount: vx.gl.expected }, tags };
}
