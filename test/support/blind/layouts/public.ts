import { addDays } from '../core/dates';
import { type Layout } from '../core/layout';
import { money } from '../core/money';
import { numbers } from '../core/numbers';
import { expected } from '../core/scenario';
import { cutLine, labelsAbove, lines, pairs, paragraph, table, totals } from '../pdf/blocks';
import { type Sheet } from '../pdf/paper';
import { customerLines, itemRows, reference } from './parts';

/** A round seal with the city's initials, as government letterheads have. */
function seal(sheet: Sheet, x: number, y: number, letters: string, tint: string): void {
  sheet.circle(x, y, 26, { stroke: tint, width: 2 });
  sheet.circle(x, y, 20, { stroke: tint, width: 0.8 });
  sheet.text(letters, x, y + 5, { font: 'serifBold', size: 13, align: 'center', color: tint });
}

/** City fire-inspection fees: seal, centred agency lines, ordinance codes, suite in the occupancy address, "make checks payable to". */
const fairhaven: Layout = {
  id: 'permit-fairhaven',
  family: 'public',
  vendorKind: 'municipal permit/inspection',
  vendor: { name: 'City of Fairhaven', street: '200 Civic Center Dr', locality: 'Fairhaven, WA 98225', region: 'US', phone: '(360) 555-0111', email: 'fireprevention@fairhaven.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'permit', items: [1, 3], terms: [30], number: numbers.shortYear(5), unit: 0.6 },
  filename: (s) => `FPB_Invoice_FP-${s.number}.pdf`,
  money: money.usd,
  dates: 'mdy',
  draw({ sheet, s, $, d }) {
    const number = `FP-${s.number}`;
    seal(sheet, 70, 66, 'CF', '#1a237e');
    lines(sheet, 306, 52, ['CITY OF FAIRHAVEN', 'Fire Prevention Bureau', `${s.vendor.street}, ${s.vendor.locality} · ${s.vendor.phone}`], { font: 'serifBold', size: 11, align: 'center', leading: 15 });
    sheet.text('INVOICE FOR INSPECTION FEES', 306, 120, { font: 'sansBold', size: 12, align: 'center' });
    pairs(sheet, 40, 150, [['Invoice Number:', number], ['Invoice Date:', d(s.issued)], ['Due Date:', d(s.due)], ['Occupancy ID:', reference(s, 'OCC-#####')]], { labelWidth: 96, size: 9 });
    lines(sheet, 330, 150, ['Responsible party:', ...customerLines(s)], { size: 9 });
    const suite = s.unit ? `, Suite ${s.unit}` : '';
    sheet.text(`Occupancy: ${s.property.name} - ${s.property.street}${suite}`, 40, 232, { size: 9, font: 'sansBold' });
    const y = table(sheet, 40, 250, [{ title: 'Code', width: 90 }, { title: 'Fee description', width: 300 }, { title: 'Qty', width: 40, align: 'right' }, { title: 'Amount', width: 102, align: 'right' }],
      itemRows(s, $, ['description', 'qty', 'amount']).map((r, i) => [`FMC 3.${12 + i}.0${i + 1}`, ...r]), { look: 'grid' });
    totals(sheet, 470, 572, y + 18, [['TOTAL DUE', $(s.amountDue), 'bold']], { size: 11 });
    paragraph(sheet, 40, y + 44, 532, 'Make checks payable to: City of Fairhaven. Fees are set by Ordinance 2019-14. Unpaid fees are subject to a 10% penalty and may delay issuance of the operating permit.', { size: 8.5 });
    cutLine(sheet, 660, 'Return this stub with payment');
    pairs(sheet, 40, 690, [['Invoice', number], ['Amount Due', $(s.amountDue)], ['Mail to', 'City of Fairhaven, Finance - Cashier, PO Box 3100, Fairhaven WA 98227']], { labelWidth: 70, size: 8.5 });
    return expected(s, ['payee', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit'], { invoiceNumber: number });
  },
};

/** An English borough council's sundry-debtor invoice: the customer first, "Invoice number" in a box, due 30 days in a sentence only. */
const kingsmead: Layout = {
  id: 'council-kingsmead-gb',
  family: 'public',
  vendorKind: 'municipal licence',
  vendor: { name: 'Kingsmead Borough Council', street: 'Guildhall, High Street', locality: 'Bath BA1 5AW', region: 'GB', phone: '01225 555 000', email: 'income@kingsmead.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'permit', items: [1, 2], terms: [30], number: numbers.plain(61000000, 61999999) },
  filename: (s) => `KBC-${s.number}.pdf`,
  money: money.gbp,
  dates: 'dmy',
  draw({ sheet, s, $, d }) {
    seal(sheet, 520, 70, 'KB', '#004d40');
    sheet.text(s.vendor.name, 40, 56, { font: 'sansBold', size: 16, color: '#004d40' });
    sheet.text('Financial Services - Income Section', 40, 72, { size: 9 });
    lines(sheet, 40, 120, customerLines(s, true), { size: 10 });
    sheet.rect(340, 112, 160, 60, { stroke: '#004d40' });
    pairs(sheet, 348, 128, [['Invoice number', s.number], ['Invoice date', d(s.issued)], ['Customer no.', reference(s, '00######')]], { labelWidth: 76, size: 8.5 });
    sheet.text('INVOICE', 40, 220, { font: 'sansBold', size: 14 });
    let y = paragraph(sheet, 40, 240, 515, `Licence and inspection fees for ${s.property.name}, ${s.property.street}, ${s.property.locality} (HMO licensing scheme). VAT is not chargeable on statutory fees.`, { size: 9.5 });
    y = table(sheet, 40, y + 10, [{ title: 'Details', width: 400 }, { title: 'Amount', width: 115, align: 'right' }], itemRows(s, $, ['description', 'amount']), { look: 'rules' });
    y = totals(sheet, 440, 555, y + 18, [['Total amount due', $(s.amountDue), 'bold']], { size: 10 });
    paragraph(sheet, 40, y + 14, 515, `Payment is due within 30 days of the invoice date, by ${d(s.due)}. Pay online at kingsmead.example/pay quoting your invoice number, or by telephone on ${s.vendor.phone}.`, { size: 9.5 });
    paragraph(sheet, 40, 790, 515, `${s.vendor.name}, ${s.vendor.street}, ${s.vendor.locality}. If you are having difficulty paying, please contact us as soon as possible.`, { size: 7 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

/** A county permit renewal: a form of boxed labels over values, amount due and "pay by" in the boxes, permit expiry as a decoy. */
const marlow: Layout = {
  id: 'permit-marlow-county',
  family: 'public',
  vendorKind: 'municipal permit/inspection',
  vendor: { name: 'Marlow County Department of Building Safety', street: '410 Courthouse Sq', locality: 'Lancaster, PA 17602', region: 'US', phone: '(717) 555-0105', email: 'permits@marlowcounty.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'permit', items: [1, 2], terms: [45], number: numbers.yearly('EP', 5), sites: ['Oakmont Village', 'Lakeshore Tower', 'Maple Court Apartments'] },
  filename: (s) => `${s.number}.pdf`,
  money: money.usd,
  dates: 'mdy',
  draw({ sheet, s, $, d }) {
    seal(sheet, 70, 62, 'MC', '#3e2723');
    lines(sheet, 110, 52, [s.vendor.name.toUpperCase(), `${s.vendor.street}, ${s.vendor.locality}`, s.vendor.phone], { size: 9, font: 'sansBold', leading: 13 });
    sheet.text('ANNUAL PERMIT RENEWAL - BILLING NOTICE', 40, 124, { font: 'sansBold', size: 12 });
    let y = labelsAbove(sheet, 40, 134, [['BILLING NUMBER', s.number], ['BILLING DATE', d(s.issued)], ['PAY BY', d(s.due)], ['AMOUNT DUE', $(s.amountDue)]], [133], { boxed: true, valueSize: 11 });
    y = labelsAbove(sheet, 40, y, [['PERMIT HOLDER', s.customer.name], ['PERMIT EXPIRES', d(addDays(s.issued, 60))]], [399, 133], { boxed: true, valueFont: 'sans', valueSize: 9 });
    y = labelsAbove(sheet, 40, y, [['FACILITY', s.property.name], ['FACILITY ADDRESS', `${s.property.street}, ${s.property.locality}`]], [200, 332], { boxed: true, valueFont: 'sans', valueSize: 9 });
    y = table(sheet, 40, y + 20, [{ title: 'Permit / device', width: 400 }, { title: 'Fee', width: 132, align: 'right' }], itemRows(s, $, ['description', 'amount']), { look: 'grid' });
    paragraph(sheet, 40, y + 20, 532, 'Operating a conveyance without a current certificate is a violation of county code 7-204. A late fee of $50.00 applies after the pay-by date.', { size: 8.5 });
    lines(sheet, 40, 740, ['Mail to:', ...customerLines(s)], { size: 8, font: 'mono' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

export const publicLayouts: Layout[] = [fairhaven, kingsmead, marlow];
