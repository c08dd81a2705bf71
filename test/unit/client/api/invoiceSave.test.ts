/** @jest-environment node */
import { invoicesApi } from '../../../../src/client/api/invoicesApi';
import type { InvoiceDetail, InvoiceSummary } from '../../../../src/shared/contract/invoices';
import { json, signedInStore } from '../storeHarness';

const PDF = 'JVBERi0xLjQgdGVzdA==';
const summary = (id: string, payee: string) => ({ id, payee, reviewed: false, comment: '' }) as InvoiceSummary;
const detail = (payee: string, pdfFile: string | null | undefined) => ({ ...summary('a', payee), lineItems: [], pdfFile }) as unknown as InvoiceDetail;
const pageOf = (...invoices: InvoiceSummary[]) => ({ invoices, total: 3, page: 1, totalPages: 2, pageSize: 2 });

/**
 * Invoice "a" is on page 1 of client c1, "c" alone on page 2. The PUT answers the saved invoice
 * with `pdfFile` as given; the server then stores the new payee.
 */
function setup(savedPdf: string | null | undefined) {
  let payee = 'Acme';
  const calls: string[] = [];
  const t = signedInStore((request) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    if (request.method === 'PUT') {
      payee = 'Acme LLC';
      return json(200, { invoice: detail(payee, savedPdf) });
    }
    if (url.pathname === '/api/invoices/a') return json(200, { invoice: detail(payee, PDF) });
    return json(200, url.searchParams.get('page') === '1' ? pageOf(summary('a', payee), summary('b', 'Birch')) : pageOf(summary('c', 'Cedar')));
  });
  return { ...t, calls };
}

const page = (n: number) => ({ clientId: 'c1', page: n, limit: 2 });
const count = (calls: string[], call: string) => calls.filter((c) => c === call).length;

async function openAndSave(t: ReturnType<typeof setup>) {
  const subscriptions = [
    t.store.dispatch(invoicesApi.endpoints.getInvoice.initiate('a')),
    t.store.dispatch(invoicesApi.endpoints.getClientInvoices.initiate(page(1))),
    t.store.dispatch(invoicesApi.endpoints.getClientInvoices.initiate(page(2))),
  ];
  await Promise.all(subscriptions);
  await t.store.dispatch(invoicesApi.endpoints.updateInvoice.initiate({ id: 'a', body: { payee: 'Acme LLC' } })).unwrap();
  // The endpoint's own follow-up refetches the page that holds the invoice: wait for it to be asked, then answered.
  await t.served((requests) => requests.filter((r) => r.url.endsWith('/api/invoices/client/c1?page=1&limit=2')).length === 2);
  await Promise.all(t.store.dispatch(invoicesApi.util.getRunningQueriesThunk()));
  return () => subscriptions.forEach((s) => s.unsubscribe());
}

describe('saving an invoice', () => {
  it('writes the answer into the detail without fetching it (and its PDF) again', async () => {
    const t = setup(PDF);
    const done = await openAndSave(t);
    expect(count(t.calls, 'GET /api/invoices/a')).toBe(1);
    expect(invoicesApi.endpoints.getInvoice.select('a')(t.store.getState()).data).toMatchObject({ payee: 'Acme LLC', pdfFile: PDF });
    done();
  });

  it('keeps the PDF already in the cache when the answer carries none', async () => {
    const t = setup(undefined);
    const done = await openAndSave(t);
    expect(invoicesApi.endpoints.getInvoice.select('a')(t.store.getState()).data).toMatchObject({ payee: 'Acme LLC', pdfFile: PDF });
    done();
  });

  it('refetches the list page that holds the invoice, and only that one', async () => {
    const t = setup(PDF);
    const done = await openAndSave(t);
    expect(count(t.calls, 'GET /api/invoices/client/c1?page=1&limit=2')).toBe(2);
    expect(count(t.calls, 'GET /api/invoices/client/c1?page=2&limit=2')).toBe(1);
    expect(invoicesApi.endpoints.getClientInvoices.select(page(1))(t.store.getState()).data?.invoices.map((i) => i.payee)).toEqual(['Acme LLC', 'Birch']);
    done();
  });

  it('changes nothing in the cache when the save fails', async () => {
    const t = signedInStore((request) => {
      if (request.method === 'PUT') return json(400, { message: 'payee must be a string' });
      return json(200, new URL(request.url).pathname === '/api/invoices/a' ? { invoice: detail('Acme', PDF) } : pageOf(summary('a', 'Acme')));
    });
    const detailQuery = t.store.dispatch(invoicesApi.endpoints.getInvoice.initiate('a'));
    await detailQuery;
    const result = await t.store.dispatch(invoicesApi.endpoints.updateInvoice.initiate({ id: 'a', body: { payee: 'Acme LLC' } }));
    expect(result.error).toMatchObject({ status: 400 });
    expect(invoicesApi.endpoints.getInvoice.select('a')(t.store.getState()).data).toMatchObject({ payee: 'Acme', pdfFile: PDF });
    detailQuery.unsubscribe();
  });
});
