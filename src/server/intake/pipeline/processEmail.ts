import type { AppContext } from '../../context';
import { loadEmailWithRaw } from '../../db/repositories/intake';
import { parseMessage } from '../mime/parseMessage';
import type { BuiltReport } from '../reports/buildReport';
import { analyseAttachments, withoutAnalysis } from './analyse';
import { loadSenderHints } from './senderHints';
import { writeResults } from './writeResults';

/**
 * One e-mail from raw message to report. The slow part (PDF analysis, in worker threads)
 * runs before the write transaction, so the database is held only for the writes.
 * `failure` is set for the last attempt after errors: the e-mail is then read and kept
 * without analysis, and gets a failed report. Undefined when the e-mail no longer exists.
 * An aborted `signal` (shutdown) stops it before it writes: the job is picked up again.
 */
export async function processEmail(ctx: AppContext, emailId: string, failure: string | null = null, signal?: AbortSignal): Promise<BuiltReport | undefined> {
  const db = ctx.db.kysely;
  const loaded = await loadEmailWithRaw(db, emailId);
  if (!loaded) return undefined;
  const parsed = await parseMessage(loaded.raw);
  const sender = parsed.from?.address ?? loaded.email.sender_email;
  const analysed = failure
    ? withoutAnalysis(parsed.attachments, failure)
    : await analyseAttachments(ctx.pdf, parsed.attachments, sender ? await loadSenderHints(db, loaded.email.client_id, sender) : {});
  signal?.throwIfAborted();
  return db.transaction().execute((trx) => writeResults(trx, { email: loaded.email, parsed, analysed, failure }));
}
