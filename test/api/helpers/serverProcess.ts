import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePorts } from '../../e2e/support/server';
import { waitFor } from './eventually';

const ROOT = path.resolve(__dirname, '../../..');

export interface ServerProcess {
  pid: number;
  /** Its API and SMTP ports; nothing answers on those SERVER_ROLES leaves out. */
  apiUrl: string;
  smtpPort: number;
  output(): string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: no shutdown at all, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  /** Settles when the process has exited, however it ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export const ADMIN = { email: 'admin@intake.test', password: 'Admin-password-1' };

export interface ServerOptions {
  /** A compiled `main.js` to run as `npm start` runs it, instead of the sources. */
  builtMain?: string;
  /** The largest file the process may write (RLIMIT_FSIZE, through prlimit): a disk that fills up. */
  maxFileBytes?: number;
}

/** A server process starts in about a second; a loaded machine may take many (tsx compiles it first). */
export const SERVER_START_TIMEOUT_MS = 30_000;

/**
 * The real server on free ports and the given data folder: from its sources by default
 * (`node --import tsx src/server/main.ts`, so the pid is the server itself and a SIGKILL
 * reaches it; prlimit sets its limit and then becomes the server). `env` adds to or overrides
 * the settings below. It is ready when its health check answers, or, when `SERVER_ROLES`
 * leaves out the API, when it logs "ready" (its LOG_LEVEL is then info unless `env` says).
 */

export async function startServerProcess(dataDir: string, env: Record<string, string> = {}, options: ServerOptions = {}): Promise<ServerProcess> {
  const [apiPort, webPort, smtpPort] = (await freePorts(3)) as [number, number, number];
  const servesApi = env.SERVER_ROLES === undefined || env.SERVER_ROLES.split(',').some((role) => role.trim() === 'api');
  let log = '';
  const node = [process.execPath, ...(options.builtMain ? [options.builtMain] : ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')])];
  const [command, ...args] = options.maxFileBytes ? ['prlimit', `--fsize=${options.maxFileBytes}`, '--', ...node] : node;
  const child: ChildProcess = spawn(command as string, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      WEB_PORT: String(webPort),
      SMTP_PORT: String(smtpPort),
      DATA_DIR: dataDir,
      SERVE_CLIENT: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: servesApi ? 'warn' : 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const ready = servesApi ? () => fetch(`${apiUrl}/api/health`).then((r) => r.ok, () => false) : async () => /"msg":"ready: /.test(log);
  const started = await waitFor(
    async () => (child.exitCode !== null ? 'exited' : (await ready()) && 'ready'),
    servesApi ? 'the server to answer its health check' : 'the server to log that it is ready',
    { timeoutMs: SERVER_START_TIMEOUT_MS, intervalMs: 100 },
  ).catch((error: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}:\n${log}`);
  });
  if (started === 'exited') throw new Error(`The server exited with ${child.exitCode}:\n${log}`);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { pid: child.pid!, apiUrl, smtpPort, output: () => log, stop: () => end('SIGTERM'), kill: () => end('SIGKILL'), exited };
}

export async function adminToken(apiUrl: string): Promise<string> {
  const res = await fetch(`${apiUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export async function createClient(apiUrl: string, token: string, forwardEmail: string): Promise<string> {
  const res = await fetch(`${apiUrl}/api/clients`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: `Client for ${forwardEmail}`, forwardEmail }),
  });
  if (res.status !== 201) throw new Error(`creating the client failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { client: { id: string } }).client.id;
}
