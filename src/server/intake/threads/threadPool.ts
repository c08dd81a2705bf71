import path from 'node:path';
import { Worker, type MessagePort } from 'node:worker_threads';

export interface ThreadPoolOptions<Out> {
  /** The worker script: a file beside the caller, `name.ts` from sources or `name.js` from dist. */
  file: string;
  /** Threads, each doing one job at a time. */
  size: number;
  /** A job still running after this long is killed with its thread, which is replaced. */
  jobTimeoutMs: number;
  /** Heap per thread: a hostile file kills its thread, not the server. */
  memoryLimitMb: number;
  /** What a job answers when its thread crashes, overruns or the pool closes. */
  failed(reason: string): Out;
  /** Words for the failures above: "the PDF reader", "the OCR reader". */
  name: string;
}

interface Job<In, Out> {
  id: number;
  input: In;
  transfer: ArrayBuffer[];
  resolve(outcome: Out): void;
}

interface Slot<In, Out> {
  worker: Worker;
  job: Job<In, Out> | null;
  timer?: NodeJS.Timeout;
}

/** What a worker thread receives and answers: the job's id beside its input or output. */
export interface ThreadRequest<In> {
  id: number;
  input: In;
}
export interface ThreadResponse<Out> {
  id: number;
  outcome: Out;
}

export interface ThreadPool<In, Out> {
  run(input: In, transfer?: ArrayBuffer[]): Promise<Out>;
  close(): Promise<void>;
}

/**
 * Heavy work off the event loop: a fixed set of worker threads and a queue. A thread that
 * crashes or overruns its job's time is replaced and that job answers `failed(reason)`; only a
 * job given to a closed pool rejects. The queue is in memory: the intake queue above it is what survives a crash.
 */
export function createThreadPool<In, Out>(options: ThreadPoolOptions<Out>): ThreadPool<In, Out> {
  const queue: Job<In, Out>[] = [];
  const slots: Slot<In, Out>[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (slot: Slot<In, Out>): void => {
    const worker = startWorker(options);
    slot.worker = worker;
    worker.on('message', (response: ThreadResponse<Out>) => {
      if (!slot.job || response.id !== slot.job.id) return;
      const job = slot.job;
      clearTimeout(slot.timer);
      slot.job = null;
      job.resolve(response.outcome);
      dispatch();
    });
    worker.on('error', (error) => replace(slot, `${options.name} crashed: ${error.message}`));
    worker.on('exit', (code) => replace(slot, `${options.name} stopped (exit code ${code})`));
  };

  const replace = (slot: Slot<In, Out>, reason: string) => {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = null;
    slot.worker.removeAllListeners();
    void slot.worker.terminate();
    job?.resolve(options.failed(reason));
    if (closed) return;
    spawn(slot);
    dispatch();
  };

  const dispatch = () => {
    for (const slot of slots) {
      if (slot.job || queue.length === 0) continue;
      const job = queue.shift()!;
      slot.job = job;
      slot.timer = setTimeout(() => replace(slot, `gave up after ${options.jobTimeoutMs} ms`), options.jobTimeoutMs);
      slot.worker.postMessage({ id: job.id, input: job.input } satisfies ThreadRequest<In>, job.transfer);
    }
  };

  for (let index = 0; index < Math.max(1, options.size); index++) {
    const slot = { job: null } as Slot<In, Out>;
    spawn(slot);
    slots.push(slot);
  }

  return {
    run(input, transfer = []) {
      // A job that never ran is not the file's fault: the caller's job fails and runs again later.
      if (closed) return Promise.reject(new Error(`${options.name} is closed`));
      return new Promise<Out>((resolve) => {
        queue.push({ id: nextId++, input, transfer, resolve });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.resolve(options.failed(`${options.name} was closed`));
      await Promise.all(
        slots.map((slot) => {
          clearTimeout(slot.timer);
          slot.job?.resolve(options.failed(`${options.name} was closed`));
          slot.job = null;
          slot.worker.removeAllListeners();
          return slot.worker.terminate();
        }),
      );
    },
  };
}

/** Bytes that can be moved to a worker whole: a view into a larger or shared buffer is copied once. */
export function ownBytes(bytes: Uint8Array): Uint8Array {
  const whole = bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole ? bytes : bytes.slice();
}

/** From compiled dist the worker is name.js; from the TypeScript sources (jest, tsx) tsx compiles name.ts. */
function startWorker(options: ThreadPoolOptions<unknown>): Worker {
  const fromSources = __filename.endsWith('.ts');
  const file = /\.[cm]?[jt]s$/.test(options.file) ? options.file : `${options.file}${fromSources ? '.ts' : '.js'}`;
  // `--import tsx` does not reach a worker's entry module on Node 20; tsx's CommonJS hook does.
  const execArgv = fromSources ? ['--require', require.resolve('tsx/cjs')] : [];
  return new Worker(path.resolve(file), { execArgv, resourceLimits: { maxOldGenerationSizeMb: options.memoryLimitMb } });
}

/**
 * The side of a worker thread: answers each request with `handle`'s outcome, one at a time
 * (the pool sends one job per thread). A handler that throws answers `failed`.
 */
export function serveThreadJobs<In, Out>(port: MessagePort, handle: (input: In) => Promise<Out>, failed: (reason: string) => Out): void {
  port.on('message', (request: ThreadRequest<In>) => {
    void handle(request.input)
      .catch((error: unknown) => failed(error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : 'unexpected failure'))
      .then((outcome) => port.postMessage({ id: request.id, outcome } satisfies ThreadResponse<Out>));
  });
}
