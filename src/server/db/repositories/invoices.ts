import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { ClientScope } from '../../auth/access';
import type { InvoiceSummary } from '../../../shared/contract/invoices';
import { offsetOf, type PageRequest } from '../../http/pagination';
import type { DueWindow } from '../../dueDates';
import type { DatabaseKind } from '../database';
import { nowIso } from '../ids';
import type { JsonPageRow, JsonText } from '../jsonText';
import type { Database, InvoiceLineItemsTable, InvoicesTable } from '../schema';
import { searchCondition, type SearchPath } from '../searchCondition';
import { createDueGroups } from './dueGroups';
import { cleanConfidence } from './invoiceMappers';
import { listItem } from './keptListItems';
import { invoiceOrdering, orderedChunks, orderedPage, type InvoiceOrder, type OrderAnchor } from './invoiceOrder';
import { createAnchors } from './listAnchors';
import { createSearchTotals, listState, listStateColumns, stateOfRows } from './listCounts';
import { createListPages, throughGate, type PageGate } from './listPage';

export type InvoiceRow = Selectable<InvoicesTable>;
export type InvoiceLineItemRow = Selectable<InvoiceLineItemsTable>;
export type InvoiceWithItems = InvoiceRow & { lineItems: InvoiceLineItemRow[] };

export interface InvoiceFilters {
  search?: string | undefined;
  reviewed?: boolean | undefined;
  /** Only invoices not linked to an e-mail. */
  unassociated?: boolean;
}

/** Reads of invoices; the writes that must keep search_text and line items in step are in invoiceWrites. */
export function createInvoicesRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const listPage = createListPages(db);
  const searchTotals = createSearchTotals();
  const sortedAnchors = createAnchors<OrderAnchor>();
  const item = listItem(db, kind, 'invoices');
  const dueGroups = createDueGroups(db);

  function filtered(scope: string[] | 'all', filters: InvoiceFilters, path?: SearchPath) {
    const { search, reviewed, unassociated } = filters;
    return db
      .selectFrom('invoices')
      .$if(scope !== 'all', (q) => q.where('client_id', 'in', scope as string[]))
      .$if(reviewed !== undefined, (q) => q.where('reviewed', '=', reviewed ? 1 : 0))
      .$if(Boolean(search), (q) => q.where(searchCondition(kind, 'search_text', search ?? '', path)))
      .$if(Boolean(unassociated), (q) => q.where('email_id', 'is', null));
  }

  /**
   * A page of one client's list in a column's order (the table view, the due-date queue). Its
   * total is the kept count, or the search's remembered count, as `page` answers it. As `page`
   * does, it remembers the first and last rows of the deep pages it serves, reads a later page
   * from the nearest one, and reads again from the start if the list's version has moved.
   */
  async function sortedPage(
    clientId: string,
    filters: InvoiceFilters,
    order: InvoiceOrder,
    request: PageRequest,
    gate?: PageGate,
  ): Promise<{ rows: JsonText<InvoiceSummary>[]; total: number; version: number }> {
    const ordering = invoiceOrdering(kind, order);
    const offset = offsetOf(request);
    const listKey = `${clientId} ${order.sort} ${order.order} ${filters.reviewed ?? ''} ${filters.search ?? ''}`;
    // The list's state comes with the rows, in the one statement (listStateColumns).
    const state = listStateColumns(clientId, 'invoices', filters.reviewed);
    const read = (anchor: OrderAnchor | undefined, condition: RawBuilder<boolean> | undefined) =>
      orderedPage(
        ordering,
        () => filtered([clientId], filters).select('invoices.id'),
        (page, range) => {
          const rows = db.selectFrom('invoices').select(['invoices.id', ordering.key.as('sort_key'), item().as('item')]).select(state).where('invoices.id', 'in', page);
          return ordering.inOrder(condition ? rows.where(condition) : rows, range).execute();
        },
        request,
        anchor,
      );
    const rows = await throughGate(gate, (condition) =>
      sortedAnchors.readPage(
        listKey,
        offset,
        (anchor) => read(anchor, condition),
        (found) => stateOfRows(found)?.version,
        (row, at) => ({ offset: at, key: row.sort_key, id: row.id }),
      ),
    );
    const list = stateOfRows(rows) ?? (await listState(db, clientId, 'invoices', filters.reviewed));
    const count = async () => Number((await filtered([clientId], filters).select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
    const total = filters.search ? await searchTotals.total(`${clientId} ${filters.reviewed ?? ''} ${filters.search}`, list, count) : list.total;
    return { rows: rows.map((row) => row.item), total, version: list.version };
  }

  return {
    /** Newest first, as the database writes them; the (client_id, created_at) indexes serve both the filter and the order. */
    async list(scope: ClientScope, filters: InvoiceFilters = {}): Promise<JsonText<InvoiceSummary>[]> {
      if (scope !== 'all' && scope.length === 0) return [];
      const rows = await filtered(scope, filters).select(item().as('item')).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map((row) => row.item);
    },

    /**
     * One invoice as lists show it, written by the same description as the lists. Its scores are
     * cleaned once more: the answer is encoded through the contract, and a damaged stored score
     * must not fail it.
     */
    async summary(id: string): Promise<InvoiceSummary | undefined> {
      const row = await db.selectFrom('invoices').select(item().as('item')).where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const summary = JSON.parse(row.item) as InvoiceSummary;
      return { ...summary, confidence: cleanConfidence(summary.confidence) };
    },

    page(scope: ClientScope, filters: InvoiceFilters, request: PageRequest, gate?: PageGate): Promise<{ rows: JsonPageRow<InvoiceSummary>[]; total: number }> {
      return listPage({ list: 'invoices', scope, filter: filters, request, gate }, {
        ids: (path) => filtered(scope, filters, path).select('id'),
        order: ['created_at', 'id'],
        rows: (page) => page.clearSelect().select(['id', 'created_at', item().as('item')]),
      });
    },

    sortedPage,

    /**
     * A page of the due-date queue (the unreviewed invoices, earliest due first) and the whole
     * queue's groups. Groups kept under the version the page reads with its rows are answered as
     * they are (createDueGroups); else they are read again, beside the page when none are kept.
     */
    async dueQueue(clientId: string, window: DueWindow, request: PageRequest, gate?: PageGate) {
      const page = () => sortedPage(clientId, { reviewed: false }, { sort: 'dueDate', order: 'asc' }, request, gate);
      const kept = dueGroups.kept(clientId, window);
      if (!kept) {
        const [found, groups] = await Promise.all([page(), dueGroups.read(clientId, window)]);
        return { ...found, groups };
      }
      const found = await page();
      return { ...found, groups: found.version === kept.version ? kept.groups : await dueGroups.read(clientId, window) };
    },

    /**
     * The client's invoices under a list filter, or those of `ids`, in `order`, with their line
     * items, `size` at a time: an export streams them without holding the list.
     */
    async *withItemsInOrder(clientId: string, filters: InvoiceFilters & { ids?: string[] | undefined }, order: InvoiceOrder, size: number): AsyncGenerator<InvoiceWithItems[]> {
      const { ids, ...listFilters } = filters;
      const ordering = invoiceOrdering(kind, order);
      const rows = () =>
        filtered([clientId], listFilters)
          .$if(ids !== undefined, (q) => q.where('invoices.id', 'in', ids as string[]))
          .selectAll('invoices')
          .select(ordering.key.as('sort_key'));
      for await (const chunk of orderedChunks(ordering, rows, size)) {
        const lineItems = new Map<string, InvoiceLineItemRow[]>(chunk.map((row) => [row.id, []]));
        const items = await db.selectFrom('invoice_line_items').selectAll().where('invoice_id', 'in', [...lineItems.keys()]).orderBy('invoice_id').orderBy('position').execute();
        for (const line of items) lineItems.get(line.invoice_id)?.push(line);
        yield chunk.map(({ sort_key: _key, ...row }) => ({ ...row, lineItems: lineItems.get(row.id) ?? [] }));
      }
    },

    /** Which of `ids` name an invoice, with its client. */
    owners(ids: string[]): Promise<{ id: string; client_id: string }[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('invoices').select(['id', 'client_id']).where('id', 'in', ids).execute();
    },

    /** The ids of a client's invoices under a list filter, at most `limit` of them. */
    async matchingIds(clientId: string, filters: InvoiceFilters, limit: number): Promise<string[]> {
      const rows = await filtered([clientId], filters).select('invoices.id').limit(limit).execute();
      return rows.map((row) => row.id);
    },

    /** Marks reviewed or unreviewed those of `ids` that are not so yet; answers the rows it changed. */
    setReviewed(ids: string[], reviewed: boolean): Promise<InvoiceRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      const state = reviewed ? 1 : 0;
      return db.updateTable('invoices').set({ reviewed: state, updated_at: nowIso() }).where('id', 'in', ids).where('reviewed', '!=', state).returningAll().execute();
    },

    /** Answers the rows it deleted; their line items and history go with them (ON DELETE CASCADE). */
    deleteMany(ids: string[]): Promise<InvoiceRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.deleteFrom('invoices').where('id', 'in', ids).returningAll().execute();
    },

    findById(id: string): Promise<InvoiceRow | undefined> {
      return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
    },

    lineItems(invoiceId: string): Promise<InvoiceLineItemRow[]> {
      return db.selectFrom('invoice_line_items').selectAll().where('invoice_id', '=', invoiceId).orderBy('position').execute();
    },

    client(clientId: string) {
      return db.selectFrom('clients').select(['name', 'appfolio_url']).where('id', '=', clientId).executeTakeFirstOrThrow();
    },

    pdf(attachmentId: string | null): Promise<{ id: string; content: Buffer } | undefined> {
      if (!attachmentId) return Promise.resolve(undefined);
      return db.selectFrom('attachments').select(['id', 'content']).where('id', '=', attachmentId).executeTakeFirst();
    },

    /** A flip in one statement, so two reviewers clicking at once end where they started. */
    toggleReviewed(id: string): Promise<InvoiceRow | undefined> {
      return db
        .updateTable('invoices')
        .set({ reviewed: sql<number>`1 - reviewed`, updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    setComment(id: string, comment: string): Promise<InvoiceRow | undefined> {
      return db.updateTable('invoices').set({ comment, updated_at: nowIso() }).where('id', '=', id).returningAll().executeTakeFirst();
    },

    async countUploadedBy(userId: string): Promise<number> {
      const row = await db.selectFrom('invoices').select((eb) => eb.fn.countAll<number | string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Line items go with the invoice (ON DELETE CASCADE); the PDF stays as the client's attachment. */
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('invoices').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Links only an invoice that is still unlinked, unless `relink`, so a concurrent link is never overwritten by the batch. */
    async linkEmail(invoiceId: string, emailId: string, relink = false): Promise<InvoiceRow | undefined> {
      return db
        .updateTable('invoices')
        .set({ email_id: emailId, updated_at: nowIso() })
        .where('id', '=', invoiceId)
        .$if(!relink, (q) => q.where('email_id', 'is', null))
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
