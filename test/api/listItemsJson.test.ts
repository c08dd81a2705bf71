import { toInvoiceSummary } from '../../src/server/db/repositories/invoiceMappers';
import { reviewFixture } from './helpers/fixtures';
import { seedInvoice } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

/**
 * List pages are written as JSON by the database (src/server/db/jsonText.ts); every other
 * answer maps rows in TypeScript. The two must agree on every value a row can hold: text that
 * JSON escapes, null, amounts, flags and stored JSON, damaged included.
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
    const response = await call('GET', path, w.member);
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
});
