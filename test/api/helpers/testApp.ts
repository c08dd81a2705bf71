import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import pg from 'pg';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import { createContext, type AppContext } from '../../../src/server/context';
import { openDatabase, type DatabaseKind, type Db } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import type { OutboundMail } from '../../../src/server/mail/mailer';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  /** Every mail the app sent, newest last. */
  mails: OutboundMail[];
  /** The SQL of every statement the app ran, oldest first (a test may empty it). */
  statements: string[];
  close(): Promise<void>;
}

/** The databases the API suites run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** The app on `db` with `config`, its mail kept in `mails` instead of sent. */
export async function appOn(db: Db, config: Config): Promise<Pick<TestApp, 'app' | 'ctx' | 'mails'>> {
  const mails: OutboundMail[] = [];
  const ctx = createContext({ ...config, databaseUrl: db.kind === 'postgres' ? 'test' : undefined }, db, pino({ level: 'silent' }), {
    mailer: { send: async (mail) => void mails.push(mail) },
  });
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  return { app, ctx, mails };
}

/**
 * A real app on a real, empty database. On PostgreSQL each app gets a schema of its own, so
 * test files running in parallel never see each other's rows.
 */
export async function createTestApp(kind: DatabaseKind, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sbe-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '1000', ...env }, '/nonexistent/.env');
  let schema: string | undefined;
  const statements: string[] = [];
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const db = openDatabase({
    databaseUrl: kind === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
    sqliteFile: path.join(dataDir, 'app.sqlite'),
    pgSchema: schema,
    onStatement: (sql) => statements.push(sql),
  });
  await migrateToLatest(db);
  const { app, ctx, mails } = await appOn(db, config);
  return {
    app,
    ctx,
    config,
    mails,
    statements,
    async close() {
      await app.close();
      await db.close();
      if (schema) {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
