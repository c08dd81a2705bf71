import type { AppContext } from '../../context';
import type { JobLease } from '../../db/repositories/intakeJobs';
import type { ParsedMessage } from '../mime/types';
import { writeResults } from './writeResults';

/**
 * The last resort when even reading the e-mail fails on its last attempt (the database or the
 * raw message itself): a failed report with the reason, and the e-mail kept as it was queued.
 */
export async function writeBareFailure(ctx: AppContext, emailId: string, reason: string, lease: JobLease): Promise<void> {
  const db = ctx.db.kysely;
  const email = await db.selectFrom('emails').selectAll().where('id', '=', emailId).executeTakeFirst();
  if (!email) return;
  const parsed: ParsedMessage = {
    messageId: email.message_id,
    subject: email.subject,
    from: null,
    recipients: [],
    sentAt: null,
    text: email.text_body,
    html: email.html_body,
    attachments: [],
    problems: [],
    readable: false,
  };
  await db.transaction().execute((trx) => writeResults(trx, { email, parsed, analysed: [], body: null, failure: reason, lease }));
}
