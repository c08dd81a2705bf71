import type { Kysely } from 'kysely';
import type { HistoryAction, HistoryEntry } from '../../../shared/contract/reviewWorkspace';
import { newId, nowIso } from '../ids';
import type { Database } from '../schema';
import type { InvoiceChange } from './historyChanges';
import type { InvoiceRow } from './invoices';

/** Rows per INSERT, well under SQLite's limit on bound parameters. */
const CHUNK = 500;

const CREATION: HistoryAction[] = ['extracted', 'uploaded'];

export function createInvoiceHistoryRepository(db: Kysely<Database>) {
  return {
    /**
     * Call inside the transaction of the change itself, as activity is recorded. The entries of
     * one call share their time (a new invoice's are at its creation) and keep their order;
     * `userId` is null for intake.
     */
    async record(userId: string | null, changes: InvoiceChange[], at = nowIso()): Promise<void> {
      const rows = changes.map((change, position) => ({
        id: newId(),
        invoice_id: change.invoiceId,
        at,
        position,
        user_id: userId,
        action: change.action,
        field: change.field ?? null,
        old_value: change.from ?? null,
        new_value: change.to ?? null,
        confidence: change.confidence ?? null,
      }));
      for (let start = 0; start < rows.length; start += CHUNK) {
        await db.insertInto('invoice_history').values(rows.slice(start, start + CHUNK)).execute();
      }
    },

    /**
     * The invoice's history, oldest first, each entry with its author's current name (null once
     * the account is gone). An invoice written before the history was kept starts with one
     * 'created' entry at its creation.
     */
    async of(invoice: InvoiceRow): Promise<HistoryEntry[]> {
      const rows = await db
        .selectFrom('invoice_history')
        .leftJoin('users', 'users.id', 'invoice_history.user_id')
        .select(['invoice_history.at', 'invoice_history.user_id', 'users.name', 'invoice_history.action', 'invoice_history.field', 'invoice_history.old_value', 'invoice_history.new_value', 'invoice_history.confidence'])
        .where('invoice_history.invoice_id', '=', invoice.id)
        .orderBy('invoice_history.at')
        .orderBy('invoice_history.position')
        .orderBy('invoice_history.id')
        .execute();
      const entries = rows.map(
        (row): HistoryEntry => ({
          at: row.at,
          userId: row.user_id,
          userName: row.name,
          action: row.action as HistoryAction,
          field: row.field,
          from: row.old_value,
          to: row.new_value,
          confidence: row.confidence === null ? null : Number(row.confidence),
        }),
      );
      if (entries.some((entry) => CREATION.includes(entry.action))) return entries;
      const creator = invoice.user_id ? await db.selectFrom('users').select('name').where('id', '=', invoice.user_id).executeTakeFirst() : undefined;
      const created: HistoryEntry = { at: invoice.created_at, userId: invoice.user_id, userName: creator?.name ?? null, action: 'created', field: null, from: null, to: null, confidence: null };
      return [created, ...entries];
    },
  };
}

export type InvoiceHistoryRepository = ReturnType<typeof createInvoiceHistoryRepository>;
