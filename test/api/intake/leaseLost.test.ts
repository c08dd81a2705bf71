import MailComposer from 'nodemailer/lib/mail-composer';
import pino from 'pino';
import type { AppContext } from '../../../src/server/context';
import { nowIso } from '../../../src/server/db/ids';
import { createIntakeJobsRepository, LeaseLostError, leaseOf, type IntakeJob } from '../../../src/server/db/repositories/intakeJobs';
import type { PdfOutcome } from '../../../src/server/intake/pdf/types';
import { processEmail } from '../../../src/server/intake/pipeline/processEmail';
import { acceptMessage } from '../../../src/server/intake/queue/accept';
import { createIntakeWorker, type IntakeWorker, type WorkerTuning } from '../../../src/server/intake/queue/worker';
import { waitFor } from '../helpers/eventually';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/testApp';
import { createClientRow, fakeAnalyzer, fakePdf, invoice } from './support';

const SECOND = 'second-worker';

/**
 * A worker whose process stalled past its lease (a long GC, a paused VM) while another worker
 * took the job over: whatever it then tries to write for the job, results, retry or failure,
 * is refused, and the new holder's results are the e-mail's.
 */
describe.each(databaseKinds)('a worker that lost its lease on %s', (kind) => {
  let t: TestApp;
  let clientId: string;
  let worker: IntakeWorker | undefined;

  beforeAll(async () => {
    t = await createTestApp(kind);
    clientId = (await createClientRow(t, null)).id;
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });
  afterAll(() => t.close());

  const db = () => t.ctx.db.kysely;
  beforeEach(() => db().deleteFrom('emails').execute());

  const reading = (invoiceNumber: string): PdfOutcome => ({ kind: 'invoices', pageCount: 1, invoices: [invoice({ invoiceNumber })] });
  const analysing = (outcome: PdfOutcome | (() => Promise<PdfOutcome>)): AppContext => ({ ...t.ctx, pdf: fakeAnalyzer({ bill: outcome }).analyzer });

  async function queued(): Promise<string> {
    const raw = await new MailComposer({ from: 'billing@vendor.example', to: 'bills@lease.example', subject: 'Invoice', text: 'Attached.', attachments: [{ filename: 'bill.pdf', content: fakePdf('bill') }] })
      .compile()
      .build();
    const [accepted] = await acceptMessage(t.ctx, { raw, clientIds: [clientId], source: 'smtp' });
    return accepted!.id;
  }

  /** The lease expires and the second worker claims the job, in one go so that no heartbeat renews it in between. */
  const takeOver = (emailId: string): Promise<IntakeJob> =>
    db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('intake_jobs').set({ locked_until: nowIso(Date.now() - 1000) }).where('email_id', '=', emailId).execute();
        const job = await createIntakeJobsRepository(trx, kind).claim('intake', SECOND, 60_000);
        if (job?.email_id !== emailId) throw new Error('the second worker did not get the job');
        return job;
      });

  async function stored(emailId: string) {
    const reports = await db().selectFrom('reports').select('invoice_count').where('email_id', '=', emailId).execute();
    const invoices = await db().selectFrom('invoices').select('invoice_number').where('email_id', '=', emailId).execute();
    const job = await db().selectFrom('intake_jobs').select(['status', 'locked_by', 'attempts']).where('email_id', '=', emailId).executeTakeFirstOrThrow();
    const email = await db().selectFrom('emails').select('status').where('id', '=', emailId).executeTakeFirstOrThrow();
    return { reports, invoices: invoices.map((row) => row.invoice_number), job, email: email.status };
  }
  const heldBySecond = { reports: [], invoices: [], job: { status: 'running', locked_by: SECOND, attempts: 2 } };
  const writtenBySecond = { reports: [{ invoice_count: 1 }], invoices: ['NEW-1'], job: { status: 'done', locked_by: null, attempts: 2 }, email: 'processed' };

  it('writes no results once another worker has the job, before or after that worker wrote its own', async () => {
    const emailId = await queued();
    const first = await t.ctx.repos.intakeJobs.claim('intake', 'first-worker', 60_000);
    const second = await takeOver(emailId);

    await expect(processEmail(analysing(reading('STALE-1')), emailId, { lease: leaseOf(first!, 'first-worker') })).rejects.toBeInstanceOf(LeaseLostError);
    expect(await stored(emailId)).toMatchObject(heldBySecond);

    await processEmail(analysing(reading('NEW-1')), emailId, { lease: leaseOf(second, SECOND) });
    await expect(processEmail(analysing(reading('STALE-1')), emailId, { lease: leaseOf(first!, 'first-worker') })).rejects.toBeInstanceOf(LeaseLostError);
    expect(await stored(emailId)).toEqual(writtenBySecond);
  });

  it('tells a claim from a later claim by the same worker', async () => {
    const emailId = await queued();
    const earlier = await t.ctx.repos.intakeJobs.claim('intake', SECOND, 60_000);
    const later = await takeOver(emailId);
    await expect(processEmail(analysing(reading('STALE-1')), emailId, { lease: leaseOf(earlier!, SECOND) })).rejects.toBeInstanceOf(LeaseLostError);
    await processEmail(analysing(reading('NEW-1')), emailId, { lease: leaseOf(later, SECOND) });
    expect(await stored(emailId)).toEqual(writtenBySecond);
  });

  function startWorker(ctx: AppContext, leaseMs: number, maxAttempts = 1) {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const tuning: WorkerTuning = { queue: 'intake', concurrency: 1, maxAttempts, leaseMs, pollMs: 25, retryBaseMs: 10, stopGraceMs: 5_000 };
    worker = createIntakeWorker(ctx, tuning, log);
    worker.start();
    return { lost: () => lines.some((line) => line.includes('"msg":"intake: lost the lease')) };
  }

  it.each([
    ['its results', 1, async () => reading('STALE-1')],
    ['its failed report (the last attempt failed)', 1, () => Promise.reject(new Error('PDF worker crashed'))],
    ['the retry of a failed attempt', 3, () => Promise.reject(new Error('PDF worker crashed'))],
  ])('drops %s when the job was taken over while the PDF was read, and says so', async (_, maxAttempts, analysis: () => Promise<PdfOutcome>) => {
    const emailId = await queued();
    let second: IntakeJob | undefined;
    const takenOverMeanwhile = async () => {
      second = await takeOver(emailId);
      return analysis();
    };
    // A lease of a minute: no heartbeat comes before the write, which alone must see the loss.
    const run = startWorker(analysing(takenOverMeanwhile), 60_000, maxAttempts);
    await waitFor(() => run.lost(), 'the worker to find its lease lost');
    expect(await stored(emailId)).toMatchObject(heldBySecond);

    await processEmail(analysing(reading('NEW-1')), emailId, { lease: leaseOf(second!, SECOND) });
    expect(await stored(emailId)).toEqual(writtenBySecond);
  });

  it('stops treating the job as its own when a heartbeat finds the lease lost: it does not even begin to write', async () => {
    const emailId = await queued();
    let analysed: (() => void) | undefined;
    const stalled = () => new Promise<PdfOutcome>((resolve) => (analysed = () => resolve(reading('STALE-1'))));
    // A beat every 100 ms.
    const run = startWorker(analysing(stalled), 300);
    await waitFor(() => analysed !== undefined, 'the worker to read the PDF');
    const second = await takeOver(emailId);
    t.statements.length = 0;
    // A statement is told once it has run: the heartbeat has its answer.
    await waitFor(() => t.statements.some((statement) => statement.startsWith('update "intake_jobs" set "locked_until"')), 'a heartbeat after the takeover');
    analysed!();
    await waitFor(() => run.lost(), 'the worker to drop its run');
    expect(t.statements.filter((statement) => statement.startsWith('update "intake_jobs" set "status"'))).toEqual([]);
    expect(await stored(emailId)).toMatchObject(heldBySecond);

    await processEmail(analysing(reading('NEW-1')), emailId, { lease: leaseOf(second, SECOND) });
    expect(await stored(emailId)).toEqual(writtenBySecond);
  });
});
