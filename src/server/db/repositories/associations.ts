import { sql, type Kysely } from 'kysely';
import type { ClientScope } from '../../auth/access';
import type { Database } from '../schema';
import { likePattern } from '../searchText';

export interface UnlinkedInvoice {
  id: string;
  client_id: string;
  invoice_number: string | null;
  sender_email: string | null;
  sha256: string | null;
}

/** Short or digit-free numbers ("1", "INV") would match half the mailbox. */
const MATCHABLE_NUMBER = /^(?=.*\d).{3,}$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Queries of the association finder: which e-mail an invoice with no e-mail most likely came from. */
export function createAssociationsRepository(db: Kysely<Database>) {
  return {
    async unlinkedInvoices(scope: ClientScope): Promise<UnlinkedInvoice[]> {
      if (scope !== 'all' && scope.length === 0) return [];
      return db
        .selectFrom('invoices')
        .leftJoin('attachments', 'attachments.id', 'invoices.attachment_id')
        .select(['invoices.id', 'invoices.client_id', 'invoices.invoice_number', 'invoices.sender_email', 'attachments.sha256'])
        .where('invoices.email_id', 'is', null)
        .$if(scope !== 'all', (q) => q.where('invoices.client_id', 'in', scope as string[]))
        .orderBy('invoices.created_at')
        .orderBy('invoices.id')
        .execute();
    },

    /** The same PDF (by sha256) attached to an e-mail of the same client: the surest sign. */
    async emailWithSameFile(invoice: UnlinkedInvoice): Promise<string | undefined> {
      if (!invoice.sha256) return undefined;
      const row = await db
        .selectFrom('attachments')
        .select('email_id')
        .where('client_id', '=', invoice.client_id)
        .where('sha256', '=', invoice.sha256)
        .where('email_id', 'is not', null)
        .orderBy('created_at')
        .executeTakeFirst();
      return row?.email_id ?? undefined;
    },

    /**
     * An e-mail of the same client whose sender, subject or body names the invoice number as
     * a whole word; one from the invoice's own sender first, then the newest.
     */
    async emailMentioning(invoice: UnlinkedInvoice): Promise<string | undefined> {
      const number = invoice.invoice_number?.trim().toLowerCase();
      if (!number || !MATCHABLE_NUMBER.test(number)) return undefined;
      const rows = await db
        .selectFrom('emails')
        .select(['id', 'search_text'])
        .where('client_id', '=', invoice.client_id)
        .where(sql<boolean>`search_text like ${likePattern(number)} escape '\\'`)
        .orderBy(sql`case when sender_email = ${invoice.sender_email ?? ''} then 0 else 1 end`)
        .orderBy('created_at', 'desc')
        .limit(20)
        .execute();
      const word = new RegExp(`(^|[^a-z0-9])${escapeRegExp(number)}($|[^a-z0-9])`);
      return rows.find((row) => word.test(row.search_text))?.id;
    },
  };
}
