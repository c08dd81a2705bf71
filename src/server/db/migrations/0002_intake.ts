import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * E-mails with their raw message and attachments, the intake queue, invoices with line items,
 * processing reports, and what reviewers taught us per sender. Money is integer cents, dates
 * ISO strings, booleans 0/1; `search_text` is the lower-cased text the list searches match.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const blob = sql.raw(kind === 'postgres' ? 'bytea' : 'blob');

  await db.schema
    .createTable('emails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('message_id', 'text')
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sender_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sender_name', 'text')
    .addColumn('recipients', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sent_at', 'text')
    .addColumn('text_body', 'text')
    .addColumn('html_body', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('smtp'))
    .addColumn('is_reviewed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('comments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('emails_client_created_idx').on('emails').columns(['client_id', 'created_at']).execute();
  await db.schema.createIndex('emails_client_message_idx').on('emails').columns(['client_id', 'message_id']).unique().execute();

  await db.schema
    .createTable('email_raw')
    .addColumn('email_id', 'text', (c) => c.primaryKey().references('emails.id').onDelete('cascade'))
    .addColumn('raw', blob, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email_id', 'text', (c) => c.references('emails.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content', blob, (c) => c.notNull())
    .addColumn('inline', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attachments_email_idx').on('attachments').column('email_id').execute();

  await db.schema
    .createTable('intake_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email_id', 'text', (c) => c.notNull().unique().references('emails.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('intake_jobs_ready_idx').on('intake_jobs').columns(['status', 'run_after']).execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('email_id', 'text', (c) => c.references('emails.id').onDelete('set null'))
    .addColumn('attachment_id', 'text', (c) => c.references('attachments.id').onDelete('set null'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('payee', 'text')
    .addColumn('invoice_number', 'text')
    .addColumn('total_amount_cents', 'bigint')
    .addColumn('total_cents', 'bigint')
    .addColumn('bill_date', 'text')
    .addColumn('due_date', 'text')
    .addColumn('description', 'text')
    .addColumn('property', 'text')
    .addColumn('unit', 'text')
    .addColumn('purchase_order', 'text')
    .addColumn('work_order', 'text')
    .addColumn('reference', 'text')
    .addColumn('remarks', 'text')
    .addColumn('cash_account', 'text')
    .addColumn('memo_for_check', 'text')
    .addColumn('gl_account', 'text')
    .addColumn('page_number', 'integer')
    .addColumn('page_count', 'integer')
    .addColumn('marked_as_paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviewed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sender_email', 'text')
    .addColumn('confidence', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('duplicate_of', 'text')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('email'))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_client_created_idx').on('invoices').columns(['client_id', 'created_at']).execute();
  await db.schema.createIndex('invoices_email_idx').on('invoices').column('email_id').execute();
  await db.schema.createIndex('invoices_duplicate_key_idx').on('invoices').columns(['client_id', 'invoice_number']).execute();
  await db.schema.createIndex('invoices_user_idx').on('invoices').column('user_id').execute();

  await db.schema
    .createTable('invoice_line_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount_cents', 'bigint')
    .addColumn('property', 'text')
    .addColumn('unit', 'text')
    .addColumn('gl_account', 'text')
    .execute();
  await db.schema.createIndex('invoice_line_items_invoice_idx').on('invoice_line_items').columns(['invoice_id', 'position']).execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('email_id', 'text', (c) => c.references('emails.id').onDelete('set null'))
    .addColumn('sender_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('processed_count', 'integer', (c) => c.notNull())
    .addColumn('invoice_count', 'integer', (c) => c.notNull())
    .addColumn('error_count', 'integer', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('report_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reports_client_created_idx').on('reports').columns(['client_id', 'created_at']).execute();
  await db.schema.createIndex('reports_email_idx').on('reports').column('email_id').execute();

  await db.schema
    .createTable('sender_hints')
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('sender_email', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sender_hints_pk', ['client_id', 'sender_email', 'field'])
    .execute();
}
