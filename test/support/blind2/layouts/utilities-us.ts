import { addDays } from '../../blind/core/dates';
import { cutLine, labelsAbove, lines, pairs, paragraph, table, totals } from '../../blind/pdf/blocks';
import { emblem, wordmark } from '../../blind/pdf/logo';
import { type Sheet } from '../../blind/pdf/paper';
import { formatDate, money } from '../core/format';
import { type Layout } from '../core/layout';
import { shapes } from '../core/numbers';
import { type Printed, expected } from '../core/scenario';
import { customerLines, itemRows, reference } from './parts';

const upper = (text: string): string => text.toUpperCase();

/** A city utility: the remittance stub at the top, a late-payment amount as a decoy, the service address with an apartment only. */
const redwood: Layout = {
  id: 'water-redwood-municipal',
  family: 'utility',
  vendorKind: 'water/sewer',
  vendor: { name: 'Redwood Empire Municipal Utilities', street: '90 Santa Rosa Ave', locality: 'Santa Rosa, CA 95404', region: 'US', phone: '(707) 555-0134', email: 'utilitybilling@remu.example', web: 'remu.example/pay' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'water', items: [3, 4], terms: [19], number: shapes.bare(1, 9), carry: 'balance', unit: 0.7, sites: ['Redwood Crossing'] },
  filename: (s) => `utility_bill_${s.account.replace(/ /g, '')}.pdf`,
  money: money.usd,
  dates: 'monDY',
  draw({ sheet, s, $, d }) {
    const late = s.amountDue + Math.round(s.total * 0.1);
    sheet.text('Please detach and return this portion with your payment', 40, 28, { size: 7, font: 'sansItalic' });
    sheet.text(upper(s.vendor.name), 40, 48, { font: 'sansBold', size: 9.5 });
    lines(sheet, 40, 60, ['Utility Billing Division', 'PO Box 3300', 'Santa Rosa, CA 95402-3300'], { size: 8 });
    labelsAbove(sheet, 300, 20, [['ACCOUNT NO.', s.account], ['DUE DATE', d(s.due)], ['AMOUNT DUE', $(s.amountDue)]], [100, 80, 92], { boxed: true, valueSize: 9 });
    labelsAbove(sheet, 300, 48, [['IF PAID AFTER DUE DATE', $(late)], ['AMOUNT ENCLOSED', '$']], [180, 92], { boxed: true, valueSize: 9 });
    lines(sheet, 64, 110, customerLines(s).map(upper), { font: 'mono', size: 9 });
    cutLine(sheet, 168);
    emblem(sheet, 'drop', 40, 190, 26, '#0f5e7a');
    sheet.text(s.vendor.name, 74, 206, { font: 'serifBold', size: 15, color: '#0f5e7a' });
    sheet.text(`${s.vendor.street}, ${s.vendor.locality}  \u00b7  ${s.vendor.phone}  \u00b7  ${s.vendor.web ?? ''}`, 74, 219, { size: 7.5, color: '#444444' });
    sheet.text('UTILITY BILL', 572, 206, { font: 'sansBold', size: 13, align: 'right' });
    const service = `${upper(s.property.street)}${s.unit ? ` APT ${s.unit}` : ''}`;
    pairs(sheet, 40, 248, [['Account Number', s.account], ['Service Address', service], ['Bill Date', d(s.issued)], ['Service Period', `${d(s.periodStart)} to ${d(s.periodEnd)}`]], { labelWidth: 92, size: 8.5, leading: 13 });
    sheet.rect(380, 236, 192, 62, { fill: '#e3f0f4' });
    sheet.text('Total Amount Due', 476, 254, { size: 9, align: 'center' });
    sheet.text($(s.amountDue), 476, 274, { font: 'sansBold', size: 16, align: 'center' });
    sheet.text(`Due ${d(s.due)}`, 476, 290, { size: 8.5, align: 'center' });
    const prior = s.rng.int(2000, 9000);
    const used = s.rng.int(40, 400);
    let y = table(sheet, 40, 316, [
      { title: 'Meter', width: 90 }, { title: 'Size', width: 50 }, { title: 'Prior Read', width: 100, align: 'right' },
      { title: 'Current Read', width: 100, align: 'right' }, { title: 'Usage (CCF)', width: 100, align: 'right' }, { title: 'Read Type', width: 92 },
    ], [[reference(s, '##########'), '1 1/2"', String(prior), String(prior + used), String(used), s.rng.pick(['Actual', 'Actual', 'Estimated'])]], { look: 'grid', size: 8 });
    y = table(sheet, 40, y + 16, [{ title: 'Current Charges', width: 420 }, { title: '', width: 112, align: 'right' }], itemRows(s, $, ['description', 'amount']), { look: 'rules', size: 8.5 });
    y = totals(sheet, 450, 572, y + 18, [
      ['Previous Balance', $(s.previous)], ['Payment Received', $(-s.paid)], ['Balance Forward', $(s.previous - s.paid)],
      ['Current Charges', $(s.total)], ['Total Amount Due', $(s.amountDue), 'rule'],
    ], { size: 8.5 });
    sheet.rect(40, y + 8, 532, 58, { stroke: '#0f5e7a' });
    paragraph(sheet, 50, y + 24, 512, `A 10% penalty is added to current charges not paid by ${d(s.due)}. Accounts more than 45 days past due are subject to shut-off after a 10-day notice. Pay online at ${s.vendor.web ?? ''}, by phone, or at City Hall, Monday to Friday 8:00 a.m. to 5:00 p.m.`, { size: 7.5 });
    sheet.text('Stage 2 water shortage: outdoor irrigation limited to two days a week.', 306, 760, { size: 7.5, align: 'center', font: 'sansBold', color: '#0f5e7a' });
    return expected(s, ['payee', 'billDate', 'dueDate', 'total', 'currency', 'unit']);
  },
};

/** An investor-owned electric utility: a two-page bill, summary and amount box on page 1, meter detail and charges on page 2. */
const keystone: Layout = {
  id: 'electric-allegheny-two-page',
  family: 'utility',
  vendorKind: 'electric',
  vendor: { name: 'Allegheny Ridge Power & Light Company', street: '1 Riverfront Pl', locality: 'Pittsburgh, PA 15222', region: 'US', phone: '1-800-555-0117', email: 'business@arpl.example', web: 'arpl.example/business' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'electric', items: [4, 4], terms: [21, 22], number: shapes.long(10), carry: 'balance', unit: 0.5, sites: ['The Foundry Lofts'] },
  filename: (s) => `ARPL_eBill_${s.issued.replace(/-/g, '')}.pdf`,
  money: money.usd,
  dates: 'short',
  draw({ paper, s, $, d }) {
    const head = (sheet: Sheet, page: number): void => {
      emblem(sheet, 'bolt', 40, 34, 24, '#c8102e');
      sheet.text('Allegheny Ridge', 70, 48, { font: 'sansBold', size: 16, color: '#c8102e' });
      sheet.text('Power & Light', 70, 60, { size: 9, color: '#555555' });
      sheet.text(`Account ${s.account}   |   Statement date ${d(s.issued)}   |   Page ${page} of 2`, 572, 48, { size: 8, align: 'right' });
      sheet.line(40, 72, 572, 72, { stroke: '#c8102e', width: 1.5 });
    };
    const first = paper.page();
    head(first, 1);
    first.text('Your Electric Bill', 40, 104, { font: 'sansBold', size: 18 });
    const service = `${upper(s.property.name)}${s.unit ? ` - UNIT ${s.unit}` : ''}`;
    pairs(first, 40, 130, [['Service for', service], ['Service address', `${s.property.street}, ${s.property.locality}`], ['Meter', 'House meter (common areas)'], ['Billing period', `${d(s.periodStart)} - ${d(s.periodEnd)} (${s.rng.int(28, 32)} days)`], ['Statement number', s.number]], { labelWidth: 96, size: 8.5, leading: 14, labelFont: 'sans', labelColor: '#555555' });
    first.rect(392, 90, 180, 96, { fill: '#fbe9eb' });
    first.text('Amount Due', 482, 112, { size: 10, align: 'center' });
    first.text($(s.amountDue), 482, 140, { font: 'sansBold', size: 22, align: 'center' });
    first.text(`Please pay by ${formatDate(s.due, 'short')}`, 482, 164, { font: 'sansBold', size: 9, align: 'center', color: '#c8102e' });
    first.text('Account Summary', 40, 222, { font: 'sansBold', size: 11 });
    let y = totals(first, 440, 572, 244, [
      ['Amount of your last bill', $(s.previous)], [`Payment received ${d(addDays(s.issued, -s.rng.int(8, 20)))} - thank you`, $(-s.paid)],
      ['Balance forward', $(s.previous - s.paid)], ['Total current charges (see page 2)', $(s.total)], ['Total amount due', $(s.amountDue), 'rule'],
    ], { size: 9, leading: 17 });
    first.text('Monthly use (kWh)', 40, y + 20, { font: 'sansBold', size: 9 });
    for (let m = 0; m < 13; m += 1) {
      const h = s.rng.int(15, 70);
      first.rect(44 + m * 36, y + 110 - h, 22, h, { fill: m === 12 ? '#c8102e' : '#d9d9d9' });
    }
    first.line(40, y + 110, 520, y + 110, { width: 0.5 });
    y += 130;
    paragraph(first, 40, y, 532, 'Balances not paid by the due date are subject to a late payment charge of 1.25% per month. To avoid a late charge, allow 5 business days for mailed payments. Questions about your bill? Call 1-800-555-0117, 7 a.m. to 7 p.m., Monday through Friday.', { size: 8 });
    first.text(`${s.vendor.name}  \u00b7  ${s.vendor.street}, ${s.vendor.locality}  \u00b7  ${s.vendor.web ?? ''}`, 306, 760, { size: 7, align: 'center', color: '#666666' });
    const second = paper.page();
    head(second, 2);
    second.text('Details of Current Electric Charges', 40, 100, { font: 'sansBold', size: 12 });
    const kwh = s.rng.int(6000, 42000);
    y = table(second, 40, 114, [
      { title: 'Meter number', width: 100 }, { title: 'Read dates', width: 150 }, { title: 'Previous', width: 80, align: 'right' },
      { title: 'Present', width: 80, align: 'right' }, { title: 'Multiplier', width: 50, align: 'right' }, { title: 'kWh used', width: 72, align: 'right' },
    ], [[reference(s, 'AR#######'), `${d(s.periodStart)} - ${d(s.periodEnd)}`, String(80000 + s.rng.int(0, 9000)), '-', '40', kwh.toLocaleString('en-US')]], { look: 'rules', size: 8 });
    second.text('Rate: GS-2 General Service Small Commercial', 40, y + 18, { size: 8.5, font: 'sansItalic' });
    y = table(second, 40, y + 30, [{ title: 'Delivery & supply charges', width: 400 }, { title: 'Amount', width: 132, align: 'right' }], itemRows(s, $, ['description', 'amount']), { look: 'zebra', accent: '#7a0a1c' });
    totals(second, 440, 572, y + 18, [['Total current charges', $(s.total), 'bold']]);
    return expected(s, ['payee', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

/** A regional telecom in Ontario: account summary page with HST, due date in a sentence, itemised lines per number on page 2. */
const rideau: Layout = {
  id: 'telecom-rideau-ca',
  family: 'utility',
  vendorKind: 'internet/telecom',
  vendor: { name: 'Rideau Valley Telecom Inc.', street: '400 March Rd', locality: 'Kanata, ON K2K 3H4', region: 'CA', phone: '1-866-555-0148', email: 'affaires@rideautel.example', web: 'rideautel.example/myaccount', taxId: 'HST Reg. No. 86421 7730 RT0001' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'telecom', items: [3, 4], tax: 'region', terms: [24], number: shapes.dashPadded('B', 8), carry: 'balance', sites: ['Rideau Gardens', 'Harbourside Terrace', 'Kerrisdale Place'] },
  filename: (s) => `RVT-bill-${s.number}.pdf`,
  money: money.cadSuffix,
  dates: 'long',
  draw({ paper, s, $, d }) {
    const first = paper.page();
    first.rect(0, 0, 612, 8, { fill: '#00857c' });
    wordmark(first, 'RIDEAU VALLEY', 40, 52, { size: 20, color: '#00857c', tagline: 'telecom \u00b7 business services' });
    lines(first, 572, 40, ['Bill number', s.number, '', 'Bill date', d(s.issued), '', 'Account', s.account], { size: 8.5, align: 'right', leading: 10.5 });
    lines(first, 64, 140, customerLines(s, true), { size: 9.5 });
    first.text('Service address', 330, 140, { font: 'sansBold', size: 8.5 });
    lines(first, 330, 152, [s.property.name, s.property.street, s.property.locality], { size: 8.5 });
    first.rect(40, 220, 532, 120, { stroke: '#00857c', width: 1 });
    first.text('Your account at a glance', 52, 240, { font: 'sansBold', size: 11, color: '#00857c' });
    totals(first, 430, 560, 262, [
      ['Previous bill', $(s.previous)], ['Payments received', $(-s.paid)], ['Current charges before taxes', $(s.subtotal)],
      [`HST 13% (${s.vendor.taxId ?? ''})`, $(s.tax)], ['Total due', $(s.amountDue), 'bold'],
    ], { size: 9, leading: 15 });
    first.text(`Please pay ${$(s.amountDue)} by ${d(s.due)}.`, 40, 370, { font: 'sansBold', size: 12 });
    paragraph(first, 40, 390, 532, 'Pre-authorized payment customers: the total due will be withdrawn on that date. A late payment charge of 2% per month (26.82% per year) applies to overdue balances. Your itemized charges are on page 2.', { size: 8.5 });
    cutLine(first, 620, 'Return this portion with your cheque payable to Rideau Valley Telecom Inc.');
    labelsAbove(first, 40, 640, [['Account', s.account], ['Bill number', s.number], ['Due date', d(s.due)], ['Total due', $(s.amountDue)]], [120, 120, 130, 120], { boxed: true, valueSize: 9 });
    lines(first, 330, 700, ['Rideau Valley Telecom Inc.', 'PO Box 5100, Station A', 'Toronto, ON M5W 2Z7'], { size: 9 });
    const second = paper.page();
    second.text(`Rideau Valley Telecom  \u00b7  Account ${s.account}  \u00b7  Bill ${s.number}`, 40, 40, { size: 8, color: '#00857c' });
    second.text('Page 2 of 2', 572, 40, { size: 8, align: 'right' });
    second.text('Itemized charges', 40, 72, { font: 'sansBold', size: 13 });
    const rows = s.items.map((item) => [`613-555-${s.rng.digits(4)}`, item.description, `${formatDate(s.periodStart, 'short')} - ${formatDate(s.periodEnd, 'short')}`, String(item.qty), $(item.amountCents)]);
    const y = table(second, 40, 88, [{ title: 'Number', width: 90 }, { title: 'Service', width: 200 }, { title: 'Period', width: 130 }, { title: 'Qty', width: 30, align: 'right' }, { title: 'Amount', width: 82, align: 'right' }], rows, { look: 'rules', size: 8 });
    totals(second, 460, 572, y + 16, [['Subtotal', $(s.subtotal)], ['HST', $(s.tax)], ['Current charges', $(s.total), 'bold']], { size: 8.5 });
    const printed: Printed[] = ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property'];
    return expected(s, printed);
  },
};

export const usUtilities: Layout[] = [redwood, keystone, rideau];
