import { eventually as poll } from '../../api/helpers/eventually';

/** Retries an assertion until it passes or the time is up, as a user waits for a screen to settle: a look every tenth of a second. */
export const eventually = (assertion: () => Promise<void> | void, timeoutMs = 10_000): Promise<void> => poll(assertion, { timeoutMs, intervalMs: 100 });
