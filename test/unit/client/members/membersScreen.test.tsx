/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { act, screen, waitFor, within } from '@testing-library/react';
import { selectMembers, type MembersRootState } from '../../../../src/client/features/members/membersSlice';
import { locationOf } from '../harness';
import { clients, email, invoice, page } from './fixtures';
import { mockMembersApi, renderMembers } from './renderMembers';

const invoiceCalls = (calls: ReturnType<typeof mockMembersApi>) => calls.filter((c) => c.url.pathname.startsWith('/api/invoices/client/'));

describe('Members screen', () => {
  it('lists the clients sorted, asks for one, and searches the sidebar', async () => {
    mockMembersApi();
    const { user } = renderMembers();
    expect(screen.getByText('Please select a client from the sidebar')).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Clients' });
    await waitFor(() => expect(within(sidebar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Maple Court', '(Old) Birch Apartments']));
    await user.type(within(sidebar).getByPlaceholderText('Search clients...'), 'birch');
    expect(within(sidebar).getAllByRole('button').map((b) => b.textContent)).toEqual(['(Old) Birch Apartments']);
    await user.type(within(sidebar).getByPlaceholderText('Search clients...'), 'zzz');
    expect(within(sidebar).getByText('No clients found')).toBeInTheDocument();
  });

  it('shows each client\'s unreviewed and overdue invoices, and asks again after a review', async () => {
    let unreviewed = 12;
    const calls = mockMembersApi(({ method, url }) => {
      if (url.pathname === '/api/clients') return { status: 200, body: { clients: [{ ...clients[0], unreviewedCount: unreviewed, overdueCount: 3 }, clients[1]] } };
      if (method === 'PATCH') {
        unreviewed -= 1;
        return { status: 200, body: { invoice: invoice('a', { reviewed: true }), reviewed: true } };
      }
      if (url.pathname.startsWith('/api/invoices/client/')) return { status: 200, body: page('invoices', [invoice('a')]) };
      return undefined;
    });
    const { user } = renderMembers('/members?client=c1');
    const sidebar = screen.getByRole('complementary', { name: 'Clients' });
    const maple = await within(sidebar).findByRole('button', { name: /Maple Court/ });
    expect(maple).toHaveTextContent('Maple Court3 overdue12 unreviewed');
    expect(within(sidebar).getByRole('button', { name: /Birch/ })).toHaveTextContent(/^\(Old\) Birch Apartments$/);
    await screen.findByText('Payee a');
    await user.keyboard('jx');
    await waitFor(() => expect(maple).toHaveTextContent('Maple Court3 overdue11 unreviewed'));
    expect(calls.filter((c) => c.url.pathname === '/api/clients').length).toBeGreaterThan(1);
  });

  it.each([
    [false, 'No client is assigned to you yet. Ask an admin to give you a client.'],
    [true, 'There are no clients yet.'],
  ])('says what to do when an account has no client at all (admin: %s)', async (isAdmin, text) => {
    mockMembersApi(({ url }) => (url.pathname === '/api/clients' ? { status: 200, body: { clients: [] } } : undefined));
    renderMembers('/members', { isAdmin });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Please select a client from the sidebar')).not.toBeInTheDocument();
    if (isAdmin) expect(screen.getByRole('link', { name: 'Create a client' })).toHaveAttribute('href', '/create-client');
    else expect(screen.queryByRole('link', { name: 'Create a client' })).not.toBeInTheDocument();
  });

  it('shows the view a link names: client, list, filter, search and page reach the query and the slice', async () => {
    const calls = mockMembersApi(({ url }) => (url.pathname.startsWith('/api/invoices/client/') ? { status: 200, body: page('invoices', [invoice('a')], { total: 45, totalPages: 3, page: 2 }) } : undefined));
    const { store } = renderMembers('/members?client=c1&filter=unreviewed&q=water&page=2');
    await screen.findByText('Page 2 of 3');
    const query = invoiceCalls(calls)[0]?.url;
    expect(query?.pathname).toBe('/api/invoices/client/c1');
    expect(Object.fromEntries(query?.searchParams ?? [])).toEqual({ page: '2', limit: '20', search: 'water', reviewed: 'false' });
    expect(selectMembers(store.getState() as MembersRootState)).toMatchObject({ clientId: 'c1', list: 'invoices', filter: 'unreviewed', search: 'water', pages: { invoices: 2 } });
    expect(screen.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Unreviewed' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('water');
  });

  it('asks for the page size a link names, and keeps it in the URL through later actions', async () => {
    const calls = mockMembersApi(({ url }) => (url.pathname.startsWith('/api/invoices/client/') ? { status: 200, body: page('invoices', [invoice('a')], { total: 120, totalPages: 3, page: Number(url.searchParams.get('page')) }) } : undefined));
    const { router, store, user } = renderMembers('/members?client=c1&size=50');
    await screen.findByText('Page 1 of 3');
    expect(invoiceCalls(calls)[0]?.url.searchParams.get('limit')).toBe('50');
    expect(selectMembers(store.getState() as MembersRootState).pageSize).toBe(50);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(locationOf(router)).toBe('/members?client=c1&size=50&page=2');
    await user.click(screen.getByRole('tab', { name: 'Reports' }));
    expect(locationOf(router)).toBe('/members?client=c1&list=reports&size=50');
    await waitFor(() => expect(calls.find((c) => c.url.pathname.startsWith('/api/reports/'))?.url.searchParams.get('limit')).toBe('50'));
  });

  it('writes user actions to the URL and keeps a page per list', async () => {
    mockMembersApi(({ url }) => (url.pathname.startsWith('/api/invoices/client/') ? { status: 200, body: page('invoices', [invoice('a')], { total: 45, totalPages: 3, page: Number(url.searchParams.get('page')) }) } : undefined));
    const { router, store, user } = renderMembers();
    await user.click(await screen.findByRole('button', { name: 'Maple Court' }));
    expect(locationOf(router)).toBe('/members?client=c1');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(locationOf(router)).toBe('/members?client=c1&page=2');
    await user.click(screen.getByRole('tab', { name: 'Tasks' }));
    expect(locationOf(router)).toBe('/members?client=c1&list=tasks');
    await user.click(screen.getByRole('button', { name: 'Reviewed' }));
    expect(locationOf(router)).toBe('/members?client=c1&list=tasks&filter=reviewed');
    await user.click(screen.getByRole('tab', { name: 'Invoices' }));
    expect(locationOf(router)).toBe('/members?client=c1&filter=reviewed');
    await user.click(screen.getByRole('tab', { name: 'Reports' }));
    expect(screen.getByRole('button', { name: 'Reviewed' })).toBeDisabled();
    expect(selectMembers(store.getState() as MembersRootState).pages).toEqual({ invoices: 1, due: 1, tasks: 1, reports: 1 });

    // Back restores the earlier view from the URL, slice included.
    await act(() => router.navigate(-4));
    await waitFor(() => expect(locationOf(router)).toBe('/members?client=c1&page=2'));
    expect(selectMembers(store.getState() as MembersRootState)).toMatchObject({ list: 'invoices', filter: 'all', pages: { invoices: 2 } });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('a bare /members shows the view left last', async () => {
    mockMembersApi();
    const { router } = renderMembers('/members?client=c2&list=reports');
    await screen.findByText('No reports to display');
    await act(() => router.navigate('/members'));
    await waitFor(() => expect(locationOf(router)).toBe('/members?client=c2&list=reports'));
  });

  it('searches on the server once typing settles, replacing the history entry', async () => {
    const calls = mockMembersApi();
    const { router, user } = renderMembers('/members?client=c1');
    await screen.findByText('No invoices to display');
    const before = router.state.historyAction;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'plumb');
    expect(invoiceCalls(calls).map((c) => c.url.searchParams.get('search'))).toEqual([null]);
    await waitFor(() => expect(locationOf(router)).toBe('/members?client=c1&q=plumb'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(before).not.toBe('REPLACE');
    await waitFor(() => expect(invoiceCalls(calls).map((c) => c.url.searchParams.get('search'))).toEqual([null, 'plumb']));
  });

  it('steps back to the last page when a link points past it', async () => {
    mockMembersApi(({ url }) => (url.pathname.startsWith('/api/invoices/client/') ? { status: 200, body: page('invoices', url.searchParams.get('page') === '2' ? [invoice('b')] : [], { totalPages: 2, page: Number(url.searchParams.get('page')) }) } : undefined));
    const { router } = renderMembers('/members?client=c1&page=9');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/members?client=c1&page=2');
    // In place of the page that does not exist, so Back does not lead to it again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says "No tasks to display" and "No reports to display" for empty lists', async () => {
    mockMembersApi();
    const { user } = renderMembers('/members?client=c1&list=tasks');
    expect(await screen.findByText('No tasks to display')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Reports' }));
    expect(await screen.findByText('No reports to display')).toBeInTheDocument();
  });

  it.each([
    ['/api/clients', '/members', 'Error Loading Clients', 'Failed to load clients: Database unavailable'],
    ['/api/invoices/client/c1', '/members?client=c1', 'Error Loading Invoices', 'Failed to load invoices: Database unavailable'],
    ['/api/emails', '/members?client=c1&list=tasks', 'Error Loading Emails', 'Failed to load emails: Database unavailable'],
    ['/api/reports/client/c1', '/members?client=c1&list=reports', 'Error Loading Reports', 'Failed to load reports: Database unavailable'],
  ])('a failed load of %s shows its closable banner', async (path, url, title, detail) => {
    mockMembersApi((call) => (call.url.pathname === path ? { status: 500, body: { message: 'Database unavailable' } } : undefined));
    const { user } = renderMembers(url);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(title);
    expect(banner).toHaveTextContent(detail);
    await user.click(screen.getByRole('button', { name: `Close: ${title}` }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a failed change in the Tasks tab's e-mail list as the screen's banner", async () => {
    mockMembersApi(({ method, url }) => {
      if (method === 'PATCH') return { status: 500, body: { message: 'Disk full' } };
      return url.pathname === '/api/emails' ? { status: 200, body: page('emails', [email('e1')]) } : undefined;
    });
    const { user } = renderMembers('/members?client=c1&list=tasks');
    await user.click(await screen.findByRole('button', { name: 'Mark Reviewed' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Error Updating Task');
    expect(banner).toHaveTextContent('Failed to update task: Disk full');
  });

  it('says "Unknown error" when a failure carries no message', async () => {
    mockMembersApi((call) => (call.url.pathname === '/api/invoices/client/c1' ? { status: 500, body: {} } : undefined));
    renderMembers('/members?client=c1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load invoices: Unknown error');
  });
});
