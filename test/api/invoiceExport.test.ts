import Papa from 'papaparse';
import { newId } from '../../src/server/db/ids';
import { blankInvoiceRow } from '../../src/server/db/repositories/invoiceWrites';
import { setClockTo } from './helpers/clock';
import { reviewFixture } from './helpers/fixtures';
import { link, seedClient, seedInvoice } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

type CsvRow = Record<string, string>;

describe.each(databaseKinds)('CSV export of invoices on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);
  let clientId: string;

  beforeAll(async () => {
    clientId = (await seedClient(t, 'Économie & Fils / Nord')).id;
    await link(t, w.member, [clientId]);
  });
  afterEach(() => jest.useRealTimers());

  const download = (query = '', as = w.member, client = clientId) => call('GET', `/api/invoices/client/${client}/export.csv${query}`, as);
  const rowsOf = (body: string) => {
    expect(body.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<CsvRow>(body.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return parsed.data;
  };

  it('is a UTF-8 CSV file named after the client and the day, one row per invoice under a header', async () => {
    setClockTo('2025-03-10T12:00:00.000Z');
    const invoice = await seedInvoice(
      t,
      clientId,
      { payee: 'Acme, "The" Plumbers', description: 'Line one\nLine two', total_amount_cents: -12345, currency: 'EUR', document_kind: 'credit_note', unit: '4B', reviewed: 1, comment: 'Checked' },
      [
        { description: 'Labour', amount_cents: 100000, gl_account: '6100' },
        { description: 'Parts', amount_cents: null, property: 'Maple Court', unit: '4B' },
      ],
    );
    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_conomie & Fils _ Nord invoices 2025-03-10.csv"; filename*=UTF-8''%C3%89conomie%20%26%20Fils%20_%20Nord%20invoices%202025-03-10.csv`,
    );
    expect(res.headers['access-control-expose-headers']).toBe('content-disposition');
    const [row] = rowsOf(res.body);
    expect(row).toMatchObject({
      ID: invoice.id,
      Payee: 'Acme, "The" Plumbers',
      'Invoice number': invoice.invoice_number,
      Kind: 'credit_note',
      Currency: 'EUR',
      'Amount due': '-123.45',
      'Invoice total': '123.45',
      'Bill date': '2024-01-15',
      'Due date': '2024-02-15',
      Property: 'Maple Court',
      Unit: '4B',
      Description: 'Line one\nLine two',
      'Line items': '2',
      'Line item details': 'Labour: 1000.00 (GL 6100)\nParts (Maple Court, unit 4B)',
      'Marked as paid': 'false',
      Reviewed: 'true',
      Comment: 'Checked',
      Sender: 'billing@vendor.example',
      Source: 'email',
      Confidence: '{"payee":0.9}',
      Created: invoice.created_at,
    });
    expect(Object.keys(row ?? {})).not.toContain('PDF');
  });

  it('writes a cell that would start a formula as text, so a spreadsheet never runs it', async () => {
    const client = (await seedClient(t, 'Formula Co')).id;
    const hostile = ['=HYPERLINK("http://evil.example","open")', '+1+2', '-2+3', '@SUM(A1:A2)', '\t=1', '=1+1\nsecond line'];
    for (const payee of hostile) await seedInvoice(t, client, { payee });
    const rows = rowsOf((await download('?sort=createdAt&order=asc', w.admin, client)).body);
    expect(rows.map((row) => row.Payee)).toEqual(hostile.map((payee) => `'${payee}`));
  });

  it("exports the list's filter in its order, or the selection only", async () => {
    const client = (await seedClient(t, 'Filter Co')).id;
    await link(t, w.member, [client]);
    const a = await seedInvoice(t, client, { payee: 'beta Supply', reviewed: 1 });
    const b = await seedInvoice(t, client, { payee: 'Alpha Supply' });
    const c = await seedInvoice(t, client, { payee: null });
    const d = await seedInvoice(t, client, { payee: 'Gamma Roofing' });
    const ids = async (query: string) => rowsOf((await download(query, w.member, client)).body).map((row) => row.ID);
    expect(await ids('')).toEqual([d.id, c.id, b.id, a.id]);
    expect(await ids('?sort=payee&order=asc')).toEqual([b.id, a.id, d.id, c.id]);
    expect(await ids('?sort=payee')).toEqual([d.id, a.id, b.id, c.id]);
    expect(await ids('?search=supply&reviewed=false')).toEqual([b.id]);
    expect(await ids(`?ids=${a.id},${c.id}&sort=payee&order=asc&search=none`)).toEqual([a.id, c.id]);
  });

  it('streams a long list in chunks, every invoice once, in order through the nulls', async () => {
    const client = (await seedClient(t, 'Long Co')).id;
    const start = Date.UTC(2024, 0, 1);
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      ...blankInvoiceRow(client, new Date(start + i * 1000).toISOString(), newId(start + i * 1000)),
      payee: i % 7 === 0 ? null : `Vendor ${String(i % 50).padStart(2, '0')}`,
    }));
    for (let from = 0; from < rows.length; from += 300) await t.ctx.db.kysely.insertInto('invoices').values(rows.slice(from, from + 300)).execute();
    const exported = rowsOf((await download('?sort=payee&order=desc', w.admin, client)).body).map((row) => row.ID);
    const byPayee = (x: (typeof rows)[number], y: (typeof rows)[number]) => (x.payee === y.payee ? (x.id < y.id ? 1 : -1) : (x.payee ?? '') < (y.payee ?? '') ? 1 : -1);
    const expected = [...rows.filter((row) => row.payee !== null).sort(byPayee), ...rows.filter((row) => row.payee === null).sort((x, y) => (x.id < y.id ? 1 : -1))];
    expect(exported).toEqual(expected.map((row) => row.id));
  });

  it("refuses a selection that names an invoice of another client or none, alike, and another client's list", async () => {
    const mine = await seedInvoice(t, clientId);
    const theirs = await seedInvoice(t, w.otherClient.id);
    for (const stranger of [theirs.id, 'no-such-invoice']) {
      const res = await download(`?ids=${mine.id},${stranger}`, w.admin);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: '1 of the 2 invoices do not exist or belong to a client you cannot reach; nothing was done.' });
    }
    const foreign = await download('', w.outsider);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Client not found' });
    const blank = await download('?ids=,', w.member);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Invalid input: ids must name at least one invoice');
  });
});
