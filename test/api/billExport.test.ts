import Papa from 'papaparse';
import type { TestAccount } from './helpers/accounts';
import { reviewFixture } from './helpers/fixtures';
import { link, seedClient, seedInvoice } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

type CsvRow = Record<string, string>;

const DEFAULT_HEADERS = ['Payee Name', 'Property Name', 'Unit', 'GL Account', 'Amount', 'Bill Date', 'Due Date', 'Reference', 'Description'];

describe.each(databaseKinds)('the bill export to a PM system on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);

  /** A client of its own for each test, the member associated with it. */
  async function freshClient(): Promise<string> {
    const { id } = await seedClient(t);
    await link(t, w.member, [id]);
    return id;
  }

  const exportCsv = (clientId: string, query = '', as: TestAccount = w.member) => call('GET', `/api/clients/${clientId}/export/bills.csv${query}`, as);
  const preview = (clientId: string, query = '', as: TestAccount = w.member) => call('GET', `/api/clients/${clientId}/export/bills${query}`, as);
  const mapping = (clientId: string, as: TestAccount, columns?: object) => call(columns ? 'PUT' : 'GET', `/api/clients/${clientId}/export/mapping`, as, columns && { columns });

  const csvRows = (body: string) => {
    expect(body.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<CsvRow>(body.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return { headers: parsed.meta.fields ?? [], rows: parsed.data };
  };
  const rowsOf = async (clientId: string, query = '') => {
    const res = await exportCsv(clientId, query);
    expect(res.statusCode).toBe(200);
    return csvRows(res.body).rows;
  };
  const exportedEntries = async (invoiceId: string) =>
    ((await call('GET', `/api/invoices/${invoiceId}/history`, w.admin)).json().history as { action: string; userId: string | null; at: string }[]).filter((entry) => entry.action === 'exported');

  it("writes the client's reviewed bills in the default columns; a dry run (the default) marks nothing", async () => {
    const clientId = await freshClient();
    const bill = await seedInvoice(t, clientId, { reviewed: 1, payee: 'Acme Water', invoice_number: 'W-1', total_amount_cents: 123456, unit: '4B', gl_account: '6100', bill_date: '2024-03-01', due_date: '2024-03-31' });
    await seedInvoice(t, clientId, { reviewed: 0, payee: 'Not reviewed' });

    const res = await exportCsv(clientId);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/bills \d{4}-\d{2}-\d{2} \(dry run\)\.csv/);
    const { headers, rows } = csvRows(res.body);
    expect(headers).toEqual(DEFAULT_HEADERS);
    expect(rows).toEqual([
      {
        'Payee Name': 'Acme Water',
        'Property Name': 'Maple Court',
        Unit: '4B',
        'GL Account': '6100',
        Amount: '1234.56',
        'Bill Date': '2024-03-01',
        'Due Date': '2024-03-31',
        Reference: 'W-1',
        Description: 'Repair of a leaking pipe',
      },
    ]);
    expect(await rowsOf(clientId, '?dryRun=true')).toHaveLength(1);
    expect(await exportedEntries(bill.id)).toEqual([]);
  });

  it('marks what it exports, with who and when in the history, so the next export is empty', async () => {
    const clientId = await freshClient();
    const first = await seedInvoice(t, clientId, { reviewed: 1, payee: 'First' });
    const second = await seedInvoice(t, clientId, { reviewed: 1, payee: 'Second' });

    const res = await exportCsv(clientId, '?dryRun=false');
    expect(res.headers['content-disposition']).not.toMatch(/dry run/);
    expect(csvRows(res.body).rows.map((row) => row['Payee Name'])).toEqual(['First', 'Second']);
    for (const invoice of [first, second]) {
      expect(await exportedEntries(invoice.id)).toEqual([expect.objectContaining({ action: 'exported', userId: w.member.id })]);
    }

    const again = await exportCsv(clientId, '?dryRun=false');
    expect(csvRows(again.body)).toEqual({ headers: DEFAULT_HEADERS, rows: [] });
    expect((await preview(clientId)).json()).toMatchObject({ bills: 0, rows: 0, sample: [] });
    expect(await exportedEntries(first.id)).toHaveLength(1);
  });

  it('exports bills already exported again with includeExported, and marks them again', async () => {
    const clientId = await freshClient();
    const bill = await seedInvoice(t, clientId, { reviewed: 1 });
    await exportCsv(clientId, '?dryRun=false');
    expect(await rowsOf(clientId, '?includeExported=true')).toHaveLength(1);
    expect(await exportedEntries(bill.id)).toHaveLength(1);
    expect(await rowsOf(clientId, '?dryRun=false&includeExported=true')).toHaveLength(1);
    expect(await exportedEntries(bill.id)).toHaveLength(2);
  });

  it('writes a bill coded per line as a row per line item, the bill filling in what a line does not say', async () => {
    const clientId = await freshClient();
    await seedInvoice(t, clientId, { reviewed: 1, payee: 'Split Co', unit: '1A', gl_account: '6000', total_amount_cents: 30000 }, [
      { description: 'Labour', amount_cents: 20000, gl_account: '6100' },
      { description: 'Parts', amount_cents: 10000, gl_account: '6200', property: 'Oak Court', unit: '7' },
      { description: 'Note', amount_cents: null },
    ]);
    await seedInvoice(t, clientId, { reviewed: 1, payee: 'Whole Co', gl_account: '6300', total_amount_cents: -1250, description: 'Credit' }, [{ description: 'Uncoded line', amount_cents: -1250 }]);

    const rows = (await rowsOf(clientId)).map((row) => [row['Payee Name'], row['Property Name'], row.Unit, row['GL Account'], row.Amount, row.Description]);
    expect(rows).toEqual([
      ['Split Co', 'Maple Court', '1A', '6100', '200.00', 'Labour'],
      ['Split Co', 'Oak Court', '7', '6200', '100.00', 'Parts'],
      ['Split Co', 'Maple Court', '1A', '6000', '', 'Note'],
      ['Whole Co', 'Maple Court', '', '6300', '-12.50', 'Credit'],
    ]);
    const answer = (await preview(clientId)).json();
    expect(answer).toMatchObject({ bills: 2, rows: 4, headers: DEFAULT_HEADERS });
    expect(answer.sample[1]).toMatchObject({ 'Payee Name': 'Split Co', 'Property Name': 'Oak Court', Amount: '100.00' });
  });

  it("writes the columns an admin saved, in their order, and the client's users read them", async () => {
    const clientId = await freshClient();
    await seedInvoice(t, clientId, { reviewed: 1, payee: 'Acme', invoice_number: 'A-9', memo_for_check: 'Acct 77', purchase_order: 'PO-1' });
    expect((await mapping(clientId, w.member)).json()).toEqual({ columns: DEFAULT_HEADERS.map((header) => expect.objectContaining({ header })), updatedAt: null });

    const columns = [
      { header: ' Vendor ', field: 'payee' },
      { header: 'Invoice #', field: 'invoiceNumber' },
      { header: 'Memo', field: 'memo' },
      { header: 'PO', field: 'purchaseOrder' },
      { header: 'Again', field: 'payee' },
    ];
    const saved = await mapping(clientId, w.admin, columns);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().columns[0]).toEqual({ header: 'Vendor', field: 'payee' });
    expect((await mapping(clientId, w.member)).json()).toEqual({ columns: saved.json().columns, updatedAt: expect.any(String) });
    expect(csvRows((await exportCsv(clientId)).body)).toEqual({ headers: ['Vendor', 'Invoice #', 'Memo', 'PO', 'Again'], rows: [{ Vendor: 'Acme', 'Invoice #': 'A-9', Memo: 'Acct 77', PO: 'PO-1', Again: 'Acme' }] });
  });

  it('refuses a mapping without columns, with a blank or repeated header, or an unknown field', async () => {
    const clientId = await freshClient();
    const refused = [
      [],
      [{ header: '  ', field: 'payee' }],
      [
        { header: 'Amount', field: 'amount' },
        { header: 'amount ', field: 'payee' },
      ],
      [{ header: 'Amount', field: 'price' }],
      Array.from({ length: 31 }, (_, i) => ({ header: `Column ${i}`, field: 'payee' })),
    ];
    for (const columns of refused) expect((await mapping(clientId, w.admin, columns)).statusCode).toBe(400);
    expect((await mapping(clientId, w.admin)).json().updatedAt).toBeNull();
  });

  it('writes a cell that would start a formula as text, but a negative amount as the number it is', async () => {
    const clientId = await freshClient();
    await seedInvoice(t, clientId, { reviewed: 1, payee: '=cmd|"/c calc"!A1', description: '-2+3', total_amount_cents: -500 });
    const [row] = await rowsOf(clientId);
    expect(row).toMatchObject({ 'Payee Name': `'=cmd|"/c calc"!A1`, Description: "'-2+3", Amount: '-5.00' });
  });

  it('answers 404 to a user of another client, 403 to a member who changes the columns, and 400 to a flag that is not one', async () => {
    const clientId = await freshClient();
    for (const res of [await exportCsv(clientId, '', w.outsider), await preview(clientId, '', w.outsider), await mapping(clientId, w.outsider)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Client not found' });
    }
    const put = await mapping(clientId, w.member, [{ header: 'Payee', field: 'payee' }]);
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ message: 'Admin access required.' });
    expect((await exportCsv(clientId, '?dryRun=maybe')).statusCode).toBe(400);
    expect((await exportCsv(clientId, '', w.admin)).statusCode).toBe(200);
  });
});
