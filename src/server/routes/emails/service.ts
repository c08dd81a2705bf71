import type { EmailDetail, EmailSummary } from '../../../shared/contract/emails';
import type { AuthUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { toEmailDetail, toEmailSummary } from '../../db/repositories/emailMappers';
import type { EmailRow } from '../../db/repositories/emails';
import { notFound } from '../../http/errors';

/** What the e-mail routes (and the associations) share: repositories, the access check, row → answer. */
export function emailService(ctx: AppContext) {
  const { repos, access } = ctx;
  const { emails, attachments } = repos;

  /** A list's rows with their attachments' names and report ids, two queries for the whole page. */
  async function summaries(rows: EmailRow[]): Promise<EmailSummary[]> {
    const ids = rows.map((r) => r.id);
    const [files, reports] = await Promise.all([attachments.metaByEmail(ids), emails.reportIds(ids)]);
    return rows.map((row) => toEmailSummary(row, files.get(row.id) ?? [], reports.get(row.id) ?? null));
  }

  return {
    repos,
    access,
    emails,
    summaries,

    /** The e-mail, or 404 alike for one that does not exist and one of another client. */
    async reachable(user: AuthUser, id: string): Promise<EmailRow> {
      const row = await emails.findById(id);
      if (!row || !(await access.canReach(user, row.client_id))) throw notFound('Email not found');
      return row;
    },

    async summaryOf(row: EmailRow): Promise<EmailSummary> {
      const [summary] = await summaries([row]);
      return summary as EmailSummary;
    },

    async detailOf(row: EmailRow): Promise<EmailDetail> {
      const [files, reports, raw] = await Promise.all([attachments.withContentOf(row.id), emails.reportIds([row.id]), emails.raw(row.id)]);
      return toEmailDetail(row, files, reports.get(row.id) ?? null, raw);
    },
  };
}

export type EmailService = ReturnType<typeof emailService>;
