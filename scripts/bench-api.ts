/**
 * `npm run bench:api` (issue 4, Speed): the list endpoints under load on a large database.
 *
 * Seeds 1,000,000 invoices, 200,000 e-mails and 200,000 reports over 100 clients (BENCH_SCALE
 * scales the rows, e.g. 0.1 for a quick run) into a temporary SQLite database, or into a fresh
 * PostgreSQL database when DATABASE_URL is set; starts the compiled server on it; then, for one
 * client's invoices, e-mails and reports, measures the first page, a deep page and a search
 * with autocannon at 50 connections, beside the repository's own query timed directly; and the
 * first and the deep page of the invoices sorted by payee (issue 15's table view).
 *
 * The server runs as SERVER_PROCESSES copies: one per core on SQLite, one on PostgreSQL (whose
 * own processes need the same cores: two copies doubled its p99), unless BENCH_PROCESSES says
 * otherwise (BENCH_PROCESSES=1 measures the single process `npm start` runs by default).
 *
 * `npm run bench:api -- --both` measures SQLite, then PostgreSQL (DATABASE_URL, or the local
 * server's postgres database, names where to create the throwaway one), and prints the two side
 * by side with issue 18's PostgreSQL targets.
 *
 * Environment: BENCH_SCALE (default 1), BENCH_DURATION seconds per case (default 10),
 * BENCH_PROCESSES (default: the machine's cores on SQLite, 1 on PostgreSQL), DATABASE_URL
 * (postgres://…; a database is created beside it and dropped at the end).
 */
import os from 'node:os';
import { migrateToLatest } from '../src/server/db/migrate';
import { createEmailsRepository } from '../src/server/db/repositories/emails';
import { createInvoicesRepository } from '../src/server/db/repositories/invoices';
import { createReportsRepository } from '../src/server/db/repositories/reports';
import { dueWindow } from '../src/server/dueDates';
import type { Db } from '../src/server/db/database';
import { CONNECTIONS, TARGET_P99_MS, runCase, type BenchCase, type CaseResult } from './bench/measure';
import { countsAt, seed, type SeedResult } from './bench/seed';
import { buildServer, login, startServer } from './bench/server';
import { postgresTarget, sqliteTarget, type BenchTarget } from './bench/targets';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const LIMIT = 20;
/** Words that match a few percent of rows: a payee word, a sender, a word of a report's text. */
const SEARCH = { invoices: 'plumbing', emails: 'billing@acmeplumbing.com', reports: 'duplicate' };

const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
/** Anything else running on the machine takes cores from the server and autocannon alike: shown so a reader can tell. */
const loadAverage = () => `machine load average ${fixed(os.loadavg()[0] ?? 0, 2)} (1 min)`;
const mb = (bytes: number) => `${fixed(bytes / 1024 / 1024, 0)} MB`;

/** The deep page: four fifths of the way through the client's list (page 400 of 500 at full scale). */
async function deepPage(apiUrl: string, token: string, path: string): Promise<number> {
  const response = await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { totalPages?: number };
  return Math.max(1, Math.floor((body.totalPages ?? 1) * 0.8));
}

/** Twelve cases: first page, deep page and search of each list, the invoices' first and deep page by payee, and the due-date queue, for one client. */
async function cases(db: Db, clientId: string, apiUrl: string, token: string): Promise<BenchCase[]> {
  const invoices = createInvoicesRepository(db.kysely, db.kind);
  const emails = createEmailsRepository(db.kysely, db.kind);
  const reports = createReportsRepository(db.kysely, db.kind);
  const invoicePath = (page: number, search?: string) =>
    `/api/invoices/client/${clientId}?page=${page}&limit=${LIMIT}${search ? `&search=${encodeURIComponent(search)}` : ''}`;
  const byPayee = { sort: 'payee', order: 'asc' } as const;
  const sortedPath = (page: number) => `${invoicePath(page)}&sort=${byPayee.sort}&order=${byPayee.order}`;
  const duePath = `/api/invoices/client/${clientId}/due?page=1&limit=${LIMIT}`;
  const emailPath = (page: number, search?: string) =>
    `/api/emails?pagination=true&clientId=${clientId}&page=${page}&limit=${LIMIT}${search ? `&search=${encodeURIComponent(search)}` : ''}`;
  const reportPath = (page: number, search?: string) =>
    `/api/reports/client/${clientId}?pagination=true&page=${page}&limit=${LIMIT}${search ? `&search=${encodeURIComponent(search)}` : ''}`;
  const deep = {
    invoices: await deepPage(apiUrl, token, invoicePath(1)),
    emails: await deepPage(apiUrl, token, emailPath(1)),
    reports: await deepPage(apiUrl, token, reportPath(1)),
  };
  const page = (n: number) => ({ page: n, limit: LIMIT });
  const { page: pageTarget, search: searchTarget } = TARGET_P99_MS;
  return [
    { list: 'invoices', name: 'first page', path: invoicePath(1), query: () => invoices.page([clientId], {}, page(1)), targetP99Ms: pageTarget },
    { list: 'invoices', name: 'deep page', path: invoicePath(deep.invoices), query: () => invoices.page([clientId], {}, page(deep.invoices)), targetP99Ms: pageTarget },
    {
      list: 'invoices',
      name: 'search',
      path: invoicePath(1, SEARCH.invoices),
      query: () => invoices.page([clientId], { search: SEARCH.invoices }, page(1)),
      targetP99Ms: searchTarget,
    },
    { list: 'invoices', name: 'sorted first page', path: sortedPath(1), query: () => invoices.sortedPage(clientId, {}, byPayee, page(1)), targetP99Ms: pageTarget },
    {
      list: 'invoices',
      name: 'sorted deep page',
      path: sortedPath(deep.invoices),
      query: () => invoices.sortedPage(clientId, {}, byPayee, page(deep.invoices)),
      targetP99Ms: pageTarget,
    },
    {
      list: 'invoices',
      name: 'due queue',
      path: duePath,
      query: () => invoices.dueQueue(clientId, dueWindow(), page(1)),
      targetP99Ms: pageTarget,
    },
    { list: 'e-mails', name: 'first page', path: emailPath(1), query: () => emails.page([clientId], {}, page(1)), targetP99Ms: pageTarget },
    { list: 'e-mails', name: 'deep page', path: emailPath(deep.emails), query: () => emails.page([clientId], {}, page(deep.emails)), targetP99Ms: pageTarget },
    {
      list: 'e-mails',
      name: 'search',
      path: emailPath(1, SEARCH.emails),
      query: () => emails.page([clientId], { search: SEARCH.emails }, page(1)),
      targetP99Ms: searchTarget,
    },
    { list: 'reports', name: 'first page', path: reportPath(1), query: () => reports.page(clientId, undefined, page(1)), targetP99Ms: pageTarget },
    { list: 'reports', name: 'deep page', path: reportPath(deep.reports), query: () => reports.page(clientId, undefined, page(deep.reports)), targetP99Ms: pageTarget },
    {
      list: 'reports',
      name: 'search',
      path: reportPath(1, SEARCH.reports),
      query: () => reports.page(clientId, SEARCH.reports, page(1)),
      targetP99Ms: searchTarget,
    },
  ];
}

/** One request before the load, so a case that answers an error or an empty page is seen as such. */
async function describe(apiUrl: string, token: string, bench: BenchCase): Promise<string> {
  const response = await fetch(`${apiUrl}${bench.path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${bench.path} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as Record<string, unknown> & { total: number; page: number; totalPages: number };
  const rows = Object.values(body).find(Array.isArray)?.length ?? 0;
  if (rows === 0) throw new Error(`${bench.path} answered an empty page`);
  return `page ${body.page} of ${body.totalPages}, ${rows} rows of ${body.total}`;
}

const processesFor = (target: BenchTarget) => Number(process.env.BENCH_PROCESSES ?? (target.kind === 'sqlite' ? os.availableParallelism() : 1));

function printHeader(target: BenchTarget, seeded: SeedResult, sizeBytes: number): void {
  const processes = processesFor(target);
  const { counts } = seeded;
  console.log(`\nAPI list benchmark on ${target.kind}, BENCH_SCALE=${SCALE}: ${os.cpus().length} cores, Node ${process.version}`);
  console.log(
    `Seeded ${counts.invoices.toLocaleString('en-US')} invoices, ${counts.emails.toLocaleString('en-US')} e-mails, ` +
      `${counts.reports.toLocaleString('en-US')} reports over ${counts.clients} clients in ${fixed(seeded.seconds)} s ` +
      `(of which index builds ${fixed(seeded.indexSeconds)} s); database size ${mb(sizeBytes)}`,
  );
  console.log(`server: ${processes} process${processes === 1 ? '' : 'es'} (SERVER_PROCESSES=${processes}; BENCH_PROCESSES to change)`);
  console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per case on open connections (from 2 s after the last one's first answer); SQL = the repository's page query (rows + count), median of 50 runs`);
  console.log(`${loadAverage()} before the measures\n`);
}

const COLUMNS = ['case', 'req/s', 'p50 ms', 'p99 ms', 'target p99', 'SQL ms', ''];
const WIDTHS = [26, 8, 8, 8, 11, 8, 6];
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(WIDTHS[i] ?? 8) : c.padStart(WIDTHS[i] ?? 8))).join(' ');

function resultLine(bench: BenchCase, r: CaseResult): string {
  const verdict = r.failures > 0 ? `${r.failures} FAILED` : r.p99Ms < bench.targetP99Ms ? 'ok' : 'MISS';
  return line([`${bench.list} ${bench.name}`, fixed(r.requestsPerSecond, 0), fixed(r.p50Ms), fixed(r.p99Ms), `< ${bench.targetP99Ms}`, fixed(r.queryMedianMs, 2), verdict]);
}

async function prepare(target: BenchTarget): Promise<SeedResult> {
  const db = target.open();
  try {
    await migrateToLatest(db);
  } finally {
    await db.close();
  }
  console.log(`Seeding (${target.kind})...`);
  return seed(target, countsAt(SCALE));
}

interface Measured {
  target: BenchTarget['kind'];
  results: { bench: BenchCase; result: CaseResult }[];
}

/** Seeds `target`, starts the server on it and measures every case, printing each as it comes. */
async function measureOn(target: BenchTarget): Promise<Measured> {
  const cleanups: (() => Promise<void> | void)[] = [() => target.dispose()];
  try {
    console.log('Compiling the server...');
    const build = buildServer();
    cleanups.unshift(() => build.dispose());
    const seeded = await prepare(target);
    const sizeBytes = await target.sizeBytes();

    const server = await startServer(build.main, { ...target.serverEnv, SERVER_PROCESSES: String(processesFor(target)) });
    cleanups.unshift(() => server.stop());
    const token = await login(server.apiUrl);
    const db = target.open();
    cleanups.unshift(() => db.close());
    const client = seeded.clients[Math.floor(seeded.clients.length / 3)];
    if (!client) throw new Error('No client was seeded');

    const all = await cases(db, client.id, server.apiUrl, token);
    printHeader(target, seeded, sizeBytes);
    console.log(line(COLUMNS));
    const results: Measured['results'] = [];
    for (const bench of all) {
      const shape = await describe(server.apiUrl, token, bench);
      const result = await runCase(server.apiUrl, token, bench, SECONDS);
      results.push({ bench, result });
      console.log(`${resultLine(bench, result)}   (${shape})`);
    }
    console.log(`\n${loadAverage()} after the measures (this benchmark alone keeps both cores busy)`);
    return { target: target.kind, results };
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}

/** Issue 18's targets for PostgreSQL: p99 within these, and at least half of SQLite's throughput in every case. */
const POSTGRES_TARGET_P99_MS = { page: 25, search: 50 };
const POSTGRES_THROUGHPUT_SHARE = 0.5;

const BOTH_COLUMNS = ['case', 'SQLite req/s', 'p99 ms', 'SQL ms', 'PG req/s', 'p99 ms', 'SQL ms', 'PG/SQLite', 'PG target', ''];
const BOTH_WIDTHS = [26, 12, 8, 7, 9, 8, 7, 10, 14, 6];
const bothLine = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(BOTH_WIDTHS[i] ?? 8) : c.padStart(BOTH_WIDTHS[i] ?? 8))).join(' ');

function printSideBySide(sqlite: Measured, postgres: Measured): void {
  console.log(`\nSide by side, BENCH_SCALE=${SCALE} (PostgreSQL target: p99 < ${POSTGRES_TARGET_P99_MS.page} ms a page, < ${POSTGRES_TARGET_P99_MS.search} ms a search, and at least ${POSTGRES_THROUGHPUT_SHARE * 100}% of SQLite's req/s)`);
  console.log(bothLine(BOTH_COLUMNS));
  for (const { bench, result: pg } of postgres.results) {
    const lite = sqlite.results.find((r) => r.bench.list === bench.list && r.bench.name === bench.name)?.result;
    if (!lite) continue;
    const share = pg.requestsPerSecond / lite.requestsPerSecond;
    const targetMs = bench.name === 'search' ? POSTGRES_TARGET_P99_MS.search : POSTGRES_TARGET_P99_MS.page;
    const verdict = pg.failures > 0 ? `${pg.failures} FAILED` : pg.p99Ms < targetMs && share >= POSTGRES_THROUGHPUT_SHARE ? 'ok' : 'MISS';
    console.log(
      bothLine([
        `${bench.list} ${bench.name}`,
        fixed(lite.requestsPerSecond, 0),
        fixed(lite.p99Ms),
        fixed(lite.queryMedianMs, 2),
        fixed(pg.requestsPerSecond, 0),
        fixed(pg.p99Ms),
        fixed(pg.queryMedianMs, 2),
        `${fixed(share * 100, 0)}%`,
        `< ${targetMs}, >= ${POSTGRES_THROUGHPUT_SHARE * 100}%`,
        verdict,
      ]),
    );
  }
}

const ADMIN_URL_DEFAULT = 'postgres://postgres@127.0.0.1:5432/postgres';

async function main(): Promise<void> {
  if (process.argv.includes('--both')) {
    const sqlite = await measureOn(sqliteTarget());
    const postgres = await measureOn(await postgresTarget(process.env.DATABASE_URL ?? ADMIN_URL_DEFAULT));
    printSideBySide(sqlite, postgres);
    return;
  }
  await measureOn(process.env.DATABASE_URL ? await postgresTarget(process.env.DATABASE_URL) : sqliteTarget());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
