import { addCanvas, embedFonts } from '../canvas';
import { block, pairs, table } from '../drawing';
import { addDays } from '../formats';
import type { RenderLayout } from '../types';
import { invoiceValues, site, taxCents } from '../values';
import { TRADES } from '../vocabulary';

/**
 * A janitorial supply distributor: Sold To the manager, Ship To the property (with an Attn: line),
 * a strip of Customer PO / Salesperson / Ship Via / Terms / Ship Date, a dense table of ordered,
 * shipped and back-ordered quantities priced on what shipped, freight and sales tax, cash-discount
 * terms ("2% 10 Net 30": due at the net date) and a discounted figure that is not the amount due.
 * Every printed row is a line item, a fully back-ordered one at 0.00, as the clerk keys it.
 */
export const renderJanitorial: RenderLayout = async (doc, random) => {
  const values = invoiceValues(random, 'janitorial', 0);
  const size = random.pick([7, 7.5, 8]);
  const canvas = addCanvas(doc, await embedFonts(doc, random.pick(['helvetica', 'helvetica', 'courier'])));
  const { money, date } = values;
  canvas.text(values.payee, 40, 36, { size: 14, bold: true });
  canvas.text(values.vendorLines.join('  '), 40, 54, { size: 8 });
  canvas.text(`Phone ${values.phone}  Fax ${values.fax}  www.${values.payee.split(' ')[0]!.toLowerCase()}supply.com`, 40, 64, { size: 8 });
  canvas.text('INVOICE', 572, 32, { size: 16, bold: true, align: 'right' });
  const rows: [string, string][] = [
    [random.pick(['Invoice No.', 'Invoice #', 'INVOICE NUMBER']), values.invoiceNumber],
    [random.pick(['Invoice Date', 'Date']), date(values.billDate)],
    [random.pick(['Order No.', 'Sales Order']), `SO-${random.digits(6)}`],
    ['Customer No.', values.customerNumber],
    ['Page', '1 of 1'],
  ];
  pairs(canvas, rows, 420, 572, 54, 'right', 8);

  const shipTo = site(random, true, false);
  const attention = random.pick(['Attn: Maintenance Office', 'Attn: Leasing Office', 'Attn: Maintenance Supervisor']);
  block(canvas, random.pick(['Sold To:', 'SOLD TO', 'Bill To:']), values.customer, 40, 126);
  block(canvas, random.pick(['Ship To:', 'SHIP TO']), random.chance(0.5) ? [shipTo.lines[0]!, attention, ...shipTo.lines.slice(1)] : [attention, ...shipTo.lines], 320, 126);

  const net = random.pick([30, 30, 45]);
  const percent = random.pick([1, 2, 2]);
  const strip: [string, string][] = [
    [random.pick(['Customer PO', 'Cust. P.O. No.', 'Your Order #']), values.purchaseOrder],
    ['Salesperson', random.pick(['House', 'Rick M.', 'Dana P.', '014'])],
    ['Ship Via', random.pick(['Our Truck', 'UPS Ground', 'Will Call'])],
    ['Terms', `${percent}% 10 Net ${net}`],
    ['Ship Date', date(addDays(values.billDate, -random.int(0, 2)))],
  ];
  strip.forEach(([label, value], index) => {
    canvas.box(40 + index * 106.4, 200, 106.4, 13, true);
    canvas.box(40 + index * 106.4, 213, 106.4, 15);
    canvas.text(label, 44 + index * 106.4, 203, { size: 7, bold: true });
    canvas.text(value, 44 + index * 106.4, 217, { size: 8 });
  });

  const work = [...TRADES.janitorial.work];
  const items = Array.from({ length: random.int(5, 11) }, () => {
    const [description] = work.splice(random.int(0, work.length - 1), 1);
    const ordered = random.int(1, 12);
    const shipped = random.chance(0.2) ? random.int(0, ordered - 1) : ordered;
    const price = random.int(300, 9000);
    return { number: `${random.pick(['JS', 'PP', 'CH', 'SF'])}${random.digits(5)}`, description: description!, ordered, shipped, unit: random.pick(['CS', 'BX', 'EA', 'DZ', 'PK']), price, amountCents: shipped * price };
  });
  const columns = [
    { header: 'Item #', x: 40 },
    { header: 'Description', x: 92 },
    { header: 'Qty Ord', x: 325, align: 'right' as const },
    { header: 'Qty Shp', x: 368, align: 'right' as const },
    { header: 'B/O', x: 396, align: 'right' as const },
    { header: 'U/M', x: 406 },
    { header: 'Unit Price', x: 500, align: 'right' as const },
    { header: 'Extension', x: 572, align: 'right' as const },
  ];
  const cells = items.map((item) => [item.number, item.description, String(item.ordered), String(item.shipped), String(item.ordered - item.shipped), item.unit, money(item.price), money(item.amountCents)]);
  let top = table(canvas, columns, cells, 244, undefined, size);

  const merchandise = items.reduce((sum, item) => sum + item.amountCents, 0);
  const freight = random.chance(0.6) ? random.int(1500, 8500) : 0;
  const tax = taxCents(merchandise, 7.25);
  const total = merchandise + freight + tax;
  const totals: [string, string][] = [[random.pick(['Subtotal', 'Merchandise']), money(merchandise)]];
  if (freight) totals.push([random.pick(['Freight', 'Freight & Handling', 'Delivery Charge']), money(freight)]);
  totals.push(['Sales Tax 7.25%', money(tax)], [random.pick(['Invoice Total', 'TOTAL', 'Amount Due', 'Total Due']), money(total)]);
  top = pairs(canvas, totals, 420, 572, top + 2, 'right', 8);
  if (random.chance(0.5)) {
    const discount = Math.round((merchandise * percent) / 100);
    canvas.text(`Pay ${money(total - discount)} if paid by ${date(addDays(values.billDate, 10))} (${percent}% discount on merchandise)`, 40, top + 6, { size: 8 });
  }
  canvas.text('Returns require an RA number and are subject to a 15% restocking fee.', 40, top + 20, { size: 7, gray: true });
  return [
    {
      pageNumber: doc.getPageCount(),
      pageCount: 1,
      payee: values.payee,
      invoiceNumber: values.invoiceNumber,
      billDate: values.billDate,
      dueDate: addDays(values.billDate, net),
      purchaseOrder: values.purchaseOrder,
      property: shipTo.property,
      unit: null,
      description: items[0]!.description,
      totalCents: total,
      totalAmountCents: total,
      lineItems: items.map((item) => ({ description: item.description, amountCents: item.amountCents })),
    },
  ];
};
