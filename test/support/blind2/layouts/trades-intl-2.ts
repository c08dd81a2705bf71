import { addDays } from '../../blind/core/dates';
import { lines, pairs, paragraph, table, totals } from '../../blind/pdf/blocks';
import { emblem, wordmark } from '../../blind/pdf/logo';
import { formatPlain, money } from '../core/format';
import { type Layout } from '../core/layout';
import { shapes } from '../core/numbers';
import { expected } from '../core/scenario';
import { customerLines, itemRows, reference, siteLines } from './parts';
import { rupeesInWords } from './words';

/** A Vancouver appliance repairer: labels over values in an open row, model and serial, GST and PST on separate lines, ISO dates. */
const westcoast: Layout = {
  id: 'appliance-westcoast-ca',
  family: 'trade',
  vendorKind: 'appliance repair',
  vendor: { name: 'Westcoast Appliance Repair Ltd.', street: '1288 Kingsway', locality: 'Vancouver, BC V5V 3E1', region: 'CA', phone: '604-555-0139', email: 'dispatch@westcoastappliance.example', taxId: 'GST 71033 2298 RT0001  PST-1234-5678' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'appliance', items: [2, 3], tax: 0.12, terms: [15], number: shapes.dayCount(), unit: 1, sites: ['Kerrisdale Place'] },
  filename: (s) => `WAR_${s.number}.pdf`,
  money: money.cad,
  dates: 'iso',
  draw({ sheet, s, $, d }) {
    const gst = Math.round(s.subtotal * 0.05);
    wordmark(sheet, 'WESTCOAST', 40, 56, { size: 24, font: 'sansBold', color: '#00796b', tagline: 'Appliance Repair \u00b7 since 1994' });
    lines(sheet, 572, 40, [s.vendor.name, s.vendor.street, s.vendor.locality, s.vendor.phone], { size: 8, align: 'right' });
    sheet.line(40, 100, 572, 100, { stroke: '#00796b', width: 2 });
    const cells: [string, string][] = [['Invoice', s.number], ['Date', d(s.issued)], ['Due', d(s.due)], ['Account', s.account]];
    cells.forEach(([label, value], i) => {
      sheet.text(label, 40 + i * 133, 120, { size: 7.5, color: '#00796b' });
      sheet.text(value, 40 + i * 133, 135, { font: 'sansBold', size: 11 });
    });
    sheet.line(40, 146, 572, 146, { width: 0.4 });
    sheet.text('Bill to', 40, 166, { size: 7.5, color: '#00796b' });
    lines(sheet, 40, 179, customerLines(s), { size: 9 });
    sheet.text('Service location', 320, 166, { size: 7.5, color: '#00796b' });
    lines(sheet, 320, 179, siteLines(s, 'Suite'), { size: 9 });
    sheet.text(`Appliance: ${s.rng.pick(['Whirlpool WRT318FZDW refrigerator', 'LG WM3400CW washer', 'GE JB645RKSS range', 'Bosch SHE3AR75UC dishwasher'])}   Serial: ${reference(s, '@@#######')}`, 40, 250, { size: 8.5 });
    let y = table(sheet, 40, 262, [{ title: 'Description', width: 300 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Price', width: 90, align: 'right' }, { title: 'Amount', width: 92, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'rules', size: 8.5 });
    y = totals(sheet, 470, 572, y + 18, [['Subtotal', $(s.subtotal)], ['GST 5%', $(gst)], ['PST 7%', $(s.tax - gst)], ['Total (CAD)', $(s.total), 'bold']], { size: 9 });
    paragraph(sheet, 40, y + 10, 532, '90-day warranty on parts and labour for the repair described. Payment by e-transfer to ar@westcoastappliance.example or cheque.', { size: 8 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

/** Fire alarm contractor in Ottawa: a "Remit to" block unlike the letterhead, "MARCH 4, 2025" dates, a deficiency list, HST. */
const capital: Layout = {
  id: 'firealarm-capital-ca',
  family: 'trade',
  vendorKind: 'fire/life safety',
  vendor: { name: 'Capital Fire & Life Safety Inc.', street: '2730 Lancaster Rd, Unit 4', locality: 'Ottawa, ON K1B 4S4', region: 'CA', phone: '613-555-0122', email: 'ar@capitalfls.example', taxId: 'HST # 84117 2205 RT0001' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'fireAlarm', items: [2, 4], tax: 'region', terms: [30], number: shapes.dottedYear('FLS'), sites: ['Rideau Gardens'] },
  filename: (s) => `${s.number}.pdf`,
  money: money.cadPrefixed,
  dates: 'upperLong',
  draw({ sheet, s, $, d }) {
    emblem(sheet, 'flame', 40, 32, 30, '#c62828');
    sheet.text('CAPITAL FIRE & LIFE SAFETY', 78, 48, { font: 'sansBold', size: 15, color: '#c62828' });
    sheet.text(`${s.vendor.street}, ${s.vendor.locality}  |  ${s.vendor.phone}  |  ULC listed`, 78, 62, { size: 8 });
    sheet.text('INVOICE', 572, 48, { font: 'sansBold', size: 18, align: 'right' });
    pairs(sheet, 40, 100, [['Invoice No.', s.number], ['Invoice Date', d(s.issued)], ['Payment Due', d(s.due)], ['Inspection Date', d(addDays(s.issued, -s.rng.int(3, 12)))]], { labelWidth: 92, size: 9, leading: 14 });
    sheet.rect(360, 92, 212, 70, { stroke: '#c62828' });
    sheet.text('REMIT TO', 370, 106, { font: 'sansBold', size: 8, color: '#c62828' });
    lines(sheet, 370, 119, [s.vendor.name, 'PO Box 4471, Station A', 'Toronto, ON M5W 0J4'], { size: 8.5, leading: 11 });
    sheet.text('Bill To', 40, 180, { font: 'sansBold', size: 8.5 });
    lines(sheet, 40, 193, customerLines(s, true), { size: 9 });
    sheet.text('Site', 320, 180, { font: 'sansBold', size: 8.5 });
    lines(sheet, 320, 193, [s.property.name, s.property.street, s.property.locality, `Monitoring acct ${reference(s, 'C-#####')}`], { size: 9 });
    let y = table(sheet, 40, 262, [{ title: 'Description', width: 310 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Unit', width: 80, align: 'right' }, { title: 'Extended', width: 92, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'band', accent: '#c62828', size: 8.5 });
    y = totals(sheet, 470, 572, y + 18, [['Subtotal', $(s.subtotal)], ['HST 13%', $(s.tax)], ['TOTAL DUE', $(s.total), 'box']], { size: 9.5, boxFill: '#fde0e0' });
    sheet.text('Deficiencies noted (quoted separately):', 40, y + 10, { font: 'sansBold', size: 8.5 });
    lines(sheet, 50, y + 24, ['- 2nd floor pull station P-2-3 trouble on test; replace.', '- Emergency light EL-B4 fails 30-minute duration test.', '- Annunciator zone labels faded; relabel per CAN/ULC-S536.'], { size: 8.5 });
    sheet.text(`${s.vendor.taxId ?? ''}  \u00b7  Interest of 2% per month on overdue accounts.`, 306, 760, { size: 7.5, align: 'center' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

/** A Mumbai pest controller's tax invoice: GSTIN, SAC code, CGST and SGST at 9% each, amount in words, "within 15 days". */
const shieldPest: Layout = {
  id: 'pest-shield-in',
  family: 'trade',
  vendorKind: 'pest control',
  vendor: { name: 'Shield Pest Management Services Pvt. Ltd.', street: '204, Kailas Industrial Estate, LBS Marg', locality: 'Ghatkopar (W), Mumbai 400086', region: 'IN', phone: '+91 22 5550 4471', email: 'accounts@shieldpest.example', taxId: 'GSTIN: 27AAFCS4412K1Z8' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'pestIn', items: [1, 2], tax: 'region', terms: [15], number: shapes.fySeries('SPM'), sites: ['Palm Grove Towers'] },
  filename: (s) => `TaxInvoice_${s.number.replace(/\//g, '_')}.pdf`,
  money: money.inr,
  dates: 'dmy',
  draw({ sheet, s, $, d }) {
    const half = Math.round(s.tax / 2);
    sheet.text('TAX INVOICE', 297, 40, { font: 'sansBold', size: 13, align: 'center' });
    sheet.rect(40, 50, 515, 86, { stroke: '#333333' });
    sheet.text(s.vendor.name, 48, 68, { font: 'sansBold', size: 12 });
    lines(sheet, 48, 82, [s.vendor.street, s.vendor.locality, `${s.vendor.taxId ?? ''}   PAN: AAFCS4412K   State: Maharashtra (27)`, `Ph: ${s.vendor.phone}  \u00b7  ${s.vendor.email}`], { size: 8, leading: 11 });
    pairs(sheet, 360, 68, [['Invoice No.', s.number], ['Invoice Date', d(s.issued)], ['Place of Supply', 'Maharashtra (27)']], { labelWidth: 80, size: 8.5, leading: 13 });
    sheet.text('Bill To', 48, 156, { font: 'sansBold', size: 8.5 });
    lines(sheet, 48, 169, [s.customer.name, s.customer.street, s.customer.locality, 'GSTIN: 29AADCN7781R1ZQ'], { size: 8.5, leading: 11 });
    sheet.text('Service Address', 320, 156, { font: 'sansBold', size: 8.5 });
    lines(sheet, 320, 169, [s.property.name, s.property.street, s.property.locality], { size: 8.5, leading: 11 });
    const rows = s.items.map((item, i) => [String(i + 1), item.description, '998531', String(item.qty), formatPlain(item.unitCents, money.inr), formatPlain(item.amountCents, money.inr)]);
    let y = table(sheet, 40, 220, [{ title: '#', width: 24 }, { title: 'Description of Service', width: 221 }, { title: 'SAC', width: 55 }, { title: 'Qty', width: 45, align: 'right' }, { title: 'Rate', width: 80, align: 'right' }, { title: 'Amount', width: 90, align: 'right' }], rows, { look: 'grid', size: 8 });
    y = totals(sheet, 455, 551, y + 16, [['Taxable Value', $(s.subtotal)], ['CGST @ 9%', $(half)], ['SGST @ 9%', $(s.tax - half)], ['Total Invoice Value', $(s.total), 'bold']], { size: 9 });
    sheet.text(`Amount in words: ${rupeesInWords(s.total)}`, 40, y + 6, { font: 'sansItalic', size: 8.5 });
    lines(sheet, 40, y + 34, ['Terms: Payment within 15 days of invoice date. Interest @ 18% p.a. on delayed payments.', 'Bank: HDFC Bank, Ghatkopar branch  A/c No. 50200012345678  IFSC HDFC0000412', 'Subject to Mumbai jurisdiction.'], { size: 8, leading: 12 });
    sheet.text(`For ${s.vendor.name}`, 555, y + 100, { font: 'sansBold', size: 8.5, align: 'right' });
    sheet.text('Authorised Signatory', 555, y + 140, { size: 8, align: 'right' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'currency', 'property', 'total'], { dueDate: addDays(s.issued, 15) });
  },
};

/** A Gurugram facility-services firm's accounting-package invoice: a ruled grid of small labelled cells, "4-Mar-25", "30 Days" terms. */
const sanjivani: Layout = {
  id: 'housekeeping-sanjivani-in',
  family: 'service',
  vendorKind: 'janitorial/housekeeping',
  vendor: { name: 'Sanjivani Facility Services LLP', street: 'SCO 42, Sector 29 Market', locality: 'Gurugram, Haryana 122001', region: 'IN', phone: '+91 124 555 0190', email: 'billing@sanjivanifs.example', taxId: 'GSTIN/UIN: 06ACXFS2291M1ZT' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'housekeepingIn', items: [2, 4], tax: 'region', terms: [30], number: shapes.fySeries('SFS'), sites: ['Gulmohar Enclave'] },
  filename: (s) => `${s.number.replace(/\//g, '-')}.pdf`,
  money: money.inrCode,
  dates: 'dMonYY',
  draw({ sheet, s, $, d }) {
    const half = Math.round(s.tax / 2);
    sheet.text('Tax Invoice', 297, 34, { font: 'sansBold', size: 12, align: 'center' });
    const box = (x: number, y: number, w: number, h: number): void => sheet.rect(x, y, w, h, { stroke: '#000000', width: 0.6 });
    box(40, 42, 258, 90);
    sheet.text(s.vendor.name, 46, 56, { font: 'sansBold', size: 8.5 });
    lines(sheet, 46, 67, [s.vendor.street, s.vendor.locality, s.vendor.taxId ?? '', 'State Name : Haryana, Code : 06'], { size: 8, leading: 11 });
    const cells: [string, string][] = [['Invoice No.', s.number], ['Dated', d(s.issued)], ['Delivery Note', ''], ['Mode/Terms of Payment', '30 Days'], ['Buyer\u2019s Order No.', reference(s, 'WO/##/###')], ['Dated', d(addDays(s.issued, -40))]];
    cells.forEach(([label, value], i) => {
      const x = 298 + (i % 2) * 128.5;
      const y = 42 + Math.floor(i / 2) * 30;
      box(x, y, 128.5, 30);
      sheet.text(label, x + 4, y + 10, { size: 7 });
      sheet.text(value, x + 4, y + 23, { font: 'sansBold', size: 8.5 });
    });
    box(40, 132, 258, 90);
    sheet.text('Buyer (Bill to)', 46, 144, { size: 7 });
    lines(sheet, 46, 156, [s.customer.name, s.customer.street, s.customer.locality, 'GSTIN/UIN : 29AADCN7781R1ZQ'], { size: 8, leading: 11 });
    box(298, 132, 257, 90);
    sheet.text('Site / Place of Service', 304, 144, { size: 7 });
    lines(sheet, 304, 156, [s.property.name, s.property.street, s.property.locality], { size: 8, leading: 11 });
    const rows = s.items.map((item, i) => [String(i + 1), item.description, '998533', `${item.qty} Nos`, formatPlain(item.unitCents, money.inrPlain), 'Nos', formatPlain(item.amountCents, money.inrPlain)]);
    let y = table(sheet, 40, 222, [{ title: 'Sl', width: 22 }, { title: 'Particulars', width: 200 }, { title: 'HSN/SAC', width: 50 }, { title: 'Quantity', width: 55, align: 'right' }, { title: 'Rate', width: 70, align: 'right' }, { title: 'per', width: 28 }, { title: 'Amount', width: 90, align: 'right' }], [
      ...rows, ['', 'CGST @ 9%', '', '', '', '', formatPlain(half, money.inrPlain)], ['', 'SGST @ 9%', '', '', '', '', formatPlain(s.tax - half, money.inrPlain)],
    ], { look: 'grid', size: 7.5, rowHeight: 15 });
    box(40, y, 515, 20);
    sheet.text('Total', 262, y + 14, { font: 'sansBold', size: 8.5, align: 'right' });
    sheet.text($(s.total), 551, y + 14, { font: 'sansBold', size: 8.5, align: 'right' });
    y += 34;
    sheet.text('Amount Chargeable (in words)', 40, y, { size: 7 });
    sheet.text(`INR ${rupeesInWords(s.total).replace('Rupees ', '')}`, 40, y + 13, { font: 'sansBold', size: 8.5 });
    lines(sheet, 320, y + 30, ['Company\u2019s Bank Details', 'Bank Name : ICICI Bank Ltd', 'A/c No. : 071405004471', 'Branch & IFS Code : Sector 29 & ICIC0000714'], { size: 7.5, leading: 10 });
    sheet.text(`for ${s.vendor.name}`, 551, y + 90, { font: 'sansBold', size: 8, align: 'right' });
    sheet.text('Authorised Signatory', 551, y + 124, { size: 7.5, align: 'right' });
    sheet.text('This is a Computer Generated Invoice', 297, 810, { size: 7, align: 'center' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'total', 'currency', 'property'], { dueDate: addDays(s.issued, 30) });
  },
};

export const intlTrades2: Layout[] = [westcoast, capital, shieldPest, sanjivani];
