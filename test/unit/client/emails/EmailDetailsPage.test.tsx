/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor } from '@testing-library/react';
import EmailDetailsPage from '../../../../src/client/features/emails/EmailDetailsPage';
import type { EmailDetail } from '../../../../src/shared/contract/emails';
import { mockApi, renderRoute, type Answer, type Call } from '../harness';
import { makeDetail } from './fixtures';

const detail = makeDetail({
  comment: 'Paid by cheque',
  attachments: [{ partId: 'p1', filename: 'bill.pdf', contentType: 'application/pdf', size: 3072, contentId: null, documentKind: null, base64: 'JVBERi0=' }],
});

describe('EmailDetailsPage', () => {
  it('loads the e-mail by id and shows it read-only and open in the shared list to a viewer not known to reach its client', async () => {
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

const clientList = (ids: string[]) => ({ clients: ids.map((id) => ({ id, name: `Client ${id}`, forwardEmail: null, appfolioUrl: null, createdAt: '', updatedAt: '', unreviewedCount: 0, overdueCount: 0 })) });

/**
 * /email/e1 for a signed-in viewer: the e-mail (of client c1), the viewer's clients, and the
 * changes answered by `change` (default: applied and echoed as the server does).
 */
function openAs(options: { isAdmin?: boolean; clients?: string[]; change?: (call: Call) => Answer | undefined }) {
  const email: EmailDetail = { ...detail, comment: '', comments: [] };
  const calls = mockApi((call) => {
    if (call.method === 'GET' && call.url.pathname === '/api/clients') return { status: 200, body: clientList(options.clients ?? []) };
    if (call.method === 'GET') return { status: 200, body: { email } };
    const answer = options.change?.(call);
    if (answer) return answer;
    if (call.path.endsWith('/toggle-review')) {
      email.isReviewed = !email.isReviewed;
      return { status: 200, body: { email, isReviewed: email.isReviewed } };
    }
    const { comment } = call.body as { comment: string };
    Object.assign(email, { comment, comments: [{ text: comment, userId: 'u1', userName: 'Ana', createdAt: '2026-03-03T09:00:00.000Z' }] });
    return { status: 200, body: { email, comment, comments: email.comments } };
  });
  const rendered = renderRoute('/email/:id', <EmailDetailsPage />, '/email/e1', { signedIn: { isAdmin: options.isAdmin ?? false } });
  return { ...rendered, calls, changes: () => calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.path, call.body]) };
}

describe('EmailDetailsPage: review and comment (issue 15)', () => {
  it('lets a reviewer of the client mark it reviewed and back', async () => {
    const { user, calls, changes } = openAs({ clients: ['c9', 'c1'] });
    const mark = await screen.findByRole('button', { name: 'Mark Reviewed' });
    expect(calls.map((call) => call.path)).toContain('/api/clients?userId=u1');
    await user.click(mark);
    expect(await screen.findByRole('button', { name: 'Mark Unreviewed' })).toBeInTheDocument();
    expect(screen.getByText('Reviewed', { selector: '.email-item-state' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark Unreviewed' }));
    expect(await screen.findByRole('button', { name: 'Mark Reviewed' })).toBeInTheDocument();
    expect(changes()).toEqual([
      ['PATCH', '/api/emails/e1/toggle-review', undefined],
      ['PATCH', '/api/emails/e1/toggle-review', undefined],
    ]);
  });

  it('lets a reviewer of the client add a comment', async () => {
    const { user, changes } = openAs({ clients: ['c1'] });
    await user.click(await screen.findByRole('button', { name: 'Add Comment' }));
    await user.type(screen.getByLabelText('Comment text'), 'Forwarded to the owner');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Forwarded to the owner', { selector: '.comment-text' })).toBeInTheDocument();
    expect(changes()).toEqual([['PATCH', '/api/emails/e1/comment', { comment: 'Forwarded to the owner' }]]);
  });

  it('lets an admin act without asking for their clients', async () => {
    const { calls } = openAs({ isAdmin: true });
    expect(await screen.findByRole('button', { name: 'Mark Reviewed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Comment' })).toBeInTheDocument();
    expect(calls.map((call) => call.url.pathname)).not.toContain('/api/clients');
  });

  it('keeps the page read-only for a user not associated with the client', async () => {
    const { store } = openAs({ clients: ['c9'] });
    await screen.findByRole('button', { name: 'Water bill for March', expanded: true });
    // The client list has answered: still nothing to press.
    await waitFor(() => expect(Object.values(store.getState().api.queries).find((query) => query?.endpointName === 'getClients')?.status).toBe('fulfilled'));
    expect(screen.queryByRole('button', { name: /Mark (Un)?[Rr]eviewed|Comment/ })).not.toBeInTheDocument();
  });

  it('says when a change fails, in the members screen\'s words', async () => {
    const { user } = openAs({ clients: ['c1'], change: () => ({ status: 500, body: { message: 'Database is read-only' } }) });
    await user.click(await screen.findByRole('button', { name: 'Mark Reviewed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Updating TaskFailed to update task: Database is read-only');
    // The optimistic change is taken back.
    expect(await screen.findByRole('button', { name: 'Mark Reviewed' })).toBeInTheDocument();
  });
});
