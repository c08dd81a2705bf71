import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { newId, nowIso } from '../ids';
import type { AttachmentsTable, Database, EmailsTable, InvoiceLineItemsTable, InvoicesTable, ReportsTable } from '../schema';
import { emailSearchText, invoiceSearchText, reportSearchText } from '../searchText';
import { creationChanges, forInvoice } from './historyChanges';
import { createInvoiceHistoryRepository } from './invoiceHistory';

export type EmailRow = Selectable<EmailsTable>;

export interface QueuedEmail {
  clientId: string;
  messageId: string | null;
  subject: string;
  senderEmail: string;
  senderName: string | null;
  recipients: string[];
  sentAt: string | null;
  source: 'smtp' | 'http';
  raw: Buffer;
}

/**
 * The e-mail with its raw message and its queue job; call inside a transaction. A message
 * whose Message-ID this client already has is not stored again: the earlier e-mail's id
 * comes back with `duplicate`.
 */
export async function insertQueuedEmail(trx: Kysely<Database>, e: QueuedEmail): Promise<{ id: string; duplicate: boolean; status: EmailRow['status'] }> {
  const now = nowIso();
  const id = newId();
  const inserted = await trx
    .insertInto('emails')
    .values({
      id,
      client_id: e.clientId,
      message_id: e.messageId,
      subject: e.subject,
      sender_email: e.senderEmail,
      sender_name: e.senderName,
      recipients: JSON.stringify(e.recipients),
      sent_at: e.sentAt,
      text_body: null,
      html_body: null,
      status: 'queued',
      source: e.source,
      is_reviewed: 0,
      comment: '',
      comments: '[]',
      search_text: emailSearchText({ sender_email: e.senderEmail, subject: e.subject, text_body: null, comment: '' }),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['client_id', 'message_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const earlier = await trx
      .selectFrom('emails')
      .select(['id', 'status'])
      .where('client_id', '=', e.clientId)
      .where('message_id', '=', e.messageId)
      .executeTakeFirstOrThrow();
    return { id: earlier.id, duplicate: true, status: earlier.status };
  }
  await trx.insertInto('email_raw').values({ email_id: id, raw: e.raw }).execute();
  await trx
    .insertInto('intake_jobs')
    .values({ id: newId(), email_id: id, status: 'pending', attempts: 0, run_after: now, locked_by: null, locked_until: null, last_error: null, created_at: now, updated_at: now })
    .execute();
  return { id, duplicate: false, status: 'queued' };
}

export async function loadEmailWithRaw(db: Kysely<Database>, emailId: string): Promise<{ email: EmailRow; raw: Buffer } | undefined> {
  const email = await db.selectFrom('emails').selectAll().where('id', '=', emailId).executeTakeFirst();
  if (!email) return undefined;
  const raw = await db.selectFrom('email_raw').select('raw').where('email_id', '=', emailId).executeTakeFirst();
  return { email, raw: raw ? Buffer.from(raw.raw) : Buffer.alloc(0) };
}

/** What an earlier attempt of this e-mail wrote, so a rerun rewrites instead of adding. */
export async function clearResults(trx: Kysely<Database>, emailId: string): Promise<void> {
  await trx.deleteFrom('reports').where('email_id', '=', emailId).execute();
  await trx.deleteFrom('invoices').where('email_id', '=', emailId).where('source', '=', 'email').execute();
  await trx.deleteFrom('attachments').where('email_id', '=', emailId).execute();
}

export interface ParsedEmailFields {
  subject: string;
  senderEmail: string;
  senderName: string | null;
  recipients: string[];
  sentAt: string | null;
  textBody: string | null;
  htmlBody: string | null;
  status: EmailRow['status'];
}

export async function updateParsedEmail(trx: Kysely<Database>, email: EmailRow, f: ParsedEmailFields): Promise<void> {
  await trx
    .updateTable('emails')
    .set({
      subject: f.subject,
      sender_email: f.senderEmail,
      sender_name: f.senderName,
      recipients: JSON.stringify(f.recipients),
      sent_at: f.sentAt,
      text_body: f.textBody,
      html_body: f.htmlBody,
      status: f.status,
      search_text: emailSearchText({ sender_email: f.senderEmail, subject: f.subject, text_body: f.textBody, comment: email.comment }),
      // A reviewer's edit that read the row before parsing filled it in must read it again.
      version: sql<number>`version + 1`,
      updated_at: nowIso(),
    })
    .where('id', '=', email.id)
    .execute();
}

export async function insertAttachment(trx: Kysely<Database>, row: Omit<Insertable<AttachmentsTable>, 'id' | 'created_at'>): Promise<string> {
  const id = newId();
  await trx.insertInto('attachments').values({ ...row, id, created_at: nowIso() }).execute();
  return id;
}

export type NewInvoice = Omit<Insertable<InvoicesTable>, 'id' | 'search_text' | 'created_at' | 'updated_at'>;
export type NewLineItem = Omit<Insertable<InvoiceLineItemsTable>, 'id' | 'invoice_id' | 'position'>;

/** Cut to as many characters as a reviewer may type (the contract's limits), so the value fits the sort indexes (migration 0017). */
function clipped(text: string | null | undefined, max: number): string | null | undefined {
  return text && text.length > max ? [...text].slice(0, max).join('') : text;
}

/** The invoice, its line items and its history's first entries: what intake filled in, with the confidence it gave. */
export async function insertInvoice(trx: Kysely<Database>, extracted: NewInvoice, items: NewLineItem[]): Promise<string> {
  // A sender's name becomes the payee of a bill in its body, and a name may be as long as a header.
  const invoice = { ...extracted, payee: clipped(extracted.payee, 500), invoice_number: clipped(extracted.invoice_number, 100), property: clipped(extracted.property, 500) };
  const id = newId();
  const now = nowIso();
  const searchable = {
    payee: invoice.payee ?? null,
    invoice_number: invoice.invoice_number ?? null,
    total_amount_cents: invoice.total_amount_cents ?? null,
    bill_date: invoice.bill_date ?? null,
    description: invoice.description ?? null,
    property: invoice.property ?? null,
  };
  const row = await trx
    .insertInto('invoices')
    .values({ ...invoice, id, search_text: invoiceSearchText(searchable), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (items.length > 0) {
    await trx
      .insertInto('invoice_line_items')
      .values(items.map((item, position) => ({ ...item, id: newId(), invoice_id: id, position })))
      .execute();
  }
  await createInvoiceHistoryRepository(trx).record(null, forInvoice(id, creationChanges('extracted', row, items.length)), row.created_at);
  return id;
}

export type NewReport = Omit<Insertable<ReportsTable>, 'id' | 'search_text' | 'created_at' | 'updated_at'>;

export async function insertReport(trx: Kysely<Database>, report: NewReport): Promise<string> {
  const id = newId();
  const now = nowIso();
  const search_text = reportSearchText({ report_text: report.report_text ?? '', sender_email: report.sender_email ?? '' });
  await trx.insertInto('reports').values({ ...report, id, search_text, created_at: now, updated_at: now }).execute();
  return id;
}
