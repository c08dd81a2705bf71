import MailComposer from 'nodemailer/lib/mail-composer';
import type { AppContext } from '../../../src/server/context';
import type { Intake } from '../../../src/server/intake';
import { createOcrPool } from '../../../src/server/intake/ocr/ocrPool';
import { createPdfPool } from '../../../src/server/intake/pdf/pdfPool';
import type { ReportEntry } from '../../../src/server/intake/reports/entries';
import { generateInvoicePdf } from '../../support/invoices';
import { scanOf } from '../../support/invoices/scans';
import { logoBill } from '../../support/invoices/special';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/testApp';
import { createClientRow, startIntake, waitForReport } from './support';

jest.setTimeout(120_000);

const address = 'bills@scans.example';
const message = (subject: string, attachments: { filename: string; content: Buffer | Uint8Array; contentType?: string }[]) =>
  new MailComposer({ from: 'Billing <billing@vendor.example>', to: address, subject, text: 'Attached.', attachments: attachments.map((a) => ({ ...a, content: Buffer.from(a.content) })) }).compile().build();

describe.each(databaseKinds)('scans through intake on %s', (kind) => {
  let t: TestApp;
  let ctx: AppContext;
  let intake: Intake;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    clientId = (await createClientRow(t, address)).id;
    ctx = { ...t.ctx, pdf: createPdfPool({ size: 1 }), ocr: createOcrPool({ size: 1, limits: { maxPages: 2 } }) };
    intake = await startIntake(ctx, false, { concurrency: 2 });
  });
  afterAll(async () => {
    await intake.stop();
    await Promise.all([ctx.pdf.close(), ctx.ocr?.close()]);
    await t.close();
  });

  const db = () => t.ctx.db.kysely;
  const accept = async (raw: Buffer) => (await intake.accept({ raw, clientIds: [clientId], source: 'smtp' }))[0]!.id;

  it('reads a scanned PDF, a photo, and a picture named .pdf into invoices, while text PDFs keep flowing', async () => {
    const [scanned, photo, misnamed, text] = await Promise.all([generateInvoicePdf('landscaping', 4242), generateInvoicePdf('hvac', 4242), generateInvoicePdf('supply', 4242), generateInvoicePdf('inspection', 4242)]);
    const scans = await accept(
      await message('Scans', [
        { filename: 'scan.pdf', content: await scanOf(scanned.pdf, 'pdf') },
        { filename: 'IMG_2041.jpg', content: await scanOf(photo.pdf, 'jpeg', { degrees: -1 }), contentType: 'image/jpeg' },
        { filename: 'invoice.pdf', content: await scanOf(misnamed.pdf, 'png'), contentType: 'application/pdf' },
      ]),
    );
    const plain = await accept(await message('Text', [{ filename: 'invoice.pdf', content: text.pdf }]));

    const textReport = await waitForReport(ctx, plain);
    const report = await waitForReport(ctx, scans, 90_000);
    // The text e-mail was written while the scans were read, in the OCR queue.
    expect(textReport.status).toBe('processed');
    expect(textReport.created_at < report.created_at).toBe(true);
    expect(await db().selectFrom('intake_jobs').select(['queue', 'status']).where('email_id', '=', scans).executeTakeFirstOrThrow()).toEqual({ queue: 'ocr', status: 'done' });
    const details = JSON.parse(report.details) as ReportEntry[];
    expect(details.map((d) => [d.filename, d.outcome])).toEqual([
      ['scan.pdf', 'invoices'],
      ['IMG_2041.jpg', 'invoices'],
      ['invoice.pdf', 'invoices'],
    ]);
    expect(details[0]!.message).toMatch(/Read by OCR \(1 page, \d+% confidence\): check the fields against the scan\./);
    const invoices = await db().selectFrom('invoices').select(['invoice_number', 'total_amount_cents']).where('email_id', '=', scans).orderBy('invoice_number').execute();
    const want = [scanned, photo, misnamed].map((g) => ({ invoice_number: g.expected[0]!.invoiceNumber, total_amount_cents: g.expected[0]!.totalAmountCents }));
    expect(invoices).toEqual(expect.arrayContaining(want.filter((w) => invoices.some((i) => i.invoice_number === w.invoice_number))));
    expect(invoices.map((i) => i.total_amount_cents).sort()).toEqual(want.map((w) => w.total_amount_cents).sort());
    expect(await db().selectFrom('emails').select('status').where('id', '=', scans).executeTakeFirstOrThrow()).toEqual({ status: 'processed' });
  });

  it('sends a text PDF that names its vendor only in its logo to the OCR queue, which reads the payee from the logo', async () => {
    const id = await accept(await message('Logo', [{ filename: 'bill.pdf', content: await logoBill('Brightwater Plumbing') }]));
    await waitForReport(ctx, id, 60_000);
    expect(await db().selectFrom('intake_jobs').select(['queue', 'status']).where('email_id', '=', id).executeTakeFirstOrThrow()).toEqual({ queue: 'ocr', status: 'done' });
    const invoice = await db().selectFrom('invoices').select(['payee', 'invoice_number', 'confidence']).where('email_id', '=', id).executeTakeFirstOrThrow();
    expect({ payee: invoice.payee, number: invoice.invoice_number }).toEqual({ payee: 'Brightwater Plumbing', number: '88412' });
    expect((JSON.parse(invoice.confidence ?? '{}') as Record<string, number>).payee).toBeLessThan(0.9);
  });

  it('reports a picture it must not decode, and keeps the e-mail and the picture', async () => {
    const id = await accept(await message('Empty', [{ filename: 'photo.png', content: Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(30_000)]), contentType: 'image/png' }]));
    const report = await waitForReport(ctx, id, 60_000);
    const [entry] = JSON.parse(report.details) as ReportEntry[];
    expect(entry).toMatchObject({ filename: 'photo.png', outcome: 'broken', message: expect.stringMatching(/^This picture could not be read \(not a readable picture/) });
    expect(await db().selectFrom('attachments').select('filename').where('email_id', '=', id).execute()).toEqual([{ filename: 'photo.png' }]);
  });
});
