import type { Logger } from 'pino';

/** A supervisor waits about this long before it kills; stopping must be over by then. */
export const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * SIGTERM and SIGINT run `stop` once: it stops accepting, lets in-flight requests and intake
 * jobs finish, and closes the database. Whatever it still waits for at the deadline (a
 * request whose body never ends, a stuck query) is abandoned and the process exits 1, so a
 * supervisor can always restart it; an intake job cut short is taken up again by the queue.
 */
export function stopOnSignals(stop: () => Promise<void>, log: Logger, deadlineMs = SHUTDOWN_DEADLINE_MS): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error({ deadlineMs }, 'shutdown: still waiting at the deadline; exiting');
      process.exit(1);
    }, deadlineMs - 500).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
