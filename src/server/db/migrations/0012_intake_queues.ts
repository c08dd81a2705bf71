import type { Kysely } from 'kysely';

/**
 * Intake jobs in two queues: `intake` reads every e-mail as it arrives; `ocr` takes the e-mails
 * whose bills are scans or pictures, so their seconds of OCR never hold the slots that text
 * PDFs go through. A job moves from the first to the second; any process with OCR threads
 * claims from the second.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('intake_jobs').addColumn('queue', 'text', (col) => col.notNull().defaultTo('intake')).execute();
  await db.schema.createIndex('intake_jobs_queue_ready_idx').on('intake_jobs').columns(['queue', 'status', 'run_after']).execute();
  await db.schema.dropIndex('intake_jobs_ready_idx').execute();
}
