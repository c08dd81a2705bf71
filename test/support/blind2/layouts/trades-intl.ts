import { addDays } from '../../blind/core/dates';
import { labelsAbove, lines, pairs, paragraph, table, totals } from '../../blind/pdf/blocks';
import { emblem, monogram, wordmark } from '../../blind/pdf/logo';
import { money } from '../core/format';
import { type Layout } from '../core/layout';
import { shapes } from '../core/numbers';
import { expected } from '../core/scenario';
import { customerLines, itemRows, siteLines, vendorLines } from './parts';

/** A British plumber's letter-style invoice: centred letterhead, "Payment terms: 14 days" and no due date, bank details, VAT. */
const calder: Layout = {
  id: 'plumbing-calder-gb',
  family: 'trade',
  vendorKind: 'plumbing',
  vendor: { name: 'Calder & Sons Plumbing and Heating Ltd', street: '19 Westgate', locality: 'Wakefield WF1 1JY', region: 'GB', phone: '01924 555 218', email: 'office@calderandsons.example', taxId: 'VAT Reg No 402 7719 36' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'pipes', items: [2, 4], tax: 'region', terms: [14], number: shapes.dashPadded('CS', 5), unit: 0.8, sites: ['Merchant\u2019s Quay Apartments', 'Canalside House', 'Clarendon Court'] },
  filename: (s) => `Invoice ${s.number}.pdf`,
  money: money.gbp,
  dates: 'dmyLong',
  draw({ sheet, s, $, d }) {
    sheet.text('CALDER & SONS', 297, 54, { font: 'serifBold', size: 22, align: 'center', color: '#203864' });
    sheet.text('Plumbing \u00b7 Heating \u00b7 Gas Safe Registered 512334', 297, 70, { font: 'serifItalic', size: 9.5, align: 'center' });
    sheet.text(`${vendorLines(s.vendor).join(', ')}  \u00b7  ${s.vendor.phone}  \u00b7  ${s.vendor.email}`, 297, 84, { font: 'serif', size: 8, align: 'center' });
    sheet.line(40, 94, 555, 94, { stroke: '#203864', width: 1 });
    lines(sheet, 40, 124, customerLines(s, true), { font: 'serif', size: 10 });
    pairs(sheet, 360, 124, [['Invoice No:', s.number], ['Date:', d(s.issued)], ['Your ref:', `PO ${s.rng.digits(5)}`]], { labelWidth: 70, size: 10, labelFont: 'serifBold', valueFont: 'serif' });
    sheet.text('INVOICE', 40, 210, { font: 'serifBold', size: 14 });
    sheet.text(`Job address: ${siteLines(s, 'Flat').join(', ')}`, 40, 230, { font: 'serif', size: 9.5 });
    let y = table(sheet, 40, 244, [{ title: 'Description of work', width: 305 }, { title: 'Qty', width: 45, align: 'right' }, { title: 'Unit', width: 75, align: 'right' }, { title: 'Net', width: 90, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'rules', font: 'serif', headFont: 'serifBold', size: 9.5 });
    y = totals(sheet, 455, 555, y + 20, [['Net total', $(s.subtotal)], ['VAT @ 20%', $(s.tax)], ['Invoice total', $(s.total), 'rule']], { font: 'serif', size: 10 });
    sheet.text('Payment terms: 14 days from the date of this invoice.', 40, y + 10, { font: 'serifBold', size: 10 });
    lines(sheet, 40, y + 34, ['Please pay by BACS to:', `${s.vendor.name}  \u00b7  Sort code 20-45-77  \u00b7  Account 43108826`, `Reference: ${s.number}`], { font: 'serif', size: 9.5, leading: 13 });
    paragraph(sheet, 40, 780, 515, `${s.vendor.name}. Registered in England No. 06221987. ${s.vendor.taxId ?? ''}. We reserve the right to charge interest on late payments under the Late Payment of Commercial Debts (Interest) Act 1998.`, { font: 'serif', size: 7.5, color: '#555555' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

/** A British locksmith's small-format job invoice: "04/03/25" dates, a letters-and-digits number, due on completion. */
const tynelock: Layout = {
  id: 'locksmith-tyne-gb',
  family: 'trade',
  vendorKind: 'locksmith',
  vendor: { name: 'Tyneside Lock & Safe Ltd', street: '88 Shields Road', locality: 'Newcastle upon Tyne NE6 1DL', region: 'GB', phone: '0191 555 0147', email: 'jobs@tynesidelock.example', taxId: 'VAT No. GB 311 8260 45' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'lockUk', items: [2, 3], tax: 'region', terms: [0], number: shapes.mixed(), unit: 0.9, sites: ['Merchant\u2019s Quay Apartments'] },
  filename: (s) => `TLS-${s.number}.pdf`,
  page: [419.53, 595.28],
  money: money.gbp,
  dates: 'dmyShortYear',
  draw({ sheet, s, $, d }) {
    emblem(sheet, 'key', 28, 24, 28, '#7b1fa2');
    sheet.text('Tyneside Lock & Safe', 62, 40, { font: 'sansBold', size: 14, color: '#7b1fa2' });
    sheet.text('Master Locksmiths Association member', 62, 51, { size: 7 });
    sheet.text('JOB INVOICE', 392, 40, { font: 'sansBold', size: 11, align: 'right' });
    pairs(sheet, 250, 66, [['No.', s.number], ['Date', d(s.issued)], ['Engineer', s.rng.pick(['Gary P.', 'Shona M.', 'Lee T.'])]], { labelWidth: 56, size: 8.5, leading: 12 });
    sheet.text('Customer', 28, 70, { font: 'sansBold', size: 7.5 });
    lines(sheet, 28, 81, customerLines(s).slice(0, 2), { size: 8 });
    sheet.text('Attended', 28, 116, { font: 'sansBold', size: 7.5 });
    lines(sheet, 28, 127, siteLines(s, 'Flat'), { size: 8 });
    let y = table(sheet, 28, 186, [{ title: 'Work / parts', width: 214 }, { title: 'Qty', width: 30, align: 'right' }, { title: 'Each', width: 55, align: 'right' }, { title: 'Total', width: 65, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'grid', size: 7.5, rowHeight: 15 });
    y = totals(sheet, 320, 392, y + 16, [['Sub-total', $(s.subtotal)], ['VAT 20%', $(s.tax)], ['TOTAL', $(s.total), 'bold']], { size: 8.5 });
    sheet.text('Payment due on completion of work. Thank you.', 28, y + 8, { font: 'sansBold', size: 8 });
    paragraph(sheet, 28, y + 26, 364, `Card, cash or bank transfer to ${s.vendor.name} 40-22-19 / 71530944. ${s.vendor.taxId ?? ''}. ${s.vendor.street}, ${s.vendor.locality}.`, { size: 7 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

/** An Australian landscaper: trading name in the logo, "Greenedge Landscapes Pty Ltd" in the ABN line and bank box, GST-inclusive total. */
const greenedge: Layout = {
  id: 'landscaping-greenedge-au',
  family: 'trade',
  vendorKind: 'landscaping',
  vendor: { name: 'Greenedge Landscapes Pty Ltd', brand: 'Greenedge Gardens', street: '14 Trade Street', locality: 'Lytton QLD 4178', region: 'AU', phone: '07 5550 3319', email: 'accounts@greenedge.example', taxId: 'ABN 38 617 204 551' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'gardens', items: [2, 4], tax: 'region', terms: [14], number: shapes.bare(10000, 19999), sites: ['Jacaranda Court', 'Southbank Quarter', 'Karri Grove Apartments'] },
  filename: (s) => `Invoice INV-${s.number}.pdf`,
  money: money.audCode,
  dates: 'dmy',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, 'Greenedge Gardens', 40, 60, { size: 22, emblem: 'tree', color: '#4e7d2f' });
    sheet.text('TAX INVOICE', 555, 52, { font: 'sansBold', size: 18, align: 'right' });
    sheet.text(`${s.vendor.name}  \u00b7  ${s.vendor.taxId ?? ''}`, 555, 68, { size: 8, align: 'right' });
    lines(sheet, 40, 110, customerLines(s, true), { size: 9.5 });
    pairs(sheet, 340, 110, [['Invoice Number', `INV-${s.number}`], ['Invoice Date', d(s.issued)], ['Due Date', d(s.due)], ['Reference', `${s.property.name} maintenance`]], { labelWidth: 90, size: 9, leading: 14 });
    sheet.text(`Site: ${s.property.name}, ${s.property.street}, ${s.property.locality}`, 40, 196, { size: 9, font: 'sansItalic' });
    const rows = s.items.map((item) => [item.description, String(item.qty), $(item.unitCents), '10%', $(item.amountCents)]);
    let y = table(sheet, 40, 212, [{ title: 'Description', width: 250 }, { title: 'Quantity', width: 60, align: 'right' }, { title: 'Unit Price', width: 80, align: 'right' }, { title: 'GST', width: 40, align: 'right' }, { title: 'Amount AUD', width: 85, align: 'right' }], rows, { look: 'rules', size: 8.5 });
    y = totals(sheet, 455, 555, y + 18, [['Subtotal', $(s.subtotal)], ['TOTAL GST 10%', $(s.tax)], ['Invoice Total AUD', $(s.total)], ['Amount Due AUD', $(s.total), 'bold']], { size: 9 });
    sheet.rect(40, y + 10, 515, 66, { fill: '#eef4ea' });
    sheet.text('How to pay', 50, y + 28, { font: 'sansBold', size: 9.5 });
    lines(sheet, 50, y + 44, [`EFT to ${s.vendor.name}  BSB 064-118  Account 1042 7791`, `Please use INV-${s.number} as the reference.`], { size: 9 });
    return expected(s, ['payee', 'billDate', 'dueDate', 'total', 'currency', 'property'], { invoiceNumber: `INV-${s.number}` });
  },
};

/** An Irish roofer: "4th March 2025" dates, deposit received deducted, VAT at 13.5%, IBAN. */
const obriain: Layout = {
  id: 'roofing-obriain-ie',
  family: 'trade',
  vendorKind: 'roofing',
  vendor: { name: 'O\u2019Briain Roofing Contractors Ltd', street: 'Unit 7, Kilbarry Enterprise Park', locality: 'Cork, T23 F6K2', region: 'IE', phone: '021 555 0184', email: 'info@obriainroofing.example', taxId: 'VAT No. IE 6398812W' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'roofing', items: [2, 3], tax: 'region', terms: [30], number: shapes.bare(2200, 2899), carry: 'deposit', unit: 0.4, sites: ['Shandon Court', 'Grand Canal Residences'] },
  filename: (s) => `OBriain Roofing Invoice ${s.number}.pdf`,
  money: money.eur,
  dates: 'ordinal',
  draw({ sheet, s, $, d }) {
    monogram(sheet, '\u00d3B', 40, 30, 46, '#37474f');
    sheet.text(s.vendor.name, 96, 50, { font: 'sansBold', size: 14, color: '#37474f' });
    sheet.text('Slating \u00b7 Flat roofs \u00b7 Leadwork \u00b7 Gutters', 96, 64, { size: 8.5 });
    lines(sheet, 555, 36, [...vendorLines(s.vendor), s.vendor.phone, s.vendor.taxId ?? ''], { size: 8, align: 'right' });
    sheet.text(`Invoice ${s.number}`, 40, 124, { font: 'sansBold', size: 16 });
    sheet.text(`Dated ${d(s.issued)}`, 40, 140, { size: 10 });
    lines(sheet, 40, 166, customerLines(s), { size: 9.5 });
    sheet.text('Works at', 330, 166, { font: 'sansBold', size: 9 });
    lines(sheet, 330, 180, siteLines(s, 'Apartment'), { size: 9 });
    let y = table(sheet, 40, 250, [{ title: 'Works carried out', width: 330 }, { title: 'Qty', width: 40, align: 'right' }, { title: 'Amount', width: 145, align: 'right' }], itemRows(s, $, ['description', 'qty', 'amount']), { look: 'rules', size: 9 });
    y = totals(sheet, 440, 555, y + 18, [['Sub-total', $(s.subtotal)], ['VAT @ 13.5%', $(s.tax)], ['Total', $(s.total)], ['Less deposit received', $(-s.deposit)], ['Balance due', $(s.amountDue), 'rule']], { size: 9.5 });
    paragraph(sheet, 40, y + 10, 515, `Balance payable within 30 days, i.e. by ${d(addDays(s.issued, 30))}. Bank: AIB, IBAN IE29 AIBK 9311 5212 3456 78, BIC AIBKIE2D, account name ${s.vendor.name}. Workmanship guaranteed for 10 years.`, { size: 8.5 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

/** An Irish fire-safety firm: a boxed row of labels with the values under them, "04.03.2025" dates, VAT at 23%, credit notes. */
const corrib: Layout = {
  id: 'firesafety-corrib-ie',
  family: 'trade',
  vendorKind: 'fire/life safety',
  vendor: { name: 'Corrib Fire Safety Services Ltd', street: 'Unit 4, Liosban Business Park', locality: 'Tuam Road, Galway, H91 K5R2', region: 'IE', phone: '091 555 0173', email: 'accounts@corribfire.example', taxId: 'VAT IE 9561120Q' },
  kinds: ['invoice', 'credit_note', 'invoice'],
  spec: { catalog: 'fireAlarm', items: [2, 4], tax: 0.23, terms: [30], number: shapes.dashPadded('CFS', 5), sites: ['Grand Canal Residences', 'Shandon Court'] },
  filename: (s) => `${s.kind === 'credit_note' ? 'Credit Note' : 'Invoice'} ${s.number}.pdf`,
  money: money.eurSpaced,
  dates: 'dmyDot',
  draw({ sheet, s, $, d }) {
    const credit = s.kind === 'credit_note';
    emblem(sheet, 'flame', 40, 30, 30, '#d84315');
    sheet.text(s.vendor.name, 78, 46, { font: 'sansBold', size: 14 });
    sheet.text(`${vendorLines(s.vendor).join(', ')}  \u00b7  ${s.vendor.phone}  \u00b7  ${s.vendor.taxId ?? ''}`, 78, 59, { size: 7.5 });
    sheet.text(credit ? 'CREDIT NOTE' : 'INVOICE', 555, 100, { font: 'sansBold', size: 15, align: 'right' });
    const cells: [string, string][] = credit
      ? [['Credit Note No.', s.number], ['Date', d(s.issued)], ['Account', s.account], ['Against invoice', `CFS-${s.rng.digits(5)}`]]
      : [['Invoice No.', s.number], ['Invoice Date', d(s.issued)], ['Account', s.account], ['Due Date', d(s.due)]];
    labelsAbove(sheet, 40, 110, cells, [128, 128, 130, 129], { boxed: true, fill: '#fbe9e7', valueSize: 10 });
    sheet.text('Invoice to', 40, 172, { font: 'sansBold', size: 8.5 });
    lines(sheet, 40, 185, customerLines(s), { size: 9 });
    sheet.text('Premises', 320, 172, { font: 'sansBold', size: 8.5 });
    lines(sheet, 320, 185, [s.property.name, s.property.street, s.property.locality], { size: 9 });
    let y = table(sheet, 40, 250, [{ title: 'Description', width: 300 }, { title: 'Qty', width: 45, align: 'right' }, { title: 'Rate', width: 80, align: 'right' }, { title: 'Net', width: 90, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'rules', size: 8.5 });
    const sign = credit ? -1 : 1;
    y = totals(sheet, 455, 555, y + 18, [['Net', $(sign * s.subtotal)], ['VAT @ 23%', $(sign * s.tax)], [credit ? 'Total credit' : 'Total due', $(s.total), 'bold']], { size: 9.5 });
    paragraph(sheet, 40, y + 10, 515, credit ? 'This credit note has been applied to your account.' : `Terms: 30 days. EFT to ${s.vendor.name}, IBAN IE12 AIBK 9320 6112 3456 78, BIC AIBKIE2D.`, { size: 8.5 });
    return expected(s, credit ? ['payee', 'invoiceNumber', 'billDate', 'total', 'currency', 'property'] : ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

export const intlTrades: Layout[] = [calder, tynelock, greenedge, obriain, corrib];
