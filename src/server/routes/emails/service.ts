import type { EmailDetail, EmailSummary } from '../../../shared/contract/emails';
import type { AuthUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { toEmailDetail } from '../../db/repositories/emailMappers';
import type { EmailRow } from '../../db/repositories/emails';
import { notFound } from '../../http/errors';

/** What the e-mail routes (and the associations) share: repositories, the access check, row → answer. */
export function emailService(ctx: AppContext) {
  const { repos, access } = ctx;
  const { emails, attachments } = repos;

  /** The e-mail as lists show it, after a change: 404 if it went meanwhile. */
  async function summaryOf(id: string): Promise<EmailSummary> {
    const summary = await emails.summary(id);
    if (!summary) throw notFound('Email not found');
    return summary;
  }

  return {
    repos,
    access,
    emails,
    summaryOf,


    /** The e-mail, or 404 alike for one that does not exist and one of another client. */
    async reachable(user: AuthUser, id: string): Promise<EmailRow> {
      const row = await emails.findById(id);
      if (!row || !(await access.canReach(user, row.client_id))) throw notFound('Email not found');
      return row;
    },

    async detailOf(row: EmailRow): Promise<EmailDetail> {
      const [summary, files, raw] = await Promise.all([summaryOf(row.id), attachments.withContentOf(row.id), emails.raw(row.id)]);
      return toEmailDetail(summary, files, raw);
    },
  };
}

export type EmailService = ReturnType<typeof emailService>;
