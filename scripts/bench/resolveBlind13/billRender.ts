import type { BillInput } from '../../../src/server/directory/resolver/types';
import { pickChannel, wrap } from './billChannel';
import { billDate, billToBlock, invoiceNumber, labelled, moneyLines, ownerEntity, payeeAsPrinted, priceLines, propertyNameAsPrinted } from './billParts';
import type { Plan } from './billPlan';
import { type DocParts, invoiceText, noticeText, statementText, supplierText, taxText } from './billText';
import type { Office } from './client';
import type { UnitRec } from './model';
import { at, type Rng } from './rng';
import { type Noise, printAddress } from './streets';
import { accountKey, fillFormat, money, ocrSlip, regroupAccount } from './text';
import { partialMention, printUnit } from './unitForms';

/* Turns a plan into the bill as extraction read it: the fields and the whole text. */

export interface RenderCtx {
  offices: readonly Office[];
  units: readonly UnitRec[];
  /** Keys of every directory account number: reference numbers no directory knows avoid them. */
  accountKeys: ReadonlySet<string>;
}

const AREA_WORDS = ['HOUSE', 'COMMON AREA', 'CLUBHOUSE', 'LAUNDRY', 'LEASING OFC', 'IRRIG', 'POOL', 'SITE LTG'];

function accountAsPrinted(rng: Rng, printed: string, directory: string): string {
  const r = rng.next();
  if (r < 0.7) return printed;
  if (r < 0.82) return directory;
  if (r < 0.98) return regroupAccount(rng, printed);
  return printed.replace(/^[0\s-]+/, '') || printed;
}

function lineDescriptions(rng: Rng, plan: Plan, unitStr: string | null, partialStr: string | null): string[] {
  const v = plan.vendor;
  const pool = plan.unit && v.unitLines.length > 0 ? v.unitLines : v.propLines.length > 0 ? v.propLines : ['Service'];
  const n = plan.scenario === 'supplier' ? rng.int(2, 5) : v.billing === 'service' ? rng.int(2, 4) : rng.int(1, 3);
  const lines = rng.sample(pool, n);
  if (v.billing === 'service' && plan.unit && rng.chance(0.4)) lines.unshift(rng.pick(['Vacant unit service', 'Owner/vacant service', 'Service - individual meter']));
  if (v.billing === 'job' && rng.chance(0.25)) lines.push(rng.pick(['Trip charge', 'Materials', 'After-hours premium', 'Disposal fee']));
  const first = lines[0] ?? 'Service';
  if (unitStr && plan.unitWhere === 'lineItem') lines[0] = rng.chance(0.5) ? `${first} - ${unitStr}` : `${unitStr}: ${first}`;
  else if (partialStr && rng.chance(0.6)) lines[0] = `${first} - ${partialStr}`;
  else if (!plan.unit && v.billing === 'job' && plan.prop.kind !== 'smallmf' && rng.chance(0.3)) {
    lines[0] = `${first} (${rng.pick(['clubhouse', 'common area', 'parking lot', 'leasing office', 'exterior', 'all buildings', 'laundry room'])})`;
  }
  return lines;
}

function extraNumber(rng: Rng, keys: ReadonlySet<string>): string | null {
  for (let i = 0; i < 10; i++) {
    const n = fillFormat(rng, rng.pick(['######', 'C######', '##-####', 'JOB-#####']));
    if (!keys.has(accountKey(n))) return n;
  }
  return null;
}

export function renderBill(rng: Rng, plan: Plan, ctx: RenderCtx): BillInput {
  const { vendor: v, prop: p, unit, account } = plan;
  const office = at(ctx.offices, p.office);
  const channel = pickChannel(rng, v);
  const noise: Noise = channel === 'mail' ? (rng.chance(0.4) ? 'noisy' : 'normal') : rng.chance(0.2) ? 'clean' : 'normal';
  const upper = v.billing === 'service' ? rng.chance(0.5) : rng.chance(0.15);
  const date = billDate(rng);
  const invoice = invoiceNumber(rng);
  const unitStr = unit ? printUnit(rng, unit, p) : null;
  const partialStr = plan.partial && p.units.length > 0 ? partialMention(rng, at(ctx.units, rng.pick(p.units))) : null;
  const propAccount = account !== null && account.propIdx === p.idx;

  // property and unit as printed
  let service: string | null = null;
  if (plan.showAddress) {
    const addr = plan.useUnitOwnAddr && unit?.ownAddr ? unit.ownAddr : p.addr;
    let inline: string | null = null;
    if (plan.unitWhere === 'inline') inline = unitStr;
    else if (account?.bldg) inline = rng.pick([`Bldg ${account.bldg}`, `BLDG ${account.bldg}`, `Building ${account.bldg}`, `Bldg ${account.bldg} House Mtr`]);
    else if (partialStr && rng.chance(0.5)) inline = partialStr;
    else if (v.billing === 'service' && !unit && p.buildings.length > 0 && rng.chance(0.3)) inline = rng.pick(AREA_WORDS);
    const ownLine = plan.unitWhere === 'ownLine' ? unitStr : null;
    service = printAddress(rng, addr, { noise, inline, ownLine, multiline: rng.chance(0.6), upper });
  }
  const nameText = plan.showName ? propertyNameAsPrinted(rng, p) : null;
  const unitShown = plan.unitWhere === 'field' || (plan.unitWhere !== 'none' && plan.unitWhere !== 'lineItem' && rng.chance(0.4)) ? unitStr : null;
  const unitText = unitShown ?? (partialStr && rng.chance(0.5) ? partialStr : null);
  const unitLine = plan.unitWhere === 'field' && unitStr ? `${v.billing === 'service' ? 'Unit' : rng.pick(['Unit', 'Apt/Unit', 'Location', 'Unit #', 'Unit No'])}: ${unitStr}` : null;

  // money, numbers, vendor clues
  const descriptions = lineDescriptions(rng, plan, unitStr, partialStr);
  const [lo, hi] = v.amount;
  const amount: readonly [number, number] = !unit ? v.amount : v.billing === 'service' ? [12, 240] : [lo, Math.min(hi, Math.max(lo * 6, hi * 0.25))];
  const priced = priceLines(rng, descriptions, amount);
  const printAccount = account !== null && (v.billing !== 'job' ? (plan.scenario === 'supplier' ? rng.chance(0.9) : true) : rng.chance(0.8));
  const face = printAccount && account ? accountAsPrinted(rng, account.printed, account.accountNumber) : null;
  const stub = face && account && rng.chance(0.2) ? regroupAccount(rng, account.printed) : null;
  const extra = v.billing === 'job' && rng.chance(0.2) ? extraNumber(rng, ctx.accountKeys) : null;
  const showRemit = v.billing === 'service' || channel === 'mail' || rng.chance(0.65);
  const remit = showRemit ? (v.remitPrinted ?? v.remitTo) : null;
  const taxIdLine = v.taxId && rng.chance(channel === 'mail' ? 0.2 : 0.1) ? `${rng.pick(['Fed Tax ID', 'EIN', 'Tax ID #', 'FEIN'])}: ${rng.chance(0.8) ? v.taxId : v.taxId.replace('-', '')}` : null;
  const franchise = v.brand !== null && v.name.startsWith(`${v.brand} of `);
  const payeeLine = franchise && rng.chance(0.5) ? v.brand ?? v.name : payeeAsPrinted(rng, v);
  const letterhead = v.letterhead.filter((l) => l !== '').concat(v.phone);
  const poLine = plan.scenario === 'supplier' && nameText
    ? `${rng.pick(['Job Name', 'PO/Job', 'Job', 'Customer PO'])}: ${nameText.toUpperCase()}${unitStr && plan.unitWhere !== 'none' && rng.chance(0.4) ? ` ${unitStr}` : ''}`
    : rng.chance(0.2) ? `${rng.pick(['PO #', 'WO #', 'Work Order'])}: ${fillFormat(rng, rng.pick(['#####', 'WO-######', '25-####']))}` : null;
  const billTo = billToBlock(rng, office, p, plan.showName && rng.chance(0.3));

  const doc: DocParts = {
    vendor: v, letterhead, date, invoice, accountFace: face, accountStub: stub, extraNumber: extra, billTo, service,
    serviceLabel: v.billing === 'service' ? rng.pick(['Service Address', 'Service Location', 'Premise Address', 'SERVICE ADDRESS']) : rng.pick(['Job Site', 'Service Location', 'Job Address', 'Location', 'Property']),
    nameLine: plan.scenario === 'supplier' ? nameText : nameText ? (v.billing === 'service' ? nameText.toUpperCase() : labelled(rng, nameText)) : null,
    unitLine, poLine, money: moneyLines(rng, priced), total: `$${money(priced.total)}`, remit, payeeLine, taxIdLine,
  };
  let body: string;
  if (plan.scenario === 'acctOnly') body = noticeText(rng, doc);
  else if (plan.scenario === 'tax') body = taxText(rng, doc, ownerEntity(rng, p));
  else if (v.billing === 'service') body = statementText(rng, doc);
  else if (v.billing === 'supplier') body = supplierText(rng, doc);
  else body = invoiceText(rng, doc);

  const subject = `${rng.pick(['Invoice', 'Statement', 'Bill', 'Your invoice'])} ${invoice} from ${v.name}`;
  const wrapped = wrap(rng, channel, v, p, office, body, subject, date);

  // fields as extraction read them, with its misses and slips
  let payee: string | null = rng.chance(0.94) ? payeeLine : null;
  if (payee === null && !face && !wrapped.senderEmail) payee = payeeLine;
  const serviceAddresses: string[] = [];
  if (service && !(rng.chance(0.05) && (nameText || propAccount))) serviceAddresses.push(service);
  if (rng.chance(0.03)) serviceAddresses.push(billTo.slice(-2).join('\n'));
  let propertyText = nameText && rng.chance(0.9) ? (plan.scenario === 'supplier' || v.billing === 'service' ? nameText : labelled(rng, nameText)) : null;
  if (nameText && !propertyText && serviceAddresses.length === 0 && !propAccount) propertyText = nameText;
  const accountNumbers = [face, stub, extra].filter((x): x is string => x !== null);
  let text = wrapped.text;
  if (channel === 'mail' && rng.chance(0.25)) {
    text = ocrSlip(rng, text, rng.int(2, 5));
    if (face && payee && rng.chance(0.3)) payee = ocrSlip(rng, payee);
    const sole = serviceAddresses.length > 0 && !nameText && !propAccount && v.defaultProp !== p.idx;
    if (!sole && serviceAddresses[0] && rng.chance(0.3)) serviceAddresses[0] = ocrSlip(rng, serviceAddresses[0]);
  }
  return {
    payee,
    senderEmail: wrapped.senderEmail,
    accountNumbers,
    serviceAddresses,
    propertyText,
    unitText,
    text,
    lineItems: priced.lines.map((l) => ({ description: l.description })),
  };
}
