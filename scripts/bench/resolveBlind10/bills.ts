/* Bills: choose what each prints, check a careful reader finds the one answer, then write the text. */
import type { BillInput } from '../../../src/server/directory/resolver/types';
import { type AddrEv, type Evidence, type Reader, emptyEvidence } from './evidence';
import { METRO_CODES } from './geoData';
import {
  MGMT, OFFICES, formatAccount, money, typoName, unitForms, usDate, vendorPrint, vendorSender,
} from './printing';
import { type Rng } from './prng';
import { type CityRec, type PropRec, type PropertyWorld, type UnitRec } from './properties';
import { pickStyle, printCityLine, printStreetLine, type Addr, type AddrStyle, type CityStyle } from './streets';
import { REGION_OF, type AcctRec, type VendorRec } from './vendors';

export interface Expected {
  propertyId: string;
  unitId: string | null;
  vendorId: string;
  glAccount: string;
}

export interface Tags {
  vendorKind: string;
  level: 'unit' | 'property';
  propBy: string;
  acctForm: string;
  addrFeatures: string[];
  unitWhere: string;
  payeeForm: string;
  emailForm: string;
  strengthened: number;
  twinProperty: boolean;
  twinVendor: boolean;
  glSource: string;
}

interface AddrPlan {
  addr: Addr;
  city: CityRec;
  zip: string;
  style: AddrStyle;
  cityStyle: CityStyle;
  meter: string | null;
}

interface Plan {
  v: VendorRec;
  p: PropRec;
  u: UnitRec | null;
  acct: AcctRec | null;
  header: { text: string; names: string[]; form: string };
  payeeNull: boolean;
  email: string | null;
  emailForm: string;
  printTax: boolean;
  printRemit: boolean;
  acctText: { text: string; full: boolean; suffix: string; form: string } | null;
  addr: AddrPlan | null;
  propName: { label: string; name: string } | null;
  unit: { text: string; where: 'unitText' | 'inline' | 'ownLine' | 'line' | 'text' } | null;
  lines: string[];
  bldgNote: string | null;
}

const UNIT_TRADES = new Set(['plumbing', 'hvac', 'appliance', 'painting', 'cleaning', 'carpet', 'locksmith', 'flooring', 'handyman', 'restoration', 'pest', 'electrical', 'rep', 'electric']);

export function buildBills(rng: Rng, world: PropertyWorld, vendors: readonly VendorRec[], reader: Reader, count: number, typos: (n: string) => readonly string[]) {
  const propOf = new Map(world.props.map((p) => [p.id, p] as const));
  const unitOf = new Map(world.units.map((u) => [u.id, u] as const));
  const utilities = vendors.filter((v) => v.kind === 'utility' && v.accounts.length > 0);
  const nationals = vendors.filter((v) => v.kind === 'national' && v.accounts.length > 0);
  const trades = vendors.filter((v) => v.kind === 'trade');
  const propsByMetro = new Map<string, PropRec[]>();
  for (const p of world.props) {
    const l = propsByMetro.get(p.metro) ?? [];
    l.push(p);
    propsByMetro.set(p.metro, l);
  }
  const out: { input: BillInput; expected: Expected; tags: Tags }[] = [];
  const numberKeyCount = new Map<string, number>();
  for (const x of world.props) if (x.addr) numberKeyCount.set(`${x.addr.number}|${x.addr.street.key}`, (numberKeyCount.get(`${x.addr.number}|${x.addr.street.key}`) ?? 0) + 1);
  let skipped = 0;
  const twinBases = new Set(vendors.map((x) => x.twinOf).filter((x): x is string => x !== null));

  while (out.length < count) {
    const roll = rng.next();
    let v: VendorRec;
    let p: PropRec;
    let u: UnitRec | null = null;
    let acct: AcctRec | null = null;
    if (roll < 0.46) {
      v = rng.weighted(utilities.map((x) => [x, Math.sqrt(x.accounts.length)] as const));
      acct = rng.pick(v.accounts);
      u = acct.unitId ? (unitOf.get(acct.unitId) ?? null) : null;
      p = propOf.get(acct.propertyId ?? u?.propertyId ?? '') as PropRec;
    } else if (roll < 0.55) {
      v = rng.pick(nationals);
      acct = rng.pick(v.accounts);
      p = acct.propertyId ? (propOf.get(acct.propertyId) as PropRec) : rng.pick(world.props.filter((x) => x.kind !== 'sfr'));
      if ((v.tradeKey === 'pest' || v.tradeKey === 'supply') && p.units.length > 0 && rng.chance(0.35)) u = rng.pick(p.units);
    } else {
      v = rng.pick(trades);
      const metroProps = propsByMetro.get(v.metros[0] ?? '') ?? world.props;
      const withProp = v.accounts.filter((a) => a.propertyId !== null);
      if (v.defaultPropertyId && rng.chance(0.65)) p = propOf.get(v.defaultPropertyId) as PropRec;
      else if (withProp.length > 0 && rng.chance(0.5)) {
        acct = rng.pick(withProp);
        p = propOf.get(acct.propertyId as string) as PropRec;
      } else p = rng.pick(metroProps);
      if (!acct && v.accounts.length > 0 && rng.chance(0.3)) acct = v.accounts.find((a) => a.propertyId === p.id || a.propertyId === null) ?? null;
      const unitShare = UNIT_TRADES.has(v.tradeKey) ? 0.62 : 0.06;
      if (p.units.length > 0 && rng.chance(p.kind === 'portfolio' ? 0.95 : unitShare)) u = rng.pick(p.units);
    }
    if (!p) continue;
    const plan = makePlan(rng, v, p, u, acct, typos, reader);
    const strengthened = settle(rng, plan, reader);
    if (strengthened < 0) {
      if (++skipped > count) throw new Error('too many bills without a findable answer');
      continue;
    }
    const bill = render(rng, plan);
    out.push({
      input: bill,
      expected: { propertyId: p.id, unitId: u ? u.id : null, vendorId: v.id, glAccount: v.gl },
      tags: {
        vendorKind: v.kind, level: u ? 'unit' : 'property', propBy: propBy(plan), acctForm: plan.acctText ? plan.acctText.form : 'none',
        addrFeatures: plan.addr ? addrFeatures(plan.addr) : [], unitWhere: plan.unit ? plan.unit.where : u && u.addr ? 'ownAddress' : 'none',
        payeeForm: plan.payeeNull ? 'null' : plan.header.form, emailForm: plan.emailForm, strengthened, twinProperty: p.twin !== 'none' || (p.addr !== null && (numberKeyCount.get(`${p.addr.number}|${p.addr.street.key}`) ?? 0) > 1),
        twinVendor: v.twinOf !== null || twinBases.has(v.id), glSource: v.glSource,
      },
    });
  }
  return { bills: out, skipped };
}

function propBy(plan: Plan): string {
  const parts: string[] = [];
  if (plan.acctText) parts.push(plan.acctText.full ? 'account' : 'maskedAccount');
  if (plan.addr) parts.push(plan.u && plan.u.addr ? 'unitAddress' : 'address');
  if (plan.propName) parts.push('name');
  return parts.length > 0 ? parts.join('+') : 'defaultProperty';
}

function addrFeatures(a: AddrPlan): string[] {
  const f: string[] = [];
  const s = a.style;
  if (s.alt >= 0) f.push('highwayForm');
  if (s.typo) f.push('typo');
  if (s.dir === 'omit') f.push('dirMissing');
  if (s.dir === 'extra') f.push('dirExtra');
  if (s.dir === 'moved') f.push('dirMoved');
  if (s.dir === 'spelled') f.push('dirSpelled');
  if (s.type === 'full') f.push('typeSpelled');
  if (s.upper) f.push('upper');
  f.push(`city:${a.cityStyle.mode}`);
  return f;
}

function makePlan(rng: Rng, v: VendorRec, p: PropRec, u: UnitRec | null, acct: AcctRec | null, typos: (n: string) => readonly string[], reader: Reader): Plan {
  let header = vendorPrint(rng, v);
  if (v.kind === 'trade' && header.form === 'name' && rng.chance(0.2)) {
    const t = typoName(rng, v.name);
    if (t && reader.typoSafe(t, v.name)) header = { text: t, names: [v.name], form: 'typo' };
  }
  const sender = vendorSender(rng, v, METRO_CODES[p.metro] ?? 'hq');
  const plan: Plan = {
    v, p, u, acct, header, payeeNull: rng.chance(0.08), email: sender.email, emailForm: sender.form,
    printTax: v.taxId !== null && rng.chance(v.kind === 'trade' ? 0.45 : 0.15), printRemit: v.remitTo !== null && rng.chance(0.85),
    acctText: null, addr: null, propName: null, unit: null, lines: [], bldgNote: null,
  };
  const isUtil = v.kind === 'utility';
  if (acct) {
    const show = isUtil ? rng.chance(0.93) : rng.chance(0.75);
    if (show) plan.acctText = formatAccount(rng, acct.number, true);
  }
  // The address printed: the unit's own address, else the property's.
  const ownUnit = u && u.addr ? u : null;
  const addrSource: { addr: Addr; city: CityRec; zip: string } | null = ownUnit
    ? { addr: ownUnit.addr as Addr, city: (ownUnit.city ?? p.city) as CityRec, zip: ownUnit.zip ?? p.zip ?? (p.city as CityRec).data.zips[0] ?? '' }
    : p.addr && p.city ? { addr: p.addr, city: p.city, zip: p.zip ?? '' } : null;
  const wantAddr = isUtil ? rng.chance(0.9) : rng.chance(ownUnit ? 0.95 : 0.68);
  if (addrSource && (wantAddr || (!plan.acctText && !v.defaultPropertyId))) {
    const style = pickStyle(rng, addrSource.addr, typos);
    const mode = rng.weighted([['none', 16], ['city', 14], ['cityZip', 47], ['cityZip4', 15], ['zipOnly', 8]] as const);
    plan.addr = {
      ...addrSource, style, cityStyle: { mode, abbrev: rng.chance(0.18) },
      meter: !u && isUtil && (p.kind === 'garden' || p.kind === 'midrise' || p.kind === 'commercial') && rng.chance(0.35)
        ? rng.pick(['Pool', 'Irrigation', 'Clubhouse', 'Leasing Office', 'Site Lighting', 'Common Area', 'House Meter', 'Laundry Rm'])
        : null,
    };
  }
  const nameShare = v.kind === 'trade' ? (plan.addr ? 0.3 : 0.85) : plan.addr ? 0.12 : 0.35;
  if (p.kind !== 'sfr' && p.kind !== 'duplex' && p.kind !== 'smallmulti' ? rng.chance(nameShare) : !plan.addr && !plan.acctText && rng.chance(0.9)) {
    const name = p.aliases.length > 0 && rng.chance(0.3) ? rng.pick(p.aliases) : p.name;
    const label = rng.weighted([['', 35], ['Job site: ', 15], ['Property: ', 20], ['Location: ', 10], ['Community: ', 8], ['Site: ', 7], ['Service Location: ', 5]] as const);
    plan.propName = { label, name };
  }
  if (v.kind === 'trade' && v.defaultPropertyId === p.id && rng.chance(0.55)) {
    // The contractor of one property: its bills often print nothing about the site.
    plan.addr = null;
    plan.propName = null;
    if (plan.acctText && rng.chance(0.5)) plan.acctText = null;
  }
  if (u && !ownUnit) {
    const forms = unitForms(u);
    const text = rng.pick(forms);
    const where = rng.weighted([['unitText', 40], ['inline', plan.addr ? 18 : 0], ['ownLine', plan.addr ? 14 : 0], ['line', v.kind !== 'utility' ? 18 : 2], ['text', 10]] as const);
    plan.unit = { text, where };
  }
  if (ownUnit && !plan.addr && addrSource) {
    // A unit-level bill always names its unit; for a home with its own address, that is the address.
    const style = pickStyle(rng, addrSource.addr, typos);
    plan.addr = { ...addrSource, style, cityStyle: { mode: 'cityZip', abbrev: false }, meter: null };
  }
  const firstUnit = p.units[0];
  if (!u && firstUnit && (firstUnit.scheme === 'bldgApt' || firstUnit.scheme === 'bldgDash') && v.kind === 'trade' && rng.chance(0.12)) {
    const maxB = Math.max(...p.units.map((x) => Number(x.bldg) || 1));
    plan.bldgNote = `Bldg ${rng.int(1, maxB)} ${rng.pick(['breezeway', 'stairwell', 'roof', 'exterior', 'laundry room'])}`;
  }
  const n = rng.int(1, 4);
  for (let i = 0; i < n; i++) plan.lines.push(rng.pick(v.lines));
  return plan;
}

function evidenceOf(plan: Plan): Evidence {
  const ev = emptyEvidence();
  // The header prints the name even when extraction left the payee empty.
  ev.vendorNames.push(...plan.header.names);
  if (plan.email) ev.emails.push(plan.email);
  if (plan.printTax && plan.v.taxId) ev.taxIds.push(plan.v.taxId);
  if (plan.printRemit && plan.v.remitTo) ev.remits.push(plan.v.remitTo);
  if (plan.acctText) (plan.acctText.full ? ev.accountsFull : ev.accountsMasked).push(plan.acctText.full ? plan.acctText.text : plan.acctText.suffix);
  if (plan.addr) ev.addresses.push(addrEv(plan.addr));
  if (plan.propName) ev.propNames.push(plan.propName.name);
  if (plan.unit) ev.unitLabels.push((plan.u as UnitRec).label);
  return ev;
}

function addrEv(a: AddrPlan): AddrEv {
  const m = a.cityStyle.mode;
  return {
    number: a.addr.number, key: a.addr.street.key, type: a.style.alt >= 0 ? '' : a.addr.street.type,
    dir: a.style.printedDir === '' ? null : a.style.printedDir,
    city: m === 'city' || m === 'cityZip' || m === 'cityZip4' ? a.city.data.city : null,
    state: m === 'none' ? null : a.city.data.state,
    zip5: m === 'cityZip' || m === 'cityZip4' || m === 'zipOnly' ? a.zip.slice(0, 5) : null,
  };
}

/** Make the bill print more until the careful reader has one answer; -1 when it cannot. */
function settle(rng: Rng, plan: Plan, reader: Reader): number {
  let steps = 0;
  for (let round = 0; round < 8; round++) {
    const ev = evidenceOf(plan);
    const vc = reader.vendorCandidates(ev);
    if (vc.size !== 1 || !vc.has(plan.v.id)) {
      steps++;
      if (!plan.printTax && plan.v.taxId) plan.printTax = true;
      else if (plan.header.form !== 'name' && plan.header.form !== 'upper') plan.header = { text: plan.v.name, names: [plan.v.name], form: 'name' };
      else if (plan.emailForm !== 'vendor' && plan.v.senderEmails.length > 0) {
        const e = plan.v.senderEmails[0] as string;
        plan.email = e.startsWith('@') ? `billing${e}` : e;
        plan.emailForm = 'vendor';
      } else if (!plan.printRemit && plan.v.remitTo) plan.printRemit = true;
      else return -1;
      continue;
    }
    const pc = reader.propertyCandidates(ev, plan.v.id);
    if (pc.size !== 1 || !pc.has(plan.p.id)) {
      steps++;
      const a = plan.addr;
      if (a && a.style.printedDir === '' && a.addr.dir !== '') {
        a.style = { ...a.style, dir: 'asis', printedDir: a.addr.dir };
      } else if (a && a.cityStyle.mode !== 'cityZip' && a.cityStyle.mode !== 'cityZip4') {
        a.cityStyle = { mode: 'cityZip', abbrev: false };
      } else if (a && a.style.dir === 'extra') {
        a.style = { ...a.style, dir: 'asis', printedDir: '' };
      } else if (!plan.propName) {
        plan.propName = { label: 'Property: ', name: plan.p.name };
      } else if (!plan.addr && plan.p.addr && plan.p.city) {
        plan.addr = { addr: plan.p.addr, city: plan.p.city, zip: plan.p.zip ?? '', style: pickStyle(rng, plan.p.addr, () => []), cityStyle: { mode: 'cityZip', abbrev: false }, meter: null };
      } else if (plan.acct && (!plan.acctText || !plan.acctText.full)) {
        plan.acctText = { text: plan.acct.number, full: true, suffix: '', form: 'asis' };
      } else return -1;
      continue;
    }
    const uc = reader.unitCandidates(ev, plan.v.id, plan.p.id);
    if (plan.u === null) {
      if (uc !== 'none') return -1;
      return steps;
    }
    if (uc === 'none' || uc.size !== 1 || !uc.has(plan.u.id)) {
      steps++;
      if (!plan.unit) plan.unit = { text: unitForms(plan.u)[0] as string, where: 'unitText' };
      else if (plan.unit.where !== 'unitText') plan.unit = { ...plan.unit, where: 'unitText' };
      else return -1;
      continue;
    }
    return steps;
  }
  return -1;
}

const pick = <T>(rng: Rng, xs: readonly T[]): T => rng.pick(xs);

function render(rng: Rng, plan: Plan): BillInput {
  const { v, p } = plan;
  const region = REGION_OF[p.metro] ?? 'texas';
  const t: string[] = [];
  const statement = Date.UTC(2025, rng.int(0, 8), rng.int(1, 28));
  const isUtil = v.kind === 'utility';
  const unitText = plan.unit ? plan.unit.text : null;

  // Address block
  const serviceAddresses: string[] = [];
  let addrBlock: string[] = [];
  if (plan.addr) {
    const a = plan.addr;
    let street = printStreetLine(a.addr, a.style);
    if (plan.unit && plan.unit.where === 'inline') street += rng.chance(0.5) ? `, ${plan.unit.text}` : ` ${plan.unit.text}`;
    const cityLine = printCityLine(rng, a.city.data.city, a.city.data.state, a.zip, a.cityStyle, a.style.upper);
    addrBlock = [street];
    if (plan.unit && plan.unit.where === 'ownLine') addrBlock.push(plan.unit.text);
    if (a.meter) addrBlock.push(`(${a.meter})`);
    if (cityLine) addrBlock.push(cityLine);
    const oneLine = rng.chance(0.45);
    serviceAddresses.push(oneLine ? addrBlock.join(', ') : addrBlock.join('\n'));
  }
  const office = pick(rng, OFFICES[region] ?? OFFICES.texas ?? []);
  const acctLabel = pick(rng, ['Account Number:', 'Account #', 'Acct No.', 'Customer Account:', 'Account No:', 'Customer #']);
  const lineItems = plan.lines.map((l, i) => ({
    description: plan.unit && plan.unit.where === 'line' && i === 0 ? `${l} - ${plan.unit.text}` : plan.bldgNote && i === 0 ? `${l} - ${plan.bldgNote}` : l,
  }));

  t.push(plan.header.text);
  if (isUtil) {
    t.push(`Customer Service 1-800-${rng.digits(3)}-${rng.digits(4)}   www.${v.domain ?? 'example.com'}`);
    t.push(`Statement Date: ${usDate(statement)}`);
  } else {
    if (v.shop && rng.chance(0.7)) t.push(v.shop.replace(/, /, '\n'));
    t.push(`${pick(rng, ['INVOICE', 'Invoice', 'SERVICE INVOICE', 'Statement'])}   #${rng.int(1000, 99999)}   Date: ${usDate(statement)}`);
    if (rng.chance(0.4)) t.push(`Work Order: WO-${rng.digits(6)}   PO: ${rng.digits(4)}-${rng.digits(2)}`);
  }
  if (plan.acctText) t.push(`${acctLabel} ${plan.acctText.text}`);
  t.push('');
  t.push(pick(rng, ['Bill To:', 'BILL TO', 'Mailing Address:', 'Customer:']));
  t.push(rng.chance(0.5) ? MGMT : `${MGMT}\nAttn: Accounts Payable`);
  t.push(office);
  t.push('');
  if (plan.propName || addrBlock.length > 0) {
    t.push(isUtil ? pick(rng, ['Service Address:', 'Service Location:', 'Premise Address:', 'SERVICE FOR:']) : pick(rng, ['Job Site:', 'Service Location:', 'Ship To:', 'Location:', 'Property:']));
    if (plan.propName) t.push(`${plan.propName.label}${plan.propName.name}`);
    if (addrBlock.length > 0) t.push(addrBlock.join('\n'));
  }
  if (plan.unit && (plan.unit.where === 'unitText' || plan.unit.where === 'text')) t.push(plan.unit.where === 'text' ? `${pick(rng, ['Tenant unit:', 'Resident:', 'Location within property:', 'Unit/Apt:'])} ${plan.unit.text}` : plan.unit.text);
  if (plan.bldgNote && lineItems.length === 0) t.push(plan.bldgNote);
  if (isUtil && (v.service === 'rep')) t.push(`ESI ID: 10${rng.digits(20)}`);
  if (isUtil) t.push(`Meter: ${rng.digits(8)}   Service Period: ${usDate(statement - 30 * 86400000)} - ${usDate(statement)}`);
  t.push('');
  t.push(isUtil ? 'Charges' : 'Description                          Amount');
  let total = 0;
  for (const li of lineItems) {
    const amt = Number(money(rng, 15, 900));
    total += amt;
    t.push(`${li.description}    $${amt.toFixed(2)}`);
  }
  t.push(`${pick(rng, ['Total Amount Due', 'TOTAL DUE', 'Amount Due', 'Balance Due'])} $${total.toFixed(2)}   Due ${usDate(statement + 21 * 86400000)}`);
  t.push('');
  if (plan.printRemit && v.remitTo) t.push(`${pick(rng, ['Remit to:', 'Please remit payment to:', 'Make checks payable to', 'Mail payments to:'])} ${plan.header.text}\n${v.remitTo.replace(/, /, '\n')}`);
  if (plan.printTax && v.taxId) t.push(`${pick(rng, ['Tax ID:', 'Fed Tax ID #', 'EIN', 'FEIN:'])} ${rng.chance(0.8) ? v.taxId : v.taxId.replace('-', '')}`);
  if (!isUtil && rng.chance(0.5)) t.push('Thank you for your business!');
  const accountNumbers = plan.acctText ? [plan.acctText.text] : [];
  const esi = t.find((l) => l.startsWith('ESI ID: '));
  if (esi && rng.chance(0.4)) accountNumbers.push(esi.slice(8));

  let propertyText: string | null = plan.propName ? `${plan.propName.label}${plan.propName.name}`.trim() : null;
  if (propertyText && plan.propName && plan.propName.label === '' && rng.chance(0.15)) propertyText = propertyText.toUpperCase();
  return {
    payee: plan.payeeNull ? null : plan.header.text,
    senderEmail: plan.email,
    accountNumbers,
    serviceAddresses,
    propertyText,
    unitText: plan.unit && plan.unit.where === 'unitText' ? unitText : null,
    text: t.join('\n'),
    lineItems,
  };
}
