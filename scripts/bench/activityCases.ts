/**
 * The /api/completed cases of `npm run bench:activity`: each is one or more URLs under load
 * from autocannon (a case with several URLs rotates through them, one after the other on each
 * connection) and beside it the same work straight from the repository, so a slow answer can
 * be told apart as a slow query or a slow server.
 */
import { CompiledQuery, type Kysely, type KyselyPlugin } from 'kysely';
import type { Db } from '../../src/server/db/database';
import { createRepositories } from '../../src/server/db/repositories';
import { createActivityRepository } from '../../src/server/db/repositories/activity';
import type { Database } from '../../src/server/db/schema';
import { addDays, localDays } from '../../src/server/routes/completed/localDays';
import { totalsInRange } from '../../src/server/routes/completed/totals';
import { loadOpenConnections, quantile, timeQuery, type CaseResult } from './measure';
import { TEAM_TIME_ZONE, type ActivityUser } from './activitySeed';

/** The targets: a user's month (and day) and the all-users range. */
export const ACTIVITY_TARGET_P99_MS = { user: 30, allUsers: 100 };

/**
 * The calendar is an admin screen, and a team has a handful of admins: 10 of them asking at
 * the same moment is the load it must carry (issue 5 names no concurrency; the review lists'
 * 50 is a floor of reviewers). BENCH_CONNECTIONS measures any other.
 */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);


export interface ActivityCase {
  name: string;
  /** Paths and query strings under the API's origin. */
  paths: string[];
  /** The same work through the repository, on a handle of its own (rotating like the paths). */
  query: (db: Kysely<Database>) => Promise<unknown>;
  targetP99Ms: number;
  /** Answers no rows by design. */
  empty?: boolean;
}

const zone = `timeZone=${encodeURIComponent(TEAM_TIME_ZONE)}`;
const bounds = (startDate: string, endDate: string) => {
  const all = localDays(startDate, endDate, TEAM_TIME_ZONE).bounds;
  return { from: all[0] as string, to: all[all.length - 1] as string };
};
/** Cycles through a list, one item per call. */
const rotation = <T>(items: T[]) => {
  let next = 0;
  return () => items[next++ % items.length] as T;
};

/**
 * Today is the team's local date: (1) every user's current month in turn, (2) the busiest
 * user's busiest day in the panel, (3) the same call for a Sunday, when nobody works: the
 * floor of an authenticated activity call (token, user look-ups, validation), (4) compare
 * mode's default range (first of the month to today) and (5) a full 30 days across a month
 * end (the 15th of last month and the 29 days before it).
 */
export function activityCases(users: ActivityUser[], busiest: { user: ActivityUser; date: string }, today: string): ActivityCase[] {
  const monthStart = `${today.slice(0, 8)}01`;
  const monthEnd = addDays(`${addDays(monthStart, 40).slice(0, 8)}01`, -1);
  const rangeEnd = `${addDays(monthStart, -1).slice(0, 8)}15`;
  const rangeStart = addDays(rangeEnd, -29);
  const nextUser = rotation(users);
  const monthBounds = localDays(monthStart, monthEnd, TEAM_TIME_ZONE).bounds;
  const sunday = addDays(today, -new Date(`${today}T12:00:00Z`).getUTCDay());
  const details = (date: string) => {
    const day = bounds(date, date);
    return {
      paths: [`/api/completed/details?userId=${busiest.user.id}&date=${date}&detailed=true&${zone}`],
      query: (db: Kysely<Database>) => createActivityRepository(db).records(busiest.user.id, day),
      targetP99Ms: ACTIVITY_TARGET_P99_MS.user,
    };
  };
  const totals = (startDate: string, endDate: string) => ({
    paths: [`/api/completed/totals?startDate=${startDate}&endDate=${endDate}&${zone}`],
    // The kind only picks SQL of repositories that totals does not use.
    query: (db: Kysely<Database>) => totalsInRange(createRepositories(db, 'sqlite'), { startDate, endDate, timeZone: TEAM_TIME_ZONE }),
    targetP99Ms: ACTIVITY_TARGET_P99_MS.allUsers,
  });
  return [
    {
      name: `counts, a user's month (${users.length} users in turn)`,
      paths: users.map((u) => `/api/completed/counts?userId=${u.id}&startDate=${monthStart}&endDate=${monthEnd}&${zone}`),
      query: (db) => createActivityRepository(db).countsPerDay(nextUser().id, monthBounds),
      targetP99Ms: ACTIVITY_TARGET_P99_MS.user,
    },
    { name: `details, busy day ${busiest.date}`, ...details(busiest.date) },
    { name: `details, Sunday ${sunday} (none: the floor)`, ...details(sunday), empty: true },
    { name: `totals, ${monthStart} to ${today}`, ...totals(monthStart, today) },
    { name: `totals, ${rangeStart} to ${rangeEnd}`, ...totals(rangeStart, rangeEnd) },
  ];
}

/** Every path answered once before the load, so a case that answers an error or nothing is seen as such. */
export async function describeCase(apiUrl: string, token: string, bench: ActivityCase): Promise<string> {
  const records: number[] = [];
  let rows = 0;
  for (const path of bench.paths) {
    const response = await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    const { data } = (await response.json()) as { data: { count?: number; total?: number }[] };
    if (data.length === 0 && !bench.empty) throw new Error(`${path} answered no rows`);
    rows = Math.max(rows, data.length);
    records.push(data.reduce((sum, row) => sum + (row.total ?? row.count ?? 0), 0));
  }
  const sorted = records.sort((a, b) => a - b);
  const n = (value: number | undefined) => (value ?? 0).toLocaleString('en-US');
  return sorted.length === 1 ? `${n(rows)} rows, ${n(sorted[0])} records` : `${n(sorted[0])} to ${n(sorted[sorted.length - 1])} records a user (median ${n(quantile(sorted, 0.5))})`;
}

export interface ActivityResult extends CaseResult {
  /** When the last of the connections had its first answer, from the start of the load. */
  admittedSeconds: number;
}

export async function runActivityCase(apiUrl: string, token: string, db: Db, bench: ActivityCase, seconds: number): Promise<ActivityResult> {
  const { result, latencies, admittedSeconds } = await loadOpenConnections(apiUrl, token, bench.paths, seconds, CONNECTIONS);
  return {
    requestsPerSecond: latencies.length / seconds,
    p50Ms: quantile(latencies, 0.5),
    p99Ms: quantile(latencies, 0.99),
    failures: result.errors + result.timeouts + result.non2xx,
    queryMedianMs: await timeQuery(() => bench.query(db.kysely), 100),
    admittedSeconds,
  };
}

/**
 * The plan of every statement a case's query runs (EXPLAIN QUERY PLAN on SQLite, EXPLAIN
 * ANALYZE on PostgreSQL), caught by a plugin that compiles each query as Kysely sends it.
 */
export async function explainCase(db: Db, bench: ActivityCase): Promise<string[]> {
  const seen: CompiledQuery[] = [];
  const executor = db.kysely.getExecutor();
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => (seen.push(executor.compileQuery(node, queryId)), node),
    transformResult: async ({ result }) => result,
  };
  await bench.query(db.kysely.withPlugin(recorder));
  const lines: string[] = [];
  const cut = (text: string) => (text.length > 160 ? `${text.slice(0, 159)}…` : text);
  for (const query of seen) {
    lines.push(cut(`  ${query.sql.replace(/\s+/g, ' ')}`));
    const explain = db.kind === 'sqlite' ? 'explain query plan' : 'explain (analyze, buffers off, costs off)';
    const { rows } = await db.kysely.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]));
    for (const row of rows) lines.push(cut(`    ${String(row.detail ?? row['QUERY PLAN'])}`));
  }
  return lines;
}
