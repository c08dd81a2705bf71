import MailComposer from 'nodemailer/lib/mail-composer';
import type { AppContext } from '../../../src/server/context';
import type { Intake } from '../../../src/server/intake';
import { createPdfPool } from '../../../src/server/intake/pdf/pdfPool';
import type { InvoiceDetail } from '../../../src/shared/contract/invoices';
import { generateInvoicePdf } from '../../support/invoices';
import { caller } from '../helpers/fixtures';
import { seedWorld, type World } from '../helpers/seed';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/testApp';
import { startIntake, waitForReport } from './support';

jest.setTimeout(60_000);

/** A front desk that scans or forwards every vendor's bill from one address. */
const FORWARDER = 'Front Desk <frontdesk@maple.example>';
const LOCKBOX = 'Keystone Plumbing (Lockbox 12)';

describe.each(databaseKinds)("learning from reviewers' corrections on %s", (kind) => {
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
  const forward = async (subject: string, pdf: Uint8Array) => {
    const raw = await new MailComposer({ from: FORWARDER, to: 'bills@maple.example', subject, text: 'Scanned at the front desk.', attachments: [{ filename: 'bill.pdf', content: Buffer.from(pdf) }] }).compile().build();
    const [accepted] = await intake.accept({ raw, clientIds: [w.client.id], source: 'smtp' });
    await waitForReport(ctx, accepted!.id, 30_000);
    const row = await t.ctx.db.kysely.selectFrom('invoices').select('id').where('email_id', '=', accepted!.id).executeTakeFirstOrThrow();
    return (await call('GET', `/api/invoices/${row.id}`, w.member)).json().invoice as InvoiceDetail;
  };

  it("applies a correction to the same vendor's next bill, and never to another vendor's bill from the same address", async () => {
    // Two bills of one plumber (one layout, one vendor) and an HVAC contractor's, all forwarded by the front desk.
    const [first, next, other] = await Promise.all([generateInvoicePdf('plumbing', 30), generateInvoicePdf('plumbing', 55), generateInvoicePdf('hvac', 30)]);
    const corrected = await forward('Plumber, March', first.pdf);
    expect((await call('PUT', `/api/invoices/${corrected.id}`, w.member, { payee: LOCKBOX, glAccount: '6410' })).statusCode).toBe(200);

    const otherVendor = await forward('HVAC, March', other.pdf);
    expect(otherVendor.payee).toBe(other.expected[0]!.payee);
    expect(otherVendor.glAccount).not.toBe('6410');
    expect(JSON.stringify(otherVendor.fieldReasons)).not.toMatch(/learned/);

    const learned = await forward('Plumber, April', next.pdf);
    expect(learned).toMatchObject({ payee: LOCKBOX, glAccount: '6410', invoiceNumber: next.expected[0]!.invoiceNumber });
    expect(learned.confidence.payee).toBeGreaterThanOrEqual(0.8);
    expect(learned.confidence.payee).toBeLessThan(1);
    expect(learned.fieldReasons.payee).toMatch(new RegExp(`^learned from your correction of invoice ${corrected.invoiceNumber}: `));
  });
});
