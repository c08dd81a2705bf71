/**
 * One benchmark case: a list URL under load from autocannon, and beside it the repository's
 * own page query (rows + count, the SQL the route runs) timed directly on the database, so a
 * slow answer can be told apart as a slow query or a slow server.
 */
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const TARGET_P99_MS = { page: 20, search: 50 };

export interface BenchCase {
  list: 'invoices' | 'e-mails' | 'reports';
  name: 'first page' | 'deep page' | 'search' | 'sorted first page' | 'sorted deep page' | 'due queue';
  /** Path and query string under the API's origin. */
  path: string;
  /** The same page straight from the repository. */
  query: () => Promise<unknown>;
  targetP99Ms: number;
}

export interface CaseResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
  queryMedianMs: number;
}

export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

/** Median of `runs` sequential runs after a few unmeasured ones (warm cache, prepared plans). */
export async function timeQuery(query: () => Promise<unknown>, runs = 50): Promise<number> {
  for (let i = 0; i < 5; i += 1) await query();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await query();
    times.push(performance.now() - started);
  }
  return quantile(times, 0.5);
}

/** autocannon's `requests` (left out of ./autocannon.d.ts): each connection sends them in turn, starting over after the last. */
type RotatingOptions = Parameters<typeof autocannon>[0] & { requests: { method: string; path: string }[] };

const WARM_UP_MS = 2000;
const ADMIT_MAX_MS = 30_000;

/**
 * One autocannon run at `connections` connections, measured on connections already open. A
 * server saturated with synchronous work lets new connections in about one per turn of its
 * event loop (a bare node:http server spending 7.5 ms per request does the same), so the last
 * of 50 fresh connections can wait seconds for its first answer while the others are served:
 * that is the opening of a benchmark, not the steady state. So the span opens once every
 * connection has had an answer (or after 30 s), plus 2 s of warm-up, and counts the requests
 * sent in it. p50 and p99 come from the exact per-response times autocannon emits (its own
 * histogram has whole-millisecond buckets).
 */
export async function loadOpenConnections(apiUrl: string, token: string, paths: string[], seconds: number, connections: number) {
  const latencies: number[] = [];
  const answered = new Set<unknown>();
  const span = { from: Number.POSITIVE_INFINITY, to: Number.POSITIVE_INFINITY, admittedMs: ADMIT_MAX_MS };
  const requests = paths.map((path) => ({ method: 'GET', path }));
  const duration = (ADMIT_MAX_MS + WARM_UP_MS) / 1000 + seconds + 1;
  const options: RotatingOptions = { url: apiUrl, requests, connections, duration, headers: { authorization: `Bearer ${token}` } };
  const started = performance.now();
  const instance = autocannon(options);
  const open = () => {
    if (span.from !== Number.POSITIVE_INFINITY) return;
    span.admittedMs = Math.min(ADMIT_MAX_MS, performance.now() - started);
    span.from = performance.now() + WARM_UP_MS;
    span.to = span.from + seconds * 1000;
    setTimeout(() => (instance as unknown as { stop(): void }).stop(), span.to - performance.now());
  };
  const admitting = setTimeout(open, ADMIT_MAX_MS);
  instance.on('response', (client, status, _bytes, ms) => {
    const now = performance.now();
    if (answered.size < connections && answered.add(client).size === connections) open();
    if (status >= 200 && status < 300 && now - ms >= span.from && now <= span.to) latencies.push(ms);
  });
  const result = await instance;
  clearTimeout(admitting);
  return { result, latencies, admittedSeconds: span.admittedMs / 1000 };
}

export async function runCase(apiUrl: string, token: string, bench: BenchCase, seconds: number): Promise<CaseResult> {
  const { result, latencies } = await loadOpenConnections(apiUrl, token, [bench.path], seconds, CONNECTIONS);
  const queryMedianMs = await timeQuery(bench.query);
  return {
    requestsPerSecond: latencies.length / seconds,
    p50Ms: quantile(latencies, 0.5),
    p99Ms: quantile(latencies, 0.99),
    failures: result.errors + result.timeouts + result.non2xx,
    queryMedianMs,
  };
}
