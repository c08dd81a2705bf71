import { addCanvas, embedFonts } from '../canvas';
import { block, pairs, quantity, table } from '../drawing';
import { addDays } from '../formats';
import { distractor, wording } from '../labels';
import type { RenderLayout } from '../types';
import { invoiceValues, sumCents, taxCents } from '../values';

/** A plumber's service call: letterhead, work order, service location, labor and parts, terms. */
export const renderPlumbing: RenderLayout = async (doc, random) => {
  const values = invoiceValues(random, 'plumbing', random.int(1, 4));
  const canvas = addCanvas(doc, await embedFonts(doc, random.pick(['helvetica', 'times'])));
  const { money, date } = values;
  canvas.text(values.payee, 40, 40, { size: 16, bold: true });
  canvas.text(values.vendorLines[0]!, 40, 60);
  canvas.text(values.vendorLines[1]!, 40, 72);
  canvas.text(`Phone: ${values.phone}    Fax: ${values.fax}`, 40, 84);
  canvas.text(`License # PL-${random.digits(5)}`, 40, 96, { gray: true });

  const terms = random.pick([
    ['Due on Receipt', 0],
    ['Net 15', 15],
    ['Net 30', 30],
    ['Net 10', 10],
  ] as const);
  canvas.text('INVOICE', 572, 40, { size: 22, bold: true, align: 'right' });
  const rows: [string, string][] = [
    [wording(random, 'invoiceNumber'), values.invoiceNumber],
    [wording(random, 'billDate'), date(values.billDate)],
    [wording(random, 'workOrder'), values.workOrder],
    ['Customer #:', values.customerNumber],
    distractor(random),
    ['Terms:', terms[0]],
  ];
  pairs(canvas, random.chance(0.5) ? rows : [rows[1]!, rows[0]!, ...rows.slice(2)], 400, 572, 72);

  block(canvas, wording(random, 'customer'), values.customer, 40, 150);
  block(canvas, wording(random, 'site'), values.site.lines, 330, 150);

  const description = values.items[0]!.description;
  canvas.text('Work Performed:', 40, 232, { bold: true });
  canvas.text(description, 130, 232);
  canvas.text(`Technician: ${random.pick(['Mike R.', 'Dave L.', 'Carlos M.', 'Jen T.'])}`, 40, 246, { gray: true });

  const columns = [{ header: 'Description', x: 40 }, { header: 'Qty', x: 380, align: 'right' as const }, { header: 'Rate', x: 470, align: 'right' as const }, { header: 'Amount', x: 572, align: 'right' as const }];
  const items = values.items.map((item, index) => ({ ...item, description: index === 0 ? `Labor - ${item.description}` : `Parts: ${item.description.toLowerCase()}` }));
  let top = table(canvas, columns, items.map((item) => [item.description, quantity(item.quantity), money(item.rateCents), money(item.amountCents)]), 275);

  const subtotal = sumCents(items);
  const tax = random.chance(0.5) ? taxCents(subtotal, 6.25) : 0;
  const total = subtotal + tax;
  const paid = random.chance(0.3) ? Math.round(total / random.int(2, 4)) : 0;
  const totals: [string, string][] = [['Subtotal', money(subtotal)]];
  if (tax) totals.push(['Sales Tax 6.25%', money(tax)]);
  totals.push(['Total', money(total)]);
  if (paid) totals.push(['Payments/Credits', money(-paid)]);
  totals.push([wording(random, 'amountDue'), money(total - paid)]);
  top = pairs(canvas, totals, 400, 572, top + 4);

  canvas.text('Thank you for your business!', 40, top + 20);
  if (random.chance(0.5)) canvas.text(`Please make checks payable to ${values.payee}`, 40, top + 34, { gray: true });
  else canvas.text(`Remit to: ${values.payee}, PO Box ${random.digits(4)}, ${values.vendorLines[1]}`, 40, top + 34, { gray: true });
  return [
    {
      pageNumber: doc.getPageCount(),
      pageCount: 1,
      payee: values.payee,
      invoiceNumber: values.invoiceNumber,
      billDate: values.billDate,
      dueDate: addDays(values.billDate, terms[1]),
      workOrder: values.workOrder,
      property: values.site.property,
      unit: values.site.unit,
      description,
      totalCents: total,
      totalAmountCents: total - paid,
      lineItems: items.map((item) => ({ description: item.description, amountCents: item.amountCents })),
    },
  ];
};
