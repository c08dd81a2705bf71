import { addDays } from '../../blind/core/dates';
import { lines, paragraph, table, totals } from '../../blind/pdf/blocks';
import { emblem } from '../../blind/pdf/logo';
import { formatDate, money } from '../core/format';
import { type Layout } from '../core/layout';
import { shapes } from '../core/numbers';
import { expected } from '../core/scenario';
import { customerLines, reference } from './parts';

/** A Nova Scotia hauler: the account facts stacked in a grey left-hand column, one dated row per lift, HST, balance forward. */
const maritime: Layout = {
  id: 'waste-maritime-ca',
  family: 'utility',
  vendorKind: 'waste/recycling',
  vendor: { name: 'Maritime Waste Haulers Ltd.', street: '45 Wright Ave', locality: 'Dartmouth, NS B3B 1G6', region: 'CA', phone: '902-555-0163', email: 'billing@maritimewaste.example', taxId: 'HST# 80213 4471 RT0001' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'waste', items: [2, 3], tax: 0.15, terms: [30], number: shapes.branch(), carry: 'balance', sites: ['Harbourside Terrace'] },
  filename: (s) => `Invoice_${s.number}.pdf`,
  money: money.cad,
  dates: 'dMonYY',
  draw({ sheet, s, $, d }) {
    sheet.rect(0, 0, 180, sheet.height, { fill: '#ececec' });
    emblem(sheet, 'leaf', 24, 40, 30, '#2f7d32');
    sheet.text('MARITIME', 60, 30, { font: 'sansBold', size: 13, color: '#2f7d32' });
    sheet.text('WASTE HAULERS', 60, 43, { font: 'sansBold', size: 8, color: '#2f7d32' });
    const side: [string, string][] = [['ACCOUNT NO.', s.account], ['INVOICE NO.', s.number], ['INVOICE DATE', d(s.issued)], ['DUE DATE', d(s.due)], ['AMOUNT DUE', $(s.amountDue)]];
    side.forEach(([label, value], i) => {
      sheet.text(label, 24, 90 + i * 42, { size: 7, color: '#555555' });
      sheet.text(value, 24, 106 + i * 42, { font: 'sansBold', size: label === 'AMOUNT DUE' ? 15 : 10 });
    });
    sheet.text('SERVICE LOCATION', 24, 320, { size: 7, color: '#555555' });
    lines(sheet, 24, 334, [s.property.name, s.property.street, s.property.locality], { size: 8.5, leading: 12 });
    sheet.text('QUESTIONS?', 24, 420, { size: 7, color: '#555555' });
    lines(sheet, 24, 434, [s.vendor.phone, s.vendor.email], { size: 8, leading: 12 });
    lines(sheet, 24, 700, [s.vendor.name, s.vendor.street, s.vendor.locality, s.vendor.taxId ?? ''], { size: 7.5, leading: 10 });
    sheet.text('INVOICE', 572, 50, { font: 'sansBold', size: 22, align: 'right', color: '#2f7d32' });
    lines(sheet, 210, 90, customerLines(s, true), { size: 9.5 });
    const lifts = s.items.flatMap((item) => Array.from({ length: item.description.startsWith('Extra') ? item.qty : 1 }, (_, k) => [
      formatDate(addDays(item.date, k * 3), 'dMonYY'), item.description, reference(s, 'TK-#####'), item.description.startsWith('Extra') ? $(item.unitCents) : $(item.amountCents),
    ]));
    let y = table(sheet, 200, 180, [{ title: 'Date', width: 62 }, { title: 'Service', width: 190 }, { title: 'Ticket', width: 60 }, { title: 'Amount', width: 60, align: 'right' }], lifts, { look: 'rules', size: 8 });
    y = totals(sheet, 490, 572, y + 18, [
      ['Current services', $(s.subtotal)], ['HST 15%', $(s.tax)], ['Total this invoice', $(s.total), 'rule'],
      ['Balance forward', $(s.previous - s.paid)], ['Amount due', $(s.amountDue), 'bold'],
    ], { size: 8.5 });
    paragraph(sheet, 200, y + 10, 372, `Balance forward is your previous balance of ${$(s.previous)} less payments of ${$(s.paid)} received before ${formatDate(s.issued, 'dMonYY')}. Interest of 1.5% per month is charged on overdue accounts.`, { size: 7.5 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

/** A roll-off dumpster company: "INVOICE #58821" as the heading, scale tickets with tons, "Terms: Net 15" and no due date. */
const lowcountry: Layout = {
  id: 'waste-rolloff-lowcountry',
  family: 'utility',
  vendorKind: 'waste/roll-off',
  vendor: { name: 'Lowcountry Roll-Off & Recycling, LLC', brand: 'Lowcountry Dumpsters', street: '2210 Industry Blvd', locality: 'Savannah, GA 31408', region: 'US', phone: '(912) 555-0175', email: 'dispatch@lowcountrydumpsters.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'rolloff', items: [3, 4], terms: [15], number: shapes.bare(40000, 69999), sites: ['Magnolia Bend Apartments'], unit: 0.3 },
  filename: (s) => `Invoice ${s.number}.pdf`,
  money: money.usd,
  dates: 'mdyShort',
  draw({ sheet, s, $, d }) {
    sheet.text('Lowcountry Dumpsters', 40, 56, { font: 'serifBold', size: 22 });
    sheet.text('Roll-off containers \u00b7 construction debris \u00b7 cleanouts', 40, 72, { font: 'serifItalic', size: 9 });
    sheet.text(`INVOICE #${s.number}`, 572, 56, { font: 'sansBold', size: 15, align: 'right' });
    sheet.text(`Date: ${d(s.issued)}`, 572, 72, { size: 10, align: 'right' });
    sheet.text('Terms: Net 15', 572, 86, { size: 10, align: 'right' });
    sheet.line(40, 100, 572, 100, { width: 1.2 });
    sheet.text('BILL TO', 40, 122, { font: 'sansBold', size: 8 });
    lines(sheet, 40, 136, customerLines(s), { size: 9.5 });
    sheet.text('JOB SITE', 320, 122, { font: 'sansBold', size: 8 });
    lines(sheet, 320, 136, [s.property.name, ...(s.unit ? [`Unit ${s.unit} (renovation)`] : []), s.property.street, s.property.locality], { size: 9.5 });
    const rows = s.items.map((item) => [formatDate(item.date, 'mdyShort'), reference(s, '#####'), item.description, String(item.qty), $(item.unitCents), $(item.amountCents)]);
    const y = table(sheet, 40, 214, [{ title: 'Date', width: 56 }, { title: 'Ticket', width: 56 }, { title: 'Description', width: 220 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Rate', width: 70, align: 'right' }, { title: 'Amount', width: 80, align: 'right' }], rows, { look: 'grid', size: 8.5 });
    totals(sheet, 480, 572, y + 20, [['TOTAL', $(s.total), 'box']], { size: 11 });
    sheet.text('Make checks payable to:', 40, y + 24, { font: 'sansBold', size: 9 });
    lines(sheet, 40, y + 38, [s.vendor.name, s.vendor.street, s.vendor.locality], { size: 9 });
    paragraph(sheet, 40, y + 100, 532, 'Overweight loads over the 4-ton allowance are billed per ton at the landfill rate. Do not load tires, paint, batteries or appliances with refrigerant. Thank you for your business!', { size: 8, font: 'sansItalic' });
    sheet.text(`${s.vendor.phone}  |  ${s.vendor.email}`, 306, 760, { size: 8, align: 'center' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

export const wasteLayouts: Layout[] = [maritime, lowcountry];
