/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { act, screen, waitFor } from '@testing-library/react';
import { COMMENT_FAILED } from '../../../../src/client/features/invoices/CommentEditor';
import { INVOICE_MESSAGES } from '../../../../src/client/features/invoices/InvoiceDetailsPage';
import { loadPdfJs } from '../../../../src/client/features/invoices/pdf/pdfjs';
import { locationOf } from '../harness';
import { invoiceFixture, renderInvoice } from './fixtures';
import { fakePdfJs, LETTER, stubFrameSize } from './pdf/fakePdfJs';

// pdf.js ships ES modules jest cannot load: the viewer gets a fake (see ./pdf/fakePdfJs.ts).
jest.mock('../../../../src/client/features/invoices/pdf/pdfjs', () => ({ loadPdfJs: jest.fn() }));

afterEach(() => jest.restoreAllMocks());

describe('invoice details: loading and errors', () => {
  it('says the id is missing without ?id, and asks nothing of the server', () => {
    const { calls } = renderInvoice(null, { url: '/view' });
    expect(screen.getByRole('alert')).toHaveTextContent(INVOICE_MESSAGES.missingId);
    expect(screen.getByRole('link', { name: 'Back to Invoices' })).toHaveAttribute('href', '/members');
    expect(calls).toEqual([]);
  });

  it('shows a skeleton of the page while loading, then the invoice', async () => {
    renderInvoice(invoiceFixture());
    expect(screen.getByRole('status')).toHaveTextContent('Loading invoice...');
    expect(document.querySelector('[aria-busy="true"] .invoice-split')).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Acme Plumbing · Invoice INV-1001');
  });

  it('says "Invoice not found." on a 404', async () => {
    const { calls } = renderInvoice(null, { url: '/view?id=gone' });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVOICE_MESSAGES.notFound);
    expect(calls[0]?.path).toBe('/api/invoices/gone');
  });

  it('says the fetch failed on another error, and can try again', async () => {
    let status = 500;
    const invoice = invoiceFixture();
    const { user } = renderInvoice(invoice, { get: () => (status === 500 ? { status, body: { message: 'boom' } } : { status, body: { invoice } }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVOICE_MESSAGES.fetchFailed);
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Edit Invoice' })).toBeInTheDocument();
  });
});

describe('invoice details: the PDF', () => {
  it('shows the PDF in the pdf.js viewer beside the fields, and lets it go on leaving', async () => {
    // The viewer itself (pages, start page, boxes) is tested in ./pdf/PdfViewer.test.tsx.
    const fake = fakePdfJs([LETTER, LETTER, LETTER]);
    jest.mocked(loadPdfJs).mockResolvedValue(fake.pdfjs);
    const restoreSize = stubFrameSize();
    try {
      const { router } = renderInvoice(invoiceFixture({ pageNumber: 3 }));
      await waitFor(() => expect(document.querySelectorAll('[aria-label="Invoice PDF"] .pdf-page')).toHaveLength(3));
      expect(screen.queryByText(/This PDF is large/)).toBeNull();
      await act(() => router.navigate('/members'));
      expect(fake.destroyed).toHaveLength(1);
    } finally {
      restoreSize();
    }
  });

  it('says "No PDF available." without one', async () => {
    renderInvoice(invoiceFixture({ pdfFile: null, pdfPartId: null, emailId: null }));
    expect(await screen.findByText('No PDF available.')).toBeInTheDocument();
    expect(screen.queryByTitle('Invoice PDF')).toBeNull();
  });

  it('sends the reviewer to the e-mail for a bill written in its body', async () => {
    renderInvoice(invoiceFixture({ pdfFile: null, pdfPartId: null, emailId: 'e-77' }));
    expect(await screen.findByText(/This bill was written in the e-mail itself/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the e-mail' })).toHaveAttribute('href', '/email/e-77');
  });

  it('warns about a PDF over 2 MB with its size in MB', async () => {
    // Redux's development checks time themselves on a state this large; that note is not this test's business.
    const warn = console.warn;
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => (String(args[0]).includes('InvariantMiddleware took') ? undefined : warn(...args)));
    const big = Buffer.alloc(Math.round(2.5 * 1024 * 1024)).toString('base64');
    renderInvoice(invoiceFixture({ pdfFile: big }));
    expect(await screen.findByText(/This PDF is large \(2\.50 MB\)/)).toBeInTheDocument();
  });
});

describe('invoice details: comment, e-mail association and going back', () => {
  it('updates the comment on its own, and says so when that fails', async () => {
    let fail = true;
    const { user, calls } = renderInvoice(invoiceFixture(), {
      other: () => (fail ? { status: 500, body: {} } : { status: 200, body: { invoice: { ...invoiceFixture(), comment: 'Checked' } } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Comment' }));
    await user.type(screen.getByLabelText('Comment'), 'Checked');
    await user.click(screen.getByRole('button', { name: 'Save Comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COMMENT_FAILED);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Save Comment' }));
    expect(await screen.findByText('Checked', { selector: 'p' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body])).toEqual([
      ['/api/invoices/inv-1/updateComment', { comment: 'Checked' }],
      ['/api/invoices/inv-1/updateComment', { comment: 'Checked' }],
    ]);
  });

  it('finds no linked e-mail, runs the client association pass and reports the link', async () => {
    const { user, calls } = renderInvoice(invoiceFixture({ emailId: null }), {
      other: (call) =>
        call.path.startsWith('/api/associations/invoice/')
          ? { status: 404, body: { message: 'No e-mail is associated with this invoice' } }
          : { status: 200, body: { success: true, associationsCreated: 2, message: 'Created 2 associations.', associations: [{ invoiceId: 'inv-9', emailId: 'e9' }, { invoiceId: 'inv-1', emailId: 'e1' }] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Find Email Association' }));
    expect(await screen.findByText('Created 2 associations. Refreshing page to show updated data.')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(expect.arrayContaining(['GET /api/associations/invoice/inv-1/email', 'POST /api/associations/create-associations?clientId=client-1']));
    // The linked invoice is fetched again, so its e-mail shows.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/invoices/inv-1')).toHaveLength(2));
  });

  it('says when no e-mail matches this invoice', async () => {
    const { user } = renderInvoice(invoiceFixture({ emailId: null }), {
      other: (call) => (call.method === 'GET' ? { status: 404, body: {} } : { status: 200, body: { success: true, associationsCreated: 0, message: 'Created 0 associations.', associations: [] } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Find Email Association' }));
    expect(await screen.findByText('No matching email found for this invoice.')).toBeInTheDocument();
  });

  it.each([
    [{ status: 403, body: { message: 'Forbidden client' } }, 'Failed to find associations: Forbidden client'],
    [{ status: 500, body: {} }, 'Failed to find associations: status 500'],
  ])('reports a refused association pass', async (answer, message) => {
    const { user } = renderInvoice(invoiceFixture({ emailId: null }), { other: (call) => (call.method === 'GET' ? { status: 404, body: {} } : answer) });
    await user.click(await screen.findByRole('button', { name: 'Find Email Association' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('reports an association pass the server never answered', async () => {
    const { user } = renderInvoice(invoiceFixture({ emailId: null }));
    const find = await screen.findByRole('button', { name: 'Find Email Association' });
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await user.click(find);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error finding associations: the server could not be reached');
  });

  it('goes back to the members screen it came from, or to /members', async () => {
    const { router, user } = renderInvoice(invoiceFixture(), { url: '/members?client=c1&page=3' });
    await act(() => router.navigate('/view?id=inv-1', { state: { from: '/members?client=c1&page=3' } }));
    await user.click(await screen.findByRole('link', { name: 'Back to Invoices' }));
    expect(locationOf(router)).toBe('/members?client=c1&page=3');
    expect(router.state.historyAction).toBe('POP');

    await act(() => router.navigate('/view?id=inv-1'));
    await user.click(await screen.findByRole('link', { name: 'Back to Invoices' }));
    expect(locationOf(router)).toBe('/members');
  });
});
