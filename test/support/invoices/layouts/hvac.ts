import { addCanvas, embedFonts } from '../canvas';
import { block, pairs, quantity, table } from '../drawing';
import { addDays } from '../formats';
import { distractor, wording } from '../labels';
import type { RenderLayout } from '../types';
import { invoiceValues, sumCents, taxCents } from '../values';

/** An HVAC contractor: boxed header row (number, date, PO, terms, due), job site, deposit, balance due. */
export const renderHvac: RenderLayout = async (doc, random) => {
  const values = invoiceValues(random, 'hvac', random.int(2, 6));
  for (const item of values.items) if (random.chance(0.4)) item.description += random.pick([' on rooftop unit, tested system operation', ', checked refrigerant pressures and amp draw', ' per tenant complaint of no cooling in bedroom']);
  const canvas = addCanvas(doc, await embedFonts(doc));
  const { money, date } = values;
  canvas.text(values.payee, 40, 40, { size: 17, bold: true });
  canvas.text(values.vendorLines.join(', '), 40, 62, { gray: true });
  canvas.text(`${values.phone}  |  Fax ${values.fax}  |  Lic. #${random.digits(6)}`, 40, 74, { gray: true });
  canvas.text(distractor(random).join(' '), 40, 86, { gray: true });
  canvas.text('INVOICE', 572, 40, { size: 24, bold: true, align: 'right' });

  const days = random.pick([15, 30, 45]);
  const dueDate = addDays(values.billDate, days);
  const headers = [random.pick(['Invoice Number', 'Invoice #', 'INVOICE NO.']), random.pick(['Invoice Date', 'Date']), random.pick(['PO Number', 'P.O. #', 'PO #', 'Customer PO']), 'Terms', random.pick(['Due Date', 'Payment Due'])];
  const cells = [values.invoiceNumber, date(values.billDate), values.purchaseOrder, `Net ${days}`, date(dueDate)];
  headers.forEach((header, index) => {
    canvas.box(40 + index * 106.4, 100, 106.4, 16, true);
    canvas.box(40 + index * 106.4, 116, 106.4, 18);
    canvas.text(header, 46 + index * 106.4, 104, { bold: true, size: 8 });
    canvas.text(cells[index]!, 46 + index * 106.4, 121);
  });

  block(canvas, wording(random, 'customer'), values.customer, 40, 150);
  block(canvas, random.pick(['Job Site', 'Job Location', 'Service Location']), values.site.lines, 330, 150);

  const columns = [
    { header: 'Description', x: 40 },
    { header: 'Qty', x: 380, align: 'right' as const },
    { header: random.pick(['Unit Price', 'Rate']), x: 470, align: 'right' as const },
    { header: 'Amount', x: 572, align: 'right' as const },
  ];
  let top = table(canvas, columns, values.items.map((item) => [item.description, quantity(item.quantity), money(item.rateCents), money(item.amountCents)]), 240, { column: 0, chars: 52 });

  const subtotal = sumCents(values.items);
  const tax = taxCents(subtotal, 8.25);
  const total = subtotal + tax;
  const deposit = random.chance(0.6) ? Math.round(total / 2 / 100) * 100 : 0;
  const rows: [string, string][] = [['Subtotal', money(subtotal)], ['Tax (8.25%)', money(tax)], ['Total', money(total)]];
  if (deposit) rows.push([random.pick(['Less Deposit', 'Deposit Received']), money(-deposit)]);
  rows.push([wording(random, 'amountDue'), money(total - deposit)]);
  top = pairs(canvas, rows, 400, 572, top + 4);
  canvas.text('All work guaranteed for 90 days. Thank you for choosing us!', 40, top + 24, { gray: true });
  return [
    {
      pageNumber: doc.getPageCount(),
      pageCount: 1,
      payee: values.payee,
      invoiceNumber: values.invoiceNumber,
      billDate: values.billDate,
      dueDate,
      purchaseOrder: values.purchaseOrder,
      property: values.site.property,
      unit: values.site.unit,
      description: values.items[0]!.description,
      totalCents: total,
      totalAmountCents: total - deposit,
      lineItems: values.items.map((item) => ({ description: item.description, amountCents: item.amountCents })),
    },
  ];
};
