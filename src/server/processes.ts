import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Config } from './config';
import { SHUTDOWN_DEADLINE_MS } from './lifecycle/shutdown';

/** A copy stops by its own deadline (lifecycle/shutdown.ts); one that does not is killed just after. */
const STOP_GRACE_MS = SHUTDOWN_DEADLINE_MS;
/** A copy that keeps dying is started again after 1, 2, 4 … 64 s; a minute up counts as recovered. */
const RESTART_BASE_MS = 1_000;
const RESTART_MAX_DOUBLINGS = 6;
const RECOVERED_AFTER_MS = 60_000;
const READY = 'ready';

/** Names the ports of the parts SERVER_ROLES runs and no others, as main.ts does for one process. */
function announceReady(config: Config, log: Logger): void {
  const roles = new Set(config.roles);
  const web = roles.has('web') && config.serveClient;
  const where = { api: roles.has('api') ? config.apiPort : undefined, web: web ? config.webPort : undefined, smtp: roles.has('smtp') ? config.smtpPort : undefined, roles: config.roles, processes: config.processes };
  log.info(where, roles.has('api') || web ? `ready: open ${config.appUrl}` : `ready: ${config.roles.join(', ')}`);
}

/** A copy of the server tells its parent it is serving. */
export function reportReady(): void {
  if (cluster.isWorker) process.send?.(READY);
}

/**
 * SERVER_PROCESSES > 1: this process has prepared the data store (main.ts) and now runs that
 * many copies of the server (the parts SERVER_ROLES names), which share its ports: node:cluster
 * hands each new connection to one of them. It is how DESIGN.md section 1 runs several
 * processes against one PostgreSQL, on one machine: queue claims, refresh-token rotation and
 * rate-limit counters hold across processes, on SQLite too (WAL, one writer at a time). Until
 * every copy has started, one that fails stops them all, as a copy that cannot start (a port in
 * use, a bad setting) would only fail again. After that a copy that dies is replaced, later
 * each time it keeps dying. A copy whose parent is gone exits at once (node:cluster does so).
 */
export async function runProcesses(config: Config, log: Logger): Promise<void> {
  const ready = new Set<Worker>();
  let stopping = false;
  let announced = false;

  const stopAll = (code: number) => {
    stopping = true;
    const living = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
    if (living.length === 0) process.exit(code);
    let left = living.length;
    for (const worker of living) {
      worker.once('exit', () => (left -= 1) === 0 && process.exit(code));
      worker.process.kill('SIGTERM');
    }
    setTimeout(() => {
      for (const worker of living) if (!worker.isDead()) worker.process.kill('SIGKILL');
      process.exit(code);
    }, STOP_GRACE_MS).unref();
  };

  let quickDeaths = 0;
  const start = () => {
    const worker = cluster.fork();
    const startedAt = Date.now();
    worker.on('message', (message: unknown) => {
      if (message !== READY) return;
      ready.add(worker);
      if (announced) log.info({ pid: worker.process.pid }, 'a replacement server process is ready');
      else if (ready.size === config.processes) {
        announced = true;
        announceReady(config, log);
      }
    });
    worker.on('exit', (code, signal) => {
      ready.delete(worker);
      if (stopping) return;
      if (!announced) {
        log.error({ pid: worker.process.pid, code, signal }, 'a server process failed to start; stopping');
        stopAll(1);
        return;
      }
      quickDeaths = Date.now() - startedAt > RECOVERED_AFTER_MS ? 0 : quickDeaths + 1;
      const delayMs = quickDeaths === 0 ? 0 : RESTART_BASE_MS * 2 ** Math.min(quickDeaths - 1, RESTART_MAX_DOUBLINGS);
      log.error({ pid: worker.process.pid, code, signal, restartInMs: delayMs }, 'a server process died; starting another');
      setTimeout(() => stopping || start(), delayMs);
    });
  };

  for (let i = 0; i < config.processes; i += 1) start();
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));
}
