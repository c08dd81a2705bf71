import { noPdfAnalysis } from '../../src/server/context';
import { insertInvoice } from '../../src/server/db/repositories/intake';
import { invoiceRow, lineItemRows } from '../../src/server/intake/pipeline/invoiceRow';
import type { PdfAnalyzer } from '../../src/server/intake/pdf/types';
import type { HistoryEntry } from '../../src/shared/contract/reviewWorkspace';
import { createAccount } from './helpers/accounts';
import { reviewFixture } from './helpers/fixtures';
import { link, multipart, seedEmail, seedInvoice } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';
import { invoice as extracted } from './intake/support';

/** An entry without its time, which the tests check apart. */
const shape = ({ at: _at, ...entry }: HistoryEntry) => entry;
const entry = (fields: Partial<HistoryEntry>) => ({ userId: null, userName: null, field: null, from: null, to: null, confidence: null, ...fields });

describe.each(databaseKinds)('invoice history on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);
  const history = async (id: string, as = w.member) => {
    const res = await call('GET', `/api/invoices/${id}/history`, as);
    expect(res.statusCode).toBe(200);
    return res.json().history as HistoryEntry[];
  };
  const member = (fields: Partial<HistoryEntry>) => entry({ userId: w.member.id, userName: 'Member Mia', ...fields });

  it("starts with intake's own entries: each field it filled, with the confidence it gave", async () => {
    const email = await seedEmail(t, w.client.id);
    const found = extracted({ payee: `Acme ${'p'.repeat(600)}`, confidence: { payee: 0.9, invoiceNumber: 0.95, totalAmount: 0.8, lineItems: 0.7 } });
    const links = { clientId: w.client.id, emailId: email.id, attachmentId: null, senderEmail: 'billing@vendor.example', duplicateOf: null };
    const id = await insertInvoice(t.ctx.db.kysely, invoiceRow(found, links), lineItemRows(found));
    const entries = await history(id);
    const payee = [...`Acme ${'p'.repeat(600)}`].slice(0, 500).join('');
    expect(entries.map(shape)).toEqual([
      entry({ action: 'extracted', field: 'payee', to: payee, confidence: 0.9 }),
      entry({ action: 'extracted', field: 'invoiceNumber', to: 'INV-100', confidence: 0.95 }),
      entry({ action: 'extracted', field: 'currency', to: 'USD' }),
      entry({ action: 'extracted', field: 'totalAmount', to: '125.00', confidence: 0.8 }),
      entry({ action: 'extracted', field: 'total', to: '125.00' }),
      entry({ action: 'extracted', field: 'billDate', to: '2024-03-01' }),
      entry({ action: 'extracted', field: 'dueDate', to: '2024-03-31' }),
      entry({ action: 'extracted', field: 'description', to: 'Repair of a leaking pipe' }),
      entry({ action: 'extracted', field: 'property', to: 'Maple Court' }),
      entry({ action: 'extracted', field: 'unit', to: '4B' }),
      entry({ action: 'extracted', field: 'workOrder', to: 'WO-7' }),
      entry({ action: 'extracted', field: 'glAccount', to: '6100' }),
      entry({ action: 'extracted', field: 'pageNumber', to: '1' }),
      entry({ action: 'extracted', field: 'lineItems', to: '2 line items', confidence: 0.7 }),
    ]);
    const created = (await t.ctx.db.kysely.selectFrom('invoices').select('created_at').where('id', '=', id).executeTakeFirstOrThrow()).created_at;
    expect(new Set(entries.map((e) => e.at))).toEqual(new Set([created]));
  });

  it("starts an upload with the uploader's entries: typed fields certain, the PDF's with their confidence", async () => {
    const analyze: PdfAnalyzer['analyze'] = async () => ({ kind: 'invoices', pageCount: 1, invoices: [extracted({ lineItems: [], confidence: { invoiceNumber: 0.6 } })] });
    t.ctx.pdf = { ...noPdfAnalysis, analyze };
    try {
      const { payload, contentType } = await multipart({ clientId: w.client.id, payee: 'Typed Payee', comment: 'Urgent' }, { name: 'bill.pdf', content: Buffer.from('%PDF-1.7\n%%EOF\n') });
      const res = await t.app.inject({ method: 'POST', url: '/api/invoices', headers: { ...w.member.auth, 'content-type': contentType }, payload });
      expect(res.statusCode).toBe(201);
      const entries = (await history(res.json().invoice.id)).map(shape);
      expect(entries.slice(0, 2)).toEqual([
        member({ action: 'uploaded', field: 'payee', to: 'Typed Payee', confidence: 1 }),
        member({ action: 'uploaded', field: 'invoiceNumber', to: 'INV-100', confidence: 0.6 }),
      ]);
      expect(entries.at(-1)).toEqual(member({ action: 'uploaded', field: 'comment', to: 'Urgent', confidence: 1 }));
      expect(entries.every((e) => e.action === 'uploaded')).toBe(true);
    } finally {
      t.ctx.pdf = noPdfAnalysis;
    }
  });

  it("adds each reviewer's edit field by field, old → new, and nothing for a save of the same values", async () => {
    const row = await seedInvoice(t, w.client.id, { payee: 'Old Payee', total_amount_cents: 1000, comment: 'First' }, [{ description: 'Line' }]);
    const edit = { payee: 'New Payee', totalAmount: '12.50', unit: '7C', reviewed: true, comment: 'Second', lineItems: [{ description: 'A' }, { description: 'B', amount: 2 }] };
    expect((await call('PUT', `/api/invoices/${row.id}`, w.member, edit)).statusCode).toBe(200);
    expect((await call('PUT', `/api/invoices/${row.id}`, w.member, edit)).statusCode).toBe(200);
    expect((await history(row.id)).map(shape)).toEqual([
      entry({ action: 'created' }),
      member({ action: 'edited', field: 'payee', from: 'Old Payee', to: 'New Payee' }),
      member({ action: 'edited', field: 'totalAmount', from: '10.00', to: '12.50' }),
      member({ action: 'edited', field: 'unit', from: null, to: '7C' }),
      member({ action: 'reviewed' }),
      member({ action: 'commented', field: 'comment', from: 'First', to: 'Second' }),
      member({ action: 'edited', field: 'lineItems', from: '1 line item', to: '2 line items' }),
    ]);
  });

  it('adds review toggles and comment changes, and an invoice older than the history starts with its creation', async () => {
    const row = await seedInvoice(t, w.client.id);
    await call('PATCH', `/api/invoices/${row.id}/toggle-review`, w.member, {});
    await call('PATCH', `/api/invoices/${row.id}/toggle-review`, w.admin, {});
    await call('PATCH', `/api/invoices/${row.id}/updateComment`, w.member, { comment: 'Call the vendor' });
    await call('PATCH', `/api/invoices/${row.id}/updateComment`, w.member, { comment: 'Call the vendor' });
    await call('PATCH', `/api/invoices/${row.id}/updateComment`, w.member, { comment: '' });
    const entries = await history(row.id);
    expect(entries.map(shape)).toEqual([
      entry({ action: 'created' }),
      member({ action: 'reviewed' }),
      entry({ action: 'unreviewed', userId: w.admin.id, userName: expect.any(String) }),
      member({ action: 'commented', field: 'comment', to: 'Call the vendor' }),
      member({ action: 'commented', field: 'comment', from: 'Call the vendor' }),
    ]);
    expect(entries[0]?.at).toBe(row.created_at);
    expect(entries.map((e) => e.at)).toEqual([...entries.map((e) => e.at)].sort());
  });

  it('adds the links to e-mails, and their loss when the e-mail is deleted', async () => {
    const row = await seedInvoice(t, w.client.id, { invoice_number: 'LINK-4242' });
    const first = await seedEmail(t, w.client.id, { subject: 'Invoice LINK-4242' });
    const second = await seedEmail(t, w.client.id, { subject: 'Another' });
    expect((await call('POST', `/api/associations/create-associations?clientId=${w.client.id}`, w.member)).statusCode).toBe(200);
    await call('POST', '/api/associations/associate', w.member, { emailId: second.id, invoiceId: row.id });
    await call('DELETE', `/api/emails/${second.id}`, w.member);
    expect((await history(row.id)).map(shape)).toEqual([
      entry({ action: 'created' }),
      member({ action: 'linked', field: 'emailId', to: first.id }),
      member({ action: 'linked', field: 'emailId', from: first.id, to: second.id }),
      member({ action: 'unlinked', field: 'emailId', from: second.id }),
    ]);
  });

  it("names each author as they are named now, and none once their account is gone", async () => {
    const reviewer = await createAccount(t, { name: 'Rita Reviewer' });
    await link(t, reviewer, [w.client.id]);
    const row = await seedInvoice(t, w.client.id);
    await call('PATCH', `/api/invoices/${row.id}/toggle-review`, reviewer, {});
    await t.ctx.db.kysely.updateTable('users').set({ name: 'Rita Renamed' }).where('id', '=', reviewer.id).execute();
    expect((await history(row.id)).at(-1)).toMatchObject({ userId: reviewer.id, userName: 'Rita Renamed' });
    await t.ctx.db.kysely.deleteFrom('users').where('id', '=', reviewer.id).execute();
    expect((await history(row.id)).at(-1)).toMatchObject({ action: 'reviewed', userId: reviewer.id, userName: null });
  });

  it("hides another client's invoice as a missing one, and goes with a deleted invoice", async () => {
    const row = await seedInvoice(t, w.client.id);
    for (const id of [row.id, 'no-such-invoice']) {
      const res = await call('GET', `/api/invoices/${id}/history`, w.outsider);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Invoice not found' });
    }
    await call('PATCH', `/api/invoices/${row.id}/toggle-review`, w.member, {});
    await call('DELETE', `/api/invoices/${row.id}`, w.member);
    expect(await t.ctx.db.kysely.selectFrom('invoice_history').select('id').where('invoice_id', '=', row.id).execute()).toEqual([]);
  });
});
