/**
 * What the intake benchmarks watch while a server works: its peak memory, an API list's latency,
 * and when each e-mail's report is written.
 */
import { readFileSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import type { ServerProcess } from '../../test/api/helpers/serverProcess';

/** Peak resident memory of the server process (its worker threads included). */
export function sampleRss(pid: number) {
  let peakKb = 0;
  const timer = setInterval(() => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peakKb = Math.max(peakKb, kb);
    } catch {
      // The process is gone: the peak stands.
    }
  }, 50);
  return { stop: () => (clearInterval(timer), peakKb / 1024) };
}

/** One authenticated list request after another, for as long as intake runs. */
export function probeApi(server: ServerProcess, token: string, clientId: string) {
  const latencies: number[] = [];
  let running = true;
  const url = `${server.apiUrl}/api/emails?pagination=true&page=1&limit=20&clientId=${clientId}`;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`GET /api/emails answered ${res.status}`);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return latencies;
    },
  };
}

/** Report times by Message-ID, read from the database as the server writes them. */
export function watchReports(file: string, ids: string[]) {
  const db = new SqliteDatabase(file, { readonly: true });
  const reportAt = new Map<string, number>();
  const query = db.prepare('select e.message_id as id, r.created_at as at from reports r join emails e on e.id = r.email_id');
  const poll = () => {
    for (const row of query.all() as { id: string; at: string }[]) if (!reportAt.has(row.id)) reportAt.set(row.id, Date.parse(row.at));
  };
  return {
    /** The reports written so far. */
    snapshot() {
      poll();
      return reportAt;
    },
    close: () => db.close(),
    async untilAll(timeoutMs: number, wanted: readonly string[] = ids) {
      const deadline = Date.now() + timeoutMs;
      while (wanted.some((id) => !reportAt.has(id)) && Date.now() < deadline) {
        poll();
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      poll();
      return reportAt;
    },
  };
}

