import type { InvoiceDetail } from '../../../../src/shared/contract/invoices';
import InvoiceDetailsPage from '../../../../src/client/features/invoices/InvoiceDetailsPage';
import { mockApi, renderRoute, type Answer, type Call } from '../harness';

/** A small valid PDF's worth of base64 (the viewer only needs it to decode). */
export const PDF_BASE64 = btoa('%PDF-1.4 test');

export function invoiceFixture(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    id: 'inv-1',
    client_id: 'client-1',
    userId: null,
    emailId: 'email-1',
    payee: 'Acme Plumbing',
    invoiceNumber: 'INV-1001',
    totalAmount: 1234.5,
    currency: 'USD',
    documentKind: 'invoice',
    billDate: '2024-01-31',
    description: 'Kitchen sink repair',
    property: 'Maple Court',
    senderEmail: 'billing@acme.test',
    comment: '',
    reviewed: false,
    source: 'email',
    confidence: {},
    duplicateOf: null,
    duplicateReason: null,
    createdAt: '2024-02-01T10:00:00.000Z',
    updatedAt: '2024-02-01T10:00:00.000Z',
    total: 1300,
    dueDate: '2024-02-29',
    unit: '4B',
    propertyId: null,
    unitId: null,
    vendorId: null,
    resolution: null,
    purchaseOrder: 'PO-77',
    workOrder: 'WO-12',
    reference: 'REF-9',
    remarks: 'Paid by check',
    cashAccount: '1000',
    memoForCheck: 'Sink',
    glAccount: '6100',
    pageNumber: 2,
    pageCount: 3,
    markedAsPaid: false,
    fieldReasons: {},
    fieldBoxes: {},
    clientName: 'Lakeside Management',
    appfolioUrl: 'https://lakeside.appfolio.com',
    lineItems: [{ id: 'li-1', description: 'Labor', amount: 1000, property: 'Maple Court', unit: '4B', glAccount: '6100' }],
    pdfFile: PDF_BASE64,
    pdfPartId: 'part-1',
    ...overrides,
  };
}

/** The client's list as a page with only `invoices` on it: what /view's navigation reads unless a test gives its own. */
const listOf = (invoices: InvoiceDetail[]): Answer => ({ status: 200, body: { invoices, total: invoices.length, page: 1, totalPages: 1, pageSize: 20 } });

/**
 * Renders /view with the stubbed API: GET of the invoice answers `invoice` (or `get`), the
 * client's list pages answer that invoice alone, its history is empty (or `history`); other
 * calls go to `other`; every call is recorded.
 */
export function renderInvoice(invoice: InvoiceDetail | null, options: { url?: string; get?: Answer | (() => Answer); history?: () => Answer | Promise<Answer>; other?: (call: Call) => Answer } = {}) {
  const calls = mockApi((call) => {
    if (call.method === 'GET' && call.url.pathname.startsWith('/api/invoices/client/')) return listOf(invoice ? [invoice] : []);
    if (call.method === 'GET' && call.url.pathname.endsWith('/history')) return options.history?.() ?? { status: 200, body: { history: [] } };
    if (call.method === 'GET' && call.path.startsWith('/api/invoices/')) {
      if (options.get) return typeof options.get === 'function' ? options.get() : options.get;
      return invoice ? { status: 200, body: { invoice } } : { status: 404, body: { message: 'Invoice not found' } };
    }
    return options.other?.(call) ?? { status: 500, body: { message: `unexpected ${call.method} ${call.path}` } };
  });
  const rendered = renderRoute('/view', <InvoiceDetailsPage />, options.url ?? `/view?id=${invoice?.id ?? 'missing'}`);
  return { ...rendered, calls };
}

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/pdf-1');
  URL.revokeObjectURL = jest.fn();
});
