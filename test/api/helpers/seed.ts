import { createHash } from 'node:crypto';
import { newId } from '../../../src/server/db/ids';
import { blankInvoiceRow } from '../../../src/server/db/repositories/invoiceWrites';
import type { Selectable } from 'kysely';
import type { AttachmentsTable, EmailsTable, InvoicesTable, ReportsTable } from '../../../src/server/db/schema';
import { emailSearchText, invoiceSearchText, reportSearchText } from '../../../src/server/db/searchText';
import { createAccount, type TestAccount } from './accounts';
import type { TestApp } from './testApp';

/**
 * Rows straight into the database, as intake would leave them, so the review API can be
 * tested without running intake. Each row is a second newer than the one before, so the
 * order of seeding is the order of arrival.
 */
let clock = Date.UTC(2024, 0, 1);
const nextTime = () => (clock += 1000);
const at = (time: number) => new Date(time).toISOString();

export async function seedClient(t: TestApp, name = `Client ${newId().slice(-6)}`, appfolioUrl: string | null = null) {
  const now = at(nextTime());
  const row = { id: newId(), name, forward_email: null, appfolio_url: appfolioUrl, created_at: now, updated_at: now };
  await t.ctx.db.kysely.insertInto('clients').values(row).execute();
  return row;
}

export async function link(t: TestApp, account: TestAccount, clientIds: string[]): Promise<void> {
  const now = at(Date.now());
  await t.ctx.db.kysely.insertInto('user_clients').values(clientIds.map((client_id) => ({ user_id: account.id, client_id, created_at: now }))).execute();
}

export type EmailSeed = Partial<Selectable<EmailsTable>> & { raw?: Buffer };

export async function seedEmail(t: TestApp, clientId: string, seed: EmailSeed = {}) {
  const time = nextTime();
  const { raw, ...fields } = seed;
  const row: Selectable<EmailsTable> = {
    id: newId(time),
    client_id: clientId,
    message_id: `<${newId()}@example.com>`,
    subject: 'Invoice attached',
    sender_email: 'billing@vendor.example',
    sender_name: 'Vendor Billing',
    recipients: '[]',
    sent_at: at(time),
    text_body: 'Please find the invoice attached.',
    html_body: '<p>Please find the invoice attached.</p>',
    status: 'processed',
    source: 'smtp',
    is_reviewed: 0,
    comment: '',
    comments: '[]',
    search_text: '',
    version: 0,
    created_at: at(time),
    updated_at: at(time),
    ...fields,
  };
  row.search_text = emailSearchText(row);
  await t.ctx.db.kysely.insertInto('emails').values(row).execute();
  if (raw) await t.ctx.db.kysely.insertInto('email_raw').values({ email_id: row.id, raw }).execute();
  return row;
}

export async function seedAttachment(t: TestApp, clientId: string, seed: Partial<Selectable<AttachmentsTable>> & { content?: Buffer } = {}) {
  const content = seed.content ?? Buffer.from(`%PDF-1.4\n% test ${newId()}\n%%EOF\n`);
  const row: Selectable<AttachmentsTable> = {
    id: newId(nextTime()),
    email_id: null,
    client_id: clientId,
    filename: 'invoice.pdf',
    content_type: 'application/pdf',
    inline: 0,
    content_id: null,
    document_kind: null,
    created_at: at(clock),
    ...seed,
    content,
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
  };
  await t.ctx.db.kysely.insertInto('attachments').values(row).execute();
  return row;
}

export interface LineItemSeed {
  description: string;
  amount_cents?: number | null;
  property?: string | null;
  unit?: string | null;
  gl_account?: string | null;
}

export async function seedInvoice(t: TestApp, clientId: string, seed: Partial<Selectable<InvoicesTable>> = {}, lineItems: LineItemSeed[] = []) {
  const time = nextTime();
  const row: Selectable<InvoicesTable> = {
    ...blankInvoiceRow(clientId, at(time), newId(time)),
    payee: 'Acme Plumbing',
    invoice_number: `INV-${newId().slice(-5)}`,
    total_amount_cents: 12345,
    total_cents: 12345,
    bill_date: '2024-01-15',
    due_date: '2024-02-15',
    description: 'Repair of a leaking pipe',
    property: 'Maple Court',
    page_number: 1,
    page_count: 1,
    sender_email: 'billing@vendor.example',
    confidence: '{"payee":0.9}',
    ...seed,
  };
  row.search_text = invoiceSearchText(row);
  await t.ctx.db.kysely.insertInto('invoices').values(row).execute();
  if (lineItems.length > 0) {
    await t.ctx.db.kysely
      .insertInto('invoice_line_items')
      .values(lineItems.map((item, position) => ({ id: newId(), invoice_id: row.id, position, amount_cents: null, property: null, unit: null, gl_account: null, ...item })))
      .execute();
  }
  return row;
}

export async function seedReport(t: TestApp, clientId: string, seed: Partial<Selectable<ReportsTable>> = {}) {
  const time = nextTime();
  const row: Selectable<ReportsTable> = {
    id: newId(time),
    client_id: clientId,
    email_id: null,
    sender_email: 'billing@vendor.example',
    success: 1,
    status: 'processed',
    processed_count: 1,
    invoice_count: 1,
    error_count: 0,
    details: '[{"filename":"invoice.pdf","status":"ok"}]',
    report_text: 'Processed 1 attachment, found 1 invoice.',
    search_text: '',
    created_at: at(time),
    updated_at: at(time),
    ...seed,
  };
  row.search_text = reportSearchText(row);
  await t.ctx.db.kysely.insertInto('reports').values(row).execute();
  return row;
}

export interface World {
  admin: TestAccount;
  /** A regular user associated with `client`. */
  member: TestAccount;
  /** A regular user associated only with `otherClient`. */
  outsider: TestAccount;
  client: Awaited<ReturnType<typeof seedClient>>;
  otherClient: Awaited<ReturnType<typeof seedClient>>;
}

/** The cast of every access test: an admin, a member of one client and an outsider of another. */
export async function seedWorld(t: TestApp): Promise<World> {
  const admin = await createAccount(t, { isAdmin: true });
  const member = await createAccount(t, { name: 'Member Mia' });
  const outsider = await createAccount(t);
  const client = await seedClient(t, 'Maple Property Co', 'https://maple.appfolio.com');
  const otherClient = await seedClient(t, 'Other Estates');
  await link(t, member, [client.id]);
  await link(t, outsider, [otherClient.id]);
  return { admin, member, outsider, client, otherClient };
}

/** A multipart body as a browser's FormData would send it. */
export async function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/pdf' }), file.name);
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? '' };
}
