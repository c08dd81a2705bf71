import { addDays } from '../core/dates';
import { type Layout } from '../core/layout';
import { money } from '../core/money';
import { numbers } from '../core/numbers';
import { expected } from '../core/scenario';
import { labelsAbove, lines, pairs, paragraph, table, totals } from '../pdf/blocks';
import { band, wordmark } from '../pdf/logo';
import { type Sheet } from '../pdf/paper';
import { customerLines, itemRows, vendorLines } from './parts';

function signatures(sheet: Sheet, y: number, left: string, right: string): void {
  sheet.line(40, y, 260, y);
  sheet.line(330, y, 550, y);
  sheet.text(left, 40, y + 12, { size: 8 });
  sheet.text(right, 330, y + 12, { size: 8 });
}

/** A roofer's estimate: valid-for period, scope narrative, deposit on acceptance, signature lines. Nothing is owed yet. */
const summitCrest: Layout = {
  id: 'quote-summitcrest',
  family: 'quote',
  vendorKind: 'roofing',
  vendor: { name: 'Summit Crest Roofing LLC', street: '3120 Quarry Rd', locality: 'Fort Collins, CO 80524', region: 'US', phone: '(970) 555-0114', email: 'estimates@summitcrest.example' },
  kinds: ['quote', 'quote', 'quote'],
  spec: { catalog: 'roofing', items: [2, 4], terms: [30], number: numbers.letterPrefix('E'), unit: 0.3 },
  filename: (s) => `Estimate ${s.number}.pdf`,
  money: money.usd,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, s.vendor.name, 40, 60, { size: 17, emblem: 'house', color: '#4e342e' });
    sheet.text(`${vendorLines(s.vendor).join(', ')}  ·  ${s.vendor.phone}`, 60, 76, { size: 8 });
    sheet.text('ESTIMATE', 572, 60, { font: 'sansBold', size: 20, align: 'right', color: '#4e342e' });
    pairs(sheet, 400, 84, [['Estimate #', s.number], ['Date', d(s.issued)], ['Valid until', d(addDays(s.issued, 30))]], { labelWidth: 66, size: 9 });
    lines(sheet, 40, 130, ['Prepared for:', ...customerLines(s, true)], { size: 9 });
    lines(sheet, 330, 130, ['Project site:', `${s.property.name}${s.unit ? `, Unit ${s.unit}` : ''}`, s.property.street, s.property.locality], { size: 9 });
    let y = paragraph(sheet, 40, 220, 532, 'Scope of work: Inspect low-slope roof areas, repair membrane and flashing as itemized below, clear drains. All debris removed daily. Materials carry the manufacturer warranty; workmanship warranted 2 years.', { size: 9 });
    y = table(sheet, 40, y + 10, [{ title: 'Item', width: 312 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Unit price', width: 80, align: 'right' }, { title: 'Total', width: 90, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'grid' });
    y = totals(sheet, 480, 572, y + 18, [['Estimate Total', $(s.total), 'bold'], ['Deposit required on acceptance (50%)', $(Math.round(s.total / 2))]]);
    paragraph(sheet, 40, y + 10, 532, 'This is an estimate, not an invoice. Prices are valid for 30 days. To accept, sign below and return; we will invoice the deposit and schedule the work.', { size: 9, font: 'sansItalic' });
    signatures(sheet, y + 90, 'Accepted by (name, title) / Date', `For ${s.vendor.name}`);
    return expected(s, ['payee', 'billDate', 'currency', 'property', 'unit']);
  },
};

/** A British decorator's quotation as a letter: ref, date, VAT, 60-day validity. */
const wren: Layout = {
  id: 'quote-wren-gb',
  family: 'quote',
  vendorKind: 'painting',
  vendor: { name: 'Wren & Sons Decorators', street: '41 Mill Lane', locality: 'Stockport SK4 2HQ', region: 'GB', phone: '0161 555 0139', email: 'quotes@wrenandsons.example' },
  kinds: ['quote', 'quote', 'quote'],
  spec: { catalog: 'painting', items: [2, 3], tax: 'region', number: numbers.prefixed('Q-', 4) },
  filename: (s) => `Quotation ${s.number}.pdf`,
  money: money.gbp,
  dates: 'dmyLong',
  draw({ sheet, s, $, d }) {
    sheet.text(s.vendor.name, 297, 60, { font: 'serifItalic', size: 24, align: 'center' });
    sheet.text(`${vendorLines(s.vendor, true).join(' · ')} · ${s.vendor.phone}`, 297, 78, { font: 'serif', size: 8.5, align: 'center' });
    lines(sheet, 60, 130, customerLines(s, true), { font: 'serif', size: 10 });
    pairs(sheet, 360, 130, [['Quotation', s.number], ['Date', d(s.issued)]], { labelWidth: 70, size: 10, labelFont: 'serifBold', valueFont: 'serif' });
    sheet.text(`QUOTATION - ${s.property.name}, ${s.property.street}`, 60, 210, { font: 'serifBold', size: 11 });
    let y = paragraph(sheet, 60, 234, 475, 'Further to our visit, we are pleased to quote as follows for the work described. All surfaces to be prepared, filled and sanded; two coats of trade emulsion to walls, satinwood to woodwork.', { font: 'serif', size: 10, leading: 14 });
    y = table(sheet, 60, y + 10, [{ title: 'Work', width: 375 }, { title: 'Price', width: 100, align: 'right' }], itemRows(s, $, ['description', 'amount']), { look: 'rules', font: 'serif', headFont: 'serifBold', size: 10 });
    y = totals(sheet, 440, 535, y + 20, [['Net', $(s.subtotal)], ['VAT 20%', $(s.tax)], ['Quotation total', $(s.total), 'rule']], { font: 'serif', size: 10 });
    paragraph(sheet, 60, y + 14, 475, 'This quotation is valid for 60 days. No payment is due until the work is complete and invoiced. We look forward to hearing from you.', { font: 'serif', size: 10, leading: 14 });
    return expected(s, ['payee', 'billDate', 'currency', 'property']);
  },
};

/** A landscaper's annual proposal: monthly price across the season, an annual figure, terms and signatures. */
const greenway: Layout = {
  id: 'quote-greenway',
  family: 'quote',
  vendorKind: 'landscaping',
  vendor: { name: 'Greenway Grounds Management', street: '8 Nursery Ln', locality: 'Cary, NC 27513', region: 'US', phone: '(919) 555-0158', email: 'bids@greenwaygrounds.example' },
  kinds: ['quote', 'quote', 'quote'],
  spec: { catalog: 'landscaping', items: [1, 1], terms: [30], number: numbers.yearly('P', 3) },
  filename: (s) => `Proposal - ${s.property.name}.pdf`,
  money: money.usd,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    const monthly = s.rng.int(85, 240) * 1000;
    band(sheet, s.vendor.name, { color: '#33691e', size: 18, height: 56, right: 'PROPOSAL' });
    sheet.text(`Annual Grounds Maintenance Proposal for ${s.property.name}`, 40, 92, { font: 'sansBold', size: 13 });
    pairs(sheet, 40, 114, [['Proposal No.', s.number], ['Date', d(s.issued)], ['Submitted to', s.customer.name], ['Property', `${s.property.name}, ${s.property.street}, ${s.property.locality}`]], { labelWidth: 80, size: 9 });
    let y = paragraph(sheet, 40, 190, 532, 'Includes weekly mowing, edging and blowing (March-November), bi-weekly in winter; shrub pruning 3x per year; pre-emergent and fertilization program; irrigation checks monthly. Seasonal color and mulch quoted separately.', { size: 9 });
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    y = table(sheet, 40, y + 10, months.slice(0, 6).map((m) => ({ title: m, width: 88.6, align: 'right' as const })), [months.slice(0, 6).map(() => $(monthly))], { look: 'grid', size: 8.5 });
    y = table(sheet, 40, y + 6, months.slice(6).map((m) => ({ title: m, width: 88.6, align: 'right' as const })), [months.slice(6).map(() => $(monthly))], { look: 'grid', size: 8.5 });
    y = totals(sheet, 470, 572, y + 20, [['Monthly price', $(monthly)], ['Annual contract value', $(monthly * 12), 'bold']]);
    paragraph(sheet, 40, y + 10, 532, 'Billing monthly in arrears, net 30. Proposal valid 45 days. Either party may cancel with 30 days written notice.', { size: 9 });
    signatures(sheet, y + 80, `Accepted for ${s.customer.name}`, `${s.vendor.name}`);
    return expected(s, ['payee', 'billDate', 'currency', 'property']);
  },
};

/** An Australian electrician's quote: "This is not a tax invoice", quote and expiry dates, GST. */
const hume: Layout = {
  id: 'quote-hume-au',
  family: 'quote',
  vendorKind: 'electrical',
  vendor: { name: 'Hume Electrical Services Pty Ltd', street: '27 Gateway Drive', locality: 'Wodonga VIC 3690', region: 'AU', phone: '(02) 5550 8812', email: 'quotes@humeelectrical.example', taxId: 'ABN 22 609 331 478' },
  kinds: ['quote', 'quote', 'quote'],
  spec: { catalog: 'generator', items: [1, 3], tax: 'region', number: numbers.plain(3000, 3999), unit: 0.5 },
  filename: (s) => `Quote ${s.number}.pdf`,
  money: money.audPrefixed,
  dates: 'dmy',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, s.vendor.name, 40, 58, { size: 15, emblem: 'bolt', color: '#f9a825' });
    sheet.text(`${s.vendor.taxId ?? ''} · Lic. REC 29114 · ${s.vendor.phone}`, 58, 72, { size: 8 });
    sheet.text('QUOTE', 555, 58, { font: 'sansBold', size: 20, align: 'right' });
    let y = labelsAbove(sheet, 40, 92, [['Quote number', s.number], ['Quote date', d(s.issued)], ['Expiry date', d(addDays(s.issued, 30))]], [171.6], { boxed: true });
    lines(sheet, 40, y + 20, ['Customer:', ...customerLines(s)], { size: 9 });
    lines(sheet, 300, y + 20, ['Site:', `${s.property.name}${s.unit ? `, Unit ${s.unit}` : ''}`, s.property.street, s.property.locality], { size: 9 });
    y = table(sheet, 40, y + 96, [{ title: 'Description', width: 330 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Amount (ex GST)', width: 135, align: 'right' }], itemRows(s, $, ['description', 'qty', 'amount']), { look: 'zebra', accent: '#f9a825' });
    y = totals(sheet, 440, 555, y + 18, [['Subtotal', $(s.subtotal)], ['GST', $(s.tax)], ['Quote total (AUD)', $(s.total), 'bold']]);
    paragraph(sheet, 40, y + 12, 515, 'This is not a tax invoice. Accept online or sign and return. A tax invoice will be issued on completion.', { size: 9, font: 'sansBold' });
    return expected(s, ['payee', 'billDate', 'currency', 'property', 'unit']);
  },
};

export const quoteLayouts: Layout[] = [summitCrest, wren, greenway, hume];
