import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { acceptMessage, type AcceptedEmail, type IncomingMessage } from './queue/accept';
import { createIntakeWorker, type IntakeWorker, type WorkerTuning } from './queue/worker';
import { holderGoneAtStart } from './queue/workerId';
import { createRecipientResolver } from './receiver/recipients';
import { createMessageRateLimit } from './receiver/senderLimits';
import { createSmtpReceiver } from './receiver/smtpReceiver';

export type { AcceptedEmail, IncomingMessage } from './queue/accept';

export interface IntakeOptions {
  log: FastifyBaseLogger;
  /** Where the SMTP receiver listens; false for a process that only processes (and tests). */
  smtp: { port: number; host: string } | false;
  /** False for a process that only receives (SERVER_ROLES without intake): its e-mails wait for the workers of other processes. */
  workers?: boolean;
  /** Tests shorten the timings; the defaults suit production. */
  tuning?: Partial<WorkerTuning>;
  ocrTuning?: Partial<WorkerTuning>;
}

export interface Intake {
  /** Stores and queues a message; resolves once it is durable. */
  accept(message: IncomingMessage): Promise<AcceptedEmail[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The port the receiver listens on (useful with port 0), null when it does not. */
  smtpPort(): number | null;
}

/** The intake service of DESIGN.md section 5: SMTP receiver, durable queue and workers. */
export function createIntake(ctx: AppContext, options: IntakeOptions): Intake {
  const { config } = ctx;
  const accept = (message: IncomingMessage) => acceptMessage(ctx, message);
  const shared = {
    maxAttempts: config.intake.maxAttempts,
    leaseMs: config.intake.leaseMs,
    pollMs: 1_000,
    retryBaseMs: 5_000,
    // Within the shutdown deadline (lifecycle/shutdown.ts); a job cut short runs again later.
    stopGraceMs: 6_000,
  };
  const workers: IntakeWorker[] = [];
  if (options.workers !== false) {
    workers.push(createIntakeWorker(ctx, { queue: 'intake', concurrency: config.intake.workers * 2, ...shared, ...options.tuning }, options.log));
    // As many e-mails in OCR as there are OCR threads: more would only wait, holding their mail.
    if (ctx.ocr) workers.push(createIntakeWorker(ctx, { queue: 'ocr', concurrency: config.intake.ocr.workers, ...shared, ...options.tuning, ...options.ocrTuning }, options.log));
  }
  const receiver = options.smtp
    ? createSmtpReceiver({
        config: config.intake,
        clientFor: createRecipientResolver(ctx.repos.clients),
        rateLimit: createMessageRateLimit(ctx.db.kysely, config.intake.smtpRateLimit),
        accept,
        log: options.log,
      })
    : null;
  let port: number | null = null;

  return {
    accept,
    async start() {
      for (const worker of workers) worker.start();
      if (receiver && options.smtp) port = await receiver.listen(options.smtp.port, options.smtp.host);
    },
    async stop() {
      await receiver?.close();
      await Promise.all(workers.map((worker) => worker.stop()));
    },
    smtpPort: () => port,
  };
}

/**
 * Once at start, before any intake worker runs: on SQLite a job still marked running whose
 * process is gone (a run of this machine that died) is taken up again at once rather than when
 * its lease expires. The jobs of a live process sharing the file stay with it, so processes
 * started on their own (or restarted) may share one SQLite file.
 */
export async function resumeUnfinishedIntake(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  if (ctx.db.kind !== 'sqlite') return;
  const released = await ctx.repos.intakeJobs.releaseOrphans(holderGoneAtStart);
  if (released > 0) log.info({ jobs: released }, 'intake: resuming e-mails left unfinished by the last run');
}
