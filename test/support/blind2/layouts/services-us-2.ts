import { addDays } from '../../blind/core/dates';
import { labelsAbove, lines, pairs, paragraph, table, totals } from '../../blind/pdf/blocks';
import { band, monogram, wordmark } from '../../blind/pdf/logo';
import { formatDate, money } from '../core/format';
import { type Layout } from '../core/layout';
import { shapes } from '../core/numbers';
import { expected } from '../core/scenario';
import { customerLines, itemRows, reference } from './parts';

/** A parking operator's management-fee invoice: a right-aligned summary block at the top, reimbursable payroll listed below. */
const chesapeake: Layout = {
  id: 'parking-chesapeake',
  family: 'service',
  vendorKind: 'parking management',
  vendor: { name: 'Chesapeake Parking Management, LLC', street: '400 E Pratt St, Suite 610', locality: 'Baltimore, MD 21202', region: 'US', phone: '(410) 555-0144', email: 'ar@chesapeakeparking.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'parking', items: [2, 4], terms: [20], number: shapes.dashPadded('CPM', 5), sites: ['Harborview Plaza'] },
  filename: (s) => `${s.number} Harborview Garage.pdf`,
  money: money.usd,
  dates: 'shortPad',
  draw({ sheet, s, $, d }) {
    monogram(sheet, 'P', 40, 34, 38, '#1565c0');
    sheet.text('Chesapeake Parking', 86, 52, { font: 'sansBold', size: 15 });
    sheet.text('Management \u00b7 Valet \u00b7 Enforcement', 86, 65, { size: 8.5 });
    totals(sheet, 480, 572, 46, [['Invoice No.', s.number], ['Invoice Date', d(s.issued)], ['Due Date', d(s.due)], ['Amount Due', $(s.total), 'bold']], { size: 9, leading: 14 });
    lines(sheet, 40, 130, customerLines(s, true), { size: 9.5 });
    sheet.text('Facility', 340, 130, { font: 'sansBold', size: 9 });
    lines(sheet, 340, 143, [s.property.name, 'Parking garage, levels P1-P4', s.property.street, s.property.locality, `Location code ${reference(s, 'BAL-###')}`], { size: 9 });
    sheet.text(`For the month of ${formatDate(s.periodStart, 'long').replace(/ \d+,/, '')}`, 40, 222, { font: 'sansBold', size: 10 });
    let y = table(sheet, 40, 232, [{ title: 'Description', width: 310 }, { title: 'Qty / hrs', width: 60, align: 'right' }, { title: 'Rate', width: 70, align: 'right' }, { title: 'Amount', width: 92, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'grid', size: 8.5 });
    y = totals(sheet, 470, 572, y + 18, [['Total Amount Due', $(s.total), 'rule']], { size: 10 });
    paragraph(sheet, 40, y + 10, 532, `Please remit to ${s.vendor.name}, ${s.vendor.street}, ${s.vendor.locality}, or by ACH to the account on file. Reference the invoice number with your payment. Monthly revenue reports are sent separately.`, { size: 8.5 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

/** A laundry-route operator: machine lease per laundry room, less the commission it owes the property, so the amount due is the net. */
const cleanSpin: Layout = {
  id: 'laundry-cleanspin',
  family: 'service',
  vendorKind: 'laundry equipment',
  vendor: { name: 'CleanSpin Laundry Systems, Inc.', street: '2401 W Market St', locality: 'Greensboro, NC 27403', region: 'US', phone: '1-800-555-0161', email: 'accounts@cleanspin.example', web: 'cleanspin.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'laundry', items: [2, 4], terms: [30], number: shapes.spacedPrefix('LR'), sites: ['Magnolia Bend Apartments', 'Prairie Rose Townhomes', 'Copper Creek Apartments'] },
  filename: (s) => `CleanSpin_${s.number.replace(' ', '')}.pdf`,
  money: money.usdParens,
  dates: 'short',
  draw({ sheet, s, $, d }) {
    const commission = Math.round(s.total * (0.15 + s.rng.next() * 0.3));
    const due = s.total - commission;
    band(sheet, 'CleanSpin Laundry Systems', { color: '#00897b', size: 18, right: 'INVOICE' });
    pairs(sheet, 40, 86, [['Invoice', s.number], ['Date', d(s.issued)], ['Due', d(s.due)], ['Location ID', reference(s, 'L-#####')]], { labelWidth: 70, size: 9, leading: 14 });
    lines(sheet, 330, 86, customerLines(s), { size: 9 });
    sheet.text(`Laundry rooms at ${s.property.name}, ${s.property.street}, ${s.property.locality}`, 40, 160, { font: 'sansBold', size: 9 });
    let y = table(sheet, 40, 172, [{ title: 'Equipment / service', width: 300 }, { title: 'Machines', width: 60, align: 'right' }, { title: 'Monthly rate', width: 80, align: 'right' }, { title: 'Amount', width: 92, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'rules', size: 8.5 });
    y = totals(sheet, 470, 572, y + 18, [
      ['Lease & service charges', $(s.total)], [`Less commission earned (${formatDate(s.periodStart, 'short')} - ${formatDate(s.periodEnd, 'short')})`, $(-commission)], ['Net amount due', $(due), 'box'],
    ], { size: 9, boxFill: '#d7f0ec' });
    sheet.text('Collections this period', 40, y + 10, { font: 'sansBold', size: 9 });
    table(sheet, 40, y + 18, [{ title: 'Room', width: 120 }, { title: 'Card revenue', width: 100, align: 'right' }, { title: 'Coin revenue', width: 100, align: 'right' }, { title: 'Commission %', width: 100, align: 'right' }],
      [['Bldg A laundry', $(commission * 2), $(0), '50%'], ['Bldg C laundry', $(s.rng.int(10000, 40000)), $(s.rng.int(0, 8000)), '0% (lease)']], { look: 'plain', size: 8 });
    sheet.text(`${s.vendor.name}  \u00b7  ${s.vendor.street}, ${s.vendor.locality}  \u00b7  Pay online at ${s.vendor.web ?? ''}/pay  \u00b7  ${s.vendor.phone}`, 306, 760, { size: 7.5, align: 'center' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'currency', 'property'], { totalAmountCents: due });
  },
};

/** A pool route service: a visit log with dates and chemical readings, credits line, previous balance and payments. */
const blueHorizon: Layout = {
  id: 'pool-bluehorizon',
  family: 'trade',
  vendorKind: 'pool service',
  vendor: { name: 'Blue Horizon Pool & Spa Service', street: '3160 Cleveland Ave', locality: 'Santa Rosa, CA 95403', region: 'US', phone: '(707) 555-0196', email: 'office@bluehorizonpools.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'pool', items: [2, 3], terms: [10], number: shapes.bare(100000, 199999), carry: 'balance', sites: ['Redwood Crossing'] },
  filename: (s) => `Invoice_${s.number}.pdf`,
  money: money.usd,
  dates: 'mdy',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, 'Blue Horizon', 40, 56, { size: 22, emblem: 'wave', color: '#0288d1', tagline: 'Pool & Spa Service \u00b7 CPO certified' });
    labelsAbove(sheet, 340, 36, [['Invoice #', s.number], ['Date', d(s.issued)], ['Due', d(s.due)]], [80, 76, 76], { boxed: true, fill: '#e1f5fe', valueSize: 9 });
    lines(sheet, 40, 112, customerLines(s), { size: 9 });
    sheet.text('Pool location', 340, 100, { font: 'sansBold', size: 8.5 });
    lines(sheet, 340, 112, [s.property.name, `${s.property.street}, ${s.property.locality}`, 'Main pool + spa'], { size: 9 });
    const visits = Array.from({ length: 4 }, (_, i) => [formatDate(addDays(s.periodStart, 3 + i * 7), 'mdy'), `${(7.2 + s.rng.next() * 0.5).toFixed(1)}`, `${(1 + s.rng.next() * 2).toFixed(1)}`, s.rng.pick(['Brushed, vacuumed', 'Emptied baskets, backwashed', 'Cleaned tile line', 'Skimmed, checked equipment'])]);
    let y = table(sheet, 40, 180, [{ title: 'Visit', width: 80 }, { title: 'pH', width: 50, align: 'right' }, { title: 'Cl ppm', width: 60, align: 'right' }, { title: 'Notes', width: 342 }], visits, { look: 'plain', size: 8 });
    y = table(sheet, 40, y + 12, [{ title: 'Charges', width: 360 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Amount', width: 122, align: 'right' }], itemRows(s, $, ['description', 'qty', 'amount']), { look: 'rules', size: 9 });
    y = totals(sheet, 470, 572, y + 18, [
      ['This invoice', $(s.total)], ['Previous balance', $(s.previous)], ['Payments & credits', $(-s.paid)], ['Balance due', $(s.amountDue), 'bold'],
    ], { size: 9 });
    paragraph(sheet, 40, y + 8, 532, 'Thank you! Please make checks payable to Blue Horizon Pool & Spa Service. Accounts over 30 days may have service suspended.', { size: 8.5 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

/** A sign shop: half paid as a deposit on order, the balance "due upon completion", a re-issued invoice number with a suffix. */
const brightway: Layout = {
  id: 'signage-brightway',
  family: 'trade',
  vendorKind: 'signage',
  vendor: { name: 'Brightway Sign Company', street: '8810 Lenexa Dr', locality: 'Overland Park, KS 66214', region: 'US', phone: '(913) 555-0150', email: 'orders@brightwaysigns.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'signs', items: [2, 4], tax: 0.0948, terms: [0], number: shapes.suffixed('BW'), carry: 'deposit', sites: ['Prairie Rose Townhomes'] },
  filename: (s) => `Brightway ${s.number}.pdf`,
  money: money.usd,
  dates: 'mdy',
  draw({ sheet, s, $, d }) {
    sheet.text('BRIGHTWAY', 40, 58, { font: 'sansBold', size: 28, color: '#f57c00' });
    sheet.text('SIGN COMPANY', 44, 72, { font: 'sansBold', size: 9, color: '#555555' });
    sheet.text('Invoice', 572, 50, { font: 'serifItalic', size: 20, align: 'right' });
    pairs(sheet, 400, 72, [['Number', s.number], ['Date', d(s.issued)], ['Job', reference(s, 'J-####')]], { labelWidth: 60, size: 9, leading: 13 });
    lines(sheet, 40, 130, ['Sold to:', ...customerLines(s)], { size: 9 });
    lines(sheet, 330, 130, ['Install at:', s.property.name, s.property.street, s.property.locality], { size: 9 });
    let y = table(sheet, 40, 210, [{ title: 'Item', width: 300 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Each', width: 90, align: 'right' }, { title: 'Total', width: 92, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'grid', size: 9 });
    y = totals(sheet, 470, 572, y + 20, [['Subtotal', $(s.subtotal)], ['Sales tax 9.48%', $(s.tax)], ['Job total', $(s.total), 'rule'], [`Deposit paid ${d(addDays(s.issued, -s.rng.int(20, 50)))}`, $(-s.deposit)], ['BALANCE DUE', $(s.amountDue), 'box']], { size: 9.5, boxFill: '#ffe0b2' });
    sheet.text('Balance due upon completion of installation.', 40, y + 10, { font: 'sansBold', size: 9.5 });
    paragraph(sheet, 40, y + 28, 532, `Replaces invoice ${s.number.replace(/-[A-Z]$/, '')} (revised quantities). Make checks payable to ${s.vendor.name}. ${s.vendor.street}, ${s.vendor.locality}  \u00b7  ${s.vendor.phone}.`, { size: 8.5 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

export const usServices2: Layout[] = [chesapeake, cleanSpin, blueHorizon, brightway];
