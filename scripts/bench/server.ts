/**
 * The real server as `npm start` runs it: compiled JavaScript in its own process, on free
 * ports, answering over HTTP. It is compiled into a temporary folder rather than dist/, so a
 * benchmark never rewrites the build someone else is using (and needs no client bundle:
 * SERVE_CLIENT=false).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePorts } from '../../test/e2e/support/server';
import { SERVER_ENV, serverNodeFlags } from '../serverFlags.mjs';

const ROOT = path.resolve(__dirname, '../..');

export const ADMIN = { email: 'bench-admin@bench.example', password: 'Bench-admin-password-1' };

export interface RunningServer {
  apiUrl: string;
  pid: number;
  stop(): Promise<void>;
}

export function buildServer(): { main: string; dispose(): void } {
  const into = mkdtempSync(path.join(tmpdir(), 'sbe-bench-build-'));
  execFileSync(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', path.join(ROOT, 'tsconfig.server.json'), '--outDir', into], { stdio: 'inherit' });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(into, 'node_modules'));
  return { main: path.join(into, 'server', 'main.js'), dispose: () => rmSync(into, { recursive: true, force: true }) };
}

/** Starts the server on the seeded database; the admin account is made by its own bootstrap from ADMIN_EMAIL. */
export async function startServer(main: string, env: Record<string, string>): Promise<RunningServer> {
  const [apiPort, webPort, smtpPort] = (await freePorts(3)) as [number, number, number];
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: env.DATA_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      WEB_PORT: String(webPort),
      SMTP_PORT: String(smtpPort),
      SERVE_CLIENT: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Long enough that the token taken before the measures outlives them.
      ACCESS_TOKEN_TTL: '7200',
      // As npm start runs it.
      NODE_OPTIONS: serverNodeFlags(env, path.join(env.DATA_DIR ?? '', '.env')).join(' '),
      ...SERVER_ENV,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`${apiUrl}/api/health`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log}`);
    if (Date.now() > deadline) throw new Error(`The server did not start in 60 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    apiUrl,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (log.trim()) console.log(`Server output:\n${log.trim()}`);
    },
  };
}

export async function login(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`Login answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
