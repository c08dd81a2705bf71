import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { LeaseLostError, leaseOf, type IntakeJob, type JobLease } from '../../db/repositories/intakeJobs';
import type { IntakeQueue } from '../../db/schema';
import { writeBareFailure } from '../pipeline/failedReport';
import { processEmail } from '../pipeline/processEmail';
import { newWorkerId } from './workerId';

export interface WorkerTuning {
  /** The queue it claims from: `intake` reads new mail, `ocr` the e-mails whose bills are scans. */
  queue: IntakeQueue;
  /** E-mails processed at once; their PDFs queue for the analyzer's threads. */
  concurrency: number;
  maxAttempts: number;
  /** How long a claim holds without a heartbeat; a dead process's jobs return after it. */
  leaseMs: number;
  /** How often to look for work queued by other processes or due for a retry. */
  pollMs: number;
  /** First retry delay; each later one doubles. */
  retryBaseMs: number;
  /** At stop, how long the e-mails in progress may take to finish. */
  stopGraceMs: number;
}

export interface IntakeWorker {
  start(): void;
  /**
   * Stops claiming and waits (up to `stopGraceMs`) for the e-mails in progress; those still
   * running then write nothing (their analyses may be cut short) and run again later.
   */
  stop(): Promise<void>;
}

/**
 * The loop in the main thread: claims jobs while it has free slots, wakes on new work and on
 * a timer, retries with exponential backoff, and after the last attempt writes a failed
 * report so the e-mail is never dropped.
 */
export function createIntakeWorker(ctx: AppContext, tuning: WorkerTuning, log: FastifyBaseLogger): IntakeWorker {
  const jobs = ctx.repos.intakeJobs;
  const workerId = newWorkerId();
  const inFlight = new Set<Promise<void>>();
  let shutdown = new AbortController();
  let running = false;
  let pumping = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;

  async function pump(): Promise<void> {
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        while (running && inFlight.size < tuning.concurrency) {
          const job = await jobs.claim(tuning.queue, workerId, tuning.leaseMs);
          if (!job) break;
          const work = handle(job).finally(() => {
            inFlight.delete(work);
            void pump();
          });
          inFlight.add(work);
        }
      } while (again && running);
    } catch (error) {
      log.error({ err: error }, 'intake: could not claim a job');
    } finally {
      pumping = false;
    }
  }

  async function handle(job: IntakeJob): Promise<void> {
    const lease = leaseOf(job, workerId);
    // Ends the run at the shutdown, or with LeaseLostError when a heartbeat finds the lease lost.
    // Not AbortSignal.any: a signal combined with the long-lived shutdown signal is never freed (nodejs/node#55351).
    const cancel = new AbortController();
    const stopping = shutdown.signal;
    const onStop = () => cancel.abort(stopping.reason);
    stopping.addEventListener('abort', onStop);
    const heartbeat = setInterval(() => {
      jobs.extend(lease, tuning.leaseMs).then(
        (held) => {
          if (held) return;
          clearInterval(heartbeat);
          cancel.abort(new LeaseLostError(lease));
        },
        // The lease outlasts two more beats: a renewal the database missed is made at the next.
        () => undefined,
      );
    }, tuning.leaseMs / 3);
    try {
      await attempt(job, lease, cancel.signal);
    } catch (error) {
      if (!(error instanceof LeaseLostError)) throw error;
      // The job outlived its lease (a stalled process) and another worker has it now: whatever this run read, the new holder writes.
      log.warn({ emailId: job.email_id, queue: tuning.queue, attempt: job.attempts }, 'intake: lost the lease on the e-mail to another worker; dropping this run, which wrote nothing');
    } finally {
      clearInterval(heartbeat);
      stopping.removeEventListener('abort', onStop);
    }
  }

  /** One claim of a job. Every write checks the lease and throws LeaseLostError when it was lost. */
  async function attempt(job: IntakeJob, lease: JobLease, signal: AbortSignal): Promise<void> {
    const started = Date.now();
    if (job.attempts > tuning.maxAttempts) {
      // Earlier attempts ended without a word (the process died): do not try again. When even
      // the attempt to give up died, the message is not read at all any more.
      const reason = `processing never finished in ${tuning.maxAttempts} attempts${job.last_error ? ` (last error: ${job.last_error})` : ''}`;
      if (job.attempts <= tuning.maxAttempts + 1) return giveUp(job, lease, reason);
      return writeBareFailure(ctx, job.email_id, reason, lease).catch(unlessLost(job, 'could not write the failed report; the lease will expire'));
    }
    try {
      await jobs.markProcessing(job.email_id);
      const processed = await processEmail(ctx, job.email_id, { signal, ocr: tuning.queue === 'ocr', lease });
      if (processed && 'needsOcr' in processed) {
        await jobs.moveToOcr(lease);
        ctx.intakeWake.notify();
        log.info({ emailId: job.email_id, ms: Date.now() - started }, 'intake: e-mail has scans, queued for OCR');
      } else if (processed) {
        const { report } = processed;
        log.info({ emailId: job.email_id, queue: tuning.queue, status: report.status, invoices: report.invoiceCount, ms: Date.now() - started }, 'intake: e-mail processed');
      }
    } catch (error) {
      if (error instanceof LeaseLostError) throw error;
      if (signal.aborted) {
        if (signal.reason instanceof LeaseLostError) throw signal.reason;
        // Stopping: the job runs again after its lease or at the next start.
        return;
      }
      const reason = describe(error);
      if (job.attempts >= tuning.maxAttempts) {
        await giveUp(job, lease, `${reason} (after ${job.attempts} attempts)`);
      } else {
        log.warn({ emailId: job.email_id, attempt: job.attempts, err: reason }, 'intake: processing failed, will retry');
        await jobs.retryLater(lease, job.email_id, reason, Date.now() + backoff(job.attempts)).catch(unlessLost(job, 'could not schedule a retry; the lease will expire'));
      }
    }
  }

  async function giveUp(job: IntakeJob, lease: JobLease, reason: string): Promise<void> {
    log.error({ emailId: job.email_id, err: reason }, 'intake: giving up, writing a failed report');
    try {
      await processEmail(ctx, job.email_id, { failure: reason, lease });
    } catch (error) {
      if (error instanceof LeaseLostError) throw error;
      await writeBareFailure(ctx, job.email_id, `${reason}; reading it again also failed: ${describe(error)}`, lease).catch(
        unlessLost(job, 'could not write the failed report; the lease will expire'),
      );
    }
  }

  /** Logs a failed write, but lets a lost lease through: that ends the run rather than a step of it. */
  const unlessLost = (job: IntakeJob, message: string) => (error: unknown) => {
    if (error instanceof LeaseLostError) throw error;
    log.error({ emailId: job.email_id, err: describe(error) }, `intake: ${message}`);
  };

  const backoff = (attempt: number) => {
    const delay = Math.min(tuning.retryBaseMs * 2 ** (attempt - 1), 3600_000);
    return delay * (0.8 + Math.random() * 0.4);
  };

  return {
    start() {
      if (running) return;
      running = true;
      shutdown = new AbortController();
      unsubscribe = ctx.intakeWake.subscribe(() => void pump());
      timer = setInterval(() => void pump(), tuning.pollMs);
      void pump();
    },
    async stop() {
      running = false;
      clearInterval(timer);
      unsubscribe?.();
      let expired: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (expired = setTimeout(resolve, tuning.stopGraceMs)));
      await Promise.race([Promise.allSettled([...inFlight]), grace]);
      clearTimeout(expired);
      shutdown.abort();
    },
  };
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);
