import { addCanvas, embedFonts } from '../canvas';
import { block, pairs, table } from '../drawing';
import { addDays } from '../formats';
import { wording } from '../labels';
import type { RenderLayout } from '../types';
import { invoiceValues, site, sumCents } from '../values';

const PRODUCTS = [
  ['Advion Cockroach Gel Bait', '352-652', '30 g'],
  ['Temprid FX', '432-1483', '0.8 gal'],
  ['Contrac Blox', '12455-79', '6 blocks'],
  ['Alpine WSG', '499-561', '2.5 oz'],
  ['Demand CS', '100-1066', '1 gal'],
] as const;

/**
 * A pest-control service ticket: Ticket #, Work Order # and Invoice # together, a service date
 * before the invoice date, the service location with a building and unit ("Bldg C Unit 210"), a
 * materials table without prices, and a Previous Balance / Payments / Current Charges / Total Due block.
 */
export const renderPest: RenderLayout = async (doc, random) => {
  const values = invoiceValues(random, 'pest', random.int(1, 3));
  const canvas = addCanvas(doc, await embedFonts(doc, random.pick(['helvetica', 'courier'])));
  const { money, date } = values;
  canvas.text(values.payee, 40, 36, { size: random.int(14, 18), bold: true });
  canvas.text(values.vendorLines.join(' - '), 40, 58, { size: 8 });
  canvas.text(`${values.phone}   State Lic. #${random.pick(['PC', 'SPCB '])}${random.digits(5)}`, 40, 70, { size: 8 });
  canvas.text(random.pick(['SERVICE TICKET', 'INVOICE', 'SERVICE INVOICE']), 572, 36, { size: 16, bold: true, align: 'right' });

  const days = random.pick([0, 0, 15, 30]);
  const serviceDate = addDays(values.billDate, -random.int(0, 4));
  const ids: [string, string][] = [
    [random.pick(['Ticket #:', 'Ticket No.', 'Service Ticket:']), random.pick([`T${random.digits(6)}`, random.digits(7)])],
    [wording(random, 'workOrder'), values.workOrder],
    [wording(random, 'invoiceNumber'), values.invoiceNumber],
  ];
  const first = random.int(0, 2);
  const rows: [string, string][] = [...ids.slice(first), ...ids.slice(0, first)];
  rows.push([random.pick(['Invoice Date:', 'Date:', 'Bill Date:']), date(values.billDate)], ['Service Date:', date(serviceDate)], ['Terms:', days ? `Net ${days}` : random.pick(['Due Upon Receipt', 'Due on Receipt'])]);
  pairs(canvas, rows, 380, 572, 62);

  const location = site(random, random.chance(0.6), false);
  const unit = `${random.pick(['Bldg', 'Bldg.', 'Building'])} ${random.pick(['A', 'B', 'C', 'D', '2', '3', '5'])} ${random.pick(['Unit', 'Apt', 'Unit'])} ${random.int(1, 3)}${random.pick(['0', '1'])}${random.int(0, 9)}`;
  const [city] = location.lines.slice(-1);
  const street = location.lines.slice(0, -1);
  const lines = random.chance(0.3) ? [...street.slice(0, -1), `${street.at(-1)}, ${unit}`, city!] : [...street, unit, city!];
  block(canvas, wording(random, 'customer'), values.customer, 40, 160);
  block(canvas, random.pick(['Service Location:', 'SERVICE LOCATION', 'Service Address:']), lines, 320, 160);
  canvas.text(`Time In: ${random.int(8, 11)}:${random.pick(['05', '20', '45'])} AM   Time Out: ${random.int(1, 3)}:${random.pick(['10', '35', '50'])} PM   Technician: ${random.pick(['J. Ortiz', 'K. Brown', 'T. Nguyen'])} #${random.digits(4)}`, 40, 238, { size: 8, gray: true });

  const pests = ['German roaches', 'Ants', 'Mice', 'Spiders', 'Bed bugs', 'Silverfish'];
  const serviceColumns = [{ header: 'Service', x: 40 }, { header: 'Target Pests', x: 330 }, { header: 'Amount', x: 572, align: 'right' as const }];
  let top = table(canvas, serviceColumns, values.items.map((item) => [item.description, pests.splice(random.int(0, pests.length - 1), 1)[0]!, money(item.amountCents)]), 260);
  const materialColumns = [{ header: 'Material Applied', x: 40 }, { header: 'EPA Reg. No.', x: 250 }, { header: 'Amount Used', x: 360 }, { header: 'Area', x: 460 }];
  const materials = Array.from({ length: random.int(1, 3) }, () => {
    const [name, epa, used] = random.pick(PRODUCTS);
    return [name, epa, used, random.pick(['Kitchen', 'Bathrooms', 'Exterior perimeter', 'Crawlspace'])];
  });
  top = table(canvas, materialColumns, materials, top + 6, undefined, 8);

  const current = sumCents(values.items);
  const previous = random.chance(0.6) ? random.int(40, 900) * 100 + random.int(0, 99) : 0;
  const paid = previous ? random.pick([previous, previous, Math.round(previous / 2)]) : 0;
  const due = previous - paid + current;
  const summary: [string, string][] = [
    ['Previous Balance', money(previous)],
    [random.pick(['Payments', 'Payments Received', 'Less Payments']), money(-paid)],
    [random.pick(['Current Charges', 'This Service']), money(current)],
    [random.pick(['Total Due', 'TOTAL DUE', 'Balance Due', 'Amount Due']), money(due)],
  ];
  pairs(canvas, summary, 400, 572, top + 8);
  canvas.text('Customer Signature: ______________________', 40, top + 14, { size: 8 });
  canvas.text('Re-entry: keep children and pets away from treated areas until dry.', 40, top + 30, { size: 8, gray: true });
  return [
    {
      pageNumber: doc.getPageCount(),
      pageCount: 1,
      payee: values.payee,
      invoiceNumber: values.invoiceNumber,
      billDate: values.billDate,
      dueDate: addDays(values.billDate, days),
      workOrder: values.workOrder,
      property: location.property,
      unit,
      description: values.items[0]!.description,
      totalCents: current,
      totalAmountCents: due,
      lineItems: values.items.map((item) => ({ description: item.description, amountCents: item.amountCents })),
    },
  ];
};
