import { addDays, formatDate } from '../core/dates';
import { type Layout } from '../core/layout';
import { money } from '../core/money';
import { numbers } from '../core/numbers';
import { expected } from '../core/scenario';
import { lines, pairs, paragraph, table, totals } from '../pdf/blocks';
import { emblem, wordmark } from '../pdf/logo';
import { ZW } from '../pdf/paper';
import { customerLines, fmt, itemRows, percent, reference, vendorLines } from './parts';

/** Alarm monitoring billed in advance: the service period follows the bill date, weekday dates, due in a label and a sentence. */
const sentinel: Layout = {
  id: 'security-sentinel',
  family: 'service',
  vendorKind: 'security/alarm monitoring',
  vendor: { name: 'Sentinel Watch Security Systems, Inc.', street: '1401 Guardian Pkwy', locality: 'Charlotte, NC 28217', region: 'US', phone: '(704) 555-0166', email: 'billing@sentinelwatch.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'security', items: [2, 4], terms: [10, 15], number: numbers.prefixed('INV', 7), unit: 0.5 },
  filename: (s) => `Sentinel Watch Invoice ${s.number}.pdf`,
  money: money.usd,
  dates: 'weekday',
  draw({ sheet, s, $, d }) {
    const start = addDays(s.issued, 12);
    emblem(sheet, 'shield', 40, 34, 36, '#212121');
    sheet.text('SENTINEL WATCH', 84, 56, { font: 'sansBold', size: 20 });
    sheet.text(s.vendor.name, 84, 70, { size: 8.5 });
    lines(sheet, 572, 44, [...vendorLines(s.vendor), s.vendor.phone, 'NC Alarm Lic. #2291-CSA'], { size: 8, align: 'right' });
    sheet.rect(40, 94, 532, 1, { fill: '#212121' });
    const rows: [string, string][] = [[`Invoice Number:${ZW}`, s.number], [`Invoice Date:${ZW}`, d(s.issued)], [`Due Date:${ZW}`, d(s.due)], ['Customer #:', reference(s, '######')]];
    if (s.unit) rows.push(['Unit:', s.unit]);
    pairs(sheet, 40, 120, rows, { labelWidth: 92, size: 9 });
    lines(sheet, 330, 120, customerLines(s, true), { size: 9 });
    sheet.text(`Monitored premises: ${s.property.name} - ${s.property.street}, ${s.property.locality}`, 40, 194, { size: 9, font: 'sansBold' });
    const period = `${formatDate(start, 'mdy')} - ${formatDate(addDays(start, 29), 'mdy')}`;
    const y = table(sheet, 40, 212, [{ title: 'Service', width: 262 }, { title: 'Period', width: 140 }, { title: 'Qty', width: 40, align: 'right' }, { title: 'Amount', width: 90, align: 'right' }],
      itemRows(s, $, ['description', 'qty', 'amount']).map(([desc, qty, amt]) => [desc ?? '', period, qty ?? '', amt ?? '']), { look: 'grid', size: 8.5 });
    totals(sheet, 480, 572, y + 18, [['Total Recurring Charges', $(s.total)], ['Amount Due', $(s.amountDue), 'bold']]);
    paragraph(sheet, 40, y + 60, 532, `Amount due on or before ${formatDate(s.due, 'long')}. Accounts 30 days past due may be placed on runner-only status and monitoring may be suspended after written notice.`, { size: 8.5 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

/** An insurer's installment bill: a premium total and remaining balance as decoys; the due date only in "payable on or before". */
const graniteShield: Layout = {
  id: 'insurance-granite',
  family: 'service',
  vendorKind: 'insurance',
  vendor: { name: 'Granite Shield Mutual Insurance Company', street: '100 Keystone Plaza', locality: 'Hartford, CT 06103', region: 'US', phone: '1-866-555-0104', email: 'billing@graniteshield.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'insurance', items: [3, 4], terms: [25], number: numbers.plain(1800000, 1899999) },
  filename: (s) => `PremiumBill_${s.number}.pdf`,
  money: money.usd,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    const installment = s.rng.int(2, 4);
    const policyPremium = s.total * 4;
    wordmark(sheet, s.vendor.name, 40, 60, { size: 15, font: 'serifBold', emblem: 'shield', color: '#37474f' });
    sheet.text(`${vendorLines(s.vendor).join(', ')}  ·  ${s.vendor.phone}`, 58, 76, { size: 8 });
    sheet.text('PREMIUM INVOICE', 40, 116, { font: 'sansBold', size: 14 });
    sheet.text(`Installment ${installment} of 4`, 40, 130, { size: 9 });
    pairs(sheet, 330, 106, [['Invoice No.', s.number], ['Invoice Date', d(s.issued)], ['Policy Number', reference(s, 'CPP @@####-##')], ['Policy Period', `${formatDate(s.periodStart, 'mdy')} to ${formatDate(addDays(s.periodStart, 364), 'mdy')}`]], { labelWidth: 90, size: 9 });
    sheet.text('Named Insured', 40, 160, { font: 'sansBold', size: 9 });
    lines(sheet, 40, 174, customerLines(s), { size: 9 });
    sheet.text(`Insured location: ${s.property.name}, ${s.property.street}, ${s.property.locality}`, 40, 236, { size: 9 });
    const y = table(sheet, 40, 256, [{ title: 'Coverage', width: 400 }, { title: 'This Installment', width: 132, align: 'right' }], itemRows(s, $, ['description', 'amount']), { look: 'rules' });
    totals(sheet, 470, 572, y + 18, [['Total Annual Policy Premium', $(policyPremium)], ['Paid to Date', $(s.total * (installment - 1))], ['Remaining Policy Balance', $(s.total * (5 - installment))], ['Installment Amount Due', $(s.amountDue), 'box']], { boxFill: '#e0e0e0' });
    paragraph(sheet, 40, y + 100, 532, `This installment is payable on or before ${d(s.due)}. If payment is not received, a notice of cancellation for non-payment will be mailed as required by law.`, { size: 9, font: 'sansBold' });
    paragraph(sheet, 40, 720, 532, 'Premium is fully earned in the event of cancellation where permitted. Installment fee may apply. Questions about coverage? Contact your agent: Birch Lane Insurance Agency, (860) 555-0149.', { size: 7, color: '#555555' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

/** A software subscription: no property, "$1,234.56 USD due April 1, 2025" headline, "Date of issue"/"Date due", and credit notes for downgrades. */
const rentwise: Layout = {
  id: 'saas-rentwise',
  family: 'service',
  vendorKind: 'saas',
  vendor: { name: 'Rentwise Software, Inc.', street: '500 Howard St, Suite 1200', locality: 'San Francisco, CA 94105', region: 'US', phone: '+1 415-555-0133', email: 'billing@rentwise.example' },
  kinds: ['invoice', 'invoice', 'credit_note'],
  spec: { catalog: 'saas', items: [2, 4], tax: 0, terms: [30], number: numbers.hexCount() },
  filename: (s) => (s.kind === 'credit_note' ? `Credit Note-${s.number}.pdf` : `Invoice-${s.number}.pdf`),
  money: money.usd,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    const credit = s.kind === 'credit_note';
    const number = credit ? `CN-${s.number}` : s.number;
    sheet.text(credit ? 'Credit note' : 'Invoice', 48, 64, { font: 'sansBold', size: 20 });
    pairs(sheet, 48, 92, credit ? [['Credit note number', number], ['Date of issue', d(s.issued)], ['Invoice', s.number]] : [['Invoice number', number], ['Date of issue', d(s.issued)], ['Date due', d(s.due)]], { labelWidth: 110, size: 9, labelFont: 'sans', labelColor: '#555555' });
    emblem(sheet, 'house', 520, 40, 40, '#4f46e5');
    lines(sheet, 48, 156, [s.vendor.name, ...vendorLines(s.vendor, true), s.vendor.email], { size: 9 });
    lines(sheet, 300, 156, ['Bill to', ...customerLines(s), `ap@${s.customer.name.split(' ')[0]?.toLowerCase() ?? 'pm'}.example`], { size: 9 });
    const headline = credit ? `${fmt(money.usdBoth)(-s.amountDue)} credited to your account` : `${fmt(money.usdBoth)(s.amountDue)} due ${d(s.due)}`;
    sheet.text(headline, 48, 252, { font: 'sansBold', size: 15 });
    if (!credit) sheet.text('Pay online', 48, 270, { size: 9, color: '#4f46e5' });
    const y = table(sheet, 48, 296, [{ title: 'Description', width: 280 }, { title: 'Qty', width: 60, align: 'right' }, { title: 'Unit price', width: 80, align: 'right' }, { title: 'Amount', width: 96, align: 'right' }],
      itemRows(s, $, ['description', 'qty', 'rate', 'amount']).map(([desc, ...rest]) => [`${desc ?? ''}${credit ? ' (unused time)' : ''}`, ...rest]), { look: 'rules', size: 8.5 });
    totals(sheet, 470, 564, y + 18, credit
      ? [['Subtotal', $(s.total)], ['Total', $(s.total)], ['Adjustment applied to balance', $(s.amountDue), 'bold']]
      : [['Subtotal', $(s.subtotal)], ['Total', $(s.total)], ['Amount due', fmt(money.usdBoth)(s.amountDue), 'bold']], { size: 9 });
    sheet.text(`${number} · ${fmt(money.usdBoth)(s.amountDue)} · Page 1 of 1`, 48, 770, { size: 7.5, color: '#777777' });
    return expected(s, credit ? ['payee', 'billDate', 'total', 'currency'] : ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency'], credit ? { invoiceNumber: number } : {});
  },
};

/** Managed IT: lines grouped by site (so no single property), tax on part of the lines, Net 30 with the date. */
const bytehaven: Layout = {
  id: 'it-bytehaven',
  family: 'service',
  vendorKind: 'IT managed services',
  vendor: { name: 'Bytehaven Managed IT LLC', street: '2045 W Grand River Ave', locality: 'Okemos, MI 48864', region: 'US', phone: '517-555-0188', email: 'ar@bytehaven.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'managedIt', items: [3, 4], tax: 0.06, terms: [30], number: numbers.slashed('INV') },
  filename: (s) => `${s.number.replace(/\//g, '-')}.pdf`,
  money: money.usdPrefixed,
  dates: 'mdy',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, 'bytehaven', 40, 58, { size: 24, font: 'monoBold', color: '#0f766e', tagline: s.vendor.name });
    sheet.text('INVOICE', 572, 52, { font: 'sansBold', size: 18, align: 'right', color: '#0f766e' });
    pairs(sheet, 400, 70, [['Number', s.number], ['Date', d(s.issued)], ['Terms', 'Net 30'], ['Due', d(s.due)]], { labelWidth: 60, size: 9, valueWidth: 112 });
    lines(sheet, 40, 140, ['BILL TO', ...customerLines(s, true)], { size: 9 });
    lines(sheet, 330, 140, ['FROM', ...vendorLines(s.vendor), s.vendor.phone], { size: 9 });
    const sites = ['Head office', 'Portfolio (all sites)'];
    const rows = itemRows(s, $, ['description', 'qty', 'rate', 'amount']).map((r, i) => [sites[i % 2] ?? '', ...r]);
    const y = table(sheet, 40, 226, [{ title: 'Location', width: 120 }, { title: 'Item', width: 200 }, { title: 'Qty', width: 40, align: 'right' }, { title: 'Price', width: 80, align: 'right' }, { title: 'Total', width: 92, align: 'right' }], rows, { look: 'zebra', accent: '#0f766e', size: 8.5 });
    totals(sheet, 480, 572, y + 18, [['Subtotal', $(s.subtotal)], [`Michigan use tax ${percent(0.06)}`, $(s.tax)], ['Total', $(s.amountDue), 'box']], { boxFill: '#ccfbf1' });
    paragraph(sheet, 40, 720, 532, 'Managed services are billed monthly in advance; project work and onsite support in arrears. Questions: ar@bytehaven.example.', { size: 8 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency']);
  },
};

export const usServices: Layout[] = [sentinel, graniteShield, rentwise, bytehaven];
