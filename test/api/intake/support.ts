import MailComposer from 'nodemailer/lib/mail-composer';
import pino from 'pino';
import type { AppContext } from '../../../src/server/context';
import type { DatabaseKind } from '../../../src/server/db/database';
import { newId, nowIso } from '../../../src/server/db/ids';
import { createIntake, type Intake } from '../../../src/server/intake';
import { analyzeBody } from '../../../src/server/intake/body/analyzeBody';
import type { ExtractedInvoice, LearnedHint, PdfAnalyzer, PdfOutcome } from '../../../src/server/intake/pdf/types';
import { createPdfPool } from '../../../src/server/intake/pdf/pdfPool';
import type { WorkerTuning } from '../../../src/server/intake/queue/worker';
import { generateInvoicePdf } from '../../support/invoices';
import { waitFor } from '../helpers/eventually';
import { seedWorld } from '../helpers/seed';
import { createTestApp, type TestApp } from '../helpers/testApp';

export const silentLog = pino({ level: 'silent' });

/** Fast timings for tests: retries in milliseconds, polls often. */
export const testTuning: Partial<WorkerTuning> = { pollMs: 25, retryBaseMs: 10, leaseMs: 10_000, concurrency: 4, stopGraceMs: 5_000 };

export async function createClientRow(t: TestApp, forwardEmail: string | null, name = `Client ${newId().slice(-6)}`) {
  const now = nowIso();
  const row = { id: newId(), name, forward_email: forwardEmail?.toLowerCase() ?? null, appfolio_url: null, created_at: now, updated_at: now };
  await t.ctx.db.kysely.insertInto('clients').values(row).execute();
  return row;
}

export async function startIntake(ctx: AppContext, smtp = false, tuning: Partial<WorkerTuning> = {}): Promise<Intake> {
  const intake = createIntake(ctx, { log: silentLog, smtp: smtp ? { port: 0, host: '127.0.0.1' } : false, tuning: { ...testTuning, ...tuning } });
  await intake.start();
  return intake;
}

export function waitForReport(ctx: AppContext, emailId: string, timeoutMs?: number) {
  return waitFor(() => ctx.db.kysely.selectFrom('reports').selectAll().where('email_id', '=', emailId).executeTakeFirst(), `the report of e-mail ${emailId}`, { timeoutMs });
}

export function invoice(fields: Partial<ExtractedInvoice> = {}): ExtractedInvoice {
  return {
    documentKind: 'invoice',
    payee: 'Acme Plumbing',
    invoiceNumber: 'INV-100',
    totalAmountCents: 12_500,
    totalCents: 12_500,
    billDate: '2024-03-01',
    dueDate: '2024-03-31',
    currency: 'USD',
    description: 'Repair of a leaking pipe',
    property: 'Maple Court',
    unit: '4B',
    purchaseOrder: null,
    workOrder: 'WO-7',
    reference: null,
    glAccount: '6100',
    pageNumber: 1,
    pageCount: 1,
    lineItems: [
      { description: 'Labour', amountCents: 10_000, property: null, unit: null, glAccount: null },
      { description: 'Parts', amountCents: 2_500, property: null, unit: null, glAccount: null },
    ],
    confidence: { payee: 0.9, invoiceNumber: 0.95, totalAmount: 0.9 },
    reasons: { payee: 'printed beside its label "Remit to"' },
    source: 'text',
    evidence: { name: 'acme plumbing', account: null, site: 'maple court', layout: ['acme', 'invoice', 'plumbing', 'remit'] },
    ...fields,
  };
}

/**
 * A PdfAnalyzer that reads a script from the "PDF": tests attach `%PDF-1.4 <name>` and map
 * names to outcomes. Records every call with its hints.
 */
export function fakeAnalyzer(outcomes: Record<string, PdfOutcome | (() => Promise<PdfOutcome>)>) {
  const calls: { name: string; hints: readonly LearnedHint[] | undefined }[] = [];
  const analyzer: PdfAnalyzer = {
    async analyze(pdf, hints) {
      const name = Buffer.from(pdf).toString('latin1').replace(/^%PDF-1\.4 /, '').trim();
      calls.push({ name, hints });
      const outcome = outcomes[name];
      if (!outcome) return { kind: 'broken', reason: `no fake outcome for ${name}` };
      return typeof outcome === 'function' ? outcome() : outcome;
    },
    // The body is read as in production (no thread): it is quick and these tests deliver real messages.
    analyzeBody: async (body, hints) => analyzeBody(body, hints),
    close: async () => undefined,
  };
  return { analyzer, calls };
}

export const fakePdf = (name: string) => Buffer.from(`%PDF-1.4 ${name}`, 'latin1');

/** Riverton Water's e-mail with `pdf` attached, accepted for `clientId` and processed: the id of the invoice it yielded. */
export async function deliverWaterBill(ctx: AppContext, intake: Intake, clientId: string, pdf: Uint8Array): Promise<string> {
  const raw = await new MailComposer({ from: 'Riverton Water <billing@riverton.example>', to: 'bills@maple.example', subject: 'Your water bill', text: 'Your bill is attached.', attachments: [{ filename: 'bill.pdf', content: Buffer.from(pdf) }] })
    .compile()
    .build();
  const [accepted] = await intake.accept({ raw, clientIds: [clientId], source: 'smtp' });
  await waitForReport(ctx, accepted!.id, 30_000);
  return (await ctx.db.kysely.selectFrom('invoices').select('id').where('email_id', '=', accepted!.id).executeTakeFirstOrThrow()).id;
}

/** An app with its seeded world and a running intake (one PDF thread), and the generated water bill of seed 30 that deliverWaterBill sends. */
export async function startWaterIntake(kind: DatabaseKind) {
  const t = await createTestApp(kind);
  const w = await seedWorld(t);
  const ctx: AppContext = { ...t.ctx, pdf: createPdfPool({ size: 1 }) };
  const intake = await startIntake(ctx);
  const pdf = (await generateInvoicePdf('water', 30)).pdf;
  return { t, w, ctx, intake, pdf };
}

export async function stopWaterIntake({ t, ctx, intake }: { t: TestApp; ctx: AppContext; intake: Intake }): Promise<void> {
  await intake.stop();
  await ctx.pdf.close();
  await t.close();
}
