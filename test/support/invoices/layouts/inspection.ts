import { addCanvas, embedFonts } from '../canvas';
import { block, pairs, quantity, table } from '../drawing';
import { addDays } from '../formats';
import type { RenderLayout } from '../types';
import { address, invoiceValues, site, sumCents, taxCents } from '../values';

/**
 * An elevator or fire-alarm inspection company: a big logo word over the smaller legal name (the
 * payee, as on the remit-to), Customer PO and Contract # beside the invoice number, an advance
 * billing period, equipment ids, and a Remit To block at the foot of the page.
 */
export const renderInspection: RenderLayout = async (doc, random) => {
  const values = invoiceValues(random, 'inspection', random.int(1, 3));
  const canvas = addCanvas(doc, await embedFonts(doc, random.pick(['helvetica', 'times'])));
  const { money, date } = values;
  // Often the first word of the name; sometimes a trade brand unrelated to it.
  const brand = random.chance(0.7) ? values.payee.split(' ')[0]!.toUpperCase() : random.pick(['ELEVATE', 'SAFEGUARD', 'NORTHSTAR', 'FIRSTLINE']);
  const brandSize = random.int(26, 36);
  canvas.text(brand, 40, 32, { size: brandSize, bold: true });
  canvas.text(values.payee, 40, 36 + brandSize, { size: random.pick([8, 9, 10]), bold: random.chance(0.5) });
  canvas.text(`${values.vendorLines.join(', ')}  ${values.phone}`, 40, 50 + brandSize, { size: 8, gray: true });
  canvas.text('INVOICE', 572, 40, { size: random.int(14, 20), bold: true, align: 'right' });

  const invoiceNumber = random.pick([random.digits(10), random.digits(7), values.invoiceNumber]);
  const contract = random.pick([`SC${random.digits(6)}`, random.digits(8), `MC-${random.digits(5)}`]);
  const days = random.pick([30, 30, 45, 0]);
  const dueDate = addDays(values.billDate, days);
  const numbers: [string, string][] = [
    [random.pick(['Invoice #:', 'Invoice Number:', 'Invoice No.']), invoiceNumber],
    [random.pick(['Customer PO:', 'Cust PO #:', 'PO Number:']), values.purchaseOrder],
    [random.pick(['Contract #:', 'Contract No.', 'Agreement #:']), contract],
  ];
  const details: [string, string][] = [
    [random.pick(['Invoice Date:', 'Date:']), date(values.billDate)],
    ['Terms:', days ? `Net ${days}` : 'Due Upon Receipt'],
    [random.pick(['Customer #:', 'Account:', 'Bldg ID:']), values.customerNumber],
  ];
  if (random.chance(0.5)) details[1] = [random.pick(['Due Date:', 'Payment Due:']), date(dueDate)];
  if (random.chance(0.5)) {
    // One row of cells across the page: the contract and PO sit right beside the invoice number.
    const order = random.chance(0.5) ? numbers : [numbers[2]!, numbers[0]!, numbers[1]!];
    [order, details].forEach((row, line) =>
      row.forEach(([label, value], cell) => {
        canvas.text(label, 40 + cell * 182, 118 + line * 16, { bold: true });
        canvas.text(value, 122 + cell * 182, 118 + line * 16);
      }),
    );
  } else pairs(canvas, [numbers[2]!, numbers[0]!, details[0]!, numbers[1]!, details[1]!, details[2]!], 370, 572, 70);

  const location = site(random, true, false);
  block(canvas, random.pick(['Bill To:', 'BILL TO', 'Customer:']), values.customer, 40, 170);
  block(canvas, random.pick(['Location:', 'Building:', 'Service Location:', 'Premises:']), location.lines, 330, 170);
  const equipment = random.pick([`Car #1, Car #2 (passenger traction)`, `Unit ID: E-${random.int(1, 6)}`, `FACP-1, ${random.int(20, 180)} devices`, `State ID #${random.digits(6)}`]);
  canvas.text(`Equipment: ${equipment}`, 40, 236, { gray: true });
  const start = addDays(values.billDate, random.int(1, 20));
  canvas.text(`Billing Period: ${date(start)} - ${date(addDays(start, 89))}`, 40, 250, { gray: true });

  const columns = [{ header: 'Description', x: 40 }, { header: 'Qty', x: 390, align: 'right' as const }, { header: 'Unit Price', x: 480, align: 'right' as const }, { header: 'Amount', x: 572, align: 'right' as const }];
  let top = table(canvas, columns, values.items.map((item) => [item.description, quantity(item.quantity), money(item.rateCents), money(item.amountCents)]), 276, { column: 0, chars: 56 });
  const subtotal = sumCents(values.items);
  const tax = random.chance(0.4) ? taxCents(subtotal, 6) : 0;
  const total = subtotal + tax;
  const totals: [string, string][] = tax ? [['Subtotal', money(subtotal)], ['Sales Tax', money(tax)]] : [];
  totals.push([random.pick(['Total Amount Due', 'Invoice Total', 'Please Pay This Amount', 'TOTAL DUE']), money(total)]);
  top = pairs(canvas, totals, 390, 572, top + 4);
  canvas.text('Late payments may result in suspension of service under the maintenance agreement.', 40, top + 16, { size: 8, gray: true });

  const [box, city] = address(random);
  canvas.rule(36, 576, 650);
  canvas.text('Remit To:', 40, 662, { bold: true });
  [values.payee, random.pick([`PO Box ${random.digits(5)}`, `Dept CH ${random.digits(5)}`, box!]), city!].forEach((line, index) => canvas.text(line, 40, 676 + index * 12));
  canvas.text('Please include the invoice number with your payment.', 572, 662, { size: 8, align: 'right', gray: true });
  canvas.text(`Questions about this invoice? ${values.phone}`, 572, 674, { size: 8, align: 'right', gray: true });
  return [
    {
      pageNumber: doc.getPageCount(),
      pageCount: 1,
      payee: values.payee,
      invoiceNumber,
      billDate: values.billDate,
      dueDate,
      purchaseOrder: values.purchaseOrder,
      property: location.property,
      unit: null,
      description: values.items[0]!.description,
      totalCents: total,
      totalAmountCents: total,
      lineItems: values.items.map((item) => ({ description: item.description, amountCents: item.amountCents })),
    },
  ];
};
