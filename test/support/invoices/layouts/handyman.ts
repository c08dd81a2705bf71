import { addCanvas, embedFonts } from '../canvas';
import type { RenderLayout } from '../types';
import { invoiceValues, site } from '../values';

/**
 * A handyman working alone: his own name in plain type at the top (he is the payee; checks are
 * payable to him), "Bill to", "Date:", "Invoice:", the job address on one line, a few labor lines
 * with hours and rate written beside them, materials, TOTAL DUE, and no terms unless "Due on receipt".
 */
export const renderHandyman: RenderLayout = async (doc, random) => {
  const values = invoiceValues(random, 'handyman', random.int(1, 3));
  const canvas = addCanvas(doc, await embedFonts(doc, random.pick(['times', 'helvetica', 'courier'])));
  const size = random.pick([10, 11, 12]);
  const { money, date } = values;
  const [first, last] = values.payee.split(' ') as [string, string];
  const centred = random.chance(0.4);
  const header = [values.payee];
  if (random.chance(0.6)) header.push(random.pick(['Handyman Services', 'Home Repair & Maintenance', 'General Handyman - Licensed & Insured']));
  header.push(`${values.phone}   ${first.toLowerCase()}${last.toLowerCase()}${random.int(1, 99)}@gmail.com`);
  header.forEach((line, index) => canvas.text(line, centred ? 306 : 50, 44 + index * (size + 4), { size: index === 0 ? size + random.int(0, 3) : size, align: centred ? 'center' : 'left' }));

  let top = 120;
  if (random.chance(0.6)) {
    canvas.text('INVOICE', 50, top, { size: size + 2 });
    top += 26;
  }
  const invoiceNumber = random.pick([String(random.int(100, 2400)), `${first[0]}${last[0]}${random.digits(3)}`, `${values.billDate.slice(0, 4)}-${random.int(10, 99)}`]);
  const dateLine = `${random.pick(['Date:', 'Date'])} ${date(values.billDate)}`;
  const numberLine = `${random.pick(['Invoice:', 'Invoice #', 'Invoice No.'])} ${invoiceNumber}`;
  if (random.chance(0.5)) {
    canvas.text(dateLine, 50, top, { size });
    canvas.text(numberLine, 375, top, { size });
    top += size + 14;
  } else {
    for (const line of random.chance(0.5) ? [dateLine, numberLine] : [numberLine, dateLine]) {
      canvas.text(line, 50, top, { size });
      top += size + 5;
    }
    top += 9;
  }
  canvas.text(random.pick(['Bill to:', 'Bill To:', 'To:']), 50, top, { size });
  const customer = random.chance(0.5) ? values.customer : values.customer.slice(0, 1);
  customer.forEach((line, index) => canvas.text(line, 110, top + index * (size + 4), { size }));
  top += customer.length * (size + 4) + 12;
  const job = site(random);
  const jobText = random.chance(0.5) ? job.lines.slice(0, -1).join(', ') : job.lines.join(', ');
  canvas.text(`${random.pick(['Job:', 'Address:', 'Location:', 'Job address:'])} ${jobText}`, 50, top, { size });
  top += size + 24;

  const rate = random.pick([40, 45, 50, 55, 65]);
  const lines = values.items.map((item) => {
    const hours = random.int(1, 8);
    return { description: item.description, note: `${hours} hrs @ $${rate}`, amountCents: hours * rate * 100 };
  });
  lines.push({ description: random.pick(['Materials', 'Materials (receipt attached)', 'Supplies - Home Depot']), note: '', amountCents: random.int(800, 24000) });
  if (random.chance(0.4)) {
    canvas.text('Description', 50, top, { size });
    canvas.text('Amount', 540, top, { size, align: 'right' });
    top += size + 10;
  }
  for (const line of lines) {
    canvas.text(line.description, 50, top, { size });
    if (line.note) canvas.text(line.note, 375, top, { size });
    canvas.text(money(line.amountCents), 540, top, { size, align: 'right' });
    top += size + 8;
  }
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
  top += 8;
  canvas.text(random.pick(['TOTAL DUE', 'Total Due:', 'TOTAL:']), 375, top, { size });
  canvas.text(money(total), 540, top, { size, align: 'right' });
  top += size + 30;
  const onReceipt = random.chance(0.5);
  if (onReceipt) canvas.text('Due on receipt.', 50, top - 14, { size });
  canvas.text(random.pick([`Make checks payable to ${values.payee}`, `Please make check payable to: ${values.payee}`, `Checks payable to ${values.payee}. Thank you!`]), 50, top, { size });
  if (random.chance(0.5)) canvas.text(`Zelle or Venmo ${values.phone} also OK`, 50, top + size + 6, { size });
  return [
    {
      pageNumber: doc.getPageCount(),
      pageCount: 1,
      payee: values.payee,
      invoiceNumber,
      billDate: values.billDate,
      ...(onReceipt ? { dueDate: values.billDate } : {}),
      property: job.property,
      unit: job.unit,
      description: lines[0]!.description,
      totalCents: total,
      totalAmountCents: total,
      lineItems: lines.map((line) => ({ description: line.description, amountCents: line.amountCents })),
    },
  ];
};
