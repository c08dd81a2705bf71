import { formatDate } from '../core/dates';
import { type Layout } from '../core/layout';
import { money } from '../core/money';
import { numbers } from '../core/numbers';
import { expected } from '../core/scenario';
import { labelsAbove, lines, pairs, paragraph, table, totals } from '../pdf/blocks';
import { emblem, monogram, wordmark } from '../pdf/logo';
import { type Sheet, ZW } from '../pdf/paper';
import { customerLines, itemRows, vendorLines } from './parts';

/** A mechanical contractor's two-page PM invoice: one line per rooftop unit, running header and "Page n of 2". */
const polarPeak: Layout = {
  id: 'hvac-polarpeak',
  family: 'trade',
  vendorKind: 'HVAC',
  vendor: { name: 'Polar Peak Mechanical, Inc.', street: '8800 Research Blvd, Bldg 3', locality: 'Austin, TX 78758', region: 'US', phone: '(512) 555-0177', email: 'ar@polarpeakmech.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'hvac', items: [5, 6], tax: 0.0825, terms: [45], number: numbers.shortYear(), unit: 0.3 },
  filename: (s) => `PPM_INV_${s.number}.pdf`,
  money: money.usd,
  dates: 'mdy',
  draw({ paper, s, $, d }) {
    const rows = s.items.flatMap((item) => Array.from({ length: item.qty }, (_, i) => [d(item.date), `RTU-${i + 1}`, item.description, '1', $(item.unitCents), $(item.unitCents)]));
    const chrome = (sheet: Sheet, page: number): void => {
      wordmark(sheet, s.vendor.name, 40, 50, { size: 14, emblem: 'snowflake', color: '#1565c0' });
      sheet.text(`Invoice ${s.number}`, 572, 44, { font: 'sansBold', size: 10, align: 'right' });
      sheet.text(`Page ${page} of 2`, 572, 57, { size: 8, align: 'right' });
      sheet.line(40, 66, 572, 66, { stroke: '#1565c0', width: 1 });
      sheet.text(`${vendorLines(s.vendor).join(', ')}  ·  TACLA00012345C  ·  ${s.vendor.phone}`, 306, 770, { size: 7, align: 'center', color: '#666666' });
    };
    const first = paper.page();
    chrome(first, 1);
    first.text('INVOICE', 40, 96, { font: 'sansBold', size: 20 });
    pairs(first, 360, 86, [['Invoice Date:', d(s.issued)], ['Invoice No.:', s.number], ['Terms:', 'Net 45'], ['Due Date:', d(s.due)], ['Customer PO:', `PO-${s.rng.digits(5)}`]], { labelWidth: 80, size: 9 });
    first.text('Bill To', 40, 124, { font: 'sansBold', size: 9 });
    lines(first, 40, 138, customerLines(s, true), { size: 9 });
    const suite = s.unit ? `, Suite ${s.unit}` : '';
    first.text(`Site: ${s.property.name}${suite} - ${s.property.street}, ${s.property.locality}`, 40, 208, { size: 9, font: 'sansBold' });
    first.text('Quarterly preventive maintenance per agreement PMA-2291. Technician notes available on request.', 40, 222, { size: 8, font: 'sansItalic' });
    const cols = [{ title: 'Date', width: 62 }, { title: 'Equip.', width: 50 }, { title: 'Description', width: 250 }, { title: 'Qty', width: 30, align: 'right' as const }, { title: 'Unit', width: 70, align: 'right' as const }, { title: 'Ext.', width: 70, align: 'right' as const }];
    const split = Math.min(24, Math.ceil(rows.length * 0.6));
    table(first, 40, 236, cols, rows.slice(0, split), { look: 'zebra', accent: '#1565c0', size: 8, rowHeight: 18 });
    first.text('Continued on page 2', 572, 700, { size: 8, font: 'sansItalic', align: 'right' });
    const second = paper.page();
    chrome(second, 2);
    let y = table(second, 40, 86, cols, rows.slice(split), { look: 'zebra', accent: '#1565c0', size: 8, rowHeight: 18 });
    y = totals(second, 480, 572, y + 20, [['Subtotal', $(s.subtotal)], ['Sales Tax 8.25%', $(s.tax)], ['Invoice Total', $(s.amountDue), 'box']], { boxFill: '#dbe8f7' });
    sheet2Remit(second, y + 20, s.vendor.name);
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

function sheet2Remit(sheet: Sheet, y: number, name: string): void {
  sheet.text('Remit payment to:', 40, y, { font: 'sansBold', size: 9 });
  lines(sheet, 40, y + 14, [name, 'Lockbox 209931', 'Houston, TX 77220-9931'], { size: 9 });
  paragraph(sheet, 300, y, 272, 'Past-due balances accrue interest at 1.5% per month. Please reference the invoice number with your payment. ACH details on request.', { size: 8 });
}

/** Fire protection: shield logo, Remit To differs from the letterhead, inspection date as a decoy, suite in the service location. */
const torrent: Layout = {
  id: 'sprinkler-torrent',
  family: 'trade',
  vendorKind: 'fire-sprinkler inspection',
  vendor: { name: 'Torrent Fire Protection, LLC', street: '2701 E 5th St', locality: 'Tulsa, OK 74104', region: 'US', phone: '(918) 555-0136', email: 'service@torrentfire.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'sprinkler', items: [2, 4], terms: [30], number: numbers.prefixed('TFP', 6), unit: 0.6 },
  filename: (s) => `${s.number}.pdf`,
  money: money.usd,
  dates: 'mdyDash',
  draw({ sheet, s, $, d }) {
    emblem(sheet, 'shield', 40, 30, 40, '#b71c1c');
    sheet.text('TORRENT', 90, 56, { font: 'sansBold', size: 24, color: '#b71c1c' });
    sheet.text('FIRE PROTECTION', 90, 70, { font: 'sansBold', size: 9, color: '#333333' });
    lines(sheet, 572, 40, [s.vendor.name, ...vendorLines(s.vendor), s.vendor.phone], { size: 8, align: 'right' });
    sheet.text(`INVOICE${ZW}`, 40, 112, { font: 'sansBold', size: 14 });
    let y = labelsAbove(sheet, 40, 122, [['Invoice #', s.number], ['Invoice Date', d(s.issued)], ['Inspection Date', d(s.periodEnd)], ['Payment Due', d(s.due)]], [133], { boxed: true });
    const suite = s.unit ? `Suite ${s.unit}` : undefined;
    const blocks: [string, string[]][] = [['Bill To', customerLines(s)], ['Service Location', [s.property.name, ...(suite ? [suite] : []), s.property.street, s.property.locality]], ['Remit To', [s.vendor.name, 'P.O. Box 35110', 'Tulsa, OK 74153-0110']]];
    blocks.forEach(([title, body], i) => {
      sheet.text(title, 40 + i * 180, y + 22, { font: 'sansBold', size: 9, color: '#b71c1c' });
      lines(sheet, 40 + i * 180, y + 36, body, { size: 8.5 });
    });
    y = table(sheet, 40, y + 110, [{ title: 'Description', width: 300 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Rate', width: 90, align: 'right' }, { title: 'Amount', width: 92, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'grid' });
    totals(sheet, 480, 572, y + 18, [['Total Due', $(s.amountDue), 'bold']], { size: 11 });
    sheet.text('Deficiencies noted', 40, y + 56, { font: 'sansBold', size: 8 });
    paragraph(sheet, 40, y + 68, 532, `1) Two sidewall heads painted over in corridor; replacement recommended (quote to follow). 2) Main drain test: static 72 psi, residual 58 psi. Report filed with the AHJ on ${formatDate(s.periodEnd, 'mdy')}.`, { size: 7.5 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

/** A paving crew's generic template: no letterhead at all, the business named only in the footer and the remittance line. */
const blacktop: Layout = {
  id: 'paving-blacktop',
  family: 'trade',
  vendorKind: 'paving/sweeping',
  vendor: { name: 'Blacktop Brothers Paving & Sweeping', street: '1450 Industrial Ave', locality: 'Mesa, AZ 85210', region: 'US', phone: '480-555-0193', email: 'blacktopbros@mail.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'paving', items: [2, 3], terms: [30], number: numbers.plain(2100, 2999) },
  filename: (s) => `invoice_${s.number}.pdf`,
  money: money.usd,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    sheet.text('INVOICE', 306, 80, { font: 'sansBold', size: 34, align: 'center', color: '#333333' });
    sheet.text(`No. ${s.number}`, 306, 100, { size: 11, align: 'center' });
    pairs(sheet, 60, 140, [['Date', d(s.issued)], ['Due', d(s.due)]], { labelWidth: 40, size: 10 });
    sheet.text('To', 330, 140, { font: 'sansBold', size: 10 });
    lines(sheet, 360, 140, customerLines(s), { size: 10 });
    sheet.text(`Project: Parking lot maintenance - ${s.property.name}`, 60, 214, { size: 10 });
    const y = table(sheet, 60, 232, [{ title: 'Description', width: 280 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Price', width: 80, align: 'right' }, { title: 'Amount', width: 82, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'plain', size: 10, rowHeight: 22 });
    sheet.line(60, y + 4, 552, y + 4, { width: 1 });
    totals(sheet, 470, 552, y + 24, [['Amount due', $(s.amountDue), 'bold']], { size: 12 });
    sheet.line(60, 730, 552, 730, { width: 0.5 });
    lines(sheet, 306, 744, [`Please make checks payable to ${s.vendor.name}`, `${vendorLines(s.vendor).join(', ')}  ·  ${s.vendor.phone}  ·  ${s.vendor.email}`], { size: 8, align: 'center' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

/** Pool service with a coloured sidebar and three columns (bill to / service at / details), balance due headline at top right. */
const lagoon: Layout = {
  id: 'pool-lagoon',
  family: 'trade',
  vendorKind: 'pool maintenance',
  vendor: { name: 'Lagoon Blue Pool Service', street: '77 Palo Verde Dr', locality: 'Scottsdale, AZ 85257', region: 'US', phone: '(480) 555-0115', email: 'hello@lagoonbluepools.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'pool', items: [2, 4], tax: 0.081, terms: [15], number: numbers.prefixed('INV-', 5) },
  filename: (s) => `${s.number}.pdf`,
  money: money.usd,
  dates: 'mdy',
  draw({ sheet, s, $, d }) {
    sheet.rect(0, 0, 18, sheet.height, { fill: '#0097a7' });
    monogram(sheet, 'LB', 44, 36, 38, '#0097a7', true);
    sheet.text(s.vendor.name, 92, 54, { font: 'sansBold', size: 15 });
    sheet.text(`${vendorLines(s.vendor).join(', ')}  ·  ${s.vendor.phone}`, 92, 68, { size: 8 });
    sheet.text('Balance due', 572, 46, { size: 9, align: 'right', color: '#555555' });
    sheet.text($(s.amountDue), 572, 70, { font: 'sansBold', size: 20, align: 'right', color: '#0097a7' });
    const cols: [string, string[]][] = [
      ['BILL TO', customerLines(s)],
      ['SERVICE AT', [s.property.name, s.property.street, s.property.locality]],
      ['INVOICE DETAILS', [`Invoice no.: ${s.number}`, `Invoice date: ${d(s.issued)}`, `Terms: Net ${s.terms}`, `Due date: ${d(s.due)}`]],
    ];
    cols.forEach(([title, body], i) => {
      sheet.text(title, 44 + i * 178, 118, { font: 'sansBold', size: 8, color: '#0097a7' });
      lines(sheet, 44 + i * 178, 132, body, { size: 8.5 });
    });
    const y = table(sheet, 44, 200, [{ title: 'Date', width: 70 }, { title: 'Product or service', width: 240 }, { title: 'Qty', width: 40, align: 'right' }, { title: 'Rate', width: 88, align: 'right' }, { title: 'Amount', width: 90, align: 'right' }], itemRows(s, $, ['date', 'description', 'qty', 'rate', 'amount']), { look: 'rules' });
    totals(sheet, 480, 572, y + 18, [['Subtotal', $(s.subtotal)], ['Tax (8.1%)', $(s.tax)], ['Total', $(s.total)], ['Balance due', $(s.amountDue), 'bold']]);
    sheet.text('Ways to pay: card, ACH or check. Thank you for letting us take care of your pool!', 44, 720, { size: 8, font: 'sansItalic' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

export const usTrades2: Layout[] = [polarPeak, torrent, blacktop, lagoon];
