import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import PdfKitDocument from 'pdfkit';
import { eventually } from '../helpers/eventually';
import { adminToken, createClient, SERVER_START_TIMEOUT_MS, startServerProcess, type ServerProcess } from '../helpers/serverProcess';

const ROOT = path.resolve(__dirname, '../../..');

describe('stopping the server', () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sbe-stop-'));
    server = await startServerProcess(dataDir);
  }, SERVER_START_TIMEOUT_MS);
  afterEach(async () => {
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('exits 0 at once on SIGTERM when nothing is in flight', async () => {
    const started = Date.now();
    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('stops accepting at once and exits within 10 s although a request never finishes', async () => {
    // An upload whose body never ends keeps its handler waiting for ever.
    const token = await adminToken(server.apiUrl);
    const { port } = new URL(server.apiUrl);
    const stuck = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => stuck.once('connect', resolve));
    stuck.on('error', () => undefined);
    // The server's 100 Continue says it has taken the request in hand: before that, a busy
    // machine may not have read it yet, and an idle connection is simply closed.
    const handling = new Promise((resolve) => stuck.once('data', resolve));
    stuck.write(`POST /api/invoices HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=X\r\nContent-Length: 100000\r\nExpect: 100-continue\r\n\r\n`);
    expect(String(await handling)).toMatch(/^HTTP\/1\.1 100 Continue/);
    stuck.write('--X\r\n');

    const started = Date.now();
    let exitedYet = false;
    void server.exited.then(() => (exitedYet = true));
    process.kill(server.pid, 'SIGTERM');
    await eventually(() => expect(fetch(`${server.apiUrl}/api/health`)).rejects.toThrow(), { timeoutMs: 5_000 });
    // Refused while the stuck request still holds the process: the listener closed, the process lives on.
    expect(exitedYet).toBe(false);
    const exit = await server.exited;
    const took = Date.now() - started;
    stuck.destroy();
    expect(exit).toEqual({ code: 1, signal: null });
    expect(took).toBeLessThan(10_000);
    expect(server.output()).toMatch(/still waiting at the deadline/);
  }, 20_000);

  it('closes the database only once the handler of a request whose client went away is done', async () => {
    const token = await adminToken(server.apiUrl);
    const clientId = await createClient(server.apiUrl, token, 'bills@stop.example');
    // Read for a second or more in a PDF thread, after the client has gone.
    const pdf = await longPdf(200);
    const head = `--X\r\nContent-Disposition: form-data; name="clientId"\r\n\r\n${clientId}\r\n--X\r\nContent-Disposition: form-data; name="file"; filename="long.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), pdf, Buffer.from('\r\n--X--\r\n')]);
    const { port } = new URL(server.apiUrl);
    const upload = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => upload.once('connect', resolve));
    upload.on('error', () => undefined);
    // 100 Continue: the request has passed the sign-in check and its handler is about to read the body.
    const handling = new Promise((resolve) => upload.once('data', resolve));
    upload.write(`POST /api/invoices HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=X\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`);
    expect(String(await handling)).toMatch(/^HTTP\/1\.1 100 Continue/);
    // The whole body, then the connection closed: the server reads all of it, and the answer has nowhere to go.
    await new Promise<void>((resolve) => upload.end(body, resolve));
    upload.destroy();
    process.kill(server.pid, 'SIGTERM');

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/destroyed/);
    const db = new SqliteDatabase(path.join(dataDir, 'app.sqlite'), { readonly: true });
    try {
      // Stored, with the number its analysis read: neither the PDF threads nor the database were closed under the handler.
      expect(db.prepare("select i.invoice_number from invoices i join attachments a on a.id = i.attachment_id where i.client_id = ? and a.filename = 'long.pdf'").all(clientId)).toEqual([{ invoice_number: 'INV-1-0' }]);
    } finally {
      db.close();
    }
  }, 20_000);
});

/** A text PDF of many pages of invoice-like lines. */
function longPdf(pages: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PdfKitDocument({ autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let page = 1; page <= pages; page++) {
      doc.addPage().fontSize(9);
      for (let line = 0; line < 60; line++) doc.text(`Invoice INV-${page}-${line}: labour and parts, $${(line * 13.7).toFixed(2)}, due on receipt`, 40, 40 + line * 11);
    }
    doc.end();
  });
}

it('a process whose event loop never yields is killed by its watchdog, SIGTERM or not', async () => {
  // As the server does: SIGTERM has a handler, which a stuck loop never runs. The child says
  // when its loop sticks, so the SIGTERM arrives neither before the handler nor before the loop.
  const script = `require(${JSON.stringify(path.join(ROOT, 'src/server/lifecycle/loopWatchdog.ts'))}).watchEventLoop(1500); process.on('SIGTERM', () => process.exit(0)); setTimeout(() => { require('node:fs').writeSync(2, 'stuck\\n'); for (;;); }, 100);`;
  const child = spawn(process.execPath, ['--require', require.resolve('tsx/cjs'), '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  let sentSigterm = false;
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (sentSigterm || !stderr.includes('stuck\n')) return;
    sentSigterm = true;
    child.kill('SIGTERM');
  });
  const started = Date.now();
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  expect(await exit).toEqual({ code: null, signal: 'SIGKILL' });
  expect(sentSigterm).toBe(true);
  expect(Date.now() - started).toBeLessThan(5000);
  expect(stderr).toMatch(/the event loop is stuck; killing the process/);
}, 15_000);
