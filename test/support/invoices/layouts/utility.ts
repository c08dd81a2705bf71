import { addCanvas, embedFonts } from '../canvas';
import { pairs, table } from '../drawing';
import { addDays } from '../formats';
import type { RenderLayout } from '../types';
import { invoiceValues, site, sumCents } from '../values';

/** A utility bill: account number, service address, previous balance, payment, current charges, stub. */
export const renderUtility: RenderLayout = async (doc, random) => {
  const values = invoiceValues(random, 'utility', random.int(2, 5));
  const canvas = addCanvas(doc, await embedFonts(doc, random.pick(['helvetica', 'courier'])));
  const { money, date } = values;
  const address = site(random, false);
  const billNumber = random.digits(random.pick([8, 9, 10]));
  const dueDate = addDays(values.billDate, random.pick([21, 25, 30]));

  canvas.text(values.payee, 40, 36, { size: 15, bold: true });
  canvas.text(`Customer Service ${values.phone}   www.${values.payee.split(' ').slice(-1)[0]!.toLowerCase()}.gov`, 40, 56, { gray: true });
  const headers = [random.pick(['Account Number', 'Account #', 'Acct No.']), random.pick(['Bill Number', 'Statement #', 'Bill #', 'Invoice Number']), random.pick(['Bill Date', 'Statement Date', 'Billing Date']), random.pick(['Due Date', 'Payment Due Date', 'Please Pay By'])];
  const cells = [values.accountNumber, billNumber, date(values.billDate), date(dueDate)];
  headers.forEach((header, index) => {
    canvas.box(40 + index * 133, 86, 133, 34, false);
    canvas.text(header, 46 + index * 133, 90, { bold: true, size: 8 });
    canvas.text(cells[index]!, 46 + index * 133, 104, { size: 10 });
  });
  canvas.text(`Customer Name: ${values.customer[0]}`, 40, 140);
  canvas.text(random.pick(['Service Address:', 'Service Location:', 'Premises Address:']), 40, 154);
  canvas.text(address.lines[0]!, 120, 154);
  canvas.text(address.lines[1]!, 120, 166);

  const current = sumCents(values.items);
  const previous = random.chance(0.7) ? random.int(2000, 40000) : 0;
  const paid = previous && random.chance(0.8) ? previous : 0;
  const due = previous - paid + current;
  canvas.text('Account Summary', 40, 192, { bold: true, size: 11 });
  const summary: [string, string][] = [['Previous Balance', money(previous)]];
  if (paid) summary.push(['Payment Received - Thank You', money(-paid)]);
  summary.push([random.pick(['Total Current Charges', 'Current Charges Total']), money(current)], [random.pick(['Total Amount Due', 'Amount Due', 'Total Due']), money(due)]);
  pairs(canvas, summary, 40, 330, 210);

  canvas.text('Current Charges Detail', 40, 290, { bold: true, size: 11 });
  const columns = [{ header: 'Description', x: 40 }, { header: 'Usage', x: 300, align: 'right' as const }, { header: 'Amount', x: 420, align: 'right' as const }];
  table(canvas, columns, values.items.map((item) => [item.description, item.quantity > 1 ? `${item.quantity * 4} CCF` : '', money(item.amountCents)]), 308);

  canvas.rule(36, 576, 600);
  canvas.text('Please return this portion with your payment. Make checks payable to', 40, 608, { size: 8, gray: true });
  canvas.text(values.payee, 40, 620, { size: 8, gray: true });
  pairs(canvas, [['Account Number', values.accountNumber], ['Amount Due', money(due)], ['Due Date', date(dueDate)], ['Amount Enclosed', '$__________']], 330, 560, 640);
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
      description: values.items[0]!.description,
      totalCents: current,
      totalAmountCents: due,
      lineItems: values.items.map((item) => ({ description: item.description, amountCents: item.amountCents })),
    },
  ];
};
