import type { ClientListItem } from '../../../../src/shared/contract/clients';
import type { EmailSummary } from '../../../../src/shared/contract/emails';
import type { InvoiceSummary } from '../../../../src/shared/contract/invoices';
import type { Report } from '../../../../src/shared/contract/reports';

export const clients: ClientListItem[] = [
  { id: 'c1', name: 'Maple Court', forwardEmail: null, appfolioUrl: null, createdAt: '', updatedAt: '', unreviewedCount: 0, overdueCount: 0 },
  { id: 'c2', name: '(Old) Birch Apartments', forwardEmail: null, appfolioUrl: null, createdAt: '', updatedAt: '', unreviewedCount: 0, overdueCount: 0 },
];

export function invoice(id: string, fields: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id,
    client_id: 'c1',
    userId: 'u1',
    emailId: null,
    payee: `Payee ${id}`,
    invoiceNumber: `INV-${id}`,
    totalAmount: 1234.56,
    currency: 'USD',
    documentKind: 'invoice',
    billDate: '2024-01-31',
    dueDate: '2024-02-29',
    description: 'Pipe repair',
    property: '12 Oak Street',
    unit: null,
    propertyId: null,
    unitId: null,
    vendorId: null,
    glAccount: null,
    resolution: null,
    senderEmail: 'billing@vendor.example',
    comment: '',
    reviewed: false,
    source: 'email',
    confidence: {},
    duplicateOf: null,
    duplicateReason: null,
    createdAt: '2024-02-01T10:00:00Z',
    updatedAt: '2024-02-01T10:00:00Z',
    ...fields,
  };
}

export const email = (id: string): EmailSummary => ({
  id,
  clientId: 'c1',
  subject: `Subject ${id}`,
  body: `Body of ${id}`,
  rawEmailData: { html: null, text: `Body of ${id}` },
  senderEmail: 'sender@vendor.example',
  senderName: null,
  isReviewed: false,
  comment: '',
  comments: [],
  status: 'processed',
  reportId: null,
  attachments: [],
  createdAt: '2024-02-01T10:00:00Z',
  updatedAt: '2024-02-01T10:00:00Z',
});

export function report(id: string, fields: Partial<Report> = {}): Report {
  return {
    id,
    clientId: 'c1',
    success: true,
    processedCount: 2,
    invoiceCount: 1,
    errorCount: 0,
    senderEmail: 'billing@vendor.example',
    emailId: 'e1',
    details: [{ filename: 'invoice.pdf', outcome: 'invoices', message: '1 invoice extracted', invoiceIds: ['i1'] }],
    report: 'Processed: e-mail "March" from billing@vendor.example.',
    status: 'processed',
    createdAt: '2024-02-01T10:00:00Z',
    updatedAt: '2024-02-01T11:00:00Z',
    ...fields,
  };
}

export const page = <K extends string, T>(key: K, items: T[], extra: { total?: number; page?: number; totalPages?: number } = {}) => ({
  [key]: items,
  total: extra.total ?? items.length,
  page: extra.page ?? 1,
  totalPages: extra.totalPages ?? 1,
  pageSize: 20,
});
