/**
 * `npm run bench:activity`: the completed-work calendar under load on a year of activity.
 *
 * Seeds 100 users with a year of completed work ending today, about 2,000,000 records over
 * New York working hours (BENCH_SCALE scales the records, e.g. 0.1 for a quick run), and the
 * activity_daily counts beside them, into a temporary SQLite database, or into a fresh
 * PostgreSQL database when DATABASE_URL is set; starts the compiled server on it; then
 * measures a user's month counts (every user in turn), the busiest day's details (and an
 * empty day's, the floor of any activity call) and the compare totals for all users (month
 * to date, and 30 days across a month end) with autocannon at 50 connections, beside the
 * same work timed straight through the repository. Prints figures beside the targets.
 *
 * Environment: BENCH_SCALE (default 1), BENCH_DURATION seconds per case (default 10),
 * DATABASE_URL (postgres://…; a database is created beside it and dropped at the end).
 */
import os from 'node:os';
import { migrateToLatest } from '../src/server/db/migrate';
import { localDateOf } from '../src/server/routes/completed/localDays';
import { CONNECTIONS, activityCases, describeCase, explainCase, runActivityCase, type ActivityCase, type ActivityResult } from './bench/activityCases';
import { ACTIVITY_FULL_SCALE, TEAM_TIME_ZONE, checkDailyCounts, seedActivity, type ActivitySeedResult } from './bench/activitySeed';
import { buildServer, login, startServer } from './bench/server';
import { postgresTarget, sqliteTarget, type BenchTarget } from './bench/targets';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SECONDS = Number(process.env.BENCH_DURATION ?? 10);

const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const count = (n: number) => n.toLocaleString('en-US');
/** Anything else running on the machine takes cores from the server and autocannon alike. */
const load = () => `machine load average ${fixed(os.loadavg()[0] ?? 0, 2)} (1 min)`;

/**
 * "busy ms/req" is 1000 / (req/s): how long the one server process is busy per answer. With 50
 * requests always waiting, a request waits about 50 of those, so p99 < target needs it under
 * target / 50.
 */
const HEAD = ['case', 'req/s', 'busy ms/req', 'p50 ms', 'p99 ms', 'target p99', 'SQL ms', 'verdict'];
const PAD = [44, 7, 11, 7, 7, 10, 7, 8];
const row = (cells: string[]) => cells.map((cell, i) => (i ? cell.padStart(PAD[i] ?? 8) : cell.padEnd(PAD[0] ?? 40))).join(' ');

const resultRow = ({ name, targetP99Ms }: ActivityCase, r: ActivityResult) =>
  row([
    ...[name, fixed(r.requestsPerSecond, 0), fixed(1000 / r.requestsPerSecond, 2), fixed(r.p50Ms), fixed(r.p99Ms), `< ${targetP99Ms}`, fixed(r.queryMedianMs, 2)],
    r.failures ? `${r.failures} FAILED` : r.p99Ms >= targetP99Ms ? 'MISS' : 'ok',
  ]);

async function seedInto(target: BenchTarget): Promise<ActivitySeedResult> {
  const db = target.open();
  await migrateToLatest(db).finally(() => db.close());
  console.log(`Seeding (${target.kind})...`);
  return seedActivity(target, SCALE);
}

/** The seed's own check that activity_daily holds what the server would have counted. */
async function printSeed(target: BenchTarget, seeded: ActivitySeedResult): Promise<void> {
  const db = target.open();
  const started = performance.now();
  const check = await checkDailyCounts(db.kysely).finally(() => db.close());
  const consistent = check.records === seeded.records && check.dailySum === check.records && check.matchingRows === check.dailyRows;
  if (!consistent) throw new Error(`activity_daily does not match the records: ${JSON.stringify(check)}`);
  const { users, busiestDay } = seeded;
  const [busiest, quietest] = [users[0], users[users.length - 1]];
  const sizeMb = fixed((await target.sizeBytes()) / 1024 / 1024, 0);
  console.log(
    `\nSeeded ${users.length} users and ${count(seeded.records)} completed_activity records (${count(seeded.dailyRows)} activity_daily rows) ` +
      `in ${fixed(seeded.seconds)} s, of which index builds ${fixed(seeded.indexSeconds)} s; database size ${sizeMb} MB`,
  );
  console.log(`activity_daily checked against the records (every row and the sum) in ${fixed((performance.now() - started) / 1000)} s: consistent`);
  console.log(
    `Busyness: ${fixed(busiest?.weight ?? 0, 2)} (busiest, ${busiest?.name}) to ${fixed(quietest?.weight ?? 0, 2)} (quietest); ` +
      `busiest day: ${busiestDay.user.name} on ${busiestDay.date}, ${count(busiestDay.records)} records`,
  );
}

type Cleanup = () => Promise<void> | void;

/** Runs `work`, then everything it started is stopped, the last started first, whatever happened. */
async function withCleanups(work: (after: (cleanup: Cleanup) => void) => Promise<void>): Promise<void> {
  const cleanups: Cleanup[] = [];
  try {
    await work((cleanup) => cleanups.unshift(cleanup));
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}

function printHeader(kind: BenchTarget['kind'], today: string): void {
  console.log(`\nActivity benchmark on ${kind}, BENCH_SCALE=${SCALE} (${count(Math.round(ACTIVITY_FULL_SCALE.records * SCALE))} records asked): ${os.cpus().length} cores, Node ${process.version}`);
  console.log(`Today is ${today} in ${TEAM_TIME_ZONE}, the zone every call names`);
  console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per case on open connections: requests sent from 2 s after the last connection's first answer`);
  console.log(`  ("open after": a saturated server lets new connections in slowly; busy ms/req = 1000 / req/s, and p50 ≈ ${CONNECTIONS} × busy ms/req)`);
  console.log(`SQL = the route's queries straight through the repository (counts: countsPerDay(); details: records(); totals: totalsInRange()), median of 100 runs`);
  console.log(`${load()} before the measures\n`);
  console.log(row(HEAD));
}

const main = () =>
  withCleanups(async (after) => {
    const target = process.env.DATABASE_URL ? await postgresTarget(process.env.DATABASE_URL) : sqliteTarget();
    after(() => target.dispose());
    console.log('Compiling the server...');
    const { main: serverMain, dispose } = buildServer();
    after(dispose);
    const seeded = await seedInto(target);
    await printSeed(target, seeded);

    const server = await startServer(serverMain, target.serverEnv);
    after(() => server.stop());
    const [token, db] = [await login(server.apiUrl), target.open()];
    after(() => db.close());
    const today = localDateOf(Date.now(), TEAM_TIME_ZONE);
    printHeader(target.kind, today);
    const plans: string[] = [];
    for (const bench of activityCases(seeded.users, seeded.busiestDay, today)) {
      const shape = await describeCase(server.apiUrl, token, bench);
      const result = await runActivityCase(server.apiUrl, token, db, bench, SECONDS);
      console.log(`${resultRow(bench, result)}   (${shape}; open after ${fixed(result.admittedSeconds)} s)`);
      plans.push(`${bench.name}:`, ...(await explainCase(db, bench)));
    }
    console.log(`\n${load()} after the measures (the server and autocannon share the cores)`);
    console.log(`\nQuery plans (${target.kind}):\n${plans.join('\n')}`);
  });

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
