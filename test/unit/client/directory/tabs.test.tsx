/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, within } from '@testing-library/react';
import { locationOf } from '../harness';
import { mockDirectoryApi, renderDirectory } from './directoryServer';

describe('The directory screen', () => {
  it('tells a non-admin they are denied, and loads nothing', () => {
    const calls = mockDirectoryApi();
    renderDirectory({ isAdmin: false });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('opens on Properties, names the client, and lists its properties', async () => {
    mockDirectoryApi();
    renderDirectory();
    expect(await screen.findByRole('heading', { name: 'Directory of Acme Towers' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Properties' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Properties' });
    expect(within(table).getByText('Maple Court')).toBeInTheDocument();
    expect(within(table).getByText('12 Maple St')).toBeInTheDocument();
    expect(screen.getByText('2 properties')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clients' })).toHaveAttribute('href', '/create-client');
  });

  it('switches tabs by click and by arrow keys, and keeps the tab in the URL', async () => {
    const calls = mockDirectoryApi();
    const { user, router } = renderDirectory();
    await screen.findByRole('table', { name: 'Properties' });
    await user.click(screen.getByRole('tab', { name: 'Vendors' }));
    const vendors = await screen.findByRole('table', { name: 'Vendors' });
    expect(within(vendors).getByText('Acme Plumbing')).toBeInTheDocument();
    expect(within(vendors).getByText('billing@acme.example')).toBeInTheDocument();
    expect(within(vendors).getByText('A-100')).toBeInTheDocument();
    // The default property is named from its id.
    expect(await within(vendors).findByText('Oak Plaza')).toBeInTheDocument();
    expect(locationOf(router)).toBe('/clients/c1/directory?tab=vendors');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'GL accounts' })).toHaveFocus();
    const chart = await screen.findByRole('table', { name: 'GL accounts' });
    expect(within(chart).getByText('Repairs')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Vendors' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/clients/c1/directory/gl-accounts')).toBe(true);
  });

  it('opens the tab a link names', async () => {
    mockDirectoryApi();
    renderDirectory({ url: '/clients/c1/directory?tab=gl-accounts' });
    expect(await screen.findByRole('table', { name: 'GL accounts' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'GL accounts' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says why a list could not load and offers to try again', async () => {
    mockDirectoryApi({ handler: ({ url }) => (url.pathname.endsWith('/properties') ? { status: 500, body: { message: 'Database unavailable' } } : undefined) });
    renderDirectory();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load properties');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
