import path from 'node:path';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { insertQueuedEmail } from '../../../src/server/db/repositories/intake';
import { createIntakeJobsRepository, type IntakeJob } from '../../../src/server/db/repositories/intakeJobs';
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

  it('gives a job back once its lease expires, counting the attempt', async () => {
    await clear();
    const [emailId] = await queue(1);
    const repo = createIntakeJobsRepository(t.ctx.db.kysely, kind);
    const first = await repo.claim('intake', 'dead-worker', 50);
    expect(first?.email_id).toBe(emailId);
    expect(await repo.claim('intake', 'other', 60_000)).toBeUndefined();
    moveClockOn(80);
    expect(await repo.extend(first!.id, 'dead-worker', 60_000)).toBe(true);
    expect(await repo.claim('intake', 'other', 60_000)).toBeUndefined();
    await t.ctx.db.kysely.updateTable('intake_jobs').set({ locked_until: new Date(Date.now() - 1000).toISOString() }).execute();
    const again = await repo.claim('intake', 'other', 60_000);
    expect(again).toMatchObject({ email_id: emailId, locked_by: 'other', attempts: 2 });
    expect(await repo.extend(first!.id, 'dead-worker', 60_000)).toBe(false);
  });

  it('holds a retried job until its time comes', async () => {
    await clear();
    const [emailId] = await queue(1);
    const repo = createIntakeJobsRepository(t.ctx.db.kysely, kind);
    const job = await repo.claim('intake', 'w', 60_000);
    await repo.retryLater(job!.id, emailId!, 'boom', Date.now() + 60_000);
    expect(await repo.claim('intake', 'w', 60_000)).toBeUndefined();
    expect(await repo.claim('intake', 'w', 60_000, Date.now() + 61_000)).toMatchObject({ email_id: emailId, attempts: 2, last_error: 'boom' });
  });

  it('releases every running job at once when asked at start (SQLite: the only process)', async () => {
    await clear();
    await queue(3);
    const repo = createIntakeJobsRepository(t.ctx.db.kysely, kind);
    await repo.claim('intake', 'crashed', 60_000);
    await repo.claim('intake', 'crashed', 60_000);
    expect(await repo.releaseOrphans()).toBe(2);
    const pending = await t.ctx.db.kysely.selectFrom('intake_jobs').select('status').where('status', '=', 'pending').execute();
    expect(pending).toHaveLength(3);
  });
});

async function currentSchema(t: TestApp): Promise<string> {
  const { sql } = await import('kysely');
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.ctx.db.kysely);
  return result.rows[0]!.schema;
}
