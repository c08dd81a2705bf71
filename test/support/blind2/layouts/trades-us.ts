import { addDays } from '../../blind/core/dates';
import { lines, pairs, paragraph, table, totals } from '../../blind/pdf/blocks';
import { emblem, monogram, wordmark } from '../../blind/pdf/logo';
import { type Sheet } from '../../blind/pdf/paper';
import { formatDate, money } from '../core/format';
import { type Layout } from '../core/layout';
import { shapes } from '../core/numbers';
import { expected } from '../core/scenario';
import { customerLines, flowTable, itemRows, reference } from './parts';

/** An HVAC service ticket: a row of boxed labels with the values in the row under them, "WO-77/3", due on receipt. */
const desertAir: Layout = {
  id: 'hvac-desertair-ticket',
  family: 'trade',
  vendorKind: 'HVAC',
  vendor: { name: 'Desert Air Mechanical Services, Inc.', street: '4150 W Sunset Rd, Ste 8', locality: 'Las Vegas, NV 89118', region: 'US', phone: '(702) 555-0129', email: 'service@desertairmech.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'hvac', items: [2, 4], tax: 0.08375, terms: [0], number: shapes.workOrder('WO'), unit: 0.9, sites: ['Canyon Ridge Business Center'] },
  filename: (s) => `${s.number.replace('/', '_')}.pdf`,
  money: money.usd,
  dates: 'mdy',
  draw({ sheet, s, $, d }) {
    monogram(sheet, 'DA', 40, 30, 44, '#b5451b');
    sheet.text(s.vendor.name, 94, 48, { font: 'sansBold', size: 14 });
    sheet.text(`${s.vendor.street}, ${s.vendor.locality}  \u00b7  ${s.vendor.phone}  \u00b7  NV Lic. #0071234`, 94, 62, { size: 8 });
    sheet.text('SERVICE INVOICE', 572, 96, { font: 'sansBold', size: 12, align: 'right' });
    table(sheet, 40, 104, [{ title: 'WORK ORDER', width: 110 }, { title: 'DATE', width: 90 }, { title: 'TECHNICIAN', width: 120 }, { title: 'TERMS', width: 110 }, { title: 'CUSTOMER PO', width: 102 }],
      [[s.number, d(s.issued), s.rng.pick(['R. Alvarez', 'T. Nguyen', 'K. Brooks']), 'DUE ON RECEIPT', reference(s, 'PO-####')]], { look: 'grid', size: 9, rowHeight: 20 });
    sheet.text('BILL TO', 40, 168, { font: 'sansBold', size: 8, color: '#b5451b' });
    lines(sheet, 40, 182, customerLines(s, true), { size: 9 });
    sheet.text('JOB LOCATION', 320, 168, { font: 'sansBold', size: 8, color: '#b5451b' });
    lines(sheet, 320, 182, [s.property.name, ...(s.unit ? [`Suite ${s.unit}`] : []), s.property.street, s.property.locality], { size: 9 });
    sheet.text('Time in / out', 40, 252, { font: 'sansBold', size: 8 });
    sheet.text(`${s.rng.int(7, 11)}:${s.rng.pick(['05', '20', '40'])} AM / ${s.rng.int(1, 4)}:${s.rng.pick(['10', '35', '50'])} PM`, 110, 252, { size: 8 });
    sheet.text('Work performed', 40, 272, { font: 'sansBold', size: 9 });
    const y0 = paragraph(sheet, 40, 286, 532, 'Responded to no-cooling call. Found RTU-2 compressor short-cycling on high head pressure; condenser coil heavily loaded. Cleaned coil, replaced failed run capacitor, checked charge and superheat, verified operation over two cycles. Recommend coil cleaning twice a year.', { size: 8.5 });
    let y = table(sheet, 40, y0 + 8, [{ title: 'Description', width: 300 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Unit Price', width: 90, align: 'right' }, { title: 'Amount', width: 92, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'grid', size: 8.5 });
    y = totals(sheet, 470, 572, y + 16, [['Subtotal', $(s.subtotal)], ['Sales Tax 8.375%', $(s.tax)], ['AMOUNT DUE', $(s.total), 'box']], { size: 9.5, boxFill: '#f6d9cc' });
    sheet.line(40, y + 40, 260, y + 40, { width: 0.6 });
    sheet.text('Customer signature - work completed to my satisfaction', 40, y + 52, { size: 7.5 });
    sheet.text('Thank you! A 3% fee applies to card payments.', 306, 760, { size: 8, align: 'center', font: 'sansItalic' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property', 'unit']);
  },
};

/** A guard company's invoice: one row per shift, running over to page 2 with a running head; totals on the last page only. */
const vigilant: Layout = {
  id: 'security-vigilant-shifts',
  family: 'service',
  vendorKind: 'security guard services',
  vendor: { name: 'Vigilant Shield Protective Services, Inc.', street: '6600 Eastern Ave', locality: 'Baltimore, MD 21224', region: 'US', phone: '(410) 555-0157', email: 'billing@vigilantshield.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'guard', items: [1, 1], terms: [30], number: shapes.dashPadded('INV', 6), sites: ['Harborview Plaza'] },
  filename: (s) => `${s.number}.pdf`,
  money: money.usd,
  dates: 'mdyLoose',
  draw({ paper, s, $, d }) {
    const rate = s.rng.pick([2850, 2975, 3100]);
    const days = s.rng.int(14, 18);
    const shifts = Array.from({ length: days * 2 }, (_, i) => {
      const day = addDays(s.periodStart, Math.floor(i / 2));
      const hours = i % 2 === 0 ? 8 : s.rng.pick([8, 8, 12]);
      return { row: [formatDate(day, 'mdyLoose'), i % 2 === 0 ? '0700-1500' : hours === 12 ? '1900-0700' : '1500-2300', i % 2 === 0 ? 'Lobby desk' : 'Garage patrol', s.rng.pick(['D. Fields', 'M. Owusu', 'A. Petrov', 'J. Harmon']), hours.toFixed(2), $(rate), $(rate * hours)], amount: rate * hours };
    });
    const total = shifts.reduce((sum, sh) => sum + sh.amount, 0);
    const head = (sheet: Sheet, page: number): number => {
      emblem(sheet, 'shield', 40, 28, 30, '#1c2e4a');
      sheet.text('VIGILANT SHIELD', 78, 44, { font: 'sansBold', size: 15, color: '#1c2e4a' });
      sheet.text('Protective Services', 78, 56, { size: 8 });
      sheet.text(`Invoice ${s.number}  \u00b7  Page ${page}`, 572, 44, { size: 9, align: 'right' });
      return 80;
    };
    const first = paper.page();
    head(first, 1);
    pairs(first, 360, 80, [['Invoice #', s.number], ['Invoice Date', d(s.issued)], ['Terms', 'Net 30'], ['Due Date', d(s.due)]], { labelWidth: 80, size: 9, leading: 14 });
    lines(first, 40, 90, customerLines(s, true), { size: 9 });
    first.text(`Post: ${s.property.name}, ${s.property.street}, ${s.property.locality}`, 40, 162, { font: 'sansBold', size: 9 });
    first.text(`Service period ${d(s.periodStart)} - ${d(addDays(s.periodStart, days - 1))}`, 40, 176, { size: 9 });
    const cols = [{ title: 'Date', width: 62 }, { title: 'Shift', width: 70 }, { title: 'Post', width: 90 }, { title: 'Officer', width: 90 }, { title: 'Hours', width: 50, align: 'right' as const }, { title: 'Rate', width: 70, align: 'right' as const }, { title: 'Amount', width: 100, align: 'right' as const }];
    const flowed = flowTable(paper, first, 40, 190, cols, shifts.map((sh) => sh.row), { look: 'zebra', accent: '#1c2e4a', size: 8, rowHeight: 15, bottom: 740, head: (sheet, page) => head(sheet, page) + 10 });
    const last = flowed.sheet;
    const hours = shifts.reduce((sum, sh) => sum + Number(sh.row[4]), 0);
    const y = totals(last, 470, 572, flowed.y + 18, [['Total hours', hours.toFixed(2)], ['Invoice total', $(total), 'bold'], ['Please pay', $(total), 'box']], { size: 9.5 });
    paragraph(last, 40, y + 8, 532, `Remit to ${s.vendor.name}, ${s.vendor.street}, ${s.vendor.locality}. ACH: routing 052000113, account on file. Questions: ${s.vendor.email}.`, { size: 8 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'currency', 'property'], { totalAmountCents: total });
  },
};

/** A Minnesota snow contractor's seasonal installment: "Mar 4 2025" dates, "#58821" under an "Invoice" label, extra events added. */
const northStar: Layout = {
  id: 'snow-northstar-installment',
  family: 'trade',
  vendorKind: 'snow removal',
  vendor: { name: 'North Star Snow & Ice Management LLC', street: '7801 Bass Lake Rd', locality: 'New Hope, MN 55428', region: 'US', phone: '763-555-0190', email: 'office@northstarsnow.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'snowContract', items: [1, 3], terms: [15, 20], number: shapes.bare(50000, 59999), sites: ['Silverleaf Commons'], months: [12, 1, 2, 3] },
  filename: (s) => `NorthStar_${s.number}.pdf`,
  money: money.usd,
  dates: 'monDY',
  draw({ sheet, s, $, d }) {
    wordmark(sheet, 'North Star', 40, 58, { size: 24, emblem: 'snowflake', color: '#1d4f91', tagline: 'Snow & Ice Management \u00b7 Commercial & HOA' });
    labelsAboveRight(sheet, [['Invoice', `#${s.number}`], ['Date', d(s.issued)], ['Due Date', d(s.due)]]);
    sheet.text('Customer', 40, 130, { font: 'sansBold', size: 8.5 });
    lines(sheet, 40, 143, customerLines(s), { size: 9 });
    sheet.text('Property', 320, 130, { font: 'sansBold', size: 8.5 });
    lines(sheet, 320, 143, [s.property.name, s.property.street, s.property.locality], { size: 9 });
    const season = `${Number(s.issued.slice(0, 4)) - (Number(s.issued.slice(5, 7)) < 7 ? 1 : 0)}-${String(Number(s.issued.slice(0, 4)) + (Number(s.issued.slice(5, 7)) < 7 ? 0 : 1)).slice(2)}`;
    const rows = s.items.map((item, i) => [i === 0 && item.description.startsWith('Seasonal') ? `${item.description} ${s.rng.int(2, 5)} of 5 (${season} season)` : item.description, item.qty > 1 ? `${item.qty} x ${$(item.unitCents)}` : '', $(item.amountCents)]);
    const y = table(sheet, 40, 210, [{ title: 'Description', width: 330 }, { title: 'Detail', width: 100 }, { title: 'Amount', width: 102, align: 'right' }], rows, { look: 'rules', size: 9 });
    totals(sheet, 470, 572, y + 20, [['Total Due', $(s.total), 'bold']], { size: 11 });
    sheet.text(`Storm log this period: ${s.rng.int(2, 6)} events, trigger 2". Full log at portal.northstarsnow.example.`, 40, y + 60, { size: 8 });
    sheet.text(`Please make checks payable to ${s.vendor.name}`, 306, 740, { size: 9, align: 'center', font: 'sansBold' });
    sheet.text(`${s.vendor.street}, ${s.vendor.locality}  \u00b7  ${s.vendor.phone}`, 306, 754, { size: 8, align: 'center' });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

/** Labels over values at the top right, right-aligned, one pair under another. */
function labelsAboveRight(sheet: Sheet, pairsRight: readonly (readonly [string, string])[]): void {
  pairsRight.forEach(([label, value], i) => {
    sheet.text(label.toUpperCase(), 572, 36 + i * 26, { size: 7, align: 'right', color: '#666666' });
    sheet.text(value, 572, 48 + i * 26, { font: 'sansBold', size: 10, align: 'right' });
  });
}

/** A painter's AIA-style application for payment: contract sum, work completed, 10% retainage and previous certificates decide the payment due. */
const threeRivers: Layout = {
  id: 'painting-threerivers-aia',
  family: 'trade',
  vendorKind: 'painting',
  vendor: { name: 'Three Rivers Commercial Painting, Inc.', street: '3400 Liberty Ave', locality: 'Pittsburgh, PA 15201', region: 'US', phone: '(412) 555-0170', email: 'pm@threeriverspainting.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'painting', items: [1, 1], terms: [30], number: shapes.yearSlash(4), sites: ['The Foundry Lofts'] },
  filename: (s) => `Pay App - ${s.property.name} - Inv ${s.number.replace('/', '-')}.pdf`,
  money: money.usd,
  dates: 'long',
  draw({ sheet, s, $, d }) {
    const contract = s.rng.int(80, 250) * 100000;
    const changes = s.rng.int(0, 12) * 50000;
    const sum = contract + changes;
    const app = s.rng.int(2, 6);
    const before = Math.round((sum * s.rng.int(20, 55)) / 100);
    const done = before + Math.round((sum * s.rng.int(10, 30)) / 100);
    const retainage = Math.round(done * 0.1);
    const previous = before - Math.round(before * 0.1);
    const due = done - retainage - previous;
    sheet.text('APPLICATION AND CERTIFICATE FOR PAYMENT', 306, 46, { font: 'serifBold', size: 13, align: 'center' });
    sheet.text(s.vendor.name, 306, 64, { font: 'serif', size: 10, align: 'center' });
    sheet.text(`${s.vendor.street}, ${s.vendor.locality}  \u00b7  ${s.vendor.phone}`, 306, 76, { font: 'serif', size: 8.5, align: 'center' });
    pairs(sheet, 40, 110, [['To Owner:', s.customer.name], ['Project:', `${s.property.name} - common area repaint`], ['Address:', `${s.property.street}, ${s.property.locality}`]], { labelWidth: 70, size: 9, labelFont: 'serifBold', valueFont: 'serif' });
    pairs(sheet, 380, 110, [['Invoice No.:', s.number], ['Application No.:', String(app)], ['Period To:', d(s.periodEnd)], ['Invoice Date:', d(s.issued)], ['Terms:', 'Net 30']], { labelWidth: 90, size: 9, labelFont: 'serifBold', valueFont: 'serif' });
    const rows: [string, string][] = [
      ['1. Original contract sum', $(contract)], ['2. Net change by change orders', $(changes)], ['3. Contract sum to date (1 + 2)', $(sum)],
      ['4. Total completed and stored to date', $(done)], ['5. Retainage (10% of completed work)', $(retainage)], ['6. Total earned less retainage (4 - 5)', $(done - retainage)],
      ['7. Less previous certificates for payment', $(previous)], ['8. CURRENT PAYMENT DUE', $(due)], ['9. Balance to finish, including retainage (3 - 6)', $(sum - done + retainage)],
    ];
    const y = table(sheet, 40, 200, [{ title: 'Contractor\u2019s application for payment', width: 400 }, { title: '', width: 132, align: 'right' }], rows, { look: 'grid', font: 'serif', headFont: 'serifBold', size: 9.5, rowHeight: 22 });
    sheet.rect(40, 200 + 22 * 8, 532, 22, { stroke: '#000000', width: 1.6 });
    paragraph(sheet, 40, y + 24, 532, 'The undersigned contractor certifies that to the best of the contractor\u2019s knowledge the work covered by this application has been completed in accordance with the contract documents, that all amounts have been paid by the contractor for work for which previous certificates were issued, and that current payment shown herein is now due.', { font: 'serif', size: 8.5 });
    sheet.line(40, y + 110, 250, y + 110);
    sheet.text('Contractor', 40, y + 122, { font: 'serif', size: 8 });
    sheet.line(330, y + 110, 540, y + 110);
    sheet.text('Architect / Owner\u2019s representative', 330, y + 122, { font: 'serif', size: 8 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'currency', 'property'], { totalAmountCents: due, dueDate: addDays(s.issued, 30) });
  },
};

/** A towing company's relocation invoice: a vehicle table, "Tow Invoice No." with a prefix, due upon receipt. */
const frontRange: Layout = {
  id: 'towing-frontrange',
  family: 'service',
  vendorKind: 'towing',
  vendor: { name: 'Front Range Towing & Recovery LLC', street: '5500 Brighton Blvd', locality: 'Denver, CO 80216', region: 'US', phone: '(303) 555-0111', email: 'accounts@frontrangetow.example' },
  kinds: ['invoice', 'invoice', 'invoice'],
  spec: { catalog: 'towing', items: [2, 3], terms: [0], number: shapes.spacedPrefix('T'), sites: ['Copper Creek Apartments'] },
  filename: (s) => `Tow_Invoice_${s.number.replace(' ', '')}.pdf`,
  money: money.usd,
  dates: 'mdyShort',
  draw({ sheet, s, $, d }) {
    sheet.rect(40, 30, 532, 46, { fill: '#111111' });
    sheet.text('FRONT RANGE TOWING & RECOVERY', 52, 58, { font: 'sansBold', size: 16, color: '#f2c500' });
    sheet.text('24 HR  (303) 555-0111', 560, 58, { font: 'sansBold', size: 10, color: '#ffffff', align: 'right' });
    sheet.text(`${s.vendor.name}  \u00b7  ${s.vendor.street}, ${s.vendor.locality}  \u00b7  PUC Towing Permit T-04471`, 40, 90, { size: 7.5 });
    pairs(sheet, 380, 116, [['Tow Invoice No.', s.number], ['Date', d(s.issued)], ['Payment', 'Due upon receipt']], { labelWidth: 86, size: 9 });
    sheet.text('Property account', 40, 116, { font: 'sansBold', size: 8.5 });
    lines(sheet, 40, 129, [s.property.name, s.property.street, s.property.locality, `c/o ${s.customer.name}`], { size: 9 });
    const cars = Array.from({ length: s.rng.int(3, 6) }, () => [formatDate(addDays(s.issued, -s.rng.int(1, 6)), 'mdyShort'), s.rng.pick(['2016 Honda Civic', '2019 Ford F-150', '2012 Toyota Camry', '2021 Kia Soul', '2008 Jeep Liberty']), `CO ${s.rng.letter()}${s.rng.letter()}${s.rng.letter()}-${s.rng.digits(3)}`, `Lot ${s.rng.pick(['A', 'B', 'C'])}${s.rng.int(1, 80)}`, s.rng.pick(['Relocated - Lot D', 'Relocated - street', 'Impounded'])]);
    let y = table(sheet, 40, 200, [{ title: 'Date', width: 60 }, { title: 'Vehicle', width: 140 }, { title: 'Plate', width: 100 }, { title: 'From', width: 80 }, { title: 'Disposition', width: 152 }], cars, { look: 'grid', size: 8.5 });
    y = table(sheet, 40, y + 18, [{ title: 'Charges', width: 300 }, { title: 'Qty', width: 50, align: 'right' }, { title: 'Rate', width: 90, align: 'right' }, { title: 'Total', width: 92, align: 'right' }], itemRows(s, $, ['description', 'qty', 'rate', 'amount']), { look: 'rules', size: 8.5 });
    totals(sheet, 470, 572, y + 18, [['BALANCE DUE', $(s.total), 'bold']], { size: 11 });
    paragraph(sheet, 40, y + 60, 532, 'Vehicles relocated at the request of property management for parking lot sealcoating. Photos and tow authorizations are on file and available on request.', { size: 8 });
    return expected(s, ['payee', 'invoiceNumber', 'billDate', 'dueDate', 'total', 'currency', 'property']);
  },
};

export const usTrades: Layout[] = [desertAir, vigilant, northStar, threeRivers, frontRange];
