import type { AuthUser } from '../../auth/guard';
import { transaction, type Repositories } from '../../db/repositories';
import type { WorkDone } from '../../db/repositories/activity';
import type { EmailRow } from '../../db/repositories/emails';
import type { InvoiceRow } from '../../db/repositories/invoices';

/**
 * Runs a review change in a transaction and records the work it did in the same one, so a
 * change is never counted without happening, nor happens without being counted. `change`
 * must use only `trx`'s repositories: on SQLite a query on the outer handle would wait for this transaction.
 */
export function completeWork<T>(repos: Repositories, user: AuthUser, change: (trx: Repositories, done: (work: WorkDone) => void) => Promise<T>): Promise<T> {
  return transaction(repos, async (trx) => {
    const work: WorkDone[] = [];
    const result = await change(trx, (item) => work.push(item));
    await trx.activity.record(user.id, work);
    return result;
  });
}

const QUOTE_MAX = 80;

/** Shortened by characters, not UTF-16 units, so an emoji is never cut in half. */
function quote(text: string): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return `"${characters.length > QUOTE_MAX ? `${characters.slice(0, QUOTE_MAX - 1).join('')}…` : characters.join('')}"`;
}

const subjectOf = (subject: string | null) => quote(subject?.trim() || '(no subject)');

function invoiceLabel(row: InvoiceRow): string {
  const number = row.invoice_number ? `invoice ${row.invoice_number}` : 'an invoice without a number';
  return `${number} from ${row.payee ?? 'Unknown Payee'}`;
}

function taskLabel(row: EmailRow): string {
  return `task ${subjectOf(row.subject)} from ${row.sender_email || 'an unknown sender'}`;
}

/** What each kind of work says in the day panel; a person reads these, so they name the item. */
export const work = {
  invoiceReviewed: (row: InvoiceRow): WorkDone => ({ itemType: 'invoice', itemId: row.id, description: `Marked ${invoiceLabel(row)} reviewed` }),
  invoiceEdited: (row: InvoiceRow): WorkDone => ({ itemType: 'invoice_edit', itemId: row.id, description: `Edited ${invoiceLabel(row)}` }),
  invoiceDeleted: (row: InvoiceRow): WorkDone => ({ itemType: 'invoice_delete', itemId: row.id, description: `Deleted ${invoiceLabel(row)}` }),
  invoiceComment: (row: InvoiceRow): WorkDone => ({ itemType: 'comment', itemId: row.id, description: `Commented on ${invoiceLabel(row)}: ${quote(row.comment)}` }),
  taskReviewed: (row: EmailRow): WorkDone => ({ itemType: 'task', itemId: row.id, description: `Marked ${taskLabel(row)} reviewed` }),
  taskComment: (row: EmailRow): WorkDone => ({ itemType: 'comment', itemId: row.id, description: `Commented on ${taskLabel(row)}: ${quote(row.comment)}` }),
  association: (invoice: InvoiceRow, emailSubject: string | null): WorkDone => ({
    itemType: 'association',
    itemId: invoice.id,
    description: `Linked ${invoiceLabel(invoice)} to the e-mail ${subjectOf(emailSubject)}`,
  }),
};
