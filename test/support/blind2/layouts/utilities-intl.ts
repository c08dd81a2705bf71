import { addDays } from '../../blind/core/dates';
import { cutLine, labelsAbove, lines, pairs, paragraph, table, totals } from '../../blind/pdf/blocks';
import { monogram } from '../../blind/pdf/logo';
import { formatDate, formatPlain, money } from '../core/format';
import { type Layout } from '../core/layout';
import { shapes } from '../core/numbers';
import { expected } from '../core/scenario';
import { customerLines, itemRows, reference } from './parts';

/** A British business gas supplier: trading name on top, the legal name in the small print and bank details; kWh worked out from m3. */
const ncg: Layout = {
  id: 'gas-ncg-business-gb',
  family: 'utility',
  vendorKind: 'gas',
  vendor: { name: 'Northern Counties Gas Supply Ltd', brand: 'NCG Business Energy', street: '3 Wellington Place', locality: 'Leeds LS1 4AP', region: 'GB', phone: '0330 555 0192', email: 'business@ncgenergy.example', web: 'ncgenergy.example', taxId: 'VAT No. 845 2201 67' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'gasUk', items: [3, 3], tax: 'region', terms: [14], number: shapes.yearSlash(6), carry: 'balance' },
  filename: (s) => `NCG invoice ${s.number.replace('/', '-')}.pdf`,
  money: money.gbp,
  dates: 'dmy',
  draw({ sheet, s, $, d }) {
    monogram(sheet, 'NCG', 40, 30, 40, '#e35205', true);
    sheet.text('Business Energy', 88, 55, { font: 'sansBold', size: 14, color: '#e35205' });
    sheet.rect(335, 28, 220, 92, { fill: '#f2f2f2' });
    pairs(sheet, 345, 46, [['Invoice number', s.number], ['Invoice date', d(s.issued)], ['Account number', s.account], ['Please pay by', d(s.due)]], { labelWidth: 90, size: 9, leading: 18, labelFont: 'sans' });
    lines(sheet, 60, 140, customerLines(s, true), { size: 10 });
    sheet.text('Your gas invoice', 40, 236, { font: 'sansBold', size: 20 });
    sheet.text(`Supply address: ${s.property.name}, landlord supply, ${s.property.street}, ${s.property.locality}`, 40, 256, { size: 8.5 });
    sheet.text(`Meter point reference (MPRN): ${reference(s, '#########')}   Period: ${d(s.periodStart)} to ${d(s.periodEnd)}`, 40, 269, { size: 8.5 });
    let y = totals(sheet, 400, 555, 300, [
      ['Balance brought forward', $(s.previous)], ['Payments received - thank you', $(-s.paid)],
      ['Charges this period (incl. VAT)', $(s.total)], ['Amount to pay', $(s.amountDue), 'box'],
    ], { size: 10, leading: 18, boxFill: '#fde3d3' });
    sheet.text('How we worked out your bill', 40, y + 20, { font: 'sansBold', size: 11 });
    const prev = s.rng.int(10000, 60000);
    const used = s.rng.int(900, 9000);
    const kwh = Math.round((used * 1.02264 * 39.4) / 3.6);
    y = table(sheet, 40, y + 28, [{ title: 'Previous read', width: 90, align: 'right' }, { title: 'Latest read', width: 90, align: 'right' }, { title: 'Units (m3)', width: 80, align: 'right' }, { title: 'Correction', width: 70, align: 'right' }, { title: 'Calorific value', width: 90, align: 'right' }, { title: 'kWh', width: 95, align: 'right' }],
      [[`${prev} A`, `${prev + used} ${s.rng.pick(['A', 'E'])}`, String(used), '1.02264', '39.4', kwh.toLocaleString('en-GB')]], { look: 'rules', size: 8.5 });
    y = table(sheet, 40, y + 14, [{ title: 'Charge', width: 365 }, { title: 'Amount', width: 150, align: 'right' }], itemRows(s, $, ['description', 'amount']), { look: 'rules', size: 8.5 });
    y = totals(sheet, 400, 555, y + 16, [['Charges before VAT', $(s.subtotal)], ['VAT at 20%', $(s.tax)], ['Total charges this period', $(s.total), 'bold']], { size: 9 });
    sheet.text('A: actual read   E: estimated read', 40, y, { size: 7.5, font: 'sansItalic' });
    sheet.rect(40, y + 14, 515, 62, { stroke: '#e35205' });
    lines(sheet, 50, y + 30, ['Pay by bank transfer to Northern Counties Gas Supply Ltd', `Sort code 40-11-62   Account 81234567   Reference ${s.account.replace(/ /g, '')}`, 'Or by Direct Debit: call us on 0330 555 0192 and we will set it up for you.'], { size: 9, leading: 14 });
    paragraph(sheet, 40, 790, 515, `NCG Business Energy is a trading name of ${s.vendor.name}, registered in England and Wales No. 08123456. Registered office: ${s.vendor.street}, ${s.vendor.locality}. ${s.vendor.taxId ?? ''}.`, { size: 7, color: '#666666' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

/** An Australian water authority's quarterly tax invoice: usage graph, total-due panel, BPAY and Post Billpay slip at the foot. */
const moreton: Layout = {
  id: 'water-moreton-au',
  family: 'utility',
  vendorKind: 'water/sewer',
  vendor: { name: 'Moreton Coast Water Authority', street: 'PO Box 2140', locality: 'Brisbane QLD 4001', region: 'AU', phone: '13 55 62', email: 'accounts@moretonwater.example', web: 'moretonwater.example', taxId: 'ABN 71 342 118 904' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'waterAu', items: [3, 4], terms: [28], number: shapes.long(10), carry: 'balance', unit: 0.8, sites: ['Jacaranda Court'] },
  filename: (s) => `MCW_TaxInvoice_${s.number}.pdf`,
  money: money.aud,
  dates: 'dmyShort',
  draw({ sheet, s, $, d }) {
    sheet.rect(0, 0, sheet.width, 70, { fill: '#00558c' });
    sheet.text('Moreton Coast Water', 40, 42, { font: 'sansBold', size: 20, color: '#ffffff' });
    lines(sheet, 555, 32, ['Tax invoice', `${s.vendor.name}  \u00b7  ${s.vendor.taxId ?? ''}`], { size: 8.5, color: '#ffffff', align: 'right', leading: 12 });
    pairs(sheet, 40, 100, [['Account number', s.account], ['Invoice number', s.number], ['Issue date', d(s.issued)], ['Billing period', `${d(s.periodStart)} - ${d(addDays(s.periodEnd, 60))}`]], { labelWidth: 95, size: 9, leading: 15, labelFont: 'sans' });
    sheet.text('Property', 40, 172, { font: 'sansBold', size: 9 });
    lines(sheet, 40, 185, [s.property.name, ...(s.unit ? [`Unit ${s.unit}`] : []), `${s.property.street}, ${s.property.locality}`], { size: 9 });
    sheet.rect(360, 90, 195, 110, { stroke: '#00558c', width: 1.5 });
    sheet.text('Total due', 457, 116, { size: 11, align: 'center' });
    sheet.text($(s.amountDue), 457, 148, { font: 'sansBold', size: 24, align: 'center', color: '#00558c' });
    sheet.text(`Due date  ${d(s.due)}`, 457, 180, { font: 'sansBold', size: 10, align: 'center' });
    lines(sheet, 60, 240, customerLines(s), { size: 9 });
    sheet.text('Your water use (kL per day)', 330, 240, { font: 'sansBold', size: 8.5 });
    ['Q1', 'Q2', 'Q3', 'Q4', 'Now'].forEach((q, i) => {
      const h = s.rng.int(15, 55);
      sheet.rect(340 + i * 40, 320 - h, 24, h, { fill: i === 4 ? '#00558c' : '#9cc3dd' });
      sheet.text(q, 352 + i * 40, 332, { size: 7, align: 'center' });
    });
    let y = table(sheet, 40, 352, [{ title: 'Charges this bill', width: 380 }, { title: 'Amount', width: 135, align: 'right' }], itemRows(s, $, ['description', 'amount']), { look: 'band', accent: '#00558c', size: 9 });
    y = totals(sheet, 420, 555, y + 18, [
      ['Balance from last bill', $(s.previous)], ['Payments received', $(-s.paid)], ['New charges', $(s.total)], ['GST included in new charges', $(0)], ['Total due', $(s.amountDue), 'bold'],
    ], { size: 9 });
    paragraph(sheet, 40, y + 6, 515, 'Water charges are GST-free. If you are having trouble paying, call us to talk about a payment plan before the due date.', { size: 8 });
    cutLine(sheet, 660);
    sheet.text('Payment slip', 40, 686, { font: 'sansBold', size: 10 });
    labelsAbove(sheet, 40, 696, [['Account number', s.account], ['Due date', d(s.due)], ['Total due', $(s.amountDue)]], [140, 100, 120], { boxed: true, valueSize: 9 });
    sheet.rect(40, 740, 180, 58, { stroke: '#333333' });
    lines(sheet, 48, 756, ['BPAY  Biller code: 41236', `Ref: ${s.account.replace(/ /g, '')}${s.rng.digits(1)}`, 'Call your bank or use internet banking'], { size: 8, leading: 12 });
    sheet.text(`*${reference(s, '####')} ${s.number} ${formatPlain(s.amountDue, money.plain).replace(/,/g, '')}`, 555, 780, { font: 'mono', size: 9, align: 'right' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

/** An Indian electricity distribution company's bill: a grid of labelled cells, arrears, "Rs." with lakh grouping, a late amount. */
const cauvery: Layout = {
  id: 'electric-cauvery-in',
  family: 'utility',
  vendorKind: 'electric',
  vendor: { name: 'Cauvery Power Distribution Company Limited', street: 'Corporate Office, K.R. Circle', locality: 'Bengaluru 560001', region: 'IN', phone: '1912', email: 'helpdesk@cauverypower.example', web: 'cauverypower.example', taxId: 'GSTIN 29AABCC1234F1Z5' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'electricIn', items: [4, 4], terms: [15], number: shapes.long(10), carry: 'balance', sites: ['Lotus Residency'] },
  filename: (s) => `Bill_${s.number}.pdf`,
  money: money.inr,
  dates: 'dmyDash',
  draw({ sheet, s, $, d }) {
    const late = s.amountDue + Math.round(s.total * 0.02);
    sheet.text(s.vendor.name.toUpperCase(), 297, 44, { font: 'sansBold', size: 12, align: 'center' });
    sheet.text('(A Government of Karnataka Undertaking)  \u00b7  LT ELECTRICITY BILL CUM NOTICE', 297, 58, { size: 8, align: 'center' });
    const cells: [string, string][] = [
      ['RR Number', reference(s, 'LT2@###')], ['Account ID', s.account.replace(/ /g, '')], ['Bill No.', s.number], ['Bill Date', d(s.issued)],
      ['Due Date', d(s.due)], ['Tariff', 'LT-2(a)(i) Domestic Common'], ['Sanctioned Load', `${s.rng.int(10, 60)} kW`], ['Reading Date', d(addDays(s.issued, -1))],
      ['Sub Division', 'S-4 Koramangala'], ['Meter No.', reference(s, '########')], ['Previous Reading', String(s.rng.int(10000, 40000))], ['Consumption (Units)', String(s.rng.int(1200, 9000))],
    ];
    cells.forEach(([label, value], i) => {
      const x = 40 + (i % 4) * 129;
      const y = 76 + Math.floor(i / 4) * 34;
      sheet.rect(x, y, 129, 34, { stroke: '#555555', width: 0.5 });
      sheet.text(label, x + 4, y + 11, { size: 7, color: '#444444' });
      sheet.text(value, x + 4, y + 26, { font: 'sansBold', size: 8.5 });
    });
    sheet.text('Name & Installation Address', 40, 196, { size: 7.5, color: '#444444' });
    lines(sheet, 40, 208, ['LOTUS RESIDENCY AOA (COMMON AREA)', s.property.name, `${s.property.street}, ${s.property.locality}`], { size: 8.5, font: 'sansBold' });
    sheet.text('Billed to', 340, 196, { size: 7.5, color: '#444444' });
    lines(sheet, 340, 208, customerLines(s).slice(0, 3), { size: 8 });
    const y = table(sheet, 40, 262, [{ title: 'Particulars', width: 330 }, { title: 'Amount (Rs.)', width: 186, align: 'right' }], [
      ...itemRows(s, (c) => formatPlain(c, money.inr), ['description', 'amount']),
      ['Current Bill Amount', formatPlain(s.total, money.inr)], ['Arrears', formatPlain(s.previous, money.inr)], ['Less: Amount Paid', formatPlain(-s.paid, money.inr)],
    ], { look: 'grid', size: 8.5 });
    sheet.rect(40, y + 12, 516, 28, { fill: '#e8e8e8' });
    sheet.text('NET AMOUNT PAYABLE', 48, y + 30, { font: 'sansBold', size: 10 });
    sheet.text($(s.amountDue), 548, y + 30, { font: 'sansBold', size: 11, align: 'right' });
    sheet.text(`Amount payable after due date (with interest): ${$(late)}`, 40, y + 58, { size: 8.5 });
    paragraph(sheet, 40, y + 80, 516, `Pay before ${d(s.due)} to avoid disconnection. Payment by cash/DD at any sub-division cash counter or online at ${s.vendor.web ?? ''}. Disconnection notice: if the bill is not paid within 15 days of the due date, supply will be disconnected without further notice.`, { size: 8 });
    sheet.text(s.vendor.taxId ?? '', 40, 800, { size: 7.5, color: '#555555' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

/** A New Zealand fibre provider's tax invoice: GST on its own line, due date label, credit notes for outages. */
const southerly: Layout = {
  id: 'internet-southerly-nz',
  family: 'utility',
  vendorKind: 'internet/telecom',
  vendor: { name: 'Southerly Fibre Limited', street: '12 Victoria Street', locality: 'Wellington Central 6011', region: 'NZ', phone: '0800 555 342', email: 'business@southerly.example', web: 'southerly.example', taxId: 'GST No. 123-456-789' },
  kinds: ['invoice', 'credit_note', 'invoice'],
  spec: { catalog: 'internet', items: [2, 4], tax: 'region', terms: [20], number: shapes.dashPadded('SF', 7) },
  filename: (s) => `${s.kind === 'credit_note' ? 'CreditNote' : 'Invoice'}_${s.number}.pdf`,
  money: money.nzdSuffix,
  dates: 'dmy',
  draw({ sheet, s, $, d }) {
    const credit = s.kind === 'credit_note';
    sheet.text('southerly', 40, 60, { font: 'sansBold', size: 30, color: '#2a9d8f' });
    sheet.text('fibre', 172, 60, { font: 'sans', size: 30, color: '#264653' });
    lines(sheet, 555, 36, [s.vendor.name, s.vendor.street, s.vendor.locality, s.vendor.taxId ?? ''], { size: 8, align: 'right' });
    sheet.text(credit ? 'Credit Note' : 'Tax Invoice', 40, 110, { font: 'sansBold', size: 16 });
    lines(sheet, 40, 134, customerLines(s), { size: 9 });
    const info: [string, string][] = credit
      ? [['Credit note no.', s.number], ['Date', d(s.issued)], ['Customer no.', s.account]]
      : [['Invoice no.', s.number], ['Invoice date', d(s.issued)], ['Customer no.', s.account], ['Due date', d(s.due)]];
    pairs(sheet, 340, 134, info, { labelWidth: 95, size: 9, leading: 15 });
    sheet.text(`Connection: ${s.property.name}, ${s.property.street}, ${s.property.locality}`, 40, 214, { size: 8.5, font: 'sansItalic' });
    const rows = itemRows(s, $, ['description', 'qty', 'amount']).map(([a, q, m]) => [credit ? `Outage credit - ${a ?? ''}` : (a ?? ''), `${formatDate(s.periodStart, 'dmy')} - ${formatDate(s.periodEnd, 'dmy')}`, q ?? '', m ?? '']);
    const y = table(sheet, 40, 230, [{ title: 'Description', width: 225 }, { title: 'Period', width: 140 }, { title: 'Qty', width: 40, align: 'right' }, { title: 'Amount excl. GST', width: 110, align: 'right' }], rows, { look: 'rules', size: 8.5 });
    const sign = credit ? -1 : 1;
    totals(sheet, 440, 555, y + 18, [['Subtotal', $(sign * s.subtotal)], ['GST 15%', $(sign * s.tax)], [credit ? 'Total credit' : 'Total due', $(s.total), 'box']], { size: 9.5, boxFill: '#d8f0ed' });
    paragraph(sheet, 40, y + 100, 515, credit ? 'This credit will be applied to your next invoice. No action is needed.' : `We will collect ${$(s.total)} by direct debit on the due date. If you pay by internet banking, use your customer number as the reference: Southerly Fibre Limited, 02-0500-0123456-00.`, { size: 8.5 });
    return expected(s, credit ? ['payee', 'invoiceNumber', 'billDate', 'total', 'currency', 'property'] : ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

export const intlUtilities: Layout[] = [ncg, moreton, cauvery, southerly];
