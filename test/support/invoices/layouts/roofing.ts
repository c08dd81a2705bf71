import { addCanvas, embedFonts } from '../canvas';
import { block, pairs, table } from '../drawing';
import { addDays } from '../formats';
import type { Random } from '../random';
import type { RenderLayout } from '../types';
import { address, invoiceValues, site } from '../values';
import { TRADES } from '../vocabulary';

interface ScheduledLine {
  description: string;
  scheduled: number;
  percent: number;
}

/** A schedule of values: distinct work lines, the first one done, plus a change order half the time. */
function scheduleOfValues(random: Random): { lines: ScheduledLine[]; changeOrder: number } {
  const work = [...TRADES.roofing.work];
  const lines: ScheduledLine[] = [];
  for (let count = random.int(3, 6); count > 0; count--) {
    const [description] = work.splice(random.int(0, work.length - 1), 1);
    lines.push({ description: description!, scheduled: random.int(20, 600) * 5000, percent: lines.length === 0 ? 100 : random.pick([100, 100, 75, 60, 50, 40, 25, 0]) });
  }
  const changeOrder = random.chance(0.5) ? random.int(5, 80) * 2500 : 0;
  if (changeOrder) lines.push({ description: 'Change Order #1 - replace rotted deck sheathing', scheduled: changeOrder, percent: 100 });
  return { lines, changeOrder };
}

/**
 * A roofing contractor's progress billing on a proposal it won: Job Name / Job Address, a schedule
 * of values, and contract sum, work completed, retainage, previous billings and balance to finish
 * around the one figure to pay, "Amount Due This Invoice" (which is also this invoice's total:
 * retainage and earlier billings are not payments on it). One scope of work, so no line items to score.
 */
export const renderRoofing: RenderLayout = async (doc, random) => {
  const values = invoiceValues(random, 'roofing', 0);
  const canvas = addCanvas(doc, await embedFonts(doc, random.pick(['helvetica', 'times'])));
  const { money, date } = values;
  canvas.text(values.payee, 40, 36, { size: random.int(15, 18), bold: true });
  canvas.text(`${values.vendorLines.join(', ')}  |  ${values.phone}`, 40, 60, { size: 8 });
  canvas.text(`ROC #${random.digits(6)}  Licensed - Bonded - Insured`, 40, 71, { size: 8, gray: true });
  canvas.text(random.pick(['PROGRESS BILLING', 'INVOICE', 'APPLICATION FOR PAYMENT']), 572, 36, { size: 13, bold: true, align: 'right' });

  const application = random.int(1, 5);
  const days = random.pick([15, 30, 0]);
  const dueDate = addDays(values.billDate, days);
  const rows: [string, string][] = [
    [random.pick(['Invoice #:', 'Invoice No.', 'Invoice Number:']), values.invoiceNumber],
    [random.pick(['Date:', 'Invoice Date:']), date(values.billDate)],
    [random.pick(['Application No.', 'Pay App #:']), String(application)],
    ['Period To:', date(addDays(values.billDate, -random.int(1, 12)))],
    [random.pick(['Proposal #:', 'Estimate #:']), `P-${random.digits(4)}`],
    [random.pick(['Job #:', 'Job No.']), values.reference],
    random.chance(0.4) ? ['Due Date:', date(dueDate)] : ['Terms:', days ? `Net ${days}` : 'Due Upon Receipt'],
  ];
  pairs(canvas, rows, 380, 572, 62);

  block(canvas, random.pick(['Bill To:', 'Owner:', 'Customer:']), values.customer, 40, 100);
  const job = site(random, true, false);
  const [street, city] = address(random);
  canvas.text('Job Name:', 40, 170, { bold: true });
  canvas.text(job.property, 110, 170);
  canvas.text('Job Address:', 40, 184, { bold: true });
  canvas.text(`${street}, ${city}`, 110, 184);
  const scope = `${random.pick(['Tear-off and replacement of', 'Complete reroof of', 'Replace'])} ${random.pick(['TPO roof system', 'asphalt shingle roofs', 'modified bitumen roof'])} at ${random.pick(['Buildings 1-4', 'Building C', 'the clubhouse', 'all carports'])}`;
  canvas.text(random.pick(['Scope of Work:', 'Description of Work:']), 40, 204, { bold: true });
  canvas.text(scope, 150, 204);

  const { lines, changeOrder } = scheduleOfValues(random);
  const completed = lines.map((line) => Math.round((line.scheduled * line.percent) / 100));
  const columns = [{ header: 'Description of Work', x: 40 }, { header: 'Scheduled Value', x: 370, align: 'right' as const }, { header: '% Complete', x: 450, align: 'right' as const }, { header: 'Completed to Date', x: 572, align: 'right' as const }];
  let top = table(canvas, columns, lines.map((line, index) => [line.description, money(line.scheduled), `${line.percent}%`, money(completed[index]!)]), 230);

  const sum = lines.reduce((total, line) => total + line.scheduled, 0);
  const earned = completed.reduce((total, cents) => total + cents, 0);
  const retainage = Math.round(earned / 10);
  const net = earned - retainage;
  const previous = application > 1 ? Math.round((net * random.int(20, 70)) / 100) : 0;
  const due = net - previous;
  const summary: [string, string][] = [[random.pick(['Original Contract Amount', 'Contract Amount']), money(sum - changeOrder)]];
  if (changeOrder) summary.push(['Net Change Orders', money(changeOrder)], ['Contract Sum to Date', money(sum)]);
  summary.push(
    [`${random.pick(['Total Completed to Date', 'Work Completed to Date'])} (${Math.round((100 * earned) / sum)}%)`, money(earned)],
    [random.pick(['Less Retainage 10%', 'Less Retainage (10%)', 'Retainage Held 10%']), money(-retainage)],
    ['Total Earned Less Retainage', money(net)],
    [random.pick(['Less Previous Billings', 'Less Previous Applications']), money(-previous)],
    [random.pick(['Amount Due This Invoice', 'CURRENT AMOUNT DUE', 'Amount Due This Application']), money(due)],
    ['Balance to Finish, Incl. Retainage', money(sum - net)],
  );
  top = pairs(canvas, summary, 330, 572, top + 4);
  canvas.text('Retainage is payable upon substantial completion and final inspection.', 40, top + 14, { size: 8, gray: true });
  return [
    {
      pageNumber: doc.getPageCount(),
      pageCount: 1,
      payee: values.payee,
      invoiceNumber: values.invoiceNumber,
      billDate: values.billDate,
      dueDate,
      reference: values.reference,
      property: job.property,
      unit: null,
      description: scope,
      totalCents: due,
      totalAmountCents: due,
    },
  ];
};
