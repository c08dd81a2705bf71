import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from '../../api/helpers/eventually';

export interface RunningServer {
  webUrl: string;
  apiUrl: string;
  smtpPort: number;
  dataDir: string;
  admin: { email: string; password: string };
  output: () => string;
  /** The process's exit code once it has exited, else null. */
  exitCode: () => number | null;
  stop(): Promise<void>;
}

/** A port no one listens on now, held only while it is found. */
function openProbe(): Promise<{ port: number; close: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (typeof address !== 'object' || !address) return reject(new Error('no port'));
      resolve({ port: address.port, close: () => new Promise((done) => probe.close(() => done())) });
    });
  });
}

/**
 * `count` distinct free ports. The probes are held open together: closed one by one, the system
 * may hand the port it just freed to the next (an e2e run started its API and web servers on one
 * port that way).
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes: { port: number; close: () => Promise<void> }[] = [];
  try {
    for (let i = 0; i < count; i += 1) probes.push(await openProbe());
    return probes.map((probe) => probe.port);
  } finally {
    await Promise.all(probes.map((probe) => probe.close()));
  }
}

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port as number;
}

const ROOT = path.resolve(__dirname, '../../..');

/** The built server (`npm run build` ran first) on free ports and a fresh data folder. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const [apiPort, webPort, smtpPort] = (await freePorts(3)) as [number, number, number];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sbe-e2e-'));
  const admin = { email: 'admin@e2e.test', password: 'Admin-password-1' };
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'dist/server/main.js')], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH,
      API_PORT: String(apiPort),
      WEB_PORT: String(webPort),
      SMTP_PORT: String(smtpPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: `http://localhost:${webPort}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const apiUrl = `http://localhost:${apiPort}`;
  const answers = (url: string) => fetch(url).then((r) => r.ok, () => false);
  const started = await waitFor(
    async () => (child.exitCode !== null ? 'exited' : (await answers(`${apiUrl}/api/health`)) && (await answers(`http://localhost:${webPort}/config.js`)) && 'ready'),
    'the API and the web server to answer',
    { timeoutMs: 20_000, intervalMs: 100 },
  ).catch((error: Error) => {
    throw new Error(`${error.message}:\n${log}`);
  });
  if (started === 'exited') throw new Error(`The server exited with ${child.exitCode}:\n${log}`);
  return {
    webUrl: `http://localhost:${webPort}`,
    apiUrl,
    smtpPort,
    dataDir,
    admin,
    output: () => log,
    exitCode: () => child.exitCode,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
