import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Driver, type LogEvent, type SqliteDatabase as KyselySqlite } from 'kysely';
import pg from 'pg';
import { namingStatements } from './pgStatements';
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
  /** Told the SQL of every statement run: how tests count a request's statements. */
  onStatement?: (sql: string) => void;
}

// COUNT(*) and BIGINT come back from pg as strings; every such value here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function openDatabase(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = namingStatements(new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    }));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: statementLog(options) });
    return { kysely, kind: 'postgres', close: () => kysely.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // FULL: a message the SMTP receiver answered 250 for survives a power loss, not only a crash.
  sqlite.pragma('synchronous = FULL');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(sqlite, withStatementCache(sqlite)), log: statementLog(options) });
  return { kysely, kind: 'sqlite', close: () => kysely.destroy() };
}

function statementLog({ onStatement }: DbOptions): ((event: LogEvent) => void) | undefined {
  return onStatement && ((event) => onStatement(event.query.sql));
}

/**
 * After a full disk or an I/O error SQLite has already rolled the transaction back itself;
 * Kysely's ROLLBACK then fails ("no transaction is active") and its error replaced the one
 * that said what went wrong. The rollback is skipped when there is nothing to roll back.
 */
class SqliteDialectKeepingErrors extends SqliteDialect {
  constructor(
    private readonly sqlite: SqliteDatabase.Database,
    database: KyselySqlite,
  ) {
    super({ database });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (this.sqlite.inTransaction) await rollback(connection);
    };
    return driver;
  }
}

const STATEMENT_CACHE_SIZE = 500;

type KyselyStatement = ReturnType<KyselySqlite['prepare']>;

/**
 * Kysely prepares every query anew; with better-sqlite3 that compile is a large share of a
 * list request. The app's queries are a small fixed set of SQL texts (values are bound
 * parameters), so prepared statements are kept and reused. Kysely never streams here, so a
 * statement is never busy in an iterator when it is reused.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqlite {
  const cache = new Map<string, KyselyStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = cache.get(sql);
      if (!statement) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
        statement = withRawRows(sqlite.prepare(sql));
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * better-sqlite3 builds each row object by looking up every column's name as a V8 string, row
 * after row: a third of a 20-invoice page's query time. Read as arrays, the rows are turned
 * into objects here with names read once per statement (the same objects, keyed the same way,
 * a later duplicate name winning as it does in better-sqlite3).
 */
function withRawRows(statement: SqliteDatabase.Statement): KyselyStatement {
  if (!statement.reader) return statement;
  statement.raw(true);
  const columnNames = () => statement.columns().map((column) => column.name);
  let names = columnNames();
  const toObject = (values: unknown[]) => {
    // SQLite prepares a kept `select *` again after a schema change (a migration in this process).
    if (values.length !== names.length) names = columnNames();
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i += 1) row[names[i] as string] = values[i];
    return row;
  };
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toObject),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield toObject(values);
    },
  };
}
