import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseKind } from '../database';
import { nowIso } from '../ids';
import type { Database, IntakeJobsTable, IntakeQueue } from '../schema';

export type IntakeJob = Selectable<IntakeJobsTable>;

/**
 * The intake queue (a table, so it survives crashes and is shared by every process).
 * A claim is a lease: `locked_until` passes and the job is claimable again, which is how
 * the work of a process that died is picked up by another.
 */
export function createIntakeJobsRepository(db: Kysely<Database>, kind: DatabaseKind) {
  // One statement picks and takes the job. On PostgreSQL concurrent claimers skip rows
  // locked by each other; SQLite has a single writer, so the statement is atomic there.
  const skipLocked = kind === 'postgres' ? sql`for update skip locked` : sql``;

  return {
    async claim(queue: IntakeQueue, workerId: string, leaseMs: number, now = Date.now()): Promise<IntakeJob | undefined> {
      const at = nowIso(now);
      const result = await sql<IntakeJob>`
        update intake_jobs
        set status = 'running', locked_by = ${workerId}, locked_until = ${nowIso(now + leaseMs)},
            attempts = attempts + 1, updated_at = ${at}
        where id = (
          select id from intake_jobs
          where queue = ${queue} and ((status = 'pending' and run_after <= ${at}) or (status = 'running' and locked_until < ${at}))
          order by run_after
          limit 1
          ${skipLocked}
        )
        returning *`.execute(db);
      return result.rows[0];
    },

    /** Keeps a long job's lease; false when the lease was lost (taken over after expiry). */
    async extend(jobId: string, workerId: string, leaseMs: number): Promise<boolean> {
      const result = await db
        .updateTable('intake_jobs')
        .set({ locked_until: nowIso(Date.now() + leaseMs) })
        .where('id', '=', jobId)
        .where('locked_by', '=', workerId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The e-mail's bills are scans: it waits for an OCR thread, in this process or another. */
    async moveToOcr(jobId: string): Promise<void> {
      await db
        .updateTable('intake_jobs')
        // Its reading so far succeeded: OCR gets attempts of its own.
        .set({ queue: 'ocr', status: 'pending', attempts: 0, run_after: nowIso(), locked_by: null, locked_until: null, updated_at: nowIso() })
        .where('id', '=', jobId)
        .execute();
    },

    async retryLater(jobId: string, emailId: string, error: string, runAfter: number): Promise<void> {
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('intake_jobs')
          .set({ status: 'pending', run_after: nowIso(runAfter), locked_by: null, locked_until: null, last_error: error, updated_at: now })
          .where('id', '=', jobId)
          .execute();
        await trx.updateTable('emails').set({ status: 'queued', updated_at: now }).where('id', '=', emailId).execute();
      });
    },

    /**
     * At start on SQLite: one process owns the file, so a running job can only be left over
     * from a process that died, and need not wait for its lease to expire.
     */
    async releaseOrphans(): Promise<number> {
      const result = await db
        .updateTable('intake_jobs')
        .set({ status: 'pending', locked_by: null, locked_until: null, updated_at: nowIso() })
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async markProcessing(emailId: string): Promise<void> {
      await db.updateTable('emails').set({ status: 'processing', updated_at: nowIso() }).where('id', '=', emailId).where('status', '=', 'queued').execute();
    },
  };
}

export type IntakeJobsRepository = ReturnType<typeof createIntakeJobsRepository>;

/** Inside the transaction that writes an e-mail's results, so both commit or neither. */
export async function finishJob(trx: Kysely<Database>, emailId: string, status: 'done' | 'failed', error: string | null): Promise<void> {
  await trx
    .updateTable('intake_jobs')
    .set({ status, locked_by: null, locked_until: null, last_error: error, updated_at: nowIso() })
    .where('email_id', '=', emailId)
    .execute();
}
