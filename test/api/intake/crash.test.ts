import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { generateInvoiceSet } from '../../support/invoices';
import { waitFor } from '../helpers/eventually';
import { adminToken, createClient, startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { transport } from './smtpClient';

jest.setTimeout(90_000);

const ADDRESS = 'bills@crash.example';
const BURST = 40;

describe('a server killed in the middle of a burst of mail', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sbe-crash-'));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses nothing it answered 250 for: after a restart every such message ends processed with one report', async () => {
    server = await startServerProcess(dataDir);
    await createClient(server.apiUrl, await adminToken(server.apiUrl), ADDRESS);
    const pdfs = await generateInvoiceSet({ seed: 11, count: 8 });

    const mailer = transport(server.smtpPort, { pool: true });
    const accepted: string[] = [];
    let killing: Promise<void> | undefined;
    const sends = Array.from({ length: BURST }, (_, i) => {
      const messageId = `<burst-${i}@vendor.example>`;
      return mailer
        .sendMail({
          from: 'billing@vendor.example',
          to: ADDRESS,
          subject: `Invoice ${i}`,
          text: 'Invoice attached.',
          messageId,
          attachments: [{ filename: `invoice-${i}.pdf`, content: Buffer.from(pdfs[i % pdfs.length]!.pdf) }],
        })
        .then(() => {
          accepted.push(messageId);
          // Mid-burst: some messages answered, some on the wire, some not yet sent.
          if (accepted.length === 12) killing = server!.kill();
        })
        .catch(() => undefined);
    });
    await Promise.all(sends);
    await killing;
    mailer.close();
    expect(accepted.length).toBeGreaterThanOrEqual(12);
    expect(accepted.length).toBeLessThan(BURST);

    server = await startServerProcess(dataDir);
    const db = new SqliteDatabase(path.join(dataDir, 'app.sqlite'), { readonly: true });
    try {
      const placeholders = accepted.map(() => '?').join(',');
      const finished = () =>
        db
          .prepare(
            `select e.message_id, e.status, (select count(*) from reports r where r.email_id = e.id) as reports
             from emails e where e.message_id in (${placeholders})`,
          )
          .all(...accepted) as { message_id: string; status: string; reports: number }[];
      const rows = await waitFor(async () => {
        const current = finished();
        return current.length === accepted.length && current.every((r) => r.status !== 'queued' && r.status !== 'processing') && current;
      }, 'every accepted e-mail to be finished', { timeoutMs: 60_000 });
      expect(rows.every((r) => r.status === 'processed' && r.reports === 1)).toBe(true);
      const invoices = db.prepare(`select count(*) as n from invoices i join emails e on e.id = i.email_id where e.message_id in (${placeholders})`).get(...accepted) as { n: number };
      expect(invoices.n).toBeGreaterThanOrEqual(accepted.length);
    } finally {
      db.close();
    }
  });
});
