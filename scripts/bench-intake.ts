/**
 * Intake throughput: the real server (child process, SQLite, temporary data folder) receives
 * generated invoice e-mails over SMTP from 4 pooled connections. Prints e-mails per second
 * accepted and processed, 250-to-report latency, the server's peak RSS and the API's p99
 * while it works, then the floor: the same messages parsed and analysed in one process.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import { parseMessage } from '../src/server/intake/mime/parseMessage';
import { createPdfPool } from '../src/server/intake/pdf/pdfPool';
import { adminToken, createClient, startServerProcess, type ServerProcess } from '../test/api/helpers/serverProcess';
import { transport } from '../test/api/intake/smtpClient';
import { generateInvoiceSet } from '../test/support/invoices';
import { ocrBurst } from './bench/ocrBurst';
import { probeApi, sampleRss, watchReports } from './bench/intakeProbes';
import { SERVER_ENV, serverNodeFlags } from './serverFlags.mjs';

const COUNT = Number(process.env.BENCH_COUNT ?? 1000);
const CONNECTIONS = 4;
const WORKERS = Number(process.env.INTAKE_WORKERS ?? 2);
const ADDRESS = 'bills@bench.example';
const TARGETS = { perSecond: 50, apiP99Ms: 50, rssMb: 300 };

const ROOT = path.resolve(__dirname, '..');

/**
 * The server as `npm start` runs it (compiled, not through tsx, whose compiler costs ~100 MB),
 * built into a temporary folder so the shared dist/ is left alone.
 */
function buildServer(into: string): string {
  execFileSync(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', path.join(ROOT, 'tsconfig.server.json'), '--outDir', into], { stdio: 'inherit' });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(into, 'node_modules'));
  return path.join(into, 'server', 'main.js');
}

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

async function buildMessages(): Promise<{ id: string; raw: Buffer }[]> {
  const pdfs = await generateInvoiceSet({ seed: 2026, count: Math.min(COUNT, 100) });
  return Promise.all(
    Array.from({ length: COUNT }, async (_, i) => {
      const id = `<bench-${i}-${Date.now()}@vendor.example>`;
      const pdf = pdfs[i % pdfs.length]!;
      const raw = await new MailComposer({
        from: 'Billing <billing@vendor.example>',
        to: ADDRESS,
        subject: `Invoice ${i}`,
        text: 'Please find our invoice attached.',
        messageId: id,
        attachments: [{ filename: `invoice-${i}.pdf`, content: Buffer.from(pdf.pdf), contentType: 'application/pdf' }],
      })
        .compile()
        .build();
      return { id, raw };
    }),
  );
}

async function floor(messages: { raw: Buffer }[]): Promise<number> {
  const pool = createPdfPool({ size: WORKERS });
  // Warm the threads (pdf.js loaded, code compiled), as the server's are by the time mail flows.
  const warm = await parseMessage(messages[0]!.raw);
  await Promise.all(warm.attachments.map((a) => pool.analyze(new Uint8Array(a.content))));
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < messages.length) {
      const parsed = await parseMessage(messages[next++]!.raw);
      await Promise.all(parsed.attachments.filter((a) => a.isPdf).map((a) => pool.analyze(new Uint8Array(a.content))));
    }
  };
  await Promise.all(Array.from({ length: WORKERS * 2 }, lane));
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  return messages.length / seconds;
}

async function main(): Promise<void> {
  console.log(`${availableParallelism()} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`Building ${COUNT} invoice e-mails (generated PDFs)...`);
  const messages = await buildMessages();
  console.log('Floor: the same messages parsed and analysed in one process, no server...');
  const floorPerSecond = await floor(messages);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sbe-bench-'));
  const buildDir = mkdtempSync(path.join(tmpdir(), 'sbe-bench-build-'));
  let server: ServerProcess | undefined;
  try {
    console.log('Compiling the server...');
    const main = buildServer(buildDir);
    server = await startServerProcess(dataDir, { NODE_ENV: 'production', SMTP_RATE_LIMIT_MAX: '10000000', INTAKE_WORKERS: String(WORKERS), NODE_OPTIONS: serverNodeFlags({}).join(' '), ...SERVER_ENV }, { builtMain: main });
    const token = await adminToken(server.apiUrl);
    const clientId = await createClient(server.apiUrl, token, ADDRESS);
    const rss = sampleRss(server.pid);
    const api = probeApi(server, token, clientId);
    const reports = watchReports(path.join(dataDir, 'app.sqlite'), messages.map((m) => m.id));

    console.log(`Sending ${COUNT} e-mails over SMTP...`);
    const mailer = transport(server.smtpPort, { pool: true, maxConnections: CONNECTIONS });
    const acceptedAt = new Map<string, number>();
    const started = Date.now();
    await Promise.all(
      messages.map((m) =>
        mailer.sendMail({ envelope: { from: 'billing@vendor.example', to: [ADDRESS] }, raw: m.raw }).then(() => acceptedAt.set(m.id, Date.now())),
      ),
    );
    const acceptedIn = (Date.now() - started) / 1000;
    mailer.close();
    const reportAt = await reports.untilAll(10 * 60_000);
    reports.close();
    const processedIn = (Math.max(...reportAt.values()) - started) / 1000;
    const apiLatencies = await api.stop();
    const peakRssMb = rss.stop();
    const latencies = messages.flatMap((m) => {
      const [accepted, reported] = [acceptedAt.get(m.id), reportAt.get(m.id)];
      return accepted !== undefined && reported !== undefined ? [Math.max(0, reported - accepted)] : [];
    });

    const row = (label: string, value: string, target = '') => console.log(`  ${label.padEnd(36)}${value.padStart(12)}   ${target}`);
    console.log(`\nIntake bench: ${COUNT} e-mails with one PDF each, ${CONNECTIONS} SMTP connections, ${WORKERS} PDF threads, SQLite`);
    row('accepted (250) per second', fixed(COUNT / acceptedIn), `target >= ${TARGETS.perSecond}`);
    row('fully processed per second', fixed(reportAt.size / processedIn), `target >= ${TARGETS.perSecond}`);
    row('250 to report, p50 (ms)', fixed(quantile(latencies, 0.5), 0));
    row('250 to report, p99 (ms)', fixed(quantile(latencies, 0.99), 0));
    row('reports written', `${reportAt.size}/${COUNT}`);
    row('API GET /api/emails p50 (ms)', fixed(quantile(apiLatencies, 0.5)));
    row('API GET /api/emails p99 (ms)', fixed(quantile(apiLatencies, 0.99)), `target < ${TARGETS.apiP99Ms}`);
    row('server peak RSS (MB)', fixed(peakRssMb, 0), `target < ${TARGETS.rssMb}`);
    row('floor: parse + analyse per second', fixed(floorPerSecond), 'one process, no SMTP, no database');
    await server.stop();
    server = undefined;
    await ocrBurst(main, messages);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    // The link first: the shared node_modules must never be in reach of the recursive removal.
    try {
      unlinkSync(path.join(buildDir, 'node_modules'));
    } catch {
      // not linked yet
    }
    rmSync(buildDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
