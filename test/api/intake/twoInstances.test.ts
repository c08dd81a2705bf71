import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseKind, type Db } from '../../../src/server/db/database';
import { generateInvoicePdf, generateInvoiceSet, type GeneratedInvoicePdf } from '../../support/invoices';
import { scanOf } from '../../support/invoices/scans';
import { waitFor } from '../helpers/eventually';
import { adminToken, createClient, startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { databaseKinds } from '../helpers/testApp';
import { transport } from './smtpClient';

jest.setTimeout(90_000);

const ADDRESS = 'bills@scale.example';
const LEASE_SECONDS = 3;
const JWT_SECRET = 'one-secret-shared-by-every-process-of-the-test';
// One bill each, so one processing of an e-mail writes exactly one invoice.
const LAYOUTS = ['plumbing', 'landscaping', 'utility', 'hvac'] as const;
const SCAN = '<scale-scan@vendor.example>';
const FIRST_BURST = 12;
const SECOND_BURST = 28;

interface Processed {
  emailId: string;
  queue: string;
  ms: number;
}

/**
 * What "Running on several machines" promises: processes on other machines share one database's
 * queue, a job that runs longer than its lease stays with its process, a process that dies
 * holding e-mails loses none of them, and no e-mail is processed twice. On PostgreSQL each
 * process has its own DATA_DIR, as on a machine of its own, in a schema of this file's own. On
 * SQLite both share the DATA_DIR (the file lives there); the one that starts second leaves the
 * running jobs of the other, which is alive, where they are (resumeUnfinishedIntake).
 */
describe.each(databaseKinds)('two server processes on one %s database', (kind: DatabaseKind) => {
  const folders: string[] = [];
  let schema: string | undefined;
  let env: Record<string, string>;
  let receiving: ServerProcess | undefined;
  let worker: ServerProcess | undefined;
  let db: Db | undefined;

  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sbe-scale-'));
    folders.push(dir);
    return dir;
  };

  beforeAll(async () => {
    env = { JWT_SECRET, INTAKE_LEASE_SECONDS: String(LEASE_SECONDS), LOG_LEVEL: 'info' };
    if (kind === 'postgres') {
      schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
      await withPg((client) => client.query(`create schema ${schema}`));
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.searchParams.set('options', `-c search_path=${schema}`);
      env.DATABASE_URL = url.toString();
    }
  });
  afterAll(async () => {
    await Promise.all([receiving?.kill(), worker?.kill()]);
    await db?.close();
    if (schema) await withPg((client) => client.query(`drop schema ${schema} cascade`));
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('a job outlasting its lease stays with its process; one killed holding e-mails loses none; an intake-only process finishes each exactly once', async () => {
    void mail();
    const shared = kind === 'sqlite' ? folder() : undefined;
    worker = await startServerProcess(shared ?? folder(), { ...env, SERVER_ROLES: 'intake' });
    receiving = await startServerProcess(shared ?? folder(), env);
    const victim = receiving;
    // The intake-only process listens on nothing.
    await expect(fetch(`${worker.apiUrl}/api/health`)).rejects.toThrow();
    await expect(transport(worker.smtpPort).verify()).rejects.toThrow(/ECONNREFUSED/);
    db = openDatabase({ databaseUrl: kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined, sqliteFile: path.join(shared ?? '', 'app.sqlite'), pgSchema: schema });
    const store = db.kysely;
    await createClient(victim.apiUrl, await adminToken(victim.apiUrl), ADDRESS);
    const { pdfs, scan } = await mail();

    const mailer = transport(victim.smtpPort, { pool: true });
    const accepted = new Set<string>();
    const send = (messageId: string, attachment: Uint8Array) =>
      mailer
        .sendMail({
          from: 'billing@vendor.example',
          to: ADDRESS,
          subject: `Invoice ${messageId}`,
          text: 'Invoice attached.',
          messageId,
          attachments: [{ filename: 'invoice.pdf', content: Buffer.from(attachment) }],
        })
        .then(() => void accepted.add(messageId));
    const textMail = (i: number) => [`<scale-${i}@vendor.example>`, pdfs[i % pdfs.length]!.pdf] as const;
    const jobs = () =>
      store
        .selectFrom('emails')
        .innerJoin('intake_jobs', 'intake_jobs.email_id', 'emails.id')
        .select(['emails.id', 'emails.message_id', 'emails.status', 'intake_jobs.status as job', 'intake_jobs.queue', 'intake_jobs.attempts'])
        .execute();

    // A two-page scan, whose OCR outlasts the lease, among text PDFs: only its heartbeat keeps it
    // from the other process, which polls the same OCR queue.
    await Promise.all([send(SCAN, scan), ...Array.from({ length: FIRST_BURST }, (_, i) => send(...textMail(i)))]);
    await waitFor(async () => (await jobs()).find((job) => job.message_id === SCAN && job.job === 'done'), 'the scan to be read', { timeoutMs: 30_000 });

    // Then a burst during which the receiving process is killed while it holds e-mails. Frozen,
    // it changes nothing, so what the database shows it holds is what it dies holding (its
    // worker ids are `host:pid:random`, intake/queue/workerId.ts).
    const heldBy = (server: ServerProcess) =>
      store.selectFrom('intake_jobs').select(['email_id', 'queue']).where('status', '=', 'running').where('locked_by', 'like', `${hostname()}:${server.pid}:%`).execute();
    let killed: Promise<void> | undefined;
    const killWhileHolding = () =>
      waitFor(
        async () => {
          process.kill(victim.pid, 'SIGSTOP');
          const holding = (await heldBy(victim)).length > 0;
          if (!holding) process.kill(victim.pid, 'SIGCONT');
          return holding;
        },
        'the receiving process to hold e-mails',
        { timeoutMs: 20_000, intervalMs: 10 },
      ).then(() => victim.kill());
    const before = accepted.size;
    await Promise.all(
      Array.from({ length: SECOND_BURST }, (_, n) =>
        send(...textMail(FIRST_BURST + n))
          .then(() => {
            if (accepted.size === before + 8) killed = killWhileHolding();
          })
          .catch(() => undefined),
      ),
    );
    await killed;
    mailer.close();
    expect(await victim.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // Read at once: the heartbeat kept these leases a good two seconds ahead, so none is taken yet.
    const held = new Map((await heldBy(victim)).map((job) => [job.email_id, job.queue]));
    expect(held.size).toBeGreaterThan(0);

    const emails = await waitFor(async () => {
      const rows = await jobs();
      return rows.every((row) => row.job === 'done') && rows;
    }, 'every stored e-mail to be processed', { timeoutMs: 30_000 });
    const stored = new Map(emails.map((email) => [email.message_id, email]));
    expect(accepted.size).toBeGreaterThanOrEqual(FIRST_BURST + 1 + 8);
    for (const messageId of accepted) expect({ messageId, status: stored.get(messageId)?.status }).toEqual({ messageId, status: 'processed' });
    // A job is claimed once in its queue (moving to OCR starts the count again), twice when the
    // dead process held it there: never while another process works on it.
    for (const email of emails) {
      expect({ email: email.message_id, attempts: email.attempts }).toEqual({ email: email.message_id, attempts: held.get(email.id) === email.queue ? 2 : 1 });
    }

    // One report each, and the invoices of one processing: what the report counts, each once.
    const reports = await store.selectFrom('reports').select(['email_id', 'invoice_count']).execute();
    const invoices = await store.selectFrom('invoices').select(['email_id', 'invoice_number']).execute();
    for (const email of emails) {
      const numbers = invoices.filter((invoice) => invoice.email_id === email.id).map((invoice) => invoice.invoice_number);
      const counted = reports.filter((report) => report.email_id === email.id).map((report) => report.invoice_count);
      expect({ email: email.message_id, counted, numbers: numbers.length, distinct: new Set(numbers).size }).toEqual({ email: email.message_id, counted: [1], numbers: 1, distinct: 1 });
      // A text PDF's number is read exactly; a scan's is only as good as its OCR.
      const index = /^<scale-(\d+)@/.exec(email.message_id ?? '')?.[1];
      if (index !== undefined) expect(numbers).toEqual([pdfs[Number(index) % pdfs.length]!.expected[0]!.invoiceNumber]);
    }

    await worker.stop();
    expect(await worker.exited).toEqual({ code: 0, signal: null });
    // Each process logs every e-mail it finishes. Read once the worker has exited and flushed its
    // log; the killed process may have lost its last lines, which hides nothing checked here.
    const processedIn = (server: ServerProcess) =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"msg":"intake: e-mail processed"'))
        .map((line) => JSON.parse(line) as Processed);
    const byWorker = processedIn(worker).map((line) => line.emailId);
    const byVictim = processedIn(victim).map((line) => line.emailId);
    expect(new Set(byWorker).size).toBe(byWorker.length);
    expect(new Set(byVictim).size).toBe(byVictim.length);
    expect(byWorker.filter((id) => byVictim.includes(id))).toEqual([]);
    expect([...held.keys()].filter((id) => !byWorker.includes(id))).toEqual([]);
    // The scan was read in one go, for longer than a lease, by whichever process took it.
    const scanId = stored.get(SCAN)!.id;
    const scanRead = [...processedIn(worker), ...processedIn(victim)].filter((line) => line.emailId === scanId);
    expect(scanRead).toEqual([{ ...scanRead[0], queue: 'ocr', ms: expect.any(Number) }]);
    expect(scanRead[0]!.ms).toBeGreaterThan(LEASE_SECONDS * 1000);
    expect(stored.get(SCAN)).toMatchObject({ queue: 'ocr', attempts: 1 });
  });
});

let generated: Promise<{ pdfs: GeneratedInvoicePdf[]; scan: Uint8Array }> | undefined;
/** Made once for both databases, while the first servers start. */
function mail() {
  generated ??= (async () => ({
    pdfs: await generateInvoiceSet({ seed: 18, count: 8, layouts: [...LAYOUTS] }),
    scan: await scanOf((await generateInvoicePdf('two-page', 18)).pdf, 'pdf'),
  }))();
  return generated;
}

async function withPg<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
