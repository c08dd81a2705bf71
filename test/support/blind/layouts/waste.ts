import { type Layout } from '../core/layout';
import { money } from '../core/money';
import { numbers } from '../core/numbers';
import { expected } from '../core/scenario';
import { lines, pairs, paragraph, table, totals } from '../pdf/blocks';
import { monogram, wordmark } from '../pdf/logo';
import { customerLines, itemRows, vendorLines } from './parts';

/** US hauler: one grid row of five labels over values, Remit To / Bill To / Service Location blocks, balance carried. */
const tricounty: Layout = {
  id: 'waste-tricounty',
  family: 'utility',
  vendorKind: 'waste/recycling',
  vendor: { name: 'Tri-County Disposal Services, LLC', street: '3900 Landfill Rd', locality: 'Pflugerville, TX 78660', region: 'US', phone: '(512) 555-0187', email: 'ar@tricountydisposal.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'waste', items: [2, 4], terms: [15], number: numbers.letterPrefix('A'), carry: 'balance' },
  filename: (s) => `TCDS_Invoice_${s.number}.pdf`,
  money: money.usd,
  dates: 'mdy',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, 'TRI-COUNTY DISPOSAL', 36, 58, { size: 20, emblem: 'leaf', color: '#3a7d2c', tagline: `${s.vendor.name}  ·  ${s.vendor.phone}` });
    sheet.rect(400, 36, 176, 26, { fill: '#555555' });
    sheet.text('INVOICE', 488, 54, { font: 'sansBold', size: 15, color: '#ffffff', align: 'center' });
    let y = table(sheet, 36, 100, [
      { title: 'Invoice Date', width: 100 }, { title: 'Invoice Number', width: 110 }, { title: 'Customer ID', width: 110 }, { title: 'Due Date', width: 100 }, { title: 'Amount Due', width: 120, align: 'right' },
    ], [[d(s.issued), s.number, s.account, d(s.due), $(s.amountDue)]], { look: 'grid', size: 9, rowHeight: 18 });
    const blocks: [string, string[]][] = [
      ['Remit To:', [s.vendor.name, 'Dept. 4471', 'PO Box 660012', 'Dallas, TX 75266-0012']],
      ['Bill To:', customerLines(s)],
      ['Service Location:', [s.property.name, s.property.street, s.property.locality]],
    ];
    blocks.forEach(([title, body], i) => {
      sheet.text(title, 36 + i * 182, y + 24, { font: 'sansBold', size: 9 });
      lines(sheet, 36 + i * 182, y + 38, body, { size: 8.5 });
    });
    y = table(sheet, 36, y + 110, [{ title: 'Service Date', width: 80 }, { title: 'Description', width: 280 }, { title: 'Qty', width: 40, align: 'right' }, { title: 'Rate', width: 70, align: 'right' }, { title: 'Amount', width: 70, align: 'right' }],
      itemRows(s, $, ['date', 'description', 'qty', 'rate', 'amount']), { look: 'zebra', accent: '#3a7d2c', size: 8 });
    totals(sheet, 470, 576, y + 18, [['Previous Balance', $(s.previous)], ['Payments/Credits', $(-s.paid)], ['Current Invoice Charges', $(s.total)], ['TOTAL AMOUNT DUE', $(s.amountDue), 'box']], { boxFill: '#dcebd7' });
    paragraph(sheet, 36, 700, 540, 'Terms: Net 15. Accounts more than 30 days past due are subject to suspension of service and a late fee of $15.00 or 1.5% per month, whichever is greater. Rates include the fuel and environmental recovery fee described at tricountydisposal.example/fees.', { size: 7, color: '#555555' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

/** British recycler: monogram logo, "Tax point" date, per-lift dated lines with VAT column, bank details, registered-office small print. */
const greenbin: Layout = {
  id: 'recycling-gb',
  family: 'utility',
  vendorKind: 'waste/recycling',
  vendor: { name: 'Greenbin Recycling Ltd', street: 'Unit 7, Canal Side Industrial Estate', locality: 'Wakefield WF2 7AZ', region: 'GB', phone: '01924 555 310', email: 'accounts@greenbin.example', taxId: 'VAT Reg. No. GB 284 1937 52' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'waste', items: [2, 4], tax: 'region', terms: [30], number: numbers.prefixed('SI-', 6) },
  filename: (s) => `${s.number}.pdf`,
  money: money.gbp,
  dates: 'dmy',
  draw({ sheet, s, $, d }) {
    monogram(sheet, 'GR', 40, 36, 40, '#2f7d32', true);
    sheet.text(s.vendor.name, 90, 58, { font: 'sansBold', size: 17, color: '#2f7d32' });
    lines(sheet, 90, 72, [vendorLines(s.vendor, true).join(', '), `${s.vendor.phone}  ·  ${s.vendor.email}`], { size: 7.5 });
    sheet.text('INVOICE', 555, 100, { font: 'sansBold', size: 22, align: 'right' });
    sheet.text('Invoice to:', 40, 124, { size: 8, color: '#666666' });
    lines(sheet, 40, 138, customerLines(s), { size: 9 });
    sheet.text(`Site: ${s.property.name}, ${s.property.street}, ${s.property.locality}`, 40, 204, { size: 9 });
    pairs(sheet, 350, 124, [['Invoice No:', s.number], ['Date/Tax Point:', d(s.issued)], ['Account Ref:', `PEN${s.rng.digits(4)}`], ['Terms:', '30 days'], ['Due Date:', d(s.due)]], { labelWidth: 80, size: 9, valueWidth: 125 });
    let y = table(sheet, 40, 226, [{ title: 'Date', width: 62 }, { title: 'Description', width: 233 }, { title: 'Qty', width: 35, align: 'right' }, { title: 'Unit Price', width: 65, align: 'right' }, { title: 'Net', width: 70, align: 'right' }, { title: 'VAT', width: 50, align: 'right' }],
      itemRows(s, $, ['date', 'description', 'qty', 'rate', 'amount'], 'dmy').map((r) => [...r, '20%']), { look: 'grid', size: 8 });
    y = totals(sheet, 470, 555, y + 18, [['Net Total', $(s.subtotal)], ['VAT @ 20%', $(s.tax)], ['Invoice Total', $(s.amountDue), 'rule']]);
    sheet.text('Please pay by BACS to: Sort code 20-45-77  Account 43918265  Reference: ' + s.number, 40, y + 16, { size: 8.5, font: 'sansBold' });
    paragraph(sheet, 40, 790, 515, `${s.vendor.name}. Registered in England and Wales No. 08123456. Registered office: ${vendorLines(s.vendor).join(', ')}. Waste carrier registration CBDU214455.`, { size: 6.5, color: '#777777' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

export const wasteLayouts: Layout[] = [tricounty, greenbin];
