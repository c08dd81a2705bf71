/** @jest-environment node */
import { associationsApi } from '../../../../src/client/api/associationsApi';
import { emailIntakeApi } from '../../../../src/client/api/emailIntakeApi';
import { emailsApi } from '../../../../src/client/api/emailsApi';
import { invoicesApi } from '../../../../src/client/api/invoicesApi';
import { json, signedInStore } from '../storeHarness';

const invoice = { id: 'i1', client_id: 'c1', reviewed: false, comment: '' };
const email = { id: 'e1', clientId: 'c1', isReviewed: false, comment: '' };

const received = { email: { id: 'e2', clientId: 'c1', status: 'queued' }, emails: [{ id: 'e2', clientId: 'c1', status: 'queued' }], message: 'E-mail received; it is being processed.' };

interface Sent {
  call: string;
  contentType: string | null;
  body: string;
}

/** A server with one invoice and one e-mail of client c1; every request is recorded as "METHOD /path?query". */
function setup() {
  const sent: Sent[] = [];
  const t = signedInStore(async (request) => {
    const url = new URL(request.url);
    const entry = { call: `${request.method} ${url.pathname}${url.search}`, contentType: request.headers.get('content-type'), body: '' };
    sent.push(entry);
    entry.body = await request.text();
    if (request.method === 'POST' && url.pathname.startsWith('/api/emails')) return json(201, received);
    if (url.pathname === '/api/invoices' && request.method === 'POST') return json(201, { invoice: { ...invoice, id: 'i2' } });
    if (url.pathname.startsWith('/api/associations/associate')) return json(200, { success: true, message: 'ok', invoice });
    return json(200, { invoices: [invoice], emails: [email], total: 1, page: 1, totalPages: 1, pageSize: 20, email, isReviewed: true });
  });
  const calls = () => sent.map((s) => s.call);
  return { ...t, sent, calls };
}

describe('the calls of SPEC.md section 7 that the screens do not use yet', () => {
  it('send the list filters the server reads', async () => {
    const t = setup();
    await t.store.dispatch(invoicesApi.endpoints.getAllInvoicesPage.initiate({ page: 2, limit: 20, search: 'acme', reviewed: false }));
    await t.store.dispatch(invoicesApi.endpoints.getUserInvoices.initiate('u 2'));
    await t.store.dispatch(emailsApi.endpoints.getEmails.initiate({ clientId: 'c1', search: 'water', isReviewed: true }));
    await t.store.dispatch(associationsApi.endpoints.getUnassociatedEmails.initiate({ clientId: 'c1' }));
    await t.store.dispatch(associationsApi.endpoints.getUnassociatedInvoices.initiate());
    expect(t.calls()).toEqual([
      'GET /api/invoices/all?page=2&limit=20&search=acme&reviewed=false',
      'GET /api/invoices?userId=u+2',
      'GET /api/emails?clientId=c1&search=water&isReviewed=true',
      'GET /api/associations/unassociated-emails?clientId=c1',
      'GET /api/associations/unassociated-invoices',
    ]);
  });

  it('send an e-mail as JSON to POST /api/emails and as a form to POST /api/emails/receive', async () => {
    const t = setup();
    await t.store.dispatch(emailIntakeApi.endpoints.createEmail.initiate({ from: 'vendor@example.com', subject: 'Bill', clientId: 'c1' }));
    const form = new FormData();
    form.set('email', 'From: vendor@example.com\r\nSubject: Bill\r\n\r\nSee attached.');
    const result = await t.store.dispatch(emailIntakeApi.endpoints.receiveEmail.initiate(form));
    expect(result.data).toEqual(received);
    expect(t.sent[0]).toEqual({ call: 'POST /api/emails', contentType: 'application/json', body: JSON.stringify({ from: 'vendor@example.com', subject: 'Bill', clientId: 'c1' }) });
    expect(t.sent[1]).toMatchObject({ call: 'POST /api/emails/receive', contentType: expect.stringMatching(/^multipart\/form-data; boundary=/) });
  });

  it('set an e-mail reviewed at once, before the server answers', async () => {
    const t = setup();
    await t.store.dispatch(emailsApi.endpoints.getEmailsOfClient.initiate('c1'));
    const change = t.store.dispatch(emailsApi.endpoints.setEmailReviewStatus.initiate({ id: 'e1', isReviewed: true }));
    expect(emailsApi.endpoints.getEmailsOfClient.select('c1')(t.store.getState()).data?.emails[0]?.isReviewed).toBe(true);
    await change;
    expect(t.sent.find((s) => s.call === 'PATCH /api/emails/e1/review-status')?.body).toBe(JSON.stringify({ isReviewed: true }));
  });
});

describe('the lists that a change refetches', () => {
  it("an upload refetches the lists across clients as well as the client's own", async () => {
    const t = setup();
    await t.store.dispatch(invoicesApi.endpoints.getAllInvoices.initiate());
    await t.store.dispatch(invoicesApi.endpoints.getClientInvoicesNoPdf.initiate('c1'));
    await t.store.dispatch(invoicesApi.endpoints.getClientInvoicesNoPdf.initiate('c2'));
    await t.store.dispatch(invoicesApi.endpoints.uploadInvoice.initiate({ clientId: 'c1', form: new FormData() }));
    await t.served((requests) => requests.length >= 6);
    expect(t.calls().slice(4).sort()).toEqual(['GET /api/invoices/all', 'GET /api/invoices/client/c1/no-pdf']);
  });

  it('a received e-mail refetches the e-mail lists of its client and across clients', async () => {
    const t = setup();
    await t.store.dispatch(emailsApi.endpoints.getEmails.initiate());
    await t.store.dispatch(emailsApi.endpoints.getEmailsOfClient.initiate('c1'));
    await t.store.dispatch(emailsApi.endpoints.getEmailsOfClient.initiate('c2'));
    await t.store.dispatch(emailIntakeApi.endpoints.createEmail.initiate({ raw: 'From: vendor@example.com\r\n\r\nHello' }));
    await t.served((requests) => requests.length >= 6);
    expect(t.calls().slice(4).sort()).toEqual(['GET /api/emails', 'GET /api/emails/client/c1']);
  });

  it('a link made by hand refetches the unassociated lists that held its invoice and e-mail', async () => {
    const t = setup();
    await t.store.dispatch(associationsApi.endpoints.getUnassociatedInvoices.initiate());
    await t.store.dispatch(associationsApi.endpoints.getUnassociatedEmails.initiate());
    await t.store.dispatch(associationsApi.endpoints.associate.initiate({ emailId: 'e1', invoiceId: 'i1' }));
    await t.served((requests) => requests.length >= 5);
    expect(t.calls().slice(3).sort()).toEqual(['GET /api/associations/unassociated-emails', 'GET /api/associations/unassociated-invoices']);
  });
});
