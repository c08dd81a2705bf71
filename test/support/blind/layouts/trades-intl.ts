import { addDays, endOfMonth, formatDate } from '../core/dates';
import { type Layout } from '../core/layout';
import { money } from '../core/money';
import { numbers } from '../core/numbers';
import { expected } from '../core/scenario';
import { labelsAbove, lines, pairs, paragraph, table, totals } from '../pdf/blocks';
import { band, monogram, wordmark } from '../pdf/logo';
import { ZW } from '../pdf/paper';
import { customerLines, itemRows, vendorLines } from './parts';

/** NZ painters: due the 20th of the month after, stated as a rule and as a date; "NZD" amounts; long day-first dates. */
const brushwork: Layout = {
  id: 'painting-brushwork-nz',
  family: 'trade',
  vendorKind: 'painting',
  vendor: { name: 'Brushwork Painters Ltd', street: '4 Sultan Street', locality: 'Ellerslie, Auckland 1051', region: 'NZ', phone: '09 555 0186', email: 'accounts@brushwork.example', taxId: 'GST Reg 98-765-432' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'painting', items: [1, 3], tax: 'region', number: numbers.prefixed('INV-', 4), unit: 0.4 },
  filename: (s) => `${s.number}.pdf`,
  money: money.nzdCode,
  dates: 'dmyLong',
  draw({ sheet, s, $, d }) {
    const due = addDays(endOfMonth(s.issued), 20);
    band(sheet, s.vendor.name, { color: '#6a1b9a', size: 18, right: 'TAX INVOICE' });
    lines(sheet, 40, 78, [...vendorLines(s.vendor, true), `${s.vendor.phone} · ${s.vendor.email}`, s.vendor.taxId ?? ''], { size: 8 });
    pairs(sheet, 330, 78, [['Invoice Number', s.number], ['Invoice Date', d(s.issued)], ['Due Date', d(due)], ['Reference', `Job ${s.rng.int(300, 899)}`]], { labelWidth: 90, size: 9 });
    sheet.text('To:', 40, 160, { font: 'sansBold', size: 9 });
    lines(sheet, 60, 160, customerLines(s), { size: 9 });
    const flat = s.unit ? ` - Unit ${s.unit}` : '';
    sheet.text(`Job: ${s.property.name}${flat}, ${s.property.street}`, 40, 224, { size: 9, font: 'sansBold' });
    const y = table(sheet, 40, 240, [{ title: 'Description', width: 300 }, { title: 'Quantity', width: 60, align: 'right' }, { title: 'Unit Price', width: 75, align: 'right' }, { title: 'Amount NZD', width: 80, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'rules' });
    totals(sheet, 460, 555, y + 18, [['Subtotal', $(s.subtotal)], ['Total GST 15%', $(s.tax)], ['Invoice Total NZD', $(s.total), 'rule'], ['Amount Due NZD', $(s.amountDue), 'bold']]);
    paragraph(sheet, 40, 700, 515, `Payment terms: the 20th of the month following invoice (${formatDate(due, 'dmy')}). Direct credit to ASB 12-3192-0045567-00, reference ${s.number}.`, { size: 8 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'total', 'currency', 'property', 'unit'], { dueDate: due });
  },
};

/** Australian pest controller: service-report style, DD/MM/YYYY, ABN, and "Adjustment Note" for credits. */
const bushguard: Layout = {
  id: 'pest-bushguard-au',
  family: 'trade',
  vendorKind: 'pest control',
  vendor: { name: 'Bushguard Pest Management Pty Ltd', street: '12 Percy Street', locality: 'Auburn NSW 2144', region: 'AU', phone: '(02) 5550 1744', email: 'admin@bushguard.example', taxId: 'ABN 87 611 204 993' },
  kinds: ['invoice', 'invoice', 'credit_note'],
  spec: { catalog: 'pest', items: [1, 3], tax: 'region', terms: [14], number: numbers.plain(70000, 79999), unit: 0.4 },
  filename: (s) => `${s.kind === 'credit_note' ? 'AdjustmentNote' : 'TaxInvoice'}-${s.number}.pdf`,
  money: money.aud,
  dates: 'dmy',
  draw({ sheet, s, $, d }) {
    const credit = s.kind === 'credit_note';
    const number = credit ? `AN${s.number}` : s.number;
    wordmark(sheet, s.vendor.name, 40, 56, { size: 15, emblem: 'shield', color: '#33691e' });
    sheet.text(`${s.vendor.taxId ?? ''}  ·  Lic. 5-1234-567`, 58, 70, { size: 8 });
    sheet.text(credit ? 'ADJUSTMENT NOTE' : 'TAX INVOICE', 555, 56, { font: 'sansBold', size: 14, align: 'right' });
    let y = labelsAbove(sheet, 40, 90, [[credit ? 'Adjustment No.' : 'Invoice No.', number], ['Date', d(s.issued)], credit ? ['Original invoice', s.number] : ['Due', d(s.due)], ['Technician', s.rng.pick(['M. Nguyen', 'S. Patel', 'K. Walsh'])]], [128.8], { boxed: true });
    lines(sheet, 40, y + 20, ['Bill to:', ...customerLines(s)], { size: 9 });
    lines(sheet, 300, y + 20, ['Service address:', `${s.property.name}${s.unit ? `, Unit ${s.unit}` : ''}`, s.property.street, s.property.locality], { size: 9 });
    y = table(sheet, 40, y + 94, [{ title: 'Service', width: 340 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Amount (ex GST)', width: 125, align: 'right' }], itemRows(s, $, ['description', 'qty', 'amount']), { look: 'grid' });
    y = totals(sheet, 440, 555, y + 18, [['Subtotal', $(s.kind === 'credit_note' ? -s.subtotal : s.subtotal)], ['GST', $(s.kind === 'credit_note' ? -s.tax : s.tax)], [credit ? 'Total credit (AUD)' : 'Amount due (AUD)', $(s.amountDue), 'bold']]);
    sheet.text('Areas treated / chemicals used', 40, y + 14, { font: 'sansBold', size: 8 });
    table(sheet, 40, y + 22, [{ title: 'Area', width: 200 }, { title: 'Product', width: 180 }, { title: 'Rate', width: 135 }], [['Common areas, bin room', 'Bifenthrin 80 g/L', '20 mL / 10 L'], ['External perimeter', 'Fipronil granules', '1.5 kg / 100 m2']], { look: 'rules', size: 7.5 });
    paragraph(sheet, 40, 780, 515, credit ? 'This adjustment note reduces the GST payable on the original tax invoice.' : `Payment within 14 days by EFT: BSB 062-000 Acc 1234 5678. Please quote invoice ${number}.`, { size: 7.5 });
    return expected(s, credit ? ['payee', 'billDate', 'total', 'currency', 'property', 'unit'] : ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit'], credit ? { invoiceNumber: number } : {});
  },
};

/** Irish heating engineer: dotted day-first dates, "1,234.56 EUR", labels over values, apartment number. */
const dunmore: Layout = {
  id: 'boiler-dunmore-ie',
  family: 'trade',
  vendorKind: 'plumbing/heating',
  vendor: { name: 'Dunmore Plumbing & Heating Ltd', street: 'Unit 3, Ballymount Trade Centre', locality: 'Dublin 12, D12 F6P3', region: 'IE', phone: '01 555 0192', email: 'office@dunmoreheating.example', taxId: 'VAT IE 3344556TH' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'boiler', items: [1, 3], tax: 'region', terms: [30], number: numbers.slashYear(5), unit: 0.8 },
  filename: (s) => `DPH ${s.number.replace('/', '-')}.pdf`,
  money: money.eurCode,
  dates: 'dmyDot',
  draw({ sheet, s, $, d }) {
    monogram(sheet, 'DP', 40, 34, 44, '#bf360c');
    sheet.text(s.vendor.name, 96, 52, { font: 'sansBold', size: 15 });
    sheet.text(`${vendorLines(s.vendor, true).join(', ')} · ${s.vendor.phone}`, 96, 66, { size: 8 });
    sheet.text(s.vendor.taxId ?? '', 96, 78, { size: 8 });
    sheet.text(`Invoice${ZW}`, 40, 122, { font: 'sansBold', size: 20, color: '#bf360c' });
    let y = labelsAbove(sheet, 40, 134, [['Invoice no.', s.number], ['Date of issue', d(s.issued)], ['Payment due', d(s.due)], ['Customer no.', `C${s.rng.digits(4)}`]], [128.8], { fill: '#fbe3da' });
    lines(sheet, 40, y + 20, customerLines(s, true), { size: 9 });
    lines(sheet, 300, y + 20, ['Work carried out at:', `${s.property.name}${s.unit ? `, Apt ${s.unit}` : ''}`, s.property.street, s.property.locality], { size: 9 });
    y = table(sheet, 40, y + 96, [{ title: 'Description', width: 300 }, { title: 'Qty', width: 40, align: 'right' }, { title: 'Unit price', width: 85, align: 'right' }, { title: 'Net', width: 90, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'rules' });
    totals(sheet, 455, 555, y + 18, [['Net amount', $(s.subtotal)], ['VAT 13.5%', $(s.tax)], ['Total due', $(s.amountDue), 'rule']]);
    paragraph(sheet, 40, 770, 515, `Bank: AIB, IBAN IE29 AIBK 9311 5212 3456 78, BIC AIBKIE2D. Registered in Ireland No. 512233. RECI Registered Gas Installer.`, { size: 7 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

/** British contract cleaner: monthly contract line, customer PO, credit notes against earlier invoices. */
const sparkle: Layout = {
  id: 'janitorial-sparkle-gb',
  family: 'service',
  vendorKind: 'janitorial',
  vendor: { name: 'Sparkle Crew Commercial Cleaning Ltd', street: '88 Kirkstall Road', locality: 'Leeds LS3 1LH', region: 'GB', phone: '0113 555 0142', email: 'accounts@sparklecrew.example', taxId: 'VAT No. 318 4470 21' },
  kinds: ['invoice', 'credit_note', 'invoice'],
  spec: { catalog: 'janitorial', items: [1, 3], tax: 'region', terms: [30], number: numbers.prefixed('SCC', 5) },
  filename: (s) => `${s.kind === 'credit_note' ? 'CreditNote' : 'Invoice'}_${s.number}.pdf`,
  money: money.gbp,
  dates: 'dmy',
  draw({ sheet, s, $, d }) {
    const credit = s.kind === 'credit_note';
    const number = credit ? s.number.replace('SCC', 'CR') : s.number;
    monogram(sheet, 'SC', 40, 36, 46, '#00838f');
    wordmark(sheet, s.vendor.name, 96, 56, { size: 14, color: '#00838f' });
    lines(sheet, 96, 72, [`${vendorLines(s.vendor, true).join(', ')}`, `${s.vendor.phone} · ${s.vendor.email} · ${s.vendor.taxId ?? ''}`], { size: 7.5 });
    sheet.text(credit ? 'CREDIT NOTE' : 'INVOICE', 40, 130, { font: 'sansBold', size: 24 });
    lines(sheet, 40, 152, customerLines(s, true), { size: 9 });
    const rows: [string, string][] = [[credit ? 'Credit Note No.' : 'Invoice No.', number], [credit ? 'Credit Date' : 'Invoice Date', d(s.issued)], ['Your PO', `PO ${s.rng.digits(6)}`]];
    rows.push(credit ? ['Against Invoice', s.number] : ['Due Date', d(s.due)]);
    pairs(sheet, 340, 130, rows, { labelWidth: 95, size: 9 });
    sheet.text(`Contract site: ${s.property.name}, ${s.property.street}, ${s.property.locality}`, 40, 222, { size: 9 });
    const describe = (desc: string): string => (credit ? `${desc} - missed visits credited` : `${desc} - ${formatDate(s.periodStart, 'dmyLong').replace(/^\d+ /, '')}`);
    const y = table(sheet, 40, 240, [{ title: 'Description', width: 335 }, { title: 'Net', width: 90, align: 'right' }, { title: 'VAT 20%', width: 90, align: 'right' }],
      itemRows(s, $, ['description', 'amount']).map(([desc, amt], i) => [describe(desc ?? ''), amt ?? '', $((credit ? -1 : 1) * Math.round((s.items[i]?.amountCents ?? 0) * 0.2))]), { look: 'band', accent: '#00838f' });
    totals(sheet, 455, 555, y + 18, [['Total Net', $(credit ? -s.subtotal : s.subtotal)], ['Total VAT', $(credit ? -s.tax : s.tax)], [credit ? 'Total Credit' : 'Total Due', $(s.amountDue), 'box']], { boxFill: '#d4eef0' });
    paragraph(sheet, 40, 760, 515, `${s.vendor.name} is registered in England No. 07766120. Payment terms strictly 30 days. Sort code 40-11-62, account 71829304.`, { size: 7 });
    return expected(s, credit ? ['payee', 'billDate', 'total', 'currency', 'property'] : ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property'], credit ? { invoiceNumber: number } : {});
  },
};

export const intlTrades: Layout[] = [brushwork, bushguard, dunmore, sparkle];
