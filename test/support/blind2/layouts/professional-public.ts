import { addDays } from '../../blind/core/dates';
import { lines, pairs, paragraph, table, totals } from '../../blind/pdf/blocks';
import { emblem } from '../../blind/pdf/logo';
import { formatDate, money } from '../core/format';
import { type Layout } from '../core/layout';
import { shapes } from '../core/numbers';
import { expected } from '../core/scenario';
import { customerLines, itemRows, reference, vendorLines } from './parts';

/** A British insurance broker's debit note: the policy period as decoy dates, premium, IPT at 12%, a "payment due by" label. */
const harland: Layout = {
  id: 'insurance-harland-debitnote-gb',
  family: 'service',
  vendorKind: 'insurance',
  vendor: { name: 'Harland Marsh Insurance Brokers Ltd', street: '6 Colmore Circus', locality: 'Birmingham B4 6AT', region: 'GB', phone: '0121 555 0133', email: 'accounts@harlandmarsh.example', taxId: 'Authorised and regulated by the Financial Conduct Authority, FRN 301122' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'insuranceUk', items: [1, 3], tax: 0.12, terms: [21], number: (rng, issued) => `DN/${issued.slice(2, 4)}/${String(rng.int(1, 9999)).padStart(5, '0')}` },
  filename: (s) => `Debit Note ${s.number.replace(/\//g, '-')}.pdf`,
  money: money.gbpCode,
  dates: 'dmyUpper',
  draw({ sheet, s, $, d }) {
    const start = addDays(s.issued, s.rng.int(5, 25));
    sheet.text('HARLAND MARSH', 40, 54, { font: 'serifBold', size: 20, color: '#1a237e' });
    sheet.text('Insurance Brokers', 40, 68, { font: 'serifItalic', size: 10 });
    lines(sheet, 555, 40, [s.vendor.name, ...vendorLines(s.vendor), s.vendor.phone], { size: 8, align: 'right' });
    sheet.text('DEBIT NOTE', 297, 120, { font: 'serifBold', size: 16, align: 'center' });
    lines(sheet, 40, 150, customerLines(s, true), { size: 9.5 });
    pairs(sheet, 330, 150, [['Debit Note No.', s.number], ['Date', d(s.issued)], ['Client Ref', reference(s, 'CAS###')], ['Payment due by', d(s.due)]], { labelWidth: 95, size: 9, leading: 14 });
    pairs(sheet, 40, 230, [
      ['Insured', s.customer.name], ['Risk address', `${s.property.name}, ${s.property.street}, ${s.property.locality}`], ['Class', 'Residential Block - Property Owners'],
      ['Insurer', 'Albion Mutual Insurance plc'], ['Policy number', reference(s, 'POB/######')], ['Period', `${d(start)} to ${d(addDays(start, 364))}`], ['Transaction', s.rng.pick(['Renewal', 'New business', 'Mid-term adjustment'])],
    ], { labelWidth: 95, size: 9, leading: 15 });
    let y = table(sheet, 40, 352, [{ title: 'Premium breakdown', width: 365 }, { title: 'Amount', width: 150, align: 'right' }], itemRows(s, $, ['description', 'amount']), { look: 'rules', size: 9 });
    y = totals(sheet, 430, 555, y + 18, [['Net premium', $(s.subtotal)], ['Insurance Premium Tax @ 12%', $(s.tax)], ['TOTAL DUE', $(s.total), 'rule']], { size: 9.5 });
    paragraph(sheet, 40, y + 10, 515, `Please remit to our client money account: ${s.vendor.name} Client Account, sort code 30-94-21, account 55102934, quoting the debit note number. Cover may be cancelled by insurers if the premium is not received by ${d(s.due)}.`, { size: 8.5 });
    paragraph(sheet, 40, 790, 515, `${s.vendor.name}. Registered in England and Wales No. 03311827. ${s.vendor.taxId ?? ''}.`, { size: 7, color: '#666666' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

/** Australian solicitors: a tax invoice for levy recovery, money held in trust applied, the balance and its due date in a sentence. */
const whitlam: Layout = {
  id: 'legal-whitlamcarey-au',
  family: 'professional',
  vendorKind: 'legal',
  vendor: { name: 'Whitlam Carey Lawyers Pty Ltd', street: 'Level 21, 101 Collins Street', locality: 'Melbourne VIC 3000', region: 'AU', phone: '(03) 5550 7720', email: 'accounts@whitlamcarey.example', taxId: 'ABN 61 604 233 118' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'lawyerAu', items: [2, 4], tax: 'region', terms: [14], number: shapes.bare(40000, 49999), unit: 1, sites: ['Southbank Quarter'] },
  filename: (s) => `Tax Invoice ${s.number}.pdf`,
  money: money.aud,
  dates: 'dmyLong',
  draw({ sheet, s, $, d }) {
    const trust = Math.round(s.total * s.rng.pick([0, 0.3, 0.5]));
    const due = s.total - trust;
    sheet.text('Whitlam Carey', 40, 56, { font: 'serif', size: 26, color: '#3e2723' });
    sheet.text('LAWYERS', 42, 70, { font: 'sans', size: 8, color: '#6d4c41' });
    lines(sheet, 555, 40, [...vendorLines(s.vendor), s.vendor.phone, s.vendor.taxId ?? ''], { font: 'serif', size: 8.5, align: 'right' });
    lines(sheet, 40, 120, customerLines(s, true), { font: 'serif', size: 10 });
    pairs(sheet, 360, 120, [['Tax Invoice', s.number], ['Date', d(s.issued)], ['Matter', reference(s, 'WC-####-##')]], { labelWidth: 80, size: 10, labelFont: 'serifBold', valueFont: 'serif' });
    sheet.text(`Re: ${s.property.name} (Owners Corporation SP ${reference(s, '#####')}) - recovery of levies, Unit ${s.unit ?? ''}`, 40, 200, { font: 'serifBold', size: 10 });
    let y = table(sheet, 40, 214, [{ title: 'Professional fees and disbursements', width: 390 }, { title: 'Amount', width: 125, align: 'right' }], itemRows(s, $, ['description', 'amount']), { look: 'rules', font: 'serif', headFont: 'serifBold', size: 9.5 });
    const rows: [string, string, 'rule'?][] = [['Total (excluding GST)', $(s.subtotal)], ['GST', $(s.tax)], ['Total (including GST)', $(s.total), 'rule']];
    if (trust) rows.push([`Less: funds applied from trust on ${d(s.issued)}`, $(-trust)]);
    rows.push(['Balance payable', $(due), 'rule']);
    y = totals(sheet, 440, 555, y + 20, rows, { font: 'serif', size: 10 });
    paragraph(sheet, 40, y + 10, 515, `Please pay the balance of ${$(due)} by ${formatDate(s.due, 'dmyLong')}. Direct deposit: ${s.vendor.name} Office Account, BSB 083-004, Account 5512 7790, reference ${s.number}.`, { font: 'serif', size: 9.5 });
    paragraph(sheet, 40, y + 56, 515, 'Your rights in relation to legal costs are set out in Division 7 of Part 4.3 of the Legal Profession Uniform Law (Victoria). Liability limited by a scheme approved under Professional Standards Legislation.', { font: 'serifItalic', size: 8 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'currency', 'property', 'unit'], { totalAmountCents: due });
  },
};

/** Vancouver accountants: a progress billing for a strata's audit, GST only, due upon receipt. */
const moreau: Layout = {
  id: 'accounting-moreaulindsay-ca',
  family: 'professional',
  vendorKind: 'accounting',
  vendor: { name: 'Moreau Lindsay LLP', street: '1111 W Georgia St, Suite 2200', locality: 'Vancouver, BC V6E 4M3', region: 'CA', phone: '604-555-0176', email: 'billing@moreaulindsay.example', taxId: 'GST # 80655 1147 RT0001' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'cpa', items: [1, 2], tax: 0.05, terms: [0], number: shapes.bare(20000, 29999), sites: ['Kerrisdale Place'] },
  filename: (s) => `ML Invoice ${s.number}.pdf`,
  money: money.cad,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    sheet.text('MOREAU LINDSAY', 306, 56, { font: 'serif', size: 20, align: 'center' });
    sheet.text('CHARTERED PROFESSIONAL ACCOUNTANTS', 306, 70, { size: 7.5, align: 'center', color: '#555555' });
    sheet.line(200, 78, 412, 78, { width: 0.5 });
    lines(sheet, 40, 118, customerLines(s, true), { size: 9.5 });
    pairs(sheet, 380, 118, [['Date', d(s.issued)], ['Invoice', s.number], ['Client', reference(s, 'KER###')]], { labelWidth: 60, size: 9.5 });
    sheet.text(`Progress billing no. ${s.rng.int(1, 3)} - Strata Plan VR ${reference(s, '####')}, ${s.property.name}`, 40, 200, { font: 'sansBold', size: 10 });
    let y = paragraph(sheet, 40, 220, 532, `For professional services rendered to ${formatDate(s.periodEnd, 'long')} in connection with the audit of the operating and contingency reserve funds for the fiscal year, including:`, { size: 9.5 });
    y = table(sheet, 60, y + 6, [{ title: '', width: 380 }, { title: '', width: 112, align: 'right' }], s.items.map((item) => [item.description, $(item.amountCents)]), { look: 'plain', size: 9.5 });
    y = totals(sheet, 440, 552, y + 18, [['Fees', $(s.subtotal)], ['GST 5%', $(s.tax)], ['Amount due', $(s.total), 'rule']], { size: 10 });
    sheet.text('Due upon receipt.', 40, y + 10, { font: 'sansBold', size: 9.5 });
    paragraph(sheet, 40, y + 28, 532, `Cheques payable to ${s.vendor.name}. EFT: RBC transit 00010, institution 003, account 1047782. ${s.vendor.taxId ?? ''}.`, { size: 8.5 });
    sheet.text(`${s.vendor.street}, ${s.vendor.locality}  \u00b7  ${s.vendor.phone}  \u00b7  moreaulindsay.example`, 306, 760, { size: 7.5, align: 'center', color: '#555555' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

/** A New Zealand district council's tax invoice for building warrant of fitness fees: debtor number, GST, due date label. */
const waitemata: Layout = {
  id: 'council-waitemata-nz',
  family: 'public',
  vendorKind: 'municipal permit/inspection',
  vendor: { name: 'Waitemata District Council', street: 'Private Bag 92300', locality: 'Victoria Street West, Auckland 1142', region: 'NZ', phone: '09 555 0100', email: 'accounts.receivable@waitemata.example', taxId: 'GST No. 112-004-367' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'permit', items: [1, 2], tax: 'region', terms: [20], number: shapes.long(8), sites: ['Pohutukawa Apartments'] },
  filename: (s) => `Tax invoice ${s.number}.pdf`,
  money: money.nzd,
  dates: 'dmyShort',
  draw({ sheet, s, $, d }) {
    emblem(sheet, 'wave', 40, 30, 34, '#004d40');
    sheet.text(s.vendor.name, 84, 50, { font: 'sansBold', size: 15, color: '#004d40' });
    sheet.text('Te Kaunihera a Rohe', 84, 63, { font: 'sansItalic', size: 9 });
    sheet.text('Tax Invoice', 555, 50, { font: 'sansBold', size: 14, align: 'right' });
    sheet.text(s.vendor.taxId ?? '', 555, 63, { size: 8, align: 'right' });
    lines(sheet, 60, 116, customerLines(s), { size: 9.5 });
    const cells: [string, string][] = [['Invoice number', s.number], ['Debtor number', reference(s, '######')], ['Invoice date', d(s.issued)], ['Due date', d(s.due)]];
    cells.forEach(([label, value], i) => {
      sheet.rect(340, 100 + i * 22, 215, 22, { stroke: '#004d40', width: 0.5 });
      sheet.text(label, 346, 115 + i * 22, { size: 8.5 });
      sheet.text(value, 549, 115 + i * 22, { font: 'sansBold', size: 9, align: 'right' });
    });
    sheet.text('Building warrant of fitness - annual fees', 40, 220, { font: 'sansBold', size: 11 });
    lines(sheet, 40, 236, [`Property: ${s.property.name}`, `Address: ${s.property.street}, ${s.property.locality}`, `Compliance schedule: CS${reference(s, '######')}`], { size: 9 });
    let y = table(sheet, 40, 280, [{ title: 'Description', width: 375 }, { title: 'Amount (excl GST)', width: 140, align: 'right' }], itemRows(s, $, ['description', 'amount']), { look: 'rules', size: 9 });
    y = totals(sheet, 430, 555, y + 18, [['Subtotal', $(s.subtotal)], ['GST 15%', $(s.tax)], ['Amount due', $(s.total), 'bold']], { size: 9.5 });
    paragraph(sheet, 40, y + 10, 515, `Pay by internet banking to ${s.vendor.name}, 12-3011-0045112-00, using your debtor number as the reference. Overdue accounts may be referred for debt collection.`, { size: 8.5 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

/** A police department's false-alarm bill: alarm events listed, the first ones free of charge, due within 30 days and by a stated date. */
const prairieLake: Layout = {
  id: 'falsealarm-prairielake',
  family: 'public',
  vendorKind: 'municipal false-alarm fee',
  vendor: { name: 'City of Prairie Lake', street: '8080 Mitchell Rd', locality: 'Prairie Lake, MN 55344', region: 'US', phone: '(952) 555-0181', email: 'alarms@prairielake.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'falseAlarm', items: [1, 1], terms: [30], number: (rng, issued) => `FA${issued.slice(2, 4)}-${String(rng.int(1, 2999)).padStart(4, '0')}`, sites: ['Silverleaf Commons'] },
  filename: (s) => `False Alarm Invoice ${s.number}.pdf`,
  money: money.usd,
  dates: 'mdy',
  draw({ sheet, s, $, d }) {
    const events = Array.from({ length: s.rng.int(3, 6) }, (_, i) => ({ date: addDays(s.issued, -60 + i * s.rng.int(6, 11)), n: i + 1 }));
    const fee = (n: number): number => (n <= 2 ? 0 : n <= 4 ? 10000 : 20000);
    const total = events.reduce((sum, e) => sum + fee(e.n), 0);
    sheet.circle(70, 66, 30, { stroke: '#1b3a5c', width: 2 });
    sheet.text('PRAIRIE', 70, 64, { font: 'serifBold', size: 8, align: 'center', color: '#1b3a5c' });
    sheet.text('LAKE', 70, 74, { font: 'serifBold', size: 8, align: 'center', color: '#1b3a5c' });
    lines(sheet, 306, 48, ['CITY OF PRAIRIE LAKE', 'Police Department \u00b7 False Alarm Reduction Program', `${s.vendor.street}, ${s.vendor.locality}  \u00b7  ${s.vendor.phone}`], { font: 'serifBold', size: 10, align: 'center', leading: 14 });
    sheet.text('FALSE ALARM SERVICE FEE INVOICE', 306, 118, { font: 'sansBold', size: 12, align: 'center' });
    pairs(sheet, 40, 146, [['Invoice No.', s.number], ['Invoice Date', d(s.issued)], ['Due Date', d(s.due)], ['Alarm Permit', reference(s, 'AP-#####')]], { labelWidth: 90, size: 9, leading: 14 });
    lines(sheet, 330, 146, customerLines(s), { size: 9 });
    sheet.text(`Alarm site: ${s.property.name}, ${s.property.street}, ${s.property.locality}`, 40, 222, { font: 'sansBold', size: 9 });
    const rows = events.map((e) => [formatDate(e.date, 'mdy'), `${s.rng.int(0, 23).toString().padStart(2, '0')}:${s.rng.digits(2).replace(/^[6-9]/, '5')}`, reference(s, '##-######'), `False alarm #${e.n} this permit year`, fee(e.n) ? $(fee(e.n)) : 'No charge']);
    let y = table(sheet, 40, 236, [{ title: 'Date', width: 70 }, { title: 'Time', width: 50 }, { title: 'Incident', width: 90 }, { title: 'Disposition', width: 210 }, { title: 'Fee', width: 112, align: 'right' }], rows, { look: 'grid', size: 8.5 });
    y = totals(sheet, 470, 572, y + 18, [['AMOUNT DUE', $(total), 'box']], { size: 11 });
    paragraph(sheet, 40, y + 10, 532, 'Per City Code Sec. 9-112, the first two false alarms in a permit year are free. Payment is due within 30 days of the invoice date. Make checks payable to the City of Prairie Lake. Appeals must be filed in writing within 15 days.', { size: 8.5 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'currency', 'property'], { totalAmountCents: total });
  },
};

export const professionalPublic: Layout[] = [harland, whitlam, moreau, waitemata, prairieLake];
