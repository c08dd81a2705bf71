import { Worker } from 'node:worker_threads';

/**
 * A code path that never yields holds the event loop: no request is answered, no timer fires,
 * and SIGTERM is never handled, since signals reach JavaScript through the loop. A thread of its
 * own watches a heartbeat the loop writes every second; when it stops for `stallMs`, the thread
 * says so on standard error and kills the process, so a supervisor (or the process that runs
 * SERVER_PROCESSES copies) starts a healthy one. Nothing legitimate holds the loop that long:
 * PDFs, OCR and password hashing run off it, and a request that held it 100 ms fails a test.
 */
const WATCHER = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const beat = new Int32Array(workerData.heartbeat);
setInterval(() => {
  const stalledMs = (Math.floor(Date.now() / 1000) - workerData.epoch - Atomics.load(beat, 0)) * 1000;
  if (stalledMs < workerData.stallMs) return;
  writeSync(2, JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, stalledMs, msg: 'the event loop is stuck; killing the process so it can be restarted' }) + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, 500);
`;

export function watchEventLoop(stallMs = 10_000): void {
  const heartbeat = new SharedArrayBuffer(4);
  const beat = new Int32Array(heartbeat);
  const epoch = Math.floor(Date.now() / 1000);
  const tick = () => Atomics.store(beat, 0, Math.floor(Date.now() / 1000) - epoch);
  tick();
  setInterval(tick, 1000).unref();
  new Worker(WATCHER, { eval: true, workerData: { heartbeat, epoch, stallMs } }).unref();
}
