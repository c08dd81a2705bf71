import MailComposer from 'nodemailer/lib/mail-composer';
import { noPdfAnalysis, type AppContext } from '../../../src/server/context';
import type { Intake } from '../../../src/server/intake';
import { createLearnedHintsRepository } from '../../../src/server/db/repositories/learnedHints';
import { processEmail } from '../../../src/server/intake/pipeline/processEmail';
import type { PdfOutcome } from '../../../src/server/intake/pdf/types';
import type { ReportEntry } from '../../../src/server/intake/reports/entries';
import { waitFor } from '../helpers/eventually';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/testApp';
import { createClientRow, fakeAnalyzer, fakePdf, invoice, startIntake, waitForReport } from './support';

type Attachment = { filename?: string | false; content: Buffer; contentType?: string; contentDisposition?: 'inline' | 'attachment'; cid?: string };

const message = (attachments: Attachment[], from = 'Billing <billing@vendor.example>') =>
  new MailComposer({ from, to: 'bills@pipeline.example', subject: 'Invoices for March', text: 'Attached.', attachments }).compile().build();

describe.each(databaseKinds)('intake pipeline on %s', (kind) => {
  let t: TestApp;
  let clientId: string;
  const fake = fakeAnalyzer({
    invoice: { kind: 'invoices', pageCount: 1, invoices: [invoice()] },
    two: { kind: 'invoices', pageCount: 2, invoices: [invoice({ invoiceNumber: 'A-1', totalAmountCents: 100 }), invoice({ invoiceNumber: 'A-2', totalAmountCents: 200, pageNumber: 2 })] },
    encrypted: { kind: 'encrypted' },
    broken: { kind: 'broken', reason: 'no cross-reference table' },
    scan: { kind: 'no-text', pageCount: 3 },
    terms: { kind: 'no-invoice', pageCount: 1, reason: 'no amount due' },
    netbridge: { kind: 'invoices', pageCount: 1, invoices: [invoice({ payee: 'NetBridge Fiber LLC', invoiceNumber: 'NB-4471-PDF' })] },
  });
  let ctx: AppContext;
  let intake: Intake;

  beforeAll(async () => {
    t = await createTestApp(kind, { INTAKE_MAX_ATTEMPTS: '3' });
    clientId = (await createClientRow(t, 'bills@pipeline.example')).id;
    ctx = { ...t.ctx, pdf: fake.analyzer };
    intake = await startIntake(ctx);
  });
  afterAll(async () => {
    await intake.stop();
    await t.close();
  });

  const db = () => t.ctx.db.kysely;
  async function deliver(raw: Buffer, analyzerCtx = ctx) {
    const [accepted] = await intake.accept({ raw, clientIds: [clientId], source: 'smtp' });
    const report = await waitForReport(analyzerCtx, accepted!.id);
    return { emailId: accepted!.id, report, details: JSON.parse(report.details) as ReportEntry[] };
  }

  it('turns a PDF into an invoice with line items, linked to the e-mail and attachment, with a report', async () => {
    const { emailId, report, details } = await deliver(await message([{ filename: 'invoice.pdf', content: fakePdf('invoice') }]));
    const invoices = await db().selectFrom('invoices').selectAll().where('email_id', '=', emailId).execute();
    expect(invoices).toHaveLength(1);
    const [row] = invoices;
    const attachment = await db().selectFrom('attachments').selectAll().where('email_id', '=', emailId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      client_id: clientId,
      attachment_id: attachment.id,
      payee: 'Acme Plumbing',
      invoice_number: 'INV-100',
      total_amount_cents: 12_500,
      bill_date: '2024-03-01',
      sender_email: 'billing@vendor.example',
      duplicate_of: null,
      source: 'email',
    });
    expect(JSON.parse(row!.confidence)).toEqual({ payee: 0.9, invoiceNumber: 0.95, totalAmount: 0.9 });
    expect(row!.search_text).toContain('acme plumbing');
    expect(row!.search_text).toContain('$125.00');
    const items = await db().selectFrom('invoice_line_items').selectAll().where('invoice_id', '=', row!.id).orderBy('position').execute();
    expect(items.map((i) => [i.position, i.description, i.amount_cents])).toEqual([[0, 'Labour', 10_000], [1, 'Parts', 2_500]]);
    expect(attachment).toMatchObject({ filename: 'invoice.pdf', content_type: 'application/pdf', size: fakePdf('invoice').length });
    expect(attachment.sha256).toMatch(/^[0-9a-f]{64}$/);

    expect(report).toMatchObject({ status: 'processed', success: 1, processed_count: 1, invoice_count: 1, error_count: 0, client_id: clientId, sender_email: 'billing@vendor.example' });
    expect(details).toEqual([{ attachmentId: attachment.id, filename: 'invoice.pdf', outcome: 'invoices', invoiceIds: [row!.id], message: expect.stringContaining('#INV-100, Acme Plumbing, $125.00') }]);
    expect(report.report_text).toMatch(/^Processed: e-mail "Invoices for March" from billing@vendor\.example\.\n1 attachment considered, 1 invoice extracted, 0 errors\.\n- invoice\.pdf: /);
    expect(report.search_text).toContain('invoices for march');
    const email = await db().selectFrom('emails').selectAll().where('id', '=', emailId).executeTakeFirstOrThrow();
    expect(email).toMatchObject({ status: 'processed', subject: 'Invoices for March', sender_name: 'Billing', text_body: 'Attached.' });
    expect(email.search_text).toContain('attached.');
  });

  it('flags a repeat of a known invoice as a duplicate of the original, without dropping it', async () => {
    const first = await db().selectFrom('invoices').select('id').where('invoice_number', '=', 'INV-100').where('duplicate_of', 'is', null).executeTakeFirstOrThrow();
    const { emailId, report, details } = await deliver(await message([{ filename: 'again.pdf', content: fakePdf('invoice') }], 'ACCOUNTS <accounts@vendor.example>'));
    const [repeat] = await db().selectFrom('invoices').selectAll().where('email_id', '=', emailId).execute();
    expect(repeat?.duplicate_of).toBe(first.id);
    expect(repeat?.duplicate_reason).toMatch(/^The same (document as|vendor and invoice number \(INV-100\) as) the bill received/);
    expect(details[0]).toMatchObject({ outcome: 'duplicate', invoiceIds: [repeat!.id] });
    expect(report).toMatchObject({ status: 'processed', invoice_count: 1 });
  });

  it('lists non-PDF, encrypted, broken, scanned and invoice-less attachments clearly, and finds mistyped PDFs', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const { emailId, report, details } = await deliver(
      await message([
        { filename: 'two.pdf', content: fakePdf('two') },
        { filename: 'scan.bin', content: fakePdf('scan'), contentType: 'application/octet-stream' },
        { filename: 'locked.pdf', content: fakePdf('encrypted') },
        { filename: 'damaged.PDF', content: Buffer.from('not really a pdf'), contentType: 'application/octet-stream' },
        { filename: false, content: fakePdf('terms'), contentType: 'image/png' },
        { filename: 'photo.png', content: png },
        { filename: 'logo.png', content: png, contentDisposition: 'inline', cid: 'logo@vendor' },
      ]),
    );
    const outcomes = details.map((d) => [d.filename, d.outcome]);
    expect(outcomes).toEqual([
      ['two.pdf', 'invoices'],
      ['scan.bin', 'no-text'],
      ['locked.pdf', 'encrypted'],
      ['damaged.PDF', 'broken'],
      ['attachment-5.pdf', 'no-invoice'],
      ['photo.png', 'not-pdf'],
    ]);
    expect(details[0]!.invoiceIds).toHaveLength(2);
    expect(details[1]!.message).toMatch(/no text/);
    expect(details[3]!.message).toMatch(/could not be read/);
    expect(report).toMatchObject({ status: 'partial', success: 0, processed_count: 6, invoice_count: 2, error_count: 3 });
    const stored = await db().selectFrom('attachments').select(['filename', 'content_type', 'inline', 'content_id']).where('email_id', '=', emailId).execute();
    expect(stored).toHaveLength(7);
    expect(stored).toContainEqual({ filename: 'logo.png', content_type: 'image/png', inline: 1, content_id: 'logo@vendor' });
    expect(stored).toContainEqual(expect.objectContaining({ filename: 'scan.bin', content_type: 'application/pdf' }));
  });

  const billMail = `<table><tr><td><h2>Your bill is ready</h2></td></tr>
    <tr><td><table><tr><td>Invoice number</td><td>NB-4471</td></tr><tr><td>Invoice date</td><td>March 4, 2024</td></tr>
    <tr><td>Amount due</td><td>$96.50</td></tr><tr><td>Due date</td><td>March 25, 2024</td></tr></table></td></tr>
    <tr><td><a href="https://billing.netbridge.example/invoices/NB-4471">View your bill</a></td></tr>
    <tr><td>NetBridge Fiber LLC, 9 Cable Way, Austin TX</td></tr></table>`;
  const htmlMessage = (html: string, attachments: Attachment[] = []) =>
    new MailComposer({ from: 'NetBridge Billing <billing@netbridge.example>', to: 'bills@pipeline.example', subject: 'Your NetBridge bill', html, attachments }).compile().build();

  it('turns a bill written in the e-mail into an invoice with no attachment, and lists its portal link', async () => {
    const { emailId, report, details } = await deliver(await htmlMessage(billMail));
    const invoice = await db().selectFrom('invoices').selectAll().where('email_id', '=', emailId).executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ attachment_id: null, payee: 'NetBridge Fiber LLC', invoice_number: 'NB-4471', total_amount_cents: 9650, due_date: '2024-03-25', sender_email: 'billing@netbridge.example' });
    expect(report).toMatchObject({ status: 'processed', invoice_count: 1, processed_count: 1, error_count: 0 });
    expect(details).toEqual([
      {
        attachmentId: null,
        filename: 'E-mail body',
        outcome: 'invoices',
        invoiceIds: [invoice.id],
        links: ['https://billing.netbridge.example/invoices/NB-4471'],
        message: "1 invoice: #NB-4471, NetBridge Fiber LLC, $96.50, written in the e-mail. 1 link to the vendor's portal: https://billing.netbridge.example/invoices/NB-4471",
      },
    ]);
    expect(report.report_text).toContain("0 attachments and the e-mail's body considered, 1 invoice extracted, 0 errors.");
  });

  it("takes the attached PDF's bill, not the covering note's, and still lists the portal link", async () => {
    const { emailId, details } = await deliver(await htmlMessage(billMail, [{ filename: 'invoice.pdf', content: fakePdf('netbridge') }]));
    const invoices = await db().selectFrom('invoices').select(['invoice_number', 'attachment_id']).where('email_id', '=', emailId).execute();
    expect(invoices).toEqual([{ invoice_number: 'NB-4471-PDF', attachment_id: expect.any(String) }]);
    expect(details.map((d) => [d.filename, d.outcome])).toEqual([
      ['invoice.pdf', 'invoices'],
      ['E-mail body', 'links'],
    ]);
  });

  it('reports no invoices for a message without attachments', async () => {
    const { report } = await deliver(await message([]));
    expect(report).toMatchObject({ status: 'no_invoices', success: 1, processed_count: 0, invoice_count: 0, error_count: 0, details: '[]' });
  });

  it("passes reviewers' corrections of the sender's invoices, with their evidence, to the analyzer", async () => {
    const hints = createLearnedHintsRepository(db());
    const corrected = { id: 'inv-hinted', client_id: clientId, sender_email: 'Hinted@Vendor.example', invoice_number: 'H-7', evidence: JSON.stringify(invoice().evidence) };
    await hints.recordCorrection(corrected, 'glAccount', '6200');
    await hints.recordCorrection(corrected, 'payee', 'Old Name');
    await hints.recordCorrection(corrected, 'payee', 'Hinted Supply Co');
    await hints.recordCorrection({ ...corrected, id: 'inv-typed', evidence: '{}' }, 'payee', 'Typed by hand, no evidence');
    await deliver(await message([{ filename: 'hinted.pdf', content: fakePdf('invoice') }], 'hinted@vendor.example'));
    expect(fake.calls.at(-1)).toEqual({
      name: 'invoice',
      hints: [
        { field: 'payee', value: 'Hinted Supply Co', source: 'H-7', evidence: invoice().evidence },
        { field: 'glAccount', value: '6200', source: 'H-7', evidence: invoice().evidence },
      ],
    });
    await hints.recordCorrection(corrected, 'payee', ' ');
    const left = await db().selectFrom('learned_hints').select('field').where('sender_email', '=', 'hinted@vendor.example').execute();
    expect(left.map((r) => r.field)).toEqual(['glAccount']);
  });

  it('stores what each document showed with its invoice, for corrections to learn from', async () => {
    const { emailId } = await deliver(await message([{ filename: 'evidence.pdf', content: fakePdf('invoice') }]));
    const row = await db().selectFrom('invoices').select('evidence').where('email_id', '=', emailId).executeTakeFirstOrThrow();
    expect(JSON.parse(row.evidence)).toEqual(invoice().evidence);
  });

  it('rewrites rather than adds when an e-mail is processed again (a rerun after a crash)', async () => {
    const { emailId } = await deliver(await message([{ filename: 'two.pdf', content: fakePdf('two') }]));
    const rows = () => db().selectFrom('invoices').select(['invoice_number', 'duplicate_of']).where('email_id', '=', emailId).orderBy('invoice_number').execute();
    const before = await rows();
    expect(before).toHaveLength(2);
    await processEmail(ctx, emailId);
    await processEmail(ctx, emailId);
    expect(await rows()).toEqual(before);
    expect(await db().selectFrom('reports').select('id').where('email_id', '=', emailId).execute()).toHaveLength(1);
    expect(await db().selectFrom('attachments').select('id').where('email_id', '=', emailId).execute()).toHaveLength(1);
  });

  it('writes nothing for an e-mail cut short by a shutdown, and finishes it after the restart', async () => {
    let release: (outcome: PdfOutcome) => void = () => undefined;
    const hanging: AppContext = { ...ctx, pdf: { ...noPdfAnalysis, analyze: () => new Promise<PdfOutcome>((resolve) => (release = resolve)) } };
    await intake.stop();
    const stopping = await startIntake(hanging, false, { stopGraceMs: 50, leaseMs: 300 });
    const [accepted] = await stopping.accept({ raw: await message([{ filename: 'invoice.pdf', content: fakePdf('invoice') }]), clientIds: [clientId], source: 'smtp' });
    await waitFor(async () => (await db().selectFrom('emails').select('status').where('id', '=', accepted!.id).executeTakeFirst())?.status === 'processing', 'the e-mail to be processing');
    await stopping.stop();
    // What a closing PDF pool answers for the PDFs it still had.
    release({ kind: 'broken', reason: 'the PDF pool was closed' });
    // A write that does not happen sends no event, so the cut-short run gets a bounded time: one
    // that ignored the shutdown would have written its report within 50 ms of the analysis.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await db().selectFrom('reports').select('id').where('email_id', '=', accepted!.id).execute()).toHaveLength(0);

    intake = await startIntake(ctx, false, { leaseMs: 300 });
    const report = await waitForReport(ctx, accepted!.id);
    expect(report).toMatchObject({ status: 'processed', invoice_count: 1 });
  });

  it('gives up without analysing on e-mails whose attempts all died with the process', async () => {
    const queued = async (attempts: number) => {
      await intake.stop();
      const [accepted] = await intake.accept({ raw: await message([{ filename: 'invoice.pdf', content: fakePdf('invoice') }]), clientIds: [clientId], source: 'smtp' });
      await db().updateTable('intake_jobs').set({ attempts, last_error: 'killed' }).where('email_id', '=', accepted!.id).execute();
      const calls = fake.calls.length;
      intake = await startIntake(ctx);
      const report = await waitForReport(ctx, accepted!.id);
      expect(fake.calls.length).toBe(calls);
      const attachments = await db().selectFrom('attachments').select('id').where('email_id', '=', accepted!.id).execute();
      return { report, attachments };
    };
    // The 4th claim (3 allowed): the message is still read and kept, without analysis.
    const read = await queued(3);
    expect(read.report).toMatchObject({ status: 'failed', processed_count: 1 });
    expect(read.report.report_text).toMatch(/processing never finished in 3 attempts \(last error: killed\)/);
    expect(read.attachments).toHaveLength(1);
    // Even giving up died: the message is not read any more.
    const bare = await queued(4);
    expect(bare.report).toMatchObject({ status: 'failed', processed_count: 0 });
    expect(bare.attachments).toHaveLength(0);
  });

  it('retries a failing analyzer with backoff, then keeps the e-mail with a failed report', async () => {
    let calls = 0;
    const failing: AppContext = {
      ...ctx,
      pdf: { ...noPdfAnalysis, analyze: async (): Promise<PdfOutcome> => (calls++, Promise.reject(new Error('PDF worker crashed'))) },
    };
    await intake.stop();
    const retrying = await startIntake(failing);
    try {
      const [accepted] = await retrying.accept({ raw: await message([{ filename: 'invoice.pdf', content: fakePdf('invoice') }]), clientIds: [clientId], source: 'smtp' });
      const report = await waitForReport(failing, accepted!.id);
      expect(calls).toBe(3);
      expect(report).toMatchObject({ status: 'failed', success: 0, invoice_count: 0, error_count: 1 });
      expect(report.report_text).toMatch(/Could not be processed: PDF worker crashed \(after 3 attempts\)/);
      expect(JSON.parse(report.details)).toEqual([expect.objectContaining({ filename: 'invoice.pdf', outcome: 'broken' })]);
      const email = await db().selectFrom('emails').selectAll().where('id', '=', accepted!.id).executeTakeFirstOrThrow();
      expect(email.status).toBe('failed');
      const job = await db().selectFrom('intake_jobs').selectAll().where('email_id', '=', accepted!.id).executeTakeFirstOrThrow();
      expect(job).toMatchObject({ status: 'failed', attempts: 3, last_error: expect.stringContaining('PDF worker crashed') });
      expect(await db().selectFrom('attachments').select('id').where('email_id', '=', accepted!.id).execute()).toHaveLength(1);
    } finally {
      await retrying.stop();
      intake = await startIntake(ctx);
    }
  });
});
