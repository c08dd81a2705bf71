import { addCanvas, embedFonts } from '../canvas';
import { block, pairs, table } from '../drawing';
import { addDays } from '../formats';
import { wording } from '../labels';
import type { RenderLayout } from '../types';
import { invoiceValues, site, sumCents } from '../values';

/** A landscaper's monthly invoice: centred letterhead, Bill To, the property, GL codes per line. */
export const renderLandscaping: RenderLayout = async (doc, random) => {
  const values = invoiceValues(random, 'landscaping', random.int(2, 5));
  const canvas = addCanvas(doc, await embedFonts(doc, random.pick(['helvetica', 'times'])));
  const { money, date } = values;
  canvas.text(values.payee, 306, 36, { size: 18, bold: true, align: 'center' });
  canvas.text(`${values.vendorLines[0]} | ${values.vendorLines[1]}`, 306, 60, { align: 'center' });
  canvas.text(`Tel ${values.phone}  |  office@${values.payee.split(' ')[0]!.toLowerCase()}.com`, 306, 72, { align: 'center' });
  canvas.rule(36, 576, 90);
  canvas.text('INVOICE', 40, 104, { size: 14, bold: true });

  const dueDate = addDays(values.billDate, random.pick([15, 30, 20]));
  const glAccount = random.pick(['6420', '6425-00', '5310', '6400.10']);
  block(canvas, random.pick(['Bill To', 'BILL TO:', 'Billed To']), values.customer, 40, 130);
  pairs(
    canvas,
    [
      [wording(random, 'invoiceNumber'), values.invoiceNumber],
      [wording(random, 'billDate'), date(values.billDate)],
      [wording(random, 'dueDate'), date(dueDate)],
      ['Account #', values.accountNumber],
      ['GL Account', glAccount],
    ],
    360,
    470,
    130,
    'left',
  );
  // A landscaper bills a whole property by its name, never a unit.
  const property = site(random, true).property;
  const propertyLabel = random.pick(['Property:', 'Property Name:', 'Community:', 'Site:']);
  if (random.chance(0.5)) canvas.text(`${propertyLabel} ${property}`, 40, 215, { bold: true });
  else {
    canvas.text(propertyLabel, 40, 215, { bold: true });
    canvas.text(property, 120, 215);
  }
  canvas.text(`Service Period: ${date(values.billDate)} - ${date(dueDate)}`, 40, 229, { gray: true });

  const columns = [{ header: 'Location', x: 40 }, { header: 'Description', x: 190 }, { header: 'GL', x: 420 }, { header: 'Amount', x: 572, align: 'right' as const }];
  const top = table(canvas, columns, values.items.map((item) => [property, item.description, glAccount, money(item.amountCents)]), 255);
  const total = sumCents(values.items);
  pairs(canvas, [['Total', money(total)], [random.pick(['Balance Due', 'Total Due', 'Amount Due']), money(total)]], 400, 572, top + 4);
  canvas.text(`Questions? Call ${values.phone}. Late payments subject to 1.5% monthly finance charge.`, 40, 700, { gray: true, size: 8 });
  return [
    {
      pageNumber: doc.getPageCount(),
      pageCount: 1,
      payee: values.payee,
      invoiceNumber: values.invoiceNumber,
      billDate: values.billDate,
      dueDate,
      reference: values.accountNumber,
      glAccount,
      property,
      description: values.items[0]!.description,
      totalCents: total,
      totalAmountCents: total,
      lineItems: values.items.map((item) => ({ description: item.description, amountCents: item.amountCents, property, glAccount })),
    },
  ];
};
