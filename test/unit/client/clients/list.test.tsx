/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, within } from '@testing-library/react';
import { acme, birch, client, mockClientsApi, renderClients } from './renderClients';

const rowOf = (name: string) => screen.getByRole('button', { name }).closest('li') as HTMLElement;

describe('The clients list', () => {
  it("asks for the admin's list and shows each client with its actions", async () => {
    const calls = mockClientsApi();
    renderClients();
    const list = await screen.findByRole('list', { name: 'Clients' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(calls[0]).toEqual({ method: 'GET', path: '/api/clients?userId=u1', body: undefined });
    for (const { name } of [acme, birch]) {
      expect(within(list).getByRole('button', { name: `Edit ${name}` })).toBeInTheDocument();
      expect(within(list).getByRole('button', { name: `Delete ${name}` })).toBeInTheDocument();
    }
  });

  it('shows a set address with a Copy button and the website as a link opening a new tab', async () => {
    mockClientsApi();
    const { user } = renderClients();
    await screen.findByRole('list', { name: 'Clients' });
    const row = rowOf('Acme Towers');
    expect(row).toHaveTextContent('acme@bills.example');
    const link = within(row).getByRole('link', { name: /https:\/\/acme\.appfolio\.com/ });
    expect(link).toHaveAttribute('href', 'https://acme.appfolio.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    await user.click(within(row).getByRole('button', { name: 'Copy Smart Bill Entry e-mail of Acme Towers' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('acme@bills.example');
    expect(screen.getByText(/where vendors send a client's invoices/)).toBeInTheDocument();
  });

  it('says "Not set" for a missing address or website, with nothing to copy or follow', async () => {
    mockClientsApi();
    renderClients();
    await screen.findByRole('list', { name: 'Clients' });
    const row = rowOf('Birch Court');
    expect(within(row).getAllByText('Not set')).toHaveLength(2);
    expect(within(row).queryByRole('link', { name: /opens in a new tab/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Copy/ })).not.toBeInTheDocument();
  });

  it("links each client to its directory", async () => {
    mockClientsApi();
    renderClients();
    await screen.findByRole('list', { name: 'Clients' });
    expect(within(rowOf('Birch Court')).getByRole('link', { name: 'Directory of Birch Court' })).toHaveAttribute('href', '/clients/c2/directory');
  });

  it('searches by name, ignoring case', async () => {
    mockClientsApi(undefined, [acme, birch, client('c3', 'ACME Annex')]);
    const { user } = renderClients();
    const list = await screen.findByRole('list', { name: 'Clients' });
    const search = screen.getByPlaceholderText('Search clients by name...');
    await user.type(search, 'acme');
    expect(within(list).getAllByRole('listitem').map((item) => within(item).getAllByRole('button')[0]?.textContent)).toEqual(['Acme Towers', 'ACME Annex']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('No clients match your search.')).toBeInTheDocument();
  });

  it('says when there are no clients yet', async () => {
    mockClientsApi(undefined, []);
    renderClients();
    expect(await screen.findByText('No clients yet. Create one with the + button.')).toBeInTheDocument();
  });

  it('a failed load shows "Failed to fetch clients" with the server message, and can be retried', async () => {
    let fail = true;
    mockClientsApi(({ method }) => (method === 'GET' && fail ? { status: 500, body: { message: 'Database unavailable' } } : undefined));
    const { user } = renderClients();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch clients');
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Clients' })).toBeInTheDocument();
  });
});
