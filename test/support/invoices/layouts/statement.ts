import { addCanvas, type Canvas, embedFonts } from '../canvas';
import { block, pairs, quantity, table } from '../drawing';
import { addDays } from '../formats';
import { wording } from '../labels';
import type { Random } from '../random';
import type { ExpectedInvoice, RenderLayout } from '../types';
import { type InvoiceValues, invoiceValues, site, sumCents } from '../values';

interface OpenInvoice {
  number: string;
  date: string;
  /** A work order or PO number, shown in the statement's Reference column. */
  reference: string;
  values: InvoiceValues;
  amountCents: number;
}

/**
 * A statement of account: the vendor's list of open invoices with a running balance, aging buckets
 * and a balance due. A statement is not a bill (AP pays the invoices, never the statement, or it
 * pays twice), so on its own it should yield no invoice. Half the time copies of the two newest
 * invoices follow it on pages 2 and 3: those are bills, and the expected output is exactly them.
 */
export const renderStatement: RenderLayout = async (doc, random) => {
  const trade = random.pick(['plumbing', 'hvac', 'cleaning'] as const);
  const vendor = invoiceValues(random, trade, 0);
  const canvas = addCanvas(doc, await embedFonts(doc, random.pick(['helvetica', 'times'])));
  const { money, date } = vendor;
  const statementDate = vendor.billDate;
  let number = random.int(10000, 89999);
  const count = random.int(2, 5);
  const open: OpenInvoice[] = Array.from({ length: count }, (_, index) => {
    const values = invoiceValues(random, trade, random.int(1, 3));
    return {
      number: String((number += random.int(3, 60))),
      date: addDays(statementDate, -random.int(4, 28) - (count - 1 - index) * 25),
      reference: random.chance(0.5) ? values.workOrder : values.purchaseOrder,
      values,
      amountCents: sumCents(values.items),
    };
  });
  const balance = open.reduce((sum, invoice) => sum + invoice.amountCents, 0);

  canvas.text(vendor.payee, 40, 36, { size: 16, bold: true });
  canvas.text(vendor.vendorLines.join(', '), 40, 56);
  canvas.text(`Phone ${vendor.phone}`, 40, 68);
  canvas.text(random.pick(['STATEMENT', 'STATEMENT OF ACCOUNT', 'Customer Statement']), 572, 36, { size: 18, bold: true, align: 'right' });
  pairs(canvas, [[random.pick(['Statement Date', 'Date']), date(statementDate)], [random.pick(['Account #', 'Customer No.']), vendor.customerNumber], [random.pick(['Balance Due', 'Amount Due', 'Total Due']), money(balance)], ['Amount Enclosed', '$________']], 380, 572, 62);
  block(canvas, random.pick(['To:', 'Customer:', 'Bill To:']), vendor.customer, 40, 110);

  let running = 0;
  const columns = [{ header: 'Date', x: 40 }, { header: 'Invoice #', x: 120 }, { header: 'Reference', x: 210 }, { header: 'Charges', x: 390, align: 'right' as const }, { header: 'Payments', x: 470, align: 'right' as const }, { header: 'Balance', x: 572, align: 'right' as const }];
  const rows = open.map((invoice) => [date(invoice.date), invoice.number, invoice.reference, money(invoice.amountCents), '', money((running += invoice.amountCents))]);
  const top = table(canvas, columns, rows, 200);
  const buckets = [0, 0, 0, 0, 0];
  for (const invoice of open) {
    const pastDue = (Date.parse(statementDate) - Date.parse(invoice.date)) / 86_400_000 - 30;
    buckets[pastDue <= 0 ? 0 : Math.min(4, Math.ceil(pastDue / 30))]! += invoice.amountCents;
  }
  const agingColumns = ['Current', '1-30 Days', '31-60 Days', '61-90 Days', 'Over 90', 'Total Due'].map((header, index) => ({ header, x: 40 + index * 92 }));
  table(canvas, agingColumns, [[...buckets, balance].map(money)], top + 10);
  const attached = random.chance(0.5);
  canvas.text(`Please remit the balance due, by invoice number. ${attached ? 'Copies of recent invoices are attached.' : 'Copies are available on request.'}`, 40, top + 70, { size: 8, gray: true });
  if (!attached) return [];
  const fonts = await embedFonts(doc);
  const copies: ExpectedInvoice[] = [];
  for (const invoice of open.slice(-2)) {
    const page = addCanvas(doc, fonts);
    copies.push(drawCopy(page, vendor, invoice, random, doc.getPageCount()));
  }
  return copies;
};

/** A reprint of one open invoice from the statement, on its own page. */
function drawCopy(canvas: Canvas, vendor: InvoiceValues, invoice: OpenInvoice, random: Random, page: number): ExpectedInvoice {
  const { money, date } = vendor;
  const items = invoice.values.items;
  const total = invoice.amountCents;
  const reference: [string, string] = invoice.reference === invoice.values.workOrder ? [wording(random, 'workOrder'), invoice.reference] : [wording(random, 'purchaseOrder'), invoice.reference];
  const location = site(random);
  canvas.text(vendor.payee, 40, 36, { size: 16, bold: true });
  canvas.text(vendor.vendorLines.join(', '), 40, 56);
  canvas.text('INVOICE', 572, 36, { size: 18, bold: true, align: 'right' });
  canvas.text('COPY', 572, 60, { size: 12, bold: true, align: 'right', gray: true });
  pairs(canvas, [[wording(random, 'invoiceNumber'), invoice.number], [wording(random, 'billDate'), date(invoice.date)], ['Terms:', 'Net 30'], reference], 380, 572, 80);
  block(canvas, wording(random, 'customer'), vendor.customer, 40, 150);
  block(canvas, wording(random, 'site'), location.lines, 330, 150);
  const columns = [{ header: 'Description', x: 40 }, { header: 'Qty', x: 380, align: 'right' as const }, { header: 'Rate', x: 470, align: 'right' as const }, { header: 'Amount', x: 572, align: 'right' as const }];
  const top = table(canvas, columns, items.map((item) => [item.description, quantity(item.quantity), money(item.rateCents), money(item.amountCents)]), 240);
  pairs(canvas, [['Total', money(total)], [wording(random, 'amountDue'), money(total)]], 400, 572, top + 4);
  return {
    pageNumber: page,
    pageCount: 1,
    payee: vendor.payee,
    invoiceNumber: invoice.number,
    billDate: invoice.date,
    dueDate: addDays(invoice.date, 30),
    ...(invoice.reference === invoice.values.workOrder ? { workOrder: invoice.reference } : { purchaseOrder: invoice.reference }),
    property: location.property,
    unit: location.unit,
    description: items[0]!.description,
    totalCents: total,
    totalAmountCents: total,
    lineItems: items.map((item) => ({ description: item.description, amountCents: item.amountCents })),
  };
}
