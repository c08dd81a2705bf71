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
  name: 'first page' | 'deep page' | 'search';
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

/**
 * autocannon's own latency histogram has whole-millisecond buckets; the per-response times it
 * emits are exact, so the percentiles are taken from those.
 */
async function load(url: string, token: string, seconds: number) {
  const latencies: number[] = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${token}` } });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await instance;
  return { result, latencies };
}

export async function runCase(apiUrl: string, token: string, bench: BenchCase, seconds: number): Promise<CaseResult> {
  const url = `${apiUrl}${bench.path}`;
  await load(url, token, 2); // warm-up: JIT, caches, connection pools
  const { result, latencies } = await load(url, token, seconds);
  const queryMedianMs = await timeQuery(bench.query);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: quantile(latencies, 0.5),
    p99Ms: quantile(latencies, 0.99),
    failures: result.errors + result.timeouts + result.non2xx,
    queryMedianMs,
  };
}
