import { type Layout } from '../core/layout';
import { money } from '../core/money';
import { numbers } from '../core/numbers';
import { type Printed, expected } from '../core/scenario';
import { labelsAbove, lines, pairs, paragraph, table, totals } from '../pdf/blocks';
import { wordmark } from '../pdf/logo';
import { ZW } from '../pdf/paper';
import { customerLines, itemRows, percent, reference, vendorLines } from './parts';

/** Canadian gas distributor: customer in the window at top left, vendor top right, a header row of labels over values. */
const gasNorthshore: Layout = {
  id: 'gas-northshore',
  family: 'utility',
  vendorKind: 'gas',
  vendor: { name: 'Northshore Gas Distribution Inc.', street: '88 Lakeshore Rd E', locality: 'Mississauga, ON L5G 1E2', region: 'CA', phone: '1-877-555-0110', email: 'accounts@northshoregas.example', taxId: 'GST/HST No. 81234 5678 RT0001' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'gas', items: [3, 4], tax: 'region', terms: [21], number: numbers.prefixed('W', 8) },
  filename: (s) => `${s.number}.pdf`,
  money: money.cadCode,
  dates: 'shortPad',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, s.vendor.name, 572, 56, { size: 14, align: 'right', color: '#b34700' });
    lines(sheet, 572, 72, [...vendorLines(s.vendor), s.vendor.phone, s.vendor.taxId ?? ''], { size: 7.5, align: 'right' });
    lines(sheet, 54, 130, customerLines(s, true), { size: 9.5 });
    let y = labelsAbove(sheet, 40, 214, [['Invoice Date', d(s.issued)], ['Invoice Number', s.number], ['Account Number', s.account], ['Due Date', d(s.due)]], [133], { boxed: true, fill: '#f6e3d4', labelFont: 'sansBold', valueFont: 'sans' });
    const named = s.rng.chance(0.6);
    sheet.text(`Premises:${ZW} ${named ? `${s.property.name}, ` : ''}${s.property.street}, ${s.property.locality}`, 40, y + 20, { size: 9 });
    const m3 = s.rng.int(800, 9000);
    sheet.text(`Meter ${reference(s, '#######')}   Actual reading   ${m3.toLocaleString('en-CA')} m3 = ${(m3 * 0.0383).toFixed(1)} GJ   Period ${d(s.periodStart)} to ${d(s.periodEnd)}`, 40, y + 36, { size: 8, color: '#555555' });
    y = table(sheet, 40, y + 52, [{ title: 'Charges', width: 400 }, { title: 'Amount', width: 132, align: 'right' }], itemRows(s, $, ['description', 'amount']), { look: 'grid' });
    y = totals(sheet, 460, 572, y + 18, [['Subtotal', $(s.subtotal)], [`HST ${percent(s.taxRate)}`, $(s.tax)], ['Total Amount Due', $(s.amountDue), 'box']], { boxFill: '#f6e3d4' });
    paragraph(sheet, 40, y + 20, 532, 'Payments received after the due date are subject to a late payment charge of 1.5% per month (19.56% per year). Pre-authorized debit customers: the amount due will be withdrawn on the due date.', { size: 7.5 });
    const printed: Printed[] = ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency'];
    return expected(s, named ? [...printed, 'property'] : printed);
  },
};

/** New Zealand water retailer: day-first dates, GST number, boxed labels-over-values row, NZD stated in words. */
const waterNz: Layout = {
  id: 'water-nz',
  family: 'utility',
  vendorKind: 'water/sewer',
  vendor: { name: 'Harbourside Water Limited', street: '15 Pumphouse Road', locality: 'Onehunga, Auckland 1061', region: 'NZ', phone: '0800 555 624', email: 'accounts@harbourside.example', taxId: 'GST No. 112-458-903' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'water', items: [2, 3], tax: 'region', terms: [20], number: numbers.plain(30000000, 39999999), carry: 'balance', unit: 0.5 },
  filename: (s) => `Harbourside_TaxInvoice_${s.number}.pdf`,
  money: money.nzd,
  dates: 'dmy',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, s.vendor.name, 40, 60, { size: 18, emblem: 'wave', color: '#006e7f' });
    lines(sheet, 40, 84, [...vendorLines(s.vendor, true), s.vendor.taxId ?? ''], { size: 8 });
    sheet.text('TAX INVOICE', 555, 60, { font: 'sansBold', size: 15, align: 'right' });
    lines(sheet, 340, 110, customerLines(s), { size: 9 });
    let y = labelsAbove(sheet, 40, 180, [['Invoice date', d(s.issued)], ['Invoice number', s.number], ['Customer number', s.account], ['Due date', d(s.due)]], [128.8], { boxed: true, labelSize: 7.5 });
    const unit = s.unit ? `Unit ${s.unit}, ` : '';
    sheet.text(`Supply address: ${unit}${s.property.street}, ${s.property.locality}`, 40, y + 18, { size: 9, font: 'sansBold' });
    y = table(sheet, 40, y + 34, [{ title: 'Description', width: 300 }, { title: 'Period', width: 130 }, { title: 'Amount', width: 85, align: 'right' }],
      itemRows(s, $, ['description', 'amount']).map(([desc, amt]) => [desc ?? '', `${d(s.periodStart)} - ${d(s.periodEnd)}`, amt ?? '']), { look: 'rules' });
    y = totals(sheet, 440, 555, y + 18, [
      ['Charges excl. GST', $(s.subtotal)], ['GST 15%', $(s.tax)], ['Total this invoice', $(s.total), 'bold'],
      ['Balance brought forward', $(s.previous)], ['Payments received - thank you', $(-s.paid)], ['Total amount due', $(s.amountDue), 'box'],
    ], { boxFill: '#d9eef1' });
    paragraph(sheet, 40, y + 14, 515, 'All amounts are in New Zealand dollars (NZD). Please pay by the due date shown. Pay online, by direct debit, or by internet banking to 12-3045-0123456-00 quoting your customer number.', { size: 8 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'unit']);
  },
};

/** Australian energy retailer: big amount panel on the left, account details right, "2 Mar 2025" dates, ABN. */
const powerAu: Layout = {
  id: 'power-au',
  family: 'utility',
  vendorKind: 'electric',
  vendor: { name: 'Southern Grid Energy Pty Ltd', street: 'Level 12, 8 Exhibition Street', locality: 'Melbourne VIC 3000', region: 'AU', phone: '13 55 01', email: 'business@southerngrid.example', taxId: 'ABN 53 604 118 207' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'electric', items: [3, 4], tax: 'region', terms: [14, 21], number: numbers.dotted() },
  filename: (s) => `bill-${s.issued.replace(/-/g, '')}.pdf`,
  money: money.aud,
  dates: 'dmyShort',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, 'Southern Grid', 40, 58, { size: 22, emblem: 'bolt', color: '#d35400', tagline: 'Energy for business' });
    sheet.text('Tax invoice', 555, 50, { font: 'sansBold', size: 13, align: 'right' });
    sheet.text(`${s.vendor.name}  ${s.vendor.taxId ?? ''}`, 555, 64, { size: 7.5, align: 'right' });
    sheet.rect(40, 100, 250, 130, { fill: '#fdebd0' });
    sheet.text('Total amount due', 56, 128, { size: 11 });
    sheet.text($(s.amountDue), 56, 162, { font: 'sansBold', size: 28 });
    sheet.text(`Due date${ZW} ${d(s.due)}`, 56, 190, { font: 'sansBold', size: 11 });
    sheet.text('Amounts in Australian dollars (AUD), incl. GST', 56, 214, { size: 7.5 });
    pairs(sheet, 310, 112, [['Account number', s.account], ['Tax invoice no.', s.number], ['Issue date', d(s.issued)], ['Billing period', `${d(s.periodStart)} to ${d(s.periodEnd)}`], ['NMI', reference(s, '6305######')]], { labelWidth: 90, size: 8.5, labelFont: 'sans' });
    lines(sheet, 310, 200, customerLines(s), { size: 8.5 });
    sheet.text(`Supply address: ${s.property.name}, ${s.property.street}, ${s.property.locality}`, 40, 262, { size: 9, font: 'sansBold' });
    let y = table(sheet, 40, 280, [{ title: 'Charge', width: 300 }, { title: 'Quantity', width: 100, align: 'right' }, { title: 'Amount (excl. GST)', width: 115, align: 'right' }],
      itemRows(s, $, ['description', 'amount']).map(([desc, amt]) => [desc ?? '', `${s.rng.int(900, 22000)} kWh`, amt ?? '']), { look: 'zebra', accent: '#d35400' });
    y = totals(sheet, 440, 555, y + 18, [['Total charges (excl. GST)', $(s.subtotal)], ['GST', $(s.tax)], ['Total amount due', $(s.amountDue), 'bold']]);
    paragraph(sheet, 40, y + 12, 515, `${s.vendor.name} · ${vendorLines(s.vendor, true).join(', ')}. Late payment fee of $12.00 may apply if not paid by the due date.`, { size: 7.5, color: '#555555' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

/** Irish electricity supplier: title left, name top right in serif, long day-first dates, 13.5% VAT, direct-debit sentence. */
const powerIe: Layout = {
  id: 'power-ie',
  family: 'utility',
  vendorKind: 'electric',
  vendor: { name: 'Shannonside Power DAC', street: 'Block C, Riverside Business Park', locality: 'Limerick V94 X2T6', region: 'IE', phone: '+353 61 555 0100', email: 'business@shannonside.example', taxId: 'VAT No. IE 9876543K' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'electric', items: [2, 4], tax: 'region', terms: [14], number: numbers.prefixed('SP', 9), unit: 0.5 },
  filename: (s) => `Invoice ${s.number}.pdf`,
  money: money.eur,
  dates: 'dmyLong',
  draw({ sheet, s, $, d }) {
    sheet.text('Invoice', 40, 70, { font: 'serifBold', size: 26 });
    sheet.text(s.vendor.name, 555, 56, { font: 'serifBold', size: 16, align: 'right', color: '#14532d' });
    lines(sheet, 555, 70, [...vendorLines(s.vendor, true), s.vendor.taxId ?? ''], { size: 7.5, align: 'right' });
    lines(sheet, 40, 120, customerLines(s, true), { size: 9 });
    pairs(sheet, 330, 130, [['Invoice number', s.number], ['Invoice date', d(s.issued)], ['Account', s.account], ['Due date', d(s.due)], ['MPRN', reference(s, '10#########')]], { labelWidth: 90, size: 9, labelFont: 'sans', labelColor: '#14532d' });
    const premises = [s.property.name, ...(s.unit ? [`Apartment ${s.unit}`] : []), s.property.street].join(', ');
    sheet.text(`Premises:${ZW} ${premises}`, 40, 226, { size: 9 });
    let y = table(sheet, 40, 246, [{ title: 'Description', width: 330 }, { title: 'VAT rate', width: 70, align: 'right' }, { title: 'Amount', width: 115, align: 'right' }],
      itemRows(s, $, ['description', 'amount']).map(([desc, amt]) => [desc ?? '', percent(s.taxRate), amt ?? '']), { look: 'grid', size: 8.5 });
    y = totals(sheet, 440, 555, y + 18, [['Total excl. VAT', $(s.subtotal)], [`VAT @ ${percent(s.taxRate)}`, $(s.tax)], ['Amount due', $(s.amountDue), 'rule']]);
    paragraph(sheet, 40, y + 12, 515, `The amount due of ${$(s.amountDue)} will be collected by direct debit on or after ${d(s.due)} from the account ending ${s.rng.digits(4)}. All amounts are in euro.`, { size: 8.5 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

export const intlUtilities: Layout[] = [gasNorthshore, waterNz, powerAu, powerIe];
