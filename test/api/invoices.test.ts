import type { InvoiceDetail, InvoiceSummary } from '../../src/shared/contract/invoices';
import type { TestAccount } from './helpers/accounts';
import { reviewFixture, type Method } from './helpers/fixtures';
import { link, seedAttachment, seedClient, seedEmail, seedInvoice } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

describe.each(databaseKinds)('invoices API (reading) on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);
  const ids = (list: { id: string }[]) => list.map((i) => i.id);

  describe('access', () => {
    it.each<[Method, string]>([
      ['GET', '/api/invoices'],
      ['GET', '/api/invoices/all'],
      ['GET', '/api/invoices/client/c1'],
      ['GET', '/api/invoices/client/c1/no-pdf'],
      ['GET', '/api/invoices/i1'],
      ['POST', '/api/invoices'],
      ['PUT', '/api/invoices/i1'],
      ['DELETE', '/api/invoices/i1'],
      ['PATCH', '/api/invoices/i1/toggle-review'],
      ['PATCH', '/api/invoices/i1/updateComment'],
    ])('%s %s refuses an anonymous caller', async (method, url) => {
      const res = await call(method, url, undefined, method === 'PUT' || method === 'PATCH' ? {} : undefined);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    });

    it("hides another client's invoice and list from a regular user, exactly as a missing one", async () => {
      const invoice = await seedInvoice(t, w.client.id);
      for (const url of [`/api/invoices/${invoice.id}`, '/api/invoices/no-such-invoice']) {
        const res = await call('GET', url, w.outsider);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Invoice not found' });
      }
      for (const url of [`/api/invoices/client/${w.client.id}`, `/api/invoices/client/${w.client.id}/no-pdf`, '/api/invoices/client/unknown']) {
        const res = await call('GET', url, w.outsider);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Client not found' });
      }
    });

    it('refuses an id that cannot be one with a 400', async () => {
      for (const url of [`/api/invoices/${'x'.repeat(65)}`, `/api/invoices/client/${'x'.repeat(65)}`]) {
        const res = await call('GET', url, w.admin);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/^Invalid input: (id|clientId) /);
      }
    });

    it('gives the admin-only list to admins alone', async () => {
      const res = await call('GET', '/api/invoices/all', w.member);
      expect(res.statusCode).toBe(403);
      expect((await call('GET', '/api/invoices/all', w.admin)).statusCode).toBe(200);
    });

    it('lists the invoices of the clients a user reaches; a regular user may only ask for themself', async () => {
      const mine = await seedInvoice(t, w.client.id);
      const theirs = await seedInvoice(t, w.otherClient.id);
      const own = (await call('GET', '/api/invoices', w.member)).json().invoices as InvoiceSummary[];
      expect(ids(own)).toContain(mine.id);
      expect(ids(own)).not.toContain(theirs.id);
      expect(ids((await call('GET', `/api/invoices?userId=${w.member.id}`, w.member)).json().invoices)).toEqual(ids(own));
      const refused = await call('GET', `/api/invoices?userId=${w.outsider.id}`, w.member);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'You can only list your own invoices.' });
      expect(ids((await call('GET', `/api/invoices?userId=${w.member.id}`, w.admin)).json().invoices)).toEqual(ids(own));
      const all = ids((await call('GET', '/api/invoices', w.admin)).json().invoices);
      expect(all).toEqual(expect.arrayContaining([mine.id, theirs.id]));
      expect((await call('GET', '/api/invoices?userId=nobody', w.admin)).statusCode).toBe(404);
    });
  });

  describe('one client, page by page', () => {
    let seeded: string[];
    let clientId: string;

    beforeAll(async () => {
      const client = await seedClient(t, 'Paging Co');
      clientId = client.id;
      await link(t, w.member, [clientId]);
      seeded = [];
      for (let n = 0; n < 25; n += 1) seeded.push((await seedInvoice(t, clientId, { reviewed: n % 5 === 0 ? 1 : 0, payee: `Vendor ${n}` })).id);
    });
    const page = (query: string, as: TestAccount = w.member) => call('GET', `/api/invoices/client/${clientId}${query}`, as);
    const newestFirst = () => [...seeded].reverse();

    it('answers 20 newest first by default, with the totals', async () => {
      const res = await page('');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ total: 25, page: 1, totalPages: 2, pageSize: 20 });
      expect(ids(body.invoices)).toEqual(newestFirst().slice(0, 20));
      expect((await page('?page=2')).json()).toMatchObject({ total: 25, page: 2, totalPages: 2 });
      expect(ids((await page('?page=2')).json().invoices)).toEqual(newestFirst().slice(20));
      expect(ids((await page('?page=2&limit=10')).json().invoices)).toEqual(newestFirst().slice(10, 20));
      expect((await page('?page=9')).json()).toMatchObject({ invoices: [], total: 25, page: 9, totalPages: 2 });
    });

    it('clamps the limit to 1..50', async () => {
      expect((await page('?limit=0')).json()).toMatchObject({ pageSize: 1, totalPages: 25 });
      expect((await page('?limit=99')).json()).toMatchObject({ pageSize: 50, totalPages: 1 });
      expect((await page('?limit=-3')).json().invoices).toHaveLength(1);
      expect((await page('?limit=')).json().pageSize).toBe(20);
    });

    it.each([
      ['?page=0', 'page must be a whole number of at least 1'],
      ['?page=-1', 'page must be a whole number of at least 1'],
      ['?page=abc', 'page must be a whole number of at least 1'],
      ['?page=1.5', 'page must be a whole number of at least 1'],
      ['?limit=ten', 'limit must be a number'],
      ['?reviewed=maybe', 'reviewed must be true or false'],
    ])('refuses %s with a 400 naming the parameter', async (query, message) => {
      const res = await page(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it('filters by review state', async () => {
      const reviewed = (await page('?reviewed=true')).json();
      expect(reviewed.total).toBe(5);
      expect(reviewed.invoices.every((i: InvoiceSummary) => i.reviewed)).toBe(true);
      const open = (await page('?reviewed=false&limit=50')).json();
      expect(open.total).toBe(20);
      expect(open.invoices.every((i: InvoiceSummary) => !i.reviewed)).toBe(true);
    });

    it('gives the admin every invoice with /all, as a page when asked', async () => {
      const paged = (await call('GET', '/api/invoices/all?page=1&limit=5', w.admin)).json();
      expect(paged.invoices).toHaveLength(5);
      expect(paged).toMatchObject({ page: 1, pageSize: 5 });
      expect(paged.total).toBeGreaterThanOrEqual(25);
      const whole = (await call('GET', '/api/invoices/all', w.admin)).json();
      expect(whole.total).toBeUndefined();
      expect(whole.invoices).toHaveLength(paged.total);
      expect(ids(whole.invoices).slice(0, 5)).toEqual(ids(paged.invoices));
    });

    it('answers the whole list without PDFs from /no-pdf', async () => {
      const res = (await page('/no-pdf')).json();
      expect(ids(res.invoices)).toEqual(newestFirst());
      expect(res.invoices[0]).not.toHaveProperty('pdfFile');
    });
  });

  describe('search', () => {
    let clientId: string;
    let target: string;

    beforeAll(async () => {
      clientId = (await seedClient(t, 'Search Co')).id;
      await link(t, w.member, [clientId]);
      await seedInvoice(t, clientId, { payee: 'Other Vendor', invoice_number: 'X-1', total_amount_cents: 500, bill_date: '2023-06-01', description: 'Gutter cleaning', property: 'Oak House' });
      target = (
        await seedInvoice(t, clientId, {
          payee: 'Bright Electric',
          invoice_number: 'BE-7781',
          total_amount_cents: 123456,
          bill_date: '2024-03-09',
          description: 'Rewired 100% of the hallway',
          property: 'Birch Towers',
        })
      ).id;
      // The same words in another client never show up.
      await seedInvoice(t, w.otherClient.id, { payee: 'Bright Electric', invoice_number: 'BE-7781' });
    });

    it.each(['bright', 'BE-7781', '1234.56', '$1,234.56', '2024-03-09', '03/09/2024', 'rewired', 'birch towers', '100%'])('finds the invoice by %s', async (term) => {
      const res = (await call('GET', `/api/invoices/client/${clientId}?search=${encodeURIComponent(term)}`, w.member)).json();
      expect(ids(res.invoices)).toEqual([target]);
      expect(res.total).toBe(1);
    });

    it('treats LIKE wildcards as plain characters', async () => {
      expect((await call('GET', `/api/invoices/client/${clientId}?search=${encodeURIComponent('%')}`, w.member)).json().total).toBe(1);
      expect((await call('GET', `/api/invoices/client/${clientId}?search=_`, w.member)).json().total).toBe(0);
    });
  });

  describe('detail', () => {
    it('answers every field, money in dollars, the PDF as base64 and the line items in order', async () => {
      const email = await seedEmail(t, w.client.id);
      const pdf = await seedAttachment(t, w.client.id, { email_id: email.id });
      const row = await seedInvoice(
        t,
        w.client.id,
        { email_id: email.id, attachment_id: pdf.id, total_amount_cents: 123456, total_cents: 150000, gl_account: '6100', unit: '4B', marked_as_paid: 1, confidence: '{"payee":0.95,"totalAmount":2,"bad":"x"}' },
        [
          { description: 'Labour', amount_cents: 100000, gl_account: '6100' },
          { description: 'Parts', amount_cents: 23456, property: 'Maple Court', unit: '4B' },
        ],
      );
      for (const as of [w.member, w.admin]) {
        const res = await call('GET', `/api/invoices/${row.id}`, as);
        expect(res.statusCode).toBe(200);
        const invoice = res.json().invoice as InvoiceDetail;
        expect(invoice).toMatchObject({
          id: row.id,
          client_id: w.client.id,
          clientName: 'Maple Property Co',
          appfolioUrl: 'https://maple.appfolio.com',
          emailId: email.id,
          payee: 'Acme Plumbing',
          invoiceNumber: row.invoice_number,
          totalAmount: 1234.56,
          total: 1500,
          billDate: '2024-01-15',
          dueDate: '2024-02-15',
          glAccount: '6100',
          unit: '4B',
          markedAsPaid: true,
          reviewed: false,
          senderEmail: 'billing@vendor.example',
          comment: '',
          pageNumber: 1,
          confidence: { payee: 0.95, totalAmount: 1 },
          duplicateOf: null,
          pdfPartId: pdf.id,
          pdfFile: pdf.content.toString('base64'),
          createdAt: row.created_at,
        });
        expect(invoice.lineItems).toEqual([
          { id: expect.any(String), description: 'Labour', amount: 1000, property: null, unit: null, glAccount: '6100' },
          { id: expect.any(String), description: 'Parts', amount: 234.56, property: 'Maple Court', unit: '4B', glAccount: null },
        ]);
      }
    });

    it('answers pdfFile null when the invoice has no PDF', async () => {
      const row = await seedInvoice(t, w.client.id);
      expect((await call('GET', `/api/invoices/${row.id}`, w.member)).json().invoice).toMatchObject({ pdfFile: null, pdfPartId: null, lineItems: [] });
    });
  });
});
