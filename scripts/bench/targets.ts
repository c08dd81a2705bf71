/**
 * The database a benchmark runs on: a temporary SQLite data folder, or a fresh PostgreSQL
 * database created beside the one DATABASE_URL names and dropped afterwards. Each target
 * gives the server's environment, a Kysely handle for migrations and the bare-SQL timings,
 * and a bulk writer for the seed that goes around the app (the app's writes are one row at a
 * time and would take an hour for a million rows).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { openDatabase, type Db } from '../../src/server/db/database';
import { itemsFromOtherTables } from '../../src/server/db/repositories/keptListItems';

export type SeedTable = 'clients' | 'emails' | 'reports' | 'invoices';
export type SeedRow = Record<string, string | number | null>;

/** Writes seed rows in bulk; indexes are dropped while it writes and rebuilt by `finish`. */
export interface BulkWriter {
  insert(table: SeedTable, rows: SeedRow[]): Promise<void>;
  /** Rebuilds the indexes, refreshes the planner's statistics where the app's database would, and closes. */
  finish(): Promise<{ indexSeconds: number }>;
}

export interface BenchTarget {
  kind: 'sqlite' | 'postgres';
  /** What the server process needs to find this database. */
  serverEnv: Record<string, string>;
  dataDir: string;
  open(): Db;
  bulkWriter(tables: SeedTable[]): Promise<BulkWriter>;
  sizeBytes(): Promise<number>;
  dispose(): Promise<void>;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

export function sqliteTarget(): BenchTarget {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sbe-bench-api-'));
  const file = path.join(dataDir, 'app.sqlite');
  return {
    kind: 'sqlite',
    serverEnv: { DATA_DIR: dataDir },
    dataDir,
    open: () => openDatabase({ sqliteFile: file }),
    bulkWriter: async (tables) => sqliteWriter(file, tables),
    async sizeBytes() {
      const size = (name: string) => {
        try {
          return statSync(name).size;
        } catch {
          return 0;
        }
      };
      return size(file) + size(`${file}-wal`);
    },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One transaction of prepared inserts through better-sqlite3 itself. synchronous=OFF and a
 * rollback journal only while seeding: the WAL would hold a second copy of the whole database
 * until the checkpoint. The app's own settings (WAL, synchronous=NORMAL) are back before the
 * server opens the file. No ANALYZE: the app never runs it, so the server plans without stats.
 */
function sqliteWriter(file: string, tables: SeedTable[]): BulkWriter {
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = DELETE');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -1000000');
  const list = tables.map((t) => `'${t}'`).join(',');
  const indexes = db.prepare(`select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${list})`).all() as {
    name: string;
    sql: string;
  }[];
  for (const index of indexes) db.exec(`drop index "${index.name}"`);
  db.exec('begin');
  const statements = new Map<SeedTable, SqliteDatabase.Statement>();
  return {
    async insert(table, rows) {
      if (rows.length === 0) return;
      let statement = statements.get(table);
      if (!statement) {
        const columns = Object.keys(rows[0] as SeedRow);
        statement = db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`);
        statements.set(table, statement);
      }
      for (const row of rows) statement.run(row);
    },
    async finish() {
      db.exec('commit');
      const started = performance.now();
      for (const index of indexes) db.exec(index.sql);
      const indexSeconds = seconds(started);
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      db.close();
      return { indexSeconds };
    },
  };
}

/** A fresh database on the server DATABASE_URL names; the one named is only used to create and drop it. */
export async function postgresTarget(adminUrl: string): Promise<BenchTarget> {
  const name = `bench_api_${Date.now()}_${process.pid}`;
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sbe-bench-api-'));
  return {
    kind: 'postgres',
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    dataDir,
    open: () => openDatabase({ databaseUrl }),
    bulkWriter: (tables) => postgresWriter(databaseUrl, tables),
    async sizeBytes() {
      const { rows } = await withClient(databaseUrl, (c) => c.query<{ size: string }>('select pg_database_size(current_database()) as size'));
      return Number(rows[0]?.size ?? 0);
    },
    async dispose() {
      await withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Each batch is one INSERT … SELECT FROM unnest() with one array parameter per column: a
 * single round trip per few thousand rows, without the 65,535-parameter limit of a multi-row
 * VALUES list. Indexes that back no constraint are dropped and rebuilt after the load, and
 * VACUUM ANALYZE stands in for what autovacuum does to an insert-only table soon after (stats,
 * and the visibility map that index-only scans need). The triggers that write list items from
 * other tables' rows (an e-mail's from its attachments and reports) are off while the indexes
 * are, and those items are written once after the rebuild, as the server's install does.
 */
async function postgresWriter(url: string, tables: SeedTable[]): Promise<BulkWriter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename = any($1) and indexname not in (select conname from pg_constraint)`,
    [tables],
  );
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  const carried = itemsFromOtherTables();
  for (const trigger of carried.triggers) await client.query(`alter table ${trigger.table} disable trigger ${trigger.name}`);
  const { rows: columnTypes } = await client.query<{ table: string; column: string; type: string }>(
    `select table_name as table, column_name as column, data_type as type from information_schema.columns
      where table_schema = current_schema() and table_name = any($1)`,
    [tables],
  );
  const typeOf = (table: string, column: string) => columnTypes.find((c) => c.table === table && c.column === column)?.type ?? 'text';
  return {
    async insert(table, rows) {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0] as SeedRow);
      const arrays = columns.map((c) => rows.map((r) => r[c] ?? null));
      const casts = columns.map((c, i) => `$${i + 1}::${typeOf(table, c)}[]`).join(', ');
      await client.query(`insert into ${table} (${columns.join(', ')}) select * from unnest(${casts})`, arrays);
    },
    async finish() {
      const started = performance.now();
      await client.query(`set maintenance_work_mem = '512MB'`);
      for (const index of indexes) await client.query(index.definition);
      const indexSeconds = seconds(started);
      for (const trigger of carried.triggers) await client.query(`alter table ${trigger.table} enable trigger ${trigger.name}`);
      for (const list of carried.lists) await client.query(`update ${list} set list_item = null`);
      await client.query(`vacuum (analyze) ${tables.join(', ')}`);
      await client.end();
      return { indexSeconds };
    },
  };
}
