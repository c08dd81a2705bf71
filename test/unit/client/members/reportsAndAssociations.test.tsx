/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor, within } from '@testing-library/react';
import type { Answer } from '../harness';
import { invoice, page, report } from './fixtures';
import { mockMembersApi, renderMembers } from './renderMembers';

const reports = (...items: unknown[]) => ({ status: 200, body: page('reports', items) });

describe('Members reports', () => {
  it('shows counts and success, and the details when expanded', async () => {
    mockMembersApi(({ url }) => (url.pathname.startsWith('/api/reports/client/') ? reports(report('r1', { errorCount: 1, success: false, status: 'partial' })) : undefined));
    const { user } = renderMembers('/members?client=c1&list=reports');
    const card = (await screen.findByRole('button', { name: /billing@vendor.example/ })).closest('article') as HTMLElement;
    const counts = within(card.querySelector('.report-counts') as HTMLElement);
    for (const [label, value] of [['Processed', '2'], ['Invoices', '1'], ['Errors', '1'], ['Success', 'No']] as const) {
      expect(counts.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(within(card).queryByText('Report ID')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { expanded: false }));
    expect(within(card).getByRole('button', { expanded: true })).toBeInTheDocument();
    for (const [label, value] of [['Report ID', 'r1'], ['Status', 'Partly processed'], ['Sender Email', 'billing@vendor.example'], ['Email ID', 'e1']] as const) {
      expect(within(card).getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(within(card).getByText('Created')).toBeInTheDocument();
    expect(within(card).getByText('Last Updated')).toBeInTheDocument();
    expect(within(card).getByText('invoice.pdf — invoices: 1 invoice extracted')).toBeInTheDocument();
    expect(within(card).getByText(/Processed: e-mail "March"/)).toBeInTheDocument();
  });

  it('says "Invalid report data" for an entry it cannot read, and shows the others', async () => {
    mockMembersApi(({ url }) => (url.pathname.startsWith('/api/reports/client/') ? reports({ id: 'broken', processedCount: 'many' }, { id: 'r3', success: 'yes' }, report('r2')) : undefined));
    renderMembers('/members?client=c1&list=reports');
    expect(await screen.findAllByText('Invalid report data')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /billing@vendor.example/ })).toBeInTheDocument();
  });

  it.each([
    [false, '/api/reports/client/c1'],
    [true, '/api/reports/client/c1/all'],
  ])('admin %p reads %s, with the search', async (isAdmin, path) => {
    const calls = mockMembersApi();
    renderMembers('/members?client=c1&list=reports&q=late', { isAdmin });
    await screen.findByText('No reports to display');
    const call = calls.find((c) => c.url.pathname.startsWith('/api/reports/'));
    expect(call?.url.pathname).toBe(path);
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({ pagination: 'true', page: '1', limit: '20', search: 'late' });
  });
});

describe('Find associations', () => {
  async function run(answer: Answer, dryRun: boolean) {
    const calls = mockMembersApi(({ url }) => {
      if (url.pathname === '/api/associations/create-associations') return answer;
      return url.pathname.startsWith('/api/invoices/client/') ? { status: 200, body: page('invoices', [invoice('i1')]) } : undefined;
    });
    const { user } = renderMembers('/members?client=c1');
    await screen.findByText('Payee i1');
    if (dryRun) await user.click(screen.getByRole('checkbox', { name: 'Dry run' }));
    await user.click(screen.getByRole('button', { name: 'Find Associations' }));
    return { calls, user };
  }

  it('a real run says how many it created, and the linked items refetch', async () => {
    const created = { success: true, associationsCreated: 3, message: 'ok', associations: [{ emailId: 'e1', invoiceId: 'i1' }] };
    const { calls } = await run({ status: 200, body: created }, false);
    expect(await screen.findByText('Created 3 associations. Refreshing page to show updated data.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/api/associations/create-associations?clientId=c1');
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/invoices/client/c1')).toHaveLength(2));
  });

  it('a dry run says it changed nothing', async () => {
    const { calls } = await run({ status: 200, body: { success: true, associationsCreated: 2, message: 'ok', associations: [] } }, true);
    expect(await screen.findByText('Found 2 possible associations (dry run: nothing was changed).')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/api/associations/create-associations?dryRun=true&clientId=c1');
  });

  it('a refusal is "Failed to find associations", and the message can be dismissed', async () => {
    const { user } = await run({ status: 403, body: { message: 'Client not found' } }, false);
    expect(await screen.findByText('Failed to find associations: Client not found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close: Failed to find associations: Client not found' }));
    expect(screen.queryByText(/Failed to find associations/)).not.toBeInTheDocument();
  });

  it('a network failure is "Error finding associations"', async () => {
    await run('network-error', false);
    await waitFor(() => expect(screen.getByText(/^Error finding associations: /)).toBeInTheDocument());
  });
});
