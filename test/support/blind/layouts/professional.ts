import { addDays, formatDate } from '../core/dates';
import { type Layout } from '../core/layout';
import { money } from '../core/money';
import { numbers } from '../core/numbers';
import { expected } from '../core/scenario';
import { lines, pairs, paragraph, table, totals } from '../pdf/blocks';
import { type Sheet } from '../pdf/paper';
import { customerLines, vendorLines } from './parts';

const TIMEKEEPERS = [['EWF', 'E. Whitcombe', 42500], ['JL', 'J. Lindqvist', 36000], ['PG', 'P. Gutierrez (paralegal)', 16500]] as const;

/** A law firm's two-page bill: letterhead, "Re:" matter line, dated time entries, prior balance and payments. */
const whitcombe: Layout = {
  id: 'legal-whitcombe',
  family: 'professional',
  vendorKind: 'legal',
  vendor: { name: 'Whitcombe, Farrow & Lindqvist LLP', street: '1 Capitol Square, Suite 2100', locality: 'Columbus, OH 43215', region: 'US', phone: '(614) 555-0190', email: 'billing@wfllaw.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'legal', items: [1, 1], terms: [30], number: numbers.plain(118000, 119999), unit: 1, carry: 'balance' },
  filename: (s) => `WFL Statement for Services - Inv ${s.number}.pdf`,
  money: money.usd,
  dates: 'long',
  draw({ paper, s, $, d }) {
    const entries = Array.from({ length: s.rng.int(26, 34) }, (_, i) => {
      const [initials, , rate] = s.rng.pick(TIMEKEEPERS);
      const tenths = s.rng.int(1, 18);
      return { date: formatDate(addDays(s.periodStart, Math.floor(i * 0.9)), 'mdy'), initials, tenths, amount: (rate * tenths) / 10 };
    });
    const fees = entries.reduce((sum, e) => sum + e.amount, 0);
    const costs = s.rng.int(9500, 25000);
    const current = fees + costs;
    const due = current + s.previous - s.paid;
    const head = (sheet: Sheet, page: number): void => {
      sheet.text(s.vendor.name.toUpperCase(), 306, 54, { font: 'serifBold', size: 15, align: 'center' });
      sheet.text(`${vendorLines(s.vendor).join(' | ')} | ${s.vendor.phone}`, 306, 68, { font: 'serif', size: 8.5, align: 'center' });
      sheet.text(`Page ${page}`, 552, 768, { font: 'serif', size: 8, align: 'right' });
    };
    const tasks = ['Review correspondence from tenant counsel', 'Draft notice of default', 'Telephone conference with property manager', 'Prepare for hearing', 'Attend eviction hearing', 'Review rent ledger', 'Draft settlement terms'];
    const rows = entries.map((e) => [e.date, e.initials, s.rng.pick(tasks), (e.tenths / 10).toFixed(1), $(e.amount)]);
    const cols = [{ title: 'Date', width: 66 }, { title: 'Atty', width: 36 }, { title: 'Description', width: 270 }, { title: 'Hours', width: 44, align: 'right' as const }, { title: 'Amount', width: 76, align: 'right' as const }];
    const first = paper.page();
    head(first, 1);
    lines(first, 60, 110, customerLines(s, true), { font: 'serif', size: 10 });
    pairs(first, 360, 110, [['Invoice No.', s.number], ['Date', d(s.issued)], ['Client-Matter', `${s.rng.int(2000, 2999)}-${s.rng.digits(3)}`]], { labelWidth: 80, size: 10, labelFont: 'serifBold', valueFont: 'serif' });
    first.text(`Re: ${s.property.name}, Unit ${s.unit ?? ''} - landlord-tenant matter`, 60, 190, { font: 'serifBold', size: 10 });
    first.text(`For professional services rendered through ${d(s.periodEnd)}:`, 60, 208, { font: 'serif', size: 10 });
    table(first, 60, 220, cols, rows.slice(0, 22), { look: 'rules', font: 'serif', headFont: 'serifBold', size: 8.5, rowHeight: 19 });
    const second = paper.page();
    head(second, 2);
    let y = table(second, 60, 100, cols, rows.slice(22), { look: 'rules', font: 'serif', headFont: 'serifBold', size: 8.5, rowHeight: 19 });
    y = totals(second, 440, 552, y + 24, [
      ['Total fees', $(fees)], ['Costs advanced (filing, service of process)', $(costs)], ['Total this invoice', $(current), 'rule'],
      ['Prior balance', $(s.previous)], ['Payments received - thank you', $(-s.paid)], ['BALANCE DUE', $(due), 'bold'],
    ], { font: 'serif', size: 10 });
    paragraph(second, 60, y + 16, 492, 'Payment is due within 30 days of the invoice date. Please include the invoice number with your remittance. Wire instructions available on request; we will never change them by e-mail.', { font: 'serif', size: 9 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'currency', 'property', 'unit'], { totalAmountCents: due });
  },
};

/** A British accountants' fee note: letter form, the fee described in prose with a year-end date, "payable within 14 days". */
const pemberton: Layout = {
  id: 'accounting-pemberton-gb',
  family: 'professional',
  vendorKind: 'accounting',
  vendor: { name: 'Pemberton Haigh LLP', street: '22 Park Square East', locality: 'Leeds LS1 2NE', region: 'GB', phone: '0113 555 0178', email: 'fees@pembertonhaigh.example', taxId: 'VAT registration 291 5520 83' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'accounting', items: [2, 3], tax: 'region', terms: [14], number: numbers.plain(4000, 4999), sites: ['Albion Court', 'Kingsmead House', 'Thornbury Mews'] },
  filename: (s) => `Fee note ${s.number}.pdf`,
  money: money.gbp,
  dates: 'dmyLong',
  draw({ sheet, s, $, d }) {
    sheet.text(s.vendor.name, 40, 60, { font: 'serif', size: 22, color: '#4a148c' });
    sheet.text('Chartered Accountants', 40, 76, { font: 'serifItalic', size: 10 });
    lines(sheet, 555, 48, [...vendorLines(s.vendor, true), s.vendor.phone, s.vendor.email], { font: 'serif', size: 8.5, align: 'right' });
    lines(sheet, 40, 130, customerLines(s, true), { font: 'serif', size: 10 });
    pairs(sheet, 360, 130, [['Fee note', s.number], ['Date', d(s.issued)], ['Client ref', `PEN/${s.rng.digits(3)}`]], { labelWidth: 70, size: 10, labelFont: 'serifBold', valueFont: 'serif' });
    sheet.text('FEE NOTE', 297, 220, { font: 'serifBold', size: 13, align: 'center' });
    const yearEnd = `${Number(s.issued.slice(0, 4)) - 1}-12-31`;
    let y = paragraph(sheet, 40, 250, 515, `To our professional charges in connection with ${s.property.name}, ${s.property.street}, ${s.property.locality}, for the service charge year ended ${d(yearEnd)}, including:`, { font: 'serif', size: 10, leading: 14 });
    y = table(sheet, 60, y + 8, [{ title: '', width: 380 }, { title: '', width: 95, align: 'right' }], s.items.map((item) => [`- ${item.description}`, $(item.amountCents)]), { look: 'plain', font: 'serif', size: 10 });
    y = totals(sheet, 440, 555, y + 20, [['Fee', $(s.subtotal)], ['VAT at 20%', $(s.tax)], ['Total', $(s.amountDue), 'rule']], { font: 'serif', size: 10 });
    paragraph(sheet, 40, y + 20, 515, 'Payable within 14 days of the date of this fee note. Please quote the fee note number with your payment. Bank: Barclays, sort code 20-32-06, account 60731174.', { font: 'serif', size: 9.5 });
    sheet.text(`${s.vendor.taxId ?? ''}. A list of members is available at our registered office.`, 297, 800, { font: 'serif', size: 7, align: 'center' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'total', 'currency', 'property']);
  },
};

export const professionalLayouts: Layout[] = [whitcombe, pemberton];
