import { addCanvas, embedFonts } from '../canvas';
import { quantity, table } from '../drawing';
import { addDays } from '../formats';
import type { RenderLayout } from '../types';
import { invoiceValues, sumCents } from '../values';

/** A two-column modern layout (cleaning company): number under a big title top-right, small caps labels above values. */
export const renderModern: RenderLayout = async (doc, random) => {
  const values = invoiceValues(random, 'cleaning', random.int(1, 4));
  const canvas = addCanvas(doc, await embedFonts(doc));
  const { money, date } = values;
  canvas.text(values.payee, 40, 44, { size: 20, bold: true });
  canvas.text(values.vendorLines[0]!, 40, 70, { gray: true });
  canvas.text(values.vendorLines[1]!, 40, 82, { gray: true });
  canvas.text(`billing@${values.payee.split(' ')[0]!.toLowerCase()}.com  ${values.phone}`, 40, 94, { gray: true });
  canvas.text('INVOICE', 572, 40, { size: 26, bold: true, align: 'right' });
  canvas.text(random.pick([`# ${values.invoiceNumber}`, `Invoice No. ${values.invoiceNumber}`, `No. ${values.invoiceNumber}`]), 572, 72, { size: 11, align: 'right' });

  const dueDate = addDays(values.billDate, random.pick([7, 14, 30]));
  const small = { size: 7, bold: true, gray: true };
  canvas.text('BILLED TO', 40, 130, small);
  values.customer.forEach((line, index) => canvas.text(line, 40, 142 + index * 12));
  canvas.text(random.pick(['ISSUE DATE', 'DATE ISSUED', 'INVOICE DATE', 'DATE']), 330, 130, small);
  canvas.text(date(values.billDate), 330, 142);
  canvas.text(random.pick(['DUE DATE', 'PAYMENT DUE', 'DUE']), 460, 130, small);
  canvas.text(date(dueDate), 460, 142);
  canvas.text(random.pick(['REFERENCE', 'YOUR REF', 'REF #', 'JOB #']), 330, 166, small);
  canvas.text(values.reference, 330, 178);
  canvas.text('ACCOUNT', 460, 166, small);
  canvas.text(values.customerNumber, 460, 178);

  canvas.text(random.pick(['PROPERTY', 'SERVICE ADDRESS', 'LOCATION', 'JOB SITE']), 40, 200, small);
  values.site.lines.slice(0, -1).forEach((line, index) => canvas.text(line, 40, 212 + index * 12));

  const columns = [{ header: 'Service', x: 40 }, { header: 'Hours', x: 380, align: 'right' as const }, { header: 'Rate', x: 470, align: 'right' as const }, { header: 'Amount', x: 572, align: 'right' as const }];
  const top = table(canvas, columns, values.items.map((item) => [item.description, quantity(item.quantity), money(item.rateCents), money(item.amountCents)]), 260);
  const total = sumCents(values.items);
  canvas.text('Total', 420, top + 4, { bold: true });
  canvas.text(money(total), 572, top + 4, { align: 'right' });
  canvas.box(400, top + 20, 176, 24, true);
  canvas.text(random.pick(['Amount Due (USD)', 'Total Due', 'Balance Due', 'AMOUNT DUE']), 406, top + 28, { bold: true });
  canvas.text(money(total), 570, top + 28, { bold: true, align: 'right' });
  canvas.text('Payment is due within the terms above. Thank you!', 40, top + 70, { gray: true });
  return [
    {
      pageNumber: doc.getPageCount(),
      pageCount: 1,
      payee: values.payee,
      invoiceNumber: values.invoiceNumber,
      billDate: values.billDate,
      dueDate,
      reference: values.reference,
      property: values.site.property,
      unit: values.site.unit,
      description: values.items[0]!.description,
      totalCents: total,
      totalAmountCents: total,
      lineItems: values.items.map((item) => ({ description: item.description, amountCents: item.amountCents })),
    },
  ];
};
