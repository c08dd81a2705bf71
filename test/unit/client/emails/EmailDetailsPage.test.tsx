/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { configure, screen } from '@testing-library/react';
import EmailDetailsPage from '../../../../src/client/features/emails/EmailDetailsPage';
import { mockApi, renderRoute } from '../harness';
import { makeDetail } from './fixtures';

// The real store and base query answer through promises; a busy CI machine needs the margin.
configure({ asyncUtilTimeout: 4000 });

const detail = makeDetail({
  comment: 'Paid by cheque',
  attachments: [{ partId: 'p1', filename: 'bill.pdf', contentType: 'application/pdf', size: 3072, contentId: null, documentKind: null, base64: 'JVBERi0=' }],
});

describe('EmailDetailsPage', () => {
  it('loads the e-mail by id and shows it read-only and open in the shared list', async () => {
    const calls = mockApi(() => ({ status: 200, body: { email: detail } }));
    renderRoute('/email/:id', <EmailDetailsPage />, '/email/e1');
    expect(await screen.findByRole('button', { name: 'Water bill for March', expanded: true })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/emails/e1']);
    expect(screen.getByRole('tab', { name: 'Web View' })).toBeInTheDocument();
    expect(screen.getByText('Paid by cheque')).toBeInTheDocument();
    expect(screen.getByText('application/pdf · 3.00 KB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark (Un)?[Rr]eviewed|Comment/ })).not.toBeInTheDocument();
  });

  it('shows only the fields of SPEC.md\'s e-mail entity', async () => {
    mockApi(() => ({ status: 200, body: { email: { ...detail, senderName: 'Water Co Billing Dept', status: 'failed', reportId: 'report-77' } } }));
    renderRoute('/email/:id', <EmailDetailsPage />, '/email/e1');
    await screen.findByRole('button', { name: 'Water bill for March' });
    for (const hidden of ['Water Co Billing Dept', 'report-77', 'failed', 'From: billing@water.example']) expect(screen.queryByText(hidden, { exact: false })).not.toBeInTheDocument();
  });

  it.each([
    [{ status: 404, body: { message: 'Email not found' } }],
    [{ status: 500, text: 'Internal error' }],
  ])('says "Failed to fetch email details." when the e-mail cannot be loaded', async (answer) => {
    mockApi(() => answer);
    renderRoute('/email/:id', <EmailDetailsPage />, '/email/missing');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch email details.');
  });
});
