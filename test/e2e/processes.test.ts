import http from 'node:http';
import { createServer } from 'node:net';
import { generateInvoiceSet } from '../support/invoices';
import { apiClient, deliver } from './support/api';
import { eventually } from './support/eventually';
import { freePort, startServer, type RunningServer } from './support/server';

/**
 * SERVER_PROCESSES=2: the built server as two copies behind one set of ports (src/server/
 * processes.ts). No browser: what is checked is that both copies serve, that mail delivered
 * over SMTP is processed, that a copy that dies is replaced, and that the whole stops cleanly.
 */
let server: RunningServer;

/** The pids that logged a served request: pino puts the pid on every line. */
function servingPids(): Set<number> {
  const pids = new Set<number>();
  for (const line of server.output().split('\n')) {
    // The last line may still be arriving.
    const pid = /"pid":(\d+).*"msg":"request"/.exec(line)?.[1];
    if (pid) pids.add(Number(pid));
  }
  return pids;
}

/** A request on a connection of its own (fetch would reuse one), so each is handed to a copy anew. */
function getOnNewConnection(path: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.apiUrl}${path}`, { agent: false, headers: { authorization: `Bearer ${token}` } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

const logLines = (message: string) => server.output().split('\n').filter((line) => line.includes(`"msg":"${message}`));

beforeAll(async () => {
  server = await startServer({ SERVER_PROCESSES: '2' });
});

afterAll(async () => {
  await server?.stop();
});

it('serves from both copies, processes mail over SMTP, replaces a copy that dies and stops cleanly', async () => {
  await eventually(() => expect(logLines('ready: open')).toHaveLength(1));
  expect(logLines('ready: open')[0]).toContain('"processes":2');

  const api = apiClient(server);
  const { token } = await api.login(server.admin.email, server.admin.password);
  await api.call('POST', '/api/clients', { name: 'Twin Oaks', forwardEmail: 'bills@twinoaks.test' }, token);
  expect(await Promise.all(Array.from({ length: 8 }, () => getOnNewConnection('/api/clients', token)))).toEqual(Array(8).fill(200));
  await eventually(() => expect(servingPids().size).toBe(2));
  const [first, second] = [...servingPids()];

  const [invoice] = await generateInvoiceSet({ seed: 2207, count: 1 });
  if (!invoice) throw new Error('no invoice was generated');
  await deliver(server, 'bills@twinoaks.test', [
    { from: 'ar@vendor.test', subject: 'Invoice', text: 'Invoice attached.', attachments: [{ filename: 'invoice.pdf', content: invoice.pdf, contentType: 'application/pdf' }] },
  ]);
  await eventually(async () => {
    const { total } = await api.call<{ total: number }>('GET', '/api/invoices/all?limit=1', undefined, token);
    expect(total).toBe(1);
  }, 60_000);

  process.kill(first as number, 'SIGKILL');
  await eventually(() => expect(logLines('a server process died; starting another')).toHaveLength(1));
  await eventually(async () => {
    await Promise.all(Array.from({ length: 8 }, () => getOnNewConnection('/api/clients', token)));
    expect([...servingPids()].filter((pid) => pid !== first && pid !== second)).toHaveLength(1);
  }, 20_000);

  await eventually(() => expect(logLines('a replacement server process is ready')).toHaveLength(1));

  // The access token signed by the copy that died is still good: the secret is shared.
  const { clients } = await api.call<{ clients: unknown[] }>('GET', '/api/clients', undefined, token);
  expect(clients).toHaveLength(1);

  expect(logLines('ready: open')).toHaveLength(1);

  const stopped = Date.now();
  await server.stop();
  expect(Date.now() - stopped).toBeLessThan(20_000);
  expect(server.exitCode()).toBe(0);
  expect(logLines('shutting down').length).toBe(2);
});

it('stops every copy and exits 1 when a copy cannot start (its SMTP port is taken)', async () => {
  const smtpPort = await freePort();
  const squatter = createServer();
  await new Promise<void>((resolve) => squatter.listen(smtpPort, '127.0.0.1', resolve));
  try {
    const failed = startServer({ SERVER_PROCESSES: '2', SMTP_PORT: String(smtpPort) });
    await expect(failed).rejects.toThrow(/The server exited with 1:[\s\S]*a server process failed to start; stopping/);
    await expect(failed).rejects.toThrow(/EADDRINUSE/);
  } finally {
    squatter.close();
  }
});
