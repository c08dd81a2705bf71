/** 10,000 bills as extraction read them, each with its true property, unit, vendor and GL account. */
import type { BillInput } from '../../../src/server/directory/resolver/types';
import { accountVariant, billDate, billToLines, headerLines, managerAddress, money, payeeFor, senderFor } from './billText';
import { type Cat } from './gl';
import { lineItems } from './lines';
import { type PropRec, type UnitRec } from './properties';
import { chance, digits, int, pick, weighted, type Rng } from './rng';
import { chooseMode, renderSite, type ClueMode } from './site';
import { type AccountRec, type VendorClass, type VendorRec, fmtAccount } from './vendorCommon';

export interface Expected {
  propertyId: string;
  unitId: string | null;
  vendorId: string;
  glAccount: string;
}

const CLASS_SHARE: readonly (readonly [VendorClass, number])[] = [
  ['utility', 38], ['tax', 5], ['insurance', 3.5], ['saas', 3.5], ['national', 8], ['franchise', 3], ['local', 39],
];
const UNIT_P: Partial<Record<Cat, number>> = {
  plumbing: 0.45, electrical: 0.25, hvac: 0.3, painting: 0.45, pest: 0.3, locksmith: 0.55, appliance: 0.7, flooring: 0.6,
  general: 0.3, handyman: 0.5, glass: 0.3, marine: 0.55, parkingEquip: 0.25, towing: 0.3, junk: 0.4, legal: 0.6,
  restoration: 0.5, moving: 0.5, roofing: 0.05, fire: 0.05, window: 0.05, security: 0.05, saas: 0.02,
};
const SITE_LABEL: Record<VendorClass, readonly string[]> = {
  utility: ['Service Address', 'Service Location', 'Premises', 'Service For', 'SERVICE ADDRESS'],
  tax: ['Situs Address', 'Property Location', 'Property Address', 'Location of Property'],
  insurance: ['Insured Location', 'Location', 'Premises Address'],
  saas: ['Site Address', 'Service Location', 'Community Address'],
  national: ['Service Address', 'Job Location', 'Ship To', 'Site'],
  franchise: ['Job Address', 'Job Site', 'Loss Location', 'Service Address'],
  local: ['Job Site', 'Job Address', 'Service Address', 'Work Location', 'Location', 'Property'],
};
const DOC: Record<VendorClass, readonly string[]> = {
  utility: ['Your Bill', 'STATEMENT', 'Utility Bill', 'Account Statement'],
  tax: ['PROPERTY TAX STATEMENT', 'Secured Property Tax Bill', 'Tax Bill'],
  insurance: ['Premium Notice', 'INVOICE', 'Installment Bill'],
  saas: ['Invoice', 'INVOICE', 'Subscription Invoice'],
  national: ['INVOICE', 'Invoice', 'Service Invoice'],
  franchise: ['INVOICE', 'Invoice', 'Final Invoice'],
  local: ['INVOICE', 'Invoice', 'BILL', 'Statement', 'Estimate/Invoice'],
};

interface Ctx {
  propById: Map<string, PropRec>;
  unitById: Map<string, UnitRec>;
  expectedGl: Map<string, string>;
}

function pickSite(r: Rng, v: VendorRec, ctx: Ctx): { p: PropRec; unit: UnitRec | null; acct: AccountRec | null } {
  const perSite = v.cls === 'utility' || v.cls === 'tax' || v.cls === 'insurance' || v.cls === 'saas' || v.cat === 'waste' || v.cat === 'telecom' || v.cat === 'elevator';
  const linked = perSite ? v.accounts.filter((a) => a.propertyId) : [];
  if (linked.length > 0 && chance(r, 0.92)) {
    const a = weighted(r, linked.map((x) => [x, x.unitId ? 1 : 2.5] as const));
    return { p: ctx.propById.get(a.propertyId as string) as PropRec, unit: a.unitId ? (ctx.unitById.get(a.unitId) as UnitRec) : null, acct: a };
  }
  const pid = v.defaultPropertyId ?? pick(r, v.props);
  const p = ctx.propById.get(pid) as PropRec;
  const unit = p.units.length > 0 && chance(r, UNIT_P[v.cat] ?? 0) ? pick(r, p.units) : null;
  const acct = v.accounts.find((a) => a.propertyId === p.id && !a.unitId) ?? v.accounts.find((a) => a.propertyId === null) ?? null;
  return { p, unit, acct };
}

function oneBill(r: Rng, v: VendorRec, ctx: Ctx): { input: BillInput; expected: Expected; mode: ClueMode } {
  const { p, unit, acct } = pickSite(r, v, ctx);
  const accountNumbers: string[] = [];
  let recoverable = false;
  let mode = chooseMode(r);
  const showAcct = acct ? chance(r, v.cls === 'utility' || v.cls === 'tax' ? 0.97 : 0.65) : v.cls === 'utility' && chance(r, 0.9);
  let acctPrinted: string | null = null;
  if (mode !== 'none' || (acct && acct.propertyId === null)) {
    if (acct && showAcct) {
      const av = accountVariant(r, acct.accountNumber);
      acctPrinted = av.printed;
      recoverable = av.recoverable && acct.propertyId !== null;
    } else if (!acct && showAcct) {
      acctPrinted = fmtAccount(r, v.acctFmt); // a new account the directory does not have yet
    }
  }
  if (acctPrinted) accountNumbers.push(acctPrinted);
  if (mode === 'acctOnly' && !recoverable) mode = 'addr';
  if (mode === 'code' && !p.aliases.includes(p.code)) mode = 'nameAddr';
  const unitFromAccount = recoverable && !!acct?.unitId && acct.unitId === unit?.id;
  const site = renderSite(r, mode, p, unit, unitFromAccount, pick(r, SITE_LABEL[v.cls]));

  const payee = payeeFor(r, v);
  const date = billDate(r);
  const invoiceNo = v.cls === 'utility' || v.cls === 'tax' ? null : `${pick(r, ['', 'INV-', '#', 'W', 'SI-'])}${digits(r, int(r, 4, 7))}`;
  if (invoiceNo && chance(r, 0.06)) accountNumbers.push(invoiceNo.replace(/^#/, ''));
  if (chance(r, 0.03)) accountNumbers.push(`PO ${digits(r, 5)}`);

  const items = lineItems(r, v.cat, int(r, 1, v.cls === 'utility' ? 6 : 4));
  const unitWord = site.unitText && unit && chance(r, 0.3) ? ` - ${site.unitText}` : '';
  const lineDescs = items.map((d, i) => (i === 0 ? `${d}${unitWord}` : d));
  const amounts = lineDescs.map(() => int(r, 1500, v.cls === 'tax' ? 4_500_000 : 350_000));
  const total = amounts.reduce((s, a) => s + a, 0);

  const text: string[] = [...headerLines(r, v, payee), '', pick(r, DOC[v.cls])];
  if (invoiceNo) text.push(`Invoice ${pick(r, ['#', 'No.', 'Number'])}: ${invoiceNo}`);
  text.push(`${pick(r, ['Date', 'Invoice Date', 'Statement Date', 'Bill Date'])}: ${date.printed}`);
  if (acctPrinted) text.push(`${v.cls === 'tax' ? pick(r, ['Parcel Number', 'APN', 'Account/Parcel', 'BBL']) : v.cls === 'insurance' ? 'Policy Number' : pick(r, ['Account Number', 'Account #', 'Acct No', 'Customer #'])}: ${acctPrinted}`);
  if (chance(r, 0.85)) text.push('', ...billToLines(r, p.city.metro, p, mode !== 'none'));
  if (site.lines.length > 0) text.push('', ...site.lines);
  text.push('', 'Description                                   Amount');
  lineDescs.forEach((d, i) => text.push(`${d.padEnd(44)} ${money(amounts[i] as number)}`));
  text.push('', `${pick(r, ['Total Due', 'Amount Due', 'TOTAL', 'Balance Due', 'Please Pay'])}: ${money(total)}`, `Due Date: ${date.due}`);
  const remit = v.remitTo ?? (chance(r, 0.5) ? v.office : null);
  if (remit) text.push('', pick(r, ['Please remit payment to:', 'Remit To:', 'Make checks payable and mail to:', 'PAYMENT ADDRESS']), `  ${payee ?? v.name}`, ...remit.split(', ').map((l, i, all) => (i === all.length - 2 ? `  ${l}, ${all[i + 1]}` : i === all.length - 1 ? '' : `  ${l}`)).filter(Boolean));
  if (v.taxId && chance(r, 0.45)) text.push(`${pick(r, ['Federal Tax ID', 'EIN', 'Tax ID #', 'FEIN'])}: ${v.taxId}`);
  if (v.platform && chance(r, 0.5)) text.push(`Pay online at ${v.platform === 'quickbooks' ? 'intuit.me/pay' : v.platform === 'bill.com' ? 'app.bill.com' : `${v.platform}.com`}`);

  // Extraction slips: the remit-to or the manager's office read as a site.
  const serviceAddresses = [...site.serviceAddresses];
  if (remit && chance(r, 0.07)) serviceAddresses.unshift(remit);
  if (chance(r, 0.05)) serviceAddresses.push(managerAddress(p.city.metro));
  let propertyText = site.propertyText;
  if (!propertyText && chance(r, 0.02)) propertyText = pick(r, ['Larch & Harbor PM', 'LARCH & HARBOR PROPERTY MANAGEMENT', 'Various']);

  return {
    mode,
    input: {
      payee, senderEmail: senderFor(r, v, p), accountNumbers, serviceAddresses, propertyText,
      unitText: site.unitText, text: text.join('\n'), lineItems: lineDescs.map((description) => ({ description })),
    },
    expected: { propertyId: p.id, unitId: unit?.id ?? null, vendorId: v.id, glAccount: ctx.expectedGl.get(v.id) as string },
  };
}

export function makeBills(r: Rng, vendors: readonly VendorRec[], props: readonly PropRec[], expectedGl: Map<string, string>, n: number): { input: BillInput; expected: Expected; mode: ClueMode }[] {
  const ctx: Ctx = { propById: new Map(props.map((p) => [p.id, p])), unitById: new Map(props.flatMap((p) => p.units.map((u) => [u.id, u] as const))), expectedGl };
  const byClass = new Map<VendorClass, (readonly [VendorRec, number])[]>();
  for (const v of vendors) {
    if (v.props.length === 0 && !v.accounts.some((a) => a.propertyId)) continue;
    const w = v.cls === 'utility' || v.cls === 'tax' ? v.accounts.length : v.cls === 'insurance' || v.cls === 'saas' || v.cls === 'national' ? Math.sqrt(v.props.length) : v.weight;
    byClass.set(v.cls, [...(byClass.get(v.cls) ?? []), [v, w] as const]);
  }
  const shares = CLASS_SHARE.filter(([c]) => byClass.has(c));
  const out: { input: BillInput; expected: Expected; mode: ClueMode }[] = [];
  for (let i = 0; i < n; i++) {
    const cls = weighted(r, shares);
    out.push(oneBill(r, weighted(r, byClass.get(cls) ?? []), ctx));
  }
  return out;
}
