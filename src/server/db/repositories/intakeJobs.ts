import { sql, type ExpressionBuilder, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { DatabaseKind } from '../database';
import { nowIso } from '../ids';
import type { Database, IntakeJobsTable, IntakeQueue } from '../schema';

export type IntakeJob = Selectable<IntakeJobsTable>;

/**
 * One claim of a job. The claim counts as an attempt, so `attempt` tells this claim from a later
 * one by the same worker (a process that stalled past its lease and claimed the job again).
 */
export interface JobLease {
  jobId: string;
  workerId: string;
  attempt: number;
}

export const leaseOf = (job: IntakeJob, workerId: string): JobLease => ({ jobId: job.id, workerId, attempt: job.attempts });

/**
 * Thrown by a write for a job whose lease was lost (it expired and another worker claimed the
 * job, or it was released): the write's transaction rolls back, as the job's results are the
 * new holder's to write.
 */
export class LeaseLostError extends Error {
  constructor(lease: JobLease) {
    super(`lost the lease on intake job ${lease.jobId}`);
    this.name = 'LeaseLostError';
  }
}

const heldBy = (lease: JobLease) => (eb: ExpressionBuilder<Database, 'intake_jobs'>) =>
  eb.and({ id: lease.jobId, locked_by: lease.workerId, attempts: lease.attempt, status: 'running' });

const released = () => ({ status: 'pending' as const, locked_by: null, locked_until: null, updated_at: nowIso() });

/**
 * The database's clock, `ms` on, as nowIso writes it. Leases are set and judged by this one
 * clock, so a machine whose own clock runs ahead cannot take the jobs of the others early.
 */
function databaseTime(kind: DatabaseKind, ms = 0): RawBuilder<string> {
  return kind === 'postgres'
    ? sql<string>`to_char((statement_timestamp() + ${ms}::double precision * interval '1 millisecond') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`+${ms / 1000} seconds`})`;
}

/**
 * The intake queue (a table, so it survives crashes and is shared by every process).
 * A claim is a lease: `locked_until` passes and the job is claimable again, which is how
 * the work of a process that died is picked up by another. Every write for a claimed job
 * (its results, a retry, the move to OCR) first checks that the claim still holds.
 */
export function createIntakeJobsRepository(db: Kysely<Database>, kind: DatabaseKind) {
  // One statement picks and takes the job. On PostgreSQL concurrent claimers skip rows
  // locked by each other; SQLite has a single writer, so the statement is atomic there.
  const skipLocked = kind === 'postgres' ? sql`for update skip locked` : sql``;

  return {
    /** `now` is the process's clock, which wrote the pending jobs' `run_after`. */
    async claim(queue: IntakeQueue, workerId: string, leaseMs: number, now = Date.now()): Promise<IntakeJob | undefined> {
      const at = nowIso(now);
      const result = await sql<IntakeJob>`
        update intake_jobs
        set status = 'running', locked_by = ${workerId}, locked_until = ${databaseTime(kind, leaseMs)},
            attempts = attempts + 1, updated_at = ${at}
        where id = (
          select id from intake_jobs
          where queue = ${queue} and ((status = 'pending' and run_after <= ${at}) or (status = 'running' and locked_until < ${databaseTime(kind)}))
          order by run_after
          limit 1
          ${skipLocked}
        )
        returning *`.execute(db);
      return result.rows[0];
    },

    /** Keeps a long job's lease; false when the lease was lost (taken over after expiry). */
    async extend(lease: JobLease, leaseMs: number): Promise<boolean> {
      const result = await db.updateTable('intake_jobs').set({ locked_until: databaseTime(kind, leaseMs) }).where(heldBy(lease)).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The e-mail's bills are scans: it waits for an OCR thread, in this process or another. */
    async moveToOcr(lease: JobLease): Promise<void> {
      const result = await db
        .updateTable('intake_jobs')
        // Its reading so far succeeded: OCR gets attempts of its own.
        .set({ ...released(), queue: 'ocr', attempts: 0, run_after: nowIso() })
        .where(heldBy(lease))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new LeaseLostError(lease);
    },

    async retryLater(lease: JobLease, emailId: string, error: string, runAfter: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('intake_jobs')
          .set({ ...released(), run_after: nowIso(runAfter), last_error: error })
          .where(heldBy(lease))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw new LeaseLostError(lease);
        await trx.updateTable('emails').set({ status: 'queued', updated_at: nowIso() }).where('id', '=', emailId).execute();
      });
    },

    /**
     * At start on SQLite: running jobs whose lease has expired, or whose holder `holderGone`
     * says is gone (a process of this machine that died), are released at once rather than
     * when their lease expires. The others belong to a live process sharing the file.
     */
    async releaseOrphans(holderGone: (workerId: string) => boolean): Promise<number> {
      const expired = await db.updateTable('intake_jobs').set(released()).where('status', '=', 'running').where('locked_until', '<', databaseTime(kind)).executeTakeFirst();
      let count = Number(expired.numUpdatedRows);
      const running = await db.selectFrom('intake_jobs').select(['id', 'locked_by', 'attempts']).where('status', '=', 'running').execute();
      for (const job of running) {
        if (job.locked_by === null || !holderGone(job.locked_by)) continue;
        // Only if it is still that holder's claim: a live process may have claimed it since.
        const result = await db.updateTable('intake_jobs').set(released()).where(heldBy({ jobId: job.id, workerId: job.locked_by, attempt: job.attempts })).executeTakeFirst();
        count += Number(result.numUpdatedRows);
      }
      return count;
    },

    async markProcessing(emailId: string): Promise<void> {
      await db.updateTable('emails').set({ status: 'processing', updated_at: nowIso() }).where('id', '=', emailId).where('status', '=', 'queued').execute();
    },
  };
}

export type IntakeJobsRepository = ReturnType<typeof createIntakeJobsRepository>;

/**
 * The first write of the transaction that writes an e-mail's results, so both commit or neither.
 * With a lease it finishes the job only while the lease holds, and throws LeaseLostError
 * otherwise. On PostgreSQL the row lock it takes makes a second writer of the same job wait for
 * this transaction and then find the job finished, so two stalled workers never both commit.
 * Without a lease (the e-mail processed again outside the queue) the job is finished as it is.
 */
export async function finishJob(trx: Kysely<Database>, emailId: string, status: 'done' | 'failed', error: string | null, lease: JobLease | null): Promise<void> {
  const update = trx.updateTable('intake_jobs').set({ status, locked_by: null, locked_until: null, last_error: error, updated_at: nowIso() });
  const result = await (lease ? update.where(heldBy(lease)) : update.where('email_id', '=', emailId)).executeTakeFirst();
  if (lease && Number(result.numUpdatedRows) === 0) throw new LeaseLostError(lease);
}
