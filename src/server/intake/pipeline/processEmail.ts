import type { AppContext } from '../../context';
import { loadEmailWithRaw } from '../../db/repositories/intake';
import type { JobLease } from '../../db/repositories/intakeJobs';
import { analyzeBody, type BodyReading, type MessageBody } from '../body/analyzeBody';
import { parseMessage } from '../mime/parseMessage';
import type { LearnedHint } from '../pdf/types';
import type { BuiltReport } from '../reports/buildReport';
import { resolverFor } from '../resolution';
import { analyseAttachments, needsOcr, withoutAnalysis } from './analyse';
import { writeResults } from './writeResults';

export interface ProcessOptions {
  /** Set for the last attempt after errors: the e-mail is kept without analysis, with a failed report. */
  failure?: string | null;
  /** Shutdown: stops before it writes, and the job is picked up again. */
  signal?: AbortSignal | undefined;
  /** Read scans and pictures now (the OCR queue); otherwise an e-mail that has some is sent there. */
  ocr?: boolean;
  /** The queue worker's claim on the job: the results are written only while it holds (writeResults). */
  lease?: JobLease;
}

/** The report written, the e-mail sent to the OCR queue, or undefined when it no longer exists. */
export type Processed = { report: BuiltReport } | { needsOcr: true } | undefined;

/**
 * One e-mail from raw message to report. The slow part (PDF analysis, OCR and reading the body
 * for a bill, in worker threads) runs before the write transaction, so the database is held only for the writes.
 * An e-mail whose bills include scans or pictures is written only once they are read: from the
 * intake queue it goes to the OCR queue (when this process has OCR), and is read whole there.
 */
export async function processEmail(ctx: AppContext, emailId: string, options: ProcessOptions = {}): Promise<Processed> {
  const db = ctx.db.kysely;
  const loaded = await loadEmailWithRaw(db, emailId);
  if (!loaded) return undefined;
  const parsed = await parseMessage(loaded.raw);
  const sender = parsed.from?.address ?? loaded.email.sender_email;
  const failure = options.failure ?? null;
  const ocr = options.ocr ? ctx.ocr : null;
  const hints = sender && !failure ? await ctx.repos.learnedHints.forSender(loaded.email.client_id, sender) : [];
  const analysed = failure ? withoutAnalysis(parsed.attachments, failure) : await analyseAttachments(ctx.pdf, ocr, parsed.attachments, hints);
  options.signal?.throwIfAborted();
  if (!failure && !options.ocr && ctx.ocr && analysed.some(needsOcr)) return { needsOcr: true };
  const body = failure ? null : await readBody(ctx, { html: parsed.html, text: parsed.text, senderName: parsed.from?.name ?? null }, hints);
  // The client's directory is read before the write transaction, which holds the database only for the writes.
  const directory = failure ? null : await resolverFor(db, loaded.email.client_id);
  options.signal?.throwIfAborted();
  return { report: await db.transaction().execute((trx) => writeResults(trx, { email: loaded.email, parsed, analysed, body, failure, directory, lease: options.lease })) };
}

/** Past this a body goes to the worker threads; a covering note's few lines cost less than the trip. */
const IN_PROCESS_BODY = 20_000;

function readBody(ctx: AppContext, body: MessageBody, hints: readonly LearnedHint[]): Promise<BodyReading> {
  const size = (body.html?.length ?? 0) + (body.text?.length ?? 0);
  return size <= IN_PROCESS_BODY ? Promise.resolve(analyzeBody(body, hints)) : ctx.pdf.analyzeBody(body, hints);
}
