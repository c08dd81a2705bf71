/*
 * An invoice from a trade, supplier or service company: letterhead, bill-to, site block, line items,
 * totals and remit-to, plus the extraction slips the text lets a reader undo.
 */
import { acctVariant, payeeFor, senderFor, type BillCase, type Ctx } from './billCommon';
import { amount, billTo, date, letterhead, managerName, money, remitVariant } from './docs';
import type { UnitGen } from './properties';
import { nameVariant } from './printing';
import type { Rng } from './random';
import { buildSite, chooseModes, pickUnitForBill } from './site';
import type { VendorGen } from './vendors';

function pickLines(rng: Rng, v: VendorGen, u: UnitGen | null): string[] {
  let pool = v.lines.length > 0 ? [...v.lines] : ['Services rendered'];
  if (v.tradeKey === 'legal') pool = u ? pool.slice(0, 3) : pool.slice(3);
  const n = rng.weighted([
    [1, 40],
    [2, 30],
    [3, 20],
    [4, 10],
  ] as const);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const l = rng.pick(pool);
    if (!out.includes(l)) out.push(l);
  }
  return out;
}

export function tradeBill(ctx: Ctx, v: VendorGen): BillCase {
  const { rng, tally } = ctx;
  const p = v.defaultPropertyId && rng.chance(0.8) ? (v.served.find((x) => x.id === v.defaultPropertyId) ?? rng.pick(v.served)) : rng.pick(v.served);
  if (v.defaultPropertyId && p.id !== v.defaultPropertyId) tally.add('vendorDefault:overridden');
  const u = pickUnitForBill(rng, v, p);
  const acct = v.accounts.find((a) => a.prop === p) ?? null;
  const { mode, unitMode } = chooseModes(ctx, v, p, u, acct);
  tally.add(`prop:${mode}`);
  tally.add(`kind:${p.kind}`);
  const site = buildSite(ctx, v, p, u, mode, unitMode);
  const pay = payeeFor(ctx, v);
  tally.add(`payee:${pay.form}`);
  const sender = senderFor(ctx, v);
  tally.add(`sender:${sender.kind}`);

  const careOf = mode === 'careOf' ? nameVariant(rng, p, false).text : null;
  const bt = billTo(rng, p.metro, careOf);
  const accountNumbers: string[] = [];
  const header: string[] = [];
  const clientAcct = v.accounts.find((a) => a.prop === null) ?? null;
  if (mode === 'account' && acct) {
    const shown = acctVariant(rng, acct);
    header.push(`${rng.pick(['Customer #:', 'Account:', 'Acct #', 'Customer No.', 'Account Number:'])} ${shown}`);
    accountNumbers.push(shown);
  } else if (acct && rng.chance(0.35)) {
    const shown = acctVariant(rng, acct);
    header.push(`${rng.pick(['Customer #:', 'Account:', 'Acct #'])} ${shown}`);
    accountNumbers.push(shown);
  } else if (clientAcct && rng.chance(0.5)) {
    const shown = acctVariant(rng, clientAcct);
    header.push(`${rng.pick(['Customer #:', 'Account:', 'Acct #'])} ${shown}`);
    accountNumbers.push(shown);
    tally.add('acct:clientLevel');
  }
  const invoiceNo = rng.chance(0.5) ? String(rng.int(1000, 99999)) : `INV-${rng.int(10000, 999999)}`;
  if (rng.chance(0.03)) accountNumbers.push(invoiceNo);
  if (site.workOrder) header.push(site.workOrder);

  const lines = pickLines(rng, v, u);
  const amounts = lines.map(() => amount(rng, v.amount[0] / Math.max(1, lines.length), v.amount[1] / Math.max(1, lines.length)));
  const lineItems = lines.map((l) => l);
  if (site.unitInLines) {
    const i = rng.int(0, lineItems.length - 1);
    const l = lineItems[i] ?? '';
    lineItems[i] = rng.pick([`${site.unitInLines} - ${l}`, `${l} - ${site.unitInLines}`, `${l} (${site.unitInLines})`, `${site.unitInLines}: ${l}`]);
  }
  if (mode === 'textOnly' && site.textMention && rng.chance(0.3)) {
    lineItems[0] = `${lineItems[0] ?? ''} - ${site.mentionPlace ?? ''}`;
    site.textMention = null;
  }
  const total = amounts.reduce((s, a) => s + a, 0);
  const day = rng.int(0, 540);

  // Extraction slips, each undone by the text.
  let propertyText = site.propertyText;
  let serviceAddresses = site.serviceAddress ? [site.serviceAddress] : [];
  let unitText = site.unitText;
  if (careOf && rng.chance(0.4)) propertyText = careOf;
  if (serviceAddresses.length > 0 && rng.chance(0.03)) {
    serviceAddresses = rng.chance(0.5) ? [bt.address, ...serviceAddresses] : [...serviceAddresses, bt.address];
    tally.add('slip:billToInServiceAddresses');
  } else if (serviceAddresses.length > 0 && v.office && rng.chance(0.01)) {
    serviceAddresses = [...serviceAddresses, `${v.office.line1}\n${v.office.cityLine}`];
    tally.add('slip:vendorAddressInServiceAddresses');
  }
  if ((serviceAddresses.length > 0 || accountNumbers.length > 0) && propertyText === null && rng.chance(0.02)) {
    propertyText = managerName(rng);
    tally.add('slip:managerAsProperty');
  }
  if (!u && unitText === null && bt.suite && rng.chance(0.03)) {
    const suiteCore = bt.suite.split(' ')[1] ?? '';
    if (!p.units.some((x) => x.core === suiteCore)) {
      unitText = bt.suite;
      tally.add('slip:billToSuiteAsUnit');
    }
  }

  const doc: string[] = [];
  if (sender.kind === 'staffForward') {
    doc.push('---------- Forwarded message ---------', `From: ${sender.forwardedFrom ?? pay.printed}`, `Subject: Invoice ${invoiceNo}`, '');
  }
  if (sender.kind === 'platform' && v.platform) {
    doc.push(rng.pick([`${pay.printed} sent you an invoice`, `Invoice from ${pay.printed}`, `New invoice from ${pay.printed} via ${v.platform}`]), '');
  }
  const showEmail = v.emailStyle === 'gmail' || v.emailStyle === 'addr' ? (v.senderEmails[0] ?? null) : v.sendsFrom;
  doc.push(...letterhead(rng, v, pay.printed, rng.chance(0.6) ? showEmail : null), '');
  doc.push(rng.pick(['INVOICE', 'Invoice', 'SERVICE INVOICE', 'STATEMENT', 'Invoice / Statement']));
  doc.push(`Invoice #: ${invoiceNo}    Date: ${date(rng, day)}`);
  doc.push(...header);
  doc.push('');
  const billToBlock = ['Bill To:', ...bt.lines, ''];
  const siteBlock = site.lines.length > 0 ? [site.label, ...site.lines, ...site.unitField, ''] : site.unitField.length > 0 ? [...site.unitField, ''] : [];
  if (rng.chance(0.7)) doc.push(...billToBlock, ...siteBlock);
  else doc.push(...siteBlock, ...billToBlock);
  doc.push('Description                                  Amount');
  lineItems.forEach((l, i) => doc.push(`${l}    ${money(amounts[i] ?? 0)}`));
  doc.push(`Total Due: ${money(total)}`, '');
  if (site.unitInNotes) doc.push(`Notes: ${site.unitInNotes}`);
  if (site.textMention) doc.push(site.textMention);
  if (v.remitTo && rng.chance(0.75)) {
    const label = rng.pick(['Remit To:', 'Please remit payment to:', 'Mail payments to:', 'Make checks payable to']);
    const withName = label.startsWith('Make') || rng.chance(0.5);
    doc.push(`${label} ${withName ? pay.printed + ', ' : ''}${remitVariant(rng, v.remitTo).replace('\n', ', ')}`);
  }
  doc.push(rng.pick(['Terms: Net 30', 'Due upon receipt', 'Terms: Net 15', 'Thank you for your business!', 'Net 30 - 1.5% late fee per month']));

  return {
    input: {
      payee: pay.payee,
      senderEmail: sender.email,
      accountNumbers,
      serviceAddresses,
      propertyText,
      unitText,
      text: doc.join('\n'),
      lineItems: lineItems.map((description) => ({ description })),
    },
    expected: { propertyId: p.id, unitId: u?.id ?? null, vendorId: v.id, glAccount: v.expectedGl },
  };
}

