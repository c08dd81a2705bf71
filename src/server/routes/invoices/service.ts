import type { InvoiceDetail, InvoiceSummary } from '../../../shared/contract/invoices';
import type { AuthUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { toInvoiceDetail } from '../../db/repositories/invoiceMappers';
import type { InvoiceRow } from '../../db/repositories/invoices';
import { forbidden, notFound } from '../../http/errors';

const LEARNED_FIELDS = [
  ['payee', 'payee'],
  ['glAccount', 'gl_account'],
  ['property', 'property'],
] as const;

/** What the invoice routes share: repositories, the access check and the detail assembly. */
export function invoiceService(ctx: AppContext) {
  const { repos, access } = ctx;
  const { invoices, learnedHints } = repos;

  /** The invoice as lists show it, after a change: 404 if it went meanwhile. */
  async function summaryOf(id: string): Promise<InvoiceSummary> {
    const summary = await invoices.summary(id);
    if (!summary) throw notFound('Invoice not found');
    return summary;
  }

  return {
    repos,
    access,
    summaryOf,
    invoices,

    /** The invoice, or 404 alike for one that does not exist and one of another client. */
    async reachable(user: AuthUser, id: string): Promise<InvoiceRow> {
      const row = await invoices.findById(id);
      if (!row || !(await access.canReach(user, row.client_id))) throw notFound('Invoice not found');
      return row;
    },

    /**
     * The named invoices, once each, when every one of them belongs to a client `within` allows;
     * else 403 naming how many do not. A missing invoice and another client's count alike, so the
     * answer tells nothing of either, and the caller changes or reads none of them.
     */
    async allWithin(ids: string[], within: (clientId: string) => boolean): Promise<string[]> {
      const wanted = [...new Set(ids)];
      const found = (await invoices.owners(wanted)).filter((owner) => within(owner.client_id));
      const refused = wanted.length - found.length;
      if (refused > 0) throw forbidden(`${refused} of the ${wanted.length} invoices do not exist or belong to a client you cannot reach; nothing was done.`);
      return wanted;
    },

    async detailOf(row: InvoiceRow): Promise<InvoiceDetail> {
      const [summary, client, lineItems, pdf] = await Promise.all([
        summaryOf(row.id),
        invoices.client(row.client_id),
        invoices.lineItems(row.id),
        invoices.pdf(row.attachment_id),
      ]);
      return toInvoiceDetail(row, { summary, client, lineItems, pdf });
    },


    /** A reviewer's change to payee, GL account or property teaches intake about this sender's documents like this one. */
    async recordCorrections(before: InvoiceRow, after: InvoiceRow): Promise<void> {
      for (const [field, column] of LEARNED_FIELDS) {
        if (after[column] !== before[column]) await learnedHints.recordCorrection(after, field, after[column]);
      }
    },
  };
}

export type InvoiceService = ReturnType<typeof invoiceService>;
