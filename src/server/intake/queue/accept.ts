import type { AppContext } from '../../context';
import { insertQueuedEmail } from '../../db/repositories/intake';
import type { EmailStatus } from '../../db/schema';
import { unique } from '../mime/addresses';
import { readHeaderFields } from '../mime/headerFields';

export interface IncomingMessage {
  raw: Buffer;
  /** The clients it is for: one e-mail each. */
  clientIds: string[];
  source: 'smtp' | 'http';
  /** SMTP envelope: MAIL FROM and the accepted RCPT TO addresses. */
  envelope?: { mailFrom: string | null; rcptTo: string[] };
}

export interface AcceptedEmail {
  id: string;
  clientId: string;
  status: EmailStatus;
  /** This client already had a message with this Message-ID: nothing new was stored. */
  duplicate: boolean;
}

/**
 * Stores a message durably and queues it: for each client an e-mail (status queued, with the
 * header fields a list shows), the raw message and a job, all in one transaction. When this
 * resolves the message is safe (SMTP answers 250 only then); processing follows.
 */
export async function acceptMessage(ctx: AppContext, message: IncomingMessage): Promise<AcceptedEmail[]> {
  const headers = await readHeaderFields(message.raw);
  const recipients = unique([...(message.envelope?.rcptTo ?? []), ...headers.recipients]);
  const senderEmail = headers.from?.address ?? message.envelope?.mailFrom?.toLowerCase() ?? '';
  const accepted = await ctx.db.kysely.transaction().execute(async (trx) => {
    const rows: AcceptedEmail[] = [];
    for (const clientId of unique(message.clientIds)) {
      const row = await insertQueuedEmail(trx, {
        clientId,
        messageId: headers.messageId,
        subject: headers.subject,
        senderEmail,
        senderName: headers.from?.name ?? null,
        recipients,
        sentAt: headers.sentAt,
        source: message.source,
        raw: message.raw,
      });
      rows.push({ ...row, clientId });
    }
    return rows;
  });
  if (accepted.some((a) => !a.duplicate)) ctx.intakeWake.notify();
  return accepted;
}
