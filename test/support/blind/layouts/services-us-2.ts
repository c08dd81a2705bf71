import { type Layout } from '../core/layout';
import { money } from '../core/money';
import { numbers } from '../core/numbers';
import { expected } from '../core/scenario';
import { labelsAbove, lines, pairs, paragraph, table, totals } from '../pdf/blocks';
import { monogram, wordmark } from '../pdf/logo';
import { ZW } from '../pdf/paper';
import { customerLines, itemRows, num, reference, vendorLines } from './parts';

/** Window cleaners: a monogram for a logo, the business named only in the remittance box at the bottom right. */
const crystalPane: Layout = {
  id: 'windows-crystalpane',
  family: 'service',
  vendorKind: 'window cleaning',
  vendor: { name: 'Crystal Pane Window Cleaning', street: '318 Harbor Ave SW', locality: 'Seattle, WA 98126', region: 'US', phone: '(206) 555-0152', email: 'crystalpane@mail.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'windows', items: [1, 3], tax: 0.101, terms: [30], number: numbers.padded(6) },
  filename: (s) => `CP${s.number}.pdf`,
  money: money.usd,
  dates: 'short',
  draw({ sheet, s, $, d }) {
    monogram(sheet, 'CP', 40, 36, 52, '#0288d1', true);
    sheet.text('Invoice', 572, 62, { size: 26, align: 'right', font: 'serifItalic' });
    pairs(sheet, 400, 92, [['Invoice #', `# ${s.number}`], ['Date', d(s.issued)], ['Due date', d(s.due)]], { labelWidth: 70, valueWidth: 102, size: 9 });
    lines(sheet, 40, 120, ['Billed to', ...customerLines(s)], { size: 9 });
    sheet.text(`Property: ${s.property.name}`, 40, 196, { size: 9, font: 'sansBold' });
    const y = table(sheet, 40, 216, [{ title: 'Service', width: 322 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Rate', width: 80, align: 'right' }, { title: 'Amount', width: 80, align: 'right' }], itemRows(s, num(), ['description', 'qty', 'rate', 'amount']), { look: 'rules', size: 9 });
    totals(sheet, 480, 572, y + 18, [['Subtotal', $(s.subtotal)], ['WA sales tax 10.1%', $(s.tax)], ['Please pay', $(s.amountDue), 'bold']], { size: 10 });
    sheet.rect(340, 640, 232, 96, { stroke: '#0288d1' });
    lines(sheet, 350, 656, ['REMIT TO', s.vendor.name, ...vendorLines(s.vendor), `${s.vendor.phone}  ${s.vendor.email}`], { size: 8.5, leading: 12 });
    sheet.text('Streak-free or we come back free.', 40, 700, { font: 'serifItalic', size: 10, color: '#0288d1' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

/** Appliance repair service ticket: a boxed form with model/serial, a tick-box row, signature line; the ticket is the invoice. */
const maytide: Layout = {
  id: 'appliance-maytide',
  family: 'service',
  vendorKind: 'appliance repair',
  vendor: { name: 'Maytide Appliance Service', street: '90 Commerce Dr', locality: 'Westerville, OH 43081', region: 'US', phone: '614-555-0117', email: 'service@maytide.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'appliance', items: [2, 3], tax: 0.0725, terms: [15], number: numbers.plain(300000, 399999), unit: 1 },
  filename: (s) => `ticket${s.number}.pdf`,
  money: money.usd,
  dates: 'mdy',
  draw({ sheet, s, $, d }) {
    sheet.text(s.vendor.name.toUpperCase(), 40, 52, { font: 'sansBold', size: 16 });
    sheet.text(`${vendorLines(s.vendor).join(' - ')} - ${s.vendor.phone}`, 40, 66, { size: 8 });
    sheet.text('SERVICE TICKET / INVOICE', 572, 48, { font: 'sansBold', size: 11, align: 'right' });
    sheet.text(`No. ${s.number}`, 572, 66, { font: 'monoBold', size: 13, align: 'right', color: '#c62828' });
    let y = labelsAbove(sheet, 40, 84, [['CUSTOMER', s.customer.name], ['DATE', d(s.issued)], ['DUE', d(s.due)]], [292, 120, 120], { boxed: true, valueFont: 'sans', valueSize: 9 });
    y = labelsAbove(sheet, 40, y, [['JOB ADDRESS', `${s.property.name}, ${s.property.street}`], ['UNIT #', s.unit ?? ''], ['TENANT PHONE', reference(s, '(614) 555-01##')]], [292, 120, 120], { boxed: true, valueFont: 'sans', valueSize: 9 });
    y = labelsAbove(sheet, 40, y, [['APPLIANCE', s.rng.pick(['Refrigerator', 'Washer', 'Dishwasher', 'Range'])], ['MODEL', reference(s, 'WR@##@###')], ['SERIAL', reference(s, '@@#######')]], [292, 120, 120], { boxed: true, valueFont: 'sans', valueSize: 9 });
    ['Warranty', 'Recall', 'Chargeable', 'Call back'].forEach((label, i) => {
      sheet.rect(40 + i * 110, y + 12, 9, 9, { stroke: '#333333' });
      if (label === 'Chargeable') sheet.text('X', 42 + i * 110, y + 20, { font: 'sansBold', size: 9 });
      sheet.text(label, 54 + i * 110, y + 20, { size: 8.5 });
    });
    y = table(sheet, 40, y + 36, [{ title: 'PARTS / LABOR', width: 322 }, { title: 'QTY', width: 50, align: 'right' }, { title: 'PRICE', width: 80, align: 'right' }, { title: 'TOTAL', width: 80, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'grid', size: 8.5 });
    totals(sheet, 480, 572, y + 18, [['PARTS & LABOR', $(s.subtotal)], ['TAX', $(s.tax)], [`TOTAL${ZW}`, $(s.amountDue), 'bold']]);
    sheet.line(40, 720, 280, 720);
    sheet.text('Customer signature - work completed satisfactorily', 40, 732, { size: 7 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

/** Generator service: "02-Mar-2025" dates, terms as "Net 30" plus the due date, a load-bank test report summary. */
const powerhold: Layout = {
  id: 'generator-powerhold',
  family: 'service',
  vendorKind: 'generator maintenance',
  vendor: { name: 'Powerhold Generator Service Corp.', street: '66 Turbine Ct', locality: 'Milwaukee, WI 53219', region: 'US', phone: '414-555-0124', email: 'ar@powerhold.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'generator', items: [1, 3], tax: 0.056, terms: [30], number: numbers.letterSuffix(), sites: ['Lakeshore Tower', 'Stonegate Office Park', 'Harbor Point Lofts'] },
  filename: (s) => `Invoice-${s.number}.pdf`,
  money: money.usd,
  dates: 'dMonY',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, s.vendor.name, 40, 58, { size: 15, emblem: 'bolt', color: '#f57f17' });
    sheet.text(`${vendorLines(s.vendor).join(', ')}  Tel ${s.vendor.phone}`, 58, 74, { size: 8 });
    let y = table(sheet, 40, 100, [{ title: 'Invoice', width: 106 }, { title: 'Date', width: 106 }, { title: 'Terms', width: 106 }, { title: 'Due Date', width: 106 }, { title: 'Cust. No.', width: 108 }], [[s.number, d(s.issued), 'Net 30', d(s.due), reference(s, 'C-####')]], { look: 'band', accent: '#f57f17' });
    lines(sheet, 40, y + 22, ['Sold To:', ...customerLines(s)], { size: 9 });
    lines(sheet, 320, y + 22, ['Equipment Location:', s.property.name, s.property.street, s.property.locality], { size: 9 });
    y = table(sheet, 40, y + 100, [{ title: 'Description', width: 352 }, { title: 'Qty', width: 40, align: 'right' }, { title: 'Amount', width: 140, align: 'right' }], itemRows(s, $, ['description', 'qty', 'amount']), { look: 'rules' });
    y = totals(sheet, 480, 572, y + 18, [['Sub-Total', $(s.subtotal)], ['WI Sales Tax 5.6%', $(s.tax)], ['Invoice Total', $(s.amountDue), 'rule']]);
    sheet.text('Test summary', 40, y + 10, { font: 'sansBold', size: 8.5 });
    table(sheet, 40, y + 18, [{ title: 'Unit', width: 120 }, { title: 'kW', width: 60, align: 'right' }, { title: 'Run hours', width: 80, align: 'right' }, { title: 'Load test', width: 120 }, { title: 'Result', width: 152 }], [[reference(s, 'GEN-#'), String(s.rng.pick([150, 250, 400])), String(s.rng.int(300, 2400)), '2 hr @ 75%', 'Pass - no deficiencies']], { look: 'grid', size: 8 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

/** Arborist: serif, the estimate it follows is referenced (a decoy number), disposal fee, no tax. */
const tallTimber: Layout = {
  id: 'trees-talltimber',
  family: 'service',
  vendorKind: 'tree service',
  vendor: { name: 'Tall Timber Arborists', street: '2210 Foothill Rd', locality: 'Boise, ID 83705', region: 'US', phone: '(208) 555-0130', email: 'office@talltimber.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'trees', items: [1, 3], terms: [20], number: numbers.plain(8000, 8999) },
  filename: (s) => `TTA Invoice ${s.number}.pdf`,
  money: money.usd,
  dates: 'short',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, s.vendor.name, 306, 62, { size: 24, font: 'serifBold', color: '#1b5e20', align: 'center' });
    sheet.text(`ISA Certified Arborist PN-7781A  ·  ${vendorLines(s.vendor).join(', ')}  ·  ${s.vendor.phone}`, 306, 80, { font: 'serif', size: 8.5, align: 'center' });
    sheet.text(`Invoice No. ${s.number}`, 60, 124, { font: 'serifBold', size: 12 });
    sheet.text(`Invoice date: ${d(s.issued)}`, 60, 140, { font: 'serif', size: 10 });
    sheet.text(`Your estimate: E-${s.rng.int(1000, 7999)} (accepted)`, 60, 154, { font: 'serif', size: 10 });
    lines(sheet, 340, 124, customerLines(s), { font: 'serif', size: 10 });
    sheet.text(`Location of work: ${s.property.name}, ${s.property.street}`, 60, 196, { font: 'serif', size: 10 });
    const y = table(sheet, 60, 214, [{ title: 'Work', width: 352 }, { title: 'Qty', width: 40, align: 'right' }, { title: 'Amount', width: 100, align: 'right' }], itemRows(s, $, ['description', 'qty', 'amount']), { look: 'rules', font: 'serif', headFont: 'serifBold', size: 10 });
    totals(sheet, 450, 552, y + 22, [['Total', $(s.amountDue), 'bold']], { size: 11 });
    paragraph(sheet, 60, y + 50, 492, `Payment is due ${d(s.due)}. All wood and brush removed from site; stumps ground 6" below grade. Thank you for choosing ${s.vendor.name}.`, { font: 'serif', size: 10 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

export const usServices2: Layout[] = [crystalPane, maytide, powerhold, tallTimber];
