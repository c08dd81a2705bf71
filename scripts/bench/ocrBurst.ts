/**
 * A burst of scans beside the text flow: the real server receives BENCH_SCANS scanned bills
 * (200 by default, OCR_WORKERS OCR threads) and then the text-PDF e-mails of the main run. It
 * prints how fast the text e-mails were processed while OCR was busy, how fast the scans were
 * read, and the server's peak RSS, against the targets of the extraction issue.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import { adminToken, createClient, startServerProcess } from '../../test/api/helpers/serverProcess';
import { transport } from '../../test/api/intake/smtpClient';
import { generateInvoiceSet } from '../../test/support/invoices';
import { scanOf } from '../../test/support/invoices/scans';
import { SERVER_ENV, serverNodeFlags } from '../serverFlags.mjs';
import { probeApi, sampleRss, watchReports } from './intakeProbes';

const SCANS = Number(process.env.BENCH_SCANS ?? 200);
const OCR_WORKERS = Number(process.env.OCR_WORKERS ?? 1);
const ADDRESS = 'bills@burst.example';
const TARGETS = { textPerSecond: 50, rssMb: 600 };

/** Twenty distinct scans (a scanned PDF, a JPEG photo, a PNG), each sent ten times under its own Message-ID. */
async function scanMessages(): Promise<{ id: string; raw: Buffer }[]> {
  const pdfs = await generateInvoiceSet({ seed: 77, count: 20 });
  const formats = ['pdf', 'jpeg', 'png'] as const;
  const scans = await Promise.all(pdfs.map((generated, i) => scanOf(generated.pdf, formats[i % 3]!, { degrees: (i % 5) - 2 })));
  return Promise.all(
    Array.from({ length: SCANS }, async (_, i) => {
      const id = `<scan-${i}-${Date.now()}@vendor.example>`;
      const format = formats[(i % 20) % 3]!;
      const raw = await new MailComposer({
        from: 'Front Desk <scanner@vendor.example>',
        to: ADDRESS,
        subject: `Scan ${i}`,
        text: 'Scanned at the front desk.',
        messageId: id,
        attachments: [{ filename: `scan-${i}.${format === 'jpeg' ? 'jpg' : format}`, content: Buffer.from(scans[i % 20]!) }],
      })
        .compile()
        .build();
      return { id, raw };
    }),
  );
}

export async function ocrBurst(serverMain: string, text: { id: string; raw: Buffer }[]): Promise<void> {
  if (SCANS <= 0) return;
  console.log(`\nOCR burst: building ${SCANS} scan e-mails...`);
  const scans = await scanMessages();
  // The text e-mails again, under new Message-IDs (the same ones would be stored once).
  const stamp = Date.now();
  const texts = text.map((m, i) => {
    const id = `<burst-${i}-${stamp}@vendor.example>`;
    return { id, raw: Buffer.from(m.raw.toString('latin1').replace(m.id, id), 'latin1') };
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sbe-burst-'));
  const server = await startServerProcess(dataDir, { NODE_ENV: 'production', SMTP_RATE_LIMIT_MAX: '10000000', OCR_WORKERS: String(OCR_WORKERS), NODE_OPTIONS: serverNodeFlags({}).join(' '), ...SERVER_ENV }, { builtMain: serverMain });
  try {
    const token = await adminToken(server.apiUrl);
    const clientId = await createClient(server.apiUrl, token, ADDRESS);
    const rss = sampleRss(server.pid);
    const api = probeApi(server, token, clientId);
    const reports = watchReports(path.join(dataDir, 'app.sqlite'), [...scans, ...texts].map((m) => m.id));
    const mailer = transport(server.smtpPort, { pool: true, maxConnections: 4 });
    const send = (m: { raw: Buffer }) => mailer.sendMail({ envelope: { from: 'billing@vendor.example', to: [ADDRESS] }, raw: m.raw });
    const started = Date.now();
    await Promise.all(scans.map(send));
    const textStarted = Date.now();
    await Promise.all(texts.map(send));
    const textIds = texts.map((m) => m.id);
    const done = await reports.untilAll(10 * 60_000, textIds);
    const textIn = (Math.max(...textIds.map((id) => done.get(id) ?? Date.now())) - textStarted) / 1000;
    const scansWhileText = scans.filter((m) => done.has(m.id)).length;
    const all = await reports.untilAll(30 * 60_000);
    reports.close();
    mailer.close();
    const scansIn = (Math.max(...scans.map((m) => all.get(m.id) ?? Date.now())) - started) / 1000;
    const apiLatencies = await api.stop();
    const peak = rss.stop();
    const sorted = [...apiLatencies].sort((a, b) => a - b);
    const row = (label: string, value: string, target = '') => console.log(`  ${label.padEnd(44)}${value.padStart(12)}   ${target}`);
    console.log(`\nOCR burst: ${SCANS} scan e-mails (one page each), then ${texts.length} text-PDF e-mails, ${OCR_WORKERS} OCR thread(s), SQLite`);
    row('text e-mails processed per second', (textIds.filter((id) => done.has(id)).length / textIn).toFixed(1), `target >= ${TARGETS.textPerSecond} while OCR runs`);
    row('scans read while the text e-mails went by', `${scansWhileText}/${SCANS}`);
    row('scans read per minute (whole burst)', ((60 * scans.filter((m) => all.has(m.id)).length) / scansIn).toFixed(1));
    row('seconds per scanned page, per OCR thread', ((scansIn * OCR_WORKERS) / SCANS).toFixed(2), 'target <= 2 s a page');
    row('API GET /api/emails p99 (ms)', (sorted[Math.floor(0.99 * (sorted.length - 1))] ?? NaN).toFixed(1));
    row('server peak RSS (MB)', peak.toFixed(0), `target < ${TARGETS.rssMb}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
