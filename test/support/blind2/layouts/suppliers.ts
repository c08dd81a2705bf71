import { addDays } from '../../blind/core/dates';
import { lines, pairs, paragraph, table, totals } from '../../blind/pdf/blocks';
import { monogram, wordmark } from '../../blind/pdf/logo';
import { type Sheet } from '../../blind/pdf/paper';
import { formatDate, money } from '../core/format';
import { type Layout } from '../core/layout';
import { shapes } from '../core/numbers';
import { expected } from '../core/scenario';
import { customerLines, flowTable, itemRows, reference, siteLines } from './parts';

/** A maintenance-supply distributor: two rows per item (SKU line, ordered/shipped line) running onto a second page, totals at the end. */
const allied: Layout = {
  id: 'parts-allied-multipage',
  family: 'supplier',
  vendorKind: 'maintenance parts supplier',
  vendor: { name: 'Allied Maintenance Supply Co.', street: '4700 Distribution Dr', locality: 'Atlanta, GA 30336', region: 'US', phone: '1-800-555-0188', email: 'invoices@alliedmro.example', web: 'alliedmro.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'partsSupply', items: [13, 16], tax: 0.07, terms: [30], number: shapes.branch(), unit: 0.5, sites: ['Magnolia Bend Apartments', 'Copper Creek Apartments', 'Prairie Rose Townhomes'] },
  filename: (s) => `Invoice_${s.number}.pdf`,
  money: money.plain,
  dates: 'mdy',
  draw({ paper, s, $, d }) {
    const freight = s.rng.pick([0, 0, 1495, 2250]);
    const total = s.subtotal + s.tax + freight;
    const head = (sheet: Sheet, page: number): number => {
      wordmark(sheet, 'ALLIED', 40, 52, { size: 22, font: 'sansBold', color: '#bf360c' });
      sheet.text('Maintenance Supply', 132, 52, { size: 10, color: '#555555' });
      sheet.text(`INVOICE ${s.number}`, 572, 44, { font: 'sansBold', size: 12, align: 'right' });
      sheet.text(`Page ${page}`, 572, 58, { size: 8.5, align: 'right' });
      return 80;
    };
    const first = paper.page();
    head(first, 1);
    pairs(first, 360, 80, [['Invoice Date', d(s.issued)], ['Order Date', d(addDays(s.issued, -2))], ['Customer PO', reference(s, '#######')], ['Account', s.account], ['Terms', '2% 10, Net 30']], { labelWidth: 80, size: 8.5, leading: 13 });
    first.text('SOLD TO', 40, 84, { font: 'sansBold', size: 7.5 });
    lines(first, 40, 96, customerLines(s), { size: 8.5, leading: 11 });
    first.text('SHIP TO', 40, 158, { font: 'sansBold', size: 7.5 });
    lines(first, 40, 170, siteLines(s, 'Unit'), { size: 8.5, leading: 11 });
    first.text('SHIP VIA: Allied truck   WAREHOUSE: ATL-2', 360, 170, { size: 8 });
    const rows = s.items.flatMap((item) => [
      [reference(s, '###-####'), item.description, String(item.qty), 'EA', $(item.unitCents), $(item.amountCents)],
      ['', `   Ordered ${item.qty}  Shipped ${item.qty}  B/O 0`, '', '', '', ''],
    ]);
    const cols = [{ title: 'Item #', width: 70 }, { title: 'Description', width: 250 }, { title: 'Qty', width: 40, align: 'right' as const }, { title: 'UM', width: 30 }, { title: 'Price', width: 66, align: 'right' as const }, { title: 'Ext. Price', width: 76, align: 'right' as const }];
    const flowed = flowTable(paper, first, 40, 226, cols, rows, { look: 'rules', size: 8, rowHeight: 18, bottom: 700, keep: 2, head: (sheet, page) => head(sheet, page) + 6 });
    const y = totals(flowed.sheet, 480, 572, flowed.y + 18, [['Merchandise', $(s.subtotal)], ['Freight', $(freight)], ['Sales Tax 7%', $(s.tax)], ['INVOICE TOTAL USD', $(total), 'box']], { size: 9 });
    paragraph(flowed.sheet, 40, y + 8, 532, `Remit to: ${s.vendor.name}, PO Box 931177, Atlanta, GA 31193-1177. Returns require an RA number within 30 days; a 15% restocking fee may apply.`, { size: 8 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'currency', 'property', 'unit'], { totalAmountCents: total });
  },
};

/** A British electrical wholesaler: "Invoice/Tax point" date, delivery address, VAT analysis table, credit notes for returns. */
const mersey: Layout = {
  id: 'electrical-mersey-wholesale-gb',
  family: 'supplier',
  vendorKind: 'electrical supplies',
  vendor: { name: 'Mersey Electrical Distributors Ltd', street: 'Brunswick Business Park, Sefton Street', locality: 'Liverpool L3 4BD', region: 'GB', phone: '0151 555 0166', email: 'sales.ledger@merseyelectrical.example', taxId: 'VAT Reg. GB 722 4491 08' },
  kinds: ['invoice', 'credit_note', 'invoice'],
  spec: { catalog: 'electricalParts', items: [3, 6], tax: 'region', terms: [30], number: (rng) => String(rng.int(100000, 999999)), sites: ['Canalside House', 'Merchant\u2019s Quay Apartments', 'Clarendon Court'] },
  filename: (s) => `${s.kind === 'credit_note' ? 'SC' : 'SI'}${s.number}.pdf`,
  money: money.gbpPlain,
  dates: 'dmyDot',
  draw({ sheet, s, $, d }) {
    const credit = s.kind === 'credit_note';
    const number = `${credit ? 'SC' : 'SI'}${s.number}`;
    monogram(sheet, 'ME', 40, 28, 36, '#283593');
    sheet.text('Mersey Electrical', 84, 46, { font: 'sansBold', size: 15, color: '#283593' });
    sheet.text('Distributors', 84, 58, { size: 9 });
    sheet.text(credit ? 'SALES CREDIT NOTE' : 'SALES INVOICE', 555, 46, { font: 'sansBold', size: 13, align: 'right' });
    const info: [string, string][] = credit
      ? [['Credit note', number], ['Date/Tax point', d(s.issued)], ['Account', reference(s, 'CAS###')], ['Your order', reference(s, 'PO####')], ['Original invoice', `SI${reference(s, '######')}`]]
      : [['Invoice', number], ['Invoice/Tax point', d(s.issued)], ['Account', reference(s, 'CAS###')], ['Your order', reference(s, 'PO####')], ['Due date', d(s.due)]];
    pairs(sheet, 355, 74, info, { labelWidth: 95, size: 8.5, leading: 13 });
    sheet.text('Invoice address', 40, 86, { font: 'sansBold', size: 8 });
    lines(sheet, 40, 98, customerLines(s), { size: 8.5, leading: 11 });
    sheet.text('Delivery address', 40, 156, { font: 'sansBold', size: 8 });
    lines(sheet, 40, 168, [s.property.name, s.property.street, s.property.locality], { size: 8.5, leading: 11 });
    const rows = itemRows(s, $, ['description', 'qty', 'rate', 'amount']).map(([a, q, r, m]) => [reference(s, '@@####'), a ?? '', q ?? '', r ?? '', 'S', m ?? '']);
    let y = table(sheet, 40, 214, [{ title: 'Code', width: 60 }, { title: 'Description', width: 225 }, { title: 'Qty', width: 40, align: 'right' }, { title: 'Price', width: 65, align: 'right' }, { title: 'VAT', width: 35, align: 'center' }, { title: 'Net', width: 90, align: 'right' }], rows, { look: 'grid', size: 8 });
    const sign = credit ? -1 : 1;
    table(sheet, 40, y + 16, [{ title: 'VAT code', width: 60 }, { title: 'Rate', width: 50 }, { title: 'Net', width: 80, align: 'right' }, { title: 'VAT', width: 80, align: 'right' }], [['S', '20.00%', $(sign * s.subtotal), $(sign * s.tax)]], { look: 'grid', size: 8 });
    y = totals(sheet, 460, 555, y + 28, [['Goods net', $(sign * s.subtotal)], ['VAT', $(sign * s.tax)], [credit ? 'CREDIT TOTAL GBP' : 'TOTAL GBP', $(s.total), 'bold']], { size: 9 });
    paragraph(sheet, 40, y + 20, 515, credit ? 'Goods returned in resaleable condition. This credit has been posted to your account; please deduct it from your next payment.' : `Payment terms: 30 days from invoice date. Pay by BACS to ${s.vendor.name}, 30-90-55 / 11227740.`, { size: 8.5 });
    sheet.text(`${s.vendor.name} \u00b7 ${s.vendor.street}, ${s.vendor.locality} \u00b7 ${s.vendor.taxId ?? ''}`, 297, 810, { size: 7, align: 'center' });
    const printed = credit ? (['payee', 'billDate', 'total', 'currency', 'property'] as const) : (['payee', 'billDate', 'dueDate', 'total', 'currency', 'property'] as const);
    return expected(s, printed, { invoiceNumber: number });
  },
};

/** A landscaper's credit memo for missed visits: amounts in parentheses, the invoice it applies to named as a decoy. */
const sunbelt: Layout = {
  id: 'credit-sunbelt-grounds',
  family: 'credit',
  vendorKind: 'landscaping',
  vendor: { name: 'Sunbelt Grounds & Turf, LLC', street: '1825 Chatham Pkwy', locality: 'Savannah, GA 31405', region: 'US', phone: '(912) 555-0127', email: 'billing@sunbeltgrounds.example' },
  kinds: ['credit_note', 'credit_note', 'credit_note'],
  spec: { catalog: 'landscaping', items: [1, 2], terms: [30], number: shapes.dashPadded('CM', 4), sites: ['Magnolia Bend Apartments'] },
  filename: (s) => `Credit Memo ${s.number}.pdf`,
  money: money.usdParens,
  dates: 'mdyLoose',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, 'Sunbelt Grounds & Turf', 40, 60, { size: 18, emblem: 'leaf', color: '#558b2f' });
    sheet.text('CREDIT MEMO', 572, 52, { font: 'sansBold', size: 16, align: 'right', color: '#558b2f' });
    pairs(sheet, 400, 76, [['Memo #', s.number], ['Date', d(s.issued)], ['Applies to', `Inv ${reference(s, '#####')}`]], { labelWidth: 66, size: 9, leading: 14 });
    lines(sheet, 40, 110, customerLines(s), { size: 9.5 });
    sheet.text(`Property: ${s.property.name}`, 40, 180, { font: 'sansBold', size: 9.5 });
    const rows = s.items.map((item) => [`${item.description} - visit missed ${formatDate(addDays(item.date, 0), 'mdyLoose')} (weather)`, $(-item.amountCents)]);
    let y = table(sheet, 40, 200, [{ title: 'Reason for credit', width: 420 }, { title: 'Amount', width: 112, align: 'right' }], rows, { look: 'rules', size: 9 });
    y = totals(sheet, 470, 572, y + 20, [['Total credit', $(s.total), 'box']], { size: 11, boxFill: '#e6f0d8' });
    paragraph(sheet, 40, y + 10, 532, 'This credit will be deducted from your next statement. Please do not pay this document. Questions: billing@sunbeltgrounds.example.', { size: 9 });
    sheet.text(`${s.vendor.name}  \u00b7  ${s.vendor.street}, ${s.vendor.locality}  \u00b7  ${s.vendor.phone}`, 306, 760, { size: 7.5, align: 'center' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'total', 'currency', 'property']);
  },
};

export const supplierLayouts: Layout[] = [allied, mersey, sunbelt];
