import { reviewFixture, type Method } from './helpers/fixtures';
import { link, seedAttachment, seedClient, seedEmail, seedInvoice } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

describe.each(databaseKinds)('associations API on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);
  const ids = (list: { id: string }[]) => list.map((i) => i.id);
  const emailOf = async (invoiceId: string) =>
    (await t.ctx.db.kysely.selectFrom('invoices').select('email_id').where('id', '=', invoiceId).executeTakeFirstOrThrow()).email_id;

  it.each<[Method, string]>([
    ['POST', '/api/associations/create-associations'],
    ['POST', '/api/associations/associate'],
    ['GET', '/api/associations/unassociated-invoices'],
    ['GET', '/api/associations/unassociated-emails'],
    ['GET', '/api/associations/invoice/i1/email'],
  ])('%s %s refuses an anonymous caller', async (method, url) => {
    expect((await call(method, url, undefined, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
  });

  describe('finding associations', () => {
    let clientId: string;
    let bySameFile: { invoice: string; email: string };
    let byNumber: { invoice: string; email: string };
    let unmatched: string;
    let foreign: string;

    beforeAll(async () => {
      clientId = (await seedClient(t, 'Assoc Co')).id;
      await link(t, w.member, [clientId]);
      const pdf = Buffer.from('%PDF-1.4 the same bill');
      const mailed = await seedEmail(t, clientId, { subject: 'Scan' });
      await seedAttachment(t, clientId, { email_id: mailed.id, content: pdf });
      const uploaded = await seedAttachment(t, clientId, { content: pdf });
      bySameFile = { invoice: (await seedInvoice(t, clientId, { attachment_id: uploaded.id, invoice_number: null })).id, email: mailed.id };
      const named = await seedEmail(t, clientId, { subject: 'Invoice INV-5521 from Acme' });
      byNumber = { invoice: (await seedInvoice(t, clientId, { invoice_number: 'INV-5521' })).id, email: named.id };
      unmatched = (await seedInvoice(t, clientId, { invoice_number: 'INV-55' })).id;
      await seedEmail(t, w.otherClient.id, { subject: 'Invoice OUT-9911' });
      foreign = (await seedInvoice(t, w.otherClient.id, { invoice_number: 'OUT-9911' })).id;
    });

    it('counts in a dry run and changes nothing', async () => {
      const res = await call('POST', `/api/associations/create-associations?dryRun=true&clientId=${clientId}`, w.member);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, associationsCreated: 2 });
      expect(body.message).toContain('dry run');
      expect(body.associations).toEqual(
        expect.arrayContaining([
          { invoiceId: bySameFile.invoice, emailId: bySameFile.email },
          { invoiceId: byNumber.invoice, emailId: byNumber.email },
        ]),
      );
      expect(await emailOf(bySameFile.invoice)).toBeNull();
    });

    it("links by the same PDF or the invoice number, within the caller's clients only", async () => {
      const res = await call('POST', '/api/associations/create-associations', w.member);
      expect(res.json()).toMatchObject({ success: true, associationsCreated: 2, message: 'Created 2 associations.' });
      expect(await emailOf(bySameFile.invoice)).toBe(bySameFile.email);
      expect(await emailOf(byNumber.invoice)).toBe(byNumber.email);
      expect(await emailOf(unmatched)).toBeNull();
      expect(await emailOf(foreign)).toBeNull();
      expect((await call('POST', '/api/associations/create-associations', w.member)).json().associationsCreated).toBe(0);
    });

    it('refuses a client the caller does not reach', async () => {
      const res = await call('POST', `/api/associations/create-associations?clientId=${w.otherClient.id}`, w.member);
      expect(res.statusCode).toBe(404);
      expect((await call('POST', '/api/associations/create-associations?dryRun=perhaps', w.member)).statusCode).toBe(400);
    });

    it('lists what is still unlinked, within reach', async () => {
      const invoices = ids((await call('GET', '/api/associations/unassociated-invoices', w.member)).json().invoices);
      expect(invoices).toContain(unmatched);
      expect(invoices).not.toContain(byNumber.invoice);
      expect(invoices).not.toContain(foreign);
      expect(ids((await call('GET', '/api/associations/unassociated-invoices', w.admin)).json().invoices)).toContain(foreign);
      const emails = ids((await call('GET', `/api/associations/unassociated-emails?clientId=${clientId}`, w.member)).json().emails);
      expect(emails).not.toContain(byNumber.email);
      expect(emails).not.toContain(bySameFile.email);
      expect((await call('GET', `/api/associations/unassociated-emails?clientId=${w.otherClient.id}`, w.member)).statusCode).toBe(404);
    });
  });

  describe('by hand', () => {
    it('links an e-mail to an invoice of the same client, and then answers it for the invoice', async () => {
      const email = await seedEmail(t, w.client.id);
      const invoice = await seedInvoice(t, w.client.id);
      const none = await call('GET', `/api/associations/invoice/${invoice.id}/email`, w.member);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ message: 'No e-mail is associated with this invoice' });
      const res = await call('POST', '/api/associations/associate', w.member, { emailId: email.id, invoiceId: invoice.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, invoice: { id: invoice.id, emailId: email.id } });
      const found = await call('GET', `/api/associations/invoice/${invoice.id}/email`, w.member);
      expect(found.json().email).toMatchObject({ id: email.id, clientId: w.client.id, attachments: [] });
      expect((await call('GET', `/api/associations/invoice/${invoice.id}/email`, w.outsider)).statusCode).toBe(404);
    });

    it('refuses an e-mail and an invoice of different clients, and objects out of reach', async () => {
      const invoice = await seedInvoice(t, w.client.id);
      const foreignEmail = await seedEmail(t, w.otherClient.id);
      const mixed = await call('POST', '/api/associations/associate', w.admin, { emailId: foreignEmail.id, invoiceId: invoice.id });
      expect(mixed.statusCode).toBe(400);
      expect(mixed.json()).toEqual({ message: 'The e-mail and the invoice belong to different clients.' });
      const hidden = await call('POST', '/api/associations/associate', w.member, { emailId: foreignEmail.id, invoiceId: invoice.id });
      expect(hidden.statusCode).toBe(404);
      expect(await emailOf(invoice.id)).toBeNull();
    });

    it.each<[object, string]>([
      [{}, 'emailId is required'],
      [{ emailId: 'e', invoiceId: 5 }, 'invoiceId must be a string'],
      [{ emailId: ' ', invoiceId: 'i' }, 'emailId is required'],
    ])('refuses %j', async (body, message) => {
      const res = await call('POST', '/api/associations/associate', w.member, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });
  });
});
