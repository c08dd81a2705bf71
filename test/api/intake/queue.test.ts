import { spawn, spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { insertQueuedEmail } from '../../../src/server/db/repositories/intake';
import { createIntakeJobsRepository, LeaseLostError, leaseOf, type IntakeJob } from '../../../src/server/db/repositories/intakeJobs';
import { holderGoneAtStart } from '../../../src/server/intake/queue/workerId';
import { moveClockOn } from '../helpers/clock';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/testApp';
import { createClientRow } from './support';

describe.each(databaseKinds)('intake queue on %s', (kind) => {
  let t: TestApp;
  let second: Db;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    clientId = (await createClientRow(t, null)).id;
    // A second, independent connection (pool) to the same database: another process, as far as the database can tell.
    const schema = kind === 'postgres' ? await currentSchema(t) : undefined;
    second = openDatabase({ databaseUrl: kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined, sqliteFile: path.join(t.config.dataDir, 'app.sqlite'), pgSchema: schema });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });
  afterEach(() => jest.useRealTimers());

  async function queue(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      await t.ctx.db.kysely.transaction().execute(async (trx) => {
        const row = await insertQueuedEmail(trx, { clientId, messageId: null, subject: `job ${i}`, senderEmail: 's@x.example', senderName: null, recipients: [], sentAt: null, source: 'smtp', raw: Buffer.from('Subject: x\r\n\r\nx') });
        ids.push(row.id);
      });
    }
    return ids;
  }
  const clear = () => t.ctx.db.kysely.deleteFrom('emails').execute();
  /** Every running lease, or the job of one e-mail's, ran out a second ago. */
  const expired = (emailId?: string) =>
    t.ctx.db.kysely
      .updateTable('intake_jobs')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('status', '=', 'running')
      .$if(emailId !== undefined, (update) => update.where('email_id', '=', emailId!))
      .execute();

  it('never gives one job to two claimers, even racing from two connections', async () => {
    await clear();
    const emailIds = await queue(40);
    const claimers = [createIntakeJobsRepository(t.ctx.db.kysely, kind), createIntakeJobsRepository(second.kysely, kind)];
    const claimed: IntakeJob[] = [];
    await Promise.all(
      [0, 1, 2, 3, 4, 5].map(async (n) => {
        const repo = claimers[n % 2]!;
        for (let job = await repo.claim('intake', `worker-${n}`, 60_000); job; job = await repo.claim('intake', `worker-${n}`, 60_000)) claimed.push(job);
      }),
    );
    expect(claimed.map((j) => j.email_id).sort()).toEqual([...emailIds].sort());
    expect(new Set(claimed.map((j) => j.id)).size).toBe(40);
    expect(claimed.every((j) => j.status === 'running' && j.attempts === 1)).toBe(true);
  });

  it('gives a job back once its lease expires by the database clock, counting the attempt', async () => {
    await clear();
    const [emailId] = await queue(1);
    const repo = createIntakeJobsRepository(t.ctx.db.kysely, kind);
    const first = await repo.claim('intake', 'stalled-worker', 60_000);
    expect(first?.email_id).toBe(emailId);
    expect(await repo.claim('intake', 'other', 60_000)).toBeUndefined();
    // A process whose clock runs ahead (past the lease here) takes nothing early.
    moveClockOn(120_000);
    expect(await repo.claim('intake', 'other', 60_000)).toBeUndefined();
    expect(await repo.extend(leaseOf(first!, 'stalled-worker'), 60_000)).toBe(true);
    jest.useRealTimers();
    await expired();
    const again = await repo.claim('intake', 'other', 60_000);
    expect(again).toMatchObject({ email_id: emailId, locked_by: 'other', attempts: 2 });
    expect(Date.parse(again!.locked_until!) - Date.now()).toBeGreaterThan(50_000);
    expect(await repo.extend(leaseOf(first!, 'stalled-worker'), 60_000)).toBe(false);
  });

  it('holds a retried job until its time comes', async () => {
    await clear();
    const [emailId] = await queue(1);
    const repo = createIntakeJobsRepository(t.ctx.db.kysely, kind);
    const job = await repo.claim('intake', 'w', 60_000);
    await repo.retryLater(leaseOf(job!, 'w'), emailId!, 'boom', Date.now() + 60_000);
    expect(await repo.claim('intake', 'w', 60_000)).toBeUndefined();
    expect(await repo.claim('intake', 'w', 60_000, Date.now() + 61_000)).toMatchObject({ email_id: emailId, attempts: 2, last_error: 'boom' });
  });

  it('lets a worker that lost its lease neither retry nor move the job, nor renew the lease', async () => {
    await clear();
    const [emailId] = await queue(1);
    const repo = createIntakeJobsRepository(t.ctx.db.kysely, kind);
    const first = await repo.claim('intake', 'stalled-worker', 60_000);
    await expired();
    const second = await repo.claim('intake', 'other', 60_000);
    const lost = leaseOf(first!, 'stalled-worker');
    await expect(repo.retryLater(lost, emailId!, 'boom', Date.now())).rejects.toBeInstanceOf(LeaseLostError);
    await expect(repo.moveToOcr(lost)).rejects.toBeInstanceOf(LeaseLostError);
    expect(await repo.extend(lost, 60_000)).toBe(false);
    const job = await t.ctx.db.kysely.selectFrom('intake_jobs').selectAll().where('email_id', '=', emailId!).executeTakeFirstOrThrow();
    expect(job).toEqual({ ...second, updated_at: expect.any(String) });
  });

  it('releases at start the running jobs whose process is gone or whose lease expired, and keeps those of a live process', async () => {
    await clear();
    await queue(6);
    const repo = createIntakeJobsRepository(t.ctx.db.kysely, kind);
    const living = spawn('sleep', ['60']);
    const dead = spawnSync('true').pid;
    try {
      const held = async (workerId: string) => (await repo.claim('intake', workerId, 60_000))!.email_id;
      const live = await held(`${hostname()}:${living.pid}:0a1b2c3d`);
      const ofOtherMachine = await held(`elsewhere.example:${dead}:0a1b2c3d`);
      const ofDeadProcess = await held(`${hostname()}:${dead}:0a1b2c3d`);
      // Pids come again (in a container the server's is the same at every start): this one's workers have claimed nothing yet.
      const ofEarlierRunWithThisPid = await held(`${hostname()}:${process.pid}:0a1b2c3d`);
      const expiredOfLiveProcess = await held(`${hostname()}:${living.pid}:4e5f6a7b`);
      await expired(expiredOfLiveProcess);

      expect(await repo.releaseOrphans(holderGoneAtStart)).toBe(3);
      const jobs = await t.ctx.db.kysely.selectFrom('intake_jobs').select(['email_id', 'status']).execute();
      const status = Object.fromEntries(jobs.map((job) => [job.email_id, job.status]));
      expect({ live: status[live], ofOtherMachine: status[ofOtherMachine], ofDeadProcess: status[ofDeadProcess], ofEarlierRunWithThisPid: status[ofEarlierRunWithThisPid], expiredOfLiveProcess: status[expiredOfLiveProcess] }).toEqual({
        live: 'running',
        ofOtherMachine: 'running',
        ofDeadProcess: 'pending',
        ofEarlierRunWithThisPid: 'pending',
        expiredOfLiveProcess: 'pending',
      });
    } finally {
      living.kill();
    }
  });
});

async function currentSchema(t: TestApp): Promise<string> {
  const { sql } = await import('kysely');
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.ctx.db.kysely);
  return result.rows[0]!.schema;
}
