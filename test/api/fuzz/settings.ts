/**
 * The fuzz run's knobs. The default run is short and seeded, so it is the same on every machine
 * and fits the API suite's time; FUZZ_RUNS and FUZZ_SEED make a long or a different run:
 *   FUZZ_RUNS=500 FUZZ_SEED=7 npx jest test/api/fuzz --selectProjects api
 */
function wholeNumber(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be a whole number, not ${text}`);
  return value;
}

const DEFAULT_RUNS = 12;

export const FUZZ = {
  /** Requests per route and method. */
  runs: wholeNumber('FUZZ_RUNS', DEFAULT_RUNS),
  seed: wholeNumber('FUZZ_SEED', 20240229),
  /** Every answer must arrive within this. */
  answerWithinMs: 2000,
  /** No request may hold the event loop longer than this. */
  blockLimitMs: 100,
  /** A request that held the loop longer is sent this many times more, and charged its least hold. */
  blockConfirmations: 2,
  /** Per failing route: past this, shrinking stops and the smallest failure so far is shown. */
  shrinkBudgetMs: 8000,
};

/**
 * The jest timeout of the whole run, grown with FUZZ_RUNS. It guards against a hang, not a slow
 * machine: on 2026-11-28's slowest 2-core machine the PostgreSQL run passed 240 s beside the other API suites.
 */
export const FUZZ_TEST_TIMEOUT_MS = 600_000 * Math.max(1, FUZZ.runs / DEFAULT_RUNS);
