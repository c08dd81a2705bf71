import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database';
import { newId, nowIso } from '../../src/server/db/ids';
import { migrateToLatest } from '../../src/server/db/migrate';
import { createRepositories } from '../../src/server/db/repositories';
import { importDirectory } from '../../src/server/directory/import';
import { decodeCsv } from '../../src/server/directory/import/csvTable';
import type { DirectoryKind } from '../../src/shared/contract/directory';

/** The target: a CSV of 20,000 rows imports within this many seconds. */
const MAX_SECONDS = 5;
const ROWS = 20_000;

const pad = (n: number) => String(n).padStart(5, '0');

/** Files of ROWS rows each, in the order an admin imports them (what a file names must exist first). */
function files(): [DirectoryKind, string][] {
  const lines = (header: string, row: (i: number) => string) => [header, ...Array.from({ length: ROWS }, (_, i) => row(i))].join('\n');
  return [
    ['gl-accounts', lines('number,name', (i) => `${5000 + i},Account ${pad(i)}`)],
    ['properties', lines('name,aliases,address,city,state,zip', (i) => `Property ${pad(i)},P${pad(i)};Prop ${i},${100 + i} Main St,Austin,TX,${String(73301 + (i % 500))}`)],
    ['units', lines('property,unit,address', (i) => `Property ${pad(i % 2000)},${100 + Math.floor(i / 2000)},`)],
    ['vendors', lines('name,aliases,senderEmails,accountNumber,property,defaultGlAccount', (i) => `Vendor ${pad(Math.floor(i / 2))},V${pad(Math.floor(i / 2))},@vendor${Math.floor(i / 2)}.example,ACCT-${pad(i)},Property ${pad(i % 2000)},${5000 + (Math.floor(i / 2) % 300)}`)],
  ];
}

/**
 * Each kind's file of 20,000 rows imported into an empty client's directory on an in-memory
 * SQLite database (or DATABASE_URL's PostgreSQL, in a schema of its own), as the import route
 * runs it: decoded, checked against the directory, written in one transaction.
 */
export async function benchImports(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = `bench_import_${Date.now()}`;
  const db = openDatabase(databaseUrl ? { databaseUrl, pgSchema: schema } : { sqliteFile: ':memory:' });
  if (databaseUrl) await sql.raw(`create schema ${schema}`).execute(db.kysely);
  try {
    await migrateToLatest(db);
    const clientId = newId();
    await db.kysely.insertInto('clients').values({ id: clientId, name: 'Import bench', forward_email: null, appfolio_url: null, created_at: nowIso(), updated_at: nowIso() }).execute();
    const repos = createRepositories(db.kysely, db.kind);
    console.log(`\nCSV import, ${ROWS.toLocaleString('en-US')} rows a file, ${databaseUrl ? 'PostgreSQL' : 'SQLite'} (target <= ${MAX_SECONDS} s a file)`);
    for (const [kind, text] of files()) {
      const started = performance.now();
      const outcome = await importDirectory(repos, clientId, kind, decodeCsv(Buffer.from(text)), false);
      const seconds = (performance.now() - started) / 1000;
      const verdict = !outcome.ok ? `refused: ${outcome.result.message}` : seconds <= MAX_SECONDS ? 'met' : 'NOT met';
      console.log(`${kind.padEnd(12)} created ${String(outcome.result.created).padStart(6)}  ${seconds.toFixed(2)} s  ${verdict}`);
    }
  } finally {
    if (databaseUrl) await sql.raw(`drop schema ${schema} cascade`).execute(db.kysely);
    await db.kysely.destroy();
  }
}
