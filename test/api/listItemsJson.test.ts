import { sql } from 'kysely';
import { DOCUMENT_KINDS } from '../../src/shared/contract/documentKinds';
import { jsonColumn, jsonWriter } from '../../src/server/db/jsonText';
import type { AttachmentRow } from '../../src/server/db/repositories/attachments';
import type { EmailRow } from '../../src/server/db/repositories/emails';
import type { InvoiceRow } from '../../src/server/db/repositories/invoices';
import { keepListItems } from '../../src/server/db/repositories/keptListItems';
import type { ReportRow } from '../../src/server/db/repositories/reports';
import { reviewFixture } from './helpers/fixtures';
import { seedAttachment, seedClient, seedEmail, seedInvoice, seedReport } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

/**
 * List items are written as JSON by the database (src/server/db/jsonText.ts), from one
 * description per item that pages, whole lists and single answers share. What they must come
 * out as, for every value a row holds as its writers store it (text that JSON escapes, null,
 * amounts, flags, stored JSON whether sound or not JSON at all), is written out here from the
 * contract, apart from the server's code.
 */
const AWKWARD_TEXT = [
  'Quote " and backslash \\ and slash /',
  'Line\nbreak\tand tab\r\nand \u0001 control',
  'Ünïcödé — “curly” 𝄞 emoji 🧾 and \u2028 separator',
  '<script>alert(1)</script> & ampersand',
  '',
];
/** A resolution as intake stores it: every part, or some left empty, with text JSON escapes. */
const RESOLUTIONS = [
  JSON.stringify({ property: { reason: 'account 00412-7 → Cedar "Park" Plaza', confidence: 0.96 }, unit: null, vendor: { reason: 'sender billing@acme.example', confidence: 1 }, glAccount: { reason: 'vendor default 6100 Repairs', confidence: 0.75 } }),
  JSON.stringify({ property: null, unit: null, vendor: null, glAccount: null }),
];
const AMOUNTS = [0, 1, 7, 10, 99, 100, 1999, 12345, -5, -12345, 123456789012, null];


/** Stored JSON of the wanted kind as it is; anything else, the empty one. */
function storedJson(text: string, shape: 'object' | 'array'): unknown {
  try {
    const value: unknown = JSON.parse(text);
    const isArray = Array.isArray(value);
    if (shape === 'array') return isArray ? value : [];
    return value && typeof value === 'object' && !isArray ? value : {};
  } catch {
    return shape === 'array' ? [] : {};
  }
}

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

const invoiceOf = (row: InvoiceRow) => ({
  id: row.id,
  client_id: row.client_id,
  userId: row.user_id,
  emailId: row.email_id,
  payee: row.payee,
  invoiceNumber: row.invoice_number,
  totalAmount: dollars(row.total_amount_cents),
  currency: row.currency,
  documentKind: row.document_kind === 'credit_note' ? 'credit_note' : 'invoice',
  billDate: row.bill_date,
  dueDate: row.due_date,
  description: row.description,
  property: row.property,
  unit: row.unit,
  propertyId: row.property_id,
  unitId: row.unit_id,
  vendorId: row.vendor_id,
  glAccount: row.gl_account,
  resolution: row.resolution === null ? null : storedJson(row.resolution, 'object'),
  senderEmail: row.sender_email,
  comment: row.comment,
  reviewed: row.reviewed === 1,
  source: row.source,
  confidence: storedJson(row.confidence, 'object'),
  duplicateOf: row.duplicate_of,
  duplicateReason: row.duplicate_reason,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const reportOf = (row: ReportRow) => ({
  id: row.id,
  clientId: row.client_id,
  success: row.success === 1,
  processedCount: Number(row.processed_count),
  invoiceCount: Number(row.invoice_count),
  errorCount: Number(row.error_count),
  senderEmail: row.sender_email,
  emailId: row.email_id,
  details: storedJson(row.details, 'array'),
  report: row.report_text,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const attachmentOf = (row: AttachmentRow) => ({
  partId: row.id,
  filename: row.filename,
  contentType: row.content_type,
  size: Number(row.size),
  contentId: row.content_id,
  documentKind: (DOCUMENT_KINDS as readonly (string | null)[]).includes(row.document_kind) ? row.document_kind : null,
});

const emailOf = (row: EmailRow, attachments: AttachmentRow[], reportId: string | null) => ({
  id: row.id,
  clientId: row.client_id,
  subject: row.subject,
  body: row.text_body ?? '',
  rawEmailData: { html: row.html_body, text: row.text_body },
  senderEmail: row.sender_email,
  senderName: row.sender_name,
  isReviewed: row.is_reviewed === 1,
  comment: row.comment,
  comments: storedJson(row.comments, 'array'),
  status: row.status,
  reportId,
  attachments: attachments.map(attachmentOf),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

describe.each(databaseKinds)('list items written by the database on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);

  async function pageItems(path: string, key: string): Promise<Map<string, unknown>> {
    const response = await call('GET', path, w.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const items = response.json()[key] as { id: string }[];
    return new Map(items.map((item) => [item.id, item]));
  }

  it('writes each invoice as the contract has it, in pages, whole lists and single answers alike', async () => {
    const client = w.client.id;
    const seeded = [];
    for (const [i, cents] of AMOUNTS.entries()) {
      const text = AWKWARD_TEXT[i % AWKWARD_TEXT.length] as string;
      seeded.push(
        await seedInvoice(t, client, {
          total_amount_cents: cents,
          payee: i % 3 === 0 ? null : text,
          description: text,
          comment: text,
          property: i % 2 === 0 ? null : 'Maple Court',
          reviewed: i % 2,
          source: i % 4 === 0 ? 'upload' : 'email',
          confidence: ['{"payee":0.5,"totalAmount":1}', '{}', '{not json', '[0.5]', '"text"', '{"billDate":0}'][i % 6],
          duplicate_of: i === 3 ? 'earlier-invoice' : null,
          duplicate_reason: i === 3 ? 'The same "document" as the bill received 2026-01-02.' : i === 4 ? 'The same document also arrived for another client.' : null,
          user_id: i === 5 ? w.member.id : null,
          // Resolved at intake (issue 16): ids and the reasons as JSON text; null when not.
          property_id: i % 3 === 1 ? `property-${i}` : null,
          unit_id: i % 6 === 1 ? `unit-${i}` : null,
          vendor_id: i % 3 === 1 ? `vendor-${i}` : null,
          gl_account: i % 2 === 0 ? null : '6100',
          resolution: i % 3 === 1 ? RESOLUTIONS[i % RESOLUTIONS.length] : null,
        }),
      );
    }
    const items = await pageItems(`/api/invoices/client/${client}?page=1&limit=50`, 'invoices');
    const stored = await t.ctx.db.kysely.selectFrom('invoices').selectAll().where('client_id', '=', client).execute();
    expect(stored.length).toBeGreaterThanOrEqual(seeded.length);
    for (const row of stored) expect(items.get(row.id)).toEqual(invoiceOf(row));
    const whole = await call('GET', `/api/invoices/client/${client}/no-pdf`, w.admin);
    expect(new Map(whole.json().invoices.map((item: { id: string }) => [item.id, item]))).toEqual(items);
    const one = stored[1] as InvoiceRow;
    const detail = (await call('GET', `/api/invoices/${one.id}`, w.admin)).json().invoice;
    expect(detail).toMatchObject(invoiceOf(one));
  });

  it('writes each report as the contract has it, paged or whole', async () => {
    const client = w.otherClient.id;
    const email = await seedEmail(t, client);
    const details = ['[{"filename":"a.pdf","status":"ok","invoices":2}]', '[]', '{not json', '{"filename":"a.pdf"}', '[{"note":"Line\\nbreak \\"quoted\\" 🧾"}]'];
    for (const [i, text] of AWKWARD_TEXT.entries()) {
      await seedReport(t, client, {
        success: i % 2,
        status: (['processed', 'partial', 'failed', 'no_invoices'] as const)[i % 4],
        processed_count: i,
        invoice_count: i * 1000,
        error_count: i % 3,
        sender_email: text,
        report_text: text,
        details: details[i % details.length],
        email_id: i === 2 ? email.id : null,
      });
    }
    const items = await pageItems(`/api/reports/client/${client}?pagination=true&page=1&limit=50`, 'reports');
    const stored = await t.ctx.db.kysely.selectFrom('reports').selectAll().where('client_id', '=', client).execute();
    expect(stored.length).toBe(AWKWARD_TEXT.length);
    for (const row of stored) expect(items.get(row.id)).toEqual(reportOf(row));
    expect(await pageItems(`/api/reports/client/${client}`, 'reports')).toEqual(items);
  });

  it('writes each e-mail as the contract has it, with its attachments in order and its latest report', async () => {
    const client = (await seedClient(t, 'Mail Estates')).id;
    const comments = ['[]', '[{"text":"Checked \\"twice\\"","author":"Ann","at":"2025-01-01T00:00:00.000Z"}]', '{not json', '{"text":"not a list"}'];
    for (const [i, text] of AWKWARD_TEXT.entries()) {
      const email = await seedEmail(t, client, {
        subject: text,
        sender_name: i % 2 === 0 ? null : text,
        text_body: i === 1 ? null : text,
        html_body: i === 2 ? null : `<p>${text}</p>`,
        is_reviewed: i % 2,
        comment: text,
        comments: comments[i % comments.length],
        status: i === 3 ? 'failed' : 'processed',
      });
      for (let n = 0; n < i; n += 1) {
        await seedAttachment(t, client, { email_id: email.id, filename: `${text} ${n}.pdf`, content_id: n === 1 ? '<logo@vendor>' : null });
        await seedReport(t, client, { email_id: email.id, report_text: `report ${n}` });
      }
    }
    const items = await pageItems(`/api/emails?pagination=true&clientId=${client}&page=1&limit=50`, 'emails');
    const db = t.ctx.db.kysely;
    const stored = await db.selectFrom('emails').selectAll().where('client_id', '=', client).execute();
    const files = await db.selectFrom('attachments').selectAll().where('client_id', '=', client).orderBy('created_at').orderBy('id').execute();
    const reports = await db.selectFrom('reports').selectAll().where('client_id', '=', client).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    expect(stored.length).toBe(AWKWARD_TEXT.length);
    for (const row of stored) {
      const latest = reports.find((report) => report.email_id === row.id)?.id ?? null;
      expect(items.get(row.id)).toEqual(emailOf(row, files.filter((file) => file.email_id === row.id), latest));
    }
    expect(await pageItems(`/api/emails/client/${client}`, 'emails')).toEqual(items);
    // A single e-mail is encoded through the contract: a damaged history entry is cleaned, never a 500.
    for (const row of stored) expect((await call('GET', `/api/emails/${row.id}`, w.admin)).json().email.comments).toEqual(
      (storedJson(row.comments, 'array') as { text?: unknown }[]).filter((c) => typeof c.text === 'string').map((c) => ({ text: c.text, userId: '', userName: '', createdAt: '' })),
    );
    expect([...items.values()].map((item) => (item as { attachments: unknown[] }).attachments.length).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('shows an invoice as its row is now after each write (kept in the row on PostgreSQL, built as read on SQLite)', async () => {
    const db = t.ctx.db.kysely;
    const invoice = await seedInvoice(t, w.otherClient.id, { payee: 'Before & "after"', reviewed: 0 });
    await db.updateTable('invoices').set({ payee: 'After \\ "quoted"', reviewed: 1, comment: 'Checked' }).where('id', '=', invoice.id).execute();
    const row = (await db.selectFrom('invoices').selectAll().where('id', '=', invoice.id).executeTakeFirstOrThrow()) as InvoiceRow & { list_item?: string };
    const items = await pageItems(`/api/invoices/client/${w.otherClient.id}?page=1&limit=50`, 'invoices');
    expect(items.get(invoice.id)).toEqual(invoiceOf(row));
    if (kind === 'postgres') expect(JSON.parse(row.list_item ?? 'null')).toEqual(invoiceOf(row));
    else expect(row.list_item).toBeUndefined();
  });

  it('shows a report as its row is now after each write', async () => {
    const db = t.ctx.db.kysely;
    const client = (await seedClient(t, 'Rewritten Reports')).id;
    const report = await seedReport(t, client, { status: 'processed', report_text: 'First reading', details: '[]' });
    await db.updateTable('reports').set({ status: 'partial', report_text: 'Second "reading"', details: '[{"filename":"b.pdf"}]', error_count: 1 }).where('id', '=', report.id).execute();
    const row = (await db.selectFrom('reports').selectAll().where('id', '=', report.id).executeTakeFirstOrThrow()) as ReportRow & { list_item?: string };
    const items = await pageItems(`/api/reports/client/${client}?pagination=true&page=1&limit=50`, 'reports');
    expect(items.get(report.id)).toEqual(reportOf(row));
    if (kind === 'postgres') expect(JSON.parse(row.list_item ?? 'null')).toEqual(reportOf(row));
    else expect(row.list_item).toBeUndefined();
  });

  it("shows an e-mail as it is now after its attachments and reports come, move and go, and after another e-mail's deletion", async () => {
    const db = t.ctx.db.kysely;
    const client = (await seedClient(t, 'Carried Rows')).id;
    const [first, second] = [await seedEmail(t, client, { subject: 'First' }), await seedEmail(t, client, { subject: 'Second' })];
    const expected = async () => {
      const emails = await db.selectFrom('emails').selectAll().where('client_id', '=', client).execute();
      const files = await db.selectFrom('attachments').selectAll().where('client_id', '=', client).orderBy('created_at').orderBy('id').execute();
      const reports = await db.selectFrom('reports').selectAll().where('client_id', '=', client).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return new Map(emails.map((row) => [row.id, emailOf(row, files.filter((file) => file.email_id === row.id), reports.find((report) => report.email_id === row.id)?.id ?? null)]));
    };
    const shown = () => pageItems(`/api/emails?pagination=true&clientId=${client}&page=1&limit=50`, 'emails');

    const file = await seedAttachment(t, client, { email_id: first.id, filename: 'first.pdf' });
    const report = await seedReport(t, client, { email_id: first.id, created_at: '2030-01-01T00:00:00.000Z' });
    expect(await shown()).toEqual(await expected());
    await db.updateTable('attachments').set({ filename: 'renamed.pdf', document_kind: 'statement' }).where('id', '=', file.id).execute();
    expect(await shown()).toEqual(await expected());
    await db.updateTable('attachments').set({ email_id: second.id }).where('id', '=', file.id).execute();
    await db.updateTable('reports').set({ email_id: second.id }).where('id', '=', report.id).execute();
    const moved = await shown();
    expect(moved).toEqual(await expected());
    expect(moved.get(second.id)).toMatchObject({ reportId: report.id, attachments: [expect.objectContaining({ filename: 'renamed.pdf' })] });
    expect(moved.get(first.id)).toMatchObject({ reportId: null, attachments: [] });
    await db.deleteFrom('attachments').where('id', '=', file.id).execute();
    await db.deleteFrom('reports').where('id', '=', report.id).execute();
    expect(await shown()).toEqual(await expected());

    // Deleting an e-mail deletes its attachments and unlinks its reports, whose triggers then find no e-mail to write.
    await seedAttachment(t, client, { email_id: first.id });
    await seedReport(t, client, { email_id: first.id });
    expect((await call('DELETE', `/api/emails/${first.id}`, w.admin)).statusCode).toBe(200);
    const left = await shown();
    expect([...left.keys()]).toEqual([second.id]);
    expect(left).toEqual(await expected());
  });

  it('writes every kept item again when the item description differs from the one installed, and only then', async () => {
    const db = t.ctx.db.kysely;
    const invoice = await seedInvoice(t, w.otherClient.id, { payee: 'Kept Items Ltd' });
    const page = async () => (await pageItems(`/api/invoices/client/${w.otherClient.id}?page=1&limit=50`, 'invoices')).get(invoice.id);
    if (kind === 'sqlite') {
      await keepListItems(t.ctx.db);
      expect(await sql`select name from sqlite_master where name = 'kept_definitions'`.execute(db)).toEqual(expect.objectContaining({ rows: [] }));
      return;
    }
    // What an earlier release would have left: its own item, installed under its own definition.
    await sql.raw(`create or replace function invoices_list_item() returns trigger language plpgsql as $$ begin new.list_item := json_build_object('id', new.id, 'older', true)::text; return new; end $$`).execute(db);
    await sql`update invoices set list_item = null`.execute(db);
    await db.updateTable('kept_definitions').set({ definition: 'an older description' }).execute();
    expect(await page()).toEqual({ id: invoice.id, older: true });

    await keepListItems(t.ctx.db);
    const row = await db.selectFrom('invoices').selectAll().where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(await page()).toEqual(invoiceOf(row));
    const version = async () => (await sql<{ xmin: string }>`select xmin from invoices where id = ${invoice.id}`.execute(db)).rows[0]?.xmin;
    const before = await version();
    await keepListItems(t.ctx.db);
    expect(await version()).toBe(before);
  });

  it('refuses an item description that binds a value, since its SQL is kept and reused alone', () => {
    const json = jsonWriter<{ id: string }>(kind, 'invoices');
    const item = jsonColumn(t.ctx.db.kysely, kind, () => json.object<{ id: string; label: string }>({ id: json.value('id'), label: json.scalar<string>(sql`select ${'bound'}`) }));
    expect(() => item()).toThrow('A list item written as JSON must not bind values');
  });
});
