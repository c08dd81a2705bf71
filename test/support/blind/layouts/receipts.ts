import { addDays } from '../core/dates';
import { type Layout } from '../core/layout';
import { money } from '../core/money';
import { numbers } from '../core/numbers';
import { expected } from '../core/scenario';
import { lines, pairs, paragraph, stamp, table, totals } from '../pdf/blocks';
import { monogram, wordmark } from '../pdf/logo';
import { customerLines, itemRows, reference, vendorLines } from './parts';

/** A handyman's invoice sent back marked PAID: the payment is shown and the balance is zero. */
const cornerSquare: Layout = {
  id: 'receipt-cornersquare',
  family: 'receipt',
  vendorKind: 'handyman',
  vendor: { name: 'Corner Square Handyman Co.', street: '15 W King St', locality: 'Lancaster, PA 17603', region: 'US', phone: '717-555-0131', email: 'jobs@cornersquare.example' },
  kinds: ['receipt', 'receipt', 'receipt'],
  spec: { catalog: 'handyman', items: [2, 3], tax: 0.06, terms: [15], number: numbers.plain(1400, 1999), unit: 0.7 },
  filename: (s) => `Invoice_${s.number}_PAID.pdf`,
  money: money.usd,
  dates: 'mdy',
  draw({ sheet, s, $, d }) {
    const paidOn = addDays(s.issued, s.rng.int(3, 14));
    monogram(sheet, 'CS', 40, 36, 40, '#5d4037');
    sheet.text(s.vendor.name, 90, 54, { font: 'sansBold', size: 15 });
    sheet.text(`${vendorLines(s.vendor).join(', ')} · ${s.vendor.phone} · PA HIC #PA087712`, 90, 68, { size: 8 });
    sheet.text('INVOICE', 572, 110, { font: 'sansBold', size: 18, align: 'right' });
    pairs(sheet, 420, 126, [['Invoice #', s.number], ['Date', d(s.issued)], ['Terms', 'Net 15']], { labelWidth: 60, size: 9 });
    lines(sheet, 40, 110, ['Bill to:', ...customerLines(s)], { size: 9 });
    sheet.text(`Job: ${s.property.name}${s.unit ? ` #${s.unit}` : ''}, ${s.property.street}`, 40, 190, { size: 9, font: 'sansBold' });
    const y = table(sheet, 40, 206, [{ title: 'Description', width: 322 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Rate', width: 80, align: 'right' }, { title: 'Amount', width: 80, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'rules' });
    totals(sheet, 480, 572, y + 18, [['Subtotal', $(s.subtotal)], ['Sales tax 6%', $(s.tax)], ['Total', $(s.total)], [`Payment received ${d(paidOn)} (Check #${s.rng.int(1000, 9999)})`, $(-s.total)], ['Balance Due', $(0), 'bold']]);
    stamp(sheet, 'PAID', 330, y + 150, { angle: 18, size: 40 });
    sheet.text('Payment received, thank you!', 40, 720, { font: 'sansItalic', size: 10 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'currency', 'property', 'unit'], { totalAmountCents: 0 });
  },
};

/** A card-payment receipt from a screening service: receipt number, amount paid, payment method; no balance printed. */
const tenantlink: Layout = {
  id: 'receipt-tenantlink',
  family: 'receipt',
  vendorKind: 'saas',
  vendor: { name: 'Tenantlink Screening, Inc.', street: '88 Kearny St, Floor 6', locality: 'San Francisco, CA 94108', region: 'US', phone: '+1 415-555-0127', email: 'support@tenantlink.example' },
  kinds: ['receipt', 'receipt', 'receipt'],
  spec: { catalog: 'saas', items: [1, 2], terms: [0], number: numbers.hexCount() },
  filename: (s) => `Receipt-${s.number.slice(-9)}.pdf`,
  money: money.usd,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    sheet.text(`Receipt from ${s.vendor.name}`, 306, 90, { font: 'sansBold', size: 16, align: 'center' });
    sheet.text(`Receipt #${reference(s, '####-####')}`, 306, 108, { size: 9, align: 'center', color: '#666666' });
    table(sheet, 96, 140, [{ title: 'Amount paid', width: 140 }, { title: 'Date paid', width: 140 }, { title: 'Payment method', width: 140 }], [[$(s.total), d(s.issued), `Visa - ${s.rng.digits(4)}`]], { look: 'plain', size: 10 });
    sheet.text('SUMMARY', 96, 210, { font: 'sansBold', size: 8, color: '#666666' });
    const y = table(sheet, 96, 220, [{ title: 'Item', width: 300 }, { title: 'Amount', width: 120, align: 'right' }], itemRows(s, $, ['description', 'amount']), { look: 'rules', size: 9.5 });
    totals(sheet, 420, 516, y + 20, [['Amount paid', $(s.total), 'bold']], { size: 10 });
    paragraph(sheet, 96, y + 60, 420, `Payment received, thank you. Questions? Contact ${s.vendor.email} or call ${s.vendor.phone}. Billed to ${s.customer.name}.`, { size: 9 });
    sheet.text(`${s.vendor.name} · ${vendorLines(s.vendor).join(', ')}`, 306, 760, { size: 7.5, align: 'center', color: '#888888' });
    return expected(s, ['payee', 'billDate', 'currency']);
  },
};

/** A town's official cash-office receipt for a permit fee: received from, for, amount, balance remaining zero. */
const brookfield: Layout = {
  id: 'receipt-brookfield',
  family: 'receipt',
  vendorKind: 'municipal permit/inspection',
  vendor: { name: 'Town of Brookfield', street: '1 Town Green', locality: 'Brookfield, WI 53045', region: 'US', phone: '(262) 555-0100', email: 'clerk@brookfield.example' },
  kinds: ['receipt', 'receipt', 'receipt'],
  spec: { catalog: 'permit', items: [1, 2], terms: [0], number: numbers.padded(7), sites: ['Lakeshore Tower', 'Stonegate Office Park', 'Juniper Hollow Apartments'] },
  filename: (s) => `OR${s.number}.pdf`,
  money: money.usd,
  dates: 'mdy',
  page: [612, 396],
  draw({ sheet, s, $, d }) {
    sheet.rect(20, 20, 572, 356, { stroke: '#1b5e20', width: 1.5 });
    sheet.text(s.vendor.name.toUpperCase(), 306, 50, { font: 'serifBold', size: 16, align: 'center', color: '#1b5e20' });
    sheet.text(`Office of the Treasurer · ${s.vendor.street}, ${s.vendor.locality}`, 306, 64, { font: 'serif', size: 8.5, align: 'center' });
    sheet.text('OFFICIAL RECEIPT', 306, 90, { font: 'sansBold', size: 12, align: 'center' });
    sheet.text(`No. ${s.number}`, 560, 90, { font: 'monoBold', size: 11, align: 'right', color: '#b71c1c' });
    pairs(sheet, 50, 120, [['Date', d(s.issued)], ['Received from', s.customer.name], ['For', `${s.items.map((i) => i.description).join('; ')} - ${s.property.name}`], ['Amount received', $(s.total)], ['Paid by', `Check #${s.rng.int(1000, 9999)}`], ['Balance remaining', $(0)]], { labelWidth: 110, size: 10, leading: 20 });
    sheet.text(`Cashier: ${s.rng.pick(['LMK', 'TRB', 'JPS'])}    Batch ${s.rng.digits(4)}`, 50, 270, { font: 'mono', size: 9 });
    sheet.line(380, 320, 560, 320);
    sheet.text('Authorized signature', 380, 332, { size: 8 });
    return expected(s, ['payee', 'billDate', 'currency', 'property'], { totalAmountCents: 0 });
  },
};

/** A Canadian contractor's payment acknowledgement letter: the invoice paid and the account now at zero. */
const lakehead: Layout = {
  id: 'receipt-lakehead-ca',
  family: 'receipt',
  vendorKind: 'HVAC',
  vendor: { name: 'Lakehead Mechanical Ltd.', street: '1120 Memorial Ave', locality: 'Thunder Bay, ON P7B 4A3', region: 'CA', phone: '807-555-0144', email: 'accounts@lakeheadmech.example' },
  kinds: ['receipt', 'receipt', 'receipt'],
  spec: { catalog: 'hvac', items: [1, 3], tax: 'region', terms: [30], number: numbers.plain(22000, 22999) },
  filename: (s) => `Payment confirmation ${s.number}.pdf`,
  money: money.cadCode,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, s.vendor.name, 60, 64, { size: 16, emblem: 'gear', color: '#283593' });
    sheet.text(`${vendorLines(s.vendor).join(', ')} · ${s.vendor.phone}`, 80, 80, { size: 8 });
    sheet.text(d(addDays(s.issued, 35)), 60, 130, { size: 10 });
    lines(sheet, 60, 156, customerLines(s, true), { size: 10 });
    sheet.text('PAYMENT RECEIVED - THANK YOU', 60, 240, { font: 'sansBold', size: 12, color: '#283593' });
    let y = paragraph(sheet, 60, 264, 490, `We confirm receipt of your EFT payment of ${$(s.total)} on ${d(addDays(s.issued, 33))}, which has been applied in full to invoice ${s.number} (${s.property.name}).`, { size: 10, leading: 14 });
    y = table(sheet, 60, y + 12, [{ title: 'Invoice', width: 100 }, { title: 'Invoice date', width: 130 }, { title: 'Amount', width: 130, align: 'right' }, { title: 'Balance', width: 130, align: 'right' }], [[s.number, d(s.issued), $(s.total), $(0)]], { look: 'grid', size: 9.5 });
    paragraph(sheet, 60, y + 20, 490, `Your account balance is now ${$(0)}. No further action is required. Thank you for your prompt payment.`, { size: 10, leading: 14 });
    lines(sheet, 60, y + 80, ['Regards,', '', 'Accounts Receivable', s.vendor.name], { size: 10 });
    return expected(s, ['payee', 'invoiceNumber', 'currency', 'property'], { totalAmountCents: 0 });
  },
};

export const receiptLayouts: Layout[] = [cornerSquare, tenantlink, brookfield, lakehead];
