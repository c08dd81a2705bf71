import { lines, pairs, paragraph, table, totals } from '../../blind/pdf/blocks';
import { emblem, wordmark } from '../../blind/pdf/logo';
import { type Sheet } from '../../blind/pdf/paper';
import { formatDate, money } from '../core/format';
import { type Layout } from '../core/layout';
import { shapes } from '../core/numbers';
import { type Scenario, expected } from '../core/scenario';
import { customerLines, itemRows, reference, siteLines } from './parts';

/** An elevator company's monthly batch: one invoice per building in one PDF, sometimes behind a cover page listing them. */
const summitVertical: Layout = {
  id: 'elevator-summitvertical-batch',
  family: 'trade',
  vendorKind: 'elevator maintenance',
  vendor: { name: 'Summit Vertical Elevator Company', street: '1200 Industrial Pkwy', locality: 'Aurora, CO 80011', region: 'US', phone: '(303) 555-0186', email: 'ar@summitvertical.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'elevatorRepair', items: [1, 2], terms: [30], number: shapes.branch() },
  filename: (s) => `SVE_Invoices_${s.issued.slice(0, 7)}.pdf`,
  money: money.usd,
  dates: 'iso',
  draw(drawing) {
    const { paper, s, $ } = drawing;
    const count = s.rng.int(2, 3);
    const batch: Scenario[] = [s];
    while (batch.length < count) batch.push(withCustomer(drawing.another(`building-${batch.length}`, batch.map((b) => b.property.name)), s));
    const cover = s.rng.chance(0.5);
    if (cover) {
      const sheet = paper.page();
      elevatorHead(sheet, s);
      sheet.text('Invoices enclosed', 40, 130, { font: 'sansBold', size: 14 });
      lines(sheet, 40, 156, customerLines(s, true), { size: 9.5 });
      table(sheet, 40, 230, [{ title: 'Invoice', width: 110 }, { title: 'Building', width: 250 }, { title: 'Due', width: 80 }, { title: 'Amount', width: 92, align: 'right' }], batch.map((b) => [b.number, b.property.name, b.due, $(b.total)]), { look: 'rules', size: 9 });
      sheet.text('Each invoice follows on its own page. Please pay each invoice separately and quote its number.', 40, 330, { size: 9 });
    }
    batch.forEach((b) => {
      const sheet = paper.page();
      elevatorHead(sheet, b);
      pairs(sheet, 360, 110, [['Invoice', b.number], ['Invoice date', b.issued], ['Due date', b.due], ['Contract', reference(b, 'SV-####')]], { labelWidth: 80, size: 9, leading: 15 });
      lines(sheet, 40, 110, customerLines(b, true), { size: 9.5 });
      sheet.text('Location', 40, 196, { font: 'sansBold', size: 9 });
      lines(sheet, 40, 210, [b.property.name, b.property.street, b.property.locality, `Units: ${b.rng.int(1, 4)} traction, ${b.rng.int(0, 2)} hydraulic`], { size: 9 });
      const y = table(sheet, 40, 280, [{ title: 'Description', width: 360 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Amount', width: 122, align: 'right' }], itemRows(b, $, ['description', 'qty', 'amount']), { look: 'band', accent: '#455a64', size: 9 });
      totals(sheet, 470, 572, y + 20, [['Invoice total', $(b.total), 'box']], { size: 10.5 });
      paragraph(sheet, 40, y + 60, 532, 'Terms: Net 30. Remit to Summit Vertical Elevator Company, Dept. 4471, PO Box 17390, Denver, CO 80217-0390.', { size: 8.5 });
      const page = paper.sheets.length;
      drawing.group(page, page, expected(b, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']));
    });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

function withCustomer(b: Scenario, s: Scenario): Scenario {
  return { ...b, customer: s.customer, issued: s.issued, due: s.due };
}

function elevatorHead(sheet: Sheet, s: Scenario): void {
  emblem(sheet, 'gear', 40, 30, 30, '#455a64');
  sheet.text('SUMMIT VERTICAL', 80, 48, { font: 'sansBold', size: 16, color: '#455a64' });
  sheet.text('Elevator Company', 80, 60, { size: 8.5 });
  sheet.text(`${s.vendor.street}, ${s.vendor.locality}  \u00b7  ${s.vendor.phone}`, 572, 48, { size: 8, align: 'right' });
  sheet.line(40, 76, 572, 76, { width: 1 });
}

/** A property-software subscription: credit and a part payment make the amount due differ from the invoice total; credit notes on downgrades. */
const ledgerly: Layout = {
  id: 'saas-ledgerly-annual',
  family: 'service',
  vendorKind: 'saas',
  vendor: { name: 'Ledgerly Software, Inc.', street: '600 Congress Ave, Floor 14', locality: 'Austin, TX 78701', region: 'US', phone: '+1 512-555-0119', email: 'billing@ledgerly.example', web: 'pay.ledgerly.example' },
  kinds: ['invoice', 'credit_note', 'invoice'],
  spec: { catalog: 'saasAnnual', items: [2, 3], tax: 0.0825, terms: [30], number: (rng, issued) => `${issued.slice(0, 4)}-INV-${String(rng.int(1, 9999)).padStart(5, '0')}` },
  filename: (s) => `Ledgerly-${s.kind === 'credit_note' ? `credit-${s.number.replace('INV', 'CN')}` : `invoice-${s.number}`}.pdf`,
  money: money.usdBoth,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    const credit = s.kind === 'credit_note';
    const number = credit ? s.number.replace('INV', 'CN') : s.number;
    const applied = credit ? 0 : Math.round(s.total * s.rng.pick([0, 0.1, 0.25]));
    const paid = credit ? 0 : s.rng.pick([0, 0, 50000]);
    const due = s.total - applied - paid;
    wordmark(sheet, 'ledgerly', 48, 70, { size: 26, color: '#5b3cc4' });
    sheet.text(credit ? 'Credit note' : 'Invoice', 48, 118, { font: 'sansBold', size: 22 });
    pairs(sheet, 48, 144, credit ? [['Credit note number', number], ['Date of issue', d(s.issued)]] : [['Invoice number', s.number], ['Date of issue', d(s.issued)], ['Date due', d(s.due)]], { labelWidth: 110, size: 9, leading: 14, labelFont: 'sans', labelColor: '#555555' });
    lines(sheet, 48, 210, [s.vendor.name, s.vendor.street, s.vendor.locality, s.vendor.email], { size: 9 });
    sheet.text('Bill to', 300, 196, { font: 'sansBold', size: 9 });
    lines(sheet, 300, 210, customerLines(s), { size: 9 });
    if (!credit) sheet.text(`${$(due)} due ${d(s.due)}`, 48, 294, { font: 'sansBold', size: 15 });
    if (!credit) sheet.text(`Pay online: https://${s.vendor.web ?? ''}/i/${reference(s, '@@##@#@@##')}`, 48, 312, { size: 9, color: '#5b3cc4' });
    const rows = itemRows(s, $, ['description', 'qty', 'rate', 'amount']);
    let y = table(sheet, 48, 336, [{ title: 'Description', width: 270 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Unit price', width: 90, align: 'right' }, { title: 'Amount', width: 106, align: 'right' }], rows, { look: 'rules', size: 8.5 });
    sheet.text(`Subscription period ${formatDate(s.periodStart, 'short')} - ${formatDate(s.periodStart.replace(/^\d{4}/, (y0) => String(Number(y0) + 1)), 'short')}`, 48, y + 14, { size: 8, color: '#555555' });
    const sign = credit ? -1 : 1;
    const rowsTotals: [string, string, ('bold' | 'rule')?][] = [['Subtotal', $(sign * s.subtotal)], ['Sales tax (8.25%)', $(sign * s.tax)], ['Total', $(s.total), 'rule']];
    if (!credit && applied) rowsTotals.push(['Applied account credit', $(-applied)]);
    if (!credit && paid) rowsTotals.push(['Amount paid', $(-paid)]);
    rowsTotals.push([credit ? 'Credit to your account' : 'Amount due', $(credit ? s.total : due), 'bold']);
    y = totals(sheet, 470, 564, y + 34, rowsTotals, { size: 9 });
    paragraph(sheet, 48, y + 10, 516, credit ? 'This credit note reduces your account balance and will be applied to your next invoice automatically.' : 'Questions about this invoice? Contact billing@ledgerly.example. Ledgerly, Inc. EIN 84-1123456.', { size: 8 });
    sheet.text(`${number} \u00b7 ${credit ? '' : `${$(due)} due ${d(s.due)} \u00b7 `}Page 1 of 1`, 48, 770, { size: 7.5, color: '#777777' });
    return credit
      ? expected(s, ['payee', 'billDate', 'total', 'currency'], { invoiceNumber: number })
      : expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'currency'], { totalAmountCents: due });
  },
};

/** A janitorial contractor: the number in the heading ("INVOICE 4471"), one line per service, suite numbers, Net 15 and the due date. */
const spotless: Layout = {
  id: 'janitorial-spotless',
  family: 'service',
  vendorKind: 'janitorial',
  vendor: { name: 'Spotless Commercial Cleaning Co.', street: '915 8th Ave S', locality: 'Nashville, TN 37203', region: 'US', phone: '615-555-0102', email: 'billing@spotlesscleaning.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'janitorial', items: [2, 4], terms: [15], number: shapes.bare(3000, 8999), unit: 0.7, sites: ['Elm Street Medical Offices'] },
  filename: (s) => `Spotless Invoice ${s.number}.pdf`,
  money: money.usd,
  dates: 'mdyDash',
  draw({ sheet, s, $, d }) {
    sheet.text(`INVOICE ${s.number}`, 40, 66, { font: 'sansBold', size: 26, color: '#0277bd' });
    sheet.text(s.vendor.name, 572, 50, { font: 'sansBold', size: 11, align: 'right' });
    lines(sheet, 572, 63, [s.vendor.street, s.vendor.locality, s.vendor.phone], { size: 8.5, align: 'right' });
    sheet.line(40, 104, 572, 104, { stroke: '#0277bd', width: 2 });
    pairs(sheet, 40, 128, [['Issued', d(s.issued)], ['Terms', 'Net 15'], ['Due', d(s.due)]], { labelWidth: 50, size: 9.5, leading: 15 });
    sheet.text('Billed to', 220, 128, { size: 8, color: '#0277bd' });
    lines(sheet, 220, 141, customerLines(s), { size: 9 });
    sheet.text('Location', 410, 128, { size: 8, color: '#0277bd' });
    lines(sheet, 410, 141, siteLines(s, 'Suite'), { size: 9 });
    let y = table(sheet, 40, 214, [{ title: 'Service', width: 300 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Rate', width: 90, align: 'right' }, { title: 'Amount', width: 92, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'zebra', accent: '#0277bd', size: 9 });
    y = totals(sheet, 470, 572, y + 20, [['Total', $(s.total), 'bold']], { size: 11 });
    paragraph(sheet, 40, y + 16, 532, `Service month: ${formatDate(s.periodStart, 'long').replace(/ \d+,/, '')}. Checks to ${s.vendor.name}. A 1.5% monthly finance charge applies after the due date.`, { size: 8.5 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

export const usServices: Layout[] = [summitVertical, ledgerly, spotless];
