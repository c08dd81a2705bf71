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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const ROOT = path.resolve(__dirname, '../../..');

/** The built server (`npm run build` ran first) on free ports and a fresh data folder. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const [apiPort, webPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
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
