import { sql } from 'kysely';
import { jsonColumn, jsonWriter } from '../../src/server/db/jsonText';
import { createAttachmentsRepository } from '../../src/server/db/repositories/attachments';
import { toEmailSummary } from '../../src/server/db/repositories/emailMappers';
import { createEmailsRepository } from '../../src/server/db/repositories/emails';
import { toInvoiceSummary } from '../../src/server/db/repositories/invoiceMappers';
import { toReport } from '../../src/server/db/repositories/reports';
import { reviewFixture } from './helpers/fixtures';
import { seedAttachment, seedClient, seedEmail, seedInvoice, seedReport } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

/**
 * List pages are written as JSON by the database (src/server/db/jsonText.ts); every other
 * answer maps rows in TypeScript. The two must agree on every value a row holds as its writers
 * store it: text that JSON escapes, null, amounts, flags, and stored JSON whether sound or not
 * JSON at all. Inside sound stored JSON the SQL keeps what the writers wrote (they store clean
 * scores and comments), where the TypeScript mappers clean again.
 */
const AWKWARD_TEXT = [
  'Quote " and backslash \\ and slash /',
  'Line\nbreak\tand tab\r\nand \u0001 control',
  'Ünïcödé — “curly” 𝄞 emoji 🧾 and \u2028 separator',
  '<script>alert(1)</script> & ampersand',
  '',
];
const AMOUNTS = [0, 1, 7, 10, 99, 100, 1999, 12345, -5, -12345, 123456789012, null];

describe.each(databaseKinds)('list items written by the database on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);

  async function pageItems(path: string, key: string): Promise<Map<string, unknown>> {
    const response = await call('GET', path, w.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const items = response.json()[key] as { id: string }[];
    return new Map(items.map((item) => [item.id, item]));
  }

  it('writes each invoice as toInvoiceSummary does', async () => {
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
          user_id: i === 5 ? w.member.id : null,
        }),
      );
    }
    const items = await pageItems(`/api/invoices/client/${client}?page=1&limit=50`, 'invoices');
    const stored = await t.ctx.db.kysely.selectFrom('invoices').selectAll().where('client_id', '=', client).execute();
    expect(stored.length).toBeGreaterThanOrEqual(seeded.length);
    for (const row of stored) expect(items.get(row.id)).toEqual(toInvoiceSummary(row));
  });

  it('writes each report as toReport does', async () => {
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
    for (const row of stored) expect(items.get(row.id)).toEqual(toReport(row));
  });

  it('writes each e-mail as toEmailSummary does, with its attachments in order and its latest report', async () => {
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
    const ids = stored.map((row) => row.id);
    const [files, reports] = await Promise.all([createAttachmentsRepository(db).metaByEmail(ids), createEmailsRepository(db, kind).reportIds(ids)]);
    expect(stored.length).toBe(AWKWARD_TEXT.length);
    for (const row of stored) expect(items.get(row.id)).toEqual(toEmailSummary(row, files.get(row.id) ?? [], reports.get(row.id) ?? null));
    expect([...items.values()].map((item) => (item as { attachments: unknown[] }).attachments.length).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses an item description that binds a value, since its SQL is kept and reused alone', () => {
    const json = jsonWriter<{ id: string }>(kind, 'invoices');
    const item = jsonColumn(t.ctx.db.kysely, kind, () => json.object<{ id: string; label: string }>({ id: json.value('id'), label: json.scalar<string>(sql`select ${'bound'}`) }));
    expect(() => item()).toThrow('A list item written as JSON must not bind values');
  });
});
