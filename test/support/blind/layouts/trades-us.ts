import { formatDate } from '../core/dates';
import { type Layout } from '../core/layout';
import { money } from '../core/money';
import { numbers } from '../core/numbers';
import { expected } from '../core/scenario';
import { inline, lines, paragraph, table, totals } from '../pdf/blocks';
import { wordmark } from '../pdf/logo';
import { ZW } from '../pdf/paper';
import { customerLines, itemRows, num, vendorLines } from './parts';

/** A small landscaper's word-processor template: centred letterhead, ruled DATE / INVOICE # / TERMS / DUE DATE row, M/D/YY dates. */
const fernhill: Layout = {
  id: 'landscaping-fernhill',
  family: 'trade',
  vendorKind: 'landscaping',
  vendor: { name: 'Fernhill Landscape & Turf', street: '1187 County Road 12', locality: 'Hutto, TX 78634', region: 'US', phone: '(512) 555-0164', email: 'fernhilllandscape@mail.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'landscaping', items: [1, 3], terms: [30], number: numbers.plain(1000, 4999) },
  filename: (s) => `Invoice ${s.number}.pdf`,
  money: money.usd,
  dates: 'mdyShort',
  draw({ sheet, s, $, d }) {
    sheet.text(s.vendor.name, 306, 64, { font: 'serifBold', size: 22, align: 'center', color: '#2d5a27' });
    sheet.text(`${vendorLines(s.vendor).join(' • ')} • ${s.vendor.phone}`, 306, 80, { font: 'serif', size: 9, align: 'center' });
    sheet.line(60, 90, 552, 90, { width: 1.5, stroke: '#2d5a27' });
    sheet.text('INVOICE', 60, 124, { font: 'serifBold', size: 18 });
    sheet.text('BILL TO', 60, 152, { font: 'sansBold', size: 8 });
    lines(sheet, 60, 166, customerLines(s), { size: 9.5, font: 'serif' });
    sheet.text('JOB SITE', 330, 152, { font: 'sansBold', size: 8 });
    lines(sheet, 330, 166, [s.property.name, s.property.street, s.property.locality], { size: 9.5, font: 'serif' });
    let y = table(sheet, 60, 230, [{ title: 'DATE', width: 123 }, { title: 'INVOICE #', width: 123 }, { title: 'TERMS', width: 123 }, { title: 'DUE DATE', width: 123 }], [[d(s.issued), s.number, `Net ${s.terms}`, d(s.due)]], { look: 'grid', size: 9, font: 'serif' });
    y = table(sheet, 60, y + 20, [{ title: 'DESCRIPTION', width: 282 }, { title: 'QTY', width: 50, align: 'right' }, { title: 'RATE', width: 80, align: 'right' }, { title: 'AMOUNT', width: 80, align: 'right' }],
      itemRows(s, num(), ['description', 'qty', 'rate', 'amount']), { look: 'grid', size: 9, font: 'serif', rowHeight: 20 });
    totals(sheet, 470, 548, y + 22, [['TOTAL DUE', $(s.amountDue), 'bold']], { size: 11 });
    sheet.text('Thank you for your business!', 306, 720, { font: 'serifItalic', size: 11, align: 'center' });
    sheet.text(`Questions? ${s.vendor.email}`, 306, 736, { font: 'serif', size: 8, align: 'center' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

/** A plumber: header labels run together on one line, job address with an apartment, a work narrative, deposit taken off. */
const rapidRooter: Layout = {
  id: 'plumbing-rapid',
  family: 'trade',
  vendorKind: 'plumbing',
  vendor: { name: 'A-1 Rapid Rooter Plumbing', street: '620 E Ben White Blvd', locality: 'Austin, TX 78704', region: 'US', phone: '(512) 555-0123', email: 'office@a1rapidrooter.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'plumbing', items: [2, 4], tax: 'region', terms: [30], number: numbers.letterSuffix(), unit: 0.8, carry: 'deposit' },
  filename: (s) => `A1RR-${s.number}.pdf`,
  money: money.usd,
  dates: 'mdy',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, s.vendor.name.toUpperCase(), 40, 56, { size: 19, font: 'sansBold', emblem: 'drop', color: '#c0392b' });
    sheet.text(`Licensed Master Plumber M-40917  |  ${s.vendor.phone}  |  ${vendorLines(s.vendor).join(', ')}`, 68, 74, { size: 8 });
    sheet.line(40, 84, 572, 84, { width: 2, stroke: '#c0392b' });
    inline(sheet, 40, 104, [[`Invoice #${ZW}`, s.number], ['Date', d(s.issued)], ['Due', d(s.due)], ['Tech', `${s.rng.pick(['R. Alvarez', 'J. Kim', 'T. Okafor'])}`]], { size: 10 });
    sheet.text('Customer', 40, 132, { font: 'sansBold', size: 9 });
    lines(sheet, 40, 146, customerLines(s), { size: 9 });
    const apt = s.unit ? `, Apt ${s.unit}` : '';
    sheet.text('Job Address', 320, 132, { font: 'sansBold', size: 9 });
    lines(sheet, 320, 146, [`${s.property.name}${apt}`, s.property.street, s.property.locality], { size: 9 });
    sheet.text('Work Performed', 40, 214, { font: 'sansBold', size: 9 });
    const y0 = paragraph(sheet, 40, 228, 532, `Responded to call from property manager on ${formatDate(s.periodEnd, 'mdy')}. Diagnosed and completed the repairs below. Tested for leaks; area left clean. Customer to monitor and call if the problem returns within 90 days (labor warranty).`, { size: 9 });
    const y = table(sheet, 40, y0 + 10, [{ title: 'Item', width: 320 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Price', width: 80, align: 'right' }, { title: 'Total', width: 82, align: 'right' }],
      itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'rules' });
    totals(sheet, 480, 572, y + 18, [['Subtotal', $(s.subtotal)], ['Tax 7.25%', $(s.tax)], ['Total', $(s.total), 'bold'], ['Less deposit received', $(-s.deposit)], ['Balance Due', $(s.amountDue), 'box']], { boxFill: '#f5d5d1' });
    sheet.text('We appreciate your business. Checks payable to A-1 Rapid Rooter Plumbing.', 40, 740, { size: 8, font: 'sansItalic' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

/** A locksmith's point-of-sale slip on a half sheet, all capitals in Courier. */
const keystone: Layout = {
  id: 'locksmith-keystone',
  family: 'trade',
  vendorKind: 'locksmith',
  vendor: { name: 'Keystone Lock & Key', street: '42 N Queen St', locality: 'Lancaster, PA 17603', region: 'US', phone: '717-555-0148', email: 'keystonelock@mail.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'locksmith', items: [1, 3], tax: 0.06, terms: [15], number: numbers.plain(50000, 69999), unit: 0.7 },
  filename: (s) => `receipt_${s.number}.pdf`,
  money: money.plain,
  dates: 'mdy',
  page: [396, 612],
  draw({ sheet, s, $, d }) {
    const m = { font: 'mono' as const, size: 8.5 };
    let y = lines(sheet, 198, 40, [s.vendor.name.toUpperCase(), s.vendor.street.toUpperCase(), s.vendor.locality.toUpperCase(), s.vendor.phone, 'PA HIC #PA114402'], { ...m, align: 'center', leading: 11 });
    y = lines(sheet, 24, y + 14, [`INVOICE NO. ${s.number}`, `DATE: ${d(s.issued)}  ${s.rng.int(8, 11)}:${s.rng.int(10, 59)} AM`, '', 'SOLD TO:', ...customerLines(s).map((l) => l.toUpperCase()), '',
      `JOB: ${s.property.name.toUpperCase()}${s.unit ? ` UNIT ${s.unit}` : ''}`, `     ${s.property.street.toUpperCase()}`], { ...m, leading: 11 });
    y = lines(sheet, 24, y + 10, ['-'.repeat(56), 'QTY DESCRIPTION                          AMOUNT', '-'.repeat(56)], { ...m, leading: 11 });
    for (const item of s.items) {
      y = lines(sheet, 24, y, [`${String(item.qty).padStart(3)} ${item.description.toUpperCase().slice(0, 34).padEnd(34)} ${$(item.amountCents).padStart(9)}`], { ...m, leading: 11 });
    }
    y = lines(sheet, 24, y, ['-'.repeat(56), `${'SUBTOTAL'.padStart(38)} ${$(s.subtotal).padStart(9)}`, `${'PA SALES TAX 6%'.padStart(38)} ${$(s.tax).padStart(9)}`, `${'TOTAL USD'.padStart(38)} ${$(s.amountDue).padStart(9)}`], { ...m, leading: 11 });
    lines(sheet, 24, y + 16, [`TERMS: NET 15   DUE: ${d(s.due)}`, '', 'THANK YOU - KEYS ARE NOT RETURNABLE'], { ...m, leading: 11 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

/** A roofer's progress invoice: contract, completed to date, previous billings and retainage decide the amount due. */
const ridgeline: Layout = {
  id: 'roofing-ridgeline',
  family: 'trade',
  vendorKind: 'roofing',
  vendor: { name: 'Ridgeline Roofing & Sheet Metal Co.', street: '5120 Airport Blvd', locality: 'Austin, TX 78751', region: 'US', phone: '(512) 555-0108', email: 'billing@ridgelineroofing.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'roofing', items: [1, 2], terms: [30], number: numbers.yearly('PB', 3) },
  filename: (s) => `Progress Billing ${s.number}.pdf`,
  money: money.usdParens,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    const contract = s.rng.int(45, 180) * 100000;
    const previousPct = s.rng.pick([25, 40, 50]);
    const nowPct = previousPct + s.rng.pick([20, 25, 30]);
    const completed = Math.round((contract * nowPct) / 100);
    const previousBilled = Math.round((contract * previousPct) / 100);
    // Figured the way an AIA-style pay application does: retainage on all work to date.
    const retainage = Math.round(completed * 0.1);
    const previousNet = previousBilled - Math.round(previousBilled * 0.1);
    const due = completed - retainage - previousNet;
    wordmark(sheet, s.vendor.name, 40, 60, { size: 16, font: 'serifBold', emblem: 'house', color: '#7b3f00' });
    lines(sheet, 60, 76, [`${vendorLines(s.vendor).join(', ')}  ·  ${s.vendor.phone}`, 'TX Roofing Contractor Lic. RC-22871'], { size: 8 });
    sheet.text('PROGRESS INVOICE', 572, 112, { font: 'sansBold', size: 15, align: 'right' });
    lines(sheet, 572, 128, [`Invoice No. ${s.number}`, `Date: ${d(s.issued)}`, `Payment due: ${d(s.due)}`], { size: 9, align: 'right' });
    sheet.text('Owner / Bill To', 40, 112, { font: 'sansBold', size: 9 });
    lines(sheet, 40, 126, customerLines(s, true), { size: 9 });
    sheet.text(`Project: Roof restoration - ${s.property.name}, ${s.property.street}, ${s.property.locality}`, 40, 196, { size: 9, font: 'sansBold' });
    const y = table(sheet, 40, 214, [{ title: 'Description', width: 382 }, { title: 'Amount', width: 150, align: 'right' }], [
      ['Original contract sum', $(contract)], ['Approved change orders', $(0)], [`Work completed to date (${nowPct}%)`, $(completed)],
      ['Less retainage (10%)', $(-retainage)], ['Total earned less retainage', $(completed - retainage)], [`Less previous billings, net of retainage (${previousPct}%)`, $(-previousNet)],
    ], { look: 'grid', size: 9, rowHeight: 19 });
    totals(sheet, 420, 572, y + 22, [['AMOUNT DUE THIS INVOICE', $(due), 'box']], { size: 11, boxFill: '#f1e3d3' });
    paragraph(sheet, 40, y + 60, 532, `Retainage held to date: ${$(retainage)}, payable upon substantial completion and receipt of the manufacturer's warranty. Lien waivers furnished upon payment.`, { size: 8 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'currency', 'property'], { totalAmountCents: due });
  },
};

export const usTrades: Layout[] = [fernhill, rapidRooter, keystone, ridgeline];
