import { setTimeout as pause } from 'node:timers/promises';

const TIMEOUT_MS = 10_000;

export interface PollOptions {
  /** How long to keep trying before failing. */
  timeoutMs?: number;
  /** The pause between two tries. */
  intervalMs?: number;
}

/**
 * For what a test can only watch happen, not be told of: a row a worker writes, a file a server
 * writes, a process becoming ready, a screen settling. Tries `attempt` until it returns without
 * throwing and answers its value; at the deadline the last error is thrown, so a failing
 * assertion reports its own difference. The deadline is measured on the monotonic clock, so a
 * test that fakes Date cannot stop it from coming.
 */
export async function eventually<T>(attempt: () => T | Promise<T>, { timeoutMs = TIMEOUT_MS, intervalMs = 20 }: PollOptions = {}): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (performance.now() > deadline) throw error;
    }
    await pause(intervalMs);
  }
}

/** Polls `probe` until it answers something truthy, and answers that; `what` names it in the error at the deadline. */
export function waitFor<T>(probe: () => T | undefined | null | false | Promise<T | undefined | null | false>, what: string, options: PollOptions = {}): Promise<T> {
  return eventually(async () => {
    const value = await probe();
    if (!value) throw new Error(`Still waiting for ${what} after ${options.timeoutMs ?? TIMEOUT_MS} ms`);
    return value;
  }, options);
}
