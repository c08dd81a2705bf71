import MailComposer from 'nodemailer/lib/mail-composer';
import type { AppContext } from '../../../src/server/context';
import type { Intake } from '../../../src/server/intake';
import { createPdfPool } from '../../../src/server/intake/pdf/pdfPool';
import type { InvoiceDetail } from '../../../src/shared/contract/invoices';
import { generateInvoicePdf } from '../../support/invoices';
import { caller } from '../helpers/fixtures';
import { seedInvoice, seedWorld, type World } from '../helpers/seed';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/testApp';
import { startIntake, waitForReport } from './support';

jest.setTimeout(60_000);

/** Issue 15: the details page outlines each value on its PDF, from the boxes intake kept. */
describe.each(databaseKinds)('field boxes through intake and the API on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let ctx: AppContext;
  let intake: Intake;

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await seedWorld(t);
    ctx = { ...t.ctx, pdf: createPdfPool({ size: 1 }) };
    intake = await startIntake(ctx);
  });
  afterAll(async () => {
    await intake.stop();
    await ctx.pdf.close();
    await t.close();
  });

  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
  const detail = async (id: string) => (await call('GET', `/api/invoices/${id}`, w.member)).json().invoice as InvoiceDetail;

  async function deliver(pdf: Uint8Array): Promise<InvoiceDetail> {
    const raw = await new MailComposer({ from: 'Billing <billing@plumber.example>', to: 'bills@maple.example', subject: 'Invoice', text: 'Attached.', attachments: [{ filename: 'bill.pdf', content: Buffer.from(pdf) }] }).compile().build();
    const [accepted] = await intake.accept({ raw, clientIds: [w.client.id], source: 'smtp' });
    await waitForReport(ctx, accepted!.id, 30_000);
    const row = await t.ctx.db.kysely.selectFrom('invoices').select('id').where('email_id', '=', accepted!.id).executeTakeFirstOrThrow();
    return detail(row.id);
  }

  it('answers where each value was read, on the details only, and forgets the box of a value a reviewer changes', async () => {
    const generated = await generateInvoicePdf('plumbing', 4711);
    const invoice = await deliver(generated.pdf);
    expect(invoice.totalAmount).toBe(generated.expected[0]!.totalAmountCents! / 100);
    for (const field of ['payee', 'invoiceNumber', 'totalAmount', 'billDate']) {
      const box = invoice.fieldBoxes[field];
      expect(box).toEqual({ page: 1, x: expect.any(Number), y: expect.any(Number), w: expect.any(Number), h: expect.any(Number) });
      expect(box!.x + box!.w).toBeLessThanOrEqual(1);
      expect(box!.y + box!.h).toBeLessThanOrEqual(1);
    }
    // A totals row is at the foot of the page, the payee's letterhead at its head.
    expect(invoice.fieldBoxes.totalAmount!.y).toBeGreaterThan(invoice.fieldBoxes.payee!.y);

    const list = (await call('GET', `/api/invoices/client/${w.client.id}?page=1&limit=20`, w.member)).json() as { invoices: Record<string, unknown>[] };
    const item = list.invoices.find((candidate) => candidate.id === invoice.id);
    expect(item).toBeDefined();
    expect(item).not.toHaveProperty('fieldBoxes');

    expect((await call('PUT', `/api/invoices/${invoice.id}`, w.member, { totalAmount: 1, payee: invoice.payee })).statusCode).toBe(200);
    const edited = await detail(invoice.id);
    expect(edited.fieldBoxes.totalAmount).toBeUndefined();
    expect(edited.fieldBoxes.payee).toEqual(invoice.fieldBoxes.payee);
    expect(edited.fieldBoxes.invoiceNumber).toEqual(invoice.fieldBoxes.invoiceNumber);
  });

  it('answers no boxes for an invoice kept before them, and none of a damaged value', async () => {
    const old = await seedInvoice(t, w.client.id);
    expect((await detail(old.id)).fieldBoxes).toEqual({});
    const damaged = await seedInvoice(t, w.client.id, { field_boxes: '{"totalAmount":{"page":0,"x":0.5,"y":0.5,"w":0.1,"h":0.1},"payee":{"page":1,"x":2,"y":0,"w":0.1,"h":0.1},"unit":{"page":1,"x":0.1,"y":0.2,"w":0.1,"h":0.05}}' });
    expect((await detail(damaged.id)).fieldBoxes).toEqual({ unit: { page: 1, x: 0.1, y: 0.2, w: 0.1, h: 0.05 } });
    const notJson = await seedInvoice(t, w.client.id, { field_boxes: '{not json' });
    expect((await detail(notJson.id)).fieldBoxes).toEqual({});
  });
});
