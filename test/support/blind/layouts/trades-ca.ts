import { type Layout } from '../core/layout';
import { money } from '../core/money';
import { numbers } from '../core/numbers';
import { expected } from '../core/scenario';
import { labelsAbove, lines, pairs, paragraph, table, totals } from '../pdf/blocks';
import { wordmark } from '../pdf/logo';
import { ZW } from '../pdf/paper';
import { customerLines, itemRows, percent, vendorLines } from './parts';

/** Elevator contractor in BC: serif letterhead, GST and PST on separate lines, CA$ amounts, contract period as a decoy; credit notes too. */
const vertica: Layout = {
  id: 'elevator-vertica',
  family: 'trade',
  vendorKind: 'elevator maintenance',
  vendor: { name: 'Vertica Lift Services Ltd.', street: '3340 Grandview Hwy', locality: 'Vancouver, BC V5M 1Z5', region: 'CA', phone: '604-555-0182', email: 'accounts@verticalift.example', taxId: 'GST No. 79204 3318 RT0001' },
  kinds: ['invoice', 'credit_note', 'invoice'],
  spec: { catalog: 'elevator', items: [1, 2], tax: 0.12, terms: [30], number: numbers.yearly('VL'), sites: ['Granville Heights', 'Lakeview Manor', 'Bow River Court'] },
  filename: (s) => `${s.kind === 'credit_note' ? 'CreditNote' : 'Invoice'}_${s.number}.pdf`,
  money: money.cadPrefixed,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    const credit = s.kind === 'credit_note';
    const number = credit ? s.number.replace('VL-', 'CN-') : s.number;
    sheet.text(s.vendor.name, 306, 58, { font: 'serifBold', size: 20, align: 'center', color: '#263238' });
    sheet.text(`${vendorLines(s.vendor).join('  |  ')}  |  ${s.vendor.phone}`, 306, 74, { font: 'serif', size: 8.5, align: 'center' });
    sheet.line(150, 82, 462, 82, { width: 0.8 });
    sheet.text(credit ? 'CREDIT NOTE' : 'INVOICE', 40, 118, { font: 'serifBold', size: 16 });
    lines(sheet, 40, 140, customerLines(s, true), { size: 9.5, font: 'serif' });
    const rows: [string, string][] = [[credit ? 'Credit Note No.' : 'Invoice No.', number], ['Date', d(s.issued)], ['Contract', `MC-${s.rng.digits(4)}`]];
    if (credit) rows.push(['Applies to Invoice', s.number]);
    else rows.push(['Due Date', d(s.due)]);
    pairs(sheet, 360, 118, rows, { labelWidth: 96, size: 9.5, labelFont: 'serifBold', valueFont: 'serif' });
    sheet.text(`Building: ${s.property.name}, ${s.property.street}, ${s.property.locality}`, 40, 214, { size: 9.5, font: 'serif' });
    sheet.text(`Maintenance period: ${d(s.periodStart)} to ${d(s.periodEnd)}`, 40, 228, { size: 9.5, font: 'serif' });
    const describe = (desc: string): string => (credit ? `Credit: ${desc} (unit out of service 9 days)` : desc);
    const y = table(sheet, 40, 246, [{ title: 'Description', width: 400 }, { title: 'Amount', width: 132, align: 'right' }], itemRows(s, $, ['description', 'amount']).map(([desc, amt]) => [describe(desc ?? ''), amt ?? '']), { look: 'rules', font: 'serif', headFont: 'serifBold', size: 9.5 });
    const sign = credit ? -1 : 1;
    const gst = Math.round(s.subtotal * 0.05);
    totals(sheet, 470, 572, y + 20, [['Subtotal', $(sign * s.subtotal)], ['GST 5%', $(sign * gst)], ['PST 7%', $(sign * (s.tax - gst))], [credit ? 'Total Credit' : 'Total Due', $(s.amountDue), 'rule']], { font: 'serif', size: 9.5 });
    paragraph(sheet, 40, 700, 532, credit ? 'This credit will be applied against your next invoice.' : `Terms: net 30 days. Interest at 2% per month (26.82% per annum) on overdue accounts. ${s.vendor.taxId ?? ''}`, { size: 8, font: 'serifItalic' });
    return expected(s, credit ? ['payee', 'billDate', 'total', 'currency', 'property'] : ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property'], credit ? { invoiceNumber: number } : {});
  },
};

/** Snow removal in Alberta: ISO dates, one line per storm visit (dates everywhere), labels above values, totals in CAD. */
const whiteout: Layout = {
  id: 'snow-whiteout',
  family: 'trade',
  vendorKind: 'snow removal',
  vendor: { name: 'Whiteout Snow Services Inc.', street: '5150 52 St SE', locality: 'Calgary, AB T2C 4N7', region: 'CA', phone: '403-555-0129', email: 'dispatch@whiteoutsnow.example', taxId: 'GST# 70012 4455 RT0001' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'snow', items: [2, 4], tax: 0.05, terms: [30], number: numbers.spaced('WS'), sites: ['Bow River Court', 'Granville Heights'] },
  filename: (s) => `Whiteout ${s.number.replace(' ', '')}.pdf`,
  money: money.cad,
  dates: 'iso',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, 'WHITEOUT', 40, 60, { size: 26, emblem: 'snowflake', color: '#0d47a1', tagline: s.vendor.name });
    lines(sheet, 572, 44, [...vendorLines(s.vendor), s.vendor.phone, s.vendor.taxId ?? ''], { size: 8, align: 'right' });
    let y = labelsAbove(sheet, 40, 100, [['INVOICE', s.number], ['DATE', d(s.issued)], ['DUE', d(s.due)], ['SITE', s.property.name]], [100, 100, 100, 232], { labelFont: 'sansBold', valueFont: 'sans', valueSize: 11, labelColor: '#0d47a1' });
    lines(sheet, 40, y + 16, ['Customer:', ...customerLines(s)], { size: 9 });
    const visits = s.items.flatMap((item) => Array.from({ length: item.qty }, (_, i) => [d(item.date.slice(0, 8) + String(Math.min(28, Number(item.date.slice(8)) + i * 3)).padStart(2, '0')), item.description, $(item.unitCents)])).sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
    y = table(sheet, 40, y + 86, [{ title: 'Visit date', width: 90 }, { title: 'Service', width: 330 }, { title: 'Charge', width: 112, align: 'right' }], visits, { look: 'grid', size: 8.5 });
    y = totals(sheet, 470, 572, y + 18, [['Subtotal', $(s.subtotal)], ['GST 5%', $(s.tax)], ['TOTAL (CAD)', $(s.amountDue), 'box']], { boxFill: '#dbe4f3' });
    paragraph(sheet, 40, y + 14, 532, `Trigger depth 2 cm per seasonal agreement. Log sheets with arrival and departure times for ${s.property.street} are available on request.`, { size: 8 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

/** An online-invoicing-app look: centred, the amount and due date as the headline, "Amount Due (CAD)". */
const prairieSteam: Layout = {
  id: 'carpet-prairiesteam',
  family: 'trade',
  vendorKind: 'carpet cleaning',
  vendor: { name: 'Prairie Steam Carpet Care Ltd.', street: '210 - 1822 Scarth St', locality: 'Regina, SK S4P 2G3', region: 'CA', phone: '306-555-0155', email: 'book@prairiesteam.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'carpet', items: [1, 3], tax: 0.11, terms: [15, 30], number: numbers.padded(4), unit: 0.5 },
  filename: (s) => `Invoice_${s.number}_from_Prairie_Steam_Carpet_Care_Ltd.pdf`,
  money: money.cad,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    sheet.text('INVOICE', 572, 56, { size: 24, align: 'right', color: '#37474f' });
    lines(sheet, 572, 74, [s.vendor.name, ...vendorLines(s.vendor, true), s.vendor.phone], { size: 8.5, align: 'right' });
    sheet.line(40, 150, 572, 150, { width: 0.5 });
    sheet.text('BILL TO', 40, 172, { font: 'sansBold', size: 8, color: '#888888' });
    lines(sheet, 40, 186, [...customerLines(s), `Service: ${s.property.name}${s.unit ? `, unit ${s.unit}` : ''}`], { size: 9 });
    pairs(sheet, 340, 172, [['Invoice Number:', s.number], ['Invoice Date:', d(s.issued)], ['Payment Due:', d(s.due)], ['Amount Due (CAD):', $(s.amountDue)]], { labelWidth: 110, valueWidth: 122, size: 9, leading: 16 });
    const y = table(sheet, 40, 270, [{ title: 'Items', width: 290 }, { title: 'Quantity', width: 70, align: 'right' }, { title: 'Price', width: 80, align: 'right' }, { title: 'Amount', width: 92, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'band', accent: '#37474f' });
    totals(sheet, 480, 572, y + 20, [['Subtotal:', $(s.subtotal)], [`GST/PST ${percent(s.taxRate)}:`, $(s.tax)], ['Total:', $(s.total)], [`Amount Due${ZW} (CAD):`, $(s.amountDue), 'bold']]);
    sheet.text('Notes / Terms', 40, 690, { font: 'sansBold', size: 8 });
    sheet.text('E-transfer to payments@prairiesteam.example. Thank you!', 40, 702, { size: 8 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

/** A bilingual Quebec HVAC invoice: French first, ISO dates, "1 234,56 $", TPS and TVQ. */
const boreal: Layout = {
  id: 'hvac-boreal-qc',
  family: 'trade',
  vendorKind: 'HVAC',
  vendor: { name: 'Climatisation Boréal inc.', street: '2250, rue Fleury Est', locality: 'Montréal (Québec) H2B 1K9', region: 'QC', phone: '514 555-0171', email: 'facturation@climboreal.example', taxId: 'TPS 81422 5531 RT0001  TVQ 1220443318 TQ0001' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'hvac', items: [2, 3], tax: 'region', terms: [30], number: numbers.yearly('', 5, ''), sites: ['Place des Érables'], unit: 0.7 },
  filename: (s) => `Facture_${s.number}.pdf`,
  money: money.cadFrench,
  dates: 'iso',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, s.vendor.name, 40, 58, { size: 17, emblem: 'snowflake', color: '#00695c' });
    lines(sheet, 40, 80, [...vendorLines(s.vendor), s.vendor.phone, s.vendor.taxId ?? ''], { size: 7.5 });
    sheet.text('FACTURE / INVOICE', 572, 58, { font: 'sansBold', size: 14, align: 'right' });
    pairs(sheet, 356, 78, [['No de facture / Invoice No.', s.number], ['Date', d(s.issued)], ['Échéance / Due date', d(s.due)], ['Conditions / Terms', 'Net 30 jours / days']], { labelWidth: 124, size: 8, labelFont: 'sans' });
    sheet.text('Facturer à / Bill to', 40, 146, { font: 'sansBold', size: 8.5 });
    lines(sheet, 40, 160, customerLines(s), { size: 9 });
    sheet.text('Adresse des travaux / Job site', 320, 146, { font: 'sansBold', size: 8.5 });
    lines(sheet, 320, 160, [s.property.name + (s.unit ? `, app. ${s.unit}` : ''), s.property.street, s.property.locality], { size: 9 });
    const y = table(sheet, 40, 226, [{ title: 'Description', width: 300 }, { title: 'Qté / Qty', width: 60, align: 'right' }, { title: 'Prix / Price', width: 80, align: 'right' }, { title: 'Montant / Amount', width: 92, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'grid', size: 8.5 });
    const tps = Math.round(s.subtotal * 0.05);
    totals(sheet, 470, 572, y + 18, [['Sous-total / Subtotal', $(s.subtotal)], ['TPS / GST 5 %', $(tps)], ['TVQ / QST 9,975 %', $(s.tax - tps)], ['Total à payer / Amount due', $(s.amountDue), 'box']], { boxFill: '#d7ece9' });
    paragraph(sheet, 40, 700, 532, 'Merci de votre confiance. Intérêts de 1,5 % par mois sur les comptes en souffrance. / Thank you. Overdue accounts bear interest at 1.5% per month.', { size: 7.5 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

export const caTrades: Layout[] = [vertica, whiteout, prairieSteam, boreal];
