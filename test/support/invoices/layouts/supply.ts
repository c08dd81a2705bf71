import { type PDFDocument } from 'pdf-lib';
import { addCanvas, type Canvas, embedFonts } from '../canvas';
import { block, pairs, quantity, table } from '../drawing';
import { addDays } from '../formats';
import type { Random } from '../random';
import { wording } from '../labels';
import type { ExpectedInvoice, RenderLayout } from '../types';
import { type InvoiceValues, invoiceValues, type Item, sumCents, taxCents } from '../values';

/** A supply house: Sold To / Ship To (the job site), customer PO, Net 30 terms and no printed due date. */
export const renderSupply: RenderLayout = async (doc, random) => [await renderSupplyInvoice(doc, random, random.int(2, 7), 1)];

/** Also the long invoice of the two-page layout: itemCount past a page's room continues on page 2. */
export async function renderSupplyInvoice(doc: PDFDocument, random: Random, itemCount: number, pages: number): Promise<ExpectedInvoice> {
  const values = invoiceValues(random, 'supply', itemCount);
  const fonts = await embedFonts(doc, random.pick(['helvetica', 'courier']));
  const firstPage = doc.getPageCount() + 1;
  const days = random.pick([30, 30, 15, 45]);
  const terms = random.pick([`Net ${days}`, `Net ${days} Days`, `2% 10 Net ${days}`]);
  const perPage = Math.ceil(values.items.length / pages);
  let top = 0;
  for (let page = 1; page <= pages; page++) {
    const canvas = addCanvas(doc, fonts);
    top = header(canvas, values, random, terms, page === 1);
    if (pages > 1) canvas.text(`Page ${page} of ${pages}`, 572, 760, { align: 'right', size: 8 });
    const items = values.items.slice((page - 1) * perPage, page * perPage);
    top = itemTable(canvas, items, values, random, top);
    if (page < pages) canvas.text('Continued on next page', 40, top + 10, { gray: true });
    else top = totals(canvas, values, top);
  }
  const subtotal = sumCents(values.items);
  const total = subtotal + taxCents(subtotal, 7) + freight(values);
  return {
    pageNumber: firstPage,
    pageCount: pages,
    payee: values.payee,
    invoiceNumber: values.invoiceNumber,
    billDate: values.billDate,
    dueDate: addDays(values.billDate, days),
    purchaseOrder: values.purchaseOrder,
    property: values.site.property,
    unit: values.site.unit,
    description: values.items[0]!.description,
    totalCents: total,
    totalAmountCents: total,
    lineItems: values.items.map((item) => ({ description: item.description, amountCents: item.amountCents })),
  };
}

function freight(values: InvoiceValues): number {
  return values.items.length > 3 ? 2500 : 0;
}

function header(canvas: Canvas, values: InvoiceValues, random: Random, terms: string, first: boolean): number {
  canvas.text(values.payee.toUpperCase(), 40, 36, { size: 14, bold: true });
  canvas.text(values.vendorLines.join('  '), 40, 54);
  canvas.text(`PH ${values.phone}   FAX ${values.fax}`, 40, 66);
  canvas.text('INVOICE', 572, 36, { size: 18, bold: true, align: 'right' });
  pairs(canvas, [[random.pick(['Invoice No.', 'Invoice Number', 'INVOICE #']), values.invoiceNumber], [random.pick(['Invoice Date', 'Date']), values.date(values.billDate)], ['Order No.', `SO-${values.customerNumber.replace(/\D/g, '')}`]], 400, 572, 62);
  if (!first) return 120;
  block(canvas, 'Sold To:', values.customer, 40, 112);
  block(canvas, 'Ship To:', values.site.lines, 320, 112);
  pairs(canvas, [[wording(random, 'purchaseOrder'), values.purchaseOrder], ['Cust. No.', values.customerNumber], ['Terms', terms], ['Ship Via', random.pick(['Our Truck', 'UPS Ground', 'Will Call'])]], 40, 120, 182, 'left');
  return 250;
}

function itemTable(canvas: Canvas, items: Item[], values: InvoiceValues, random: Random, top: number): number {
  const columns = [
    { header: 'Item No.', x: 40 },
    { header: 'Description', x: 110 },
    { header: 'Qty', x: 370, align: 'right' as const },
    { header: 'Unit Price', x: 460, align: 'right' as const },
    { header: 'Ext. Price', x: 572, align: 'right' as const },
  ];
  const rows = items.map((item) => [`${random.pick(['PX', 'TF', 'EL', 'PT', 'HW'])}-${random.digits(4)}`, item.description, quantity(item.quantity), values.money(item.rateCents), values.money(item.amountCents)]);
  return table(canvas, columns, rows, top, { column: 1, chars: 38 });
}

function totals(canvas: Canvas, values: InvoiceValues, top: number): number {
  const subtotal = sumCents(values.items);
  const tax = taxCents(subtotal, 7);
  const rows: [string, string][] = [['Merchandise', values.money(subtotal)], ['Sales Tax', values.money(tax)]];
  if (freight(values)) rows.push(['Freight', values.money(freight(values))]);
  rows.push(['Invoice Total', values.money(subtotal + tax + freight(values))]);
  return pairs(canvas, rows, 400, 572, top + 4);
}
