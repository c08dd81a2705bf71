import type { BillInput } from '../../../src/server/directory/resolver/types';
import { CATS } from './catalog';
import {
  AP_LOCKBOX,
  CLIENT_FORMS,
  CLIENT_NAME,
  MARKED,
  OFFICES,
  type RegionKey,
  STAFF,
  printAddress,
} from './geography';
import { utilityLines } from './history';
import type { AddressBook, PropModel, UnitModel } from './properties';
import type { Rng } from './rng';
import { fmtDay, money, monthName, nameVariant, ocrSlip, pad } from './text';
import { type AcctModel, type NumberBook, type VendorModel, grouped } from './vendors';

/*
 * Bill printing. Each bill starts from the truth (vendor, property, unit, maybe an account) and is
 * printed the way a real document would show it, then read by an imperfect extractor into fields.
 * Every bill keeps at least one route a careful reader could follow to each answer.
 */

export type BillKind = 'utilProp' | 'utilUnit' | 'telecom' | 'contract' | 'tradeUnit' | 'tradeSite' | 'defaultProp' | 'supply';

export interface Draft {
  kind: BillKind;
  vm: VendorModel;
  prop: PropModel;
  unit: UnitModel | null;
  acct: AcctModel | null;
  /** For a default-property vendor: the bill names no site, names the default, or names another property. */
  defaultCase?: 'none' | 'same' | 'other';
}

export interface PrintedBill {
  input: BillInput;
  tags: Record<string, string>;
}

export interface PrintCtx {
  book: AddressBook;
  numbers: NumberBook;
  propById: Map<string, PropModel>;
}

const TAX: Record<RegionKey, [string, number]> = {
  NYC: ['Sales tax 8.875%', 0.08875],
  NJ: ['NJ sales tax 6.625%', 0.06625],
  DC: ['DC sales tax 6%', 0.06],
  BAL: ['MD sales tax 6%', 0.06],
  UT: ['Sales tax 7.25%', 0.0725],
  DEN: ['Sales tax 8.81%', 0.0881],
  LV: ['Sales tax 8.375%', 0.08375],
  SFL: ['FL sales tax 7%', 0.07],
  HNL: ['GET 4.712%', 0.04712],
  PR: ['IVU 11.5%', 0.115],
};

function caseVar(s: string, rng: Rng, upper = 0.3): string {
  return rng.chance(upper) ? s.toUpperCase() : s;
}

const MARK_RES: readonly (readonly [RegExp, string])[] = Object.entries(MARKED)
  .filter(([plain]) => !plain.includes(' ') && !plain.startsWith('Urb'))
  .map(([plain, m]) => [new RegExp(`\\b${plain}\\b`, 'g'), m] as const);

function withMarks(s: string): string {
  let out = s;
  for (const [re, m] of MARK_RES) out = out.replace(re, m);
  return out;
}

/** A name or alias of the property as a document would print it. */
export function propLabel(pm: PropModel, rng: Rng, book: AddressBook): string {
  const options = [pm.p.name, pm.p.name, ...pm.p.aliases];
  let s = rng.pick(options);
  // A name that is only a street line needs its city when another place shares that line.
  if (pm.addr && !book.unique(pm.addr) && s.startsWith(pm.addr.num) && !s.includes(pm.city.name)) s = `${s}, ${pm.city.name}`;
  if (pm.region === 'HNL' && rng.chance(0.35)) s = withMarks(s);
  if (rng.chance(0.15)) s = s.replace(/, Inc\.$/, '').replace(/\.$/, '');
  return caseVar(s, rng, 0.3);
}

function unitForm(um: UnitModel, rng: Rng): string {
  return rng.pick(um.spec.forms);
}

function unitBare(um: UnitModel, rng: Rng): string {
  return rng.chance(0.5) ? rng.pick(um.spec.bare) : rng.pick(um.spec.forms);
}

/** The service address as printed; null when neither the unit nor the property has a street address. */
function siteAddress(pm: PropModel, um: UnitModel | null, embedUnit: boolean, ctx: PrintCtx, rng: Rng): string | null {
  if (um?.addr) {
    const label = embedUnit && um.prop.kind !== 'scattered' && rng.chance(0.2) ? um.spec.label : null;
    return printAddress(um.addr, { city: um.city, zip: um.zip }, label, rng);
  }
  if (!pm.addr) return null;
  const unit = embedUnit && um ? unitForm(um, rng) : null;
  const cityLine = !(ctx.book.unique(pm.addr) && rng.chance(0.2));
  let condoLine: string | null = null;
  let unitAfter = unit;
  if (pm.region === 'PR' && pm.kind === 'condo' && rng.chance(0.5)) {
    const cond = pm.p.aliases.find((a) => a.startsWith('Cond. ')) ?? pm.p.name;
    condoLine = unit ? `${cond} ${unit}` : cond;
    unitAfter = null;
  }
  return printAddress(pm.addr, { city: pm.city, zip: pm.zip }, unitAfter, rng, { cityLine, condoLine });
}

/* ------------------------------------------------------------------ account numbers */

interface AcctPrint {
  field: string | null;
  text: string;
  style: string;
}

function ocrDigits(s: string, rng: Rng): string {
  const idx: number[] = [];
  for (let i = 0; i < s.length; i++) if (s[i] === '0' || s[i] === '1') idx.push(i);
  if (idx.length === 0) return s;
  const i = rng.pick(idx);
  return s.slice(0, i) + (s[i] === '0' ? 'O' : 'l') + s.slice(i + 1);
}

function printAccount(a: AcctModel, rng: Rng, masked: boolean, sole: boolean): AcctPrint {
  const core = a.core;
  const fmt = a.vm.fmt;
  if (masked) {
    const last4 = core.slice(-4);
    const f = rng.pick([`****${last4}`, `XXXXXX${last4}`, `xxxx-xxxx-${last4}`, `ending in ${last4}`]);
    const word = a.vm.es ? 'Cuenta' : 'Account';
    return { field: f, text: f.startsWith('ending') ? `${word} ${a.vm.es ? f.replace('ending in', 'terminada en') : f}` : `${word}: ${f}`, style: 'masked' };
  }
  const vendorStyle = fmt ? grouped(core, fmt) : core.replace(/^([A-Z]+)(\d)/, '$1-$2');
  let s: string;
  let style: string;
  const r = rng.float();
  if (r < 0.36) {
    s = vendorStyle;
    style = 'vendor';
  } else if (r < 0.55) {
    s = core;
    style = 'plain';
  } else if (r < 0.68) {
    s = fmt && fmt.groups.length > 1 ? grouped(core, fmt, rng.pick([' ', '-', '.'])) : core.replace(/(\d{4})(?=\d)/g, '$1 ');
    style = 'regroup';
  } else if (r < 0.78) {
    s = /^0/.test(core) ? core.replace(/^0+/, '') : /^\d+$/.test(core) ? `00${core}` : core.replace(/^([A-Z]+)/, '$1 ');
    style = 'zeros';
  } else if (r < 0.86) {
    s = `${rng.pick(['Acct# ', 'Account No. ', 'Cust # ', 'A/C ', 'Account Number: '])}${rng.chance(0.5) ? vendorStyle : core}`;
    style = 'labelled';
  } else if (r < 0.9 && !sole) {
    s = ocrDigits(vendorStyle, rng);
    style = 'ocr';
  } else {
    s = a.dir;
    style = 'directory';
  }
  const label = a.vm.es ? rng.pick(['Número de cuenta', 'Cuenta', 'Núm. de Cuenta']) : rng.pick(['Account Number', 'Account #', 'Acct No.', 'Customer Number', 'Account']);
  return { field: s, text: `${label}: ${style === 'labelled' ? s.replace(/^[^:#]*[:#.]\s*/, '') : s}`, style };
}

/* ------------------------------------------------------------------ the parts every bill shares */

function letterhead(vm: VendorModel, rng: Rng): { lines: string[]; shown: string } {
  const shown = vm.letterNames.length > 1 && rng.chance(0.35) ? (vm.letterNames[1] as string) : (vm.letterNames[0] as string);
  const lines = [caseVar(shown, rng, 0.4)];
  if (vm.dbaLine && rng.chance(0.6)) lines.push(vm.dbaLine);
  lines.push(...vm.addrLines);
  const contact: string[] = [];
  if (rng.chance(0.8)) contact.push(`${vm.es ? 'Tel.' : rng.pick(['Tel', 'Phone', 'Ph:', 'T'])} ${vm.phone}`);
  if (vm.web && rng.chance(0.5)) contact.push(vm.web);
  if (contact.length > 0) lines.push(contact.join('   '));
  return { lines, shown };
}

function choosePayee(vm: VendorModel, shown: string, pm: PropModel, rng: Rng): { payee: string | null; tag: string } {
  const r = rng.float();
  if (r < 0.36) return { payee: caseVar(shown, rng, 0.3), tag: 'letterhead' };
  if (r < 0.46) return { payee: vm.v.name, tag: 'directoryName' };
  if (r < 0.54) return vm.v.aliases.length > 0 ? { payee: rng.pick(vm.v.aliases), tag: 'alias' } : { payee: shown, tag: 'letterhead' };
  if (r < 0.63) return { payee: ocrSlip(shown, rng), tag: 'ocr' };
  if (r < 0.77) return { payee: nameVariant(shown, rng), tag: 'variant' };
  if (r < 0.88) return { payee: null, tag: 'null' };
  if (r < 0.92) return vm.dbaLine ? { payee: vm.dbaLine, tag: 'dba' } : { payee: nameVariant(vm.v.name, rng), tag: 'variant' };
  if (r < 0.96) return { payee: shown.toUpperCase(), tag: 'letterhead' };
  if (pm.entity && rng.chance(0.3)) return { payee: pm.entity, tag: 'manager' };
  return { payee: rng.pick(CLIENT_FORMS), tag: 'manager' };
}

function chooseSender(vm: VendorModel, pm: PropModel, rng: Rng, forceKnown: boolean): { email: string | null; tag: string; forwardedFrom: string | null } {
  const r = forceKnown && vm.knownFrom.length > 0 ? 0 : rng.float();
  if (r < 0.3 && vm.knownFrom.length > 0) return { email: rng.pick(vm.knownFrom), tag: 'vendor', forwardedFrom: null };
  if (r < 0.4 && vm.otherFrom.length > 0) return { email: rng.pick(vm.otherFrom), tag: 'vendorOther', forwardedFrom: null };
  if (r < 0.52 && vm.platform) return { email: vm.platform, tag: 'platform', forwardedFrom: null };
  if (r < 0.72) {
    const orig = vm.knownFrom.length > 0 && rng.chance(0.5) ? rng.pick(vm.knownFrom) : null;
    return { email: rng.pick(STAFF[pm.region]), tag: 'staffForward', forwardedFrom: orig };
  }
  return { email: null, tag: 'none', forwardedFrom: null };
}

function billTo(pm: PropModel, rng: Rng, es: boolean): string[] {
  const out: string[] = [];
  const client = rng.pick([CLIENT_NAME, 'Crestline Urban Residential', 'CRESTLINE URBAN RESIDENTIAL MGMT LLC', 'Crestline Urban Residential Mgmt.']);
  if (pm.entity && rng.chance(0.45)) {
    out.push(pm.entity, `c/o ${client}`);
  } else {
    out.push(client);
    if (rng.chance(0.3)) out.push(es ? 'Atención: Cuentas por Pagar' : 'Attn: Accounts Payable');
  }
  out.push(...(rng.chance(0.2) ? AP_LOCKBOX.lines.slice(1) : OFFICES[pm.region].lines));
  return out;
}

interface Item {
  description: string;
  amount: number;
}

function lineAmount(rng: Rng, lo: number, hi: number): number {
  return Math.round((lo + rng.float() * (hi - lo)) * 100) / 100;
}

function mentionUnit(desc: string, form: string, rng: Rng): string {
  return rng.pick([`${form} - ${desc}`, `${desc} (${form})`, `${desc} @ ${form}`, `${form}: ${desc}`, `${desc} - ${form}`]);
}

/* ------------------------------------------------------------------ the printer */

export function printBill(d: Draft, ctx: PrintCtx, rng: Rng): PrintedBill {
  const { vm, prop: pm, unit: um } = d;
  const es = vm.es;
  const tags: Record<string, string> = { kind: d.kind, region: pm.region };
  const day = rng.int(300, 640);
  const due = day + rng.pick([14, 20, 21, 30]);
  const dateStyle = es ? 'es' : rng.pick(['us', 'us', 'long', 'iso'] as const);
  const head = letterhead(vm, rng);
  const payee = choosePayee(vm, head.shown, pm, rng);
  tags.payee = payee.tag;
  const sender = chooseSender(vm, pm, rng, vm.twin && rng.chance(0.5));
  tags.email = sender.tag;
  const isUtil = d.kind === 'utilProp' || d.kind === 'utilUnit' || d.kind === 'telecom';

  const accountNumbers: string[] = [];
  const serviceAddresses: string[] = [];
  let propertyText: string | null = null;
  let unitText: string | null = null;
  const siteText: string[] = [];
  const metaText: string[] = [];
  const items: Item[] = [];
  let emailSummary = false;

  const siteLabel = es ? rng.pick(['Dirección de servicio:', 'Lugar del trabajo:', 'Localización:']) : isUtil ? rng.pick(['Service address:', 'Service delivered to:', 'SERVICE LOCATION', 'Premises:']) : rng.pick(['Job Site:', 'Job Location:', 'Service Location:', 'Property:', 'Location:', 'Ship To:']);

  /* ---- property / unit / account evidence */
  const invoiceNo = isUtil ? null : `${rng.pick(['', 'INV-', 'INV', '#', 'W'])}${rng.int(1000, 99999)}`;
  const addAcct = (masked: boolean, inFields: boolean, sole = false): AcctPrint | null => {
    if (!d.acct) return null;
    const p = printAccount(d.acct, rng, masked, sole);
    if (inFields && p.field) accountNumbers.push(p.field);
    metaText.push(p.text);
    tags.acct = inFields ? p.style : `${p.style}-textOnly`;
    return p;
  };
  const putAddress = (embed: boolean, inFields: boolean): boolean => {
    const a = siteAddress(pm, um, embed, ctx, rng);
    if (!a) return false;
    if (inFields) serviceAddresses.push(a);
    siteText.push(siteLabel, a);
    return true;
  };
  const putName = (inFields: boolean): void => {
    const n = propLabel(pm, rng, ctx.book);
    if (inFields) propertyText = n;
    siteText.push(`${es ? 'Propiedad' : rng.pick(['Property', 'Job Name', 'Building', 'Re', 'Account Name'])}: ${n}`);
  };
  const putUnitText = (inFields: boolean): void => {
    if (!um) return;
    const u = unitBare(um, rng);
    if (inFields) unitText = u;
    siteText.push(`${es ? 'Unidad' : rng.pick(['Unit', 'Apt', 'Unit #', 'Apartment'])}: ${u.replace(/^(Apt|Unit|Apartment)\.? /i, '')}`);
    tags.unitEv = tags.unitEv ?? 'unitText';
  };

  if (isUtil) {
    const v = rng.weighted([
      ['acctAddr', 50],
      ['acctOnly', 13],
      ['maskedAddr', 14],
      ['addrOnly', 8],
      ['textOnly', 5],
      ['nameMasked', 5],
      ['acctName', 5],
    ] as const);
    const hasAddr = Boolean(um?.addr ?? pm.addr);
    let variant: string = v;
    if (!hasAddr && (v === 'maskedAddr' || v === 'addrOnly')) variant = 'acctName';
    if (v === 'nameMasked' && !(pm.named || pm.entity)) variant = hasAddr ? 'maskedAddr' : 'acctName';
    if (variant === 'textOnly' && !hasAddr) variant = 'acctName';
    tags.site = variant;
    const embed = Boolean(um && !um.addr);
    switch (variant) {
      case 'acctAddr':
        addAcct(false, true);
        putAddress(embed, true);
        if (um && rng.chance(0.2)) putUnitText(true);
        break;
      case 'acctOnly':
        addAcct(false, true, true);
        emailSummary = rng.chance(0.7);
        if (!emailSummary) siteText.push(rng.pick(['See reverse for service details', 'Service details on page 2']));
        break;
      case 'maskedAddr':
        addAcct(true, true);
        putAddress(embed, true);
        break;
      case 'addrOnly':
        addAcct(false, false);
        putAddress(embed, true);
        break;
      case 'textOnly':
        addAcct(false, false);
        putAddress(embed, false);
        break;
      case 'nameMasked':
        addAcct(true, true);
        siteText.push(`${es ? 'Nombre de la cuenta' : 'Account name'}: ${caseVar(pm.entity && rng.chance(0.5) ? pm.entity : propLabel(pm, rng, ctx.book), rng, 0.6)}`);
        propertyText = siteText[siteText.length - 1]?.replace(/^[^:]*: /, '') ?? null;
        if (um) putUnitText(true);
        break;
      default:
        addAcct(false, true);
        putName(true);
        if (um) {
          if (um.addr) putAddress(false, true);
          else if (rng.chance(0.5)) putUnitText(true);
        }
    }
    if (um) tags.unitEv = tags.unitEv ?? (um.addr ? 'unitAddress' : variant === 'acctOnly' ? 'account' : 'inAddress');
    if (d.acct?.qualifier && rng.chance(0.6)) {
      siteText.push(`${es ? 'Ubicación del contador' : rng.pick(['Meter location', 'Service description', 'Premise'])}: ${d.acct.qualifier}`);
      if (serviceAddresses.length > 0 && rng.chance(0.15)) serviceAddresses[0] = `${serviceAddresses[0]} - ${d.acct.qualifier}`;
    }
    if (d.acct?.meter && rng.chance(0.6)) {
      metaText.push(`${es ? 'Contador' : rng.pick(['Meter #', 'Meter No.', 'Meter'])} ${d.acct.meter}`);
      if (rng.chance(0.2)) {
        accountNumbers.push(d.acct.meter);
        tags.slip = 'meter';
      }
    }
    if (vm.util?.key === 'nycwater') {
      const boro = { MAN: 1, BRX: 2, BKN: 3, SI: 5 }[pm.city.key] ?? 4;
      let bbl = '';
      for (let k = 0; k < 20 && !bbl; k++) {
        const cand = `${boro}-${pad(rng.int(1, 16000), 5)}-${pad(rng.int(1, 200), 4)}`;
        if (ctx.numbers.take(cand)) bbl = cand;
      }
      if (bbl) {
        metaText.push(`BBL: ${bbl}`);
        if (rng.chance(0.25)) {
          accountNumbers.push(bbl);
          tags.slip = 'bbl';
        }
      }
    }
    const lines = vm.util?.key === 'coned' && pm.city.key !== 'MAN' && pm.city.key !== 'BRX' ? utilityLines({ ...vm, service: 'electric' }) : utilityLines(vm);
    const n = rng.int(2, Math.min(4, lines.length));
    for (const desc of rng.shuffle([...lines]).slice(0, n)) items.push({ description: desc, amount: lineAmount(rng, 8, um ? 140 : 2400) });
  } else {
    const cat = vm.cat ? CATS[vm.cat] : CATS.handyman;
    const unitLines = es && cat.esUnitLines ? cat.esUnitLines : cat.unitLines;
    const siteLines = es && cat.esSiteLines ? cat.esSiteLines : cat.siteLines;
    const work = um ? (unitLines.length > 0 ? unitLines : siteLines) : siteLines.length > 0 ? siteLines : unitLines;
    const n = rng.int(1, 3);
    for (const desc of rng.shuffle([...work]).slice(0, n)) items.push({ description: desc, amount: lineAmount(rng, 45, d.kind === 'supply' ? 400 : 1800) });
    if (d.kind !== 'supply' && rng.chance(0.5)) items.push({ description: es ? rng.pick(['Mano de obra', 'Materiales', 'Cargo por visita']) : rng.pick(['Labor', 'Materials', 'Trip charge', 'Service call']), amount: lineAmount(rng, 40, 450) });

    const hasAcct = Boolean(d.acct);
    const hasAddr = Boolean(um?.addr ?? pm.addr);
    let variant: string;
    if (d.kind === 'defaultProp') {
      variant = d.defaultCase ?? 'none';
    } else if (d.kind === 'contract' || d.kind === 'supply') {
      variant = rng.weighted([
        ['acctAddr', 40],
        ['acctName', 20],
        ['acctOnly', hasAcct ? 20 : 0],
        ['addrOnly', 10],
        ['nameOnly', 10],
      ] as const);
    } else if (um) {
      variant = rng.weighted([
        ['addrUnitText', 24],
        ['addrEmbedded', 20],
        ['nameUnitLine', 14],
        ['addrUnitLine', 14],
        ['nameUnitText', 10],
        ['textOnly', 6],
        ['acctUnit', hasAcct ? 6 : 0],
      ] as const);
      if (um.addr && rng.chance(0.7)) variant = 'unitOwnAddr';
    } else {
      variant = rng.weighted([
        ['addr', 40],
        ['name', 20],
        ['nameAddr', 20],
        ['acct', hasAcct ? 10 : 0],
        ['textOnly', 5],
        ['entity', pm.entity ? 5 : 0],
      ] as const);
    }
    if (!hasAddr) {
      const map: Record<string, string> = { addrUnitText: 'unitOwnAddr', addrEmbedded: 'unitOwnAddr', addrUnitLine: 'unitOwnAddr', textOnly: 'nameOnly', addr: 'name', nameAddr: 'name', acctAddr: 'acctName', addrOnly: 'nameOnly' };
      variant = map[variant] ?? variant;
      if (variant === 'unitOwnAddr' && !um?.addr) variant = 'nameUnitText';
    }
    tags.site = variant;
    const unitLine = (): void => {
      if (!um || items.length === 0) return;
      const first = items[0] as Item;
      first.description = mentionUnit(first.description, unitForm(um, rng), rng);
    };
    switch (variant) {
      case 'addrUnitText':
        putAddress(false, true);
        putUnitText(true);
        if (rng.chance(0.3)) unitLine();
        break;
      case 'addrEmbedded':
        putAddress(true, true);
        tags.unitEv = 'inAddress';
        if (rng.chance(0.3)) unitLine();
        break;
      case 'nameUnitLine':
        putName(true);
        unitLine();
        tags.unitEv = 'lineItem';
        break;
      case 'addrUnitLine':
        putAddress(false, true);
        unitLine();
        tags.unitEv = 'lineItem';
        break;
      case 'nameUnitText':
        putName(true);
        putUnitText(true);
        break;
      case 'unitOwnAddr':
        putAddress(true, true);
        tags.unitEv = 'unitAddress';
        if (rng.chance(0.25)) putUnitText(true);
        break;
      case 'textOnly':
        if (um) {
          if (rng.chance(0.5)) {
            putAddress(true, false);
            tags.unitEv = um.addr ? 'unitAddress' : 'textOnly';
          } else {
            putName(false);
            putUnitText(false);
            tags.unitEv = 'textOnly';
          }
        } else putAddress(false, false);
        break;
      case 'acctUnit':
        addAcct(false, true, true);
        unitLine();
        tags.unitEv = 'lineItem';
        break;
      case 'addr':
        putAddress(false, true);
        break;
      case 'name':
        putName(true);
        break;
      case 'nameAddr':
        putName(true);
        putAddress(false, true);
        break;
      case 'acct':
        addAcct(false, true, true);
        break;
      case 'entity':
        tags.entityOnly = 'yes';
        break;
      case 'acctAddr':
        addAcct(false, true);
        putAddress(false, true);
        break;
      case 'acctName':
        addAcct(false, true);
        putName(true);
        break;
      case 'acctOnly':
        addAcct(false, true, true);
        break;
      case 'addrOnly':
        if (hasAcct) addAcct(false, false);
        putAddress(false, true);
        break;
      case 'nameOnly':
        if (hasAcct) addAcct(false, false);
        putName(true);
        break;
      case 'same':
        if (hasAddr && rng.chance(0.5)) putAddress(false, true);
        else putName(true);
        break;
      case 'other':
        if (hasAddr && rng.chance(0.5)) {
          putAddress(false, true);
          if (rng.chance(0.3)) putName(true);
        } else putName(true);
        break;
      default:
        break;
    }
    if (um && (d.kind === 'contract' || d.kind === 'supply' || d.kind === 'defaultProp') && !tags.unitEv) {
      if (d.kind === 'supply' && rng.chance(0.5)) {
        const po = `PO# ${unitBare(um, rng).replace(/^(Apt|Unit)\.? /i, '')} ${rng.pick(['TURN', 'MAKE READY', 'REPAIR', 'WO'])}`;
        metaText.push(po);
        tags.unitEv = 'poNumber';
      } else {
        unitLine();
        tags.unitEv = 'lineItem';
      }
    }
    if (um && !tags.unitEv) tags.unitEv = 'other';
    if (invoiceNo && rng.chance(0.08)) {
      if (ctx.numbers.take(invoiceNo)) {
        accountNumbers.push(invoiceNo);
        tags.slip = 'invoiceNo';
      }
    }
  }

  /* ---- slips of the bill-to and remit-to */
  const slipRoll = rng.float();
  if (slipRoll < 0.04) {
    serviceAddresses.push(rng.chance(0.5) ? OFFICES[pm.region].slip : AP_LOCKBOX.slip);
    tags.slip = 'billTo';
  } else if (vm.v.remitTo && slipRoll < 0.08) {
    serviceAddresses.push(vm.v.remitTo);
    tags.slip = 'remitTo';
  }

  /* ---- totals */
  const sub = items.reduce((a, b) => a + b.amount, 0);
  const [taxLabel, taxRate] = TAX[pm.region];
  const taxable = !isUtil && (d.kind === 'supply' || pm.region === 'HNL' || pm.region === 'PR' || rng.chance(0.25));
  const tax = taxable ? Math.round(sub * taxRate * 100) / 100 : 0;
  const total = sub + tax;

  /* ---- remit-to and tax id */
  const footer: string[] = [];
  const printRemit = vm.v.remitTo && (vm.twin || rng.chance(isUtil ? 0.75 : 0.4));
  if (printRemit) footer.push(`${es ? 'Remitir pago a' : rng.pick(['Remit to', 'Please remit payment to', 'Make checks payable and mail to', 'REMIT TO'])}: ${head.shown}, ${vm.v.remitTo}`);
  const taxId = vm.printedTaxId;
  if (taxId && (vm.twin || rng.chance(isUtil ? 0.1 : 0.35))) {
    const digits = taxId.replace(/\D/g, '');
    const shown = rng.pick([`${digits.slice(0, 2)}-${digits.slice(2)}`, digits, `${digits.slice(0, 2)} ${digits.slice(2)}`]);
    footer.push(`${es ? 'Seguro Social Patronal / EIN' : rng.pick(['Federal Tax ID', 'EIN', 'Fed ID#', 'Tax ID No.', 'FEIN'])}: ${shown}`);
    tags.taxId = 'printed';
  }
  if (!es && rng.chance(0.4)) footer.push(rng.pick(['Thank you for your business!', 'Payment due upon receipt.', 'A 1.5% late fee applies after 30 days.', 'Questions? Call us.']));
  if (es && rng.chance(0.4)) footer.push(rng.pick(['¡Gracias por su preferencia!', 'Pago vence al recibo.']));

  /* ---- the document */
  const T: string[] = [];
  if (sender.tag === 'staffForward' && rng.chance(0.6)) {
    T.push('---------- Forwarded message ---------');
    T.push(`From: ${sender.forwardedFrom ? `${head.shown} <${sender.forwardedFrom}>` : head.shown}`);
    T.push(`Subject: ${es ? 'Factura' : rng.pick(['Invoice', 'Your bill', 'Statement', 'Invoice attached'])} ${invoiceNo ?? monthName(day)}`);
    T.push('');
  }
  if (sender.tag === 'platform') T.push(`${es ? 'Enviado a través de' : 'Sent on behalf of'} ${head.shown}`, '');
  if (emailSummary) {
    T.push(head.lines[0] as string, '');
    T.push(es ? `Su factura de ${monthName(day)} está disponible.` : `Your ${monthName(day)} bill is ready.`);
    T.push(...metaText);
    T.push(`${es ? 'Total a pagar' : 'Amount due'}: $${money(total)}   ${es ? 'Fecha de vencimiento' : 'Due date'}: ${fmtDay(due, dateStyle)}`);
    if (vm.web) T.push(`${es ? 'Pague en línea en' : 'Pay online at'} ${vm.web}`);
    T.push('', es ? `Cliente: ${CLIENT_NAME}` : `Customer: ${CLIENT_NAME}`);
  } else {
    T.push(...head.lines, '');
    T.push(es ? (isUtil ? 'FACTURA DE SERVICIO' : 'FACTURA') : isUtil ? rng.pick(['STATEMENT', 'Your Bill', 'Bill Summary', 'ACCOUNT STATEMENT']) : rng.pick(['INVOICE', 'Invoice', 'BILL', 'Invoice / Work Order']));
    if (invoiceNo) T.push(`${es ? 'Factura #' : 'Invoice #'} ${invoiceNo}`);
    T.push(`${es ? 'Fecha' : isUtil ? 'Bill date' : 'Date'}: ${fmtDay(day, dateStyle)}`);
    if (isUtil) T.push(`${es ? 'Período de servicio' : 'Service period'}: ${fmtDay(day - 31, dateStyle)} - ${fmtDay(day - 1, dateStyle)}`);
    T.push(...metaText, '');
    T.push(es ? 'Facturar a:' : rng.pick(['Bill To:', 'BILL TO', 'Sold To:', 'Customer:', 'Mail to:']));
    T.push(...billTo(pm, rng, es), '');
    if (siteText.length > 0) T.push(...siteText, '');
    T.push(es ? 'Descripción                     Importe' : 'Description                     Amount');
    for (const it of items) T.push(`${it.description}    ${money(it.amount)}`);
    if (tax > 0) T.push(`${taxLabel}    ${money(tax)}`);
    T.push(`${es ? 'TOTAL A PAGAR' : rng.pick(['TOTAL DUE', 'Total', 'Amount Due', 'Balance Due'])}    $${money(total)}`);
    T.push(`${es ? 'Vence' : 'Due'}: ${fmtDay(due, dateStyle)}`, '');
    T.push(...footer);
  }
  if (emailSummary && footer.length > 0) T.push(...footer);

  if (tags.entityOnly) {
    // The entity (co-op corporation, association, owner LLC) is the only site evidence: print it in bill-to.
    const idx = T.findIndex((l) => /^(Bill To:|BILL TO|Sold To:|Customer:|Mail to:|Facturar a:)$/.test(l));
    if (idx >= 0 && !T.includes(pm.entity as string)) T.splice(idx + 1, 0, pm.entity as string, 'c/o');
  }

  tags.unitEv = um ? tags.unitEv ?? 'other' : 'none';
  tags.lang = es ? 'es' : 'en';
  const input: BillInput = {
    payee: payee.payee,
    senderEmail: sender.email,
    accountNumbers,
    serviceAddresses,
    propertyText,
    unitText,
    text: T.join('\n'),
    lineItems: items.map((i) => ({ description: i.description })),
  };
  return { input, tags };
}
