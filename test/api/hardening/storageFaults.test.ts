import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createHealthProbe } from '../../../src/server/db/healthProbe';
import { storageFault } from '../../../src/server/db/storageFaults';
import type { Intake } from '../../../src/server/intake';
import { waitFor } from '../helpers/eventually';
import { caller, reviewFixture } from '../helpers/fixtures';
import { seedEmail, seedInvoice, seedWorld, type World } from '../helpers/seed';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { adminToken, createClient, SERVER_START_TIMEOUT_MS, startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { transport } from '../intake/smtpClient';
import { startIntake } from '../intake/support';

const writeRefused = (fault: string) => `The change could not be saved because ${fault}. Please try again in a few minutes.`;
const unhealthy = (fault: string) => ({ status: 'unavailable', database: 'sqlite', version: expect.any(String), fault: `The database cannot store changes: ${fault}.` });
const mailTo = (port: number, to: string) => transport(port).sendMail({ from: 'billing@vendor.example', to, subject: 'March', text: 'Invoice attached' });

describe('a read-only database', () => {
  const fault = 'the database is read-only';
  const address = 'bills@read-only.example';
  let t: TestApp;
  let w: World;
  let intake: Intake;
  let invoiceId: string;
  let emailId: string;
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    w = await seedWorld(t);
    await t.ctx.db.kysely.updateTable('clients').set({ forward_email: address }).where('id', '=', w.client.id).execute();
    invoiceId = (await seedInvoice(t, w.client.id)).id;
    emailId = (await seedEmail(t, w.client.id)).id;
    intake = await startIntake(t.ctx, true);
    // SQLite's query_only makes this connection, the app's only one, refuse every write.
    await sql`pragma query_only = 1`.execute(t.ctx.db.kysely);
  });
  afterAll(async () => {
    await intake.stop();
    await t.close();
  });

  it('health answers 503 naming the fault', async () => {
    const res = await call('GET', '/api/health');
    expect([res.statusCode, res.headers['retry-after']]).toEqual([503, '5']);
    expect(res.json()).toEqual(unhealthy(fault));
  });

  it('reads keep working', async () => {
    expect((await call('GET', `/api/invoices/${invoiceId}`, w.member)).statusCode).toBe(200);
    expect((await call('GET', `/api/emails/client/${w.client.id}?page=1`, w.member)).statusCode).toBe(200);
  });

  it('writes answer 503 with what is wrong, never 500', async () => {
    for (const [as, method, url, body] of [
      [w.member, 'PATCH', `/api/invoices/${invoiceId}/updateComment`, { comment: 'paid' }],
      [w.member, 'PATCH', `/api/emails/${emailId}/comment`, { comment: 'seen' }],
      [w.admin, 'POST', '/api/clients', { name: 'New Client' }],
    ] as const) {
      const res = await call(method, url, as, body);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 503, writeRefused(fault)]);
    }
  });

  it('intake refuses mail with 451', async () => {
    await expect(mailTo(intake.smtpPort()!, address)).rejects.toMatchObject({ responseCode: 451 });
  });
});

describe('a disk that fills up', () => {
  // The server may write no file past 3 MB: its database grows until the disk is "full".
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sbe-full-'));
    server = await startServerProcess(dataDir, {}, { maxFileBytes: 3 * 1024 * 1024 });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 to writes and health, 200 to reads, and intake 451, instead of 500s', async () => {
    const token = await adminToken(server.apiUrl);
    const address = 'bills@full-disk.example';
    await createClient(server.apiUrl, token, address);
    const api = (method: string, url: string, body?: unknown) =>
      fetch(`${server.apiUrl}${url}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
    // Large writes fail first; small ones fit in what is left until nothing is.
    const attachment = Buffer.alloc(300 * 1024, 7).toString('base64');
    const fault = 'the disk cannot be written (it may be full)';
    for (const write of [
      (i: number) => api('POST', '/api/emails', { from: 'billing@vendor.example', to: address, subject: `Bill ${i}`, attachments: [{ filename: 'scan.bin', content: attachment }] }),
      (i: number) => api('POST', '/api/clients', { name: `Client ${i}` }),
    ]) {
      let refused: Response | undefined;
      for (let i = 0; i < 2000 && !refused; i += 1) {
        const res = await write(i);
        if (res.status !== 201) refused = res;
      }
      expect(refused?.status).toBe(503);
      expect((await refused!.json()).message).toBe(writeRefused(fault));
    }
    // What little room is left still takes the probe's own one-row write, a few times at most;
    // each answer is remembered for three seconds by the server process, whose clock the test
    // cannot move, so it asks until the answer changes.
    const health = await waitFor(async () => {
      const res = await api('GET', '/api/health');
      if (res.status !== 200) return res;
      await res.body?.cancel();
      return false;
    }, 'health to see the full disk', { timeoutMs: 16_000, intervalMs: 250 });
    expect([health.status, await health.json()]).toEqual([503, unhealthy(fault)]);
    expect((await api('GET', '/api/clients')).status).toBe(200);
    await expect(mailTo(server.smtpPort, address)).rejects.toMatchObject({ responseCode: 451 });
  }, 40_000);
});

describe('the health probe', () => {
  const { t } = reviewFixture('sqlite');

  it('remembers its answer for three seconds, then writes again', async () => {
    const probe = createHealthProbe(t.ctx.db.kysely);
    expect(await probe.check(1_000)).toEqual({ ok: true });
    await sql`pragma query_only = 1`.execute(t.ctx.db.kysely);
    try {
      expect(await probe.check(3_999)).toEqual({ ok: true });
      expect(await probe.check(4_000)).toEqual({ ok: false, fault: 'the database is read-only' });
    } finally {
      await sql`pragma query_only = 0`.execute(t.ctx.db.kysely);
    }
    expect(await probe.check(7_000)).toEqual({ ok: true });
  });
});

describe('storage faults', () => {
  it.each([
    ['SQLITE_FULL', 'the disk is full'],
    ['SQLITE_READONLY_DBMOVED', 'the database is read-only'],
    ['SQLITE_IOERR_WRITE', 'the disk cannot be written (it may be full)'],
    ['53100', 'the disk is full'],
    ['25006', 'the database is read-only'],
    ['57P03', 'the database is not accepting connections yet'],
    ['08006', 'the database cannot be reached'],
    ['ECONNREFUSED', 'the database cannot be reached'],
  ])('names %s as %s', (code, fault) => {
    expect(storageFault(Object.assign(new Error('x'), { code }))).toBe(fault);
  });

  it.each([['23505'], ['SQLITE_CONSTRAINT_UNIQUE'], ['42P01'], [undefined]])('leaves %s to the 500 path', (code) => {
    expect(storageFault(Object.assign(new Error('x'), { code }))).toBeNull();
  });
});
