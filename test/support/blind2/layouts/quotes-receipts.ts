import { addDays } from '../../blind/core/dates';
import { lines, pairs, paragraph, stamp, table, totals } from '../../blind/pdf/blocks';
import { emblem, monogram, wordmark } from '../../blind/pdf/logo';
import { formatPlain, money } from '../core/format';
import { type Layout } from '../core/layout';
import { shapes } from '../core/numbers';
import { expected } from '../core/scenario';
import { customerLines, itemRows, siteLines } from './parts';
import { rupeesInWords } from './words';

/** An HVAC replacement proposal with good / better / best options side by side and an acceptance block. */
const ironwoodProposal: Layout = {
  id: 'quote-ironwood-options',
  family: 'quote',
  vendorKind: 'HVAC',
  vendor: { name: 'Ironwood Mechanical Contractors, Inc.', street: '2290 S Jason St', locality: 'Denver, CO 80223', region: 'US', phone: '(303) 555-0138', email: 'sales@ironwoodmech.example' },
  kinds: ['quote', 'quote', 'quote'],
  spec: { catalog: 'hvac', items: [2, 3], terms: [30], number: shapes.dashPadded('P', 5), unit: 0.6, sites: ['Copper Creek Apartments', 'Silverleaf Commons', 'Harborview Plaza'] },
  filename: (s) => `Proposal ${s.number} - ${s.property.name}.pdf`,
  money: money.usd,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    emblem(sheet, 'gear', 40, 30, 28, '#4e342e');
    sheet.text(s.vendor.name, 76, 48, { font: 'sansBold', size: 13, color: '#4e342e' });
    sheet.text(`${s.vendor.street}, ${s.vendor.locality}  \u00b7  ${s.vendor.phone}`, 76, 60, { size: 8 });
    sheet.text('PROPOSAL', 572, 48, { font: 'sansBold', size: 16, align: 'right' });
    pairs(sheet, 380, 80, [['Proposal #', s.number], ['Date', d(s.issued)], ['Valid until', d(addDays(s.issued, 30))]], { labelWidth: 76, size: 9, leading: 14 });
    lines(sheet, 40, 84, ['Prepared for:', ...customerLines(s)], { size: 9 });
    sheet.text(`Project: Rooftop unit replacement - ${siteLines(s, 'Unit').join(', ')}`, 40, 170, { font: 'sansBold', size: 9 });
    const base = s.subtotal + s.rng.int(400000, 900000);
    const options: [string, string, number][] = [['Good', '10 SEER2 package unit, 5-yr parts warranty', base], ['Better', '14 SEER2 package unit, economizer, 10-yr parts', Math.round(base * 1.22)], ['Best', '16 SEER2 high-efficiency, economizer, BACnet controls', Math.round(base * 1.41)]];
    options.forEach(([name, text, price], i) => {
      const x = 40 + i * 180;
      sheet.rect(x, 190, 170, 150, { stroke: '#4e342e', fill: i === 1 ? '#efebe9' : undefined });
      sheet.text(`Option ${i + 1}: ${name}`, x + 10, 210, { font: 'sansBold', size: 11 });
      paragraph(sheet, x + 10, 230, 150, text, { size: 8.5 });
      sheet.text($(price), x + 10, 300, { font: 'sansBold', size: 15 });
      sheet.text('installed, crane and permit included', x + 10, 316, { size: 7 });
    });
    const y = table(sheet, 40, 364, [{ title: 'Also recommended (optional)', width: 420 }, { title: 'Price', width: 112, align: 'right' }], itemRows(s, $, ['description', 'amount']), { look: 'rules', size: 8.5 });
    paragraph(sheet, 40, y + 18, 532, 'Terms: 40% deposit on acceptance, balance on completion. Prices exclude sales tax. Lead time 3-5 weeks from acceptance. This proposal is not an invoice.', { size: 8.5 });
    sheet.text('Accepted - option chosen: ______   Signature: ____________________   Date: __________', 40, y + 70, { size: 9 });
    return expected(s, ['payee', 'billDate', 'currency', 'property', 'unit']);
  },
};

/** An Indian supplier's quotation: GST extra, validity 30 days, amount in words, "subject to" clauses. */
const vasudhaQuote: Layout = {
  id: 'quote-vasudha-in',
  family: 'quote',
  vendorKind: 'plumbing/electrical supply',
  vendor: { name: 'Vasudha Electricals & Sanitary Traders', street: '41, S.P. Road', locality: 'Bengaluru 560002', region: 'IN', phone: '+91 80 5550 2290', email: 'sales@vasudhatraders.example', taxId: 'GSTIN 29ABVPV2231Q1Z4' },
  kinds: ['quote', 'quote', 'quote'],
  spec: { catalog: 'pestIn', items: [2, 3], tax: 'region', terms: [30], number: shapes.fySeries('QTN'), sites: ['Lotus Residency'] },
  filename: (s) => `Quotation ${s.number.replace(/\//g, '-')}.pdf`,
  money: money.inr,
  dates: 'dmy',
  draw({ sheet, s, $, d }) {
    sheet.text(s.vendor.name, 297, 46, { font: 'serifBold', size: 15, align: 'center' });
    sheet.text(`${s.vendor.street}, ${s.vendor.locality}  \u00b7  Ph ${s.vendor.phone}  \u00b7  ${s.vendor.taxId ?? ''}`, 297, 60, { size: 8, align: 'center' });
    sheet.text('QUOTATION', 297, 90, { font: 'sansBold', size: 13, align: 'center' });
    pairs(sheet, 380, 110, [['Quotation No.', s.number], ['Date', d(s.issued)], ['Valid for', '30 days']], { labelWidth: 80, size: 9, leading: 14 });
    lines(sheet, 40, 110, ['To,', s.customer.name, s.customer.street, s.customer.locality], { size: 9 });
    sheet.text(`Kind Attn: ${s.customer.attention}   Sub: Quotation for AMC works at ${s.property.name}`, 40, 180, { font: 'sansBold', size: 9 });
    const rows = s.items.map((item, i) => [String(i + 1), item.description, String(item.qty), formatPlain(item.unitCents, money.inrPlain), formatPlain(item.amountCents, money.inrPlain)]);
    let y = table(sheet, 40, 196, [{ title: 'S.No', width: 35 }, { title: 'Description', width: 250 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Rate', width: 85, align: 'right' }, { title: 'Amount', width: 95, align: 'right' }], rows, { look: 'grid', size: 8.5 });
    y = totals(sheet, 455, 551, y + 16, [['Sub Total', $(s.subtotal)], ['GST @ 18%', $(s.tax)], ['Grand Total', $(s.total), 'bold']], { size: 9 });
    sheet.text(`(${rupeesInWords(s.total)})`, 40, y + 4, { font: 'sansItalic', size: 8.5 });
    lines(sheet, 40, y + 30, ['Terms & Conditions:', '1. 50% advance along with the work order, balance after completion.', '2. Prices are valid for 30 days from the date of quotation.', '3. Any additional work will be charged extra.'], { size: 8.5, leading: 12 });
    sheet.text(`For ${s.vendor.name}`, 555, y + 110, { font: 'sansBold', size: 8.5, align: 'right' });
    return expected(s, ['payee', 'billDate', 'currency', 'property']);
  },
};

/** A Halifax plumber's estimate: "This is not an invoice", estimate number, HST, expiry, unit in the job address. */
const bluenose: Layout = {
  id: 'estimate-bluenose-plumbing-ca',
  family: 'quote',
  vendorKind: 'plumbing',
  vendor: { name: 'Bluenose Plumbing & Heating Ltd.', street: '33 Akerley Blvd', locality: 'Dartmouth, NS B3B 1J7', region: 'CA', phone: '902-555-0108', email: 'estimates@bluenoseplumbing.example', taxId: 'HST 79012 4456 RT0001' },
  kinds: ['quote', 'quote', 'quote'],
  spec: { catalog: 'plumbing', items: [2, 4], tax: 0.15, terms: [30], number: shapes.dashPadded('EST', 4), unit: 0.9, sites: ['Harbourside Terrace'] },
  filename: (s) => `${s.number}.pdf`,
  money: money.cad,
  dates: 'short',
  draw({ sheet, s, $, d }) {
    monogram(sheet, 'BP', 40, 30, 40, '#0d47a1', true);
    sheet.text('Bluenose Plumbing & Heating', 90, 50, { font: 'sansBold', size: 15, color: '#0d47a1' });
    sheet.text(`${s.vendor.street}, ${s.vendor.locality}  \u00b7  ${s.vendor.phone}`, 90, 63, { size: 8 });
    sheet.text('ESTIMATE', 572, 50, { font: 'sansBold', size: 18, align: 'right' });
    sheet.text('This is not an invoice', 572, 64, { font: 'sansItalic', size: 8.5, align: 'right' });
    pairs(sheet, 380, 90, [['Estimate #', s.number], ['Date', d(s.issued)], ['Expires', d(addDays(s.issued, 45))]], { labelWidth: 70, size: 9, leading: 14 });
    lines(sheet, 40, 94, customerLines(s), { size: 9 });
    sheet.text('Job address', 40, 160, { font: 'sansBold', size: 8.5 });
    lines(sheet, 40, 173, siteLines(s, 'Unit'), { size: 9 });
    let y = table(sheet, 40, 236, [{ title: 'Scope', width: 300 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Rate', width: 90, align: 'right' }, { title: 'Amount', width: 92, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'rules', size: 8.5 });
    y = totals(sheet, 470, 572, y + 18, [['Subtotal', $(s.subtotal)], ['HST 15%', $(s.tax)], ['Estimate total', $(s.total), 'bold']], { size: 9.5 });
    paragraph(sheet, 40, y + 10, 532, 'To approve, sign and return or reply to this e-mail. Work is scheduled on approval; an invoice will be issued on completion. Hidden conditions behind walls may change the price.', { size: 8.5 });
    sheet.text('Approved by: __________________________   Date: ____________', 40, y + 60, { size: 9 });
    sheet.text(`${s.vendor.name}  \u00b7  ${s.vendor.taxId ?? ''}  \u00b7  ${s.vendor.email}`, 306, 760, { size: 7.5, align: 'center' });
    return expected(s, ['payee', 'billDate', 'currency', 'property', 'unit']);
  },
};

/** A software company's payment receipt: receipt and invoice numbers, card, amount paid, "Amount remaining $0.00". */
const ledgerlyReceipt: Layout = {
  id: 'receipt-ledgerly-payment',
  family: 'receipt',
  vendorKind: 'saas',
  vendor: { name: 'Ledgerly Software, Inc.', street: '600 Congress Ave, Floor 14', locality: 'Austin, TX 78701', region: 'US', phone: '+1 512-555-0119', email: 'billing@ledgerly.example' },
  kinds: ['receipt', 'receipt', 'receipt'],
  spec: { catalog: 'saas', items: [2, 3], tax: 0.0825, terms: [30], number: (rng, issued) => `${issued.slice(0, 4)}-INV-${String(rng.int(1, 9999)).padStart(5, '0')}` },
  filename: (s) => `Receipt-${s.number.replace('INV', 'RCPT')}.pdf`,
  money: money.usd,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, 'ledgerly', 48, 70, { size: 26, color: '#5b3cc4' });
    sheet.text('Receipt', 48, 118, { font: 'sansBold', size: 22 });
    pairs(sheet, 48, 144, [['Receipt number', s.number.replace('INV', 'RCPT')], ['Invoice number', s.number], ['Date paid', d(s.issued)], ['Payment method', `Visa \u2022\u2022\u2022\u2022 ${s.rng.digits(4)}`]], { labelWidth: 110, size: 9, leading: 14, labelFont: 'sans', labelColor: '#555555' });
    lines(sheet, 48, 226, [s.vendor.name, s.vendor.street, s.vendor.locality], { size: 9 });
    sheet.text('Bill to', 300, 212, { font: 'sansBold', size: 9 });
    lines(sheet, 300, 226, customerLines(s), { size: 9 });
    sheet.text(`${$(s.total)} paid on ${d(s.issued)}`, 48, 300, { font: 'sansBold', size: 15 });
    let y = table(sheet, 48, 324, [{ title: 'Description', width: 300 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Amount', width: 166, align: 'right' }], itemRows(s, $, ['description', 'qty', 'amount']), { look: 'rules', size: 8.5 });
    y = totals(sheet, 470, 564, y + 20, [['Subtotal', $(s.subtotal)], ['Sales tax', $(s.tax)], ['Total', $(s.total)], ['Amount paid', $(s.total), 'bold'], ['Amount remaining', $(0)]], { size: 9 });
    paragraph(sheet, 48, y + 10, 516, 'Thank you for your payment. Keep this receipt for your records; no further action is needed.', { size: 8.5 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'currency'], { totalAmountCents: 0 });
  },
};

/** An Australian electrician's tax invoice stamped PAID: payment line, "Balance due $0.00". */
const sparkyPaid: Layout = {
  id: 'receipt-coastline-electrical-au',
  family: 'receipt',
  vendorKind: 'electrical',
  vendor: { name: 'Coastline Electrical Services Pty Ltd', street: '5/22 Lawrence Drive', locality: 'Nerang QLD 4211', region: 'AU', phone: '07 5550 6611', email: 'admin@coastlineelectrical.example', taxId: 'ABN 29 618 447 302' },
  kinds: ['receipt', 'receipt', 'receipt'],
  spec: { catalog: 'electricalParts', items: [2, 4], tax: 'region', terms: [7], number: shapes.bare(3000, 3999), sites: ['Jacaranda Court'], unit: 0.7 },
  filename: (s) => `Invoice ${s.number} PAID.pdf`,
  money: money.aud,
  dates: 'dmy',
  draw({ sheet, s, $, d }) {
    emblem(sheet, 'bolt', 40, 30, 30, '#f9a825');
    sheet.text('COASTLINE ELECTRICAL', 78, 48, { font: 'sansBold', size: 15 });
    sheet.text(`${s.vendor.name}  \u00b7  ${s.vendor.taxId ?? ''}  \u00b7  Lic. 78812`, 78, 61, { size: 8 });
    sheet.text('TAX INVOICE', 555, 48, { font: 'sansBold', size: 14, align: 'right' });
    pairs(sheet, 380, 84, [['Invoice', s.number], ['Date', d(s.issued)], ['Due', d(s.due)]], { labelWidth: 60, size: 9, leading: 14 });
    lines(sheet, 40, 88, customerLines(s), { size: 9 });
    sheet.text('Job site', 40, 150, { font: 'sansBold', size: 8.5 });
    lines(sheet, 40, 163, siteLines(s, 'Unit'), { size: 9 });
    let y = table(sheet, 40, 226, [{ title: 'Description', width: 285 }, { title: 'Qty', width: 45, align: 'right' }, { title: 'Price', width: 85, align: 'right' }, { title: 'Total', width: 100, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'rules', size: 8.5 });
    y = totals(sheet, 455, 555, y + 18, [['Subtotal', $(s.subtotal)], ['GST', $(s.tax)], ['Total inc GST', $(s.total)], [`Paid ${d(addDays(s.issued, s.rng.int(1, 6)))} (EFT)`, $(-s.total)], ['Balance due', $(0), 'bold']], { size: 9 });
    stamp(sheet, 'PAID', 120, y - 26, { angle: 12, color: '#2e7d32', size: 34 });
    paragraph(sheet, 40, y + 16, 515, 'Thank you for your payment. Certificate of Test (Form 3) supplied separately.', { size: 8.5 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'currency', 'property', 'unit'], { totalAmountCents: 0 });
  },
};

export const quoteReceiptLayouts: Layout[] = [ironwoodProposal, vasudhaQuote, bluenose, ledgerlyReceipt, sparkyPaid];
