import { addDays } from '../core/dates';
import { type Layout } from '../core/layout';
import { money } from '../core/money';
import { numbers } from '../core/numbers';
import { expected } from '../core/scenario';
import { lines, pairs, paragraph, table } from '../pdf/blocks';
import { band, wordmark } from '../pdf/logo';
import { aging, oldestOverdue } from './accounts';
import { customerLines, vendorLines } from './parts';

/** A gas utility's past-due notice with a disconnection warning: the overdue amount and a pay-by date, no new charges. */
const copperline: Layout = {
  id: 'reminder-copperline',
  family: 'reminder',
  vendorKind: 'gas',
  vendor: { name: 'Copperline Natural Gas Company', street: '900 Pipeline Pkwy', locality: 'Tulsa, OK 74135', region: 'US', phone: '1-888-555-0126', email: 'collections@copperlinegas.example' },
  kinds: ['reminder', 'reminder', 'reminder'],
  spec: { catalog: 'gas', terms: [21], number: numbers.plain(1, 9) },
  filename: () => 'PastDueNotice.pdf',
  money: money.usd,
  dates: 'mdy',
  draw({ sheet, s, $, d }) {
    const a = aging(s);
    band(sheet, s.vendor.name, { color: '#bf360c', size: 16, right: 'PAST DUE NOTICE' });
    pairs(sheet, 40, 90, [['Notice Date', d(s.issued)], ['Account Number', s.account], ['Service Address', `${s.property.name}, ${s.property.street}`]], { labelWidth: 100, size: 9.5 });
    lines(sheet, 40, 156, customerLines(s, true), { size: 9.5 });
    sheet.rect(360, 150, 212, 70, { stroke: '#bf360c', width: 2 });
    sheet.text('PAST DUE AMOUNT', 466, 170, { font: 'sansBold', size: 10, align: 'center', color: '#bf360c' });
    sheet.text($(a.overdue), 466, 196, { font: 'sansBold', size: 20, align: 'center' });
    sheet.text(`Pay by ${d(addDays(s.issued, 10))}`, 466, 212, { size: 9, align: 'center' });
    paragraph(sheet, 40, 250, 532, `Our records show your account is past due. To avoid interruption of gas service at the address above, the past due amount of ${$(a.overdue)} must be received by ${d(addDays(s.issued, 10))}. A reconnection charge of $85.00 and a deposit may be required if service is interrupted. If you have already paid, please disregard this notice.`, { size: 10, leading: 14 });
    paragraph(sheet, 40, 340, 532, 'Your current charges, if any, appear on your regular monthly bill and are not included above. Payment arrangements may be available; call us before the pay-by date.', { size: 9 });
    sheet.text(`${vendorLines(s.vendor).join(', ')}  ·  ${s.vendor.phone}`, 306, 760, { size: 8, align: 'center' });
    return expected(s, ['payee', 'currency', 'property'], { totalAmountCents: a.overdue });
  },
};

/** A British lift contractor's polite reminder letter: the invoice, its date and amount in prose. */
const harrowgate: Layout = {
  id: 'reminder-harrowgate-gb',
  family: 'reminder',
  vendorKind: 'elevator maintenance',
  vendor: { name: 'Harrowgate Lift Engineers Ltd', street: '5 Foundry Lane', locality: 'Sheffield S3 8AB', region: 'GB', phone: '0114 555 0163', email: 'creditcontrol@harrowgatelifts.example' },
  kinds: ['reminder', 'reminder', 'reminder'],
  spec: { catalog: 'elevator', terms: [30], number: numbers.prefixed('LE-', 4) },
  filename: (s) => `Reminder ${oldestOverdue(s).number}.pdf`,
  money: money.gbp,
  dates: 'dmyLong',
  draw({ sheet, s, $, d }) {
    const late = oldestOverdue(s);
    sheet.text(s.vendor.name, 555, 60, { font: 'serifBold', size: 17, align: 'right' });
    lines(sheet, 555, 76, [...vendorLines(s.vendor, true), s.vendor.phone], { font: 'serif', size: 9, align: 'right' });
    lines(sheet, 60, 150, customerLines(s, true), { font: 'serif', size: 10.5 });
    sheet.text(d(s.issued), 60, 230, { font: 'serif', size: 10.5 });
    sheet.text(`Our ref: ${late.number}/R1`, 60, 246, { font: 'serif', size: 10.5 });
    sheet.text(`Re: ${s.property.name} - outstanding invoice ${late.number}`, 60, 280, { font: 'serifBold', size: 10.5 });
    let y = paragraph(sheet, 60, 310, 475, 'Dear Sir or Madam,', { font: 'serif', size: 10.5 });
    y = paragraph(sheet, 60, y + 8, 475, `We note from our records that invoice ${late.number}, dated ${d(late.date)}, for the sum of ${$(late.owedCents)} remains unpaid. Payment fell due on ${d(late.due)}.`, { font: 'serif', size: 10.5, leading: 15 });
    y = paragraph(sheet, 60, y + 8, 475, 'We should be grateful if you would arrange payment within the next seven days. If payment has already been made, please let us have the remittance details so that we can allocate it, and accept our thanks.', { font: 'serif', size: 10.5, leading: 15 });
    y = paragraph(sheet, 60, y + 8, 475, 'Bank: Lloyds, sort code 30-94-57, account 11923380, quoting the invoice number.', { font: 'serif', size: 10.5, leading: 15 });
    lines(sheet, 60, y + 30, ['Yours faithfully,', '', '', 'Credit Control', s.vendor.name], { font: 'serif', size: 10.5 });
    return expected(s, ['payee', 'currency', 'property'], { invoiceNumber: late.number, totalAmountCents: late.owedCents });
  },
};

/** A software vendor's final notice, e-mail-like: the overdue invoice in a one-row table, an account-suspension date. */
const keybox: Layout = {
  id: 'reminder-keybox',
  family: 'reminder',
  vendorKind: 'saas',
  vendor: { name: 'Keybox Cloud, Inc.', street: '1200 Pearl St, Suite 500', locality: 'Boulder, CO 80302', region: 'US', phone: '(303) 555-0185', email: 'ar@keyboxcloud.example' },
  kinds: ['reminder', 'reminder', 'reminder'],
  spec: { catalog: 'saas', terms: [15], number: numbers.prefixed('KBX-', 6) },
  filename: (s) => `FINAL NOTICE ${oldestOverdue(s).number}.pdf`,
  money: money.usdBoth,
  dates: 'short',
  draw({ sheet, s, $, d }) {
    const late = oldestOverdue(s);
    wordmark(sheet, 'keybox', 48, 60, { size: 24, emblem: 'key', color: '#1e293b' });
    sheet.text('FINAL NOTICE', 564, 56, { font: 'sansBold', size: 14, align: 'right', color: '#dc2626' });
    sheet.text(d(s.issued), 564, 72, { size: 9, align: 'right' });
    lines(sheet, 48, 110, customerLines(s), { size: 9.5 });
    let y = paragraph(sheet, 48, 180, 516, `Hello, invoice ${late.number} is now more than ${Math.max(15, Math.round((Date.parse(s.issued) - Date.parse(late.due)) / 86_400_000))} days past due. To keep your portfolio's access to Keybox, please pay ${$(late.owedCents)} before ${d(addDays(s.issued, 7))}. After that date, logins for your team will be suspended until the balance is paid.`, { size: 10.5, leading: 15 });
    y = table(sheet, 48, y + 16, [{ title: 'Invoice', width: 130 }, { title: 'Issued', width: 100 }, { title: 'Due', width: 100 }, { title: 'Amount due', width: 110, align: 'right' }, { title: 'Status', width: 76 }], [[late.number, d(late.date), d(late.due), $(late.owedCents), 'OVERDUE']], { look: 'rules', size: 9 });
    paragraph(sheet, 48, y + 20, 516, 'Pay by card or ACH from the billing page, or reply to this notice if you believe it was sent in error.', { size: 9.5 });
    sheet.text(`${s.vendor.name} · ${vendorLines(s.vendor).join(', ')} · ${s.vendor.email}`, 306, 770, { size: 7.5, align: 'center', color: '#64748b' });
    return expected(s, ['payee', 'currency'], { invoiceNumber: late.number, totalAmountCents: late.owedCents });
  },
};

export const reminderLayouts: Layout[] = [copperline, harrowgate, keybox];
