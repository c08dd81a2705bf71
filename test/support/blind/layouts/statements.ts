import { formatDate } from '../core/dates';
import { type Layout } from '../core/layout';
import { money } from '../core/money';
import { numbers } from '../core/numbers';
import { expected } from '../core/scenario';
import { cutLine, labelsAbove, lines, pairs, paragraph, table, totals } from '../pdf/blocks';
import { monogram, wordmark } from '../pdf/logo';
import { aging, ledger } from './accounts';
import { customerLines, num, vendorLines } from './parts';

/** A supply house's statement: running balance, aging buckets, remittance stub. Lists invoices; is not one. */
const kellerVoss: Layout = {
  id: 'statement-kellervoss',
  family: 'statement',
  vendorKind: 'plumbing supply',
  vendor: { name: 'Keller & Voss Plumbing Supply', street: '7700 Metric Blvd', locality: 'Austin, TX 78758', region: 'US', phone: '(512) 555-0140', email: 'credit@kellervoss.example' },
  kinds: ['statement', 'statement', 'statement'],
  spec: { catalog: 'plumbing', terms: [30], number: numbers.plain(880000, 889999) },
  filename: (s) => `Statement_${s.issued.slice(0, 7)}.pdf`,
  money: money.usd,
  dates: 'mdy',
  draw({ sheet, s, $, d }) {
    const n = num();
    const a = aging(s);
    wordmark(sheet, s.vendor.name, 40, 58, { size: 16, emblem: 'gear', color: '#455a64' });
    sheet.text(`${vendorLines(s.vendor).join(', ')}  ·  ${s.vendor.phone}`, 60, 74, { size: 8 });
    sheet.text('STATEMENT', 572, 56, { font: 'sansBold', size: 18, align: 'right' });
    pairs(sheet, 420, 76, [['Statement Date', d(s.issued)], ['Account No.', s.account], ['Page', '1 of 1']], { labelWidth: 80, size: 8.5 });
    lines(sheet, 40, 124, customerLines(s, true), { size: 9 });
    const rows = ledger(s.history, 0, 27).map((l) => (l.payment
      ? [d(l.date), `CK ${s.rng.int(1000, 9999)}`, 'Payment - thank you', '', n(l.credit), n(l.balance)]
      : [d(l.date), l.invoice.number, 'Invoice', n(l.debit), '', n(l.balance)]));
    let y = table(sheet, 40, 200, [{ title: 'Date', width: 70 }, { title: 'Reference', width: 80 }, { title: 'Description', width: 160 }, { title: 'Charges', width: 74, align: 'right' }, { title: 'Credits', width: 74, align: 'right' }, { title: 'Balance', width: 74, align: 'right' }], rows, { look: 'zebra', accent: '#455a64', size: 8 });
    y = table(sheet, 40, y + 24, [{ title: 'Current', width: 88, align: 'right' }, { title: '1-30 Days', width: 88, align: 'right' }, { title: '31-60 Days', width: 88, align: 'right' }, { title: '61-90 Days', width: 88, align: 'right' }, { title: 'Over 90', width: 88, align: 'right' }, { title: 'Amount Due', width: 92, align: 'right' }], [[...a.buckets.map((b) => n(b)), $(a.balance)]], { look: 'grid', size: 8.5 });
    paragraph(sheet, 40, y + 18, 532, 'Invoices are due 30 days from the invoice date. This statement is a summary of your account; please pay from the invoices. Past-due accounts are placed on credit hold.', { size: 8 });
    cutLine(sheet, 650, 'Detach and return with your payment');
    pairs(sheet, 40, 680, [['Account', s.account], ['Statement Date', d(s.issued)], ['Amount Due', $(a.balance)], ['Amount Paid', '$____________']], { labelWidth: 90, size: 9 });
    lines(sheet, 340, 680, ['Remit to:', s.vendor.name, 'PO Box 14490', 'Austin, TX 78761'], { size: 9 });
    return expected(s, ['payee', 'billDate', 'currency'], { totalAmountCents: a.balance });
  },
};

/** A British merchant's "statement of account as at", open items only, with what is overdue. */
const hollins: Layout = {
  id: 'statement-hollins-gb',
  family: 'statement',
  vendorKind: 'building supplies',
  vendor: { name: 'Hollins Building Supplies Ltd', street: 'Stanningley Road', locality: 'Leeds LS13 4EN', region: 'GB', phone: '0113 555 0120', email: 'creditcontrol@hollins.example', taxId: 'VAT Reg No. GB 198 2277 14' },
  kinds: ['statement', 'statement', 'statement'],
  spec: { catalog: 'handyman', terms: [30], number: numbers.prefixed('HB', 6) },
  filename: (s) => `Statement ${s.customer.name.split(' ')[0] ?? ''} ${s.issued}.pdf`,
  money: money.gbp,
  dates: 'dmy',
  draw({ sheet, s, $, d }) {
    const a = aging(s);
    monogram(sheet, 'H', 40, 34, 40, '#8d6e63');
    sheet.text(s.vendor.name, 90, 52, { font: 'serifBold', size: 16 });
    sheet.text(`${vendorLines(s.vendor, true).join(', ')} · ${s.vendor.phone}`, 90, 66, { size: 8 });
    sheet.text(`STATEMENT OF ACCOUNT as at ${d(s.issued)}`, 40, 110, { font: 'sansBold', size: 12 });
    lines(sheet, 40, 134, customerLines(s), { size: 9 });
    pairs(sheet, 360, 134, [['Account', `${s.customer.name.slice(0, 3).toUpperCase()}${s.rng.digits(3)}`], ['Credit limit', $(500000)], ['Terms', '30 days from invoice']], { labelWidth: 80, size: 9 });
    const rows = a.open.map((h) => [d(h.date), 'Invoice', h.number, d(h.due), $(h.amountCents), $(h.amountCents - h.paidCents)]);
    let y = table(sheet, 40, 210, [{ title: 'Date', width: 70 }, { title: 'Type', width: 70 }, { title: 'Reference', width: 90 }, { title: 'Due', width: 80 }, { title: 'Amount', width: 100, align: 'right' }, { title: 'Outstanding', width: 105, align: 'right' }], rows, { look: 'rules', size: 8.5 });
    y = totals(sheet, 440, 555, y + 20, [['Total outstanding', $(a.balance), 'bold'], ['of which overdue', $(a.overdue)]], { size: 9.5 });
    paragraph(sheet, 40, y + 14, 515, 'If you have recently sent payment, please accept our thanks and disregard the overdue amount. Remittances to credit control by e-mail, please.', { size: 8.5 });
    return expected(s, ['payee', 'billDate', 'currency'], { totalAmountCents: a.balance });
  },
};

/** An Australian gardener's statement for one site: opening balance, the month's invoices and payments, closing balance. */
const coastalCanopy: Layout = {
  id: 'statement-coastalcanopy-au',
  family: 'statement',
  vendorKind: 'landscaping',
  vendor: { name: 'Coastal Canopy Gardens Pty Ltd', street: '3/14 Industrial Drive', locality: 'Braeside VIC 3195', region: 'AU', phone: '03 5550 2281', email: 'accounts@coastalcanopy.example', taxId: 'ABN 41 622 873 105' },
  kinds: ['statement', 'statement', 'statement'],
  spec: { catalog: 'landscaping', terms: [14], number: numbers.prefixed('CCG', 5), sites: ['Banksia Place', 'Wattle Grove Residences'] },
  filename: (s) => `Statement-${s.issued.slice(0, 7)}.pdf`,
  money: money.aud,
  dates: 'dmyShort',
  draw({ sheet, s, $, d }) {
    const a = aging(s);
    const opening = s.history.slice(0, 2).reduce((sum, h) => sum + h.amountCents - h.paidCents, 0);
    const recent = s.history.slice(2);
    wordmark(sheet, s.vendor.name, 40, 58, { size: 15, emblem: 'leaf', color: '#2e7d32' });
    sheet.text(s.vendor.taxId ?? '', 58, 72, { size: 8 });
    sheet.text('Statement', 555, 58, { font: 'sansBold', size: 18, align: 'right' });
    let y = labelsAbove(sheet, 40, 92, [['Statement date', d(s.issued)], ['Period', `${d(recent[0]?.date ?? s.periodStart)} - ${d(s.issued)}`], ['Site', s.property.name]], [120, 200, 195], { boxed: true, valueSize: 9 });
    lines(sheet, 40, y + 20, customerLines(s), { size: 9 });
    const rows = [['', 'Opening balance', '', '', $(opening)], ...ledger(recent, opening, 10).map((l) => (l.payment
      ? [d(l.date), 'Payment received', '', $(l.credit), $(l.balance)]
      : [d(l.date), `Invoice ${l.invoice.number}`, $(l.debit), '', $(l.balance)]))];
    y = table(sheet, 40, y + 84, [{ title: 'Date', width: 80 }, { title: 'Details', width: 190 }, { title: 'Debit', width: 80, align: 'right' }, { title: 'Credit', width: 80, align: 'right' }, { title: 'Balance', width: 85, align: 'right' }], rows, { look: 'grid', size: 8.5 });
    totals(sheet, 440, 555, y + 20, [['Closing balance (AUD)', $(a.balance), 'bold']], { size: 10 });
    paragraph(sheet, 40, y + 46, 515, `Please pay any overdue invoices now. Amounts falling due after ${formatDate(s.issued, 'dmy')} are shown for information. This is a statement, not a tax invoice.`, { size: 8.5 });
    return expected(s, ['payee', 'billDate', 'currency', 'property'], { totalAmountCents: a.balance });
  },
};

export const statementLayouts: Layout[] = [kellerVoss, hollins, coastalCanopy];
