/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { listLoads, mockDirectoryApi, property, renderDirectory } from './directoryServer';

const many = Array.from({ length: 30 }, (_, index) => property(`p${index + 1}`, `Property ${String(index + 1).padStart(2, '0')}`));
const searches = (calls: ReturnType<typeof mockDirectoryApi>) => listLoads(calls, 'properties').map((call) => Object.fromEntries(call.url.searchParams));

describe('Searching and paging the directory', () => {
  it('asks the server once typing settles, from the first page', async () => {
    const calls = mockDirectoryApi();
    const { user } = renderDirectory();
    await screen.findByRole('table', { name: 'Properties' });
    await user.type(screen.getByRole('searchbox', { name: 'Search properties' }), 'oak');
    await waitFor(() => expect(screen.queryByText('Maple Court')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table', { name: 'Properties' })).getByText('Oak Plaza')).toBeInTheDocument();
    expect(searches(calls)).toEqual([
      { page: '1', limit: '25' },
      { page: '1', limit: '25', search: 'oak' },
    ]);
    expect(screen.getByText('1 property')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    mockDirectoryApi();
    const { user } = renderDirectory();
    await screen.findByRole('table', { name: 'Properties' });
    await user.type(screen.getByRole('searchbox', { name: 'Search properties' }), 'zzz');
    expect(await screen.findByText('No properties match this search.')).toBeInTheDocument();
  });

  it('pages with the shared pagination, and a new search starts again at page 1', async () => {
    const calls = mockDirectoryApi({ properties: many });
    const { user } = renderDirectory();
    await screen.findByText('Property 01');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Property 26')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search properties' }), 'Property 2');
    expect(await screen.findByText('Property 20')).toBeInTheDocument();
    expect(searches(calls).at(-1)).toEqual({ page: '1', limit: '25', search: 'Property 2' });
  });

  it('searches the GL chart by number or name without asking again', async () => {
    const calls = mockDirectoryApi();
    const { user } = renderDirectory({ url: '/clients/c1/directory?tab=gl-accounts' });
    const chart = await screen.findByRole('table', { name: 'GL accounts' });
    await user.type(screen.getByRole('searchbox', { name: 'Search GL accounts' }), 'util');
    await waitFor(() => expect(within(chart).queryByText('Repairs')).not.toBeInTheDocument());
    expect(within(chart).getByText('6200')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname.endsWith('/gl-accounts'))).toHaveLength(1);
  });
});
