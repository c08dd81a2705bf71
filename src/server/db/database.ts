import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase as KyselySqlite } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string | undefined;
  /** SQLite file; ":memory:" is accepted for tests. */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests isolate themselves in one schema each). */
  pgSchema?: string;
}

// COUNT(*) and BIGINT come back from pg as strings; every such value here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function openDatabase(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, kind: 'postgres', close: () => kysely.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // FULL: a message the SMTP receiver answered 250 for survives a power loss, not only a crash.
  sqlite.pragma('synchronous = FULL');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { kysely, kind: 'sqlite', close: () => kysely.destroy() };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; with better-sqlite3 that compile is a large share of a
 * list request. The app's queries are a small fixed set of SQL texts (values are bound
 * parameters), so prepared statements are kept and reused. Kysely never streams here, so a
 * statement is never busy in an iterator when it is reused.
 */
function withStatementCache(sqlite: KyselySqlite): KyselySqlite {
  const cache = new Map<string, ReturnType<KyselySqlite['prepare']>>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = cache.get(sql);
      if (!statement) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
        statement = sqlite.prepare(sql);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}
