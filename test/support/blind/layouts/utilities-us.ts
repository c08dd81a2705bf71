import { formatDate } from '../core/dates';
import { type Layout } from '../core/layout';
import { money } from '../core/money';
import { numbers } from '../core/numbers';
import { type Printed, expected } from '../core/scenario';
import { cutLine, labelsAbove, lines, pairs, paragraph, table, totals } from '../pdf/blocks';
import { band, wordmark } from '../pdf/logo';
import { ZW } from '../pdf/paper';
import { vendorLines, customerLines, itemRows, reference } from './parts';

/** A municipal water district: no invoice number, account summary box, meter table, tear-off stub. */
const waterDistrict: Layout = {
  id: 'water-district',
  family: 'utility',
  vendorKind: 'water/sewer',
  vendor: { name: 'Bluestem Valley Water District', street: '400 Reservoir Rd', locality: 'Round Rock, TX 78664', region: 'US', phone: '(512) 555-0142', email: 'billing@bluestemwater.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'water', items: [2, 4], terms: [21], number: numbers.plain(1, 9), carry: 'balance' },
  filename: (s) => `WaterBill_${s.account.replace(/-/g, '')}.pdf`,
  money: money.usd,
  dates: 'mdy',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, s.vendor.name, 40, 60, { size: 15, font: 'serifBold', emblem: 'drop', color: '#1d5c8c' });
    lines(sheet, 70, 78, [...vendorLines(s.vendor), `Customer Service ${s.vendor.phone}`], { size: 8 });
    sheet.rect(360, 40, 212, 96, { stroke: '#1d5c8c', width: 1.2 });
    sheet.rect(360, 40, 212, 16, { fill: '#1d5c8c' });
    sheet.text('ACCOUNT SUMMARY', 466, 52, { font: 'sansBold', size: 8, color: '#ffffff', align: 'center' });
    pairs(sheet, 368, 72, [['Account Number', s.account], ['Bill Date', d(s.issued)], ['Due Date', d(s.due)], ['Amount Due', $(s.amountDue)]], { labelWidth: 80, valueWidth: 116, size: 9, leading: 16 });
    const named = s.rng.chance(0.5);
    const service = named ? `${s.property.name.toUpperCase()} - ${s.property.street.toUpperCase()}` : s.property.street.toUpperCase();
    lines(sheet, 60, 170, customerLines(s, true).map((l) => l.toUpperCase()), { size: 9, font: 'mono' });
    sheet.text(`Service Address:${ZW} ${service}`, 40, 250, { size: 9, font: 'sansBold' });
    sheet.text(`Service Period: ${d(s.periodStart)} - ${d(s.periodEnd)}`, 40, 264, { size: 9 });
    const meter = reference(s, '##-#####');
    const prior = s.rng.int(100000, 900000);
    const usage = s.rng.int(40000, 400000);
    let y = table(sheet, 40, 282, [
      { title: 'Meter', width: 80 }, { title: 'Read From', width: 80 }, { title: 'Read To', width: 80 },
      { title: 'Previous', width: 90, align: 'right' }, { title: 'Present', width: 90, align: 'right' }, { title: 'Usage (gal)', width: 112, align: 'right' },
    ], [[meter, d(s.periodStart), d(s.periodEnd), String(prior), String(prior + usage), usage.toLocaleString('en-US')]], { look: 'grid', size: 8 });
    y = table(sheet, 40, y + 18, [{ title: 'Current Charges', width: 420 }, { title: 'Amount', width: 112, align: 'right' }], itemRows(s, $, ['description', 'amount']), { look: 'rules' });
    y = totals(sheet, 440, 572, y + 16, [
      ['Previous Balance', $(s.previous)],
      [`Payment Received - Thank You`, $(-s.paid)],
      ['Balance Forward', $(s.previous - s.paid)],
      ['Total Current Charges', $(s.total)],
      ['Total Amount Due', $(s.amountDue), 'rule'],
    ]);
    paragraph(sheet, 40, y + 10, 532, 'A late charge of 10% is added to any balance not received by the due date. Service may be discontinued for non-payment 10 days after notice. Pay online, by phone, or by mail with the stub below.', { size: 7, font: 'sansItalic' });
    cutLine(sheet, 640, 'Please detach and return this portion with your payment. Make checks payable to the District.');
    sheet.text(s.vendor.name.toUpperCase(), 40, 672, { font: 'sansBold', size: 9 });
    lines(sheet, 40, 684, ['PO Box 2210', 'Round Rock, TX 78680-2210'], { size: 8 });
    labelsAbove(sheet, 300, 660, [['ACCOUNT NUMBER', s.account], ['DUE DATE', d(s.due)], ['AMOUNT DUE', $(s.amountDue)]], [90, 80, 100], { boxed: true, valueSize: 9 });
    sheet.text('Amount Enclosed: $ ____________', 300, 722, { size: 9 });
    const printed: Printed[] = ['payee', 'billDate', 'dueDate', 'total', 'currency'];
    return expected(s, named ? [...printed, 'property'] : printed);
  },
};

/** An electric cooperative: colour band, usage chart, large amount box, invoice number and a sentence due date. */
const electricCoop: Layout = {
  id: 'electric-coop',
  family: 'utility',
  vendorKind: 'electric',
  vendor: { name: 'Prairie Lantern Electric Cooperative', street: '7 Transmission Way', locality: 'Bastrop, TX 78602', region: 'US', phone: '1-800-555-0199', email: 'members@prairielantern.example', web: 'prairielantern.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'electric', items: [3, 4], terms: [20, 25], number: numbers.slashYear(7), unit: 0.4 },
  filename: (s) => `PLEC-${s.number.replace('/', '-')}.pdf`,
  money: money.usd,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    band(sheet, s.vendor.name, { color: '#2e6b30', size: 17, height: 50 });
    sheet.text(`${s.vendor.web ?? ''}  |  ${s.vendor.phone}`, 36, 64, { size: 8, color: '#2e6b30' });
    let y = pairs(sheet, 36, 96, [
      ['Member/Account:', s.account], ['Invoice No.:', s.number], ['Billing Date:', d(s.issued)],
      ['Service Location:', `${s.property.name}, ${s.property.street}${s.unit ? `, Unit ${s.unit}` : ''}`],
    ], { labelWidth: 96, size: 9, leading: 15 });
    lines(sheet, 36, y + 14, customerLines(s), { size: 9 });
    sheet.rect(390, 84, 186, 84, { fill: '#eef5ee', stroke: '#2e6b30' });
    sheet.text('Amount Due', 483, 106, { size: 10, align: 'center', color: '#2e6b30' });
    sheet.text($(s.amountDue), 483, 134, { font: 'sansBold', size: 22, align: 'center' });
    sheet.text(`Due by ${d(s.due)}`, 483, 156, { size: 9, align: 'center' });
    sheet.text('Your Monthly Use (kWh)', 36, 236, { font: 'sansBold', size: 9 });
    for (let m = 0; m < 13; m += 1) {
      const h = 20 + s.rng.int(0, 60);
      sheet.rect(40 + m * 18, 320 - h, 12, h, { fill: m === 12 ? '#2e6b30' : '#a9c7aa' });
    }
    sheet.line(36, 320, 280, 320, { width: 0.5 });
    const kwh = s.rng.int(2000, 30000);
    pairs(sheet, 310, 250, [['Meter', reference(s, 'E#######')], ['Multiplier', '1'], ['kWh this period', kwh.toLocaleString('en-US')], ['Days', '30'], ['Rate schedule', 'GS-2 General Service']], { labelWidth: 100, size: 8, labelFont: 'sans' });
    y = table(sheet, 36, 350, [{ title: 'Charge', width: 400 }, { title: 'Amount', width: 140, align: 'right' }], itemRows(s, $, ['description', 'amount']), { look: 'zebra', accent: '#2e6b30' });
    y = totals(sheet, 440, 572, y + 18, [['Total Current Charges', $(s.total), 'bold']]);
    paragraph(sheet, 36, y + 16, 540, `Total amount due on or before ${formatDate(s.due, 'mdy')}. Payments received after that date are subject to a 1.5% late payment charge. If you have already paid, thank you, and please disregard.`, { size: 8 });
    sheet.text(`Prairie Lantern is an equal opportunity provider and employer.  ${s.vendor.street}, ${s.vendor.locality}`, 306, 770, { size: 7, align: 'center', color: '#666666' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

/** A broadband provider: account summary with adjustments; the due date only in a sentence; outage credit memos. */
const telecom: Layout = {
  id: 'telecom-fiber',
  family: 'utility',
  vendorKind: 'internet/telecom',
  vendor: { name: 'Skyreach Broadband, LLC', street: '2200 Fiber Way', locality: 'Plano, TX 75024', region: 'US', phone: '(888) 555-0173', email: 'business@skyreach.example', web: 'skyreach.example/business' },
  kinds: ['invoice', 'credit_note', 'invoice'],
  spec: { catalog: 'telecom', items: [2, 4], tax: 0.0475, terms: [30], number: numbers.padded(6), carry: 'balance' },
  filename: (s) => `Skyreach_${s.kind === 'credit_note' ? 'CreditMemo' : 'Invoice'}_${s.number}.pdf`,
  money: money.usd,
  dates: 'short',
  draw({ sheet, s, $, d }) {
    const credit = s.kind === 'credit_note';
    wordmark(sheet, 'skyreach', 40, 62, { size: 28, emblem: 'wave', color: '#5b2c83', tagline: 'business fiber & voice' });
    sheet.text(credit ? 'CREDIT MEMO' : 'Invoice', 572, 50, { font: 'sansBold', size: 16, align: 'right', color: '#5b2c83' });
    pairs(sheet, 380, 72, [
      [credit ? 'Memo Date' : 'Invoice Date', d(s.issued)], [credit ? 'Credit Memo #' : `Invoice #${ZW}`, s.number],
      ['Account Number', s.account], ['Billing Period', `${d(s.periodStart)} - ${d(s.periodEnd)}`],
    ], { labelWidth: 84, size: 8.5, labelFont: 'sans', labelColor: '#555555' });
    lines(sheet, 40, 150, customerLines(s, true), { size: 9 });
    sheet.text(`Service location: ${s.property.name} - ${s.property.street}`, 40, 214, { size: 8.5, font: 'sansItalic' });
    const rows = itemRows(s, $, ['description', 'qty', 'amount']).map(([desc, qty, amt]) => [credit ? `Credit - ${desc ?? ''} (service outage)` : (desc ?? ''), `${d(s.periodStart)} - ${d(s.periodEnd)}`, qty ?? '', amt ?? '']);
    let y = table(sheet, 40, 236, [{ title: credit ? 'Credits' : 'Monthly Services', width: 250 }, { title: 'Dates', width: 150 }, { title: 'Qty', width: 40, align: 'right' }, { title: 'Amount', width: 92, align: 'right' }], rows, { look: 'rules', size: 8 });
    if (s.tax) y = totals(sheet, 470, 572, y + 14, [['Taxes, fees & surcharges', $(s.kind === 'credit_note' ? -s.tax : s.tax)]], { size: 8 });
    if (credit) {
      totals(sheet, 470, 572, y + 14, [['Total Credit', $(s.total), 'box']], { size: 10, boxFill: '#ece4f3' });
      paragraph(sheet, 40, y + 50, 532, 'This credit has been applied to your account and will appear on your next invoice. No payment is required.', { size: 8.5 });
      return expected(s, ['payee', 'invoiceNumber', 'billDate', 'total', 'currency', 'property']);
    }
    sheet.rect(40, y + 16, 532, 92, { stroke: '#5b2c83' });
    sheet.text('Account Summary', 50, y + 32, { font: 'sansBold', size: 10, color: '#5b2c83' });
    totals(sheet, 470, 560, y + 48, [
      ['Previous Balance', $(s.previous)], ['Payments Received', $(-s.paid)], ['New Charges', $(s.total)], ['Total Amount Due', $(s.amountDue), 'bold'],
    ], { size: 8.5, leading: 14 });
    paragraph(sheet, 40, y + 126, 532, `Please pay ${$(s.amountDue)} by ${formatDate(s.due, 'short')}. AutoPay customers: your payment method will be charged on that date.`, { size: 9, font: 'sansBold' });
    sheet.text(`${s.vendor.name}  |  ${s.vendor.street}, ${s.vendor.locality}  |  ${s.vendor.web ?? ''}`, 306, 760, { size: 7, align: 'center', color: '#777777' });
    sheet.text('Page 1 of 1', 572, 775, { size: 7, align: 'right' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

export const usUtilities: Layout[] = [waterDistrict, electricCoop, telecom];
