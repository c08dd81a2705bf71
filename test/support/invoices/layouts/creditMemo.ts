import { addCanvas, embedFonts } from '../canvas';
import { block, pairs, quantity, table } from '../drawing';
import type { RenderLayout } from '../types';
import { invoiceValues, site, sumCents, taxCents } from '../values';

/**
 * A supply house's credit memo for returned goods. The clerk keys it as a negative bill: its own
 * memo number (never the original invoice's, which is the reference), the reason as description,
 * and every amount negative, whether the memo prints the signs or leaves them to the title. A
 * restocking fee shrinks the credit. Nothing is due, so there is no due date.
 */
export const renderCreditMemo: RenderLayout = async (doc, random) => {
  const values = invoiceValues(random, random.pick(['supply', 'janitorial'] as const), random.int(1, 3));
  const canvas = addCanvas(doc, await embedFonts(doc, random.pick(['helvetica', 'courier', 'times'])));
  const { money, date } = values;
  // Some memos print credits as negatives, some print plain figures under the CREDIT MEMO title.
  const signed = random.chance(0.5);
  const shown = (cents: number) => money(signed ? -cents : cents);
  canvas.text(values.payee, 40, 36, { size: 15, bold: true });
  canvas.text(values.vendorLines.join('  '), 40, 55, { size: 8 });
  canvas.text(`PH ${values.phone}`, 40, 66, { size: 8 });
  canvas.text(random.pick(['CREDIT MEMO', 'Credit Memo', 'CREDIT MEMORANDUM']), 572, 36, { size: random.int(16, 20), bold: true, align: 'right' });

  const memoNumber = random.pick([`CM${random.digits(6)}`, `CR-${random.digits(5)}`, random.digits(6)]);
  const rows: [string, string][] = [
    [random.pick(['Credit Memo #', 'Credit No.', 'Memo No.', 'Credit Memo Number']), memoNumber],
    [random.pick(['Date', 'Credit Date', 'Memo Date']), date(values.billDate)],
    [random.pick(['Original Invoice', 'Applies to Invoice #', 'Orig. Invoice No.', 'Ref. Invoice']), values.invoiceNumber],
    [random.pick(['RMA #', 'Return Auth.']), `RA${random.digits(5)}`],
    [random.pick(['Customer PO', 'PO #', 'Your PO']), values.purchaseOrder],
  ];
  if (random.chance(0.5)) [rows[0], rows[2]] = [rows[2]!, rows[0]!];
  pairs(canvas, rows, 380, 572, 64);

  const shipTo = site(random, true, false);
  block(canvas, random.pick(['Sold To:', 'Customer:']), values.customer, 40, 140);
  block(canvas, 'Ship To:', shipTo.lines, 320, 140);
  const reason = random.pick(['Returned merchandise - wrong size ordered', 'Damaged in shipment', 'Pricing adjustment per quote', 'Duplicate shipment returned', 'Defective units returned under warranty']);
  canvas.text(random.pick(['Reason:', 'Reason for Credit:']), 40, 210, { bold: true });
  canvas.text(reason, 160, 210);

  const columns = [{ header: 'Item No.', x: 40 }, { header: 'Description', x: 110 }, { header: 'Qty Returned', x: 400, align: 'right' as const }, { header: 'Unit Price', x: 480, align: 'right' as const }, { header: 'Credit Amount', x: 572, align: 'right' as const }];
  const cells = values.items.map((item) => [`${random.pick(['PX', 'TF', 'EL', 'JS'])}-${random.digits(4)}`, item.description, quantity(item.quantity), money(item.rateCents), shown(item.amountCents)]);
  let top = table(canvas, columns, cells, 236, { column: 1, chars: 46 });

  const subtotal = sumCents(values.items);
  const tax = taxCents(subtotal, 7);
  const fee = random.chance(0.35) ? Math.round(subtotal * 0.15) : 0;
  const credit = subtotal + tax - fee;
  const totals: [string, string][] = [['Subtotal', shown(subtotal)], ['Sales Tax', shown(tax)]];
  if (fee) totals.push(['Restocking Fee 15%', money(signed ? fee : -fee)]);
  totals.push([random.pick(['Total Credit', 'Credit Total', 'Amount Credited', 'TOTAL']), shown(credit)]);
  top = pairs(canvas, totals, 400, 572, top + 4);
  canvas.text(random.pick(['This credit has been applied to your account. Please do not pay.', 'Deduct this credit from your next payment.']), 40, top + 18, { gray: true });
  return [
    {
      pageNumber: doc.getPageCount(),
      pageCount: 1,
      payee: values.payee,
      invoiceNumber: memoNumber,
      billDate: values.billDate,
      reference: values.invoiceNumber,
      purchaseOrder: values.purchaseOrder,
      property: shipTo.property,
      unit: null,
      description: reason,
      totalCents: -credit,
      totalAmountCents: -credit,
      lineItems: values.items.map((item) => ({ description: item.description, amountCents: -item.amountCents })),
    },
  ];
};
