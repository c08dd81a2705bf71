import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { bootstrapAdmin } from './auth/bootstrap';
import { ConfigError, loadConfig, type Config } from './config';
import { createContext } from './context';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createIntake } from './intake';
import { createPdfPool } from './intake/pdf/pdfPool';
import { buildWebApp } from './web';

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
  const db = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'app.sqlite') });
  await migrateToLatest(db);
  const ctx = createContext(config, db, log, { pdf: createPdfPool({ size: config.intake.workers }) });
  await bootstrapAdmin(ctx, log);
  const intake = createIntake(ctx, { log, smtp: { port: config.smtpPort, host: config.host } });

  const api = await buildApp(ctx);
  const web = config.serveClient ? await buildWebApp(config, path.resolve(__dirname, '..', 'client')) : null;
  await api.listen({ port: config.apiPort, host: config.host });
  await web?.listen({ port: config.webPort, host: config.host });
  await intake.start();
  log.info({ api: config.apiPort, web: config.webPort, smtp: intake.smtpPort(), database: db.kind }, `ready: open ${config.appUrl}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // Mail first, so nothing is accepted that cannot be stored; the queue keeps what is unfinished.
    await intake.stop();
    await Promise.allSettled([web?.close(), api.close()]);
    await ctx.pdf.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
