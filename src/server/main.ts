import cluster from 'node:cluster';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { buildApp } from './app';
import { bootstrapAdmin } from './auth/bootstrap';
import { ConfigError, loadConfig, type Config } from './config';
import { createContext } from './context';
import { secureDataDir } from './dataDir';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createIntake, resumeUnfinishedIntake } from './intake';
import { createOcrPool } from './intake/ocr/ocrPool';
import { createPdfPool } from './intake/pdf/pdfPool';
import { trackRequestsInFlight } from './lifecycle/requestsInFlight';
import { stopOnSignals } from './lifecycle/shutdown';
import { watchEventLoop } from './lifecycle/loopWatchdog';
import { reportReady, runProcesses } from './processes';
import { buildWebApp } from './web';

const openStore = (config: Config): Db => openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'app.sqlite') });

/** What is done once before anything is served: the schema, the first admin, unfinished intake. */
async function prepare(config: Config, db: Db, log: Logger): Promise<void> {
  await migrateToLatest(db);
  const ctx = createContext(config, db, log);
  await bootstrapAdmin(ctx, log);
  await resumeUnfinishedIntake(ctx, log);
}

/**
 * The server, or the parts of it SERVER_ROLES names: API, SPA, SMTP receiver, intake workers.
 * `prepared` when a parent process did `prepare`.
 */
async function serve(config: Config, log: Logger, prepared: boolean): Promise<void> {
  const db = openStore(config);
  if (!prepared) await prepare(config, db, log);
  const roles = new Set(config.roles);
  const { ocr } = config.intake;
  const ctx = createContext(config, db, log, {
    // The API reads uploaded PDFs and the workers read mail; a receiver or the SPA alone reads none.
    ...(roles.has('api') || roles.has('intake') ? { pdf: createPdfPool({ size: config.intake.workers }) } : {}),
    ocr: roles.has('intake') && ocr.workers > 0 ? createOcrPool({ size: ocr.workers, limits: { maxPages: ocr.maxPages, maxPixels: ocr.maxPixels } }) : null,
  });
  const intake = createIntake(ctx, { log, smtp: roles.has('smtp') && { port: config.smtpPort, host: config.host }, workers: roles.has('intake') });

  const api = roles.has('api') ? await buildApp(ctx) : null;
  const requests = api ? trackRequestsInFlight(api) : null;
  const web = roles.has('web') && config.serveClient ? await buildWebApp(config, path.resolve(__dirname, '..', 'client')) : null;
  // The receiver first: a copy that cannot take its SMTP port fails before its API answers, so
  // nothing sees a server that is about to stop as ready.
  await intake.start();
  await api?.listen({ port: config.apiPort, host: config.host });
  await web?.listen({ port: config.webPort, host: config.host });
  if (cluster.isWorker) reportReady();
  else {
    const where = { api: api ? config.apiPort : undefined, web: web ? config.webPort : undefined, smtp: intake.smtpPort() ?? undefined, database: db.kind, roles: config.roles };
    log.info(where, api || web ? `ready: open ${config.appUrl}` : `ready: ${config.roles.join(', ')}`);
  }

  watchEventLoop();
  stopOnSignals(async () => {
    // Every listener stops accepting at once; each then waits for what it has in flight, and the
    // database closes after all of them. The queue keeps what is unfinished. The API's close
    // settles when its connections have closed, which a client that gave up does before its
    // handler is done.
    await Promise.allSettled([intake.stop(), web?.close(), api?.close().then(() => requests?.idle())]);
    await ctx.mailQueue.idle();
    await Promise.all([ctx.pdf.close(), ctx.ocr?.close()]);
    await db.close();
  }, log);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const log = pino({ level: config.logLevel });
  secureDataDir(config.dataDir);
  if (cluster.isWorker) return serve(config, log, true);
  if (config.processes === 1) return serve(config, log, false);
  const db = openStore(config);
  try {
    await prepare(config, db, log);
  } finally {
    await db.close();
  }
  await runProcesses(config, log);
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
