import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Config } from './config';

/** Longer than a copy's own graceful stop (the intake workers' 15 s grace). */
const STOP_GRACE_MS = 30_000;
const READY = 'ready';

/** A copy of the server tells its parent it is serving. */
export function reportReady(): void {
  if (cluster.isWorker) process.send?.(READY);
}

/**
 * SERVER_PROCESSES > 1: this process has prepared the data store (main.ts) and now runs that
 * many copies of the whole server, which share its API, web and SMTP ports: node:cluster
 * hands each new connection to one of them. It is how DESIGN.md section 1 runs several
 * processes against one PostgreSQL, on one machine: queue claims, refresh-token rotation and
 * rate-limit counters hold across processes, on SQLite too (WAL, one writer at a time). A copy
 * that dies after it was serving is replaced; one that dies before stops them all, as a copy
 * that cannot start (a port in use, a bad setting) would only fail again.
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

  const start = () => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (message !== READY) return;
      ready.add(worker);
      if (ready.size === config.processes && !announced) {
        announced = true;
        log.info({ api: config.apiPort, web: config.webPort, smtp: config.smtpPort, processes: config.processes }, `ready: open ${config.appUrl}`);
      }
    });
    worker.on('exit', (code, signal) => {
      const wasReady = ready.delete(worker);
      if (stopping) return;
      if (!wasReady) {
        log.error({ pid: worker.process.pid, code, signal }, 'a server process failed to start; stopping');
        stopAll(1);
        return;
      }
      log.error({ pid: worker.process.pid, code, signal }, 'a server process died; starting another');
      start();
    });
  };

  for (let i = 0; i < config.processes; i += 1) start();
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));
}
