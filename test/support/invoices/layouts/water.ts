import { addCanvas, embedFonts } from '../canvas';
import { pairs, table } from '../drawing';
import { addDays } from '../formats';
import type { RenderLayout } from '../types';
import { invoiceValues, site, sumCents } from '../values';
import { TRADES } from '../vocabulary';

/**
 * A municipal water and sewer bill: account number, often no bill number at all (then there is no
 * invoice number to find: the account number is the reference), meter readings with read dates and
 * gallon figures, the charges, an account summary, "Amount Due" and the larger "Amount Due After
 * <due date>" (the late amount), and a remittance stub repeating them.
 */
export const renderWater: RenderLayout = async (doc, random) => {
  const values = invoiceValues(random, 'water', 0);
  const canvas = addCanvas(doc, await embedFonts(doc, random.pick(['helvetica', 'courier', 'times'])));
  const { money, date } = values;
  const address = site(random, false);
  const dueDate = addDays(values.billDate, random.pick([15, 20, 21, 25]));
  const billNumber = random.chance(0.5) ? random.digits(random.pick([7, 8, 9])) : null;

  const gallons = random.int(8, 420) * 1000;
  const rate = random.int(385, 620);
  const sewerRate = random.int(410, 790);
  const charges: [string, number, string, string][] = [
    ['Water Base Charge', random.int(1800, 6500), '', ''],
    ['Water Usage', Math.round((gallons / 1000) * rate), `${(gallons / 1000).toLocaleString('en-US')} kgal`, `${(rate / 100).toFixed(2)}`],
    ['Sewer Base Charge', random.int(2200, 7500), '', ''],
    ['Sewer Usage', Math.round((gallons / 1000) * sewerRate), `${(gallons / 1000).toLocaleString('en-US')} kgal`, `${(sewerRate / 100).toFixed(2)}`],
  ];
  for (const extra of TRADES.water.work) if (random.chance(0.4)) charges.push([extra, random.int(400, 4500), '', '']);
  const items = charges.map(([description, amountCents]) => ({ description, amountCents, quantity: 1, rateCents: amountCents }));

  canvas.text(values.payee, 40, 36, { size: random.int(13, 16), bold: true });
  canvas.text(`Utility Billing Division  ${values.vendorLines.join(', ')}`, 40, 56, { size: 8, gray: true });
  canvas.text(`Customer Service ${values.phone}  Mon-Fri 8:00-5:00`, 40, 67, { size: 8, gray: true });

  const current = sumCents(items);
  const previous = random.chance(0.8) ? random.int(3000, 90000) : 0;
  const paid = previous && random.chance(0.85) ? previous : 0;
  const due = previous - paid + current;
  const late = due + Math.max(500, Math.round(current / 10));
  const lateLabel = random.pick([`Amount Due After ${date(dueDate)}`, `After ${date(dueDate)} Pay`, `Late Amount After ${date(dueDate)}`]);
  const info: [string, string][] = [[random.pick(['Account Number', 'Account No.', 'Acct #']), values.accountNumber]];
  if (billNumber) info.push([random.pick(['Bill Number', 'Bill No.', 'Statement No.', 'Invoice No.']), billNumber]);
  info.push([random.pick(['Bill Date', 'Billing Date', 'Date Mailed']), date(values.billDate)], [random.pick(['Due Date', 'Payment Due Date']), date(dueDate)], ['Amount Due', money(due)]);
  canvas.box(340, 30, 236, info.length * 14 + 10, true);
  pairs(canvas, info, 348, 568, 36);

  canvas.text('Customer Name:', 40, 100, { bold: true });
  canvas.text(values.customer[0]!, 130, 100);
  canvas.text(random.pick(['Service Address:', 'Service Location:']), 40, 114, { bold: true });
  address.lines.forEach((line, index) => canvas.text(line, 130, 114 + index * 12));
  const readDate = addDays(values.billDate, -random.int(3, 8));
  const priorRead = addDays(readDate, -random.pick([29, 30, 31, 32]));
  canvas.text(`Service Period: ${date(priorRead)} to ${date(readDate)}`, 40, 146, { size: 8 });

  const start = random.int(100, 9000) * 1000;
  const meters = [
    { header: 'Meter Number', x: 40 },
    { header: 'Prev. Read Date', x: 120 },
    { header: 'Prev. Reading', x: 265, align: 'right' as const },
    { header: 'Curr. Read Date', x: 290 },
    { header: 'Curr. Reading', x: 440, align: 'right' as const },
    { header: 'Usage (gal)', x: 572, align: 'right' as const },
  ];
  const reading = [random.digits(8), date(priorRead), start.toLocaleString('en-US'), date(readDate), (start + gallons).toLocaleString('en-US'), gallons.toLocaleString('en-US')];
  let top = table(canvas, meters, [reading], 166, undefined, 8);

  canvas.text(random.pick(['Current Charges', 'Charges This Period']), 40, top + 4, { bold: true, size: 10 });
  const columns = [{ header: 'Description', x: 40 }, { header: 'Usage', x: 300, align: 'right' as const }, { header: 'Rate', x: 400, align: 'right' as const }, { header: 'Amount', x: 572, align: 'right' as const }];
  top = table(canvas, columns, charges.map(([description, cents, usage, perUnit]) => [description, usage, perUnit, money(cents)]), top + 22);

  const summary: [string, string][] = [['Previous Balance', money(previous)]];
  if (paid) summary.push([`Payment Received ${date(addDays(values.billDate, -random.int(10, 20)))} - Thank You`, money(-paid)]);
  summary.push([random.pick(['Total Current Charges', 'Current Charges']), money(current)], [random.pick(['Amount Due', 'Total Amount Due']), money(due)], [lateLabel, money(late)]);
  top = pairs(canvas, summary, 40, 400, top + 6);
  canvas.text('A 10% penalty is added to balances unpaid after the due date.', 40, top + 6, { size: 8, gray: true });

  canvas.rule(36, 576, 620);
  canvas.text('Please return this portion with your payment. Make checks payable to', 40, 628, { size: 8, gray: true });
  canvas.text(values.payee, 40, 640, { size: 8, gray: true });
  pairs(canvas, [['Account Number', values.accountNumber], ['Due Date', date(dueDate)], ['Amount Due', money(due)], [lateLabel, money(late)], ['Amount Enclosed', '$__________']], 300, 560, 660, 'right', 8);
  return [
    {
      pageNumber: doc.getPageCount(),
      pageCount: 1,
      payee: values.payee,
      invoiceNumber: billNumber,
      reference: values.accountNumber,
      billDate: values.billDate,
      dueDate,
      property: address.property,
      unit: address.unit,
      description: items[0]!.description,
      totalCents: current,
      totalAmountCents: due,
      lineItems: items.map((item) => ({ description: item.description, amountCents: item.amountCents })),
    },
  ];
};
