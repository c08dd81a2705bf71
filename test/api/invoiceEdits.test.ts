import { noPdfAnalysis } from '../../src/server/context';
import type { InvoiceDetail } from '../../src/shared/contract/invoices';
import type { PdfOutcome } from '../../src/server/intake/pdf/types';
import { reviewFixture, type Method } from './helpers/fixtures';
import { multipart, seedInvoice } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

describe.each(databaseKinds)('invoices API (changing) on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);
  const read = async (id: string) => (await call('GET', `/api/invoices/${id}`, w.admin)).json().invoice as InvoiceDetail;

  describe('a regular user of another client', () => {
    it.each<[Method, string, object | undefined]>([
      ['PUT', '', { payee: 'Hijacked' }],
      ['DELETE', '', undefined],
      ['PATCH', '/toggle-review', {}],
      ['PATCH', '/updateComment', { comment: 'Hijacked' }],
    ])('gets 404 from %s %s and changes nothing', async (method, suffix, payload) => {
      const row = await seedInvoice(t, w.client.id);
      const before = await read(row.id);
      const res = await call(method, `/api/invoices/${row.id}${suffix}`, w.outsider, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Invoice not found' });
      expect(await read(row.id)).toEqual(before);
    });
  });

  describe('edit', () => {
    it('updates every editable field, replaces the line items and ignores pdfFile and read-only fields', async () => {
      const row = await seedInvoice(t, w.client.id, {}, [{ description: 'Old line', amount_cents: 100 }]);
      const current = await read(row.id);
      const res = await call('PUT', `/api/invoices/${row.id}`, w.member, {
        ...current,
        payee: '  Northside Roofing ',
        invoiceNumber: 'NR-42',
        totalAmount: '$1,020.50',
        total: 1100,
        billDate: '03/05/2024',
        dueDate: '2024-04-05',
        description: 'Roof patch',
        property: 'Elm Plaza',
        unit: '',
        purchaseOrder: 'PO-9',
        workOrder: 'WO-3',
        reference: 'REF',
        remarks: 'Urgent',
        cashAccount: '1000',
        memoForCheck: 'March roof',
        glAccount: '6200',
        pageNumber: 2,
        markedAsPaid: true,
        lineItems: [
          { id: 'ignored', description: 'Labour', amount: 900.5, glAccount: '6200' },
          { description: 'Shingles', amount: '120', property: 'Elm Plaza', unit: '2A' },
        ],
        pdfFile: 'AAAA',
        clientName: 'Renamed?',
        client_id: w.otherClient.id,
        createdAt: '1999-01-01T00:00:00.000Z',
      });
      expect(res.statusCode).toBe(200);
      const invoice = res.json().invoice as InvoiceDetail;
      expect(invoice).toMatchObject({
        payee: 'Northside Roofing',
        invoiceNumber: 'NR-42',
        totalAmount: 1020.5,
        total: 1100,
        billDate: '2024-03-05',
        dueDate: '2024-04-05',
        unit: null,
        glAccount: '6200',
        pageNumber: 2,
        markedAsPaid: true,
        client_id: w.client.id,
        clientName: 'Maple Property Co',
        createdAt: row.created_at,
        pdfFile: null,
      });
      expect(invoice.confidence).toMatchObject({ payee: 1, invoiceNumber: 1, totalAmount: 1 });
      expect(invoice.lineItems.map(({ id: _id, ...item }) => item)).toEqual([
        { description: 'Labour', amount: 900.5, property: null, unit: null, glAccount: '6200' },
        { description: 'Shingles', amount: 120, property: 'Elm Plaza', unit: '2A', glAccount: null },
      ]);
      expect(await read(row.id)).toEqual(invoice);
    });

    it('leaves absent fields and the line items alone', async () => {
      const row = await seedInvoice(t, w.client.id, { gl_account: '6100' }, [{ description: 'Kept', amount_cents: 500 }]);
      const invoice = (await call('PUT', `/api/invoices/${row.id}`, w.member, { remarks: 'Checked' })).json().invoice as InvoiceDetail;
      expect(invoice).toMatchObject({ remarks: 'Checked', glAccount: '6100', payee: 'Acme Plumbing' });
      expect(invoice.lineItems).toEqual([expect.objectContaining({ description: 'Kept', amount: 5 })]);
    });

    it('keeps the search in step with the edit', async () => {
      const row = await seedInvoice(t, w.client.id, { payee: 'Zebra Zinc Works' });
      const search = async (term: string) => (await call('GET', `/api/invoices/client/${w.client.id}?search=${term}`, w.member)).json().invoices.map((i: { id: string }) => i.id);
      expect(await search('zebra')).toEqual([row.id]);
      await call('PUT', `/api/invoices/${row.id}`, w.member, { payee: 'Yak Yarn Supply' });
      expect(await search('zebra')).toEqual([]);
      expect(await search('yarn')).toEqual([row.id]);
    });

    it.each<[string, object, string]>([
      ['an amount that is not one', { totalAmount: 'lots' }, 'totalAmount must be an amount in dollars'],
      ['an impossible date', { billDate: '2024-13-45' }, 'billDate must be a date (YYYY-MM-DD)'],
      ['page number 0', { pageNumber: 0 }, 'pageNumber must be a whole number of at least 1'],
      ['a payee of the wrong type', { payee: 7 }, 'payee must be a string'],
      ['a flag of the wrong type', { markedAsPaid: 'yes' }, 'markedAsPaid must be true or false'],
      ['line items that are not a list', { lineItems: 'none' }, 'lineItems must be a list of line items'],
      ['a line item with a bad amount', { lineItems: [{ description: 'x', amount: 'x' }] }, 'lineItems.0.amount must be an amount in dollars'],
      ['a body that is a list', [], 'expected object'],
    ])('refuses %s with a 400 naming the field', async (_label, body, message) => {
      const row = await seedInvoice(t, w.client.id);
      const res = await call('PUT', `/api/invoices/${row.id}`, w.member, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it('refuses a body that is not JSON', async () => {
      const row = await seedInvoice(t, w.client.id);
      const res = await t.app.inject({ method: 'PUT', url: `/api/invoices/${row.id}`, headers: { ...w.member.auth, 'content-type': 'application/json' }, payload: '{payee:' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Request body is not valid JSON' });
    });

    const EVIDENCE = JSON.stringify({ name: 'roofer', account: '7731', site: '12 elm st', layout: ['invoice', 'roofer', 'roofing', 'total'] });
    const hintsOf = (sender: string) => t.ctx.db.kysely.selectFrom('learned_hints').select(['field', 'value', 'source_label', 'evidence']).where('sender_email', '=', sender).orderBy('field').execute();

    it("records a reviewer's payee, GL account and property corrections with what the document showed", async () => {
      const row = await seedInvoice(t, w.client.id, { sender_email: 'Bills@Roofer.example', property: 'Maple Court', invoice_number: 'R-88', evidence: EVIDENCE });
      await call('PUT', `/api/invoices/${row.id}`, w.member, { payee: 'Roofer LLC', glAccount: '6300', property: 'Maple Court', description: 'not learned' });
      expect(await hintsOf('bills@roofer.example')).toEqual([
        { field: 'glAccount', value: '6300', source_label: 'R-88', evidence: EVIDENCE },
        { field: 'payee', value: 'Roofer LLC', source_label: 'R-88', evidence: EVIDENCE },
      ]);
    });

    it('forgets what it learned when the reviewer clears the field', async () => {
      const row = await seedInvoice(t, w.client.id, { sender_email: 'forget@roofer.example', evidence: EVIDENCE });
      await call('PUT', `/api/invoices/${row.id}`, w.member, { glAccount: '6400' });
      // A later bill showing the same evidence: clearing the field there forgets the first correction too.
      const later = await seedInvoice(t, w.client.id, { sender_email: 'forget@roofer.example', evidence: EVIDENCE, gl_account: '6400' });
      await call('PUT', `/api/invoices/${later.id}`, w.member, { glAccount: '' });
      expect(await hintsOf('forget@roofer.example')).toEqual([]);
    });

    it('learns nothing from an invoice with no sender, or whose document showed nothing to match', async () => {
      const before = await t.ctx.db.kysely.selectFrom('learned_hints').selectAll().execute();
      const noSender = await seedInvoice(t, w.client.id, { sender_email: null, evidence: EVIDENCE });
      await call('PUT', `/api/invoices/${noSender.id}`, w.member, { payee: 'Nobody Knows' });
      const typed = await seedInvoice(t, w.client.id, { sender_email: 'typed@roofer.example' });
      await call('PUT', `/api/invoices/${typed.id}`, w.member, { payee: 'Typed Roofer' });
      expect(await t.ctx.db.kysely.selectFrom('learned_hints').selectAll().execute()).toEqual(before);
    });
  });

  describe('review, comment and delete', () => {
    it('toggles the review state both ways, whatever X-User-ID says', async () => {
      const row = await seedInvoice(t, w.client.id);
      const first = await call('PATCH', `/api/invoices/${row.id}/toggle-review`, w.member, undefined, { 'x-user-id': w.outsider.id });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ reviewed: true, invoice: { id: row.id, reviewed: true } });
      expect(first.json().invoice).not.toHaveProperty('pdfFile');
      expect((await call('PATCH', `/api/invoices/${row.id}/toggle-review`, w.admin)).json()).toMatchObject({ reviewed: false });
      expect((await read(row.id)).reviewed).toBe(false);
    });

    it('updates the comment, trimmed, and refuses one of the wrong type', async () => {
      const row = await seedInvoice(t, w.client.id);
      const res = await call('PATCH', `/api/invoices/${row.id}/updateComment`, w.member, { comment: '  Paid by check 1001 ' });
      expect(res.statusCode).toBe(200);
      expect(res.json().invoice).toMatchObject({ id: row.id, comment: 'Paid by check 1001' });
      const bad = await call('PATCH', `/api/invoices/${row.id}/updateComment`, w.member, { comment: 5 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('comment must be a string');
      expect((await call('PATCH', `/api/invoices/${row.id}/updateComment`, w.member, {})).json().message).toContain('comment is required');
      expect((await read(row.id)).comment).toBe('Paid by check 1001');
    });

    it('deletes an invoice with its line items, then answers 404', async () => {
      const row = await seedInvoice(t, w.client.id, {}, [{ description: 'Gone' }]);
      const res = await call('DELETE', `/api/invoices/${row.id}`, w.member);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Invoice deleted' });
      expect((await call('GET', `/api/invoices/${row.id}`, w.member)).statusCode).toBe(404);
      expect(await t.ctx.db.kysely.selectFrom('invoice_line_items').selectAll().where('invoice_id', '=', row.id).execute()).toEqual([]);
      expect((await call('DELETE', `/api/invoices/${row.id}`, w.member)).statusCode).toBe(404);
    });
  });

  describe('upload', () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const upload = async (fields: Record<string, string>, file: { name: string; content: Buffer } | null = { name: 'bill.pdf', content: pdf }, as = w.member) => {
      const { payload, contentType } = await multipart(fields, file ?? undefined);
      return t.app.inject({ method: 'POST', url: '/api/invoices', headers: { ...as.auth, 'content-type': contentType }, payload });
    };
    afterEach(() => {
      t.ctx.pdf = { ...noPdfAnalysis, analyze: async () => ({ kind: 'broken', reason: 'not running' }) };
    });

    it('stores the PDF as the client’s attachment and creates the invoice from the form', async () => {
      const res = await upload({ clientId: w.client.id, payee: 'Typed Payee', totalAmount: '99.95', reviewed: 'true', data: JSON.stringify({ invoiceNumber: 'UP-1', lineItems: [{ description: 'One', amount: 99.95 }] }) });
      expect(res.statusCode).toBe(201);
      const invoice = res.json().invoice as InvoiceDetail;
      expect(invoice).toMatchObject({ source: 'upload', client_id: w.client.id, userId: w.member.id, emailId: null, payee: 'Typed Payee', invoiceNumber: 'UP-1', totalAmount: 99.95, reviewed: true, pdfFile: pdf.toString('base64') });
      expect(invoice.confidence).toMatchObject({ payee: 1, invoiceNumber: 1, totalAmount: 1 });
      expect(invoice.lineItems).toEqual([expect.objectContaining({ description: 'One', amount: 99.95 })]);
      const attachment = await t.ctx.db.kysely.selectFrom('attachments').selectAll().where('id', '=', invoice.pdfPartId).executeTakeFirstOrThrow();
      expect(attachment).toMatchObject({ email_id: null, client_id: w.client.id, filename: 'bill.pdf', content_type: 'application/pdf', size: pdf.length });
    });

    it('fills the fields left out from the PDF analysis, with its confidence', async () => {
      const outcome: PdfOutcome = {
        kind: 'invoices',
        pageCount: 3,
        invoices: [
          {
            documentKind: 'invoice', payee: 'Found Payee', invoiceNumber: 'F-77', totalAmountCents: 43210, totalCents: null, billDate: '2024-05-01', dueDate: null, currency: 'USD',
            description: 'Found work', property: null, unit: null, purchaseOrder: null, workOrder: null, reference: null, glAccount: null,
            pageNumber: 1, pageCount: 2, lineItems: [{ description: 'Found line', amountCents: 43210, property: null, unit: null, glAccount: null }],
            confidence: { payee: 0.6, invoiceNumber: 0.9, totalAmount: 0.8 }, reasons: {}, source: 'text', evidence: { name: null, account: null, site: null, layout: [] },
            boxes: { payee: { page: 1, x: 0.1, y: 0.05, w: 0.3, h: 0.02 }, invoiceNumber: { page: 1, x: 0.7, y: 0.1, w: 0.1, h: 0.02 } },
          },
        ],
      };
      t.ctx.pdf = { ...noPdfAnalysis, analyze: async () => outcome };
      const invoice = (await upload({ clientId: w.client.id, payee: 'Typed Payee' })).json().invoice as InvoiceDetail;
      expect(invoice).toMatchObject({ payee: 'Typed Payee', invoiceNumber: 'F-77', totalAmount: 432.1, billDate: '2024-05-01', description: 'Found work', pageNumber: 1, pageCount: 2 });
      expect(invoice.confidence).toMatchObject({ payee: 1, invoiceNumber: 0.9, totalAmount: 0.8 });
      expect(invoice.lineItems).toEqual([expect.objectContaining({ description: 'Found line', amount: 432.1 })]);
      // Outlined on the PDF: the number read there; not the payee, which was typed.
      expect(invoice.fieldBoxes).toEqual({ invoiceNumber: { page: 1, x: 0.7, y: 0.1, w: 0.1, h: 0.02 } });
    });

    it('flags an upload that repeats an invoice of the client', async () => {
      const first = await seedInvoice(t, w.client.id, { payee: 'Dup Co', invoice_number: 'D-1', total_amount_cents: 1000 });
      const invoice = (await upload({ clientId: w.client.id, payee: 'dup co', invoiceNumber: 'D-1', totalAmount: '10' })).json().invoice;
      expect(invoice.duplicateOf).toBe(first.id);
    });

    it.each<[string, Record<string, string>, { name: string; content: Buffer } | null, string]>([
      ['no file', { clientId: 'x' }, null, 'file is required'],
      ['a file that is not a PDF', { clientId: 'x' }, { name: 'bill.pdf', content: Buffer.from('hello') }, 'file must be a PDF'],
      ['no client', {}, { name: 'bill.pdf', content: pdf }, 'clientId is required'],
      ['bad JSON in data', { clientId: 'x', data: '{' }, { name: 'bill.pdf', content: pdf }, 'data must be JSON'],
      ['a bad field', { clientId: 'x', pageNumber: 'first' }, { name: 'bill.pdf', content: pdf }, 'pageNumber must be a whole number'],
    ])('refuses %s with a 400', async (_label, fields, file, message) => {
      const res = await upload({ ...fields, ...(fields.clientId ? { clientId: w.client.id } : {}) }, file);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it('refuses a JSON body, and a client the uploader does not reach', async () => {
      const json = await t.app.inject({ method: 'POST', url: '/api/invoices', headers: w.member.auth, payload: { clientId: w.client.id } });
      expect(json.statusCode).toBe(400);
      const before = await t.ctx.db.kysely.selectFrom('attachments').select('id').execute();
      const res = await upload({ clientId: w.client.id }, { name: 'bill.pdf', content: pdf }, w.outsider);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Client not found' });
      expect(await t.ctx.db.kysely.selectFrom('attachments').select('id').execute()).toEqual(before);
    });
  });
});
