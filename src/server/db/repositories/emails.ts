import { sql, type Kysely, type Selectable } from 'kysely';
import type { ClientScope } from '../../auth/access';
import type { EmailSummary } from '../../../shared/contract/emails';
import { HttpError } from '../../http/errors';
import type { PageRequest } from '../../http/pagination';
import type { DatabaseKind } from '../database';
import { nowIso } from '../ids';
import type { JsonPageRow, JsonText } from '../jsonText';
import type { Database, EmailsTable } from '../schema';
import { searchCondition, type SearchPath } from '../searchCondition';
import { emailSearchText } from '../searchText';
import { cleanComments } from './emailMappers';
import { forInvoice, linkChange } from './historyChanges';
import { createInvoiceHistoryRepository } from './invoiceHistory';
import { listItem } from './keptListItems';
import { createListPages, type PageGate } from './listPage';

export type EmailRow = Selectable<EmailsTable>;

export interface EmailFilters {
  search?: string | undefined;
  isReviewed?: boolean | undefined;
  /** Only e-mails no invoice is linked to. */
  unassociated?: boolean;
}

export type EmailEdit = Partial<Pick<EmailRow, 'subject' | 'comment' | 'comments' | 'is_reviewed'>>;

export function createEmailsRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const listPage = createListPages(db);
  const item = listItem(db, kind, 'emails');

  function filtered(scope: string[] | 'all', { search, isReviewed, unassociated }: EmailFilters, path?: SearchPath) {
    return db
      .selectFrom('emails')
      .$if(scope !== 'all', (q) => q.where('emails.client_id', 'in', scope as string[]))
      .$if(isReviewed !== undefined, (q) => q.where('emails.is_reviewed', '=', isReviewed ? 1 : 0))
      .$if(Boolean(search), (q) => q.where(searchCondition(kind, 'emails.search_text', search ?? '', path)))
      .$if(Boolean(unassociated), (q) =>
        q.where(({ not, exists, selectFrom }) => not(exists(selectFrom('invoices').select('invoices.id').whereRef('invoices.email_id', '=', 'emails.id')))),
      );
  }

  return {
    /** Newest first, as the database writes them. */
    async list(scope: ClientScope, filters: EmailFilters = {}): Promise<JsonText<EmailSummary>[]> {
      if (scope !== 'all' && scope.length === 0) return [];
      const rows = await filtered(scope, filters).select(item().as('item')).orderBy('emails.created_at', 'desc').orderBy('emails.id', 'desc').execute();
      return rows.map((row) => row.item);
    },

    /**
     * One e-mail as lists show it, written by the same description as the lists. Its history is
     * cleaned once more: the answer is encoded through the contract, and a damaged stored entry
     * must not fail it.
     */
    async summary(id: string): Promise<EmailSummary | undefined> {
      const row = await db.selectFrom('emails').select(item().as('item')).where('emails.id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const summary = JSON.parse(row.item) as EmailSummary;
      return { ...summary, comments: cleanComments(summary.comments) };
    },

    page(scope: ClientScope, filters: EmailFilters, request: PageRequest, gate?: PageGate): Promise<{ rows: JsonPageRow<EmailSummary>[]; total: number }> {
      const filter = { reviewed: filters.isReviewed, search: filters.search, unassociated: filters.unassociated };
      return listPage({ list: 'emails', scope, filter, request, gate }, {
        ids: (path) => filtered(scope, filters, path).select('emails.id'),
        order: ['emails.created_at', 'emails.id'],
        rows: (page) => page.clearSelect().select(['emails.id', 'emails.created_at', item().as('item')]),
        // On PostgreSQL the trigram index finds the matches either way; measured with this too.
        searchedIdsFirst: true,
      });
    },

    findById(id: string): Promise<EmailRow | undefined> {
      return db.selectFrom('emails').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async raw(emailId: string): Promise<Buffer | undefined> {
      const row = await db.selectFrom('email_raw').select('raw').where('email_id', '=', emailId).executeTakeFirst();
      return row?.raw;
    },

    /**
     * Applies `edit` to the current row and writes it only if the row is still at the version
     * it read (else reads again), so two comments at once both reach the history.
     */
    async edit(id: string, edit: (row: EmailRow) => EmailEdit): Promise<EmailRow | undefined> {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const row = await db.selectFrom('emails').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row) return undefined;
        const patch = edit(row);
        const merged = { ...row, ...patch };
        const updated = await db
          .updateTable('emails')
          .set({ ...patch, search_text: emailSearchText(merged), version: row.version + 1, updated_at: nowIso() })
          .where('id', '=', id)
          .where('version', '=', row.version)
          .returningAll()
          .executeTakeFirst();
        if (updated) return updated;
      }
      throw new HttpError(503, 'This e-mail is being changed by others right now. Please try again.', {}, { 'retry-after': '1' });
    },

    /** A flip in one statement, so two reviewers clicking at once end where they started. */
    toggleReviewed(id: string): Promise<EmailRow | undefined> {
      return db
        .updateTable('emails')
        .set({ is_reviewed: sql<number>`1 - is_reviewed`, version: sql<number>`version + 1`, updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Attachments go with the e-mail, except a PDF an invoice still shows: that one stays as
     * the client's file, so deleting a task never empties an invoice's PDF viewer. The invoices
     * linked to it lose the link (ON DELETE SET NULL), which their histories record as `userId`'s.
     */
    delete(id: string, userId: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const linked = await trx.selectFrom('invoices').select('id').where('email_id', '=', id).execute();
        await createInvoiceHistoryRepository(trx).record(
          userId,
          linked.flatMap((invoice) => forInvoice(invoice.id, [linkChange(id, null)])),
        );
        await trx
          .updateTable('attachments')
          .set({ email_id: null })
          .where('email_id', '=', id)
          .where(({ exists, selectFrom }) => exists(selectFrom('invoices').select('invoices.id').whereRef('invoices.attachment_id', '=', 'attachments.id')))
          .execute();
        const result = await trx.deleteFrom('emails').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },
  };
}

export type EmailsRepository = ReturnType<typeof createEmailsRepository>;
