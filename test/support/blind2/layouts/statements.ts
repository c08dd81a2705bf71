import { addDays } from '../../blind/core/dates';
import { cutLine, labelsAbove, lines, pairs, paragraph, table, totals } from '../../blind/pdf/blocks';
import { emblem, monogram, wordmark } from '../../blind/pdf/logo';
import { formatDate, formatPlain, money } from '../core/format';
import { type Layout } from '../core/layout';
import { financialYear, shapes } from '../core/numbers';
import { type Scenario, expected } from '../core/scenario';
import { type OpenItem, balanceOf, buckets, openItems, overdue } from './accounts';
import { customerLines } from './parts';

function open(s: Scenario): OpenItem[] {
  const items = openItems(s);
  return items.length > 0 ? items : [overdue(s)];
}

/** An Edmonton trade supplier's open-item statement: invoices and a credit, ISO dates, ageing in a row of boxes. */
const northland: Layout = {
  id: 'statement-northland-ca',
  family: 'statement',
  vendorKind: 'plumbing/electrical supply',
  vendor: { name: 'Northland Trade Supply Ltd.', street: '12720 170 St NW', locality: 'Edmonton, AB T5V 1L8', region: 'CA', phone: '780-555-0145', email: 'credit@northlandtrade.example', taxId: 'GST 70881 2219 RT0001' },
  kinds: ['statement', 'statement', 'statement'],
  spec: { catalog: 'partsSupply', terms: [30], number: shapes.bare(700000, 799999), sites: ['Whyte Avenue Lofts'] },
  filename: (s) => `Statement_${s.issued}.pdf`,
  money: money.cad,
  dates: 'iso',
  draw({ sheet, s, $, d }) {
    const items = open(s);
    const credit = s.rng.chance(0.5) ? s.rng.int(2000, 9000) : 0;
    const rows = items.map((item) => [d(item.date), 'Invoice', item.number, d(item.due), $(item.amountCents), $(item.owed)]);
    if (credit) rows.push([d(addDays(s.issued, -9)), 'Credit memo', `CR${s.rng.digits(5)}`, '', $(-credit), $(-credit)]);
    const balance = balanceOf(items) - credit;
    const aged = buckets(items);
    aged[0] -= credit;
    monogram(sheet, 'N', 40, 30, 36, '#1b5e20');
    sheet.text(s.vendor.name, 84, 48, { font: 'sansBold', size: 14 });
    sheet.text(`${s.vendor.street}, ${s.vendor.locality}  \u00b7  ${s.vendor.phone}`, 84, 61, { size: 8 });
    sheet.text('STATEMENT OF ACCOUNT', 572, 48, { font: 'sansBold', size: 13, align: 'right' });
    pairs(sheet, 400, 80, [['Statement date', d(s.issued)], ['Customer no.', s.account], ['Terms', 'Net 30']], { labelWidth: 86, size: 9, leading: 14 });
    lines(sheet, 40, 90, customerLines(s, true), { size: 9.5 });
    let y = table(sheet, 40, 170, [{ title: 'Date', width: 72 }, { title: 'Type', width: 82 }, { title: 'Reference', width: 90 }, { title: 'Due', width: 72 }, { title: 'Original', width: 100, align: 'right' }, { title: 'Open amount', width: 116, align: 'right' }], rows, { look: 'rules', size: 8.5 });
    y = labelsAbove(sheet, 40, y + 24, [['Current', $(aged[0])], ['1-30 days', $(aged[1])], ['31-60 days', $(aged[2])], ['61-90 days', $(aged[3])], ['Over 90', $(aged[4])], ['Balance due', $(balance)]], [88, 88, 88, 88, 88, 92], { boxed: true, valueSize: 9, fill: '#e8f5e9' });
    paragraph(sheet, 40, y + 16, 532, 'This statement lists open items only. Please pay by invoice; if you have already paid, please accept our thanks. Overdue balances bear interest at 2% per month.', { size: 8.5 });
    return expected(s, ['payee', 'billDate', 'currency'], { totalAmountCents: balance });
  },
};

/** An Indian trader's ledger statement: opening balance, Dr and Cr columns, running balance, "Closing Balance ... Dr". */
const vasudha: Layout = {
  id: 'statement-vasudha-ledger-in',
  family: 'statement',
  vendorKind: 'plumbing/electrical supply',
  vendor: { name: 'Vasudha Electricals & Sanitary Traders', street: '41, S.P. Road', locality: 'Bengaluru 560002', region: 'IN', phone: '+91 80 5550 2290', email: 'accounts@vasudhatraders.example', taxId: 'GSTIN 29ABVPV2231Q1Z4' },
  kinds: ['statement', 'statement', 'statement'],
  spec: { catalog: 'electricalParts', terms: [30], number: shapes.fySeries('VET'), sites: ['Lotus Residency'] },
  filename: (s) => `Ledger_${s.customer.name.split(' ')[0] ?? 'Account'}_${s.issued}.pdf`,
  money: money.inrPlain,
  dates: 'dmyDash',
  draw({ sheet, s, d }) {
    const n = (c: number): string => formatPlain(c, money.inrPlain);
    const opening = s.rng.int(20000, 400000) * 100;
    let balance = opening;
    const start = addDays(s.issued, -90);
    const rows: string[][] = [[d(start), 'Opening Balance', '', '', '', `${n(opening)} Dr`]];
    for (let i = 0; i < s.rng.int(5, 9); i += 1) {
      const date = addDays(start, 8 + i * 9);
      if (i % 3 === 2) {
        const paid = Math.round(balance * s.rng.pick([0.4, 0.6, 0.8]) / 100) * 100;
        balance -= paid;
        rows.push([d(date), `By NEFT ${s.rng.pick(['HDFC', 'ICICI', 'SBI'])} UTR ${s.rng.digits(8)}`, 'Receipt', '', n(paid), `${n(balance)} ${balance >= 0 ? 'Dr' : 'Cr'}`]);
      } else {
        const amount = s.rng.int(8000, 150000) * 100;
        balance += amount;
        rows.push([d(date), `To Sales - Inv VET/${financialYear(date)}/${s.rng.int(1000, 2999)}`, 'Sales', n(amount), '', `${n(balance)} ${balance >= 0 ? 'Dr' : 'Cr'}`]);
      }
    }
    sheet.text(s.vendor.name, 297, 44, { font: 'sansBold', size: 13, align: 'center' });
    sheet.text(`${s.vendor.street}, ${s.vendor.locality}  \u00b7  ${s.vendor.taxId ?? ''}`, 297, 58, { size: 8, align: 'center' });
    sheet.text('LEDGER ACCOUNT / STATEMENT OF ACCOUNT', 297, 84, { font: 'sansBold', size: 11, align: 'center' });
    sheet.text(`${s.customer.name}`, 297, 100, { size: 9.5, align: 'center' });
    sheet.text(`${d(start)} to ${d(s.issued)}`, 297, 114, { size: 9, align: 'center' });
    let y = table(sheet, 40, 130, [{ title: 'Date', width: 62 }, { title: 'Particulars', width: 190 }, { title: 'Vch Type', width: 55 }, { title: 'Debit', width: 68, align: 'right' }, { title: 'Credit', width: 68, align: 'right' }, { title: 'Balance', width: 72, align: 'right' }], rows, { look: 'grid', size: 7.5, rowHeight: 16 });
    y = table(sheet, 40, y, [{ title: `Closing Balance as on ${d(s.issued)}`, width: 443 }, { title: `${n(balance)} Dr`, width: 72, align: 'right' }], [], { look: 'grid', size: 8 });
    paragraph(sheet, 40, y + 20, 515, 'Kindly verify and confirm the balance. Any discrepancy should be reported within 15 days, failing which the account will be treated as confirmed. E. & O.E.', { size: 8 });
    sheet.text(`for ${s.vendor.name}`, 555, y + 80, { font: 'sansBold', size: 8.5, align: 'right' });
    return expected(s, ['payee', 'billDate'], { totalAmountCents: balance });
  },
};

/** An HVAC contractor's monthly statement for one building: invoices, payments, a past-due amount, and a remittance stub asking for the balance. */
const ironwood: Layout = {
  id: 'statement-ironwood-hvac',
  family: 'statement',
  vendorKind: 'HVAC',
  vendor: { name: 'Ironwood Mechanical Contractors, Inc.', street: '2290 S Jason St', locality: 'Denver, CO 80223', region: 'US', phone: '(303) 555-0138', email: 'ar@ironwoodmech.example' },
  kinds: ['statement', 'statement', 'statement'],
  spec: { catalog: 'hvac', terms: [30], number: shapes.bare(30000, 39999), sites: ['Copper Creek Apartments'] },
  filename: (s) => `Ironwood Statement ${formatDate(s.issued, 'iso')}.pdf`,
  money: money.usd,
  dates: 'mdyShort',
  draw({ sheet, s, $, d }) {
    const items = open(s);
    const balance = balanceOf(items);
    const past = items.filter((item) => item.late > 0).reduce((sum, item) => sum + item.owed, 0);
    emblem(sheet, 'gear', 40, 30, 28, '#4e342e');
    sheet.text('IRONWOOD MECHANICAL', 76, 46, { font: 'sansBold', size: 14, color: '#4e342e' });
    sheet.text(`${s.vendor.name}  \u00b7  ${s.vendor.street}, ${s.vendor.locality}`, 76, 58, { size: 7.5 });
    sheet.text('Statement', 572, 46, { font: 'serifItalic', size: 20, align: 'right' });
    sheet.text(`Date: ${d(s.issued)}`, 572, 62, { size: 9, align: 'right' });
    lines(sheet, 40, 100, customerLines(s), { size: 9 });
    sheet.text(`Property: ${s.property.name}`, 330, 100, { font: 'sansBold', size: 9 });
    const made = openItems(s).length === 0 ? items : [];
    const rows = [...s.history, ...made].flatMap((h) => [[d(h.date), `Invoice #${h.number}`, $(h.amountCents), ''], ...(h.paidCents ? [[d(addDays(h.date, 24)), `Payment - thank you (#${h.number})`, '', $(h.paidCents)]] : [])]);
    const y = table(sheet, 40, 170, [{ title: 'Date', width: 70 }, { title: 'Activity', width: 270 }, { title: 'Charges', width: 96, align: 'right' }, { title: 'Payments', width: 96, align: 'right' }], rows, { look: 'zebra', accent: '#4e342e', size: 8.5 });
    totals(sheet, 470, 572, y + 18, [['Past due', $(past)], ['Current', $(balance - past)], ['Balance', $(balance), 'bold']], { size: 9.5 });
    cutLine(sheet, 650, 'Please return this portion with your payment');
    labelsAbove(sheet, 300, 670, [['Statement date', d(s.issued)], ['Balance', $(balance)], ['Amount enclosed', '']], [90, 90, 92], { boxed: true, valueSize: 9 });
    lines(sheet, 40, 684, [s.vendor.name, s.vendor.street, s.vendor.locality], { size: 9 });
    return expected(s, ['payee', 'billDate', 'currency', 'property'], { totalAmountCents: balance });
  },
};

/** A New Zealand plumber's overdue letter: invoice, its date and amount in prose, a request to pay within seven days. */
const kauri: Layout = {
  id: 'reminder-tasman-plumbing-nz',
  family: 'reminder',
  vendorKind: 'plumbing',
  vendor: { name: 'Tasman Plumbing & Drainage Ltd', street: '55 Carlyle Street', locality: 'Sydenham, Christchurch 8023', region: 'NZ', phone: '03 555 0171', email: 'accounts@tasmanplumbing.example', taxId: 'GST 104-882-571' },
  kinds: ['reminder', 'reminder', 'reminder'],
  spec: { catalog: 'pipes', terms: [20], number: shapes.bare(8000, 9999), sites: ['Harakeke House'] },
  filename: (s) => `Overdue reminder - ${s.customer.name}.pdf`,
  money: money.nzd,
  dates: 'dmyLong',
  draw({ sheet, s, $, d }) {
    const late = overdue(s);
    sheet.text('Tasman Plumbing & Drainage', 40, 56, { font: 'sansBold', size: 17, color: '#006064' });
    lines(sheet, 555, 40, [s.vendor.street, s.vendor.locality, s.vendor.phone, s.vendor.taxId ?? ''], { size: 8, align: 'right' });
    sheet.text(d(s.issued), 40, 120, { size: 10 });
    lines(sheet, 40, 144, customerLines(s, true), { size: 10 });
    sheet.text(`Overdue account - ${s.property.name}`, 40, 224, { font: 'sansBold', size: 11 });
    let y = paragraph(sheet, 40, 246, 515, `Our records show that invoice ${late.number} dated ${d(late.date)} for ${$(late.owed)} (including GST) was due for payment on ${d(late.due)} and remains unpaid. We would be grateful if you could arrange payment within seven days.`, { size: 10, leading: 14 });
    y = paragraph(sheet, 40, y + 10, 515, `Payment can be made to ${s.vendor.name}, 06-0801-0441127-00, using ${late.number} as the reference. If payment has been made in the last few days, please disregard this letter.`, { size: 10, leading: 14 });
    lines(sheet, 40, y + 30, ['Kind regards,', '', 'Megan Falloon', 'Accounts'], { size: 10 });
    return expected(s, ['payee', 'currency', 'property'], { invoiceNumber: late.number, totalAmountCents: late.owed });
  },
};

/** A US hauler's boxed past-due notice: overdue invoices listed, a service-suspension date, no new charges. */
const clearwater: Layout = {
  id: 'reminder-gulfside-waste-pastdue',
  family: 'reminder',
  vendorKind: 'waste/recycling',
  vendor: { name: 'Gulfside Environmental Services, Inc.', street: '7700 Ogeechee Rd', locality: 'Savannah, GA 31419', region: 'US', phone: '(912) 555-0116', email: 'collections@gulfsideenv.example' },
  kinds: ['reminder', 'reminder', 'reminder'],
  spec: { catalog: 'waste', terms: [20], number: shapes.dashPadded('GES', 6), sites: ['Magnolia Bend Apartments'] },
  filename: () => 'Past Due Notice.pdf',
  money: money.usd,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    const items = open(s).filter((item) => item.late > 0);
    const list = items.length > 0 ? items : [overdue(s)];
    const owed = balanceOf(list);
    sheet.rect(40, 40, 532, 50, { fill: '#b71c1c' });
    sheet.text('PAST DUE NOTICE', 306, 72, { font: 'sansBold', size: 22, color: '#ffffff', align: 'center' });
    wordmark(sheet, 'Gulfside Environmental', 40, 124, { size: 14, emblem: 'leaf', color: '#2e7d32' });
    lines(sheet, 40, 146, [s.vendor.name, s.vendor.street, s.vendor.locality], { size: 8.5 });
    pairs(sheet, 360, 112, [['Notice date', d(s.issued)], ['Account', s.account], ['Service address', s.property.name]], { labelWidth: 86, size: 9, leading: 14 });
    lines(sheet, 40, 200, customerLines(s, true), { size: 9.5 });
    let y = table(sheet, 40, 270, [{ title: 'Invoice', width: 120 }, { title: 'Invoice date', width: 130 }, { title: 'Due date', width: 130 }, { title: 'Past due amount', width: 152, align: 'right' }], list.map((item) => [item.number, d(item.date), d(item.due), $(item.owed)]), { look: 'grid', size: 9 });
    y = totals(sheet, 440, 572, y + 20, [['TOTAL PAST DUE', $(owed), 'box']], { size: 11, boxFill: '#ffcdd2' });
    paragraph(sheet, 40, y + 12, 532, `Your account is past due. To avoid interruption of service, payment of ${$(owed)} must be received by ${d(addDays(s.issued, 10))}. Service suspended for non-payment is subject to a $75.00 reinstatement fee. If you have recently sent payment, thank you; please disregard this notice.`, { size: 9.5, leading: 13 });
    return expected(s, ['payee', 'currency', 'property'], { totalAmountCents: owed });
  },
};

export const statementLayouts: Layout[] = [northland, vasudha, ironwood, kauri, clearwater];
