/**
 * Prints each target as a bill, then asks the clerk: a print whose clues do not single out the
 * property (and vendor), or single out another unit, is drawn again more plainly (up to a safe
 * print: exact payee, full address, account, property code). The expected unit is exactly the one
 * the printed clues single out, else null.
 */
import type { BillInput } from '../../../src/server/directory/resolver/types';
import { officeText, MANAGER } from './addressBook';
import { addrOpts, renderAddr, renderPayee, renderPropText, type UnitPos } from './billRender';
import { billText } from './billText';
import type { Target } from './billTargets';
import type { Clerk, Clues } from './clerk';
import { GENERIC_LINES, SERVICE_LINES } from './gl';
import type { Loc } from './model';
import { PLATFORMS } from './catalogNational';
import type { Rng } from './prng';
import { printAccount, type AccountForm } from './slips';
import { fusedNumber, printUnit, type PrintedUnit } from './units';

export interface PrintedBill {
  input: BillInput;
  unitIdx: number | null;
  level: number;
  features: string[];
}

const SHOW_ACCOUNT: Record<string, number> = { utility: 0.95, tax: 0.9, assessment: 0.85, national: 0.8, trade: 0.75 };
const SHOW_ADDR: Record<string, number> = { utility: 0.9, tax: 0.85, assessment: 0.5, national: 0.55, trade: 0.75 };
const SHOW_PROP: Record<string, number> = { utility: 0.03, tax: 0, assessment: 0.4, national: 0.6, trade: 0.35 };
const ADDR_LABEL: Record<string, readonly string[]> = { utility: ['Service Address', 'Service Location', 'Premise'], tax: ['Property Address', 'Situs', 'Location'], assessment: ['Property', 'Lot Address'], national: ['Ship To', 'Job Address', 'Deliver To'], trade: ['Job Site', 'Service Address', 'Work Performed At', 'Location'] };

function printOnce(t: Target, level: number, rng: Rng): { bill: PrintedBill; clues: Clues; ok: (c: Clerk) => boolean } {
  const v = t.vendor;
  const features: string[] = [];
  const payee = t.noClue && level >= 3 ? { payee: v.name, form: 'exact' as const, isPlatform: false } : renderPayee(v, level, rng);
  features.push(`payee:${payee.form}`);
  const behalf = payee.isPlatform && rng.chance(0.7) ? (rng.chance(0.6) ? v.name : rng.pick([v.name, ...v.aliases])) : null;
  let senderEmail: string | null = null;
  if (level < 3 && rng.chance(0.45)) {
    const plat = PLATFORMS.find((p) => p.name === v.platform);
    const own = v.senderEmails.length > 0 ? rng.pick(v.senderEmails) : null;
    if (payee.isPlatform && plat) senderEmail = plat.email;
    else if (rng.chance(0.12)) senderEmail = `${rng.pick(['maria.g', 'jsmith', 'ap.intake', 'd.nguyen', 'site.manager'])}@${MANAGER.domain}`;
    else if (own) senderEmail = own.startsWith('@') ? `${rng.pick(['billing', 'ar', 'noreply', 'invoices', 'statements'])}${own}` : own;
  }
  if (senderEmail) features.push('senderEmail');
  const remitPrinted = v.remitTo && (level >= 3 || rng.chance(0.7)) ? v.remitTo : null;

  const accounts: string[] = [];
  if (t.account && !t.noClue && (level >= 2 || rng.chance(SHOW_ACCOUNT[t.kind] ?? 0.7))) {
    const digits = /^\d+$/.test(t.account.norm);
    const form: AccountForm = level >= 2 ? 'asis' : rng.weighted([['asis', 45], ['bare', 14], ['spaced', 12], ['dashed', 8], ['masked', t.account.norm.length >= 8 ? 11 : 0], ['check', digits && t.account.norm.length >= 8 ? 10 : 0]] as const);
    accounts.push(printAccount(t.account.number, t.account.norm, form, rng));
    features.push(`account:${form}`);
  }

  const prop = t.prop;
  const unit = t.unit;
  const loc: Loc | null = unit?.loc && (prop.loc === null || rng.chance(0.7)) ? unit.loc : prop.loc;
  const showAddr = !t.noClue && loc !== null && (level >= 2 || rng.chance(SHOW_ADDR[t.kind] ?? 0.7));
  let printed: PrintedUnit | null = null;
  if (unit && !t.noClue && unit.shape.k !== 'house' && (level >= 2 || rng.chance(t.account?.unitIdx === unit.idx ? 0.5 : 0.85))) {
    const partial = level < 2 && (unit.shape.k === 'g' || unit.shape.k === 'bed') && rng.chance(0.12);
    printed = printUnit(unit.shape, rng, partial);
    if (partial) features.push('unit:partial');
  }
  const o = addrOpts(level, rng);
  let unitPos: UnitPos = printed ? (level >= 2 ? 'text' : rng.weighted([['inline', 35], ['line', 20], ['text', 35], ['fused', 10]] as const)) : 'none';
  if (unitPos === 'fused' && loc && printed && unit) {
    const f = fusedNumber(loc.num, unit.shape, rng);
    if (f) printed = f; else unitPos = 'inline';
  }
  if (!showAddr && printed) unitPos = 'text';
  o.unit = printed;
  o.unitPos = unitPos === 'text' ? 'none' : unitPos;
  if (printed) features.push(`unit:${unitPos}`);
  const addrTexts: string[] = [];
  const clues: Clues = { addrs: [], unitKeys: printed ? [printed.key] : [], propTexts: [], accounts, payee: payee.payee, payeeIsPlatform: payee.isPlatform, vendorTexts: behalf ? [behalf] : [], senderEmail, remitPrinted };
  let slipBad = false;
  let rendered: ReturnType<typeof renderAddr> | null = null;
  if (showAddr && loc) {
    rendered = renderAddr(loc, o, rng);
    addrTexts.push(rendered.text);
    clues.addrs.push(rendered.view);
    features.push(`addr:${o.cityMode}`, `dir:${o.print.dirMode}`, `type:${o.print.typeMode}`);
    if (rendered.slipped) features.push('addr:slip');
    if (o.numOcr) features.push('addr:ocrNumber');
    if (unit?.loc === loc) features.push('addr:unitOwn');
  }
  const label = rng.chance(0.4) ? rng.pick(t.kind === 'national' ? ['Ship to: ', 'Job: ', 'PO# '] : t.kind === 'assessment' ? ['Community: ', 'Property: '] : ['Job site: ', 'Property: ', 'Location: ']) : null;
  let propText: string | null = null;
  const needProp = addrTexts.length === 0 && accounts.length === 0;
  if (!t.noClue && (level >= 3 || rng.chance(needProp ? 0.9 : SHOW_PROP[t.kind] ?? 0.2))) {
    const r = renderPropText(prop, level, label, rng);
    propText = r.text;
    clues.propTexts.push(r.text);
    features.push(`prop:${r.form}`);
  }
  const serviceAddresses = [...addrTexts];
  if (level < 2 && serviceAddresses.length > 0 && rng.chance(0.07)) {
    serviceAddresses.length = 0;
    features.push('addr:textOnly');
  }
  if (level < 3 && v.remitTo && rng.chance(0.04)) { serviceAddresses.push(v.remitTo); features.push('decoy:remit'); }
  else if (level < 3 && rng.chance(0.02)) { serviceAddresses.push(officeText(rng.int(0, 2))); features.push('decoy:office'); }
  const lines = Array.from({ length: rng.int(1, 4) }, () => ({ description: rng.pick(SERVICE_LINES[v.service] ?? GENERIC_LINES), amount: Math.round(rng.int(1500, 250000)) / 100 }));
  const unitText = unitPos === 'text' && printed ? printed.text : null;
  const text = billText({ vendor: v, payee: payee.payee, remitPrinted, accounts, addrLabel: rng.pick(ADDR_LABEL[t.kind] ?? ['Service Address']), addrs: addrTexts, unitText, propText, behalf, lines, kind: t.kind, officeIdx: rng.int(0, 2) }, rng);
  const input: BillInput = { payee: payee.payee, senderEmail, accountNumbers: accounts, serviceAddresses, propertyText: propText, unitText, text, lineItems: lines.map((l) => ({ description: l.description })) };
  const bill: PrintedBill = { input, unitIdx: null, level, features };
  const ok = (clerk: Clerk): boolean => {
    if (rendered?.slipped) {
      const near = clerk.places(rendered.view);
      if (near.length !== 1 || near[0] !== loc) slipBad = true;
    }
    if (slipBad) return false;
    const verdict = clerk.judge(clues);
    const vSet = verdict.vendors;
    if (!vSet || vSet.size !== 1 || !vSet.has(v.idx)) return false;
    if (t.noClue) {
      if (verdict.props !== null || v.defaultPropIdx !== prop.idx) return false;
    } else if (!verdict.props || verdict.props.size !== 1 || !verdict.props.has(prop.idx)) return false;
    if (verdict.unitConflict) return false;
    if (verdict.unitIdx !== null && verdict.unitIdx !== unit?.idx) return false;
    bill.unitIdx = verdict.unitIdx;
    return true;
  };
  return { bill, clues, ok };
}

export function printBill(t: Target, clerk: Clerk, rng: Rng): PrintedBill {
  for (let attempt = 0; attempt < 8; attempt++) {
    const level = attempt < 3 ? 0 : attempt < 5 ? 1 : attempt < 7 ? 2 : 3;
    const p = printOnce(t, level, rng);
    if (p.ok(clerk)) {
      if (attempt > 0) p.bill.features.push(`retry:${attempt}`);
      return p.bill;
    }
  }
  throw new Error(`bill for ${t.vendor.name} at ${t.prop.name} cannot be singled out`);
}
