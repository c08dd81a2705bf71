import { performance } from 'node:perf_hooks';

/**
 * How long the event loop was held while a suite's requests ran. A handler that holds the loop
 * stalls every other request the server has in hand, so a suite can require that no request held
 * it longer than, say, 100 ms.
 *
 * A timer due every few milliseconds notes when the loop last turned. Tracked work is charged the
 * longest stretch, within its own start and end, that passed without a turn: a late tick while it
 * runs, or the time since the last tick when it ends (inject never touches a socket and SQLite
 * answers synchronously, so back-to-back requests can run with no turn between them; each is
 * charged only its own part). A histogram (perf_hooks.monitorEventLoopDelay) would give the worst
 * delay, but not which request caused it.
 *
 * A stretch without a turn is not always the work's doing: on a busy machine the thread waits for
 * a core, the host of this virtual machine steals time from it, and a collection of the test
 * process's heap stops whatever runs. Those do not recur on demand; a handler that holds the loop
 * does. So a caller measures work, sends it again when it held the loop too long, and notes the
 * least it held (see the fuzz's send).
 */
export interface Block {
  ms: number;
  /** The tracked work that held the loop. */
  label: string;
}

export interface EventLoopWatchdog {
  /** Runs `work` and answers its value with the longest the loop was held while it ran. */
  measure<T>(work: () => Promise<T>): Promise<{ value: T; heldMs: number }>;
  /** Charges a hold of `ms` to the work named `label`. */
  note(label: string, ms: number): void;
  /** The longest blocks charged, longest first. */
  blocks(): Block[];
  /** Fails naming the worst block, in ms, and the work that held it, when one was longer than `limitMs`. */
  expectNoBlockOver(limitMs: number): void;
}

/** Shorter holds are a busy machine's timer jitter, not worth remembering. */
const NOTEWORTHY_MS = 20;
const KEPT = 25;

interface Span {
  start: number;
  worst: number;
}

export function createEventLoopWatchdog(resolutionMs = 5): EventLoopWatchdog & { start(): void; stop(): void } {
  const running = new Set<Span>();
  let kept: Block[] = [];
  let lastTurn = performance.now();
  let timer: NodeJS.Timeout | undefined;

  const charge = (span: Span, now: number) => {
    span.worst = Math.max(span.worst, now - Math.max(lastTurn, span.start));
  };

  const tick = () => {
    const now = performance.now();
    for (const span of running) charge(span, now);
    lastTurn = now;
  };

  return {
    start() {
      lastTurn = performance.now();
      timer = setInterval(tick, resolutionMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
    async measure(work) {
      const span: Span = { start: performance.now(), worst: 0 };
      running.add(span);
      let value: Awaited<ReturnType<typeof work>>;
      try {
        value = await work();
      } finally {
        charge(span, performance.now());
        running.delete(span);
      }
      return { value, heldMs: span.worst };
    },
    note(label, ms) {
      if (ms >= NOTEWORTHY_MS) kept = [...kept, { ms: Math.round(ms), label }].sort((a, b) => b.ms - a.ms).slice(0, KEPT);
    },
    blocks: () => kept,
    expectNoBlockOver(limitMs) {
      const over = kept.filter((block) => block.ms > limitMs);
      if (over.length === 0) return;
      const lines = over.slice(0, 10).map((block) => `  ${block.ms} ms: ${block.label}`);
      throw new Error(`A request held the event loop ${over[0]?.ms} ms (limit ${limitMs} ms); the longest holds:\n${lines.join('\n')}`);
    },
  };
}

/** A watchdog running for the whole describe block. */
export function eventLoopWatchdogFixture(resolutionMs?: number): EventLoopWatchdog {
  const watchdog = createEventLoopWatchdog(resolutionMs);
  beforeAll(() => watchdog.start());
  afterAll(() => watchdog.stop());
  return watchdog;
}
